import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { WEBHOOK_EVENTS } from '../../db/schema/index.ts';
import { signedIn } from '../../http/rate-limits.ts';
import type { Services } from '../services.ts';
import {
  createEndpointBody,
  deliveryDto,
  deliveryParams,
  endpointDto,
  endpointParams,
  updateEndpointBody,
} from './webhooks.schemas.ts';

const SIGNING =
  'Each delivery is a POST of JSON `{ id, type, created_at, data }` with `Reelsmith-Event`, ' +
  '`Reelsmith-Delivery` and `Reelsmith-Signature: t=<unix seconds>,v1=<hex>` where v1 is ' +
  'HMAC-SHA256 of `<t>.<raw body>` with the endpoint secret. Answer 2xx within 10 s; anything else ' +
  'is retried with backoff (5 retries). An endpoint whose last 5 events all failed, over at least a ' +
  'day, is turned off (its owner gets an email) until it is turned back on.';

/** Settings → Webhooks (signed-in sessions only). */
export const webhooksRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const hooks = svc.webhooks;
    const preHandler = signedIn(ctx);
    const tags = ['webhooks'];
    const security = [{ bearer: [] }];

    app.get(
      '/api/webhooks/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Your webhook endpoints and the events they can receive',
          description: SIGNING,
          response: { 200: z.object({ events: z.array(z.string()), endpoints: z.array(endpointDto) }) },
        },
      },
      async (req) => ({ events: [...WEBHOOK_EVENTS], endpoints: await hooks.list(req.userId!) }),
    );
    app.post(
      '/api/webhooks/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Adds an endpoint: the signing secret is in this answer only',
          description: SIGNING,
          body: createEndpointBody,
          response: { 201: endpointDto.extend({ secret: z.string() }) },
        },
      },
      async (req, reply) => reply.status(201).send(await hooks.create(req.userId!, req.body)),
    );
    app.patch(
      '/api/webhooks/:id/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary:
            'Turns an endpoint off or back on (an endpoint failing for a day is turned off by the server)',
          params: endpointParams,
          body: updateEndpointBody,
          response: { 200: endpointDto },
        },
      },
      async (req) => hooks.setEnabled(req.userId!, req.params.id, req.body.enabled),
    );
    app.delete(
      '/api/webhooks/:id/',
      {
        preHandler,
        schema: { tags, security, summary: 'Removes an endpoint and its log', params: endpointParams },
      },
      async (req, reply) => {
        await hooks.remove(req.userId!, req.params.id);
        return reply.status(204).send();
      },
    );
    app.get(
      '/api/webhooks/:id/deliveries/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "An endpoint's last 50 deliveries with every attempt and its answer",
          params: endpointParams,
          response: { 200: z.object({ results: z.array(deliveryDto) }) },
        },
      },
      async (req) => ({ results: await hooks.deliveries(req.userId!, req.params.id) }),
    );
    app.post(
      '/api/webhooks/deliveries/:id/replay/',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Sends a delivery again (a new delivery with the same event)',
          params: deliveryParams,
          response: { 202: deliveryDto },
        },
      },
      async (req, reply) => reply.status(202).send(await hooks.replay(req.userId!, req.params.id)),
    );
  };
