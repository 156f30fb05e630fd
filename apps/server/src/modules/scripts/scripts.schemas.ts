import { DURATION_MAX, DURATION_MIN, VIBES } from '@reelsmith/contracts/video';
import { z } from 'zod';
import { numeric } from '../../http/numeric.ts';
import { VOICE_CATALOGUE } from '../../providers/tts/catalogue.ts';
import { languageSchema } from '../../http/language.ts';
import { topicSchema } from '../videos/videos.schemas.ts';
import { voiceIdSchema } from '../voices/voices.schemas.ts';
import { promptInstructionsSchema } from './writer-instructions.schemas.ts';

const VOICE_IDS = VOICE_CATALOGUE.map((v) => v.id) as [string, ...string[]];
export const MAX_AUDIO_CHARS = 1000;
/**
 * The longest script a narration speaks (with overage on, decision 219); the user's own plan's cap
 * (1,000 or 5,000 characters) is checked by the service (billing).
 */
const MAX_AUDIO_CHARS_ANY_PLAN = 20_000;

export const scriptTextBody = z.object({
  topic: topicSchema,
  vibe: z
    .enum(VIBES, { error: () => `Unknown vibe. Choose one of: ${VIBES.join(', ')}.` })
    .default('educational'),
  duration: numeric(z.number().int().min(DURATION_MIN).max(DURATION_MAX)).default(30),
  seed: z.number().int().min(0).max(1_000_000).optional(),
  /** The voice that will speak it: the length is fitted to that voice's pace. */
  voice: voiceIdSchema(VOICE_IDS).optional(),
  /** What to write in (ISO 639-1); the offline writer writes English only and says so. */
  language: languageSchema,
  /** This video's prompt instructions, over the saved ones (paid plans). */
  instructions: promptInstructionsSchema.optional(),
  /**
   * A script of yours this one replaces (the create flow writing again): it is rewritten in place,
   * keeping its id, instead of a new script being added to your projects each time.
   */
  replace_script_id: z.uuid().optional(),
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
  /** The script's parts, for "regenerate this part": hook, one entry per point, call to action. */
  parts: z.object({ hook: z.string(), points: z.array(z.string()), call_to_action: z.string() }),
  /**
   * Added to the spec (optional; absent when there is nothing to say): what the creator must add before
   * posting, in plain words. The builtin writer sets it for a question about the world it cannot
   * answer ("Why do octopuses have three hearts"); a configured model writer does not.
   */
  writer_notice: z.string().optional(),
  /** Which writer wrote the script ('builtin' or the operator's model), and why the builtin stood in. */
  written_by: z.object({ name: z.string(), fallback_reason: z.string().optional() }).optional(),
});

export const SCRIPT_PARTS = ['hook', 'point', 'call_to_action'] as const;

export const hooksResponse = z.object({
  /** Three different hooks for the idea; the first is the script's own. */
  hooks: z.array(z.string()),
});

export const regeneratePartBody = z.object({
  part: z.enum(SCRIPT_PARTS, {
    error: () => `Unknown part. Choose one of: ${SCRIPT_PARTS.join(', ')}.`,
  }),
  /** Which point (0 is the first), for part=point. */
  index: z.number().int().min(0).max(50).optional(),
  /** Use this text for the part instead of writing a new one (a chosen hook variant). */
  text: z.string().trim().min(1, { error: 'The new text is empty.' }).max(500).optional(),
  /** The script as the user sees it now (unsaved edits are kept). */
  script: z.string().trim().min(1, { error: 'Please enter a script' }).max(20_000).optional(),
});

export const regeneratePartResponse = z.object({
  part: z.enum(SCRIPT_PARTS),
  index: z.number(),
  /** The text the part had, so an edited script can swap just that sentence. */
  previous: z.string(),
  text: z.string(),
  generated_script: z.string(),
  estimated_duration: z.number(),
  parts: z.object({ hook: z.string(), points: z.array(z.string()), call_to_action: z.string() }),
});

export const audioFromTextBody = z.object({
  script: z
    .string({ error: 'Please enter a script' })
    .trim()
    .min(1, { error: 'Please enter a script' })
    .max(MAX_AUDIO_CHARS_ANY_PLAN),
  original_topic: z.string().max(1000).optional().nullable(),
  voice: voiceIdSchema(VOICE_IDS).default('rachel'),
  /** What the script is written in: the voice speaks it in that language. */
  language: languageSchema,
  max_chars: numeric(
    z
      .number()
      .int()
      .min(1)
      .max(MAX_AUDIO_CHARS_ANY_PLAN, { error: `max_chars can be at most ${MAX_AUDIO_CHARS_ANY_PLAN}.` }),
  ).optional(),
  script_id: z.uuid().optional(),
  /**
   * The video's chosen length in seconds (create flow). With `script_id`, when the text is that script
   * as the writer wrote it (not edited), the voice's speaking rate is adjusted a little so the video
   * lands on this length; an edited script is spoken as written (decision 022).
   */
  duration: numeric(z.number().int().min(DURATION_MIN).max(DURATION_MAX)).optional(),
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
