import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ForbiddenError } from '../../http/errors.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import type { Actor } from './admin.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/admin routes once the session is checked to be an operator's. */
    operator?: Actor;
  }
}

const idParams = z.object({ id: z.uuid() });
const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * The operator console's API (decision 190). Every route: a signed-in session (401 otherwise, and
 * API keys are refused) of an operator (403 for anyone else), checked on each call from the
 * database, never from the token. Every change is written to the audit log by the service.
 */
export function operatorOnly(ctx: AppContext, svc: Services) {
  const check = async (req: FastifyRequest) => {
    const actor = await svc.admin.operator(req.userId!);
    if (!actor) throw new ForbiddenError('This page is for the Reelsmith team.', 'not_operator');
    req.operator = actor;
  };
  return [...signedIn(ctx), check];
}
/** The operator a guarded route was called by. */
export const op = (req: FastifyRequest) => req.operator!;

export const adminRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = svc.admin;
    const preHandler = operatorOnly(ctx, svc);

    app.get(
      '/api/admin/users',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Accounts by email (newest first, 50 at most) with plan, usage and sign-in',
          querystring: z.object({ q: z.string().max(200).default('') }),
        },
      },
      async (req) => ({ users: await admin.users(req.query.q) }),
    );
    app.post(
      '/api/admin/users/:id/ban',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Bans an account: signed out everywhere, API keys stop, the reason is shown on sign-in',
          params: idParams,
          body: z.object({ reason: z.string().max(500) }),
        },
      },
      async (req) => admin.ban(op(req), req.params.id, req.body.reason),
    );
    app.post(
      '/api/admin/users/:id/unban',
      { preHandler, schema: { tags, security, summary: 'Lifts a ban', params: idParams } },
      async (req) => admin.unban(op(req), req.params.id),
    );
    app.post(
      '/api/admin/users/:id/plan',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Grants a plan, until a date or with no end (free removes the grant)',
          params: idParams,
          body: z.object({
            plan: z.string().max(40),
            until: z.iso.datetime({ offset: true }).nullable().default(null),
          }),
        },
      },
      async (req) =>
        admin.grantPlan(
          op(req),
          req.params.id,
          req.body.plan,
          req.body.until ? new Date(req.body.until) : null,
        ),
    );
    app.post(
      '/api/admin/users/:id/resend-activation',
      { preHandler, schema: { tags, security, summary: 'Emails a new activation link', params: idParams } },
      async (req) => admin.resendActivation(op(req), req.params.id),
    );
    app.post(
      '/api/admin/users/:id/close',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Closes an account as its owner would; everything in it is deleted after 30 days',
          params: idParams,
        },
      },
      async (req) => admin.closeAccount(op(req), req.params.id),
    );

    app.get(
      '/api/admin/jobs',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Failed and stuck videos, videos per hour for 24 h, render time p50/p95, queue depth',
        },
      },
      async () => admin.jobs(),
    );
    app.post(
      '/api/admin/videos/:id/retry',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Renders a failed, cancelled or stuck video again',
          params: idParams,
        },
      },
      async (req) => admin.retryVideo(op(req), req.params.id),
    );
    app.post(
      '/api/admin/videos/:id/cancel',
      { preHandler, schema: { tags, security, summary: 'Cancels an unfinished video', params: idParams } },
      async (req) => admin.cancelVideo(op(req), req.params.id),
    );

    app.get(
      '/api/admin/audit',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'The audit log, newest first (append-only: there is no route to change it)',
          querystring: z.object({
            limit: z.coerce.number().int().min(1).max(200).default(100),
            before: z.iso.datetime({ offset: true }).optional(),
          }),
        },
      },
      async (req) => ({ entries: await admin.auditLog(req.query.limit, req.query.before) }),
    );

    app.get(
      '/api/admin/configuration',
      {
        preHandler,
        schema: { tags, security, summary: 'Each outside service: set up or not, and its variables' },
      },
      async () => ({ vendors: admin.configuration() }),
    );
    app.post(
      '/api/admin/configuration/:vendor/test',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Makes one harmless call to the service and answers what it said',
          params: z.object({ vendor: z.string().max(40) }),
        },
      },
      async (req) => admin.testConnection(op(req), req.params.vendor),
    );
  };
