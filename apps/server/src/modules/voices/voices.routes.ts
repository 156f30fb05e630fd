import { voicesResponse } from '@reelsmith/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { keyAccess } from '../../http/public-api.ts';
import { signedIn } from '../../http/rate-limits.ts';
import { services } from '../services.ts';
import { favoriteParams, favoritesResponse, generatePreviewBody, previewAnswer } from './voices.schemas.ts';

/** The voice library: voices with shared previews, preview generation, and favourites per user. */
export const voicesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const voices = services(ctx).voices;
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
          summary: 'Every voice with its preview state and whether the user likes it',
          response: { 200: voicesResponse },
        },
      },
      async (req) => ({ voices: await voices.list(req.userId!) }),
    );

    app.post(
      '/api/scripts/voices/preview/generate/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: "A voice's preview: stored at once, else rendered and waited for (daily quota)",
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
  };
