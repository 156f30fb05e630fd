import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import { apiKeyDto, createKeyBody, keyParams } from './api-keys.schemas.ts';

/** Settings → API. Signed-in sessions only: a key cannot make or revoke keys. */
export const apiKeysRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const keys = svc.apiKeys;
    const preHandler = signedIn(ctx);
    const tags = ['api keys'];
    const security = [{ bearer: [] }];

    app.get(
      '/api/developer/keys/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Your API keys (prefix only), whether your plan includes API access, and the scopes',
          response: {
            200: z.object({ api_access: z.boolean(), scopes: z.array(z.string()), keys: z.array(apiKeyDto) }),
          },
        },
      },
      async (req) => keys.list(req.userId!),
    );
    app.post(
      '/api/developer/keys/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Makes a key: the whole key is in this answer only',
          body: createKeyBody,
          response: { 201: apiKeyDto.extend({ key: z.string() }) },
        },
      },
      async (req, reply) => reply.status(201).send(await keys.create(req.userId!, req.body)),
    );
    app.delete(
      '/api/developer/keys/:id/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Revokes a key at once',
          params: keyParams,
          response: { 200: apiKeyDto },
        },
      },
      async (req) => keys.revoke(req.userId!, req.params.id),
    );
  };
