import { SCRIPT_CATEGORIES, SCRIPT_STATUSES } from '@reelsmith/contracts/captions';
import { z } from 'zod';
import { languageSchema } from '../../http/language.ts';

export const SCRIPT_TEXT_MAX = 20_000;
export const PAGE_SIZE_MAX = 50;

const category = z.enum(SCRIPT_CATEGORIES, {
  error: () => `Unknown category. Choose one of: ${SCRIPT_CATEGORIES.join(', ')}.`,
});
const status = z.enum(SCRIPT_STATUSES, {
  error: () => `Unknown status. Choose one of: ${SCRIPT_STATUSES.join(', ')}.`,
});

export const listScriptsQuery = z.object({
  search: z.string().trim().max(200, { error: 'Search can be at most 200 characters.' }).optional(),
  category: category.optional(),
  status: status.optional(),
  page: z.coerce.number().int().min(1, { error: 'page starts at 1.' }).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZE_MAX, { error: `page_size can be at most ${PAGE_SIZE_MAX}.` })
    .default(12),
});

export const createScriptBody = z.object({
  title: z.string().trim().max(200, { error: 'The title can be at most 200 characters.' }).optional(),
  content: z
    .string({ error: 'Please enter a script' })
    .trim()
    .min(1, { error: 'Please enter a script' })
    .max(SCRIPT_TEXT_MAX, { error: `A script can be at most ${SCRIPT_TEXT_MAX} characters.` }),
  category: category.optional(),
  status: status.default('draft'),
});

export const updateScriptBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a title' })
    .max(200, { error: 'The title can be at most 200 characters.' })
    .optional(),
  content: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a script' })
    .max(SCRIPT_TEXT_MAX, { error: `A script can be at most ${SCRIPT_TEXT_MAX} characters.` })
    .optional(),
  category: category.nullable().optional(),
  status: status.optional(),
});

export const scriptDto = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  vibe: z.string().nullable(),
  category: z.string(),
  status: z.enum(SCRIPT_STATUSES),
  content: z.string(),
  preview: z.string(),
  word_count: z.number(),
  /** Seconds at 150 words a minute. */
  estimated_duration: z.number(),
  views: z.number(),
  videos: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const scriptsPage = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(scriptDto),
});

export const speakingRatesQuery = z.object({
  language: languageSchema,
});

export const speakingRates = z.object({
  results: z.array(
    z.object({
      voice: z.string(),
      /** Words a minute, measured from narrations made with this voice; 150 until there is one. */
      words_per_minute: z.number(),
      measured: z.boolean(),
      measured_seconds: z.number(),
    }),
  ),
});
