// How long a text takes to say: speech units at the voice's rate plus a pause per phrase break. Words
// alone mislead: "octopuses" is four syllables, and a 15 s script has proportionally more pauses.
// A unit is a syllable plus LETTER_WEIGHT a letter: "first" and "next" take twice as long as "a" or
// "the" in flite, and a comma pauses as long as a full stop (on 160 builtin scripts
// spoken by four engine voices this halved the share of estimates more than 6 % off).

/** A letter's share of a speech unit (0.4 fitted on the builtin voices' real durations). */
export const LETTER_WEIGHT = 0.4;

export interface SpeechPace {
  /** Speech units (a syllable plus LETTER_WEIGHT a letter, see countSpeechUnits) per second while speaking. */
  syllablesPerSecond: number;
  /** Silence after each phrase break (., !, ?, ;, ",", "—" and the ":" of "Step one:"). */
  sentencePauseSec: number;
  /** Fixed time per spoken text (the engine's lead-in and tail silence). */
  utteranceSec: number;
}

/**
 * The spec's 150 words a minute, as a pace (about 1.45 syllables and 4.5 letters a word, short pauses;
 * the same estimates as 3.74 syllables a second and 0.15 s a sentence, in today's units).
 */
export const DEFAULT_PACE: SpeechPace = {
  syllablesPerSecond: 8.44,
  sentencePauseSec: 0.117,
  utteranceSec: 0,
};

export function countSyllables(text: string): number {
  let total = 0;
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}']+/u)) {
    if (!raw) continue;
    if (/^\d+$/.test(raw)) {
      total += raw.length * 1.5;
      continue;
    }
    if (!/[a-z]/.test(raw)) {
      total += Math.max(1, raw.length / 2);
      continue;
    }
    const w = raw
      .replace(/'/g, '')
      .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
      .replace(/^y/, '');
    total += Math.max(1, (w.match(/[aeiouy]{1,2}/g) ?? []).length);
  }
  return total;
}

export function countSentenceEnds(text: string): number {
  return (text.match(/[.!?:;]+(\s|$)/g) ?? []).length || 1;
}

/** Phrase breaks the engine pauses at: sentence ends, commas and dashes (a closing quote may follow). */
export function countPauses(text: string): number {
  return (text.match(/[.!?:;,\u2014\u2026]+["'\u201d\u2019)]*(\s|$)/gu) ?? []).length || 1;
}

/**
 * Syllables plus LETTER_WEIGHT a letter: consonant clusters take time ("first" against "a"). A word
 * counts at most 15 letters (a pasted 1,000-letter "word" is not 1,000 letters of speech).
 */
export function countSpeechUnits(text: string): number {
  let letters = 0;
  for (const word of text.match(/\p{L}+/gu) ?? []) letters += Math.min(15, word.length);
  return countSyllables(text) + LETTER_WEIGHT * letters;
}

/** Estimated seconds to say the text at this pace, without the fixed per-text time. */
export function speechSeconds(text: string, pace: SpeechPace = DEFAULT_PACE): number {
  return countSpeechUnits(text) / pace.syllablesPerSecond + countPauses(text) * pace.sentencePauseSec;
}

/**
 * What a voice-over of the text lasts at this pace, the engine's lead-in and tail included, in
 * whole seconds: the one estimate every screen shows (script step, projects, the voices API's pace).
 */
export function spokenSeconds(text: string, pace: SpeechPace = DEFAULT_PACE): number {
  return Math.round(speechSeconds(text, pace) + pace.utteranceSec);
}
