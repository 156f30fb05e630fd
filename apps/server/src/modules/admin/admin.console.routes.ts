import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Services } from '../services.ts';
import { REPORT_REASONS } from './abuse.service.ts';
import { op, operatorOnly } from './admin.routes.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });

/**
 * The console's payments, social, payouts and abuse tabs (issue 40), guarded like every admin
 * route; and the one public route here, a viewer's report on a shared video's page.
 */
export const adminConsoleRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = operatorOnly(ctx, svc);
    const money = svc.adminMoney;
    const abuse = svc.abuse;

    app.get(
      '/api/admin/payments',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Paid invoices (newest first, by email) with what was refunded, and disputes',
          querystring: z.object({ q: z.string().max(200).default('') }),
        },
      },
      async (req) => money.payments(req.query.q),
    );
    app.post(
      '/api/admin/invoices/:id/refund',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Refunds an invoice (all, or amount_cents) through Stripe; reverses its commission',
          params: z.object({ id: z.string().min(1).max(100) }),
          body: z.object({ amount_cents: z.number().int().positive().nullable().default(null) }),
        },
      },
      async (req) => money.refund(op(req), req.params.id, req.body.amount_cents),
    );
    app.get(
      '/api/admin/social',
      {
        preHandler,
        schema: { tags, security, summary: 'Posts of the last 30 days per platform, failures by error' },
      },
      async () => money.social(),
    );
    app.get(
      '/api/admin/payouts',
      { preHandler, schema: { tags, security, summary: 'Creator program payouts waiting to be paid' } },
      async () => money.payouts(),
    );
    app.post(
      '/api/admin/payouts/:id/approve',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Approves a waiting payout: only an approved payout can be marked paid',
          params: idParams,
        },
      },
      async (req) => money.approvePayout(op(req), req.params.id),
    );
    app.post(
      '/api/admin/payouts/:id/paid',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Marks an approved payout paid (the money went out another way), with its reference',
          params: idParams,
          body: z.object({ reference: z.string().max(200).nullable().default(null) }),
        },
      },
      async (req) =>
        money.settlePayout(op(req), req.params.id, { paid: true, reference: req.body.reference }),
    );
    app.post(
      '/api/admin/payouts/:id/failed',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Marks a waiting payout failed: its commissions are ready to pay again',
          params: idParams,
          body: z.object({ reason: z.string().min(3).max(500) }),
        },
      },
      async (req) => money.settlePayout(op(req), req.params.id, { paid: false, reason: req.body.reason }),
    );

    app.get(
      '/api/admin/reports',
      { preHandler, schema: { tags, security, summary: 'Viewers’ reports of shared videos, open first' } },
      async () => ({ reports: await abuse.reports() }),
    );
    app.post(
      '/api/admin/reports/:id/resolve',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Closes a report, saying what was done',
          params: idParams,
          body: z.object({ resolution: z.string().max(500) }),
        },
      },
      async (req) => abuse.resolve(op(req), req.params.id, req.body.resolution),
    );
    app.get(
      '/api/admin/blocked-words',
      { preHandler, schema: { tags, security, summary: 'Words an idea may not use' } },
      async () => abuse.words(),
    );
    app.post(
      '/api/admin/blocked-words',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Adds a word (or removes it with blocked: false); the whole list is answered',
          body: z.object({ word: z.string().max(100), blocked: z.boolean().default(true) }),
        },
      },
      async (req) => abuse.setWord(op(req), req.body.word, req.body.blocked),
    );

    app.post(
      '/api/shared/:token/report',
      {
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          tags: ['videos'],
          summary: 'Reports a shared video to the Reelsmith team (anyone holding a live link)',
          params: z.object({ token: z.string().max(200) }),
          body: z.object({
            reason: z.enum(REPORT_REASONS, { error: 'Choose what is wrong with the video.' }),
            details: z.string().max(1000).nullable().default(null),
          }),
        },
      },
      async (req) => abuse.report(req.params.token, req.body.reason, req.body.details),
    );
  };
