import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import {
  createScriptBody,
  listScriptsQuery,
  scriptDto,
  scriptsPage,
  speakingRates,
  speakingRatesQuery,
  updateScriptBody,
} from './scripts-library.schemas.ts';

const idParams = z.object({ id: z.uuid({ error: 'Script not found.' }) });

/** The studio's script library: list (search, category, status, pages), write, edit, delete. */
export const scriptsLibraryRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.scriptsLibrary;
    const preHandler = signedIn(ctx);
    const tags = ['scripts'];
    const security = [{ bearer: [] }];

    app.get(
      '/api/scripts/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The user's scripts, newest edit first; search matches title, topic and text",
          querystring: listScriptsQuery,
          response: { 200: scriptsPage },
        },
      },
      async (req) => s.list(req.userId!, req.query),
    );

    app.post(
      '/api/scripts/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Save a script typed in the studio',
          body: createScriptBody,
          response: { 201: scriptDto },
        },
      },
      async (req, reply) => reply.status(201).send(await s.create(req.userId!, req.body)),
    );

    app.get(
      '/api/scripts/speaking-rates/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary:
            "Each voice's speaking rate in a language (the account's language when none is named), measured from its narrations",
          querystring: speakingRatesQuery,
          response: { 200: speakingRates },
        },
      },
      async (req) => s.speakingRates(req.userId!, req.query.language),
    );

    app.get(
      '/api/scripts/:id/',
      {
        preHandler,
        schema: { tags, security, summary: 'One script', params: idParams, response: { 200: scriptDto } },
      },
      async (req) => s.get(req.userId!, req.params.id),
    );

    app.patch(
      '/api/scripts/:id/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Edit a script',
          params: idParams,
          body: updateScriptBody,
          response: { 200: scriptDto },
        },
      },
      async (req) => s.update(req.userId!, req.params.id, req.body),
    );

    app.post(
      '/api/scripts/:id/view/',
      { preHandler, schema: { tags, security, summary: 'Count an opening in the editor', params: idParams } },
      async (req, reply) => {
        await s.view(req.userId!, req.params.id);
        return reply.status(204).send();
      },
    );

    app.delete(
      '/api/scripts/:id/',
      { preHandler, schema: { tags, security, summary: 'Delete a script', params: idParams } },
      async (req, reply) => {
        await s.delete(req.userId!, req.params.id);
        return reply.status(204).send();
      },
    );
  };
