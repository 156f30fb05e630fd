import { describe, expect, it } from 'vitest';
import { isLemma, lookupNoun } from '../src/wordnet-lookup.ts';

// The index files are searched by bisection over their bytes (decision 044): the first and
// last lemmas, a lemma that is a prefix of another, multi-word lemmas and words outside Latin-1.
describe('WordNet lookup', () => {
  it('finds a noun’s first sense, its synonyms and its broader term', () => {
    expect(lookupNoun('puppy')).toEqual({
      lemma: 'puppy',
      gloss: 'a young dog',
      synonyms: [],
      broader: ['pup', 'whelp'],
    });
    expect(lookupNoun('puppies', 'puppy')?.lemma).toBe('puppy');
    expect(lookupNoun('Ice  Cream')).toMatchObject({
      lemma: 'ice cream',
      synonyms: ['icecream'],
      broader: ['frozen dessert'],
    });
    expect(lookupNoun('zzzz')).toBeUndefined();
  });

  it('knows the lemmas of each part of speech, from the first to the last, and nothing else', () => {
    expect(isLemma("'hood", 'noun')).toBe(true); // the first line after the licence
    expect(isLemma('zyrian', 'noun')).toBe(true); // the last line
    expect(isLemma('zigzag', 'adv')).toBe(true);
    expect(isLemma('zymurgy', 'noun')).toBe(true);
    expect(isLemma('zymurg', 'noun')).toBe(false); // a prefix of a lemma
    expect(isLemma('zymurgyx', 'noun')).toBe(false);
    expect(isLemma('Lose', 'verb')).toBe(true);
    expect(isLemma('lose', 'noun')).toBe(false);
    expect(isLemma('ice_cream', 'noun')).toBe(true);
    expect(isLemma('ice', 'adj')).toBe(false);
    expect(isLemma('', 'noun')).toBe(false);
    expect(isLemma('日本', 'noun')).toBe(false);
  });
});
