import { createRequire } from 'node:module';
import nlp from 'compromise';
import { escapeRegExp } from '../../lib/text.ts';

// Shared by the builtin script writer and the builtin caption generator: what an idea is about,
// in the idea's own words, plus its hashtags and a seeded random source.

export interface TopicAnalysis {
  /** The idea with emoji and stray punctuation removed, whitespace collapsed. */
  clean: string;
  /** Main noun phrase, as the idea says it ("my dog", "black holes", "the history of pizza"). */
  subject: string;
  subjectPlural: boolean;
  /** Up to five distinct key terms, subject first. */
  terms: string[];
  /** An action phrase from the idea in the infinitive ("save money on groceries"), if any. */
  action?: { infinitive: string; gerund: string; present3: string; agentIsSubject: boolean };
  /** The idea phrased as a question when the user asked one, with a question mark. */
  question?: string;
  /** The idea when it is short enough to say in a sentence (at most eight words). */
  phrase: string;
  /** Emoji typed by the user plus emoji matched from the key terms. */
  emoji: string[];
}

const FIXED_TAGS = ['#viral', '#trending', '#fyp'];

export const STOPWORDS = new Set(
  (
    'a an the and or but of to in on at by for with from into about over under this that these those my your our ' +
    'their his her its it is are was were be been being do does did have has had how why what when where who which ' +
    'should can could would will shall may might must you i we they he she me us them some any all every ' +
    'very really just more most than then so too also not no yes vs versus explained tips video make tell ' +
    'la le les et de des du un une ses son sa el los las y en por para con una der die das und ein eine il lo gli ' +
    'di e che per o os as do da um uma com não na no para の は が を に で と も へ や から まで 的 了 是 在 和 ' +
    'thing things stuff way ways lot lots kind kinds type types part parts'
  ).split(/\s+/),
);
// Auxiliaries and verbs about the video itself ("explain", "talk about") are not the idea's action.
const SKIP_VERBS = new Set(
  'be have do should can could would will shall may might must get explain talk want need discuss cover describe share make create tell show know think'.split(
    ' ',
  ),
);
const ACTIVITY_LEAD = new Set(
  'how to why we you i people should can could do does when what would is it worth ways start'.split(' '),
);
const PARTICLES = new Set('up down out off in on over away back'.split(' '));
const DETERMINER_RE = /^(the|a|an|my|your|our|their|his|her|its|this|that|these|those|some|every|\d+)\s+/i;
const EMOJI_RE =
  /(\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3|[\u{1F3FB}-\u{1F3FF}])+/gu;
const QUESTION_START_RE = /^(is|are|do|does|did|can|could|should|would|will)\b/i;

const require = createRequire(import.meta.url);
let emojiByName: Map<string, string> | undefined;
let emojiByKeyword: Map<string, string> | undefined;
let emojiNames: Map<string, string> | undefined;
/** emojilib names of labels and keys: Japanese ideograph buttons, keycaps and the letter buttons. */
const SIGN_EMOJI_NAME = /^(japanese_.*_button|keycap_.*|(a|ab|b|cl|id|ng|o|p)_button)$/;

function loadEmoji(): void {
  if (emojiByName && emojiByKeyword && emojiNames) return;
  const lib = require('emojilib') as Record<string, string[]>;
  emojiByName = new Map();
  emojiByKeyword = new Map();
  emojiNames = new Map();
  for (const [emoji, words] of Object.entries(lib)) {
    // Signs that picture no thing: "month" → 🈷️ (a Japanese price tag), "one" → 1️⃣, "blood" → 🅰️.
    if (SIGN_EMOJI_NAME.test(words[0] ?? '')) continue;
    const name = (words[0] ?? '').replace(/_/g, ' ');
    emojiNames.set(emoji, name);
    if (!emojiByName.has(name)) emojiByName.set(name, emoji);
    for (const w of words.slice(1)) if (!emojiByKeyword.has(w)) emojiByKeyword.set(w, emoji);
  }
}

/** The emoji that best pictures a word or phrase, if emojilib knows one (exact names before loose keywords). */
export function emojiFor(term: string): string | undefined {
  loadEmoji();
  const lower = stripDeterminer(term.toLowerCase());
  const words = lower
    .split(/\s+/)
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .reverse();
  const candidates = [lower, singular(lower), ...words.flatMap((w) => [w, singular(w)])];
  for (const index of [emojiByName!, emojiByKeyword!]) {
    for (const c of candidates) {
      const e = index.get(c);
      if (e) return e;
    }
  }
  return undefined;
}

function wordsOfEmoji(text: string): string {
  loadEmoji();
  const out: string[] = [];
  for (const m of text.matchAll(EMOJI_RE)) {
    for (const ch of Array.from(m[0])) {
      const name = emojiNames!.get(ch) ?? emojiNames!.get(ch + '\ufe0f');
      if (name) out.push(name.replace(/\b(face|with|symbol)\b/g, '').trim());
    }
  }
  return out.filter(Boolean).join(' and ');
}

function singular(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length < 4) return word;
  const s = nlp(word).nouns().toSingular().text();
  return s || word;
}

export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

function stripDeterminer(phrase: string): string {
  let p = phrase.trim();
  while (DETERMINER_RE.test(p)) p = p.replace(DETERMINER_RE, '');
  return p;
}

function isAdjectiveOnly(word: string): boolean {
  const doc = nlp(word.toLowerCase());
  return doc.has('#Adjective') && !doc.has('#Noun');
}

function splitAtStopwords(phrase: string): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  for (const w of phrase.split(' ')) {
    if (STOPWORDS.has(w.toLowerCase())) {
      if (cur.length) out.push(cur.join(' '));
      cur = [];
    } else cur.push(w);
  }
  if (cur.length) out.push(cur.join(' '));
  return out;
}

function mostlyLatin(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (!letters) return true;
  const latin = letters.replace(/[^\p{Script=Latin}]/gu, '');
  return latin.length / letters.length > 0.7;
}

function wordSegments(text: string): string[] {
  const seg = new Intl.Segmenter(undefined, { granularity: 'word' });
  return Array.from(seg.segment(text))
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);
}

// Writing several versions (vibes, seeds, lengths) of one idea parses it once.
const analysisCache = new Map<string, Readonly<TopicAnalysis>>();

export function analyzeTopic(idea: string): Readonly<TopicAnalysis> {
  const hit = analysisCache.get(idea);
  if (hit) return hit;
  const result = Object.freeze(analyzeUncached(idea));
  if (analysisCache.size >= 256) analysisCache.delete(analysisCache.keys().next().value!);
  analysisCache.set(idea, result);
  return result;
}

function analyzeUncached(idea: string): TopicAnalysis {
  const typedEmoji = Array.from(
    new Set(
      Array.from(idea.matchAll(EMOJI_RE), (m) => m[0]).filter((e) => /\p{Extended_Pictographic}/u.test(e)),
    ),
  );
  // "POV: your first day at a new job": the label is no topic (decision 023).
  let text = idea.replace(EMOJI_RE, ' ').replace(/^\s*pov\s*[:-]\s*/i, '');
  if (!/[\p{L}\p{N}]/u.test(text)) text = wordsOfEmoji(idea) || 'this';
  if (isAllCaps(text)) text = text.toLowerCase();
  const asked = /\?\s*$/.test(text.trim()) || QUESTION_START_RE.test(text.trim());
  const clean = text
    .replace(/[^\p{L}\p{N}\s'’&+-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Long ideas: the opening carries the topic; the rest only adds ranking weight below.
  const head = clean.split(/\s+/).slice(0, 60).join(' ');
  const firstSentenceLength = text
    .trim()
    .split(/[.!?。！？]/)[0]
    .trim()
    .split(/\s+/).length;

  let terms: string[] = [];
  let subjectPlural = false;
  let action: TopicAnalysis['action'];
  if (mostlyLatin(head)) {
    const doc = nlp(head);
    // "Brooklyn thrift shops", "Lisbon tram rides": a place's name and a common noun before a plural
    // noun are one thing, not "Brooklyn thrift" that shops (session 14; idea-shape reads it so too).
    const kind =
      /^\p{Lu}\S*(?: \p{Lu}\S*)*(?: \p{Ll}\S*)+? (\p{Ll}+[^s\s]s)(?: (?:at|in|on|near|after|before|during|around|of)\b.*)?$/u.exec(
        head,
      )?.[1];
    if (kind && doc.terms().first().has('#ProperNoun') && nlp(`the ${kind}`).nouns().isPlural().found)
      doc.match(kind).tag('Plural');
    const chunks = doc.nouns().json() as Array<{ text: string; noun?: { isPlural?: boolean } }>;
    const counts = new Map<string, { phrase: string; plural: boolean; n: number; first: number }>();
    chunks.forEach((c, i) => {
      const phrase = c.text.replace(/[^\p{L}\p{N}\s'’&+-]/gu, '').trim();
      // "the sky blue" (from "why is the sky blue"): a trailing adjective is not part of the thing.
      const words = stripDeterminer(phrase).split(' ');
      const trailingAdjective = words.length > 1 && isAdjectiveOnly(words[words.length - 1]);
      if (trailingAdjective) words.pop();
      const core = words.join(' ');
      const full = trailingAdjective ? phrase.split(' ').slice(0, -1).join(' ') : phrase;
      // A long chunk is usually a misparse (often another language): split it at its little words.
      const parts = core.split(' ').length > 4 ? splitAtStopwords(core) : [core];
      for (const part of parts) {
        if (
          !part ||
          STOPWORDS.has(part.toLowerCase()) ||
          /^[\d\s]+$/.test(part) ||
          part.split(' ').length > 6
        )
          continue;
        const key = part.toLowerCase();
        const hit = counts.get(key);
        if (hit) hit.n += 1;
        else {
          const keep = parts.length === 1 && i === 0 && /^(my|the)\s/i.test(full);
          counts.set(key, {
            phrase: keep ? full : part,
            plural: !!c.noun?.isPlural && parts.length === 1,
            n: 1,
            first: i + counts.size / 100,
          });
        }
      }
    });
    const ranked = [...counts.values()].sort((a, b) => b.n - a.n || a.first - b.first);
    // Keep the idea's own order among the top terms: the first one is usually the subject.
    const top = ranked.slice(0, 5).sort((a, b) => a.first - b.first);
    terms = top.map((t) => normaliseCase(t.phrase, idea));
    subjectPlural = top[0]?.plural ?? false;
    // "the secret life of octopuses" agrees with "life", not "octopuses".
    const ofHead = /^(.+?) of /i.exec(stripDeterminer(top[0]?.phrase ?? ''))?.[1];
    if (ofHead) subjectPlural = nlp(ofHead).nouns().isPlural().found;

    const verbs = doc.verbs().json() as Array<{ text: string; verb?: { infinitive?: string } }>;
    const main = verbs.find((v) => v.verb?.infinitive && !SKIP_VERBS.has(v.verb.infinitive.toLowerCase()));
    if (main?.verb?.infinitive) {
      // "get up" conjugates its verb, not its particle ("getting up", not "uping").
      const infParts = main.verb.infinitive.toLowerCase().split(' ');
      let particle = infParts.length > 1 && PARTICLES.has(infParts.at(-1)!) ? infParts.pop()! : '';
      let inf = infParts.pop()!;
      // compromise reads "Getting up" as the verb "up": take the verb from the text itself.
      const spoken = main.text.toLowerCase().split(' ');
      if (PARTICLES.has(inf) && spoken.length > 1) {
        particle = inf;
        inf = (nlp(spoken[0]!).verbs().toInfinitive().text() || spoken[0]!).toLowerCase();
      }
      const words = head.split(' ').slice(0, firstSentenceLength);
      const idx = words.findIndex((w) => w.toLowerCase() === main.text.toLowerCase().split(' ').pop());
      const rest = idx >= 0 ? words.slice(idx + 1, idx + 7).join(' ') : '';
      const conj = (nlp(inf).verbs().conjugate()[0] ?? {}) as { Gerund?: string; PresentTense?: string };
      const restWords =
        particle && rest.toLowerCase().startsWith(particle)
          ? rest
          : [particle, rest].filter(Boolean).join(' ');
      const restCased = restWords ? ' ' + normaliseCase(restWords, idea) : '';
      const subjIdx = terms[0] ? head.toLowerCase().indexOf(stripDeterminer(terms[0]).toLowerCase()) : -1;
      action = {
        infinitive: inf + restCased,
        gerund: (conj.Gerund ?? inf + 'ing') + restCased,
        present3: (conj.PresentTense ?? inf + 's') + restCased,
        agentIsSubject:
          subjIdx >= 0 && idx >= 0 && subjIdx < head.toLowerCase().indexOf(words[idx].toLowerCase()),
      };
      // "why we dream at night", "how to save money": the activity itself is the subject.
      const lead = words.slice(0, Math.max(0, idx)).map((w) => w.toLowerCase());
      // "Learning to parallel park", "Learning to ice skate": the words after "to" are the infinitive's,
      // never a thing ("the parallel park", "ice", session 14): the doing is the subject.
      const afterTo =
        idx === 0 &&
        /ing$/i.test(words[0] ?? '') &&
        !!terms[0] &&
        new RegExp(`^\\S+ to ${escapeRegExp(stripDeterminer(terms[0]))}(?: \\p{Ll}+)?$`, 'iu').test(head);
      if (!action.agentIsSubject && afterTo) {
        terms[0] = action.gerund.split(' ').slice(0, 6).join(' ');
        subjectPlural = false;
      } else if (!action.agentIsSubject && lead.length > 0 && lead.every((w) => ACTIVITY_LEAD.has(w))) {
        terms.unshift(action.gerund.split(' ').slice(0, 6).join(' '));
        terms = terms.slice(0, 5);
        subjectPlural = false;
      }
    }
    // "the rise of remote work": a one-word head plus its "of" object is one subject.
    if (terms.length >= 2 && !action?.agentIsSubject) {
      const headWord = stripDeterminer(terms[0]);
      const merged = new RegExp(
        `\\b((?:the |a |an )?${escapeRegExp(headWord)} of (?:the |a |an )?${escapeRegExp(stripDeterminer(terms[1]))})\\b`,
        'i',
      ).exec(head)?.[1];
      if (merged && !headWord.includes(' ')) {
        terms[0] = normaliseCase(merged, idea);
        subjectPlural = nlp(headWord).nouns().isPlural().found;
      }
    }
  }
  // Words the parser did not see as nouns still count ("learning to code at 40", other languages),
  // but not verbs, adverbs and other function words, as tagged in context.
  const ctx = mostlyLatin(head) ? nlp(head.toLowerCase()) : undefined;
  const functionWords = new Set<string>([
    ...((ctx?.match('(#Adverb|#Preposition|#Conjunction|#Pronoun|#Adjective)').terms().out('array') as
      string[] | undefined) ?? []),
    // The tagger sometimes reads a plural noun as a verb ("guitar chords"); a word alone settles it.
    ...((ctx?.match('#Verb').terms().out('array') as string[] | undefined) ?? []).filter(
      (w) => !nlp(w).has('#Noun'),
    ),
  ]);
  const content = wordSegments(head).filter((w) => {
    if (STOPWORDS.has(w.toLowerCase()) || /^\d+$/.test(w)) return false;
    if (/[^\p{Script=Latin}]/u.test(w)) return true;
    return w.length > 2 && !functionWords.has(w.toLowerCase());
  });
  if (terms.length === 0) {
    if (!mostlyLatin(head) && head.length <= 24) terms.push(head);
    else if (action && head.split(' ').length <= 6) terms.push(action.gerund);
  }
  for (const w of content) {
    if (terms.length >= 5) break;
    const lw = w.toLowerCase();
    if (!terms.some((t) => t.toLowerCase().split(/\s+/).includes(lw) || t.toLowerCase() === lw)) {
      terms.push(normaliseCase(w, idea));
    }
  }
  if (terms.length === 0) terms.push(clean || 'this');
  // Keep every term sayable: a 1000-letter "word" or a run-on phrase is cut at 40 characters.
  terms = terms.map((t) => (t.length > 40 ? t.slice(0, 40).replace(/\s+\S*$/, '') || t.slice(0, 40) : t));
  // "the history of pizza": the object after "of" is often what the idea is really about.
  for (const t of [...terms]) {
    const object = / of (?:the |a |an )?(.+)$/i.exec(t)?.[1];
    if (object && terms.length < 6 && !terms.some((x) => x.toLowerCase() === object.toLowerCase()))
      terms.splice(1, 0, object);
  }

  const words = clean.split(' ');
  const phrase = words.length <= 8 ? normaliseCase(clean, idea) : terms[0];
  let question: string | undefined;
  if (asked && words.length <= 14) {
    const q = normaliseCase(clean, idea);
    question = q.charAt(0).toUpperCase() + q.slice(1) + '?';
  }
  const emoji = [...typedEmoji];
  for (const t of terms) {
    const e = emojiFor(t);
    if (e && !emoji.includes(e)) emoji.push(e);
  }
  return { clean, subject: terms[0], subjectPlural, terms, action, question, phrase, emoji };
}

// Lowercase common words; keep names and acronyms as the user typed them (unless they typed all caps).
const namesCache = new Map<string, Set<string>>();
function namesIn(idea: string): Set<string> {
  let names = namesCache.get(idea);
  if (!names) {
    names = new Set(
      nlp(idea.slice(0, 400))
        .match('(#ProperNoun|#Person|#Place|#Organization)')
        .terms()
        .out('array') as string[],
    );
    if (namesCache.size > 200) namesCache.clear();
    namesCache.set(idea, names);
  }
  return names;
}

function normaliseCase(phrase: string, idea: string): string {
  if (isAllCaps(idea)) return phrase.toLowerCase();
  const firstWord = idea.trim().split(/\s+/)[0] ?? '';
  const names = namesIn(idea);
  return phrase
    .split(' ')
    .map((w) => {
      if (/^[A-Z0-9]{2,6}s?$/.test(w)) return w;
      const secondWord = idea.trim().split(/\s+/)[1] ?? '';
      const proper = /^\p{Lu}/u.test(w) && (w !== firstWord || names.has(w) || /^\p{Lu}/u.test(secondWord));
      return proper ? w : w.toLowerCase();
    })
    .join(' ');
}

/** Six hashtags: three from the topic, then the fixed three. */
/** A term that only says how long or when: "30 days", "month", "day 1" (no hashtag is made of it). */
const TIME_TERM = /^(\d+\s*)?(second|minute|hour|day|night|week|weekend|month|year|decade)s?(\s*\d+)?$/i;

export function topicHashtags(allTerms: string[], fallbackSuffix: string): string[] {
  // "30 days without social media" is tagged #socialmedia, not #days: time words name no subject.
  const timeless = allTerms.filter((t) => !TIME_TERM.test(stripDeterminer(t).trim()));
  const terms = timeless.length ? timeless : allTerms;
  const tag = (s: string) => '#' + s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const out: string[] = [];
  const push = (s: string) => {
    const t = tag(s);
    if (/^#\d+$/.test(t)) return;
    if (t.length > 2 && t.length <= 31 && !out.includes(t) && !FIXED_TAGS.includes(t)) out.push(t);
  };
  // Whole short terms first, then the main term with a vibe suffix, then single words.
  const short = terms.map(stripDeterminer).filter((t) => t.split(/\s+/).length <= 3);
  for (const t of short) if (out.length < 3) push(t);
  const base =
    short[0] ??
    stripDeterminer(terms[0] ?? 'video')
      .split(/\s+/)
      .slice(-1)[0];
  if (out.length < 3 && out.length > 0) push(base + fallbackSuffix);
  for (const t of terms) {
    for (const w of stripDeterminer(t).split(/\s+/))
      if (out.length < 3 && !STOPWORDS.has(w.toLowerCase()) && !TIME_TERM.test(w)) push(w);
  }
  for (const suffix of [fallbackSuffix, 'tok', 'tips', 'life']) if (out.length < 3) push(base + suffix);
  // Always three: very long or unusual terms are shortened rather than dropped.
  for (const t of terms) if (out.length < 3) push(t.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 24));
  for (const generic of [fallbackSuffix, 'shorts', 'reels', 'foryou']) if (out.length < 3) push(generic);
  return [...out.slice(0, 3), ...FIXED_TAGS];
}

/** FNV-1a, for turning an idea and a seed into a random stream. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: small, fast and the same on every machine. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (items) => items[int(items.length)],
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}
