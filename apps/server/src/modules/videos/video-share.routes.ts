import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedVideoDto, shareLinkDto } from '@reelsmith/contracts/share';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';

/** Sharing a finished video to a phone: the owner makes a short-lived link; anyone holding it may watch. */
export const videoShareRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const shares = svc.videoShares;
    app.post(
      '/api/videos/:id/share-link',
      {
        preHandler: signedIn(ctx),
        schema: {
          tags: ['videos'],
          security: [{ bearer: [] }],
          summary: 'A 30-minute link to a page that plays the finished video and shares it from a phone',
          params: z.object({ id: z.uuid({ error: 'Video not found.' }) }),
          response: { 200: shareLinkDto },
        },
      },
      async (req) => shares.link(req.userId!, req.params.id),
    );
    app.get(
      '/api/shared/:token',
      {
        schema: {
          tags: ['videos'],
          summary:
            "A share link's video: title, caption, hashtags and file links lasting as long as the link",
          params: z.object({ token: z.string().max(200) }),
          response: { 200: sharedVideoDto },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return shares.open(req.params.token);
      },
    );
  };
