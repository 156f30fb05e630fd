import {
  BROLL_MAX,
  CAPTION_PRESETS,
  DURATION_MAX,
  DURATION_MIN,
  MUSIC_CHOICES,
  TOPIC_MAX,
  VIBES,
  VIDEO_STATUSES,
  VIDEO_STYLES,
} from '@reelsmith/contracts/video';
import { z } from 'zod';
import { DEFAULT_VOICE, VOICE_IDS } from '@reelsmith/contracts/voices';
import { languageSchema } from '../../http/language.ts';
import { numeric } from '../../http/numeric.ts';
import { voiceIdSchema } from '../voices/voices.schemas.ts';
const oneOf = (field: string, values: readonly string[]) => ({
  error: () => `Unknown ${field}. Choose one of: ${values.join(', ')}.`,
});

/** The spec's topic rule: required after trimming, at most 1000 characters. */
export const topicSchema = z
  .string({ error: 'Please enter a topic' })
  .trim()
  .min(1, { error: 'Please enter a topic' })
  .max(TOPIC_MAX, { error: `The topic can be at most ${TOPIC_MAX} characters.` });

const BROLL_ID_MESSAGE = 'broll_upload_ids must be a list of the ids of your uploads.';

const DURATION_MESSAGE = `duration must be a number of seconds from ${DURATION_MIN} to ${DURATION_MAX}.`;

/** Seconds of video asked for: a whole number from DURATION_MIN to DURATION_MAX. */
const videoDuration = numeric(
  z
    .number()
    .int({ error: DURATION_MESSAGE })
    .min(DURATION_MIN, { error: `duration must be at least ${DURATION_MIN} seconds.` })
    .max(DURATION_MAX, { error: `duration must be at most ${DURATION_MAX} seconds.` }),
  DURATION_MESSAGE,
).default(30);

export const createVideoBody = z.object({
  idea: topicSchema,
  vibe: z.enum(VIBES, oneOf('vibe', VIBES)).default('educational'),
  /** A catalogue voice, or one of the user's cloned voices (`clone:<uuid>`). */
  voice: voiceIdSchema(VOICE_IDS).default(DEFAULT_VOICE),
  style: z.enum(VIDEO_STYLES, oneOf('style', VIDEO_STYLES)).default('cinematic'),
  language: languageSchema,
  duration: videoDuration,
  caption_style: z.enum(CAPTION_PRESETS, oneOf('caption_style', CAPTION_PRESETS)).default('bold'),
  music: z.enum(MUSIC_CHOICES, oneOf('music', MUSIC_CHOICES)).default('auto'),
  /**
   * The creator's own words, spoken as written in `language` (no writer runs); the idea is then
   * only the video's name.
   */
  script: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a script' })
    .max(5000, { error: 'The script can be at most 5000 characters.' })
    .optional(),
  /** From the step-by-step flow: reuse a script and narration the user already has. */
  script_id: z.uuid({ error: 'script_id must be the id of one of your scripts.' }).optional(),
  audio_id: z.uuid({ error: 'audio_id must be the id of one of your audio clips.' }).optional(),
  /** Another version of the same idea. */
  seed: z.number().int().min(0).max(1_000_000).optional(),
  /**
   * The creator's own uploads (`GET /api/uploads`) to show as B-roll, one per scene in order before
   * any stock footage or illustration (decision 028).
   */
  broll_upload_ids: z
    .array(z.uuid({ error: BROLL_ID_MESSAGE }), { error: BROLL_ID_MESSAGE })
    .max(BROLL_MAX, { error: `You can choose at most ${BROLL_MAX} of your clips as B-roll.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each clip can be chosen once as B-roll.' })
    .optional(),
});
export type CreateVideoBody = z.infer<typeof createVideoBody>;

export const listVideosQuery = z.object({
  status: z.enum(VIDEO_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
  limit: numeric(z.number().int().min(1).max(100)).default(24),
  /** Opaque cursor from the previous page's `next`. */
  cursor: z.string().optional(),
});

/** Image to video's text fields (multipart, so every value arrives as a string). */
export const imageVideoFields = z.object({
  idea: z
    .string()
    .trim()
    .max(TOPIC_MAX, { error: `The topic can be at most ${TOPIC_MAX} characters.` })
    .optional(),
  /** The words to speak, typed by the user; or `script_id` from the studio; or written from `idea`. */
  script: z.string().trim().max(5000, { error: 'The script can be at most 5000 characters.' }).optional(),
  script_id: z.uuid({ error: 'script_id must be the id of one of your scripts.' }).optional(),
  /** A voice, or `none` for music only. */
  voice: voiceIdSchema([...VOICE_IDS, 'none']).default(DEFAULT_VOICE),
  vibe: z.enum(VIBES, oneOf('vibe', VIBES)).default('educational'),
  style: z.enum(VIDEO_STYLES, oneOf('style', VIDEO_STYLES)).default('cinematic'),
  language: languageSchema,
  duration: videoDuration,
  caption_style: z.enum(CAPTION_PRESETS, oneOf('caption_style', CAPTION_PRESETS)).default('bold'),
  music: z.enum(MUSIC_CHOICES, oneOf('music', MUSIC_CHOICES)).default('auto'),
});
export type ImageVideoFields = z.infer<typeof imageVideoFields>;
