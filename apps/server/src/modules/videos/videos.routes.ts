import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoDto } from '@reelsmith/contracts/responses';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { keyAccess } from '../../http/public-api.ts';
import { maybeSignedIn, signedIn } from '../../http/rate-limits.ts';
import { streamProgress } from '../../http/sse.ts';
import type { Services } from '../services.ts';
import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from '@reelsmith/contracts/uploads';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { receivePhotos } from './videos.images.ts';
import { photoGate } from '../../lib/photo-gate.ts';
import { streamPreview } from './videos.preview.ts';
import { createVideoBody, listVideosQuery } from './videos.schemas.ts';

/** How often a progress stream reads the row when no local write woke it (a worker elsewhere). */
const SSE_POLL_MS = 500;

const idParams = z.object({ id: z.uuid({ error: 'Video not found.' }) });

export const videosRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const videos = svc.videos;
    // Signed in, account active, and the terms' 60 calls a minute per account.
    const auth = signedIn(ctx);
    // The same routes take API keys where the key's scope allows (decision 120).
    const read = signedIn(ctx, { scope: 'read' });
    const tags = ['videos'];
    const security = [{ bearer: [] }];

    app.post(
      '/api/videos',
      {
        preHandler: signedIn(ctx, { scope: 'videos:create' }),
        schema: {
          tags,
          summary: 'Start a video from an idea (or a script and narration)',
          ...keyAccess('videos:create', {
            method: 'POST',
            path: '/api/videos',
            body: { idea: '3 facts about octopuses', vibe: 'educational', duration: 30 },
            idempotent: true,
          }),
          body: createVideoBody,
          response: { 202: videoDto },
        },
      },
      async (req, reply) =>
        idempotent(ctx.database.db, req, reply, 202, async () =>
          videos.toDto(await videos.create(req.userId!, req.body)),
        ),
    );

    await app.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: PHOTOS_MAX + 1, fields: 20, fieldSize: 64 * 1024 },
    });
    app.post(
      '/api/videos/from-images',
      {
        preHandler: signedIn(ctx, { scope: 'videos:create' }),
        // Photos can be large: up to 20 of 20 MB each.
        bodyLimit: (PHOTOS_MAX + 1) * PHOTO_MAX_BYTES,
        schema: {
          tags,
          summary:
            'Image to video: 1 to 20 photos (multipart `photos`) with a script or topic, a voice or music only',
          ...keyAccess(
            'videos:create',
            {
              method: 'POST',
              path: '/api/videos/from-images',
              form: [
                ['photos', '@beach.jpg'],
                ['photos', '@sunset.jpg'],
                ['idea', 'A weekend in Lisbon'],
              ],
            },
            'multipart/form-data: `photos` (1-20 files: JPEG, PNG, WebP, or HEIC where the server has heif-convert; checked by content, 20 MB each), ' +
              'optional `idea` (topic: a script is written from it), `script` (the words to speak) or `script_id` ' +
              '(a studio script), `voice` (a voice id, or `none` for music only), `vibe`, `style`, `duration`, ' +
              '`caption_style`, `music` (`auto` or `none`). Answers the queued video; follow it like any render.',
          ),
          consumes: ['multipart/form-data'],
          response: { 202: videoDto },
        },
      },
      async (req, reply) => {
        if (!req.isMultipart())
          throw new ValidationError('Send the photos as multipart/form-data in the field "photos".', {
            photos: ['Choose at least one photo.'],
          });
        // Checked a few requests at a time per process, one at a time per account (decision 165).
        const received = await photoGate.run(req.userId!, () => receivePhotos(ctx, req.parts()));
        return reply.status(202).send(videos.toDto(await videos.createFromImages(req.userId!, received)));
      },
    );

    app.get(
      '/api/videos',
      {
        preHandler: read,
        schema: {
          tags,
          ...keyAccess('read', { method: 'GET', path: '/api/videos?limit=20' }),
          summary: "The user's videos, newest first",
          querystring: listVideosQuery,
          response: { 200: z.object({ results: z.array(videoDto), next: z.string().nullable() }) },
        },
      },
      async (req) => {
        const { results, next } = await videos.list(req.userId!, req.query);
        return { results: results.map((v) => videos.toDto(v)), next };
      },
    );

    app.get(
      '/api/videos/:id',
      {
        preHandler: read,
        schema: {
          tags,
          ...keyAccess('read', { method: 'GET', path: '/api/videos/{id}' }),
          summary: 'Status, progress, timings and file URLs',
          params: idParams,
          response: { 200: videoDto },
        },
      },
      async (req) => videos.view(req.userId!, req.params.id),
    );

    app.patch(
      '/api/videos/:id',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Rename',
          params: idParams,
          body: z.object({ title: z.string().trim().min(1, { error: 'Please enter a title' }).max(120) }),
          response: { 200: videoDto },
        },
      },
      async (req) => videos.toDto(await videos.rename(req.userId!, req.params.id, req.body.title)),
    );

    app.delete(
      '/api/videos/:id',
      {
        preHandler: auth,
        schema: { tags, security, summary: 'Delete (stops a render in progress)', params: idParams },
      },
      async (req, reply) => {
        await videos.delete(req.userId!, req.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/videos/:id/preview',
      {
        // `<video src>` cannot send headers: the signed `preview_url` is the usual way in.
        preHandler: maybeSignedIn(ctx),
        schema: {
          tags,
          summary: 'Live preview while rendering: one growing fragmented MP4 (use `preview_url`)',
          description:
            'Streams `video/mp4` (chunked, `Cache-Control: no-store`): the init segment and every segment ' +
            'rendered so far, then each new one as it is made, ending when the video is completed, fails or ' +
            'is cancelled. A completed video redirects (302) to its final file. Anyone else gets 404.',
          params: idParams,
          querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
          produces: ['video/mp4'],
          response: {
            200: z.string().meta({ format: 'binary', description: 'A growing fragmented MP4' }),
            302: z.null().describe('The video is completed: redirects to its signed file URL'),
          },
        },
      },
      async (req, reply) => {
        const access = await videos.openPreview(req.params.id, { ...req.query, userId: req.userId });
        if ('redirect' in access) return reply.redirect(access.redirect, 302);
        reply.hijack();
        await streamPreview(ctx, reply.raw, access.video, {
          load: () => videos.repo.findById(access.video.id),
        });
      },
    );

    app.get(
      '/api/videos/:id/events',
      {
        // EventSource cannot send headers: the token may come as ?access_token= (never logged).
        preHandler: [
          async (req) => {
            const q = req.query as { access_token?: string };
            if (!req.headers.authorization && q.access_token)
              req.headers.authorization = `Bearer ${q.access_token}`;
          },
          // A progress stream is one long call, not counted against the per-minute limit.
          ...signedIn(ctx, { limit: false, scope: 'read' }),
        ],
        schema: {
          tags,
          security,
          summary:
            'Server-Sent Events: `progress` with the video each time it moves, until it is completed or failed',
          params: idParams,
        },
      },
      async (req, reply) => {
        // Someone is watching: a finish now is seen on the page, not emailed (decisions 123, 124).
        // Only the owner's stream counts (checked first, so a stranger cannot silence the email).
        if (!(await videos.repo.findForOwner(req.params.id, req.userId!))) throw new NotFoundError();
        const release = await svc.notifications.watch(req.params.id);
        try {
          await streamProgress(req, reply, {
            load: () => videos.repo.findForOwner(req.params.id, req.userId!),
            toEvent: (v) => videos.toDto(v),
            isDone: (v) => !videos.isLive(v),
            waitForChange: (signal) => ctx.progress.waitForChange(req.params.id, SSE_POLL_MS, signal),
          });
        } finally {
          await release();
        }
      },
    );
  };
