import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Settings > "Download my data": start an export, then follow it to its download link. */
export const dataExportRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const exports = svc.dataExports;
    app.post(
      '/api/account/export',
      {
        preHandler: signedIn(ctx),
        config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
        schema: {
          tags,
          security,
          summary: 'Starts gathering all your data (videos, scripts, captions, posts, invoices) into a zip',
        },
      },
      async (req, reply) => {
        reply.code(202);
        return { export: await exports.start(req.userId!) };
      },
    );
    app.get(
      '/api/account/export',
      {
        preHandler: signedIn(ctx),
        schema: { tags, security, summary: 'Your latest export: its progress, then a download link' },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return exports.latest(req.userId!);
      },
    );
  };
