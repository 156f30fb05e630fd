import nlp from 'compromise';
import { spaced } from './text-shaping.ts';

// Where a caption may break (issue 37 item 4, decision 189). A caption page, and a line inside one, is
// read on its own for about a second: it must not end on a word that only makes sense with the next
// ("the", "to", "if", an adjective before its noun, a number before what it counts, an opening quote)
// nor start with a lone mark. Each gap between two words gets a cost; paging and line layout choose
// the cheapest gaps. Closed word classes are lists; adjective → noun and possessives come from
// compromise's tags on the whole text, so "light" in "a light bulb" and "turn on the light" differ.

/** A gap that reads well: after a comma, dash, colon or closing quote. */
const GOOD = 0;
/** Before a conjunction or relative word: a new clause starts. */
export const CLAUSE = 0.5;
/** Before a preposition, article or opening quote: a new phrase starts. */
export const PHRASE = 1;
/** Any other gap between two words. */
const PLAIN = 3;
/** A word that leads into the next (the, to, if, 5, tiny before habits): never end a line on it. */
export const GLUE = 20;
/** A lone mark ("—", a bare quote) belongs to its neighbour. */
export const LONE = 50;
/** Inside a quotation: a quoted title reads best whole. */
const QUOTED = 4;

const words = (s: string) => new Set(s.split(' '));
const DETERMINERS = words('a an the my your his her its our their some any every each no another such whose');
/** Determiners or pronouns: they lead in only before what they determine ("this habit", not "this is"). */
const DEMONSTRATIVES = words('this that these those');
const PREPOSITIONS = words(
  'to of in on at for with from by about into onto than through as after before between without within during per via across against among behind beyond near toward towards upon like unlike despite',
);
const CONJUNCTIONS = words(
  'and or but nor so yet if because when while although though unless until since whether whereas once whenever wherever',
);
const RELATIVES = words('which who whom where why how what');
/** Words that lean on the next less strongly: ending a line on them reads flat, not wrong. */
const LEANING = words(
  'is are was were be been being am will would can could should shall may might must do does did has have had not never very really just too more most less this that these those',
);
/** A subject pronoun belongs with its verb ("you | find" reads as two fragments). */
const SUBJECTS = words('i you we they he she');
/** A form of "to be": an adverb after it leaves the predicate open ("is still", "are also"). */
const COPULAS = words("is are was were am be been it's that's");
/** Negations: a page ending on one says the opposite of the sentence ("TIRED IS NOT", "FEAR IS NOT"). */
const NEGATIONS = words('not never');
/** Adverb particles: after a verb they complete it ("write down", "look it up"). */
const PARTICLES = words('up down out off in on over back away through forward ahead');
/** The pronouns a phrasal verb takes between its verb and its particle ("look it up", "move you forward"). */
const PARTICLE_OBJECTS = words('it them you me him her us');
/** What a verb takes as its whole object; "that" is left out: "I think | that" starts a clause. */
const OBJECT_PRONOUNS = new Set([...PARTICLE_OBJECTS, 'this', 'these', 'those']);

/** Words compromise may tag as nouns or adjectives that still name nothing ("here", "that"). */
const EMPTY = new Set([
  ...DETERMINERS,
  ...DEMONSTRATIVES,
  ...PREPOSITIONS,
  ...CONJUNCTIONS,
  ...RELATIVES,
  ...LEANING,
  ...SUBJECTS,
  'here',
  'there',
]);

const OPEN_QUOTE = /^["“([]/;
const CLOSE_QUOTE = /["”)\]][^\p{L}\p{N}]*$/u;
/** A word that ends a sentence: its full stop, question or exclamation mark, before any closing quote. */
export const SENTENCE_END = /[.!?\u2026]["\u201D\u2019)\]]*$/;
const SOFT_END = /[.!?…,;:—–\-，。！？、；：]["”’)\]」』）]*$|["”)\]][.,!?;:…]*$/;
const HAS_TEXT = /[\p{L}\p{N}]/u;

/** A word's letters in lower case, without quotes or punctuation around it. */
export function bare(word: string): string {
  return word
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .replace(/[’]/g, "'");
}

/** Leads into the next word: ending a page or line on it reads wrong. */
export function leadsIn(word: string): boolean {
  const b = bare(word);
  return DETERMINERS.has(b) || PREPOSITIONS.has(b) || CONJUNCTIONS.has(b) || RELATIVES.has(b);
}

/** Conjunctions that join two like parts ("who wrote it | and why"); "so" is left out, mostly an adverb. */
const COORDINATING = words('and or but nor yet');

/** Starts a part joined to the one before: a page of it and one word reads as a leftover. */
export function coordinates(word: string): boolean {
  return COORDINATING.has(bare(word));
}

interface WordTags {
  adjective: boolean;
  noun: boolean;
  /** A number or ordinal ("5", "second", "three"). */
  value: boolean;
  verb: boolean;
  adverb: boolean;
  possessive: boolean;
  /** "later", "sooner": said of a verb as often as of a noun. */
  comparative: boolean;
}

/** compromise's tags for each word, found by the words' places in the joined text. */
function tagWords(list: string[]): WordTags[] {
  const text = list.join(' ');
  const starts: number[] = [];
  let at = 0;
  for (const w of list) {
    starts.push(at);
    at += w.length + 1;
  }
  const tags: WordTags[] = list.map(() => ({
    adjective: false,
    noun: false,
    value: false,
    verb: false,
    adverb: false,
    possessive: false,
    comparative: false,
  }));
  const doc = nlp(text).json({ offset: true, text: false, normal: false }) as {
    terms: { tags: string[]; offset: { start: number } }[];
  }[];
  let wi = 0;
  for (const sentence of doc) {
    for (const term of sentence.terms) {
      const s = term.offset.start;
      while (wi + 1 < starts.length && starts[wi + 1]! <= s) wi++;
      const t = tags[wi]!;
      const has = (name: string) => term.tags.includes(name);
      // The last term of a word decides (compromise splits "isn't" and "dog's" into two).
      t.adjective = has('Adjective') && !has('Noun');
      t.noun = has('Noun') && !has('Pronoun');
      t.value = has('Value') && !has('Determiner');
      t.verb = has('Verb');
      t.adverb = has('Adverb');
      t.possessive ||= has('Possessive') && !has('Pronoun');
      t.comparative = has('Comparative');
    }
  }
  return tags;
}

/**
 * Whether the words name something: a noun (not a pronoun), an adjective or a number that is not a
 * closed-class word. "Okay, so", "Me," or "Here it is," say nothing of a video on their own.
 */
export function namesSomething(list: string[]): boolean {
  return tagWords(list).some(
    (t, i) => (t.noun || t.adjective || t.value) && HAS_TEXT.test(list[i]!) && !EMPTY.has(bare(list[i]!)),
  );
}

// Chinese is timed a character at a time (decision 209) and written without spaces, so the words a
// reader sees are found by the segmenter's dictionary: a break inside one ("章|鱼", octopus) reads
// as wrong as one after "the".
const zhWords = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;

/** For each gap after word i: true when it falls inside a Chinese word the segmenter found. */
function insideChineseWords(list: string[]): boolean[] {
  const inside = list.map(() => false);
  if (!list.some((w) => HAN.test(w))) return inside;
  const bounds = new Set<number>();
  for (const { index } of zhWords.segment(list.join(''))) bounds.add(index);
  let at = 0;
  for (let i = 0; i + 1 < list.length; i++) {
    at += list[i]!.length;
    // Only gaps written without a space: spaced words (English inside Chinese) keep their own rules.
    inside[i] = !spaced(list[i]!, list[i + 1]!) && !bounds.has(at);
  }
  return inside;
}

/** A gap with no space in Chinese text: free between words and after punctuation, glued inside a word. */
const unspacedCost = (w: string, next: string, inside: boolean) =>
  (SOFT_END.test(w) ? GOOD : PLAIN) + (inside ? GLUE : 0) + (HAS_TEXT.test(next) ? 0 : LONE);

/**
 * Whether word j is a particle completing a verb just before it, or one "it"/"them" before it: "write
 * down", "look it up". Before its own object (an article, a noun) the same word is a preposition ("put
 * it | in a picture", "believe | in the work"), where a page may break.
 */
function particleAt(list: string[], tags: WordTags[], j: number): boolean {
  if (j < 1 || j >= list.length || !PARTICLES.has(bare(list[j]!))) return false;
  const verb = PARTICLE_OBJECTS.has(bare(list[j - 1]!)) ? j - 2 : j - 1;
  if (verb < 0 || !tags[verb]!.verb || list.slice(verb, j).some((w) => SOFT_END.test(w))) return false;
  const next = list[j + 1];
  if (!next || SOFT_END.test(list[j]!)) return true;
  // Its object: an article, a noun, a number before a noun, or an adjective ("out loud" is one phrase,
  // "ask it | out loud" may break). "Come back later" and "put them away first" keep their particle:
  // compromise tags "later" a comparative and "first" a number.
  const u = tags[j + 1]!;
  const describes = (u.adjective && !u.comparative) || (u.value && tags[j + 2]?.noun === true);
  const object = DETERMINERS.has(bare(next)) || DEMONSTRATIVES.has(bare(next)) || OPEN_QUOTE.test(next);
  return !object && !u.noun && !u.possessive && !describes;
}

/** An adjective saying what a verb makes its object ("makes it easier", "keeps them safe"). */
const describesIt = (t: WordTags | undefined) => !!t && (t.adjective || t.comparative) && !t.noun;

/** For each word, how many quotations the gap after it lies inside (a quoted title: 1). */
export function quoteDepths(list: string[]): number[] {
  let depth = 0;
  return list.map((w) => {
    const markOnly = !HAS_TEXT.test(w);
    const opens = OPEN_QUOTE.test(w) && (markOnly ? depth === 0 : !CLOSE_QUOTE.test(w));
    const closes = CLOSE_QUOTE.test(w) && (markOnly ? depth > 0 : !OPEN_QUOTE.test(w));
    if (opens) depth++;
    else if (closes && depth > 0) depth--;
    return depth;
  });
}

/**
 * The cost of breaking after each word (`costs[i]` is the gap between word i and i + 1; the last is
 * 0). Lower is better; at or above GLUE it reads wrong.
 */
export function breakCosts(list: string[]): number[] {
  const n = list.length;
  if (n === 0) return [];
  const tags = tagWords(list);
  const inside = insideChineseWords(list);
  const depths = quoteDepths(list);
  const costs: number[] = [];
  for (let i = 0; i < n; i++) {
    const w = list[i]!;
    const opens = depths[i]! > (depths[i - 1] ?? 0);
    if (i === n - 1) {
      costs.push(0);
      break;
    }
    const next = list[i + 1]!;
    if (!spaced(w, next)) {
      costs.push(unspacedCost(w, next, inside[i]!));
      continue;
    }
    const b = bare(w);
    const nb = bare(next);
    const pb = i > 0 ? bare(list[i - 1]!) : ''; // the word before: what "still" or "follow-up" follows
    let cost = PLAIN;
    if (SOFT_END.test(w) && !opens) cost = GOOD;
    else if (CONJUNCTIONS.has(nb) || RELATIVES.has(nb) || nb === 'that') cost = CLAUSE;
    else if (DETERMINERS.has(nb) || DEMONSTRATIVES.has(nb) || PREPOSITIONS.has(nb) || OPEN_QUOTE.test(next))
      cost = PHRASE;
    else if (depths[i]! > 0) cost = QUOTED;
    // A lone mark goes with its word: never before a lone comma or dash, never after a lone opening quote.
    if (!HAS_TEXT.test(next) || (opens && !HAS_TEXT.test(w))) cost += LONE;
    else if (SOFT_END.test(w)) {
      // A word with its own comma or closing quote ends its phrase, whatever its class.
    } else if (PREPOSITIONS.has(b) && RELATIVES.has(nb)) {
      // "Start with | what you know": the preposition's object is a whole clause, which reads on its own.
    } else if ((leadsIn(w) && (!tags[i]!.verb || b === 'to')) || opens)
      cost += GLUE; // "like" the verb ends fine; "to" tagged a verb ("have to") still leads into its verb
    else {
      const [t, u] = [tags[i]!, tags[i + 1]!];
      const named = u.noun || u.adjective || u.value; // what comes next is a thing or says which one
      if (DEMONSTRATIVES.has(b) && named)
        cost += GLUE; // "this | habit"
      else if ((/^\d/.test(b) || t.value) && named && !/^\d/.test(nb))
        cost += GLUE; // "5 | tiny habits"
      else if (t.possessive)
        cost += GLUE; // "my dog's | bone"
      else if (t.adjective && named)
        cost += GLUE; // "tiny | habits"
      else if (t.noun && u.noun)
        cost += 8; // "money | habits", "light | bulb"
      else if (SUBJECTS.has(b) && (u.verb || (u.adverb && tags[i + 2]?.verb)))
        cost += GLUE; // "if you | want", "what you | already know": a subject cut from its verb (decision 240)
      else if (t.adverb && u.verb && SUBJECTS.has(pb))
        cost += GLUE; // "you already | know"
      else if (t.adverb && u.verb && !u.noun && tags[i - 1]?.noun)
        cost += 8; // "Small steps still | move you forward": the adverb leans on its verb
      else if (DETERMINERS.has(pb) && u.noun && !u.verb)
        cost += 8; // "Ask a follow-up | question": a noun's modifier after its article, whatever its tag
      else if (particleAt(list, tags, i + 1) || (PARTICLE_OBJECTS.has(nb) && particleAt(list, tags, i + 2)))
        cost += GLUE; // "write | down why", "look it | up", "look | it up": a verb cut from its particle
      else if (
        (t.verb && PARTICLE_OBJECTS.has(nb) && describesIt(tags[i + 2])) ||
        (PARTICLE_OBJECTS.has(b) && tags[i - 1]?.verb && describesIt(u))
      )
        cost += GLUE; // "Practice makes | it easier", "makes it | easier": "PRACTICE MAKES IT" says another thing
      else if ((t.adverb || (t.adjective && DETERMINERS.has(nb))) && COPULAS.has(pb))
        cost += 8; // "Your pace is still | a pace" ("still" tagged an adjective): "IS STILL" reads as not moving
      else if (
        t.verb &&
        !t.noun &&
        !LEANING.has(b) &&
        (DETERMINERS.has(nb) || (OBJECT_PRONOUNS.has(nb) && !tags[i + 2]?.verb))
      )
        // "then take | the next step", "nobody tells | you", "never guess | this." (not "I think | you
        // are"): a verb cut from its object. Half for "this", so "DID YOU KNOW / THIS" still beats
        // "DID / YOU KNOW THIS".
        cost += PARTICLE_OBJECTS.has(nb) || DETERMINERS.has(nb) ? 8 : 4;
      else if (NEGATIONS.has(b) || b.endsWith("n't"))
        cost += GLUE - 2; // "Tired is not | the same": just under GLUE, so a two-line page may still end its first line there
      else if (LEANING.has(b)) cost += 3;
    }
    costs.push(cost);
  }
  return costs;
}
