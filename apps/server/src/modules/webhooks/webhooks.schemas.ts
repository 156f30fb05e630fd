import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../../db/schema/index.ts';

export const createEndpointBody = z.object({
  url: z
    .string({ error: 'Please enter the address to send events to.' })
    .trim()
    .max(2000, { error: 'The address can be at most 2000 characters.' })
    .refine(
      (u) => {
        try {
          const parsed = new URL(u);
          return (
            (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
            !parsed.username &&
            !parsed.password
          );
        } catch {
          return false;
        }
      },
      { error: 'Enter a full http:// or https:// address.' },
    ),
  events: z
    .array(
      z.enum(WEBHOOK_EVENTS, { error: () => `Unknown event. Choose from: ${WEBHOOK_EVENTS.join(', ')}.` }),
      {
        error: 'Choose at least one event.',
      },
    )
    .min(1, { error: 'Choose at least one event.' }),
});
export type CreateEndpointBody = z.infer<typeof createEndpointBody>;

export const endpointDto = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Set when the server turned the endpoint off after it failed for a day (decision 125). */
  disabled_at: z.string().nullable(),
  /** Deliveries in a row that failed every attempt. */
  consecutive_failures: z.number(),
  /** Why no events are sent to it now (the plan no longer includes API access); null while they are. */
  paused_reason: z.string().nullable(),
  created_at: z.string(),
});

export const updateEndpointBody = z.object({
  enabled: z.boolean({ error: 'Say whether the endpoint is on (true) or off (false).' }),
});

export const deliveryDto = z.object({
  id: z.string(),
  event: z.string(),
  status: z.string(),
  payload: z.string(),
  attempts: z.array(
    z.object({
      at: z.string(),
      status: z.number().nullable(),
      ms: z.number(),
      body: z.string(),
      error: z.string().nullable(),
    }),
  ),
  next_attempt_at: z.string().nullable(),
  replay_of: z.string().nullable(),
  created_at: z.string(),
});

export const endpointParams = z.object({ id: z.uuid({ error: 'Webhook endpoint not found.' }) });
export const deliveryParams = z.object({ id: z.uuid({ error: 'Delivery not found.' }) });
