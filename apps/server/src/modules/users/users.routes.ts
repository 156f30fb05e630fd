import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { meDto as profile } from '@reelsmith/contracts/responses';
import { PayloadTooLargeError, ValidationError } from '../../http/errors.ts';
import { ipRateLimit, signedIn } from '../../http/rate-limits.ts';
import { clearSessionCookie, REFRESH_COOKIE, setSessionCookie } from '../../http/session-cookie.ts';
import { AVATAR_MAX_BYTES, type Session } from './users.service.ts';
import type { Services } from '../services.ts';
import { DEVICE_COOKIE, DEVICE_TTL_MS } from './device-trust.ts';
import { REFERRAL_COOKIE, referralCookieOptions } from '../affiliate/affiliate.service.ts';

const text = z.string().optional();
const message = z.object({ message: z.string() });
const bearer = [{ bearer: [] }];

/**
 * The accounts API on the spec's contract (paths, field names and texts are fixed by existing
 * clients). Every handler is one service call; the service decides.
 */
export const usersRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const users = svc.users;
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
    const secure = ctx.env.PUBLIC_URL.startsWith('https://');

    const setSession = (reply: FastifyReply, session: Session) => setSessionCookie(reply, session, secure);
    const clearSession = (reply: FastifyReply) => clearSessionCookie(reply, secure);

    app.post(
      '/api/users/register/',
      {
        config: ipRateLimit(ctx, 'register'),
        schema: {
          tags: ['users'],
          summary: 'Create an inactive account and email its activation link',
          body: z.object({ username: text, first_name: text, last_name: text, email: text, password: text }),
          response: { 201: message },
        },
      },
      async (req, reply) => {
        // A referral cookie (affiliate.routes.ts) makes the new account the referrer's, once.
        const clickId = req.cookies[REFERRAL_COOKIE];
        const answer = await users.register(req.body, (userId) =>
          svc.affiliate.attributeSignup(userId, clickId),
        );
        if (clickId) reply.clearCookie(REFERRAL_COOKIE, referralCookieOptions(ctx));
        return reply.status(201).send(answer);
      },
    );

    app.post(
      '/api/users/activate/',
      {
        config: ipRateLimit(ctx, 'activate'),
        schema: {
          tags: ['users'],
          summary:
            'Activate an account with the emailed single-use token and sign in: an access token in the body, a refresh token in an httpOnly cookie',
          body: z.object({ token: text }),
          response: { 200: z.object({ message: z.string(), access: z.string() }) },
        },
      },
      async (req, reply) => {
        const session = await users.activateAndSignIn(req.body.token);
        setSession(reply, session);
        return { message: session.message, access: session.access };
      },
    );
    // The link opened by a program (no browser): activates only, with no session to hand over.
    app.get(
      '/api/users/activate/',
      {
        config: ipRateLimit(ctx, 'activate'),
        schema: {
          tags: ['users'],
          summary: 'Activate an account with the emailed single-use token',
          querystring: z.object({ token: text }),
          response: { 200: message },
        },
      },
      async (req) => ({ message: (await users.activate(req.query.token)).message }),
    );

    app.post(
      '/api/users/activation/resend/',
      {
        config: ipRateLimit(ctx, 'resend'),
        schema: {
          tags: ['users'],
          summary: 'Send a new activation link (same answer whether or not the email is known)',
          body: z.object({ email: text }),
          response: { 200: message },
        },
      },
      async (req) => users.resendActivation(req.body),
    );

    app.post(
      '/api/users/login/',
      {
        config: ipRateLimit(ctx, 'login'),
        schema: {
          tags: ['users'],
          summary: 'Sign in: an access token in the body, a refresh token in an httpOnly cookie',
          body: z.object({ email: text, password: text }),
          response: { 200: z.object({ access: z.string(), message: z.string() }) },
        },
      },
      async (req, reply) => {
        const session = await users.login(req.body, req.ip, req.cookies[DEVICE_COOKIE]);
        setSession(reply, session);
        reply.setCookie(DEVICE_COOKIE, session.device, {
          httpOnly: true,
          sameSite: 'strict',
          secure,
          path: '/api/users/login/',
          maxAge: DEVICE_TTL_MS / 1000,
        });
        return { access: session.access, message: session.message };
      },
    );

    app.post(
      '/api/users/token/refresh/',
      {
        config: ipRateLimit(ctx, 'refresh'),
        schema: {
          tags: ['users'],
          summary: 'Trade the refresh cookie for a new access token (the cookie rotates; each works once)',
          response: { 200: z.object({ access: z.string() }) },
        },
      },
      async (req, reply) => {
        try {
          const session = await users.refresh(req.cookies[REFRESH_COOKIE]);
          setSession(reply, session);
          return { access: session.access };
        } catch (err) {
          clearSession(reply);
          throw err;
        }
      },
    );

    app.post(
      '/api/users/logout/',
      {
        schema: {
          tags: ['users'],
          summary: 'Sign out: revoke the refresh cookie',
          response: { 200: message },
        },
      },
      async (req, reply) => {
        await users.logout(req.cookies[REFRESH_COOKIE]);
        clearSession(reply);
        return { message: 'You have been signed out.' };
      },
    );

    app.post(
      '/api/users/password/forgot/',
      {
        config: ipRateLimit(ctx, 'forgot'),
        schema: {
          tags: ['users'],
          summary: 'Email a one-hour password reset link (same answer whether or not the email is known)',
          body: z.object({ email: text }),
          response: { 200: message },
        },
      },
      async (req) => users.forgotPassword(req.body),
    );

    app.post(
      '/api/users/password/reset/',
      {
        config: ipRateLimit(ctx, 'reset'),
        schema: {
          tags: ['users'],
          summary: 'Set a new password with the emailed token; signs out every session',
          body: z.object({ token: text, password: text }),
          response: { 200: message },
        },
      },
      async (req, reply) => {
        const result = await users.resetPassword(req.body);
        clearSession(reply);
        return result;
      },
    );

    const me = { tags: ['users'], security: bearer };
    app.get(
      '/api/users/me/',
      {
        preHandler: signedIn(ctx),
        schema: { ...me, summary: 'The signed-in user', response: { 200: profile } },
      },
      async (req) => users.me(req.userId!),
    );
    app.patch(
      '/api/users/me/',
      {
        preHandler: signedIn(ctx),
        schema: {
          ...me,
          summary: 'Update names and default voice, style, caption preset and language',
          body: z.object({
            first_name: text,
            last_name: text,
            default_voice: text,
            default_style: text,
            default_caption_preset: text,
            default_language: text,
          }),
          response: { 200: profile },
        },
      },
      async (req) => users.updateMe(req.userId!, req.body),
    );
    app.delete(
      '/api/users/me/',
      {
        preHandler: signedIn(ctx),
        schema: {
          ...me,
          summary: 'Delete the account and all of its data (needs the password)',
          body: z.object({ password: text }).optional(),
          response: { 200: message },
        },
      },
      async (req, reply) => {
        const result = await users.deleteMe(req.userId!, req.body ?? {});
        clearSession(reply);
        return result;
      },
    );

    app.post(
      '/api/users/me/password/',
      {
        preHandler: signedIn(ctx),
        schema: {
          ...me,
          summary: 'Change the password; other sessions end and this one gets new tokens',
          body: z.object({ current_password: text, new_password: text }),
          response: { 200: z.object({ access: z.string(), message: z.string() }) },
        },
      },
      async (req, reply) => {
        const session = await users.changePassword(req.userId!, req.body);
        setSession(reply, session);
        return { access: session.access, message: session.message };
      },
    );

    app.post(
      '/api/users/me/avatar/',
      {
        preHandler: signedIn(ctx),
        schema: {
          ...me,
          summary: 'Upload a profile picture (multipart field "avatar"; PNG, JPEG, WebP or GIF; 5 MB)',
          response: { 200: profile },
        },
      },
      async (req) => {
        if (!req.isMultipart()) {
          throw new ValidationError('Send the picture as multipart/form-data in the field "avatar".', {
            avatar: ['Choose a picture to upload.'],
          });
        }
        const choose = () =>
          new ValidationError('Choose a picture to upload.', { avatar: ['Choose a picture to upload.'] });
        let data: Buffer | undefined;
        try {
          // Only the "avatar" file is read; any other part is drained and ignored.
          for await (const part of req.parts()) {
            if (part.type === 'file' && part.fieldname === 'avatar' && !data) data = await part.toBuffer();
            else if (part.type === 'file') part.file.resume();
          }
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new PayloadTooLargeError('The picture is too large. The limit is 5 MB.');
          }
          // Cut short, no boundary, too many parts...: the body is not a form we can read.
          req.log.info({ err }, 'unreadable avatar upload');
          throw new ValidationError('The upload could not be read. Choose the picture again.', {
            avatar: ['The upload could not be read. Choose the picture again.'],
          });
        }
        if (!data) throw choose();
        return users.setAvatar(req.userId!, data);
      },
    );
    app.delete(
      '/api/users/me/avatar/',
      {
        preHandler: signedIn(ctx),
        schema: { ...me, summary: 'Remove the profile picture', response: { 200: profile } },
      },
      async (req) => users.removeAvatar(req.userId!),
    );
  };
