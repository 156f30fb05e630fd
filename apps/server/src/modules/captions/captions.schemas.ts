import { CAPTION_PLATFORMS, CAPTION_TONES } from '@reelsmith/contracts/captions';
import { z } from 'zod';

export const CONTENT_MAX = 1000;

const tone = z.enum(CAPTION_TONES, {
  error: () => `Unknown tone. Choose one of: ${CAPTION_TONES.join(', ')}.`,
});
const platform = z.enum(CAPTION_PLATFORMS, {
  error: () => `Unknown platform. Choose one of: ${CAPTION_PLATFORMS.join(', ')}.`,
});

export const generateCaptionBody = z.object({
  content: z
    .string({ error: 'Please describe your content' })
    .trim()
    .min(1, { error: 'Please describe your content' })
    .max(CONTENT_MAX, { error: `The description can be at most ${CONTENT_MAX} characters.` }),
  tone: tone.default('engaging'),
  platform: platform.default('tiktok'),
  seed: z.number().int().min(0).max(1_000_000).optional(),
});

export const updateCaptionBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a caption' })
    .max(5000, { error: 'A caption can be at most 5000 characters.' })
    .optional(),
  /** An array, or the editor's comma-separated text. */
  hashtags: z
    .union([z.string().max(2000), z.array(z.string().max(100)).max(100)], {
      error: 'Hashtags are a comma-separated list.',
    })
    .optional(),
});

export const listCaptionsQuery = z.object({
  platform: platform.optional(),
  page: z.coerce.number().int().min(1, { error: 'page starts at 1.' }).default(1),
  page_size: z.coerce.number().int().min(1).max(50, { error: 'page_size can be at most 50.' }).default(20),
});

export const useCaptionBody = z.object({
  video_id: z.uuid({ error: 'Video not found.' }),
});

export const captionDto = z.object({
  id: z.string(),
  content: z.string(),
  text: z.string(),
  hashtags: z.array(z.string()),
  platform: z.enum(CAPTION_PLATFORMS),
  tone: z.enum(CAPTION_TONES),
  /** The post as the platform counts it, and the platform's limit. */
  character_count: z.number(),
  character_limit: z.number(),
  engagement: z.enum(['High', 'Medium', 'Low']),
  engagement_score: z.number(),
  engagement_reasons: z.array(
    z.object({ check: z.string(), points: z.number(), max: z.number(), text: z.string() }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});

export const captionsPage = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(captionDto),
});
