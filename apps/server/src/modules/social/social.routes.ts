import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { keyAccess } from '../../http/public-api.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import { setBinding, stateOf, takeBinding } from './oauth-binding.ts';
import {
  createPostBody,
  earlyAccessBody,
  editPostBody,
  oauthQuery,
  platformParams,
  postParams,
} from './social.schemas.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CLOSE_SCRIPT = 'setTimeout(function(){window.close()},1200)';
/** The app's policy allows no inline script: this page allows exactly its own, by hash. */
const CALLBACK_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${createHash('sha256').update(CLOSE_SCRIPT).digest('base64')}'`;

/** The page the OAuth popup lands on: says what happened, and closes itself when it worked. */
function callbackPage(ok: boolean, message: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${ok ? 'Connected' : 'Not connected'} · Reelsmith</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#0f0f14;color:#f4f4f8}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.4rem}</style></head>
<body><main><h1>${ok ? 'Connected' : 'Not connected'}</h1><p role="status">${escapeHtml(message)}</p></main>${ok ? `<script>${CLOSE_SCRIPT}</script>` : ''}</body></html>`;
}

/** The social posting API of the spec, under /api/social with trailing slashes. */
export const socialRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.social;
    const preHandler = signedIn(ctx);
    const tags = ['social'];
    const security = [{ bearer: [] }];
    const secure = ctx.env.PUBLIC_URL.startsWith('https://');

    app.get(
      '/api/social/connection-status/',
      {
        preHandler: signedIn(ctx, { scope: 'read' }),
        schema: {
          tags,
          summary: 'Each platform and its linked account',
          ...keyAccess('read', { method: 'GET', path: '/api/social/connection-status/' }),
        },
      },
      async (req) => s.connectionStatus(req.userId!),
    );
    app.get(
      '/api/social/posts/',
      {
        preHandler: signedIn(ctx, { scope: 'read' }),
        schema: {
          tags,
          summary: 'Post jobs, newest first',
          ...keyAccess('read', { method: 'GET', path: '/api/social/posts/' }),
        },
      },
      async (req) => s.listPosts(req.userId!),
    );
    app.get(
      '/api/social/analytics/dashboard/',
      { preHandler, schema: { tags, security, summary: 'Posting stats' } },
      async (req) => s.analytics(req.userId!),
    );
    app.post(
      '/api/social/platforms/:platform/connect/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Starts OAuth: the address to open in a popup',
          params: platformParams,
        },
      },
      async (req, reply) => {
        const started = await s.connect(req.userId!, req.params.platform);
        const state = stateOf(started.oauth_url);
        if (state) setBinding(reply, req.params.platform, state, secure);
        return started;
      },
    );
    app.post(
      '/api/social/platforms/:platform/disconnect/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Forgets the linked account and its tokens',
          params: platformParams,
        },
      },
      async (req) => s.disconnect(req.userId!, req.params.platform),
    );
    app.get(
      '/api/social/oauth/:platform/callback/',
      {
        schema: {
          tags,
          summary: "The platform's OAuth redirect (opened in the popup)",
          params: platformParams,
          querystring: oauthQuery,
        },
      },
      async (req, reply) => {
        const { platform } = req.params;
        const r = await s.oauthCallback(platform, req.query, (state) =>
          takeBinding(req, reply, platform, state, secure),
        );
        return reply
          .status(r.ok ? 200 : 400)
          .header('content-security-policy', CALLBACK_CSP)
          .header('cross-origin-opener-policy', 'unsafe-none')
          .type('text/html; charset=utf-8')
          .send(callbackPage(r.ok, r.message));
      },
    );
    app.post(
      '/api/social/early-access/',
      {
        preHandler,
        schema: { tags, security, summary: 'Asks for a coming-soon platform', body: earlyAccessBody },
      },
      async (req, reply) => reply.status(201).send(await s.earlyAccess(req.userId!, req.body.platform)),
    );
    app.post(
      '/api/social/posts/create/',
      {
        preHandler: signedIn(ctx, { scope: 'posts:create' }),
        schema: {
          tags,
          summary: 'Posts (or schedules) a finished video',
          ...keyAccess('posts:create', {
            method: 'POST',
            path: '/api/social/posts/create/',
            body: { video_file_path: '{video id}', platforms: ['youtube'], title: 'Octopus facts' },
            idempotent: true,
          }),
          body: createPostBody,
        },
      },
      async (req, reply) =>
        idempotent(ctx.database.db, req, reply, 201, () => s.createPost(req.userId!, req.body)),
    );
    app.patch(
      '/api/social/posts/:id/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Edits a scheduled post before its time',
          params: postParams,
          body: editPostBody,
        },
      },
      async (req) => s.editPost(req.userId!, req.params.id, req.body),
    );
    app.post(
      '/api/social/posts/:id/retry/',
      {
        preHandler,
        schema: { tags, security, summary: 'Resends the platforms that failed', params: postParams },
      },
      async (req) => s.retry(req.userId!, req.params.id),
    );
    app.post(
      '/api/social/posts/:id/cancel/',
      {
        preHandler,
        schema: { tags, security, summary: 'Stops a pending or scheduled post', params: postParams },
      },
      async (req) => s.cancel(req.userId!, req.params.id),
    );
  };
