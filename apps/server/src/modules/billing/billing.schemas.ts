import { OVERAGE_CAP_DOLLARS } from '@reelsmith/contracts/plans';
import { z } from 'zod';

export const checkoutBody = z.object({
  plan: z.enum(['creator', 'business'], { error: () => 'plan must be creator or business.' }),
  interval: z
    .enum(['monthly', 'annual'], { error: () => 'interval must be monthly or annual.' })
    .default('monthly'),
});

export const sessionParams = z.object({
  sessionId: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\w-]+$/, 'Invalid checkout session id.'),
});

export const timeZoneBody = z.object({
  time_zone: z.string({ error: 'time_zone is required.' }).min(1).max(64),
});

export const inviteBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().email('Email is invalid').max(254),
});

export const acceptBody = z.object({
  token: z.string({ error: 'token is required.' }).min(10).max(200),
});

export const idParams = z.object({ id: z.string().uuid('Not found.') });

const capMessage = `Choose a monthly limit from $${OVERAGE_CAP_DOLLARS.min} to $${OVERAGE_CAP_DOLLARS.max}, in whole dollars.`;
export const overageBody = z.object({
  cap_dollars: z
    .number({ error: capMessage })
    .int(capMessage)
    .min(OVERAGE_CAP_DOLLARS.min, capMessage)
    .max(OVERAGE_CAP_DOLLARS.max, capMessage),
});
