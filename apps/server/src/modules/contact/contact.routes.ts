import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { EMAIL_SHAPE } from '../../lib/text.ts';
import type { Services } from '../services.ts';

const required = (max: number) => z.string().trim().min(1, 'This field is required.').max(max);

const contactBody = z.object({
  firstName: required(100),
  lastName: required(100),
  email: z.string().trim().max(254).regex(EMAIL_SHAPE, 'Enter a valid email address.'),
  company: z.string().trim().max(200).nullish(),
  subject: required(200),
  message: required(5000),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).optional(),
});

export const CONTACT_SENT = 'Thanks! Your message is on its way. We reply within 24 hours.';

export const contactRoutes =
  (ctx: AppContext, svc: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/contact/',
      {
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          tags: ['public'],
          summary: 'Send a message to the team (stored, then emailed through the queue)',
          body: contactBody,
          response: { 201: z.object({ message: z.string() }) },
        },
      },
      async (req, reply) => {
        const { website, ...input } = req.body;
        // A filled honeypot is a bot: answer as usual so it learns nothing, keep nothing.
        if (!website) await svc.contact.send(input, { ip: req.ip, userAgent: req.headers['user-agent'] });
        return reply.status(201).send({ message: CONTACT_SENT });
      },
    );
  };
