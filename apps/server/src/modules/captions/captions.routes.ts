import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import {
  captionDto,
  captionsPage,
  generateCaptionBody,
  listCaptionsQuery,
  updateCaptionBody,
  useCaptionBody,
} from './captions.schemas.ts';

const idParams = z.object({ id: z.uuid({ error: 'Caption not found.' }) });

/** The studio's caption generator and the user's saved captions. */
export const captionsRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const s = svc.captions;
    const preHandler = signedIn(ctx);
    const tags = ['captions'];
    const security = [{ bearer: [] }];

    app.get(
      '/api/captions/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The user's captions, newest first",
          querystring: listCaptionsQuery,
          response: { 200: captionsPage },
        },
      },
      async (req) => s.list(req.userId!, req.query),
    );

    app.post(
      '/api/captions/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Write a caption for the content in a tone, within the platform’s limits, and keep it',
          body: generateCaptionBody,
          response: { 201: captionDto },
        },
      },
      async (req, reply) => {
        const controller = new AbortController();
        req.raw.on('close', () => controller.abort());
        return reply.status(201).send(await s.generate(req.userId!, req.body, controller.signal));
      },
    );

    app.get(
      '/api/captions/:id/',
      {
        preHandler,
        schema: { tags, security, summary: 'One caption', params: idParams, response: { 200: captionDto } },
      },
      async (req) => s.get(req.userId!, req.params.id),
    );

    app.patch(
      '/api/captions/:id/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Edit a caption’s text and hashtags (scored again)',
          params: idParams,
          body: updateCaptionBody,
          response: { 200: captionDto },
        },
      },
      async (req) => s.update(req.userId!, req.params.id, req.body),
    );

    app.delete(
      '/api/captions/:id/',
      { preHandler, schema: { tags, security, summary: 'Delete a caption', params: idParams } },
      async (req, reply) => {
        await s.delete(req.userId!, req.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/captions/:id/use/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Set the caption and its hashtags on one of the user’s finished videos',
          params: idParams,
          body: useCaptionBody,
          response: {
            200: z.object({ video_id: z.string(), caption: z.string(), hashtags: z.array(z.string()) }),
          },
        },
      },
      async (req) => s.useOnVideo(req.userId!, req.params.id, req.body.video_id),
    );
  };
