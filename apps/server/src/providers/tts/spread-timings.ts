import type { WordTiming } from './tts.types.ts';

// Word timings for speech in a language the offline aligner (pocketsphinx, English only) cannot
// follow: each word gets a share of the audio by its letters, plus a little for the gap after it.
// Rough, but a caption lands within a word or two; a server that answers timestamps does better.

const HAN = /\p{Script=Han}/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The written words of `text`: spaced words, and each Chinese character (its punctuation kept). */
export function timedTokens(text: string): string[] {
  const out: string[] = [];
  for (const spaced of text.split(/\s+/).filter(Boolean)) {
    let cur = '';
    for (const { segment } of graphemes.segment(spaced)) {
      if (HAN.test(segment) && cur && /[\p{L}\p{N}]/u.test(cur)) {
        out.push(cur);
        cur = '';
      }
      cur += segment;
    }
    if (cur) {
      // Punctuation alone joins the word before it.
      if (!/[\p{L}\p{N}]/u.test(cur) && out.length) out[out.length - 1] += cur;
      else out.push(cur);
    }
  }
  return out;
}

export function spreadTimings(text: string, durationSec: number): WordTiming[] {
  const tokens = timedTokens(text);
  const weight = (t: string) => [...graphemes.segment(t.replace(/[^\p{L}\p{M}\p{N}]/gu, ''))].length + 1;
  const total = tokens.reduce((s, t) => s + weight(t), 0);
  if (!total || !(durationSec > 0)) return [];
  const out: WordTiming[] = [];
  let t = 0;
  for (const word of tokens) {
    const share = (weight(word) / total) * durationSec;
    out.push({ word, start: t, end: t + share * 0.85 });
    t += share;
  }
  return out;
}
