import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Services } from '../services.ts';
import { ALREADY_JOINED, JOINED } from './waitlist.service.ts';

const optionalText = (max: number) => z.string().max(max).nullish();

// The spec's contract: email, podcast_url or null, the five UTM fields and the referrer.
const joinBody = z.object({
  email: z.string().max(254),
  podcast_url: optionalText(500),
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_content: optionalText(200),
  utm_term: optionalText(200),
  referrer: optionalText(1000),
  /** Where on the site the visitor joined (the waitlist page or the footer). */
  source: z.enum(['waitlist', 'footer']).optional(),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).optional(),
});

const joinAnswer = z.object({ message: z.string(), early_access: z.boolean(), already_joined: z.boolean() });

export const waitlistRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/waitlist/join/',
      {
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
        schema: {
          tags: ['public'],
          summary: 'Join the waitlist (a repeated email is answered kindly, without a second entry)',
          body: joinBody,
          response: { 200: joinAnswer, 201: joinAnswer },
        },
      },
      async (req, reply) => {
        const { website, ...input } = req.body;
        if (website)
          return reply.status(201).send({ message: JOINED, early_access: false, already_joined: false });
        const result = await svc.waitlist.join(input);
        return reply.status(result.created ? 201 : 200).send({
          message: result.created ? JOINED : ALREADY_JOINED,
          early_access: result.earlyAccess,
          already_joined: !result.created,
        });
      },
    );
  };
