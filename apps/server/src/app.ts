import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { TooManyRequestsError } from './http/errors.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes, registerHttpMetrics } from './modules/admin/metrics.routes.ts';
import { registerMcp } from './mcp/mcp.routes.ts';
import { registerModules } from './modules/registry.ts';
import { registerReferralCapture } from './modules/affiliate/affiliate.routes.ts';
import { composeServices } from './root.ts';
import { operatorRoutes } from './operator/operator.routes.ts';
import { withRequestId } from './lib/request-id.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The CSP sources allowing the web build's inline scripts (its boot script, apps/web/src/lib/boot.ts)
 * by their hashes, so no other inline script runs.
 */
function inlineScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  for (const file of ['index.html', 'landing.html'].map((f) => path.join(webDist, f)).filter(existsSync))
    for (const [, body] of readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g))
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [...hashes];
}

export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

/**
 * A hop count trusts that many proxies in front of us (Fastify itself refuses bare counts, since
 * it cannot check the peer: use one only when the port is reachable through the proxy alone).
 */
function trustProxy(setting: false | number | string[]) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** The Fastify app as a plugin tree; entry points and tests both call this. */
export async function build(
  ctx: AppContext,
  /** operatorToken: the CLI's operator commands reach this process (main-api, embedded database). */
  opts: { serveWeb?: boolean; operatorToken?: string } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as unknown as FastifyBaseLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // A client may not choose its own address: X-Forwarded-For counts only from a proxy we were told about.
    trustProxy: trustProxy(ctx.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // The rest of the request runs with its id current: its logs and the jobs it sends carry it.
  app.addHook('onRequest', (req, _reply, done) => withRequestId(req.id, done));
  // server.close() ends only the keep-alive connections idle at that moment: one still sending a
  // response (a video download) stayed open after it, up to the keep-alive timeout (72 s), and
  // app.close() waited that long (main-api's shutdown gave up after 30 s with exit code 1). Once
  // the app is closing, a connection ends when its response is done.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (req) => {
    // (An injected request's socket is a stand-in without end().)
    const socket = req.raw.socket as { end?: () => void } | undefined;
    if (closing && typeof socket?.end === 'function') socket.end();
  });

  // Over plain HTTP (PUBLIC_URL http://host:3000) HSTS and upgrade-insecure-requests would send
  // the browser to an https that does not exist and leave the page blank.
  const https = ctx.env.PUBLIC_URL.startsWith('https:');
  const webDist = ctx.env.WEB_DIST ? path.resolve(ctx.env.WEB_DIST) : DEFAULT_WEB_DIST;
  const serveWeb = opts.serveWeb !== false && existsSync(path.join(webDist, 'index.html'));
  await app.register(helmet, {
    strictTransportSecurity: https,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(serveWeb ? inlineScriptHashes(webDist) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The social OAuth popup must keep its opener to close itself when done (decision 080).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cors, {
    origin: ctx.env.CORS_ORIGINS.length ? ctx.env.CORS_ORIGINS : false,
    credentials: true,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => new TooManyRequestsError(Math.ceil(context.ttl / 1000)),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Reelsmith API', version: '0.1.0', description: 'Type an idea, get a short video.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Settings → API makes keys; operations that take one say so and show the scope (decision 120).
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'rsk_... API key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  registerInputGuard(app);
  registerHttpMetrics(app, ctx);
  const svc = composeServices(ctx);
  registerReferralCapture(app, ctx, svc);
  await app.register(healthRoutes(ctx));
  await app.register(metricsRoutes(ctx));
  await app.register(filesRoutes(ctx));
  await registerModules(app, ctx, svc);
  await registerMcp(app, ctx, svc);
  if (opts.operatorToken) await app.register(operatorRoutes(ctx, svc, opts.operatorToken));

  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // "/" answers the landing prerendered by the web build (its hero paints before the scripts run).
      index: ['landing.html', 'index.html'],
      // .br/.gz written by the web build; and our own Cache-Control below, not send's max-age=0.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Vary', 'Accept-Encoding');
        // Hashed assets never change; index.html always revalidates.
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  // SPA fallback: every non-API GET that is not a file answers index.html (the router decides).
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (
      serveWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !path.extname(url)
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: `No route ${request.method} ${url}`, code: 'not_found' });
  });
  return app;
}
