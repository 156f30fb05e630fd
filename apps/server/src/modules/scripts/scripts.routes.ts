import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import { services } from '../services.ts';
import {
  audioFromTextBody,
  audioFromTextResponse,
  scriptDto,
  scriptTextBody,
  scriptTextResponse,
  updateScriptBody,
} from './scripts.schemas.ts';

const idParams = z.object({ id: z.uuid({ error: 'Script not found.' }) });

/** The spec's script API (topic → script → narration), plus the user's saved scripts. */
export const scriptsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const s = services(ctx).scripts;
    // Signed in, account active, and the terms' 60 calls a minute per account.
    const auth = signedIn(ctx);
    const tags = ['scripts'];
    const security = [{ bearer: [] }];

    app.post(
      '/api/scripts/text/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Write a script for a topic',
          body: scriptTextBody,
          response: { 200: scriptTextResponse },
        },
      },
      async (req) => s.generate(req.userId!, req.body),
    );

    app.post(
      '/api/scripts/audio-from-text/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Narrate a script with a voice (cached)',
          body: audioFromTextBody,
          response: { 200: audioFromTextResponse },
        },
      },
      async (req) => s.narrate(req.userId!, req.body),
    );

    app.get(
      '/api/scripts/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: "The user's scripts",
          response: { 200: z.object({ results: z.array(scriptDto) }) },
        },
      },
      async (req) => ({ results: (await s.list(req.userId!)).map((r) => s.toDto(r)) }),
    );

    app.get(
      '/api/scripts/:id/',
      { preHandler: auth, schema: { tags, security, params: idParams, response: { 200: scriptDto } } },
      async (req) => s.toDto(await s.get(req.userId!, req.params.id)),
    );

    app.patch(
      '/api/scripts/:id/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Edit a script',
          params: idParams,
          body: updateScriptBody,
          response: { 200: scriptDto },
        },
      },
      async (req) => s.toDto(await s.update(req.userId!, req.params.id, req.body)),
    );

    app.delete(
      '/api/scripts/:id/',
      { preHandler: auth, schema: { tags, security, params: idParams } },
      async (req, reply) => {
        await s.delete(req.userId!, req.params.id);
        return reply.status(204).send();
      },
    );
  };
