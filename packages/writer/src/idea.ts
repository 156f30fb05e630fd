import nlp from 'compromise';
import words from '../data/words.json' with { type: 'json' };
import { isLemma } from '@reelsmith/wordnet';

// What the offline writer takes from an idea: the idea whole (as typed, as a title, in quotes), the
// nouns compromise tags with confidence (for pictures and hashtags, never for slots in sentences),
// and whether it asks something about the world that the writer cannot answer.

export interface IdeaReading {
  /** As typed: spaces collapsed, double quotes made single so that it can be quoted. */
  typed: string;
  /** The idea as a title: first letter capitalised, a closing full stop dropped. */
  title: string;
  /** The idea in quotes, for the hook and the caption. */
  quoted: string;
  /** A question about the world, or a task whose steps the writer does not know. */
  asks?: 'question' | 'howto';
  /** Real nouns from the idea, singular and lower case, most specific first. */
  nouns: string[];
  /** The same nouns as the idea writes them ("habits"): what a creator tags. */
  tagWords: string[];
  /** The idea squashed into one hashtag when it is short enough to read as one. */
  wholeTag?: string;
}

const VAGUE = new Set(words.vagueNouns);
const PERSONAL = /^(why|how|what|when|where)\s+(i|we|my|our|me|i'm|im|i've)\b/i;
// "When …" opens a situation as often as a question ("When your cat knocks everything off the
// table"): it asks only with a question mark.
const QUESTION = /^(why|how|what|where|who|which|is|are|do|does|did|can|could|should|will|would|was|were)\b/i;

export function readIdea(idea: string): IdeaReading {
  const typed = idea.replace(/\s+/g, ' ').replace(/["“”]/g, "'").trim() || 'My next video';
  const title = typed.charAt(0).toUpperCase() + typed.slice(1).replace(/(?<!\.)\.$/, '');
  const squashed = typed.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '');
  const wordCount = squashed.split(/\s+/).filter(Boolean).length;
  const found = ideaNouns(typed);
  return {
    typed,
    title,
    quoted: `"${typed}"`,
    asks: asksOf(typed),
    nouns: found.map((n) => n.noun),
    tagWords: found.map((n) => n.typed),
    ...(wordCount <= 3 && squashed.replace(/\s/g, '').length <= 20
      ? { wholeTag: `#${squashed.replace(/\s/g, '')}` }
      : {}),
  };
}

function asksOf(typed: string): IdeaReading['asks'] {
  if (/^how\s+to\b/i.test(typed)) return 'howto';
  if (PERSONAL.test(typed)) return undefined;
  return QUESTION.test(typed) || typed.endsWith('?') ? 'question' : undefined;
}

/** Nouns compromise is sure of that WordNet also knows: "3 money habits nobody teaches you" gives money, habit. */
export function confidentNouns(text: string): string[] {
  return ideaNouns(text).map((n) => n.noun);
}

/** confidentNouns with each noun as the text writes it ("habits"), most specific first. */
export function ideaNouns(text: string): Array<{ noun: string; typed: string }> {
  const out: Array<{ noun: string; typed: string }> = [];
  const terms = nlp(text).json({ terms: { normal: true } }) as Array<{
    terms: Array<{ normal: string; tags: string[] }>;
  }>;
  for (const t of terms.flatMap((s) => s.terms)) {
    const tags = new Set(t.tags);
    if (!tags.has('Noun') || ['Pronoun', 'Value', 'Verb', 'Adjective', 'Possessive'].some((x) => tags.has(x)))
      continue;
    const word = t.normal.replace(/[^a-z-]/g, '');
    if (word.length < 3 || VAGUE.has(word)) continue;
    const singular = tags.has('Plural') ? singularOf(word) : word;
    const noun = isLemma(singular, 'noun') ? singular : isLemma(word, 'noun') ? word : undefined;
    if (noun && !VAGUE.has(noun) && !out.some((n) => n.noun === noun)) out.push({ noun, typed: word });
  }
  // The head of a phrase is its last noun: "gas station snack" shows a snack first.
  return out.reverse();
}

/** A plural noun's singular ("countries" → "country"), by compromise; other words as they are. */
export function singularOf(word: string): string {
  return (nlp(word).nouns().toSingular().text() as string) || word;
}
