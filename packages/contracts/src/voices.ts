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

// Voice cloning (issue #13 point 8, decision 026): a user's own voice, cloned through ElevenLabs'
// instant voice cloning. Its id is `clone:<uuid>`, usable wherever a voice id is, by its owner only.

export const CLONE_VOICE_PREFIX = 'clone:';
const CLONE_ID_RE = /^clone:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True for the form `clone:<uuid>` (whose clone it is, the server decides). */
export const isCloneVoiceId = (id: string): boolean => CLONE_ID_RE.test(id);
export const cloneVoiceId = (cloneId: string): string => `${CLONE_VOICE_PREFIX}${cloneId}`;

/** Clones a user may keep at once, per plan (sold as "Voice cloning"; Business has all Creator has). */
export const VOICE_CLONE_LIMITS: Readonly<Record<'free' | 'creator' | 'business', number>> = {
  free: 0,
  creator: 3,
  business: 10,
};
/** The sample: one recording of 1 to 3 minutes, up to 25 MB. */
export const VOICE_CLONE_MIN_SEC = 60;
export const VOICE_CLONE_MAX_SEC = 180;
export const VOICE_CLONE_MAX_BYTES = 25 * 1024 * 1024;
export const VOICE_CLONE_NAME_MAX = 40;
/** Said to creators when the server has no ElevenLabs key (the README tells the operator which). */
export const VOICE_CLONE_KEY_MESSAGE = 'Cloning your own voice isn’t available on this server yet.';
export const VOICE_CLONE_UPGRADE_MESSAGE =
  'Voice cloning comes with the Creator and Business plans. Upgrade to clone your voice.';
export const VOICE_CLONE_CONSENT_TEXT =
  'This is my own voice, and I consent to Reelsmith sending this recording to ElevenLabs to create a synthetic copy of it that speaks my videos.';
