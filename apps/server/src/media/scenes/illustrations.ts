import nlp from 'compromise';
import { isLemma, lookupNoun } from '@reelsmith/wordnet';
import { memoByString } from '../../lib/memo.ts';
import { dishForAnimal, index } from './illustration-index.ts';
import {
  GLOSS_GENERIC,
  PREPOSITION,
  STOP,
  SYMBOLIC,
  activityOf,
  figurativeNouns,
  isGlue,
  misleadingSense,
  relatedKeys,
  singulars,
} from './illustration-words.ts';

// Choosing a beat's illustration by keyword: the icon named like a word of the line, one of emojilib's
// keywords, or a WordNet relative, kept off senses the line rules out
// (docs/decisions/013-scenes-and-builtin-visuals.md, decision 035). The stand-ins for lines that name
// nothing drawable are illustration-stand-ins.ts; the icons and their bitmaps illustration-icons.ts.

export interface IllustrationMatch {
  id: string;
  /** The word or phrase of the text that chose it. */
  word: string;
  score: number;
}

/**
 * The illustration for a term: the icon named like it, one of emojilib's keywords, or, failing those,
 * a WordNet synonym or broader term ("groceries" → food, "cash" → money).
 */
export function illustrationFor(
  term: string,
  avoid: ReadonlySet<string> = new Set(),
  used: ReadonlySet<string> = new Set(),
  context = '',
  /** Pictures shown twice already: only a word naming one exactly brings it back. */
  capped: ReadonlySet<string> = new Set(),
): IllustrationMatch | null {
  const t = term
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!t || STOP.has(t)) return null;
  const map = index();
  const pick = (key: string, weight: number, minScore = 0): IllustrationMatch | null => {
    let best: IllustrationMatch | null = null;
    const list = map.get(key) ?? [];
    const dish = dishForAnimal(list);
    // A word with a picture of its own ("rainbow") is not a word that only describes another
    // picture's head (the rainbow flag is a flag): with its own ruled out, it takes none of those.
    const named = list.some((e) => e.id === key.replace(/ /g, '-'));
    // Tags tie a word to pictures of its other associations too ("autumn": moon cake, moon viewing,
    // fallen leaf): when the word's WordNet reach names some of them ("the season when the leaves
    // fall"), the others count half.
    const reached = reachedForms(key);
    const apt = (id: string) => id.split('-').some((w) => reached.has(w) || w.startsWith(key));
    const someApt = !named && list.some((e) => e.score >= minScore && apt(e.id));
    for (const e of list) {
      if (avoid.has(e.id) || e.score < minScore || dish(e.id)) continue;
      if (named && e.score < 5) continue;
      // A line brings a picture back for a third showing only by its very name ("scarf"), not
      // through a relative or an activity's table, whose other pictures can take their turn.
      if (capped.has(e.id) && (e.id !== t.replace(/ /g, '-') || activityOf(t))) continue;
      if (misleadingSense(t, e.id, context) || misleadingSense(key, e.id, context)) continue;
      // Seen earlier in the video: still fine when nothing else fits as well.
      const score = e.score * weight * (used.has(e.id) ? 0.6 : 1) * (someApt && !apt(e.id) ? 0.5 : 1);
      if (!best || score > best.score) best = { id: e.id, word: term, score };
    }
    return best;
  };
  let direct: IllustrationMatch | null = null;
  for (const form of singulars(t)) {
    // The stem of an "-ing" word is a verb or another word: "showing" → show → television, "rating" →
    // rat. The set names its activities as they are said (person-running, cooking, camping).
    if (/ing$/.test(t) && !/ing$/.test(form)) continue;
    const hit = pick(form, 1);
    if (hit && (!direct || hit.score > direct.score)) direct = hit;
  }
  if (direct) return direct;
  // A word the set knows by name does not hop: its own picture being taken (the previous scene's)
  // or ruled out leaves it with none, not with WordNet's "seafood" (octopus → sushi) or "dish"
  // (pizza → petri dish).
  if (singulars(t).some((f) => map.has(f))) return null;
  for (const form of singulars(t).slice(0, 2)) {
    const noun = lookupNoun(form);
    if (!noun) continue;
    // A hop lands on a picture named like the relative only: its loose tags drift ("angle" → space
    // → sun, "grocery" → market → a yen chart).
    // Nor a relative in another of its senses: balcony's broader term is "structure, construction",
    // but "construction" itself first means the act of building (the construction sign). A relative
    // counts only when its own first sense shares a word with the group it was reached through
    // (decision 035).
    const groups = [[form, ...noun.synonyms], noun.broader];
    for (const group of groups)
      for (const syn of group) {
        if (syn === form || !sameSense(syn, group)) continue;
        const hit = pick(syn.toLowerCase(), 0.5, 3);
        if (hit) return hit;
      }
  }
  return null;
}

/**
 * Whether `word`'s first WordNet sense is the one of `group` (a synset it was reached through): its own
 * lemma or synonyms include another word of the group. A one-word group cannot be told apart: it counts.
 */
function sameSense(word: string, group: readonly string[]): boolean {
  const others = group.filter((g) => g !== word).map((g) => g.toLowerCase());
  if (!others.length) return true;
  const own = lookupNoun(word);
  if (!own) return true;
  const words = new Set([own.lemma, ...own.synonyms].map((w) => w.toLowerCase()));
  return others.some((o) => words.has(o));
}

const reachCache = new Map<string, string[]>();

/** `wordnetReach` with each word's singular forms, as a set: asked once per key a picture is picked for. */
const reachedForms = memoByString((key: string) => new Set(wordnetReach(key).flatMap(singulars)));

/**
 * The words WordNet reaches from a noun the tables and the set's names do not know, best first: its
 * synonyms, the first nouns of its definition ("puppy": "a young dog" → dog; "mailman": "a man who
 * delivers the mail" → mail) and the head of its broader term ("dipterous insect" → insect). Its
 * first (most frequent) sense only, one step deep: the second step drifts into other senses (frog →
 * amphibian → the amphibious vehicle, dog → canine → the tooth; decision 035).
 */
export function wordnetReach(word: string): string[] {
  const w = word.toLowerCase();
  const hit = reachCache.get(w);
  if (hit) return hit;
  const out: string[] = [];
  const add = (x: string) => {
    const l = x.toLowerCase();
    if (l !== w && l.length >= 3 && !STOP.has(l) && !GLOSS_GENERIC.has(l) && !out.includes(l)) out.push(l);
  };
  for (const form of singulars(w).slice(0, 3)) {
    const noun = lookupNoun(form);
    if (!noun) continue;
    // One-word synonyms, not an abbreviation of the word itself ("Sun" for Sunday).
    for (const syn of noun.synonyms) if (!syn.includes(' ') && !w.startsWith(syn.toLowerCase())) add(syn);
    // The definition's first two nouns: its head and what it is about. The later ones describe (a
    // shark's "scales" are no weighing scales, a bonsai's "tray" no inbox tray).
    const gloss = [...nounsOf(noun.gloss)].filter(
      (n) => n.length >= 3 && !STOP.has(n) && !GLOSS_GENERIC.has(n) && !isGlue(n),
    );
    for (const n of gloss.slice(0, 2)) add(n);
    // The broader term's first name only: "delivery boy", a mailman's other one, is no boy.
    if (noun.broader[0]) add(noun.broader[0].split(' ').at(-1)!);
    break;
  }
  // A closed compound WordNet does not know ("birdwatching", "beekeeping"): its first part when that
  // is a noun and the rest a word WordNet knows (bird + watching; decision 035).
  if (!singulars(w).some((f) => lookupNoun(f)))
    for (let i = 4; i <= w.length - 4; i++) {
      const [a, b] = [w.slice(0, i), w.slice(i)];
      if (!lookupNoun(a) || STOP.has(a) || GLOSS_GENERIC.has(a)) continue;
      if (![...singulars(b), b.replace(/ing$/, '')].some((f) => isLemma(f, 'noun') || isLemma(f, 'verb')))
        continue;
      add(a);
      break;
    }
  reachCache.set(w, out);
  return out;
}

/**
 * Pictures named like a word (its own name, an everyday thing's or an activity's pictures, score 5 and
 * up): never a symbol, a dish for an animal, or a sense the context rules out.
 */
export function namedPictures(word: string, context: string): string[] {
  return namedEntries(word, context).map((e) => e.id);
}

function namedEntries(word: string, context: string): { id: string; score: number }[] {
  const map = index();
  for (const form of singulars(word)) {
    // An "-ing" word's stems are other words ("starting" → star), as in `illustrationFor`.
    if (/ing$/.test(word) && !/ing$/.test(form)) continue;
    const list = map.get(form) ?? [];
    const dish = dishForAnimal(list);
    const named = list.filter(
      (e) => e.score >= 5 && !SYMBOLIC.test(e.id) && !dish(e.id) && !misleadingSense(form, e.id, context),
    );
    if (named.length) return named;
  }
  return [];
}

/** Whether the set names a picture like the word (any form), whatever the context rules out. */
export function knownByName(word: string): boolean {
  const map = index();
  return singulars(word).some((f) => (map.get(f) ?? []).some((e) => e.score >= 5 && !SYMBOLIC.test(e.id)));
}

/** Whether the set has a picture named like the word (any form). */
export const hasNamed = (word: string, context: string) => namedPictures(word, context).length > 0;

/**
 * Pictures of a noun the set has no picture named like, through WordNet (`wordnetReach`): each reached
 * word's named pictures, the best first. "puppy" → dog, "mailman" → e-mail; the reached word's
 * setting (`RELATED`) comes in `relatedIllustrations`.
 */
export function reachedPictures(word: string, context: string, max = 3): string[] {
  const out: string[] = [];
  // A reached word's compound names must keep its sense: Antarctica's "south pole" is no barber pole
  // nor fishing pole, a puppy's dog no guide dog (`narrowedSense`, with the word's own definition said).
  const gloss = `${context} ${lookupNoun(word)?.gloss ?? ''}`.toLowerCase();
  for (const r of wordnetReach(word))
    for (const e of namedEntries(r, context)
      // Nor a sense of the word itself that the context rules out ("gig" → rowing boat).
      .filter((e) => !misleadingSense(word, e.id, context))
      .filter((e) => !narrowedSense(r, { id: e.id, word: r, score: e.score }, gloss))
      .slice(0, 2))
      if (!out.includes(e.id)) out.push(e.id);
  return out.slice(0, max);
}

/**
 * Tagging is compromise's whole parse (2-10 ms a text), and a W30's planning asked for 32 texts of
 * which 16 were distinct: the idea alone 17 times (chooseIllustration reads it for every line).
 */
const taggedNouns = memoByString((text) => [...tagNouns(text)], 256);

/** The nouns of a text (compromise's tags), lowercased: verbs and adjectives draw the wrong picture. */
export function nounsOf(text: string): Set<string> {
  // A fresh set each time: callers may change theirs.
  return new Set(taggedNouns(text));
}

function tagNouns(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of nlp(text)
    .nouns()
    .json({ terms: { normal: true } }) as { terms: { normal: string; tags: string[] }[] }[]) {
    for (const term of t.terms) {
      if (
        term.tags.includes('Adjective') ||
        term.tags.includes('Determiner') ||
        term.tags.includes('Pronoun')
      )
        continue;
      out.add(term.normal.replace(/[^a-z'-]/g, '').replace(/'s$/, ''));
    }
  }
  return out;
}

/**
 * The nouns of a text that stand right before another noun of it ("rabbit" in "down a rabbit hole",
 * "street" in "street food"): they describe that noun, the compound's head. Not before a stop word or
 * template glue ("cat videos" is still cats), nor across punctuation.
 */
export function compoundModifiers(text: string, nouns: ReadonlySet<string> = nounsOf(text)): Set<string> {
  const out = new Set<string>();
  const raw = text.split(/\s+/).filter(Boolean);
  const clean = raw.map((w) =>
    w
      .toLowerCase()
      .replace(/[^a-z'-]/g, '')
      .replace(/'s$/, ''),
  );
  for (let i = 0; i + 1 < raw.length; i++) {
    const [a, b] = [clean[i]!, clean[i + 1]!];
    if (/[^a-z'’-]$/i.test(raw[i]!) || /['’]s$/i.test(raw[i]!)) continue;
    if (!nouns.has(a) || !nouns.has(b) || STOP.has(b) || isGlue(b) || b.length < 3) continue;
    out.add(a);
  }
  return out;
}

/** The words of a text worth drawing, longest first among equals, each with its position. */
export function candidateTerms(text: string): { term: string; index: number }[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: { term: string; index: number }[] = [];
  words.forEach((w, i) => {
    const clean = w
      .toLowerCase()
      .replace(/[^a-z'-]/g, '')
      .replace(/'s$/, '');
    if (clean.length >= 3 && !STOP.has(clean)) out.push({ term: clean, index: i });
  });
  return out;
}

/**
 * The best illustration for a beat: its visual keywords first, then the nouns of its text in the order
 * spoken. `avoid` (the previous scene's) is never chosen, so every cut changes the picture; one used
 * earlier in the video counts for less.
 */
export function chooseIllustration(
  keywords: string[],
  text: string,
  avoid: ReadonlySet<string>,
  used: ReadonlySet<string> = new Set(),
  idea = '',
  /** Pictures shown twice already in the video: a line must name one to bring it back. */
  capped: ReadonlySet<string> = new Set(),
): IllustrationMatch | null {
  let best: IllustrationMatch | null = null;
  const context = `${idea} ${text} ${keywords.join(' ')}`.toLowerCase();
  // The idea's own nouns say what the video is about: a picture of one of them beats a side word's.
  // So does its activity: "cooking" in a line of "Learning to cook at 40".
  const ideaNouns = idea ? nounsOf(idea) : new Set<string>();
  const ideaActivities = new Set(candidateTerms(idea).map((t) => activityOf(t.term)));
  const ideaBonus = (w: string) => {
    const l = w.toLowerCase();
    if (activityOf(l) && ideaActivities.has(activityOf(l))) return 2;
    return [...ideaNouns].some((n) => n.length >= 3 && (l === n || l.startsWith(n) || n.startsWith(l)))
      ? 2
      : 0;
  };
  // Template glue ("decisions", "take", "plot") chooses nothing unless the idea says it.
  const ideaWords = new Set(candidateTerms(idea).flatMap((t) => singulars(t.term)));
  const glue = (w: string) => {
    const l = w.toLowerCase().replace(/[^a-z]/g, '');
    const act = activityOf(l);
    return isGlue(l) && !singulars(l).some((f) => ideaWords.has(f)) && !(act && ideaActivities.has(act));
  };
  // Nor does a noun that only describes the next one, as a compound name's head rule has it for
  // icons: "a rabbit hole" is a hole, "street food" food. The idea's own words still count.
  const nouns = text ? nounsOf(text) : new Set<string>();
  const modifiers = compoundModifiers(text, nouns);
  const figures = figurativeNouns(text);
  // A picture shown twice comes back only for a line that says its name: a keyword the line does
  // not say (the idea's nouns ride on every line) leaves it to the subject's other pictures and its
  // world (seen: the same cat in six of twelve scenes, with a black cat, paw prints and yarn unused).
  const said = new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .flatMap((x) => singulars(x)),
  );
  const avoidCapped = new Set([...avoid, ...capped]);
  const find = (w: string, keyword = false) => {
    const l = w.toLowerCase();
    if (glue(l.split(/\s+/).at(-1)!)) return null;
    if (figures.has(l) && !singulars(l).some((f) => ideaWords.has(f))) return null;
    if (modifiers.has(l) && !singulars(l).some((f) => ideaWords.has(f))) return null;
    const unsaid = keyword && !singulars(l).some((f) => said.has(f));
    const m = illustrationFor(w, unsaid ? avoidCapped : avoid, used, context, capped);
    // Only a word with no picture of its own, which may just be the previous scene's or shown twice.
    if (m || STOP.has(l) || !ideaNouns.has(l) || hasNamed(l, context) || relatedKeys(l).length) return m;
    // The idea's own noun that the set has no picture named like: what WordNet says it is ("the
    // mailman" → envelope, "the puppy" → dog), as strong as a picture named like it: it is the
    // subject, so "my dog and the mailman" takes turns between the two sides (at a compound
    // head's 5 the dog won every line that said both).
    const id = reachedPictures(l, idea.toLowerCase()).find((x) => !avoid.has(x) && !capped.has(x));
    return id ? { id, word: w, score: 10 * (used.has(id) ? 0.6 : 1) } : null;
  };
  const consider = (m: IllustrationMatch | null, bonus: number) => {
    if (m && (!best || m.score + bonus > best.score)) best = { ...m, score: m.score + bonus };
  };
  // A keyword's match needs more than a swatch (a brown heart for "coffee", the NEW button for
  // "start"): score 1 is a symbol's tag or a modifier word of a compound name (decision 035).
  const strong = (m: IllustrationMatch | null) => (m && m.score >= 1.5 ? m : null);
  for (const k of keywords) {
    consider(strong(find(k, true)), 4 + ideaBonus(k));
    const words = k.split(/\s+/);
    if (words.length < 2) continue;
    // Of a phrase, its head, its other nouns and its activity: "black holes" is not a picture of
    // black, "learning to cook at 40" is cooking.
    const nouns = nounsOf(k);
    words.forEach((w, i) => {
      if (i === words.length - 1 || nouns.has(w.toLowerCase()) || activityOf(w))
        consider(strong(find(w, true)), 2 + ideaBonus(w));
    });
  }
  // Words of the text need a named match (the icon's name or a WordNet relative's): emojilib's looser
  // tags on their own gave pairs such as "decision" → hair pick. Only nouns and the activities of
  // the table: "falling" is an action, not autumn leaves, but "packing" is luggage.
  for (const { term } of candidateTerms(text)) {
    if (!nouns.has(term) && !activityOf(term)) continue;
    const m = find(term);
    if (m && m.score >= 2.5 && !(ideaBonus(term) === 0 && narrowedSense(term, m, context)))
      consider(m, ideaBonus(term));
  }
  return best;
}

/**
 * Whether a side word of a line reaches a picture only through a compound name that narrows it to
 * another sense: "make a note" → musical note, "on the board today" → clapper board, "the manual" →
 * manual wheelchair. A compound's other words must be said (idea, line, keywords) or belong to the
 * word's first WordNet sense ("railway" for a track); a word with a picture of its own name ("dog" →
 * guide dog) and the tables' pictures (score above a name's 5) are not narrowed.
 */
function narrowedSense(term: string, m: IllustrationMatch, context: string): boolean {
  if (m.score > 5) return false;
  const parts = m.id.split('-').filter((p) => !PREPOSITION.test(p) && p !== 'and');
  if (parts.length < 2) return false;
  const forms = singulars(term);
  const map = index();
  if (forms.some((f) => (map.get(f) ?? []).some((e) => e.id === f))) return false;
  const others = parts.filter((p) => !forms.includes(p));
  if (others.length === parts.length) return false;
  const noun = forms.map((f) => lookupNoun(f)).find(Boolean);
  const sense = noun
    ? `${noun.lemma} ${noun.synonyms.join(' ')} ${noun.gloss} ${noun.broader.join(' ')}`
    : '';
  const said = (w: string) =>
    new RegExp(`\\b${w.slice(0, Math.max(4, w.length - 2))}`).test(`${context} ${sense.toLowerCase()}`);
  return !others.some(said);
}
