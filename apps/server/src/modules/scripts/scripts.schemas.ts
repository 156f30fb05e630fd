import { DURATION_MAX, DURATION_MIN, VIBES } from '@reelsmith/contracts/video';
import { z } from 'zod';
import { numeric } from '../../http/numeric.ts';
import { VOICE_CATALOGUE } from '../../providers/tts/catalogue.ts';
import { topicSchema } from '../videos/videos.schemas.ts';

const VOICE_IDS = VOICE_CATALOGUE.map((v) => v.id) as [string, ...string[]];
export const MAX_AUDIO_CHARS = 1000;
/** The paid plans' cap; the user's own plan's cap is checked by the service (billing). */
const MAX_AUDIO_CHARS_ANY_PLAN = 5000;

export const scriptTextBody = z.object({
  topic: topicSchema,
  vibe: z
    .enum(VIBES, { error: () => `Unknown vibe. Choose one of: ${VIBES.join(', ')}.` })
    .default('educational'),
  duration: numeric(z.number().int().min(DURATION_MIN).max(DURATION_MAX)).default(30),
  seed: z.number().int().min(0).max(1_000_000).optional(),
  /** The voice that will speak it: the length is fitted to that voice's pace. */
  voice: z
    .enum(VOICE_IDS, { error: () => `Unknown voice. Choose one of: ${VOICE_IDS.join(', ')}.` })
    .optional(),
});

export const scriptTextResponse = z.object({
  generated_script: z.string(),
  original_topic: z.string(),
  character_count: z.number(),
  /** Seconds, at 150 words a minute. */
  estimated_duration: z.number(),
  script_id: z.string(),
  title: z.string(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  vibe: z.string(),
});

export const audioFromTextBody = z.object({
  script: z
    .string({ error: 'Please enter a script' })
    .trim()
    .min(1, { error: 'Please enter a script' })
    .max(20_000),
  original_topic: z.string().max(1000).optional().nullable(),
  voice: z
    .enum(VOICE_IDS, { error: () => `Unknown voice. Choose one of: ${VOICE_IDS.join(', ')}.` })
    .default('rachel'),
  max_chars: numeric(
    z
      .number()
      .int()
      .min(1)
      .max(MAX_AUDIO_CHARS_ANY_PLAN, { error: `max_chars can be at most ${MAX_AUDIO_CHARS_ANY_PLAN}.` }),
  ).optional(),
  script_id: z.uuid().optional(),
});

export const audioFromTextResponse = z.object({
  success: z.boolean(),
  audio_url: z.string(),
  content_id: z.string(),
  voice_used: z.string(),
  character_count: z.number(),
  was_cached: z.boolean(),
  duration_seconds: z.number(),
  words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })),
});
