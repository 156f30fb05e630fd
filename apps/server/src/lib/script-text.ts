import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from '@reelsmith/contracts/languages';
import { FIXED_HASHTAGS } from '@reelsmith/contracts/captions';
import type { Script } from '../providers/llm/llm.types.ts';
import { canonicalText } from './text.ts';

/** Sentences of a narration, keeping their punctuation. */
export function splitSentences(text: string): string[] {
  return (
    (
      text
        .replace(/\s+/g, ' ')
        .trim()
        // Latin, Chinese (。！？), Hindi (the danda ।) and Arabic (؟) sentence ends.
        .match(/[^.!?…。！？।؟]+(?:[.!?…。！？।؟]+["')\]」”]*|$)/g) ?? []
    )
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

/**
 * A Script for narration text the user edited: the generated script's hook and call to action where
 * the text still opens and ends with them (else the first sentence is the hook and there is no call to
 * action), the rest the body; the generated script's title is kept, and its caption and hashtags
 * while the text keeps any of its sentences. Every sentence of the text is in exactly one part, once: the scenes are cut by counting
 * each part's words against the spoken ones, so a call to action counted twice (in the body and again
 * as itself) moved every cut of a create-flow video a word or more early, the first scene's picture
 * arriving over the hook's title card. A new text in another language than English is tagged with
 * its own words, in its own letters (issue 42); English keeps the fixed three.
 */
export function scriptFromText(
  text: string,
  base?: Script | null,
  language: Language = DEFAULT_LANGUAGE,
): Script {
  const sentences = splitSentences(text);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const baseHook = base ? splitSentences(base.hook) : [];
  const hookCount =
    baseHook.length > 1 &&
    baseHook.length < sentences.length &&
    same(sentences.slice(0, baseHook.length), baseHook)
      ? baseHook.length
      : 1;
  const hook = sentences.length ? sentences.slice(0, hookCount).join(' ') : text.trim();
  let body = sentences.slice(hookCount);
  const baseCta = base ? splitSentences(base.callToAction) : [];
  let callToAction = '';
  if (baseCta.length && baseCta.length < body.length + 1 && same(body.slice(-baseCta.length), baseCta)) {
    body = body.slice(0, body.length - baseCta.length);
    callToAction = baseCta.join(' ');
  }
  const keywordsFor = (s: string) =>
    base?.body.find((b) => b.text === s)?.visualKeywords ??
    s
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 4)
      .slice(0, 3);
  // A text that keeps none of the generated script's sentences is a new script (often in another
  // language, issue 42): its caption is its own first line, not the old script's. The title stays:
  // it is the script's name in the library, which the creator sets.
  const baseSentences = new Set(
    base ? splitSentences([base.hook, ...base.body.map((b) => b.text), base.callToAction].join(' ')) : [],
  );
  const kept = sentences.some((s) => baseSentences.has(s)) ? base : null;
  return {
    title: base?.title ?? hook.slice(0, 80),
    hook,
    body: body.map((s) => ({ text: s, visualKeywords: keywordsFor(s) })),
    callToAction,
    narration: sentences.join(' '),
    caption: kept?.caption ?? hook,
    hashtags:
      kept?.hashtags ??
      (language === DEFAULT_LANGUAGE ? [...FIXED_HASHTAGS] : textHashtags(text, LANGUAGE_INFO[language].tag)),
  };
}

// Hashtags for a creator's own script in any language (issue 42): its own words, kept in its own
// letters. No transliteration and no English filler tags: a Spanish video is tagged #montaña, an
// Arabic one #الأنهار, a Chinese one #大海. Words are found by Intl.Segmenter, which splits Chinese
// and Japanese by dictionary; the most repeated and then the longest words are the likeliest to
// carry the subject, since short words are mostly articles and particles in every language.

/** Up to `max` hashtags from the text's own words, each once, in the order they are first used. */
export function textHashtags(text: string, locale: string, max = 5): string[] {
  const words = new Map<string, { count: number; first: number; length: number }>();
  const graphemes = new Intl.Segmenter(locale, { granularity: 'grapheme' });
  let i = 0;
  for (const seg of new Intl.Segmenter(locale, { granularity: 'word' }).segment(canonicalText(text))) {
    if (!seg.isWordLike) continue;
    // Letters with their combining marks (Devanagari vowel signs, Arabic harakat) and digits only.
    const word = seg.segment.toLocaleLowerCase(locale).replace(/[^\p{L}\p{M}\p{N}]/gu, '');
    if (!/\p{L}/u.test(word)) continue;
    const length = [...graphemes.segment(word)].length;
    // Shortest kept: a Chinese or Japanese word of two characters, a Devanagari one of three
    // syllables (a grapheme is a whole akshara), else four letters.
    const shortest = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word)
      ? 2
      : /\p{Script=Devanagari}/u.test(word)
        ? 3
        : 4;
    if (length < shortest) continue;
    const seen = words.get(word);
    if (seen) seen.count++;
    else words.set(word, { count: 1, first: i++, length });
  }
  const picked = [...words.entries()]
    .sort(([, a], [, b]) => b.count - a.count || b.length - a.length || a.first - b.first)
    .slice(0, max)
    .sort(([, a], [, b]) => a.first - b.first);
  return picked.map(([word]) => `#${word}`);
}
