import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from '@reelsmith/contracts/uploads';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { SESSION_OR_KEY, keyAccess } from '../../http/public-api.ts';
import { maybeSignedIn, signedIn } from '../../http/rate-limits.ts';
import { streamLivePreview } from '../../lib/live-preview.ts';
import { streamProgress } from '../../http/sse.ts';
import type { Services } from '../services.ts';
import { TUS_PATH, USER_HEADER } from './uploads.service.ts';
import { uploadPreviewInitKey, uploadPreviewSegmentKey } from '../../storage/storage-paths.ts';
import {
  enhanceBody,
  exportBody,
  listUploadsQuery,
  previewQuery,
  uploadDto,
  uploadIdParams,
} from './uploads.schemas.ts';

const SSE_POLL_MS = 500;

const TUS_DESCRIPTION =
  'tus 1.0 (https://tus.io): `POST` with `Tus-Resumable: 1.0.0`, `Upload-Length` (bytes) and ' +
  '`Upload-Metadata: filename <base64>` answers 201 with a `Location`; `PATCH` that URL with ' +
  '`Upload-Offset` and `Content-Type: application/offset+octet-stream` (resume after a dropped ' +
  'connection by asking `HEAD` for the offset). The last PATCH answers 200 with the checked upload ' +
  "(MP4, MOV or AVI; the plan's length and storage limits apply), or a refusal in the usual error " +
  'shape. Then `POST /api/uploads/{id}/enhance` and follow `GET /api/uploads/{id}`.';

/** One file in one PATCH; any tus client (tus-js-client, tusd's CLI) also resumes. */
const TUS_SAMPLES = {
  curl: [
    'FILE=clip.mp4',
    'LOCATION=$(curl -si -X POST "$REELSMITH_URL/api/uploads/tus" \\',
    '  -H "Authorization: Bearer $REELSMITH_KEY" \\',
    '  -H "Tus-Resumable: 1.0.0" \\',
    '  -H "Upload-Length: $(stat -c %s "$FILE")" \\',
    '  -H "Upload-Metadata: filename $(printf %s "$FILE" | base64)" \\',
    "  | tr -d '\\r' | sed -n 's/^[Ll]ocation: //p')",
    'curl -X PATCH "$REELSMITH_URL$LOCATION" \\',
    '  -H "Authorization: Bearer $REELSMITH_KEY" \\',
    '  -H "Tus-Resumable: 1.0.0" \\',
    '  -H "Upload-Offset: 0" \\',
    '  -H "Content-Type: application/offset+octet-stream" \\',
    '  --data-binary "@$FILE"',
  ].join('\n'),
  typescript: [
    "import { readFile } from 'node:fs/promises';",
    "const bytes = await readFile('clip.mp4');",
    "const auth = { Authorization: `Bearer ${process.env.REELSMITH_KEY}`, 'Tus-Resumable': '1.0.0' };",
    'const created = await fetch(`${process.env.REELSMITH_URL}/api/uploads/tus`, {',
    "  method: 'POST',",
    "  headers: { ...auth, 'Upload-Length': String(bytes.length), 'Upload-Metadata': `filename ${btoa('clip.mp4')}` },",
    '});',
    "const res = await fetch(`${process.env.REELSMITH_URL}${created.headers.get('location')}`, {",
    "  method: 'PATCH',",
    "  headers: { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },",
    '  body: bytes,',
    '});',
    'const upload = await res.json(); // { id, status: "uploaded", duration_seconds, ... }',
  ].join('\n'),
};
const LIVE = ['queued', 'analysing', 'transcribing', 'rendering', 'checking'];

/**
 * Upload and enhance (issue 17, decision 100). The file arrives over tus 1.0 (resumable: a dropped
 * connection or a reload continues from the server's offset) at `/api/uploads/tus`; the last PATCH
 * answers with the checked upload (200, JSON) or a refusal with our usual error shape.
 */
export const uploadsRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const uploads = svc.uploads;
    const enhance = svc.uploadEnhance;
    // Reading takes a `read` key; uploading, enhancing and exporting a `videos:create` key (they
    // spend storage and render time); deleting stays session-only (decision 120).
    const auth = signedIn(ctx);
    const read = signedIn(ctx, { scope: 'read' });
    const create = signedIn(ctx, { scope: 'videos:create' });
    // tus sends many calls for one file: signed in, but not counted against the per-minute limit.
    const tusAuth = signedIn(ctx, { limit: false, scope: 'videos:create' });
    const tags = ['uploads'];
    const security = [{ bearer: [] }];

    // Staged bytes nobody finished go at start and on a schedule (decision 164).
    const stopSweep = uploads.staging.start(ctx.logger);
    app.addHook('onClose', async () => stopSweep());

    // tus bodies are raw bytes, streamed by @tus/server itself.
    app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

    const tusHandler = async (
      req: import('fastify').FastifyRequest,
      reply: import('fastify').FastifyReply,
    ) => {
      // A call on an existing upload must come from its owner; anyone else gets 404, as for files.
      const id = /\/api\/uploads\/tus\/([^/?]+)/.exec(req.url)?.[1];
      if (id && req.method !== 'OPTIONS') {
        const owner = await uploads.stagedOwner(id);
        if (owner !== null && owner !== req.userId) throw new NotFoundError('Upload not found.');
      }
      // tus reads the raw header list: drop any the client sent, then add the verified id.
      const raw = req.raw.rawHeaders;
      const kept: string[] = [];
      for (let i = 0; i + 1 < raw.length; i += 2)
        if (raw[i]!.toLowerCase() !== USER_HEADER) kept.push(raw[i]!, raw[i + 1]!);
      kept.push(USER_HEADER, req.userId!);
      req.raw.rawHeaders.splice(0, raw.length, ...kept);
      req.raw.headers[USER_HEADER] = req.userId!;
      reply.hijack();
      await uploads.tus.handle(req.raw, reply.raw);
    };
    const tusSchema = { hide: true } as const;
    // The creating POST is the documented operation; HEAD, PATCH and DELETE follow its Location.
    const tusCreateSchema = {
      tags,
      summary: 'Upload a video (tus 1.0, resumable): create the upload, then PATCH its bytes',
      ...keyAccess('videos:create', { method: 'POST', path: TUS_PATH, custom: TUS_SAMPLES }, TUS_DESCRIPTION),
    };
    app.options(TUS_PATH, { schema: tusSchema }, async (req, reply) => {
      reply.hijack();
      await uploads.tus.handle(req.raw, reply.raw);
    });
    app.options(`${TUS_PATH}/:id`, { schema: tusSchema }, async (req, reply) => {
      reply.hijack();
      await uploads.tus.handle(req.raw, reply.raw);
    });
    app.post(TUS_PATH, { preHandler: tusAuth, schema: tusCreateSchema }, tusHandler);
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const)
      app.route({
        method,
        url: `${TUS_PATH}/:id`,
        preHandler: tusAuth,
        schema: tusSchema,
        handler: tusHandler,
      });

    // Photos for B-roll (decision 045): small enough for one form post, checked by content.
    await app.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: PHOTOS_MAX + 1, fields: 5, fieldSize: 1024 },
    });
    app.post(
      '/api/uploads/photos',
      {
        preHandler: create,
        bodyLimit: (PHOTOS_MAX + 1) * PHOTO_MAX_BYTES,
        schema: {
          tags,
          ...keyAccess('videos:create', { method: 'POST', path: '/api/uploads/photos' }),
          summary: `Add photos to your uploads, to choose as B-roll (multipart \`photos\`: 1 to ${PHOTOS_MAX} JPEG, PNG, WebP or HEIC files of at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB)`,
          description:
            'Each file is judged by its content, not its name; either every photo is kept or none. ' +
            'The answered ids go in `broll_upload_ids` on `POST /api/videos` like a video upload.',
          consumes: ['multipart/form-data'],
          response: { 201: z.object({ results: z.array(uploadDto) }) },
        },
      },
      async (req, reply) => {
        if (!req.isMultipart())
          throw new ValidationError('Send the photos as multipart/form-data in the field "photos".', {
            photos: ['Send the photos as multipart/form-data in the field "photos".'],
          });
        const rows = await uploads.addPhotos(req.userId!, req.parts());
        return reply.status(201).send({ results: rows.map((u) => uploads.toDto(u)) });
      },
    );

    app.get(
      '/api/uploads',
      {
        preHandler: read,
        schema: {
          tags,
          ...keyAccess('read', { method: 'GET', path: '/api/uploads' }),
          summary: "The user's uploads, newest first (a page at a time), and their storage",
          querystring: listUploadsQuery,
          response: {
            200: z.object({
              results: z.array(uploadDto),
              /** The cursor of the next (older) page, or null on the last page. */
              next: z.string().nullable(),
              storage: z.object({
                used_bytes: z.number(),
                storage_bytes: z.number(),
                max_duration_seconds: z.number(),
                max_file_bytes: z.number(),
              }),
            }),
          },
        },
      },
      async (req) => {
        const page = await uploads.list(req.userId!, req.query);
        return {
          results: page.results.map((u) => uploads.toDto(u)),
          next: page.next,
          storage: await uploads.usage(req.userId!),
        };
      },
    );

    app.get(
      '/api/uploads/:id',
      {
        preHandler: read,
        schema: {
          tags,
          ...keyAccess('read', { method: 'GET', path: '/api/uploads/{id}' }),
          summary: 'An upload: its checks, enhance progress, transcript and files',
          params: uploadIdParams,
          response: { 200: uploadDto },
        },
      },
      async (req) => uploads.toDto(await uploads.get(req.userId!, req.params.id)),
    );

    app.get(
      '/api/uploads/:id/preview.jpg',
      {
        preHandler: read,
        schema: {
          tags,
          security: SESSION_OR_KEY,
          summary:
            'Before/after still: the frame at `at` seconds, as uploaded (`original`) or reframed to 9:16',
          params: uploadIdParams,
          querystring: previewQuery,
          produces: ['image/jpeg'],
        },
      },
      async (req, reply) => {
        const jpg = await enhance.preview(req.userId!, req.params.id, req.query.reframe, req.query.at);
        return reply
          .header('Content-Type', 'image/jpeg')
          .header('Cache-Control', 'private, max-age=300')
          .send(jpg);
      },
    );

    app.post(
      '/api/uploads/:id/enhance',
      {
        preHandler: create,
        schema: {
          tags,
          ...keyAccess('videos:create', {
            method: 'POST',
            path: '/api/uploads/{id}/enhance',
            body: { reframe: 'subject', captions: true, caption_style: 'bold' },
          }),
          summary: 'Start (or redo, with an edited transcript) the enhance job; follow it at /events',
          params: uploadIdParams,
          body: enhanceBody,
          response: { 202: uploadDto },
        },
      },
      async (req, reply) =>
        reply.status(202).send(uploads.toDto(await enhance.enhance(req.userId!, req.params.id, req.body))),
    );

    app.get(
      '/api/uploads/:id/events',
      {
        preHandler: [
          async (req) => {
            const q = req.query as { access_token?: string };
            if (!req.headers.authorization && q.access_token)
              req.headers.authorization = `Bearer ${q.access_token}`;
          },
          ...signedIn(ctx, { limit: false, scope: 'read' }),
        ],
        schema: {
          tags,
          security: SESSION_OR_KEY,
          summary:
            'Server-Sent Events: `progress` with the upload each time the enhance job moves, until it ends',
          params: uploadIdParams,
        },
      },
      async (req, reply) =>
        streamProgress(req, reply, {
          load: () => uploads.repo.findForOwner(req.params.id, req.userId!),
          toEvent: (u) => uploads.toDto(u),
          isDone: (u) => !LIVE.includes(u.status),
          waitForChange: (signal) => ctx.progress.waitForChange(req.params.id, SSE_POLL_MS, signal),
        }),
    );

    app.get(
      '/api/uploads/:id/preview',
      {
        // `<video src>` cannot send headers: the signed `preview_url` is the usual way in.
        preHandler: maybeSignedIn(ctx),
        schema: {
          tags,
          summary: 'Live preview while enhancing: one growing fragmented MP4 (use `preview_url`)',
          description:
            'Streams `video/mp4` (chunked, `Cache-Control: no-store`): the init segment and every segment ' +
            'of the enhanced video rendered so far, then each new one, ending when the enhance ends. A ' +
            'completed enhance redirects (302) to the enhanced file. Anyone else gets 404.',
          params: uploadIdParams,
          querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
          produces: ['video/mp4'],
          response: {
            200: z.string().meta({ format: 'binary', description: 'A growing fragmented MP4' }),
            302: z.null().describe('The enhance is completed: redirects to its signed file URL'),
          },
        },
      },
      async (req, reply) => {
        const access = await enhance.openPreview(req.params.id, { ...req.query, userId: req.userId });
        if ('redirect' in access) return reply.redirect(access.redirect, 302);
        const u = access.upload;
        reply.hijack();
        await streamLivePreview(ctx, reply.raw, enhance.previewState(u), {
          id: u.id,
          initKey: uploadPreviewInitKey(u),
          segmentKey: (i) => uploadPreviewSegmentKey(u, i),
          load: async () => {
            const row = await uploads.repo.findById(u.id);
            return row && enhance.previewState(row);
          },
        });
      },
    );

    app.post(
      '/api/uploads/:id/export',
      {
        preHandler: create,
        schema: {
          tags,
          ...keyAccess('videos:create', {
            method: 'POST',
            path: '/api/uploads/{id}/export',
            body: { preset: 'tiktok' },
          }),
          summary:
            "A platform's file (TikTok, Reels, Shorts): the enhanced MP4 cut to the platform's longest length",
          params: uploadIdParams,
          body: exportBody,
          response: {
            200: z.object({
              preset: z.string(),
              label: z.string(),
              max_seconds: z.number(),
              trimmed: z.boolean(),
              duration_seconds: z.number(),
              url: z.string(),
              download_url: z.string(),
            }),
          },
        },
      },
      async (req) => enhance.export(req.userId!, req.params.id, req.body.preset),
    );

    app.post(
      '/api/uploads/:id/save',
      {
        preHandler: create,
        schema: {
          tags,
          ...keyAccess('videos:create', { method: 'POST', path: '/api/uploads/{id}/save' }),
          summary: 'Save the enhanced video to My Content (answers its video id)',
          params: uploadIdParams,
          response: { 200: z.object({ video_id: z.string() }) },
        },
      },
      async (req) => enhance.save(req.userId!, req.params.id),
    );

    app.delete(
      '/api/uploads/:id',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Delete the upload and all its files (stops an enhance in progress)',
          params: uploadIdParams,
        },
      },
      async (req, reply) => {
        await uploads.delete(req.userId!, req.params.id);
        return reply.status(204).send();
      },
    );
  };
