import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import {
  acceptBody,
  checkoutBody,
  idParams,
  inviteBody,
  overageBody,
  sessionParams,
  timeZoneBody,
} from './billing.schemas.ts';

/** Plans, Stripe checkout/portal/webhook, usage and teams, under /api/billing with trailing slashes. */
export const billingRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.billing;
    const { allowances, teams, overage } = svc;
    const preHandler = signedIn(ctx);
    const tags = ['billing'];
    const security = [{ bearer: [] }];

    app.get(
      '/api/billing/',
      { preHandler, schema: { tags, security, summary: 'Plan, renewal, usage and team' } },
      async (req) => s.summary(req.userId!),
    );
    app.get(
      '/api/billing/usage/',
      { preHandler, schema: { tags, security, summary: 'This month’s usage' } },
      async (req) => allowances.usageSummary(req.userId!),
    );
    app.put(
      '/api/billing/time-zone/',
      {
        preHandler,
        schema: { tags, security, summary: 'The time zone allowances run in', body: timeZoneBody },
      },
      async (req) => allowances.setTimeZone(req.userId!, req.body.time_zone),
    );
    app.put(
      '/api/billing/overage/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Continue past the allowance, up to a monthly limit',
          body: overageBody,
        },
      },
      async (req) => overage.optIn(req.userId!, req.body.cap_dollars),
    );
    app.delete(
      '/api/billing/overage/',
      { preHandler, schema: { tags, security, summary: 'Stop at the allowance again' } },
      async (req) => overage.optOut(req.userId!),
    );
    app.post(
      '/api/billing/checkout/',
      {
        preHandler,
        schema: { tags, security, summary: 'A Stripe Checkout page for a plan', body: checkoutBody },
      },
      async (req) => s.checkout(req.userId!, req.body.plan, req.body.interval),
    );
    app.get(
      '/api/billing/checkout/:sessionId/',
      {
        preHandler,
        schema: { tags, security, summary: 'Confirms a checkout with Stripe', params: sessionParams },
      },
      async (req) => s.confirmCheckout(req.userId!, req.params.sessionId),
    );
    app.post(
      '/api/billing/portal/',
      { preHandler, schema: { tags, security, summary: 'The Stripe customer portal' } },
      async (req) => s.portal(req.userId!),
    );
    app.get(
      '/api/billing/invoices/',
      { preHandler, schema: { tags, security, summary: 'Invoices from Stripe' } },
      async (req) => s.invoices(req.userId!),
    );
    app.post(
      '/api/billing/subscription/cancel/',
      { preHandler, schema: { tags, security, summary: 'Cancel at the end of the period' } },
      async (req) => s.setCancelAtPeriodEnd(req.userId!, true),
    );
    app.post(
      '/api/billing/subscription/resume/',
      { preHandler, schema: { tags, security, summary: 'Keep a subscription set to cancel' } },
      async (req) => s.setCancelAtPeriodEnd(req.userId!, false),
    );

    app.get(
      '/api/billing/team/',
      { preHandler, schema: { tags, security, summary: 'The team and its seats' } },
      async (req) => ({
        team: await teams.team(req.userId!),
      }),
    );
    app.post(
      '/api/billing/team/invites/',
      { preHandler, schema: { tags, security, summary: 'Invites someone by email', body: inviteBody } },
      async (req) => ({ team: await teams.invite(req.userId!, req.body.email) }),
    );
    app.delete(
      '/api/billing/team/invites/:id/',
      { preHandler, schema: { tags, security, summary: 'Withdraws an invite', params: idParams } },
      async (req) => ({ team: await teams.cancelInvite(req.userId!, req.params.id) }),
    );
    app.post(
      '/api/billing/team/accept/',
      { preHandler, schema: { tags, security, summary: 'Accepts an emailed invite', body: acceptBody } },
      async (req) => teams.accept(req.userId!, req.body.token),
    );
    app.delete(
      '/api/billing/team/members/:id/',
      { preHandler, schema: { tags, security, summary: 'The owner removes a member', params: idParams } },
      async (req) => ({ team: await teams.removeMember(req.userId!, req.params.id) }),
    );
    app.post(
      '/api/billing/team/leave/',
      { preHandler, schema: { tags, security, summary: 'Leaves the team' } },
      async (req) => s.leaveTeam(req.userId!),
    );

    // The webhook reads its body raw: the signature is over the exact bytes Stripe sent.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      raw.post(
        '/api/billing/webhook/',
        { schema: { tags, summary: 'Stripe events (signed)', hide: true }, config: { rawBody: true } },
        async (req) => {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
          const sig = req.headers['stripe-signature'];
          const event = s.verify(body, typeof sig === 'string' ? sig : undefined);
          return s.handleEvent(event);
        },
      );
    });
  };
