import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { ipRateLimit } from '../../http/rate-limits.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { REFERRAL_COOKIE, referralCookieOptions } from '../affiliate/affiliate.service.ts';
import type { Services } from '../services.ts';
import { GOOGLE_CALLBACK_PATH } from './google.service.ts';

const ATTEMPT_COOKIE = 'rs_google';
/** The web app's screen that takes the new session (or says what went wrong). */
const DONE_PAGE = '/auth/google';

/**
 * "Continue with Google": the browser is sent to Google and back; the callback sets the same
 * refresh cookie as a password sign-in and hands over to the web app, which trades it for an
 * access token. Failures go to the same screen as a code, never as server text in the address.
 */
export const googleAuthRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const google = svc.googleSignIn;
    const secure = ctx.env.PUBLIC_URL.startsWith('https://');
    const attemptCookie = { httpOnly: true, sameSite: 'lax', secure, path: '/api/auth/google/' } as const;

    app.get(
      '/api/auth/providers/',
      {
        schema: {
          tags: ['users'],
          summary: 'Which outside sign-in providers this server offers (public)',
          response: { 200: z.object({ google: z.boolean() }) },
        },
      },
      async () => ({ google: google.enabled }),
    );

    app.get(
      '/api/auth/google/start/',
      {
        config: ipRateLimit(ctx, 'login'),
        schema: {
          tags: ['users'],
          summary: 'Start "Continue with Google": redirects to Google',
          querystring: z.object({ next: z.string().optional() }),
        },
      },
      async (req, reply) => {
        try {
          const { url, cookie } = await google.start(req.query.next);
          reply.setCookie(ATTEMPT_COOKIE, cookie, { ...attemptCookie, maxAge: 600 });
          return reply.redirect(url);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          return reply.redirect(`${DONE_PAGE}?error=${encodeURIComponent(err.code)}`);
        }
      },
    );

    app.get(
      GOOGLE_CALLBACK_PATH,
      {
        config: ipRateLimit(ctx, 'login'),
        schema: {
          tags: ['users'],
          summary: 'Where Google sends the browser back: signs in or up, then opens the web app',
          querystring: z.object({
            code: z.string().max(4096).optional(),
            state: z.string().max(200).optional(),
            error: z.string().max(200).optional(),
          }),
        },
      },
      async (req, reply) => {
        const cookie = req.cookies[ATTEMPT_COOKIE];
        reply.clearCookie(ATTEMPT_COOKIE, attemptCookie);
        try {
          const done = await google.finish(req.query, cookie);
          if (done.created) {
            // A referral cookie (affiliate.routes.ts) makes the new account the referrer's, once.
            const clickId = req.cookies[REFERRAL_COOKIE];
            await svc.affiliate
              .attributeSignup(done.userId, clickId)
              .catch((err) => ctx.logger.warn({ err: (err as Error).message }, 'after-signup step failed'));
            if (clickId) reply.clearCookie(REFERRAL_COOKIE, referralCookieOptions(ctx));
          }
          setSessionCookie(reply, done.session, secure);
          return reply.redirect(`${DONE_PAGE}?next=${encodeURIComponent(done.next)}`);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          return reply.redirect(`${DONE_PAGE}?error=${encodeURIComponent(err.code)}`);
        }
      },
    );
  };
