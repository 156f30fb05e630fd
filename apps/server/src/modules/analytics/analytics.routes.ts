import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANALYTICS_PERIODS, ANALYTICS_PLATFORMS } from '@reelsmith/contracts/insights';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import { OWNER_SCOPES, scopeFor } from '../../lib/owner-scope.ts';
import type { Services } from '../services.ts';

const periodIds = ANALYTICS_PERIODS.map((p) => p.id) as [string, ...string[]];
const query = z.object({
  period: z
    .enum(periodIds as ['7d', '30d', '90d', '365d'], {
      error: `Period must be one of ${periodIds.join(', ')}.`,
    })
    .default('30d'),
  platform: z
    .enum(ANALYTICS_PLATFORMS, { error: `Platform must be one of ${ANALYTICS_PLATFORMS.join(', ')}.` })
    .default('all'),
  scope: z.enum(OWNER_SCOPES, { error: `Scope must be one of ${OWNER_SCOPES.join(', ')}.` }).default('me'),
});

/** /api/analytics: the analytics screen's figures, each computed from the user's own rows. */
export const analyticsRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.analytics;
    const teams = svc.teams;
    /** The user's own rows, or with `?scope=team` their team's (decision 115). */
    const scopeOf = (req: { userId?: string; query: { scope: 'me' | 'team' } }) =>
      scopeFor(req.userId!, req.query.scope, (id) => teams.teamReadIds(id));
    const preHandler = signedIn(ctx);
    const tags = ['analytics'];
    const security = [{ bearer: [] }];

    app.get(
      '/api/analytics/overview',
      {
        preHandler,
        schema: { tags, security, summary: 'Per-platform views, engagement and change', querystring: query },
      },
      async (req) => s.overview(await scopeOf(req), req.query.period, req.query.platform),
    );
    app.get(
      '/api/analytics/top-posts',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Posts published in the period, most viewed first',
          querystring: query,
        },
      },
      async (req) => ({
        results: await s.topPosts(await scopeOf(req), req.query.period, req.query.platform),
      }),
    );
    app.get(
      '/api/analytics/scheduled',
      { preHandler, schema: { tags, security, summary: 'Posts waiting to go out', querystring: query } },
      async (req) => ({ results: await s.scheduled(await scopeOf(req), req.query.platform) }),
    );
    app.get(
      '/api/analytics/insights',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Posting windows, engagement by type, milestone, this week',
          querystring: query,
        },
      },
      async (req) => s.insights(await scopeOf(req), req.query.platform),
    );
    app.get(
      '/api/analytics/ideas',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Three ideas seeded by the best post; page asks for more',
          querystring: z.object({
            page: z.coerce.number().int().min(0).max(20).default(0),
            scope: query.shape.scope,
          }),
        },
      },
      async (req) => {
        const controller = new AbortController();
        req.raw.on('close', () => controller.abort());
        return s.ideas(await scopeOf(req), req.query.page, controller.signal);
      },
    );
    app.get(
      '/api/analytics/report',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'The report as CSV or PDF',
          querystring: query.extend({
            format: z.enum(['csv', 'pdf'], { error: 'Format must be csv or pdf.' }).default('csv'),
          }),
        },
      },
      async (req, reply) => {
        const { period, platform, format } = req.query;
        const scope = await scopeOf(req);
        const name = `reelsmith-analytics-${period}-${platform}-${new Date().toISOString().slice(0, 10)}`;
        reply.header('Cache-Control', 'no-store');
        if (format === 'pdf') {
          const me = await svc.users.me(req.userId!);
          const who = `${me.first_name} ${me.last_name}`.trim() || me.username;
          reply.header('Content-Type', 'application/pdf');
          reply.header('Content-Disposition', `attachment; filename="${name}.pdf"`);
          return reply.send(await s.pdf(scope, period, platform, who));
        }
        reply.header('Content-Type', 'text/csv; charset=utf-8');
        reply.header('Content-Disposition', `attachment; filename="${name}.csv"`);
        return reply.send(await s.csv(scope, period, platform));
      },
    );
  };
