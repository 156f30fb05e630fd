import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../http/errors.ts';
import { keyAccess } from '../../http/public-api.ts';
import { signedIn } from '../../http/rate-limits.ts';
import { illustrationPng, illustrationSvg } from '../../media/scenes/illustration-icons.ts';
import { searchIllustrations } from '../../media/scenes/illustration-index.ts';
import type { Services } from '../services.ts';
import {
  illustrationsQuery,
  patchSceneBody,
  putStoryboardBody,
  sceneParams,
  stockAnswer,
  stockChooseBody,
  stockClipParams,
  stockQuery,
  storyboardAnswer,
  storyboardReadAnswer,
  versionDto,
  versionParams,
  versionsBody,
  videoParams,
} from './storyboards.schemas.ts';

/** The builtin illustrations are the same for everyone and never change under an id. */
const ILLUSTRATION_PX = 256;

const conflict = z
  .object({ error: z.string(), code: z.string(), revision: z.number().optional() })
  .describe('`storyboard_conflict` (stale revision: reload), or the video cannot be edited now');
const invalid = z
  .object({
    error: z.string(),
    code: z.literal('invalid_storyboard'),
    sceneId: z.string().nullable(),
    sceneNumber: z.number().nullable(),
    field: z.string(),
  })
  .describe('The document was refused; nothing changed. Names the scene (number from 1 and id) and field.');

/** `If-Match: "7"` (or W/"7") → 7; the body's revision wins when both are sent. */
function revisionOf(body: { revision?: number }, ifMatch: string | undefined): number | undefined {
  if (body.revision !== undefined) return body.revision;
  const m = ifMatch ? /^(?:W\/)?"?(\d+)"?$/.exec(ifMatch.trim()) : null;
  return m ? Number(m[1]) : undefined;
}

const RERENDER_RULE =
  'A re-render of an existing video costs no new video on any plan (decision 182); one version of a video renders at a time.';

export const storyboardsRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const storyboards = svc.storyboards;
    // Every route takes API keys with the create scope (issue 36).
    const auth = signedIn(ctx, { scope: 'videos:create' });
    const tags = ['storyboards'];
    const sample = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH',
      path: string,
      body?: Record<string, unknown>,
      description = '',
    ) => keyAccess('videos:create', { method, path, ...(body ? { body } : {}) }, description);

    app.get(
      '/api/videos/:id/storyboard',
      {
        preHandler: auth,
        schema: {
          tags,
          summary: "The video's storyboard, its revision (also the ETag) and whether it can be edited now",
          ...sample('GET', '/api/videos/{id}/storyboard'),
          params: videoParams,
          response: { 200: storyboardReadAnswer, 409: conflict },
        },
      },
      async (req, reply) => {
        const answer = await storyboards.read(req.userId!, req.params.id);
        reply.header('ETag', `"${answer.revision}"`);
        return answer;
      },
    );

    app.put(
      '/api/videos/:id/storyboard',
      {
        preHandler: auth,
        schema: {
          tags,
          summary: 'Replace the storyboard (send the revision you read, or If-Match)',
          ...sample('PUT', '/api/videos/{id}/storyboard', { storyboard: {}, revision: 3 }),
          params: videoParams,
          body: putStoryboardBody,
          response: { 200: storyboardAnswer, 409: conflict, 422: invalid },
        },
      },
      async (req, reply) => {
        const rev = revisionOf(req.body, req.headers['if-match']);
        const answer = await storyboards.replace(req.userId!, req.params.id, req.body.storyboard, rev);
        reply.header('ETag', `"${answer.revision}"`);
        return answer;
      },
    );

    app.patch(
      '/api/videos/:id/storyboard/scenes/:sceneId',
      {
        preHandler: auth,
        schema: {
          tags,
          summary: 'Change one scene: its text (voiced again), picture, length, transition, label or layout',
          ...sample('PATCH', '/api/videos/{id}/storyboard/scenes/{sceneId}', {
            revision: 3,
            text: 'Octopuses have three hearts.',
          }),
          params: sceneParams,
          body: patchSceneBody,
          response: { 200: storyboardAnswer, 409: conflict, 422: invalid },
        },
      },
      async (req, reply) => {
        const body = { ...req.body, revision: revisionOf(req.body, req.headers['if-match']) };
        const answer = await storyboards.patchScene(req.userId!, req.params.id, req.params.sceneId, body);
        reply.header('ETag', `"${answer.revision}"`);
        return answer;
      },
    );

    // A scene's still and its narration: the same route but for the file and its type.
    const sceneFiles = [
      {
        part: 'still',
        type: 'image/jpeg',
        summary: 'The scene as it will look, half-way through (JPEG, 540x960)',
        read: storyboards.still.bind(storyboards),
      },
      {
        part: 'audio',
        type: 'audio/wav',
        summary: "The scene's narration (WAV)",
        read: storyboards.audio.bind(storyboards),
      },
    ] as const;
    for (const f of sceneFiles) {
      app.get(
        `/api/videos/:id/storyboard/scenes/:sceneId/${f.part}`,
        {
          preHandler: auth,
          schema: {
            tags,
            summary: f.summary,
            ...sample('GET', `/api/videos/{id}/storyboard/scenes/{sceneId}/${f.part}`),
            params: sceneParams,
            produces: [f.type],
          },
        },
        async (req, reply) =>
          reply
            .header('Content-Type', f.type)
            .header('Cache-Control', 'private, no-cache')
            .send(await f.read(req.userId!, req.params.id, req.params.sceneId)),
      );
    }

    app.post(
      '/api/videos/:id/versions',
      {
        preHandler: auth,
        schema: {
          tags,
          summary: 'Render the stored storyboard as a new version',
          ...sample('POST', '/api/videos/{id}/versions', { revision: 3 }, RERENDER_RULE),
          params: videoParams,
          body: versionsBody,
          response: { 202: z.object({ version: versionDto }), 409: conflict, 422: invalid },
        },
      },
      async (req, reply) => {
        const rev = revisionOf(req.body, req.headers['if-match']);
        const version = await storyboards.startVersion(req.userId!, req.params.id, rev);
        return reply.status(202).send({ version });
      },
    );

    app.get(
      '/api/videos/:id/versions',
      {
        preHandler: auth,
        schema: {
          tags,
          summary: "The video's versions, newest first (`current` marks the one playing)",
          ...sample('GET', '/api/videos/{id}/versions'),
          params: videoParams,
          response: { 200: z.object({ versions: z.array(versionDto) }) },
        },
      },
      async (req) => ({ versions: await storyboards.listVersions(req.userId!, req.params.id) }),
    );

    app.post(
      '/api/videos/:id/versions/:versionId/restore',
      {
        preHandler: auth,
        schema: {
          tags,
          summary: "Make a finished version's storyboard and files the video's current ones",
          ...sample('POST', '/api/videos/{id}/versions/{versionId}/restore'),
          params: versionParams,
          response: { 200: storyboardAnswer, 409: conflict },
        },
      },
      async (req) => storyboards.restoreVersion(req.userId!, req.params.id, req.params.versionId),
    );

    app.get(
      '/api/illustrations',
      {
        preHandler: auth,
        schema: {
          tags,
          summary: 'Search the builtin illustrations by name or keyword',
          ...sample('GET', '/api/illustrations?q=cat&limit=24'),
          querystring: illustrationsQuery,
          response: {
            200: z.object({
              items: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
            }),
          },
        },
      },
      async (req) => ({
        items: searchIllustrations(req.query.q, req.query.limit).map((id) => ({
          id,
          name: id.replace(/-/g, ' '),
          url: `/api/illustrations/${id}.png`,
        })),
      }),
    );

    // Stock footage: each search asks the vendor (whose own allowance is per server), so it has its
    // own allowance beside the account's.
    const stockLimit = {
      rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (req: { ip: string }) => `stock:${req.ip}` },
    };
    const stock = svc.storyboardStock;
    app.get(
      '/api/stock',
      {
        preHandler: auth,
        config: stockLimit,
        schema: {
          tags,
          summary: "Search the server's stock footage by words (available: false when none is set up)",
          ...sample('GET', '/api/stock?q=ocean'),
          querystring: stockQuery,
          response: { 200: stockAnswer },
        },
      },
      async (req) => {
        const found = await stock.search(req.query.q);
        return {
          ...found,
          items: found.items.map((c) => ({ ...c, pictureUrl: `/api/stock/${c.id}/picture` })),
        };
      },
    );

    app.get(
      '/api/stock/:clipId/picture',
      {
        preHandler: auth,
        schema: { tags, summary: 'A still of a stock clip a search found', params: stockClipParams },
      },
      async (req, reply) => {
        const pic = await stock.picture(req.params.clipId);
        return reply
          .header('Content-Type', pic.type)
          .header('Cache-Control', 'private, max-age=3600')
          .send(pic.bytes);
      },
    );

    app.post(
      '/api/videos/:id/storyboard/stock',
      {
        preHandler: auth,
        config: stockLimit,
        schema: {
          tags,
          summary: 'Keep a stock clip with the video: answers the visual to put in a scene',
          ...sample('POST', '/api/videos/{id}/storyboard/stock', { clipId: 'pexels-123' }),
          params: videoParams,
          body: stockChooseBody,
          response: { 200: z.object({ visual: z.record(z.string(), z.unknown()) }) },
        },
      },
      async (req) => ({ visual: await stock.choose(req.userId!, req.params.id, req.body.clipId) }),
    );

    app.get(
      '/api/illustrations/:file',
      {
        // The builtin set is the same for everyone (no account data): `<img src>` loads it directly.
        schema: {
          tags,
          summary: 'One builtin illustration as a 256 px PNG (cached for a week)',
          params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.png$/, { error: 'Not found.' }) }),
          produces: ['image/png'],
        },
      },
      async (req, reply) => {
        const id = req.params.file.slice(0, -'.png'.length);
        const png = illustrationSvg(id) ? await illustrationPng(id, ILLUSTRATION_PX) : null;
        if (!png) throw new NotFoundError('Illustration not found.');
        return reply
          .header('Content-Type', 'image/png')
          .header('Cache-Control', 'public, max-age=604800, immutable')
          .send(png);
      },
    );
  };
