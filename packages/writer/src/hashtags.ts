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
  for (const seg of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text.normalize('NFC'))) {
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
