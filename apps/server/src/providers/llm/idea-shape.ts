import nlp from 'compromise';
import { memoByString } from '../../lib/memo.ts';

// What shape an idea has, and its own words as whole, grammatical phrases (decision 023):
//   claim     "Why bees dance to share directions", "How volcanoes form", "Why Mondays feel so long"
//   howto     "How to wake up at 5am", "Why you should start before you are ready"
//   list      "3 budgeting mistakes", "5 signs your plant needs water"
//   versus    "my dog vs the vacuum", "Cats vs cucumbers"
//   scenario  "cat knocks coffee off desk", "My cat hates Mondays", "when the wifi goes down",
//             "Me trying to assemble IKEA furniture" (first person)
//   topic     anything else: a thing or an activity ("Black holes", "Public speaking")
// A telegraphic idea ("cat knocks coffee off desk") gets its articles back ("the cat knocks the
// coffee off the desk"): a bare singular noun is never dropped into a sentence.

export type ShapeKind = 'claim' | 'howto' | 'list' | 'versus' | 'scenario' | 'topic';

export interface Clause {
  /** The doer with its article: "the cat", "bees", "my dog", "I". */
  subj: string;
  plural: boolean;
  firstPerson: boolean;
  /** The rest of the clause in four forms: "knocks the coffee off the desk", "knock ...", "knocking ...", "knocked ...". */
  pres: string;
  inf: string;
  ing: string;
  past: string;
  /** The predicate is the verb alone ("volcanoes form", "cats purr"): said back, it adds nothing. */
  bareVerb: boolean;
}

export interface IdeaShape {
  kind: ShapeKind;
  /** "why" or "how" for a claim. */
  asks?: 'why' | 'how';
  clause?: Clause;
  /** How-to: the task, infinitive and gerund ("wake up at 5am", "waking up at 5am"). */
  task?: { inf: string; ing: string };
  /** List: the count as a word and the items ("three", "budgeting mistakes"). */
  list?: { n: number; count: string; items: string };
  versus?: { a: string; b: string };
  /** What the idea says about a gerund doer ("pays off" in "Why saving money in your twenties pays off"). */
  verdict?: string;
  /** Who the idea is for ("founders" in "Monday motivation for founders"). */
  audience?: string;
  /** A topic that is an activity as written ("running your first marathon"). */
  activity?: string;
  /** Noun phrases a sentence may name, with articles: subject first. */
  things: Array<{ text: string; plural: boolean }>;
}

/** Numbers as spoken, by value (the writer counts steps and lists with them). */
export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
];
const DETERMINERS = new Set(
  'the a an my your our their his her its this that these those some every each no any me'.split(' '),
);

interface Term {
  text: string;
  tags: Set<string>;
}

// The tagger's words for a text, remembered; each caller gets its own terms (some retag them).
const taggedWords = memoByString((text: string) => {
  const json = nlp(text).json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>;
  return json.flatMap((s) => s.terms.map((t) => ({ text: t.text, tags: t.tags })));
});

function termsOf(text: string): Term[] {
  return taggedWords(text).map((t) => ({ text: t.text, tags: new Set(t.tags) }));
}

const isNoun = (t: Term) => t.tags.has('Noun') && !t.tags.has('Pronoun') && !t.tags.has('Possessive');
// Said without an article even when singular: "coffee", "bread", "money".
const MASS_NOUNS = new Set(
  (
    'coffee tea water milk bread pizza money music food rice chocolate wine beer juice sugar salt ice snow rain ' +
    'love time sleep work furniture homework traffic weather crypto sourdough pasta cheese soup fruit exercise ' +
    'cardio yoga art math science history english french spanish code software stuff advice news information ' +
    'prep management planning training parenting budgeting marketing research health fitness productivity ' +
    // Foods and drinks said bare: "obsessed with matcha", "I love ramen" (031, session 8).
    'matcha ramen sushi tofu kombucha oatmeal cereal yogurt honey broccoli spinach kale lettuce bacon garlic ' +
    // Session 11: "Why pineapple hurts your tongue".
    'pineapple mango watermelon avocado basil'
  ).split(' '),
);
export const isMassNoun = (word: string) => MASS_NOUNS.has(word.toLowerCase());

/** A singular thing that needs an article: not a name, a mass noun, a number or a weekday. */
const needsArticle = (t: Term, massToo = false) =>
  isNoun(t) &&
  t.tags.has('Singular') &&
  !/^(ProperNoun|Uncountable|Value|Date|Acronym|Person|Place|Organization)$/.test(
    [...t.tags].find((x) =>
      /^(ProperNoun|Uncountable|Value|Date|Acronym|Person|Place|Organization)$/.test(x),
    ) ?? '',
  ) &&
  /^[a-z]/.test(t.text) &&
  (massToo || !isMassNoun(t.text));

/** Adds "the" before each bare singular noun phrase of a telegraphic phrase ("coffee off desk"). */
export function withArticles(words: Term[], massToo = false): string {
  const out: string[] = [];
  words.forEach((t, i) => {
    const prev = words[i - 1];
    const startsPhrase =
      !prev || prev.tags.has('Verb') || prev.tags.has('Preposition') || prev.tags.has('Conjunction');
    // The phrase's head is its last noun: "coffee mug" takes "the" before "coffee".
    let j = i;
    while (words[j + 1] && isNoun(words[j + 1]!)) j++;
    const head = words[j]!;
    // "electric car": an adjective can open the phrase too.
    const opensPhrase = isNoun(t) || (t.tags.has('Adjective') && !!words[i + 1] && isNoun(words[i + 1]!));
    // "at night", "to bed", "at home": English says these bare after their preposition (031, session 8).
    const bareAfter =
      /^(at|by|to|from)$/i.test(prev?.text ?? '') &&
      /^(night|midnight|noon|dawn|dusk|bed|home|school|church|college|work)$/i.test(t.text);
    if (
      startsPhrase &&
      opensPhrase &&
      !bareAfter &&
      !DETERMINERS.has(t.text.toLowerCase()) &&
      needsArticle(head, massToo)
    )
      out.push('the');
    out.push(t.text);
  });
  return out.join(' ');
}

function conjugate(verb: string): { inf: string; pres: string; ing: string; past: string } {
  const c = (nlp(verb).verbs().conjugate()[0] ?? {}) as Record<string, string | undefined>;
  const inf = (c.Infinitive ?? verb).toLowerCase();
  return {
    inf,
    pres: c.PresentTense ?? `${inf}s`,
    ing: c.Gerund ?? `${inf}ing`,
    past: c.PastTense ?? `${inf}ed`,
  };
}

/** "trying" → "try" (compromise reads a lone gerund best in a sentence). */
function gerundRoot(gerund: string): string {
  const v = (nlp(`I was ${gerund} it`).verbs().json() as Array<{ verb?: { infinitive?: string } }>)[0];
  return v?.verb?.infinitive || gerund.replace(/ing$/, '');
}

const IRREGULAR_PRES: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };

/** Subject + verb + rest, when the text is one plain clause with a noun (or "I"/"me") as its doer. */
export function parseClause(text: string, asked = false): Clause | undefined {
  const words = termsOf(text);
  let v = words.findIndex((t) => t.tags.has('Verb') && !t.tags.has('Particle') && !t.tags.has('Auxiliary'));
  // "Why cats purr": a question about a doer has a verb, even where the tagger saw a noun.
  if (v < 0 && asked) {
    const at = words.findIndex((t, i) => i > 0 && isNoun(words[i - 1]!) && words[i - 1]!.tags.has('Plural'));
    if (at > 0 && isNoun(words[at]!) && nlp(`they ${words[at]!.text}`).has('#Verb')) {
      words[at]!.tags = new Set(['Verb', 'PresentTense', 'Infinitive']);
      v = at;
    }
  }
  // "How airplanes stay in the air": the tagger reads a plural doer as a verb when a verb follows it.
  if (v === 0 && asked && words.length > 2 && /s$/i.test(words[0]!.text) && words[1]!.tags.has('Verb')) {
    words[0]!.tags = new Set(['Noun', 'Plural']);
    v = 1;
  }
  // "the group chat goes silent": a "verb" followed by the real verb is a noun.
  if (
    v > 0 &&
    words[v + 1]?.tags.has('Verb') &&
    !words[v + 1]!.tags.has('Particle') &&
    !words[v]!.tags.has('Gerund')
  )
    v += 1;
  if (v <= 0) return undefined;
  // "Photosynthesis explained" is a title, not a clause.
  if (/^(explained|explains|simplified|101|basics)$/i.test(words[v]!.text)) return undefined;
  // Adverbs between the doer and the verb ("honey never spoils") belong to the predicate.
  let s = v;
  while (s > 0 && (words[s - 1]!.tags.has('Adverb') || words[s - 1]!.tags.has('Negative'))) s--;
  const subjWords = words.slice(0, s);
  if (
    !subjWords.length ||
    subjWords.some((t, i) => (t.tags.has('Verb') && i !== v - 1) || t.tags.has('Preposition')) ||
    subjWords.some((t) => /^(that|which|who|whose|when|where)$/i.test(t.text)) ||
    // "The night I got lost in Paris": a clause inside the doer ("I got") is no doer (031, session 8).
    subjWords.some((t, i) => i > 0 && /^(i|we|you|he|she|they)$/i.test(t.text)) ||
    /^to$/i.test(subjWords.at(-1)?.text ?? '')
  )
    return undefined;
  // The word re-read as a noun above is part of the doer.
  for (const t of subjWords) if (t.tags.has('Verb')) t.tags.add('Noun');
  const pronoun = subjWords.length === 1 ? subjWords[0]!.text.toLowerCase() : '';
  const firstPerson = pronoun === 'me' || pronoun === 'i';
  if (!firstPerson && (!subjWords.some(isNoun) || /^(we|you|they|it|he|she|people|there)$/.test(pronoun)))
    return undefined;
  const verb = words[v]!;
  // "Me trying to...": a gerund after "me" is the first person's own action.
  if (verb.tags.has('Gerund') && !firstPerson) return undefined;
  if (!firstPerson && !verb.tags.has('PresentTense') && !verb.tags.has('PastTense')) return undefined;
  const adverbs = words.slice(s, v).map((t) => t.text.toLowerCase());
  const rest = words.slice(v + 1);
  const telegraphic = !words.some((t) => DETERMINERS.has(t.text.toLowerCase()) || t.tags.has('Possessive'));
  // "Brooklyn thrift shops", "Lisbon tram rides", "Tokyo ramen shops at midnight": a place's name and a
  // common noun before a plural noun name a kind of place or thing, not "the Brooklyn thrift" that shops
  // (session 14). Only with nothing after the verb but a place or time ("at midnight").
  if (
    !firstPerson &&
    telegraphic &&
    !adverbs.length &&
    subjWords.length >= 2 &&
    subjWords[0]!.tags.has('ProperNoun') &&
    !subjWords.at(-1)!.tags.has('ProperNoun') &&
    /[^s]s$/i.test(verb.text) &&
    nlp(`the ${verb.text}`).nouns().isPlural().found &&
    (!rest.length || /^(at|in|on|near|after|before|during|around|of)$/i.test(rest[0]!.text))
  )
    return undefined;
  // In a scene, "coffee" is the coffee on that desk.
  const restText = telegraphic ? withArticles(rest, true) : rest.map((t) => t.text).join(' ');
  const subjText =
    telegraphic && !firstPerson ? withArticles(subjWords) : subjWords.map((t) => t.text).join(' ');
  const plural =
    !firstPerson &&
    subjWords.some((t) => t.tags.has('Plural')) &&
    !subjWords.some((t) => t.tags.has('Uncountable'));
  const f = conjugate(verb.tags.has('Gerund') ? gerundRoot(verb.text) : verb.text);
  // "dogs are better than cats", never "dogs be".
  const pres =
    f.inf === 'be'
      ? firstPerson
        ? 'am'
        : plural
          ? 'are'
          : 'is'
      : plural || firstPerson
        ? f.inf
        : (IRREGULAR_PRES[f.inf] ?? f.pres);
  const join = (vform: string) => [...adverbs, vform, restText].filter(Boolean).join(' ');
  return {
    subj: firstPerson
      ? 'I'
      : subjWords[0]!.tags.has('ProperNoun') || subjWords[0]!.tags.has('Date')
        ? subjText
        : lowerFirst(subjText),
    plural,
    firstPerson,
    pres: join(pres),
    inf: join(f.inf),
    ing: join(f.ing),
    // "cats were smarter than dogs", not "cats was".
    past: join(f.inf === 'be' && plural ? 'were' : f.past),
    bareVerb: !adverbs.length && !restText,
  };
}

const lowerFirst = (s: string) =>
  /^\p{Lu}\p{Ll}/u.test(s) && !/^(I|IKEA)\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/** A noun phrase with an article when it needs one: "vacuum" → "the vacuum", "cats" stays. */
export function nounPhrase(text: string, asTyped = false): { text: string; plural: boolean } {
  const words = termsOf(text);
  const plural =
    nlp(text).nouns().isPlural().found ||
    (words.length === 1 && /[^s]s$/i.test(words[0]!.text) && !words[0]!.tags.has('Singular'));
  const telegraphic = !words.some((t) => DETERMINERS.has(t.text.toLowerCase()) || t.tags.has('Possessive'));
  const phrase = telegraphic ? withArticles(words) : words.map((t) => t.text).join(' ');
  const proper = asTyped || words[0]?.tags.has('ProperNoun') || words[0]?.tags.has('Date');
  return { text: proper ? phrase : lowerFirst(phrase), plural };
}

function countOf(word: string): number | undefined {
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase());
  return n >= 2 && n <= 12 ? n : undefined;
}

// Writing one script asks for its idea's shape a dozen times, and every vibe, seed and length again.
export const analyzeShape: (idea: string) => IdeaShape = memoByString(analyzeShapeUncached, 512);

function analyzeShapeUncached(idea: string): IdeaShape {
  const clean = idea
    .replace(/^\s*pov\s*[:-]\s*/i, '')
    .replace(/[^\p{L}\p{N}\s'’&+-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const lower = clean.toLowerCase();
  const base: IdeaShape = { kind: 'topic', things: [] };
  if (!/^[\p{Script=Latin}\p{N}\s'’&+-]+$/u.test(clean) || !clean) return base;
  const audience =
    /\bfor (beginners|founders|students|parents|kids|teens|creators|runners|writers|teachers|nurses|developers|moms|dads|introverts|busy people|\w+ers)$/i.exec(
      clean,
    )?.[1];
  if (audience) base.audience = audience.toLowerCase();

  // "The best way to learn guitar", "5 ways to save" are how-tos too.
  const howto =
    /^(?:how to|(?:the )?(?:\w+est )?ways? to|why you should|you should|how i|why i)\s+(.+)$/i.exec(
      clean,
    )?.[1];
  if (howto && /^(how to|why you should|you should|(the )?(\w+est )?ways? to)\b/i.test(lower)) {
    const words = termsOf(howto);
    if (words[0] && !words[0].tags.has('Pronoun')) {
      const f = conjugate(words[0].text);
      const rest = words
        .slice(1)
        .map((t) => t.text)
        .join(' ');
      const task = {
        inf: [f.inf, rest].filter(Boolean).join(' '),
        ing: [f.ing, rest].filter(Boolean).join(' '),
      };
      return { ...base, kind: 'howto', task, things: thingsIn(howto) };
    }
  }

  // "Learn Spanish in 30 days", "Stop scrolling and start reading": an imperative is a how-to.
  const imperative = termsOf(clean);
  if (
    imperative.length >= 2 &&
    imperative[0]!.tags.has('Imperative') &&
    !imperative[0]!.tags.has('Noun') &&
    !/^(be|let|please)$/i.test(imperative[0]!.text)
  ) {
    const verbs = imperative.map(
      (t, i) =>
        i === 0 ||
        (imperative[i - 1]!.text.toLowerCase() === 'and' && t.tags.has('Infinitive') && !t.tags.has('Noun')),
    );
    const form = (kind: 'inf' | 'ing') =>
      imperative.map((t, i) => (verbs[i] ? conjugate(t.text)[kind] : t.text)).join(' ');
    return {
      ...base,
      kind: 'howto',
      task: { inf: form('inf'), ing: form('ing') },
      things: thingsIn(clean),
    };
  }

  // "Why saving money in your twenties pays off": the doer is the viewer's own activity, so the
  // idea is a how-to ("save money in your twenties") with a verdict ("pays off"), not a clause.
  const gerundClaim = /^(?:why|how come)\s+(\w+ing\b.+)$/i.exec(clean)?.[1];
  if (gerundClaim) {
    const words = termsOf(gerundClaim);
    const v = words.findIndex(
      (t, i) =>
        i > 0 &&
        (t.tags.has('PresentTense') || t.tags.has('Copula')) &&
        !t.tags.has('Gerund') &&
        !t.tags.has('Particle') &&
        !t.tags.has('Infinitive'),
    );
    const copula = words.findIndex(
      (t, i) => i > 0 && /^(is|are|was|makes|pays|beats|matters|works|helps|changes|feels)$/i.test(t.text),
    );
    const at = v > 0 ? v : copula;
    if (at > 0 && (words[0]!.tags.has('Gerund') || /ing$/i.test(words[0]!.text))) {
      const doer = words.slice(0, at).map((t) => t.text);
      const f = conjugate(gerundRoot(doer[0]!.toLowerCase()));
      const rest = doer.slice(1).join(' ');
      return {
        ...base,
        kind: 'howto',
        task: { inf: [f.inf, rest].filter(Boolean).join(' '), ing: [f.ing, rest].filter(Boolean).join(' ') },
        verdict: words
          .slice(at)
          .map((t) => t.text)
          .join(' '),
        things: thingsIn(doer.join(' ')),
      };
    }
  }

  const listM = /^(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(.+)$/i.exec(clean);
  const n = listM ? countOf(listM[1]!) : undefined;
  if (listM && n) {
    const items = listM[2]!;
    const head = termsOf(items);
    if (head.some(isNoun) && !head[0]?.tags.has('Preposition'))
      return {
        ...base,
        kind: 'list',
        list: { n, count: NUMBER_WORDS[n]!, items: items.charAt(0).toLowerCase() + items.slice(1) },
        things: thingsIn(items),
      };
  }

  const vs = /^(.+?)\s+(?:vs\.?|versus|against)\s+(.+)$/i.exec(clean);
  if (vs) {
    // "Tesla vs Toyota": a creator who capitalises the second name meant the first as a name too.
    const a = nounPhrase(vs[1]!, /^\p{Lu}/u.test(vs[2]!));
    const b = nounPhrase(vs[2]!, /^\p{Lu}/u.test(vs[2]!));
    return { ...base, kind: 'versus', versus: { a: a.text, b: b.text }, things: [a, b] };
  }

  // "Why do cats sleep so much" asks about "cats sleep so much": the inverted "do" is no part of it (031, session 8).
  const asked = /^(why|how)\s+(?:come\s+)?(?:do\s+(?!(?:i|we|you|they|people|it)\b))?(.+)$/i.exec(clean);
  if (asked && !/^(is|are|was|were|do|does|did|can|could|should|would|will|to|i)\b/i.test(asked[2]!)) {
    const clause = parseClause(asked[2]!, true);
    // "How Oprah built her empire": a capital typed mid-idea is a name the tagger may not know; kept
    // unless the whole idea is in Title Case ("How Volcanoes Form") (session 15).
    const typedCap = /^\p{Lu}/u.exec(asked[2]!)?.[0];
    if (clause && typedCap && /(^|\s)\p{Ll}/u.test(clean) && clause.subj.startsWith(typedCap.toLowerCase()))
      clause.subj = typedCap + clause.subj.slice(1);
    if (clause && !clause.firstPerson)
      return {
        ...base,
        kind: 'claim',
        asks: asked[1]!.toLowerCase() as 'why' | 'how',
        clause,
        // "three hearts" is one of the idea's things too (for the vibes that talk about things).
        things: [{ text: clause.subj, plural: clause.plural }, ...(clause.bareVerb ? [] : objectsOf(clause))],
      };
  }

  const first = termsOf(clean)[0];
  if (
    first &&
    /ing$/i.test(first.text) &&
    (first.tags.has('Gerund') || first.tags.has('Verb')) &&
    clean.split(' ').length <= 7
  )
    base.activity = lowerFirst(clean);

  // "How I paid off my student loans" is the creator's own story: a first-person scene.
  const scene =
    /^(?:when|pov|if|how|why)\s+(?=i\b)(.+)$/i.exec(clean)?.[1] ??
    /^(?:when|pov|if)\s+(.+)$/i.exec(clean)?.[1] ??
    clean;
  const clause = scene.split(/\s+/).length <= 10 ? parseClause(scene) : undefined;
  if (clause && (!/^(why|how|what|who|where|is|are|do|does)\b/i.test(lower) || /^(how|why) i\b/i.test(lower)))
    return {
      ...base,
      kind: 'scenario',
      clause,
      things: clause.firstPerson
        ? thingsIn(clause.inf)
        : [{ text: clause.subj, plural: clause.plural }, ...objectsOf(clause)],
    };
  return base;
}

/**
 * The things a clause's predicate names, without its verb: the tagger reads "knock things" and "tilt"
 * as nouns, and "I gave knock things one more try" followed (decision 031).
 */
function objectsOf(clause: Clause): Array<{ text: string; plural: boolean }> {
  const verbs = new Set(
    [clause.inf, clause.pres, clause.past].map((v) => v.split(' ')[0]!.toLowerCase()).filter(Boolean),
  );
  return thingsIn(clause.pres).filter((t) => !verbs.has(t.text.split(' ')[0]!.toLowerCase()));
}

/** Noun phrases of a phrase, with articles ("IKEA furniture", "the gym"). */
function thingsIn(phrase: string): Array<{ text: string; plural: boolean }> {
  const chunks = nlp(phrase).nouns().out('array') as string[];
  const telegraphic = !termsOf(phrase).some(
    (t) => DETERMINERS.has(t.text.toLowerCase()) || t.tags.has('Possessive'),
  );
  return (
    chunks
      .map((c) => c.replace(/[^\p{L}\p{N}\s'-]/gu, '').trim())
      // "a language fast": a phrase ends at its last noun.
      .map((c) => {
        const ws = termsOf(c);
        let end = ws.length;
        while (
          end > 0 &&
          (!isNoun(ws[end - 1]!) ||
            /^(fast|quickly|easily|well|better|faster|today|now|cheaply)$/i.test(ws[end - 1]!.text))
        )
          end--;
        return ws
          .slice(0, end)
          .map((t) => t.text)
          .join(' ');
      })
      // "every day" is when, not a thing.
      .filter(
        (c) => c && !/^(i|me|you|we|they|it|my|your)$/i.test(c) && !/^(every|each|this|next|last)\s/i.test(c),
      )
      .map((c) => (telegraphic ? nounPhrase(c) : { text: c, plural: nounPhrase(c).plural }))
  );
}
