import { LANGUAGE_MESSAGE, LANGUAGES } from '@reelsmith/contracts/languages';
import { STORYBOARD_LIMITS } from '@reelsmith/contracts/storyboard';
import { VIDEO_STYLES } from '@reelsmith/contracts/video';
import { VOICE_IDS } from '@reelsmith/contracts/voices';
import { z } from 'zod';
import { voiceIdSchema } from '../voices/voices.schemas.ts';

const LINE_MAX = STORYBOARD_LIMITS.maxSceneTextChars;
const line = (field: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${field} cannot be empty.` })
    .max(LINE_MAX, { error: `${field} can be at most ${LINE_MAX} characters.` });

export const REMIX_CHANGES = ['voice', 'style', 'hook', 'duration', 'language'] as const;
export type RemixChangeName = (typeof REMIX_CHANGES)[number];

/** `POST /api/videos/{id}/remix`: exactly one of these (the service says so otherwise). */
export const remixBody = z.object({
  /** Every scene voiced again by this voice (a catalogue voice or one of your clones). */
  voice: voiceIdSchema(VOICE_IDS).optional(),
  style: z
    .enum(VIDEO_STYLES, { error: () => `Unknown style. Choose one of: ${VIDEO_STYLES.join(', ')}.` })
    .optional(),
  /** `true`: a new first line from the writer; a string: this first line. */
  hook: z.union([z.literal(true), line('hook')]).optional(),
  /** Seconds: fewer scenes from the same script (a longer video needs new lines, so is refused). */
  duration: z
    .number({ error: 'duration must be a number of seconds.' })
    .int({ error: 'duration must be a whole number of seconds.' })
    .min(STORYBOARD_LIMITS.minTotalSec, {
      error: `duration must be at least ${STORYBOARD_LIMITS.minTotalSec} seconds.`,
    })
    .max(STORYBOARD_LIMITS.maxTotalSec, {
      error: `duration must be at most ${STORYBOARD_LIMITS.maxTotalSec} seconds.`,
    })
    .optional(),
  /** Every line translated by the AI writer and voiced again (needs a model writer). */
  language: z.enum(LANGUAGES, { error: () => LANGUAGE_MESSAGE }).optional(),
});
export type RemixBody = z.infer<typeof remixBody>;

/** `POST /api/videos/{id}/ab-hooks`: A is the video's own first line unless given; B a new one unless given. */
export const abHooksBody = z
  .object({ hook_a: line('hook_a').optional(), hook_b: line('hook_b').optional() })
  .default({});
export type AbHooksBody = z.infer<typeof abHooksBody>;
