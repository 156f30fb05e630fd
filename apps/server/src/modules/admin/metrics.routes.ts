import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { metricsOf } from './metrics.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();
const NOT_FOUND = { error: 'No route GET /metrics', code: 'not_found' };

/** On the root app (hooks in a plugin see only its own routes): every answer's latency by route. */
export function registerHttpMetrics(app: FastifyInstance, ctx: AppContext) {
  const metrics = metricsOf(ctx);
  app.addHook('onResponse', async (req, reply) => {
    // The route pattern, never the URL; unmatched paths (web pages, missing files) share one label.
    metrics.http.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * /metrics for Prometheus (a METRICS_TOKEN bearer; 404 while unset, as if absent), and the
 * orchestrator's probes: /livez (the process answers) and /readyz (the database, the queue and the
 * storage answer; 503 otherwise, so a load balancer sends no traffic here).
 */
export const metricsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const metrics = metricsOf(ctx);
    app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (req, reply) => {
      const token = ctx.env.METRICS_TOKEN;
      if (!token) return reply.status(404).send(NOT_FOUND);
      const given = digest(String(req.headers.authorization ?? ''));
      if (!timingSafeEqual(given, digest(`Bearer ${token}`)))
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'A metrics token is required.', code: 'not_authenticated' });
      reply.header('content-type', metrics.registry.contentType);
      return metrics.registry.metrics();
    });

    app.get('/livez', { logLevel: 'warn', schema: { hide: true } }, async () => ({ ok: true }));

    app.get('/readyz', { logLevel: 'warn', schema: { hide: true } }, async (req, reply) => {
      const check = async (fn: () => Promise<unknown>) => {
        try {
          await Promise.race([
            fn(),
            new Promise((_, no) => setTimeout(() => no(new Error('timed out')), 5000).unref()),
          ]);
          return true;
        } catch (err) {
          req.log.warn({ err }, 'readiness check failed');
          return false;
        }
      };
      const checks = {
        database: await check(() => ctx.database.ping()),
        queue: await check(() => ctx.queue.ping()),
        storage: await check(() => ctx.storage.ping()),
      };
      const ok = Object.values(checks).every(Boolean);
      return reply.status(ok ? 200 : 503).send({ ok, checks });
    });
  };
