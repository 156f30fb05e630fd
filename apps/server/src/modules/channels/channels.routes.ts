import {
  channelBody,
  channelDto,
  channelItemDto,
  channelItemListDto,
  channelItemsQuery,
  channelListDto,
  channelPatch,
  itemReschedule,
  planBody,
  planResponse,
  rejectResponse,
} from '@reelsmith/contracts/channels';
import { VOICE_IDS } from '@reelsmith/contracts/voices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import { voiceIdSchema } from '../voices/voices.schemas.ts';

const params = z.object({ id: z.string().max(64) });
const itemParams = z.object({ id: z.string().max(64), item: z.string().max(64) });
const voice = voiceIdSchema(VOICE_IDS);

/** Channels (issue 41): a niche, a look and a cadence that plan, render and post a series. */
export const channelsRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const channels = svc.channels;
    const read = signedIn(ctx, { scope: 'read' });
    const write = signedIn(ctx, { scope: 'videos:create' });
    const tags = ['channels'];

    app.get(
      '/api/channels',
      { preHandler: read, schema: { tags, summary: 'Your channels', response: { 200: channelListDto } } },
      async (req) => ({ channels: await channels.list(req.userId!) }),
    );
    app.post(
      '/api/channels',
      {
        preHandler: write,
        schema: {
          tags,
          summary: 'Make a channel',
          body: channelBody.extend({ voice: voice.default('rachel') }),
          response: { 201: channelDto },
        },
      },
      async (req, reply) => reply.code(201).send(await channels.create(req.userId!, req.body)),
    );
    app.get(
      '/api/channels/:id',
      { preHandler: read, schema: { tags, summary: 'One channel', params, response: { 200: channelDto } } },
      async (req) => channels.get(req.userId!, req.params.id),
    );
    app.patch(
      '/api/channels/:id',
      {
        preHandler: write,
        schema: {
          tags,
          summary: 'Change a channel; `status: paused` stops its queued work at once',
          params,
          body: channelPatch.extend({ voice: voice.optional() }),
          response: { 200: channelDto },
        },
      },
      async (req) => channels.update(req.userId!, req.params.id, req.body),
    );
    app.delete(
      '/api/channels/:id',
      { preHandler: write, schema: { tags, summary: 'Delete a channel and stop its planned work', params } },
      async (req, reply) => {
        await channels.delete(req.userId!, req.params.id);
        return reply.code(204).send();
      },
    );
    app.post(
      '/api/channels/:id/plan',
      {
        preHandler: write,
        schema: {
          tags,
          summary: 'Plan the next N items: fresh ideas from the niche, each rendered in the background',
          params,
          body: planBody.optional(),
          response: { 200: planResponse },
        },
      },
      async (req) => channels.plan(req.userId!, req.params.id, req.body?.count ?? planBody.parse({}).count),
    );
    app.get(
      '/api/channels/:id/items',
      {
        preHandler: read,
        schema: {
          tags,
          summary: "The channel's items and their states",
          params,
          querystring: channelItemsQuery,
          response: { 200: channelItemListDto },
        },
      },
      async (req) => ({ items: await channels.items(req.userId!, req.params.id, req.query) }),
    );
    app.post(
      '/api/channels/:id/items/:item/approve',
      {
        preHandler: write,
        schema: {
          tags,
          summary: 'Approve a rendered item: it is scheduled at the next free slot',
          params: itemParams,
          response: { 200: channelItemDto },
        },
      },
      async (req) => channels.approve(req.userId!, req.params.id, req.params.item),
    );
    app.post(
      '/api/channels/:id/items/:item/reject',
      {
        preHandler: write,
        schema: {
          tags,
          summary: 'Reject an item: a new idea takes its place',
          params: itemParams,
          response: { 200: rejectResponse },
        },
      },
      async (req) => channels.reject(req.userId!, req.params.id, req.params.item),
    );
    app.patch(
      '/api/channels/:id/items/:item',
      {
        preHandler: write,
        schema: {
          tags,
          summary: 'Move an approved or scheduled item to another time',
          params: itemParams,
          body: itemReschedule,
          response: { 200: channelItemDto },
        },
      },
      async (req) => channels.reschedule(req.userId!, req.params.id, req.params.item, req.body.scheduled_at),
    );
  };
