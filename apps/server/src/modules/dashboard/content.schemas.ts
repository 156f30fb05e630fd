import { CONTENT_SORTS, CONTENT_STATUSES, CONTENT_TYPES } from '@reelsmith/contracts/content';
import { contentItemDto } from '@reelsmith/contracts/responses';
import { z } from 'zod';
import { numeric } from '../../http/numeric.ts';

const oneOf = (field: string, values: readonly string[]) => ({
  error: () => `Unknown ${field}. Choose one of: ${values.join(', ')}.`,
});

export const listContentQuery = z.object({
  type: z.enum(CONTENT_TYPES, oneOf('type', CONTENT_TYPES)).optional(),
  status: z.enum(CONTENT_STATUSES, oneOf('status', CONTENT_STATUSES)).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(CONTENT_SORTS, oneOf('sort', CONTENT_SORTS)).default('newest'),
  limit: numeric(z.number().int().min(1).max(100)).default(24),
  /** Opaque cursor from the previous page's `next`. */
  cursor: z.string().max(400).optional(),
});
export type ListContentQuery = z.infer<typeof listContentQuery>;

export const contentPage = z.object({ results: z.array(contentItemDto), next: z.string().nullable() });

export const statsDto = z.object({
  videos_created: z.number(),
  scripts_generated: z.number(),
  captions_created: z.number(),
  /** Videos left this month; null when the plan is unlimited. */
  credits_available: z.number().nullable(),
  plan: z.string(),
});

export const ideasBody = z.object({
  seed: z
    .string({ error: 'Please enter a niche or a word' })
    .trim()
    .min(1, { error: 'Please enter a niche or a word' })
    .max(200, { error: 'Keep the niche under 200 characters.' }),
});

export const ideasResponse = z.object({
  ideas: z.array(z.object({ idea: z.string(), vibe: z.string() })),
});
