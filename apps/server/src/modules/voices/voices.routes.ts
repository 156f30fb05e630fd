import multipart from '@fastify/multipart';
import { voiceCloneDto, voiceClonesResponse, voicesResponse } from '@reelsmith/contracts/responses';
import { VOICE_CLONE_MAX_BYTES } from '@reelsmith/contracts/voices';
import { z } from 'zod';
import { ValidationError } from '../../http/errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { keyAccess } from '../../http/public-api.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import {
  cloneParams,
  favoriteParams,
  favoritesResponse,
  generatePreviewBody,
  previewAnswer,
  voicesQuery,
} from './voices.schemas.ts';

/** The voice library: voices with shared previews, preview generation, and favourites per user. */
export const voicesRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const voices = svc.voices;
    const clones = svc.voiceClones;
    const auth = signedIn(ctx);
    const tags = ['voices'];
    const security = [{ bearer: [] }];

    app.get(
      '/api/scripts/voices/with-previews/',
      {
        preHandler: signedIn(ctx, { scope: 'read' }),
        schema: {
          tags,
          ...keyAccess('read', { method: 'GET', path: '/api/scripts/voices/with-previews/' }),
          summary:
            "Every voice with its preview state and whether the user likes it, as it speaks `language` (the account's language when none is named; robotic marks an offline voice of another language)",
          querystring: voicesQuery,
          response: { 200: voicesResponse },
        },
      },
      async (req) => ({ voices: await voices.list(req.userId!, req.query.language) }),
    );

    app.post(
      '/api/scripts/voices/preview/generate/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary:
            "A voice's preview: stored at once, else rendered and waited for (daily quota); a cloned voice (`clone:<uuid>`) is spoken once by ElevenLabs and kept until it is deleted",
          body: generatePreviewBody,
          response: { 200: previewAnswer },
        },
      },
      async (req) => voices.generatePreview(req.userId!, req.body.voice_id),
    );

    app.get(
      '/api/voices/favorites/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: "The user's favourite voice ids",
          response: { 200: favoritesResponse },
        },
      },
      async (req) => ({ voice_ids: await voices.favorites(req.userId!) }),
    );

    app.put(
      '/api/voices/favorites/:voice_id/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Add a favourite voice (idempotent)',
          params: favoriteParams,
          response: { 200: favoritesResponse },
        },
      },
      async (req) => ({ voice_ids: await voices.addFavorite(req.userId!, req.params.voice_id) }),
    );

    app.delete(
      '/api/voices/favorites/:voice_id/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Remove a favourite voice (idempotent)',
          params: favoriteParams,
          response: { 200: favoritesResponse },
        },
      },
      async (req) => ({ voice_ids: await voices.removeFavorite(req.userId!, req.params.voice_id) }),
    );

    // Voice cloning (decision 026): one recording of 1 to 3 minutes, with consent, per clone.
    await app.register(multipart, {
      limits: { fileSize: VOICE_CLONE_MAX_BYTES, files: 2, fields: 10, fieldSize: 4 * 1024 },
    });

    app.get(
      '/api/voices/clones/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: "The user's cloned voices, and whether another can be made (ElevenLabs key, plan, limit)",
          response: { 200: voiceClonesResponse },
        },
      },
      async (req) => clones.list(req.userId!),
    );

    app.post(
      '/api/voices/clones/',
      {
        preHandler: auth,
        bodyLimit: VOICE_CLONE_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          security,
          summary: 'Clone your own voice through ElevenLabs (paid plans)',
          description:
            'multipart/form-data: `sample` (one recording of 60 to 180 seconds, checked by content, 25 MB), ' +
            '`consent` (`true`: this is your own voice and you consent to cloning it), optional `name` ' +
            '(40 characters) and `remove_background_noise` (`true`). Answers the clone; its `id` ' +
            '(`clone:<uuid>`) is a voice id for videos and narrations.',
          consumes: ['multipart/form-data'],
          response: { 201: voiceCloneDto },
        },
      },
      async (req, reply) => {
        if (!req.isMultipart())
          throw new ValidationError('Send the recording as multipart/form-data in the field "sample".', {
            sample: ['Choose a recording of your voice (1 to 3 minutes).'],
          });
        const clone = await clones.create(req.userId!, req.parts(), { ip: req.ip });
        return reply.status(201).send(clone);
      },
    );

    app.delete(
      '/api/voices/clones/:clone_id/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Delete a cloned voice (here and at ElevenLabs)',
          params: cloneParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await clones.remove(req.userId!, req.params.clone_id);
        return reply.status(204).send(null);
      },
    );
  };
