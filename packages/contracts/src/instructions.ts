// Advanced prompt instructions (sold on paid plans as "Advanced prompt engineering"): saved per
// user in Settings, overridden per video in the create flow, honoured by every script writer.
// Plain data, shared by the server (validates, enforces) and the web app (form limits).

export const WRITER_TONES = ['friendly', 'professional', 'playful', 'bold', 'calm'] as const;
export type WriterTone = (typeof WRITER_TONES)[number];

export const READING_LEVELS = ['simple', 'standard', 'advanced'] as const;
export type ReadingLevel = (typeof READING_LEVELS)[number];

export interface PromptInstructions {
  /** Who the video speaks to: "first-time runners". */
  audience?: string;
  tone?: WriterTone;
  /** The exact call to action to end on: "Book a free class at the link in bio." */
  call_to_action?: string;
  brand_name?: string;
  /** Words or phrases the script must never say. */
  avoid_words?: string[];
  reading_level?: ReadingLevel;
}

export const INSTRUCTION_LIMITS = {
  audience: 80,
  call_to_action: 160,
  brand_name: 40,
  avoid_words: 20,
  avoid_word: 40,
} as const;

/** The plan feature that includes them (packages/contracts/plans.ts). */
export const INSTRUCTIONS_FEATURE = 'Advanced prompt engineering';
export const INSTRUCTIONS_UPGRADE_MESSAGE =
  'Advanced prompt instructions come with the Creator and Business plans. Upgrade to use them.';
