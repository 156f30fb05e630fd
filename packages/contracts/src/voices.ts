// The spec's voices and how they are described. Plain data with no imports, so the web bundle can
// use it without pulling zod in; the server's catalogue (providers/tts/catalogue.ts) has one entry each.

/** 5 female, 15 male and one character voice. */
export const VOICE_IDS = [
  'rachel',
  'sarah',
  'charlotte',
  'alice',
  'matilda',
  'josh',
  'antoni',
  'adam',
  'sam',
  'drew',
  'clyde',
  'dave',
  'fin',
  'giovanni',
  'arnold',
  'thomas',
  'charlie',
  'george',
  'callum',
  'liam',
  'mimi',
] as const;
export type VoiceId = (typeof VOICE_IDS)[number];
export const DEFAULT_VOICE: VoiceId = 'rachel';

export const VOICE_ACCENTS = [
  'American',
  'British',
  'Australian',
  'Irish',
  'Scottish',
  'Italian',
  'Unique',
] as const;
export type VoiceAccent = (typeof VOICE_ACCENTS)[number];

export const VOICE_CATEGORIES = ['Professional', 'Energetic', 'Educational', 'Casual', 'Unique'] as const;
export type VoiceCategory = (typeof VOICE_CATEGORIES)[number];

export const VOICE_GENDERS = ['female', 'male', 'character'] as const;
export type VoiceGender = (typeof VOICE_GENDERS)[number];
