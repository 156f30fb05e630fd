import { z } from 'zod';

export const notificationSettings = z.object({
  email_on_finish: z.boolean(),
  push_public_key: z.string(),
  push_subscriptions: z.number(),
});

export const emailSettingBody = z.object({
  email_on_finish: z.boolean({ error: 'email_on_finish must be true or false.' }),
});

export const pushSubscriptionBody = z.object({
  endpoint: z
    .string({ error: 'endpoint is required.' })
    .max(2000)
    .refine((u) => /^https?:\/\//.test(u), { error: 'endpoint must be an http(s) address.' }),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});

export const pushEndpointBody = z.object({ endpoint: z.string().max(2000) });
