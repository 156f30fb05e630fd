import nlp from 'compromise';
import { VIBES, type Vibe } from '@reelsmith/contracts/video';
import type { IdeaSuggestion, LlmProvider, Script, ScriptRequest, ScriptSentence } from './llm.types.ts';
import {
  analyzeTopic,
  createRng,
  hashString,
  topicHashtags,
  type Rng,
  type TopicAnalysis,
} from './topic-analysis.ts';
import * as book from './builtin-phrasebook.ts';
import { lookupNoun } from './wordnet-lookup.ts';
import { generateCaption } from './captions.builtin.ts';

// The offline script writer: no model. It analyses the idea (subject, key terms, action), picks a
// structure that suits the vibe (listicle, myth versus fact, story beats, countdown, POV lines,
// punchlines, ratings, questions, hard truths), fills phrasebook slots with the idea's own words
// and then lands the narration on the target length (150 words a minute).

export const WORDS_PER_SECOND = 2.5;
const NUMBER_WORDS = [
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
const ORDINALS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
  'Eleventh',
  'Twelfth',
  'Thirteenth',
  'Fourteenth',
];
const HASHTAG_SUFFIX: Record<Vibe, string> = {
  meme: 'memes',
  educational: 'facts',
  motivational: 'motivation',
  comedy: 'comedy',
};

type StructureName =
  | 'listicle'
  | 'steps'
  | 'countdown'
  | 'myths'
  | 'story'
  | 'povs'
  | 'punchlines'
  | 'ratings'
  | 'qa'
  | 'truths';

const STRUCTURES: Record<Vibe, StructureName[]> = {
  meme: ['povs', 'listicle', 'ratings', 'story', 'qa', 'countdown'],
  educational: ['listicle', 'myths', 'steps', 'qa', 'story', 'countdown'],
  motivational: ['story', 'steps', 'truths', 'countdown', 'listicle'],
  comedy: ['punchlines', 'ratings', 'story', 'povs', 'countdown', 'listicle'],
};

interface Beat {
  text: string;
  kind: 'intro' | 'item' | 'fact' | 'outro' | 'filler' | 'mention';
}

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Fills the slots of one phrase; returns undefined when the idea lacks what the phrase needs. */
class SlotFiller {
  private termCursor = 0;
  private readonly termPool: Array<{ text: string; plural: boolean }>;
  constructor(
    private readonly topic: TopicAnalysis,
    private readonly rng: Rng,
    private readonly extra: { dur: number; n?: number },
  ) {
    // Secondary terms first, then the subject and, for short topics, the subject's own content words.
    const strip = (t: string) => t.replace(/^(the|a|an|my|your|our|this)\s+/i, '');
    const names = [...topic.terms.slice(1).map(strip), topic.subject];
    if (names.length < 2 && strip(topic.subject).split(/\s+/).length > 1) {
      for (const w of strip(topic.subject).split(/\s+/)) {
        if (
          w.length > 3 &&
          !/^(of|and|with|from|into|about)$/i.test(w) &&
          !names.includes(w) &&
          names.length < 4
        )
          names.push(w);
      }
    }
    const unique = Array.from(new Set(names.filter(Boolean)));
    this.termPool = rng.shuffle(unique).map((text) => ({
      text,
      plural: isPlural(text, text === topic.subject ? topic.subjectPlural : undefined),
    }));
  }

  canFill(tpl: string): boolean {
    if (/\{V(ing)?\}/.test(tpl) && !this.topic.action) return false;
    if (tpl.includes('{Vs}') && !this.topic.action?.agentIsSubject) return false;
    if (/\{V(ing|s)?\}/.test(tpl) && /\{(does|is|has)\}/.test(tpl) && !this.topic.action?.agentIsSubject)
      return false;
    // "how to {V}" speaks to the viewer: wrong when the idea's subject is the one acting ("my dog hates baths").
    if (/\{V(ing)?\}/.test(tpl) && !/\{(does|is|has)\}/.test(tpl) && this.topic.action?.agentIsSubject)
      return false;
    return true;
  }

  nextTerm(): { text: string; plural: boolean } {
    const term = this.termPool[this.termCursor % this.termPool.length];
    this.termCursor += 1;
    return term;
  }

  fill(tpl: string, n?: number): string {
    const t = this.topic;
    const plural = t.subjectPlural;
    const question = t.question ?? `What is really going on with ${t.subject}?`;
    const count = n ?? this.extra.n ?? 3;
    let term: { text: string; plural: boolean } | undefined;
    const tp = () => (term ??= this.nextTerm()).plural;
    const out = tpl.replace(/\{(\w+)\}/g, (_m, key: string) => {
      switch (key) {
        case 'S':
          return t.subject;
        case 'T':
          return (term ??= this.nextTerm()).text;
        case 'tis':
          return tp() ? 'are' : 'is';
        case 'tit':
          return tp() ? 'they' : 'it';
        case 'thas':
          return tp() ? 'have' : 'has';
        case 'tdoes':
          return tp() ? 'do' : 'does';
        case 'twas':
          return tp() ? 'were' : 'was';
        case 'ts':
          return tp() ? '' : 's';
        case 'P':
          return t.phrase;
        case 'Q':
          return question;
        case 'V':
          return t.action?.infinitive ?? '';
        case 'Ving':
          return t.action?.gerund ?? t.subject;
        case 'Vs':
          return (plural ? t.action?.infinitive : t.action?.present3) ?? '';
        case 'is':
          return plural ? 'are' : 'is';
        case 'has':
          return plural ? 'have' : 'has';
        case 'does':
          return plural ? 'do' : 'does';
        case 'was':
          return plural ? 'were' : 'was';
        case 'it':
          return plural ? 'they' : 'it';
        case 'them':
          return plural ? 'them' : 'it';
        case 'its':
          return plural ? 'their' : 'its';
        case 's':
          return plural ? '' : 's';
        case 'n':
          return NUMBER_WORDS[count] ?? String(count);
        case 'r':
          return NUMBER_WORDS[3 + this.rng.int(8)];
        case 'dur':
          return String(this.extra.dur);
        case 'e':
          return t.emoji.slice(0, 2).join('');
        default:
          return '';
      }
    });
    return capitalise(out.replace(/\s+/g, ' ').trim()).replace(
      /([.!?] )(\p{Ll})/gu,
      (_m, p: string, c: string) => p + c.toUpperCase(),
    );
  }
}

function isPlural(term: string, known?: boolean): boolean {
  if (known !== undefined) return known;
  if (!/^[\p{Script=Latin}\s'-]+$/u.test(term)) return false;
  const doc = nlp(term);
  // "history of pizza": the head noun comes before "of".
  const head = doc.match('^#Noun+ of').found ? nlp(term.split(/\s+of\s+/)[0]) : doc;
  return head.nouns().isPlural().found && !head.has('#Uncountable');
}

function capitalise(s: string): string {
  return s.replace(/^(["'“]?)(\p{Ll})/u, (_m, q: string, c: string) => q + c.toUpperCase());
}

function titleCase(s: string): string {
  const small = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'and', 'or', 'for', 'vs', 'but']);
  return s
    .split(' ')
    .map((w, i) =>
      i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(' ');
}

function itemPool(structure: StructureName, vibe: Vibe): string[] {
  switch (structure) {
    case 'steps':
      return [...book.STEPS];
    case 'myths':
      return [...book.MYTHS];
    case 'povs':
      return [...book.POVS];
    case 'punchlines':
      return [...book.PUNCHLINES];
    case 'ratings':
      return [...book.RATINGS];
    case 'truths':
      return [...book.TRUTHS];
    case 'qa':
      return vibe === 'meme'
        ? [...book.QUESTIONS.meme, ...book.QUESTIONS.educational.slice(0, 3)]
        : [...book.QUESTIONS.educational];
    default:
      return [...book.POINTS[vibe]];
  }
}

function itemPrefix(structure: StructureName, i: number, n: number): string {
  if (n < 2) return '';
  switch (structure) {
    case 'listicle':
      return `${ORDINALS[i] ?? 'Next'}: `;
    case 'steps':
      return `Step ${NUMBER_WORDS[i + 1] ?? i + 1}: `;
    case 'countdown':
      return `Number ${NUMBER_WORDS[n - i] ?? n - i}: `;
    case 'truths':
      return '';
    default:
      return '';
  }
}

/** Writes one script; pure and deterministic for a given request. */
export function writeBuiltinScript(req: ScriptRequest): Script {
  const idea = req.idea.trim();
  if (!idea) throw new Error('Please enter a topic');
  const vibe = req.vibe;
  const dur = Math.min(60, Math.max(15, Math.round(req.durationSec || 30)));
  const target = dur * WORDS_PER_SECOND;
  const topic = analyzeTopic(idea);
  const rng = createRng(hashString(`${topic.clean.toLowerCase()}|${vibe}|${req.seed ?? 0}`));
  const slots = new SlotFiller(topic, rng, { dur });
  const pickFrom = (pool: string[]) => rng.shuffle(pool.filter((p) => slots.canFill(p)));

  const structure = rng.pick(STRUCTURES[vibe]);
  const hookOptions = pickFrom(book.HOOKS[vibe]);
  // A question the user asked makes the strongest hook; use it often, not always.
  const questionHook = hookOptions.find((h) => h.includes('{Q}'));
  const hookTpl =
    topic.question && questionHook && rng.next() < 0.6
      ? questionHook
      : (hookOptions.find((h) => !h.includes('{Q}')) ?? hookOptions[0]);
  const hook = slots.fill(hookTpl);
  const ctaPool = pickFrom(book.CTAS[vibe]);
  let cta = slots.fill(ctaPool[0]);

  // Candidate items in a seeded order; story beats keep their narrative order.
  let items: string[];
  if (structure === 'story') {
    const s = book.STORY[vibe];
    const beats = [rng.pick(s.setup), rng.pick(s.conflict), rng.pick(s.turn), rng.pick(s.payoff)];
    items = [...beats.slice(0, 3), ...pickFrom(book.POINTS[vibe]).slice(0, 8), beats[3]];
  } else {
    // Structure items interleaved with the vibe's general points: two ideas rarely share a run of phrases.
    const own = pickFrom(itemPool(structure, vibe));
    // "Four hard truths" must be four truths: that structure takes no general points as items.
    const points = structure === 'truths' ? [] : pickFrom(book.POINTS[vibe].filter((p) => !own.includes(p)));
    const mixEvery = structure === 'listicle' || structure === 'countdown' ? 1 : 2;
    items = [];
    while (own.length || points.length) {
      for (let k = 0; k < mixEvery && own.length; k++) items.push(own.shift()!);
      if (points.length) items.push(points.shift()!);
    }
  }
  // Real definitions for the subject lead the list when WordNet knows it (educational first of all).
  const facts = dictionaryBeats(topic, vibe, rng).map((t) => slots.fill(t));
  // Outside educational scripts one dictionary aside is enough.
  if (vibe !== 'educational') facts.splice(1);
  const introTpl = book.INTROS[structure] ? rng.pick(pickFrom(book.INTROS[structure])) : undefined;
  const outroTpl = structure === 'story' ? undefined : rng.pick(book.OUTROS[vibe]);

  // Render items now (term rotation follows order), select later.
  const rendered = items.map((tpl) => slots.fill(tpl));
  const fixedWords = countWords(hook) + countWords(cta);
  const introWords = introTpl ? countWords(slots.fill(introTpl, 3)) : 0;
  const outro = outroTpl ? slots.fill(outroTpl) : undefined;
  const outroWords = outro ? countWords(outro) : 0;
  const hi = target * 1.05;
  const lo = target * 0.95;

  const chosen: number[] = [];
  let sum = fixedWords + introWords + outroWords;
  const lead: string[] = [];
  for (const f of facts) {
    if (sum + countWords(f) <= target * 0.8) {
      lead.push(f);
      sum += countWords(f);
    }
  }
  const prefixWords =
    structure === 'listicle' || structure === 'countdown' ? 2 : structure === 'steps' ? 2 : 0;
  const storyPayoff = structure === 'story' ? rendered.length - 1 : -1;
  if (storyPayoff >= 0) sum += countWords(rendered[storyPayoff]);
  for (let i = 0; i < rendered.length && sum < lo; i++) {
    if (i === storyPayoff) continue;
    const w = countWords(rendered[i]) + prefixWords;
    if (sum + w <= hi) {
      chosen.push(i);
      sum += w;
    }
  }
  if (storyPayoff >= 0) chosen.push(storyPayoff);

  const beats: Beat[] = [];
  if (introTpl) beats.push({ text: introTpl, kind: 'intro' });
  // Definitions come before numbered items; in a story, after the setup.
  const leadBeats = lead.map((text) => ({ text, kind: 'fact' as const }));
  if (structure !== 'story') beats.push(...leadBeats);
  chosen.forEach((idx, i) => {
    beats.push({ text: rendered[idx], kind: 'item' });
    if (structure === 'story' && i === 0) beats.push(...leadBeats);
  });
  if (outro) beats.push({ text: outro, kind: 'outro' });

  // Numbering and the intro's count are rendered from the beats that survive the length fitting.
  const itemCount = () => beats.filter((b) => b.kind === 'item').length - (structure === 'story' ? 1 : 0);
  const render = (): string[] => {
    const n = itemCount();
    let i = 0;
    const out: string[] = [];
    for (const b of beats) {
      if (b.kind === 'intro') {
        if (n >= 2 || !b.text.includes('{n}')) out.push(slots.fill(b.text, n));
      } else if (b.kind === 'item') out.push(itemPrefix(structure, i++, n) + b.text);
      else out.push(b.text);
    }
    return out;
  };

  // Every key term (up to three) is said at least once.
  const spoken = () => [hook, ...render(), cta].join(' ').toLowerCase();
  for (const term of topic.terms.slice(0, 3)) {
    if (!spoken().includes(term.toLowerCase())) {
      const tpl = rng.pick(book.MENTIONS);
      const at = Math.max(0, beats.length - (outro ? 1 : 0));
      beats.splice(at, 0, { text: capitalise(tpl.replace('{T}', term)), kind: 'mention' });
    }
  }

  const total = () =>
    countWords(hook) + countWords(cta) + render().reduce((sum, t) => sum + countWords(t), 0);
  // Too long (short targets, long terms): drop the intro and outro, take the shortest call to action, then the longest items.
  for (const kind of ['intro', 'outro'] as const) {
    const i = beats.findIndex((b) => b.kind === kind);
    if (total() > hi && i >= 0) beats.splice(i, 1);
  }
  if (total() > hi)
    cta = ctaPool.map((c) => slots.fill(c)).reduce((a, b) => (countWords(a) <= countWords(b) ? a : b));
  // Facts can all go; at least one item stays, and a story keeps its payoff.
  const isPayoff = (b: Beat) => structure === 'story' && b.text === rendered[storyPayoff];
  while (total() > hi) {
    const items = beats.filter((b) => b.kind === 'item');
    const candidates = beats.filter(
      (b) => b.kind === 'fact' || (b.kind === 'item' && items.length > 1 && !isPayoff(b)),
    );
    if (!candidates.length) break;
    const longest = candidates.reduce((a, b) => (countWords(a.text) >= countWords(b.text) ? a : b));
    beats.splice(beats.indexOf(longest), 1);
  }
  // Too short: top up with points, then short fillers, picking what fits the gap best.
  const extras = pickFrom(book.POINTS[vibe])
    .map((tpl) => slots.fill(tpl))
    .filter((t) => !beats.some((b) => b.text === t));
  const fillers = rng.shuffle(book.FILLERS[vibe]);
  for (let guard = 0; guard < 40 && total() < lo; guard++) {
    const gap = target - total();
    const pool = gap > 6 && extras.length ? extras : fillers;
    const fit = pool.filter((t) => countWords(t) <= gap + target * 0.04);
    if (!fit.length) {
      if (pool === fillers) break;
      extras.length = 0;
      continue;
    }
    const best = fit.reduce((a, b) =>
      Math.abs(gap - countWords(a)) <= Math.abs(gap - countWords(b)) ? a : b,
    );
    pool.splice(pool.indexOf(best), 1);
    const at = Math.max(0, beats.length - (beats.at(-1)?.kind === 'outro' ? 1 : 0));
    beats.splice(at, 0, { text: best, kind: 'filler' });
  }

  const n = itemCount();
  const body: ScriptSentence[] = render().map((text) => ({
    text,
    visualKeywords: visualKeywords(text, topic),
  }));
  const narration = [hook, ...body.map((b) => b.text), cta].join(' ');
  const numbered = ['listicle', 'steps', 'countdown', 'truths'].includes(structure) && n >= 2;
  const titleTpl = rng.pick(
    book.TITLES[vibe].filter((t) => slots.canFill(t) && (numbered || !t.includes('{n}'))),
  );
  const title = titleCase(slots.fill(titleTpl, n || 3)).slice(0, 100);
  const caption = slots.fill(rng.pick(book.CAPTIONS[vibe])).trim();
  return {
    title,
    hook,
    body,
    callToAction: cta,
    narration,
    caption,
    hashtags: topicHashtags(topic.terms, HASHTAG_SUFFIX[vibe]),
  };
}

function dictionaryBeats(topic: TopicAnalysis, vibe: Vibe, rng: Rng): string[] {
  const lemma = topic.subject.replace(/^(the|a|an|my|your|our)\s+/i, '');
  if (!/^[a-z][a-z\s'-]*$/i.test(lemma) || lemma.split(' ').length > 5) return [];
  // Singularise only a phrase that is one noun phrase ("black holes"), never pick a noun out of a clause.
  const nouns = nlp(lemma).nouns();
  const singular =
    nouns.length === 1 && nouns.text().toLowerCase() === lemma.toLowerCase()
      ? nouns.toSingular().text()
      : lemma;
  // "the history of pizza": look up the object ("pizza") when the whole phrase is not a word.
  const object = / of (?:the |a |an )?([a-z][a-z\s'-]*)$/i.exec(lemma)?.[1];
  const entry =
    lookupNoun(lemma, singular) ??
    (object ? lookupNoun(object, nlp(object).nouns().toSingular().text()) : undefined);
  if (!entry || entry.gloss.split(' ').length > 22 || entry.gloss.split(' ').length < 3) return [];
  const word = singular.toLowerCase() === entry.lemma ? singular : entry.lemma;
  const pools = book.DICTIONARY[vibe];
  const fill = (tpl: string, extra: Record<string, string>) =>
    tpl.replace(/\{(\w)\}/g, (_m, k: string) => ({ L: word, G: entry.gloss, ...extra })[k] ?? '');
  const out = [fill(rng.pick(pools.gloss), {})];
  const broader = entry.broader.find(
    (b) => b.toLowerCase() !== word.toLowerCase() && !b.includes(word.toLowerCase()),
  );
  if (broader && pools.broader.length) out.push(fill(rng.pick(pools.broader), { B: broader }));
  const synonym = entry.synonyms.find((y) => !y.toLowerCase().includes(word.toLowerCase()));
  if (synonym && pools.synonym.length && rng.next() < 0.5)
    out.push(fill(rng.pick(pools.synonym), { Y: synonym }));
  return out;
}

function visualKeywords(sentence: string, topic: TopicAnalysis): string[] {
  const lower = sentence.toLowerCase();
  const found = topic.terms.filter((t) => lower.includes(t.toLowerCase()));
  const keywords = found.length ? found : [topic.subject];
  return Array.from(new Set(keywords.map((k) => k.replace(/^(the|a|an|my|your)\s+/i, '')))).slice(0, 4);
}

export function suggestBuiltinIdeas(seedWord: string, count: number): IdeaSuggestion[] {
  const topic = analyzeTopic(seedWord.trim() || 'everyday life');
  const rng = createRng(hashString(`ideas|${topic.clean.toLowerCase()}`));
  const subjects = [topic.subject, ...topic.terms.slice(1)];
  const out: IdeaSuggestion[] = [];
  const perVibe = VIBES.map((v) => rng.shuffle(book.IDEA_PATTERNS[v]).map((p) => ({ p, vibe: v })));
  for (let round = 0; out.length < count && round < 50; round++) {
    for (const list of perVibe) {
      const next = list[round % list.length];
      const subject = subjects[Math.floor(round / list.length) % subjects.length];
      const n = NUMBER_WORDS[3 + rng.int(5)];
      const text = capitalise(
        next.p.replace('{S}', subject).replace('{n}', n.charAt(0).toUpperCase() + n.slice(1)),
      );
      const variant =
        round >= list.length * subjects.length
          ? `${text} (part ${Math.floor(round / (list.length * subjects.length)) + 1})`
          : text;
      if (out.length < count && !out.some((o) => o.idea === variant))
        out.push({ idea: variant, vibe: next.vibe });
    }
  }
  return out;
}

export function createBuiltinLlm(): LlmProvider {
  return {
    name: 'builtin',
    async writeScript(req, opts) {
      opts?.signal?.throwIfAborted();
      return writeBuiltinScript(req);
    },
    async suggestIdeas(seed, count, opts) {
      opts?.signal?.throwIfAborted();
      return suggestBuiltinIdeas(seed, count);
    },
    async writeCaption(req, opts) {
      opts?.signal?.throwIfAborted();
      return generateCaption(req);
    },
  };
}
