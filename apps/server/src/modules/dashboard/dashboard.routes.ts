import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import { contentPage, ideasBody, ideasResponse, listContentQuery, statsDto } from './content.schemas.ts';

/** The signed-in home: stats, idea suggestions, the merged content list and audio clean-up. */
export const dashboardRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.dashboard;
    const preHandler = signedIn(ctx);
    const security = [{ bearer: [] }];

    app.get(
      '/api/dashboard/stats',
      {
        preHandler,
        schema: {
          tags: ['dashboard'],
          security,
          summary: 'Videos created, scripts generated, captions created, credits available',
          response: { 200: statsDto },
        },
      },
      async (req) => s.stats(req.userId!),
    );

    app.post(
      '/api/ideas/',
      {
        preHandler,
        schema: {
          tags: ['dashboard'],
          security,
          summary: 'Ten video ideas, each with a vibe, for a niche or a seed word',
          body: ideasBody,
          response: { 200: ideasResponse },
        },
      },
      async (req) => {
        const controller = new AbortController();
        req.raw.on('close', () => controller.abort());
        return s.ideas(req.body.seed, controller.signal);
      },
    );

    app.get(
      '/api/content',
      {
        preHandler,
        schema: {
          tags: ['content'],
          security,
          summary: "The user's videos, scripts and audio clips in one paged list",
          querystring: listContentQuery,
          response: { 200: contentPage },
        },
      },
      async (req) => s.listContent(req.userId!, req.query),
    );

    app.delete(
      '/api/audio/:id',
      {
        preHandler,
        schema: {
          tags: ['content'],
          security,
          summary: 'Delete a narration and its file',
          params: z.object({ id: z.uuid({ error: 'Audio not found.' }) }),
        },
      },
      async (req, reply) => {
        await s.deleteAudio(req.userId!, req.params.id);
        return reply.status(204).send();
      },
    );
  };
