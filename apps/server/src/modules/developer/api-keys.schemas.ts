import { z } from 'zod';
import { API_KEY_SCOPES } from '../../db/schema/index.ts';

export const createKeyBody = z.object({
  name: z
    .string({ error: 'Please name the key.' })
    .trim()
    .min(1, { error: 'Please name the key.' })
    .max(60, { error: 'A key name can be at most 60 characters.' }),
  scopes: z
    .array(
      z.enum(API_KEY_SCOPES, { error: () => `Unknown scope. Choose from: ${API_KEY_SCOPES.join(', ')}.` }),
      {
        error: 'Choose at least one scope.',
      },
    )
    .min(1, { error: 'Choose at least one scope.' }),
});
export type CreateKeyBody = z.infer<typeof createKeyBody>;

export const apiKeyDto = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export const keyParams = z.object({ id: z.uuid({ error: 'API key not found.' }) });
