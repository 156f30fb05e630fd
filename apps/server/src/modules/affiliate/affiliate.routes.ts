import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import { REFERRAL_COOKIE, referralCookieOptions } from './affiliate.service.ts';
import { isPageVisit } from './fraud-signals.ts';

/** The creator program's API on the spec's paths (signed-in-screens.md, "Affiliate"). */
export const affiliateRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.affiliate;
    const preHandler = signedIn(ctx);
    const tags = ['affiliate'];
    const security = [{ bearer: [] }];
    // Where the affiliate works from: their own clicks and second accounts earn nothing.
    const own = (req: FastifyRequest) => s.noteOwnNetwork(req.userId!, req.ip);

    app.get(
      '/api/affiliate/me/',
      {
        preHandler,
        schema: { tags, security, summary: 'The affiliate profile and its figures (403 until enabled)' },
      },
      async (req) => {
        await own(req);
        return s.me(req.userId!);
      },
    );
    app.post(
      '/api/affiliate/enable/',
      { preHandler, schema: { tags, security, summary: 'Joins the creator program (idempotent)' } },
      async (req) => {
        const answer = await s.enable(req.userId!);
        await own(req);
        return answer;
      },
    );
    app.post(
      '/api/affiliate/claim-code/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Claims or changes the referral code',
          body: z.object({ referral_code: z.unknown() }).partial().optional(),
        },
      },
      async (req) => {
        await own(req);
        return s.claimCode(req.userId!, req.body?.referral_code);
      },
    );
    app.get(
      '/api/affiliate/me/commissions/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Commissions, newest first, optionally of one status',
          querystring: z.object({ status: z.string().optional() }),
        },
      },
      async (req) => s.commissions(req.userId!, req.query.status),
    );
    app.get(
      '/api/affiliate/me/payouts/',
      { preHandler, schema: { tags, security, summary: 'Payouts, newest first' } },
      async (req) => s.payouts(req.userId!),
    );
    app.post(
      '/api/affiliate/connect/',
      {
        preHandler,
        schema: { tags, security, summary: 'Stripe Connect onboarding link for the payout account' },
      },
      async (req) => s.connectLink(req.userId!),
    );
  };

/**
 * `?ref=code` on a page (not the API, a tracked link or a file): counts the click and sets the first-party referral
 * cookie for AFFILIATE_COOKIE_DAYS. A failure here never stands in the way of the page.
 */
export function registerReferralCapture(
  app: FastifyInstance,
  ctx: AppContext,
  svc: Pick<Services, 'affiliate'>,
) {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET') return;
    const q = req.url.indexOf('?');
    if (q < 0 || !isPageVisit(req.url.slice(0, q))) return;
    const code = new URLSearchParams(req.url.slice(q + 1)).get('ref');
    if (!code || code.length > 64) return;
    try {
      const purpose = `${req.headers['sec-purpose'] ?? ''} ${req.headers.purpose ?? ''}`;
      const clickId = await svc.affiliate.recordVisit({
        code,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
        prefetch: /prefetch|prerender/i.test(purpose),
      });
      if (clickId)
        reply.setCookie(REFERRAL_COOKIE, clickId, {
          ...referralCookieOptions(ctx),
          maxAge: Math.round(ctx.env.AFFILIATE_COOKIE_DAYS * 86_400),
        });
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'referral click not recorded');
    }
  });
}
