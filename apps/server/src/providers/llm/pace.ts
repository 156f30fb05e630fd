// How long a text takes to say: syllables at the voice's rate plus a pause per sentence end. Words
// alone mislead: "octopuses" is four syllables, and a 15 s script has proportionally more pauses.

export interface SpeechPace {
  /** Syllables per second while speaking. */
  syllablesPerSecond: number;
  /** Silence after each sentence (., !, ?, and the ":" of "Step one:"). */
  sentencePauseSec: number;
  /** Fixed time per spoken text (the engine's lead-in and tail silence). */
  utteranceSec: number;
}

/** The spec's 150 words a minute, as a pace (about 1.45 syllables a word, short pauses). */
export const DEFAULT_PACE: SpeechPace = { syllablesPerSecond: 3.74, sentencePauseSec: 0.15, utteranceSec: 0 };

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

/** Estimated seconds to say the text at this pace, without the fixed per-text time. */
export function speechSeconds(text: string, pace: SpeechPace = DEFAULT_PACE): number {
  return countSyllables(text) / pace.syllablesPerSecond + countSentenceEnds(text) * pace.sentencePauseSec;
}
