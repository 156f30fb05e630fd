import { INSTRUCTION_LIMITS as L, READING_LEVELS, WRITER_TONES } from '@reelsmith/contracts/instructions';
import { VIBES } from '@reelsmith/contracts/video';
import { z } from 'zod';

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${what} can be at most ${max} characters.` })
    .optional()
    .transform((v) => v || undefined);

export const promptInstructionsSchema = z.object({
  audience: text(L.audience, 'Audience'),
  tone: z
    .enum(WRITER_TONES, { error: () => `Unknown tone. Choose one of: ${WRITER_TONES.join(', ')}.` })
    .optional(),
  call_to_action: text(L.call_to_action, 'The call to action'),
  brand_name: text(L.brand_name, 'The brand name'),
  avoid_words: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'A word to avoid is empty.' })
        .max(L.avoid_word, { error: `A word to avoid can be at most ${L.avoid_word} characters.` }),
    )
    .max(L.avoid_words, { error: `At most ${L.avoid_words} words to avoid.` })
    .optional(),
  reading_level: z
    .enum(READING_LEVELS, {
      error: () => `Unknown reading level. Choose one of: ${READING_LEVELS.join(', ')}.`,
    })
    .optional(),
});

export const instructionsResponse = z.object({
  instructions: promptInstructionsSchema,
  /** Whether the user's plan includes them (Creator and Business). */
  available: z.boolean(),
  plan: z.string(),
});

export const previewBody = z.object({
  topic: z.string().trim().min(1, { error: 'Please enter a topic' }).max(200).default('How to start running'),
  vibe: z.enum(VIBES).default('educational'),
  instructions: promptInstructionsSchema,
});

const sample = z.object({ hook: z.string(), script: z.string(), call_to_action: z.string() });
export const previewResponse = z.object({ topic: z.string(), without: sample, with: sample });
