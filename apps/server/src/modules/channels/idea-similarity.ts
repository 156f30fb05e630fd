// "No idea close to an earlier one" (issue 41): two ideas are close when the words that carry their
// meaning mostly overlap. Token Jaccard over lower-cased words, with filler words and series
// markers ("part 2") left out, so "10 facts about Mars" and "Ten Mars facts (part 2)" are close
// while two frames on one niche ("X: the basics", "X: myths") are not. 0.6 was chosen on the cases in
// idea-similarity.test.ts: the worst distinct pair there scores 0.5, the closest rewording 0.6.

export const IDEA_CLOSE_AT = 0.6;

const STOP = new Set(
  'a about all an and are as at be but did didn don ever every just know most not really t very by can do for from how i if in into is it its my of on or our so than that the their them then there these they this to was we were what when which who why will with you your'.split(
    ' ',
  ),
);
const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
};

export function ideaTokens(idea: string): Set<string> {
  const words = idea
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\(part \d+\)/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !STOP.has(w))
    // A plural and its singular are one word here ("facts" / "fact").
    .map(
      (w) => NUMBER_WORDS[w] ?? (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w),
    );
  return new Set(words);
}

/** |A ∩ B| / |A ∪ B| of the two ideas' words (1 when both have none). */
export function ideaSimilarity(a: string | Set<string>, b: string | Set<string>): number {
  const x = typeof a === 'string' ? ideaTokens(a) : a;
  const y = typeof b === 'string' ? ideaTokens(b) : b;
  if (x.size === 0 && y.size === 0) return 1;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

/**
 * Up to `count` of `candidates`, in order, none close to an earlier idea or to one chosen before it.
 */
export function freshIdeas(candidates: string[], earlier: string[], count: number): string[] {
  const seen = earlier.map(ideaTokens);
  const out: string[] = [];
  for (const idea of candidates) {
    if (out.length >= count) break;
    const t = ideaTokens(idea);
    if (seen.some((s) => ideaSimilarity(t, s) >= IDEA_CLOSE_AT)) continue;
    seen.push(t);
    out.push(idea);
  }
  return out;
}
