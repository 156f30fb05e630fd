import nlp from 'compromise';
import { isLemma } from '@reelsmith/wordnet';

// The kinetic label for a number said in a beat: the number and what it counts ("three hearts" → "3 HEARTS").

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  thousand: 1000,
  million: 1_000_000,
};

/** Words after a number that are not what it counts: joining words, question words, pronouns. */
const NOT_A_UNIT =
  /^(and|or|but|nor|so|the|of|to|in|on|at|by|for|with|from|into|than|then|times|where|when|while|who|whom|which|what|why|how|that|if|you|your|they|them|she|him|her|its|our|his|are|was|were|has|had|will|would|can|could|should|must)$/i;

/** A number said in the text and the word after it: "three hearts" → "3 HEARTS". */
export function numberLabel(
  words: string[],
  /** The beat's words after these (a scene may end mid-phrase: "Four hard | truths"). */
  after: string[] = [],
): { text: string; index: number } | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.toLowerCase().replace(/[^a-z0-9$%.,]/g, '');
    const digits = /^\$?\d[\d,.]*%?$/.test(w) ? w.replace(/[.,]$/, '') : null;
    const n = digits ?? (NUMBER_WORDS[w] !== undefined ? String(NUMBER_WORDS[w]) : null);
    if (!n) continue;
    return { text: `${n}${unitAfter([...words.slice(i), ...after])}`.toUpperCase(), index: i };
  }
  return null;
}

/**
 * What a number counts, as a phrase (`from[0]` is the number): its noun ("3 hearts"), with the words
 * that describe it ("4 hard truths", not "4 hard"). An adjective that a noun does not
 * follow within two words, with no punctuation between, ends the label at the number ("four hard and
 * …"); one that closes the phrase stays ("$50 weekly").
 */
function unitAfter(from: string[]): string {
  // "Step two: Put ..." and "at 40 where ..." have no unit: the number ends its phrase there.
  const clean = (w: string | undefined) => w?.replace(/[^A-Za-z%-]/g, '') ?? '';
  const closes = (w: string) => /[:;,.!?]$/.test(w);
  if (closes(from[0]!)) return '';
  const first = clean(from[1]);
  if (first.length <= 2 || NOT_A_UNIT.test(first)) return '';
  const phrase: string[] = [];
  // Whether the phrase ends the sentence or the beat, rather than running on into other words.
  let closed = false;
  for (let j = 1; j <= 3; j++) {
    if (j >= from.length) {
      closed = true;
      break;
    }
    const word = clean(from[j]);
    if (!word || NOT_A_UNIT.test(word)) break;
    phrase.push(word);
    if (closes(from[j]!)) {
      closed = true;
      break;
    }
  }
  const terms = (
    nlp(`${from[0]} ${phrase.join(' ')}`).json({ terms: { normal: true } }) as {
      terms: { tags: string[] }[];
    }[]
  )
    .flatMap((t) => t.terms)
    .slice(1);
  if (terms.length !== phrase.length || terms[0]!.tags.includes('Noun')) return ` ${first}`;
  // A plural right after a number is what it counts, though compromise reads it as a verb: "three takes
  // on …", "two runs". Not a word WordNet has no noun for ("40 remains": remain).
  if (countedPlural(first)) return ` ${first}`;
  // A verb, adverb or particle counts nothing: "at 40 remains", "30 today", "9 out of 10" show the number.
  if (!terms[0]!.tags.includes('Adjective')) return '';
  const noun = terms.findIndex((t) => t.tags.includes('Noun'));
  if (noun > 0) return ` ${phrase.slice(0, noun + 1).join(' ')}`;
  // The adjective closes the phrase ("$50 weekly."; the beat's last word) or runs on into a non-noun.
  return phrase.length === 1 && closed ? ` ${first}` : '';
}

/** Whether a word after a number is a plural noun (its singular a WordNet noun): "takes", "runs". */
function countedPlural(word: string): boolean {
  const w = word.toLowerCase();
  if (!/[^s]s$/.test(w) || w.length < 4) return false;
  return (
    isLemma(w.slice(0, -1), 'noun') === true || (/es$/.test(w) && isLemma(w.slice(0, -2), 'noun') === true)
  );
}
