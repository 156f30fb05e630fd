import words from '../data/words.json' with { type: 'json' };
import { readIdea, singularOf } from './idea.ts';
import { isLemma } from '@reelsmith/wordnet';
import type { Script } from './types.ts';

// What a creator would delete, checked on every line a writer hands over: a slot left open, a word
// said twice, a sentence or title that dangles ("… Nobody"), a wrong article, a claim nobody checked
// ("studies show", "the answer is"), a hashtag that is no word ("#moneyhabitsnobody"), and a question
// about the world left without a notice. The creator's own idea, in quotes, is theirs and not judged.

export type AuditCheck =
  'slot' | 'repeat' | 'dangling' | 'article' | 'capital' | 'punctuation' | 'claim' | 'hashtag' | 'notice';

export interface AuditFinding {
  part: string;
  text: string;
  check: AuditCheck;
}

const DANGLING = new Set(words.danglingWords);
const CLAIMS = words.claimPatterns.map((p) => new RegExp(p, 'i'));
const AN_OK = new Set(words.anBeforeConsonant);
const A_OK = new Set(words.aBeforeVowel);

/** The problems in one line of text; `idea` is the quoted idea, which is left out of the checks. */
export function auditLine(line: string, quotedIdea = ''): AuditCheck[] {
  const own = quotedIdea ? line.split(quotedIdea).join('QUOTED') : line;
  const plain = own.replace(/"[^"]*"/g, 'QUOTED');
  const found = new Set<AuditCheck>();
  if (/[{}]/.test(plain) || !plain.trim()) found.add('slot');
  const tokens = plain.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  if (tokens.some((w, i) => i > 0 && w === tokens[i - 1] && w !== 'quoted')) found.add('repeat');
  for (const sentence of plain.split(/(?<=[.!?…])\s+/)) {
    const last = sentence
      .replace(/[\s\p{P}\p{S}]+$/u, '')
      .split(/\s+/)
      .pop()
      ?.toLowerCase();
    if (last && DANGLING.has(last)) found.add('dangling');
    if (!/^[\s\p{P}\p{S}]*(\p{Lu}|\p{N}|QUOTED|\p{Extended_Pictographic})/u.test(sentence))
      found.add('capital');
  }
  for (const m of plain.matchAll(/\b(a|an)\s+([a-z]+)/gi)) {
    const next = m[2].toLowerCase();
    const vowel = /^[aeiou]/.test(next);
    if (m[1].toLowerCase() === 'a' ? vowel && !A_OK.has(next) : !vowel && !AN_OK.has(next))
      found.add('article');
  }
  if (/\s[,.!?]|[,.!?]{2}|\.\s*\.|,$/.test(plain.replace(/\.\.\./g, '…'))) found.add('punctuation');
  if (CLAIMS.some((re) => re.test(plain))) found.add('claim');
  return [...found];
}

/** A hashtag is a real word, the idea's whole phrase, or one of the fixed and filler tags. */
const FILLER_TAGS = new Set([
  ...words.fixedTags,
  ...Object.values(words.vibeTags).flat(),
  ...Object.values(words.toneTags).flat(),
]);

export function realHashtag(tag: string, idea: string): boolean {
  const word = tag.replace(/^#/, '').toLowerCase();
  if (FILLER_TAGS.has(tag) || tag === readIdea(idea).wholeTag) return true;
  if (!/^[a-z]+$/.test(word)) return false;
  // A word, its "-s"/"-es" stem, then compromise's singular ("countries"), which costs a parse: only
  // when the cheap forms are not words.
  const known = (w: string) => (['noun', 'verb', 'adj', 'adv'] as const).some((pos) => isLemma(w, pos));
  return known(word) || known(word.replace(/e?s$/, '')) || known(singularOf(word));
}

/** Every finding in a script written for `idea`: an empty list is a script a creator can post. */
export function auditScript(script: Script, idea: string): AuditFinding[] {
  const reading = readIdea(idea);
  const out: AuditFinding[] = [];
  const lines: Array<[string, string]> = [
    ['hook', script.hook],
    ...script.body.map((b, i): [string, string] => [`body ${i + 1}`, b.text]),
    ['call to action', script.callToAction],
    ['caption', script.caption],
  ];
  for (const [part, text] of lines)
    for (const check of auditLine(text, reading.quoted)) out.push({ part, text, check });
  if (script.title !== reading.title)
    for (const check of auditLine(script.title).filter((c) => c === 'dangling' || c === 'repeat'))
      out.push({ part: 'title', text: script.title, check });
  for (const tag of script.hashtags)
    if (!realHashtag(tag, idea)) out.push({ part: 'hashtags', text: tag, check: 'hashtag' });
  if (reading.asks && !script.notice) out.push({ part: 'notice', text: '', check: 'notice' });
  if (script.notice && /readme/i.test(script.notice))
    out.push({ part: 'notice', text: script.notice, check: 'notice' });
  return out;
}
