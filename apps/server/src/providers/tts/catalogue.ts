import type { SpeechPace } from '@reelsmith/writer/pace';

// The spec's 21 voices (5 female, 15 male, 1 character) and how the builtin offline engine speaks each.
// Debian ships four usable flite voices (slt female US, rms and kal16 male US, awb male Scottish), so
// every catalogue voice gets its own pitch (mean and spread, Hz) and speaking rate on top of one of them.

import type { VoiceAccent, VoiceCategory, VoiceGender, VoiceId } from '@reelsmith/contracts/voices';

export type FliteVoice = 'slt' | 'rms' | 'awb' | 'kal16';

export interface BuiltinVoiceSettings {
  engineVoice: FliteVoice;
  /** Target mean pitch in Hz. */
  f0Mean: number;
  /** Pitch spread in Hz: small is flat and calm, large is lively. */
  f0Stddev: number;
  /** Duration stretch: below 1 speaks faster, above 1 slower. */
  stretch: number;
  /** Measured pace on builtin scripts (`npm run cli -- measure-voices`); the writer fits lengths to it. */
  pace: SpeechPace;
}

export interface CatalogueVoice {
  id: string;
  name: string;
  gender: VoiceGender;
  description: string;
  accent: VoiceAccent;
  tone: string;
  category: VoiceCategory;
  mood: string;
  builtin: BuiltinVoiceSettings;
}

/** The spec derives the category from the tone; anything unrecognised is Professional. */
export function categoryForTone(tone: string): VoiceCategory {
  const t = tone.toLowerCase();
  if (/(character|quirky|whims|playful|unique|eccentric)/.test(t)) return 'Unique';
  if (/(energetic|upbeat|excited|hype|intense|bold|lively)/.test(t)) return 'Energetic';
  if (/(educat|informative|clear|explain|articulate|narrat)/.test(t)) return 'Educational';
  if (/(casual|friendly|relaxed|warm|conversational|chill)/.test(t)) return 'Casual';
  return 'Professional';
}

type Row = Omit<CatalogueVoice, 'category'>;
const v = (
  id: VoiceId,
  gender: CatalogueVoice['gender'],
  accent: VoiceAccent,
  tone: string,
  mood: string,
  description: string,
  builtin: BuiltinVoiceSettings,
): Row => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  gender,
  accent,
  tone,
  mood,
  description,
  builtin,
});
const s = (
  engineVoice: FliteVoice,
  f0Mean: number,
  f0Stddev: number,
  stretch: number,
  pace: [syllablesPerSecond: number, sentencePauseSec: number, utteranceSec: number],
): BuiltinVoiceSettings => ({
  engineVoice,
  f0Mean,
  f0Stddev,
  stretch,
  pace: { syllablesPerSecond: pace[0], sentencePauseSec: pace[1], utteranceSec: pace[2] },
});

const ROWS: Row[] = [
  v(
    'rachel',
    'female',
    'American',
    'Calm',
    '😌',
    'Calm, composed young woman; a clear default narrator.',
    s('slt', 175, 22, 1.0, [11.806, 0.293, 0.652]),
  ),
  v(
    'sarah',
    'female',
    'American',
    'Friendly',
    '😊',
    'Soft, friendly voice, great for lifestyle and how-tos.',
    s('slt', 195, 28, 0.97, [12.17, 0.284, 0.632]),
  ),
  v(
    'charlotte',
    'female',
    'British',
    'Articulate',
    '🎩',
    'Poised and articulate, suits explainers.',
    s('slt', 165, 18, 1.06, [11.139, 0.311, 0.692]),
  ),
  v(
    'alice',
    'female',
    'British',
    'Confident',
    '💼',
    'Confident and crisp, news-presenter energy.',
    s('slt', 185, 20, 0.93, [12.692, 0.272, 0.606]),
  ),
  v(
    'matilda',
    'female',
    'American',
    'Warm',
    '🌼',
    'Warm and gentle, for stories and reflection.',
    s('slt', 160, 30, 1.1, [10.734, 0.322, 0.717]),
  ),
  v(
    'josh',
    'male',
    'American',
    'Energetic',
    '⚡',
    'Young, upbeat and quick; made for hooks.',
    s('rms', 125, 26, 0.88, [11.091, 0.197, 0.076]),
  ),
  v(
    'antoni',
    'male',
    'American',
    'Well-rounded',
    '🎙️',
    'Well-rounded, smooth narrator.',
    s('rms', 105, 14, 1.0, [9.762, 0.223, 0.085]),
  ),
  v(
    'adam',
    'male',
    'American',
    'Deep',
    '🗿',
    'Deep, steady voice with authority.',
    s('rms', 88, 10, 1.05, [9.298, 0.234, 0.09]),
  ),
  v(
    'sam',
    'male',
    'American',
    'Raspy',
    '🔥',
    'Raspy and intense, for bold takes.',
    s('kal16', 100, 20, 0.92, [13.231, 0.327, 0.036]),
  ),
  v(
    'drew',
    'male',
    'American',
    'Informative',
    '📚',
    'Clear and informative; a go-to for education.',
    s('kal16', 110, 16, 1.0, [12.173, 0.355, 0.041]),
  ),
  v(
    'clyde',
    'male',
    'American',
    'Gravelly',
    '🤠',
    'Gravelly, seasoned storyteller.',
    s('kal16', 90, 12, 1.08, [11.272, 0.384, 0.044]),
  ),
  v(
    'dave',
    'male',
    'British',
    'Conversational',
    '☕',
    'Relaxed and conversational, chats like a friend.',
    s('rms', 115, 22, 0.98, [9.961, 0.219, 0.084]),
  ),
  v(
    'fin',
    'male',
    'Irish',
    'Lively',
    '🍀',
    'Lively, sea-shanty cheer.',
    s('awb', 120, 30, 0.95, [11.468, 0.241, 0.024]),
  ),
  v(
    'giovanni',
    'male',
    'Italian',
    'Expressive',
    '🍝',
    'Expressive and melodic, with flair.',
    s('rms', 118, 34, 1.02, [9.571, 0.228, 0.086]),
  ),
  v(
    'arnold',
    'male',
    'American',
    'Bold',
    '💪',
    'Crisp, bold and punchy, gym-motivation style.',
    s('kal16', 95, 24, 0.9, [13.53, 0.32, 0.037]),
  ),
  v(
    'thomas',
    'male',
    'American',
    'Calm',
    '🧘',
    'Calm and measured, for meditation and facts.',
    s('rms', 98, 8, 1.12, [8.717, 0.25, 0.097]),
  ),
  v(
    'charlie',
    'male',
    'Australian',
    'Casual',
    '🏄',
    'Casual and laid-back, natural and easygoing.',
    s('awb', 108, 22, 0.98, [11.118, 0.249, 0.026]),
  ),
  v(
    'george',
    'male',
    'British',
    'Narration',
    '📖',
    'Warm, raspy narrator for stories and documentaries.',
    s('awb', 96, 16, 1.06, [10.281, 0.269, 0.029]),
  ),
  v(
    'callum',
    'male',
    'Scottish',
    'Intense',
    '🏴',
    'Hoarse and intense, for drama and thrillers.',
    s('awb', 102, 26, 0.94, [11.59, 0.238, 0.026]),
  ),
  v(
    'liam',
    'male',
    'American',
    'Articulate',
    '🎯',
    'Young and articulate, for clear explainers.',
    s('kal16', 120, 18, 0.96, [12.68, 0.341, 0.04]),
  ),
  v(
    'mimi',
    'character',
    'Unique',
    'Playful character',
    '🧚',
    'Childlike, playful character voice for memes and comedy.',
    s('slt', 290, 45, 0.9, [13.114, 0.264, 0.586]),
  ),
];

export const VOICE_CATALOGUE: readonly CatalogueVoice[] = ROWS.map((r) => ({
  ...r,
  category: categoryForTone(r.tone),
}));

export const DEFAULT_VOICE_ID = 'rachel';

export function findVoice(id: string): CatalogueVoice | undefined {
  return VOICE_CATALOGUE.find((voice) => voice.id === id.toLowerCase());
}
