import {
  CAPTION_PRESETS,
  DURATION_MAX,
  DURATION_MIN,
  MUSIC_CHOICES,
  TOPIC_MAX,
  VIBES,
  VIDEO_STYLES,
} from '@reelsmith/contracts/video';
import { z } from 'zod';
import { numeric } from '../../http/numeric.ts';
import { VOICE_CATALOGUE } from '../../providers/tts/catalogue.ts';

const VOICE_IDS = VOICE_CATALOGUE.map((v) => v.id) as [string, ...string[]];
const oneOf = (field: string, values: readonly string[]) => ({
  error: () => `Unknown ${field}. Choose one of: ${values.join(', ')}.`,
});

/** The spec's topic rule: required after trimming, at most 1000 characters. */
export const topicSchema = z
  .string({ error: 'Please enter a topic' })
  .trim()
  .min(1, { error: 'Please enter a topic' })
  .max(TOPIC_MAX, { error: `The topic can be at most ${TOPIC_MAX} characters.` });

const DURATION_MESSAGE = `duration must be a number of seconds from ${DURATION_MIN} to ${DURATION_MAX}.`;

export const createVideoBody = z.object({
  idea: topicSchema,
  vibe: z.enum(VIBES, oneOf('vibe', VIBES)).default('educational'),
  voice: z.enum(VOICE_IDS, oneOf('voice', VOICE_IDS)).default('rachel'),
  style: z.enum(VIDEO_STYLES, oneOf('style', VIDEO_STYLES)).default('cinematic'),
  duration: numeric(
    z
      .number()
      .int({ error: DURATION_MESSAGE })
      .min(DURATION_MIN, { error: `duration must be at least ${DURATION_MIN} seconds.` })
      .max(DURATION_MAX, { error: `duration must be at most ${DURATION_MAX} seconds.` }),
    DURATION_MESSAGE,
  ).default(30),
  caption_style: z.enum(CAPTION_PRESETS, oneOf('caption_style', CAPTION_PRESETS)).default('bold'),
  music: z.enum(MUSIC_CHOICES, oneOf('music', MUSIC_CHOICES)).default('auto'),
  /** From the step-by-step flow: reuse a script and narration the user already has. */
  script_id: z.uuid({ error: 'script_id must be the id of one of your scripts.' }).optional(),
  audio_id: z.uuid({ error: 'audio_id must be the id of one of your audio clips.' }).optional(),
  /** Another version of the same idea. */
  seed: z.number().int().min(0).max(1_000_000).optional(),
});
export type CreateVideoBody = z.infer<typeof createVideoBody>;

export const videoDto = z.object({
  id: z.string(),
  video_id: z.string(),
  title: z.string(),
  idea: z.string(),
  prompt_used: z.string(),
  vibe: z.string(),
  voice: z.string(),
  style: z.string(),
  style_used: z.string(),
  caption_style: z.string(),
  music: z.string(),
  duration: z.number(),
  status: z.enum(['queued', 'scripting', 'voicing', 'rendering', 'completed', 'failed', 'cancelled']),
  percent: z.number(),
  error: z.string().nullable(),
  caption: z.string().nullable(),
  hashtags: z.array(z.string()),
  duration_seconds: z.number().nullable(),
  stage_timings: z.record(z.string(), z.number()).nullable(),
  video_url: z.string().nullable(),
  download_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  srt_url: z.string().nullable(),
  vtt_url: z.string().nullable(),
  /**
   * While rendering, once the first segment exists: a signed link to the live preview, a
   * fragmented MP4 that grows until the render ends (`<video src>`). Null otherwise; a completed
   * video is watched through `video_url`.
   */
  preview_url: z.string().nullable(),
  script: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type VideoDto = z.infer<typeof videoDto>;

export const listVideosQuery = z.object({
  status: z
    .enum(['queued', 'scripting', 'voicing', 'rendering', 'completed', 'failed', 'cancelled'])
    .optional(),
  q: z.string().trim().max(200).optional(),
  limit: numeric(z.number().int().min(1).max(100)).default(24),
  /** Opaque cursor from the previous page's `next`. */
  cursor: z.string().optional(),
});
