import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { keyAccess } from '../../http/public-api.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import {
  audioFromTextBody,
  audioFromTextResponse,
  hooksResponse,
  regeneratePartBody,
  regeneratePartResponse,
  scriptTextBody,
  scriptTextResponse,
} from './scripts.schemas.ts';

/** The spec's script API (topic → script → narration); the saved scripts are in scripts-library.routes.ts. */
export const scriptsRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.scripts;
    const tags = ['scripts'];
    // The studio's own calls (browser sessions only; keys reach the script API above).
    const auth = signedIn(ctx);
    const security = [{ bearer: [] }];

    app.post(
      '/api/scripts/text/',
      {
        preHandler: signedIn(ctx, { scope: 'videos:create' }),
        schema: {
          tags,
          ...keyAccess(
            'videos:create',
            {
              method: 'POST',
              path: '/api/scripts/text/',
              body: { topic: '3 facts about octopuses', vibe: 'educational', duration: 30 },
            },
            "The script is saved; pass the answer's `script_id` as `script_id` to `POST /api/videos` to make the video from it.",
          ),
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
        preHandler: signedIn(ctx, { scope: 'videos:create' }),
        schema: {
          tags,
          ...keyAccess(
            'videos:create',
            {
              method: 'POST',
              path: '/api/scripts/audio-from-text/',
              body: { script: 'Octopuses have three hearts.', voice: 'rachel' },
            },
            "Pass the answer's `content_id` as `audio_id` to `POST /api/videos` to use this narration.",
          ),
          summary: 'Narrate a script with a voice (cached)',
          body: audioFromTextBody,
          response: { 200: audioFromTextResponse },
        },
      },
      async (req) => s.narrate(req.userId!, req.body),
    );

    const params = z.object({ id: z.uuid({ error: 'Script not found.' }) });
    app.post(
      '/api/scripts/:id/hooks/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Three hook variants for the script’s idea (its own first)',
          params,
          response: { 200: hooksResponse },
        },
      },
      async (req) => s.hooks(req.userId!, req.params.id),
    );

    app.post(
      '/api/scripts/:id/regenerate/',
      {
        preHandler: auth,
        schema: {
          tags,
          security,
          summary: 'Regenerate the hook, one point or the call to action (or set a chosen hook)',
          params,
          body: regeneratePartBody,
          response: { 200: regeneratePartResponse },
        },
      },
      async (req) => s.regeneratePart(req.userId!, req.params.id, req.body),
    );
  };
