import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TREND_CATEGORIES, TREND_PLATFORMS } from '@reelsmith/contracts/insights';
import type { AppContext } from '../../context.ts';
import { TREND_KINDS } from '../../db/schema/index.ts';
import { signedIn } from '../../http/rate-limits.ts';
import { ownerScope } from '../../lib/owner-scope.ts';
import type { Services } from '../services.ts';

const query = z.object({
  platform: z
    .enum(TREND_PLATFORMS, { error: `Platform must be one of ${TREND_PLATFORMS.join(', ')}.` })
    .default('all'),
  category: z
    .enum(TREND_CATEGORIES, { error: `Category must be one of ${TREND_CATEGORIES.join(', ')}.` })
    .default('all'),
  q: z.string().max(100, { error: 'Search is at most 100 characters.' }).default(''),
});

const saveBody = z.object({
  kind: z.enum(TREND_KINDS, { error: `Kind must be one of ${TREND_KINDS.join(', ')}.` }),
  key: z
    .string()
    .trim()
    .min(1, { error: 'Key is required.' })
    .max(200, { error: 'Key is at most 200 characters.' }),
  title: z
    .string()
    .trim()
    .min(1, { error: 'Title is required.' })
    .max(300, { error: 'Title is at most 300 characters.' }),
  data: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((d) => JSON.stringify(d).length <= 4000, { error: 'Data is at most 4,000 characters.' }),
});

/** /api/trending: rising terms across the platform, YouTube's most popular, saved trends. */
export const trendingRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.trending;
    const preHandler = signedIn(ctx);
    const tags = ['trending'];
    const security = [{ bearer: [] }];
    const abortOnClose = (raw: { on(e: 'close', f: () => void): unknown }) => {
      const c = new AbortController();
      raw.on('close', () => c.abort());
      return c.signal;
    };

    app.get(
      '/api/trending',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Viral content, hashtags, topics, audio and counters',
          querystring: query,
        },
      },
      async (req) => s.list(ownerScope(req.userId!), req.query, abortOnClose(req.raw)),
    );
    app.get(
      '/api/trending/ideas',
      {
        preHandler,
        schema: { tags, security, summary: 'Content ideas seeded by a rising trend', querystring: query },
      },
      async (req) => s.ideas(ownerScope(req.userId!), req.query, abortOnClose(req.raw)),
    );
    app.get(
      '/api/trending/saved',
      { preHandler, schema: { tags, security, summary: 'Saved trends and bookmarks' } },
      async (req) => ({ results: await s.listSaved(ownerScope(req.userId!)) }),
    );
    app.post(
      '/api/trending/saved',
      {
        preHandler,
        schema: { tags, security, summary: 'Save a trend or bookmark a viral item', body: saveBody },
      },
      async (req, reply) => reply.status(201).send(await s.save(ownerScope(req.userId!), req.body)),
    );
    app.delete(
      '/api/trending/saved/:id',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Remove a saved trend',
          params: z.object({ id: z.uuid({ error: 'Saved trend not found.' }) }),
        },
      },
      async (req, reply) => {
        await s.remove(ownerScope(req.userId!), req.params.id);
        return reply.status(204).send();
      },
    );
  };
