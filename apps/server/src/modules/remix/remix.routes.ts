import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoDto } from '@reelsmith/contracts/responses';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { keyAccess } from '../../http/public-api.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import { abHooksBody, remixBody } from './remix.schemas.ts';

const idParams = z.object({ id: z.uuid({ error: 'Video not found.' }) });

const COST =
  'Each new video counts against the monthly allowance like any video and renders through the usual queue; follow it with `GET /api/videos/{id}`.';

export const remixRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { remix, videos } = svc;
    const auth = signedIn(ctx, { scope: 'videos:create' });
    const tags = ['videos'];

    app.post(
      '/api/videos/:id/remix',
      {
        preHandler: auth,
        schema: {
          tags,
          summary:
            'Remix a finished video: a new video from a copy of its storyboard with exactly one change (voice, style, hook, duration or language)',
          ...keyAccess(
            'videos:create',
            {
              method: 'POST',
              path: '/api/videos/VIDEO_ID/remix',
              body: { hook: true },
              idempotent: true,
            },
            `\`hook: true\` asks the writer for a new first line; a string is the first line to use. \`duration\` only shortens (fewer scenes from the same script): a longer video needs new lines and is refused. \`language\` needs the AI writer. ${COST}`,
          ),
          params: idParams,
          body: remixBody,
          response: { 202: videoDto },
        },
      },
      async (req, reply) =>
        idempotent(ctx.database.db, req, reply, 202, async () =>
          videos.toDto(await remix.remix(req.userId!, req.params.id, req.body)),
        ),
    );

    app.post(
      '/api/videos/:id/ab-hooks',
      {
        preHandler: auth,
        schema: {
          tags,
          summary:
            'Test two first lines: two new videos, "Hook A" and "Hook B", differing only in their first line',
          ...keyAccess(
            'videos:create',
            { method: 'POST', path: '/api/videos/VIDEO_ID/ab-hooks', body: {}, idempotent: true },
            `Hook A is the video's own first line unless \`hook_a\` is given; hook B a new one from the writer unless \`hook_b\` is given. Both are made or neither. ${COST}`,
          ),
          params: idParams,
          body: abHooksBody,
          response: { 202: z.object({ videos: z.array(videoDto) }) },
        },
      },
      async (req, reply) =>
        idempotent(ctx.database.db, req, reply, 202, async () => ({
          videos: (await remix.abHooks(req.userId!, req.params.id, req.body)).map((v) => videos.toDto(v)),
        })),
    );
  };
