import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { seoRoutes } from './seo.routes.ts';
import type { Services } from '../services.ts';

export const publicRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(seoRoutes(ctx));
    const stats = svc.stats;
    app.get(
      '/api/public/stats',
      {
        schema: {
          tags: ['public'],
          summary: 'Completed videos and creator accounts, counted at most once a minute',
          response: { 200: z.object({ videos_generated: z.number().int(), creators: z.number().int() }) },
        },
      },
      async (_req, reply) => {
        reply.header('Cache-Control', 'public, max-age=60');
        return stats.read();
      },
    );
  };
