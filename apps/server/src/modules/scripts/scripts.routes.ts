import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import { services } from '../services.ts';
import {
  audioFromTextBody,
  audioFromTextResponse,
  scriptTextBody,
  scriptTextResponse,
} from './scripts.schemas.ts';

/** The spec's script API (topic → script → narration); the saved scripts are in scripts-library.routes.ts. */
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
  };
