import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import type { Services } from '../modules/services.ts';
import { OPERATOR_PATH } from './operator.channel.ts';
import { OperatorCommand, runOperatorCommand } from './operator.commands.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The one route the CLI's operator commands use while this process owns the embedded database:
 * loopback peers only (the socket's own address, never a forwarded one), with the token from the
 * data folder, compared in constant time. Requests here are not logged.
 */
export const operatorRoutes =
  (
    ctx: AppContext,
    svc: Pick<Services, 'affiliatePayouts' | 'admin'>,
    token: string,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const expected = digest(`Bearer ${token}`);
    app.post(
      OPERATOR_PATH,
      {
        logLevel: 'silent',
        schema: { hide: true, body: OperatorCommand },
        // Before the body is read or checked: a stranger learns nothing about the commands.
        onRequest: async (req, reply) => {
          const peer = req.raw.socket.remoteAddress ?? '';
          // A proxy on this machine forwards outside callers from a loopback address: not ours.
          const forwarded =
            req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
          if (!LOOPBACK.test(peer) || forwarded)
            return reply.status(403).send({ error: 'Operator commands come from this machine only.' });
          if (!timingSafeEqual(digest(String(req.headers.authorization ?? '')), expected))
            return reply.status(401).send({ error: 'The operator token does not match this server.' });
        },
      },
      async (req, reply) => {
        try {
          const deps = { db: ctx.database.db, payouts: () => svc.affiliatePayouts, admin: () => svc.admin };
          return { output: await runOperatorCommand(deps, req.body) };
        } catch (err) {
          return reply.status(422).send({ error: err instanceof Error ? err.message : String(err) });
        }
      },
    );
  };
