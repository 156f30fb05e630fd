import { createRequire } from 'node:module';
import type { CaptionPage } from './captions.ts';

// Colour emoji next to the captions, chosen from the page's own words. The caption layer
// (caption-layer.ts) draws them with Noto Color Emoji above the page, dropping in as the page appears.

const require = createRequire(import.meta.url);

const STOP = new Set(
  'this that with from your have what when will they them then than there their about just like into over only some very more most make made also been were here know need want because'.split(
    ' ',
  ),
);

let index: Map<string, string> | null = null;

/**
 * word → emoji by the emoji's own one-word name only (emojilib's first keyword: rocket, brain, octopus).
 * Its looser keywords gave odd pairs such as "today" → 🆕, so they are not used.
 */
function keywordIndex(): Map<string, string> {
  if (index) return index;
  const lib = require('emojilib') as Record<string, string[]>;
  const map = new Map<string, string>();
  for (const [emoji, words] of Object.entries(lib)) {
    const name = words[0];
    if (name && !name.includes('_') && !map.has(name)) map.set(name, emoji);
  }
  index = map;
  return map;
}

export function emojiForWord(word: string): string | undefined {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length < 4 || STOP.has(w)) return undefined;
  const map = keywordIndex();
  return (
    map.get(w) ??
    (w.endsWith('s')
      ? (map.get(w.slice(0, -1)) ?? (w.endsWith('es') ? map.get(w.slice(0, -2)) : undefined))
      : undefined)
  );
}

/** Marks some pages with an emoji: a page whose words name one, at most one every `minGapSec`. */
export function assignEmoji(pages: CaptionPage[], minGapSec = 2.5): CaptionPage[] {
  let last = -Infinity;
  return pages.map((p) => {
    if (p.start - last < minGapSec) return p;
    for (const w of p.words) {
      const e = emojiForWord(w.word);
      if (e) {
        last = p.start;
        return { ...p, emoji: e };
      }
    }
    return p;
  });
}
