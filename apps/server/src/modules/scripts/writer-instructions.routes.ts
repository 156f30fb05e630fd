import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import {
  instructionsResponse,
  previewBody,
  previewResponse,
  promptInstructionsSchema,
} from './writer-instructions.schemas.ts';

/** Settings → Prompt instructions, and the preview of their effect (decision 015). */
export const writerInstructionsRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.writerInstructions;
    const auth = signedIn(ctx);
    const tags = ['scripts'];
    const security = [{ bearer: [] }];

    app.get(
      '/api/users/me/prompt-instructions/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Your saved prompt instructions',
          response: { 200: instructionsResponse },
        },
      },
      async (req) => s.get(req.userId!),
    );

    app.put(
      '/api/users/me/prompt-instructions/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Save prompt instructions (paid plans)',
          body: promptInstructionsSchema,
          response: { 200: instructionsResponse },
        },
      },
      async (req) => s.save(req.userId!, req.body),
    );

    app.post(
      '/api/scripts/instructions/preview/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'A short script without and with the instructions (paid plans)',
          body: previewBody,
          response: { 200: previewResponse },
        },
      },
      async (req) => s.preview(req.userId!, req.body),
    );
  };
