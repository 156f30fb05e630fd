import { z } from 'zod';
import { numeric } from '../../http/numeric.ts';

export const CONTENT_TYPES = ['video', 'script', 'audio'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_SORTS = ['newest', 'oldest', 'title'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/**
 * Statuses a filter may ask for: a video's own status, a script's, or `processing` (any live
 * render) and `ready` (a finished video, any script marked completed, any audio clip).
 */
export const CONTENT_STATUSES = [
  'processing',
  'ready',
  'queued',
  'scripting',
  'voicing',
  'rendering',
  'completed',
  'failed',
  'cancelled',
  'draft',
  'in-progress',
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

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

export const contentItemDto = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.string(),
  title: z.string(),
  /** The whole idea (video), topic (script) or spoken text (audio): at most 1000 characters each. */
  summary: z.string(),
  /** The start of a script's text (null for videos and audio). */
  excerpt: z.string().nullable(),
  status: z.string(),
  /** 0-100; 100 for anything finished. */
  percent: z.number(),
  error: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  word_count: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  /** What a <video> or <audio> element plays. */
  media_url: z.string().nullable(),
  download_url: z.string().nullable(),
  vibe: z.string().nullable(),
  voice: z.string().nullable(),
  style: z.string().nullable(),
  caption_style: z.string().nullable(),
  music: z.string().nullable(),
  target_duration: z.number().nullable(),
  script_id: z.string().nullable(),
  audio_id: z.string().nullable(),
  created_at: z.string(),
});
export type ContentItemDto = z.infer<typeof contentItemDto>;

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
