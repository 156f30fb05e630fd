import nlp from 'compromise';
import { applyInstructions } from './instructions.ts';
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
import { DEFAULT_PACE, speechSeconds } from './pace.ts';
import type { AuditContext } from './script-audit.ts';
import { generateCaption } from './captions.builtin.ts';

// The offline script writer: no model. It analyses the idea (subject, key terms, action), picks a
// structure that suits the vibe (listicle, myth versus fact, story beats, countdown, POV lines,
// punchlines, ratings, questions, hard truths), fills phrasebook slots with the idea's own words
// and then lands the narration on the target length in seconds at the chosen voice's measured pace.
// It knows no facts, so it states none: the only claim it repeats is the one the idea makes
// ("why octopuses have three hearts"), and every sentence passes script-audit.ts (decision 021).

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
// "a {r}" reads right with each of these ("a eight" would not).
const RATING_WORDS = ['three', 'four', 'five', 'six', 'seven', 'nine', 'ten'];
const HASHTAG_SUFFIX: Record<Vibe, string> = {
  meme: 'memes',
  educational: 'facts',
  motivational: 'motivation',
  comedy: 'comedy',
};

type StructureName =
  'listicle' | 'steps' | 'countdown' | 'story' | 'povs' | 'punchlines' | 'ratings' | 'qa' | 'truths';

const STRUCTURES: Record<Vibe, StructureName[]> = {
  meme: ['povs', 'listicle', 'ratings', 'story', 'qa', 'countdown'],
  educational: ['listicle', 'steps', 'qa', 'story'],
  motivational: ['story', 'steps', 'truths', 'listicle'],
  comedy: ['punchlines', 'ratings', 'story', 'povs', 'countdown', 'listicle'],
};

interface Beat {
  text: string;
  kind: 'intro' | 'item' | 'outro' | 'extra' | 'mention';
}

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Fills the slots of one phrase; returns undefined when the idea lacks what the phrase needs. */
class SlotFiller {
  private termCursor = 0;
  private activityUses = 0;
  private readonly termPool: Array<{ text: string; plural: boolean }>;
  constructor(
    private readonly topic: TopicAnalysis,
    private readonly rng: Rng,
    private readonly extra: { dur: number; n?: number; claim?: string; subjectOnly?: boolean },
  ) {
    // Secondary terms first, then the subject; a lone adjective ("small", "Roman") is no term to talk about.
    const strip = (t: string) => t.replace(/^(the|a|an|my|your|our|this)\s+/i, '');
    const names = [
      ...topic.terms
        .slice(1)
        .map(strip)
        .filter((t) => !(nlp(t).has('#Adjective') && !nlp(t).has('#Noun'))),
      topic.subject,
    ];
    if (extra.subjectOnly) names.splice(0, names.length, topic.subject);
    const unique = Array.from(new Set(names.filter(Boolean)));
    this.termPool = rng.shuffle(unique).map((text) => ({
      text,
      plural: isPlural(text, text === topic.subject ? topic.subjectPlural : undefined),
    }));
  }

  canFill(tpl: string): boolean {
    if (/\{C\}/.test(tpl) && !this.extra.claim) return false;
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
        case 'tthem':
          return tp() ? 'them' : 'it';
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
        case 'A':
          // Said in full twice, then mostly "it": "learning about minimalist apartment decorating" tires fast.
          this.activityUses += 1;
          return this.activityUses <= 2 || this.activityUses % 3 === 0 ? activityPhrase(t) : 'it';
        case 'C':
          return this.extra.claim ?? '';
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
          return this.rng.pick(RATING_WORDS);
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

/** What the viewer would do about the idea: its action ("saving money on groceries") or learning about it. */
export function activityPhrase(topic: TopicAnalysis): string {
  return topic.action && !topic.action.agentIsSubject
    ? topic.action.gerund
    : `learning about ${topic.subject}`;
}

/** What the audit treats as the idea's own words for a script written by this writer. */
export function auditContextFor(idea: string): AuditContext {
  const topic = analyzeTopic(idea);
  const claim = ideaClaim(topic);
  return {
    subject: topic.subject,
    subjectPlural: topic.subjectPlural,
    terms: [...topic.terms, activityPhrase(topic), ...(claim ? [claim] : [])],
  };
}

/**
 * The statement an idea makes, when it makes one and a sentence can repeat it as given:
 * "Why octopuses have three hearts" → "octopuses have three hearts". Questions in inverted order
 * ("why is the sky blue") and ideas about "we" or "you" make none.
 */
export function ideaClaim(topic: TopicAnalysis): string | undefined {
  const rest = /^(?:why|how come)\s+(.+)$/i.exec(topic.clean)?.[1];
  if (!rest || rest.split(/\s+/).length > 9) return undefined;
  if (
    /^(is|are|was|were|do|does|did|can|could|should|would|will|we|you|i|people|it|they|there|this|that)\b/i.test(
      rest,
    )
  )
    return undefined;
  return nlp(rest).match('^#Determiner? #Adjective? #Noun+ #Adverb? #Verb').found ? rest : undefined;
}

/** Writes one script; pure and deterministic for a given request. */
export function writeBuiltinScript(req: ScriptRequest): Script {
  const idea = req.idea.trim();
  if (!idea) throw new Error('Please enter a topic');
  const vibe = req.vibe;
  const dur = Math.min(60, Math.max(15, Math.round(req.durationSec || 30)));
  // Lengths are fitted in seconds of speech at the chosen voice's measured pace.
  const pace = req.pace ?? DEFAULT_PACE;
  const size = (text: string) => speechSeconds(text, pace);
  const target = dur - pace.utteranceSec;
  const topic = analyzeTopic(idea);
  const claim = ideaClaim(topic);
  const rng = createRng(hashString(`${topic.clean.toLowerCase()}|${vibe}|${req.seed ?? 0}`));
  // A lesson about "cats knock things off tables" is about cats: the claim's other nouns are no topics of their own.
  const subjectOnly = vibe === 'educational' && (!!claim || !!topic.action?.agentIsSubject);
  const slots = new SlotFiller(topic, rng, { dur, claim, subjectOnly });
  const pickFrom = (pool: readonly string[]) => rng.shuffle(pool.filter((p) => slots.canFill(p)));
  // The idea's claim is said at most twice: in the hook and in one point.
  const claimOnce = (pool: string[]) => {
    const first = pool.findIndex((p) => p.includes('{C}'));
    return pool.filter((p, i) => !p.includes('{C}') || i === first);
  };

  // Steps need something the viewer can do ("save money on groceries"), not a thing ("octopuses").
  const doable = !!topic.action && !topic.action.agentIsSubject;
  const structure = rng.pick(STRUCTURES[vibe].filter((s) => s !== 'steps' || doable));
  const hook = writeHook(topic, vibe, slots, rng, pickFrom);
  const ctaPool = pickFrom(book.CTAS[vibe]);
  let cta = slots.fill(ctaPool[0]);

  // Candidate items in a seeded order; story beats keep their narrative order.
  let items: string[];
  if (structure === 'story') {
    const s = book.STORY[vibe];
    const beats = [rng.pick(s.setup), rng.pick(s.conflict), rng.pick(s.turn), rng.pick(s.payoff)];
    items = [...beats.slice(0, 3), ...claimOnce(pickFrom(book.POINTS[vibe])).slice(0, 8), beats[3]];
  } else {
    // Structure items interleaved with the vibe's general points: two ideas rarely share a run of phrases.
    // Four hard truths at most: a list of seven reads as a lecture.
    const own = claimOnce(pickFrom(itemPool(structure, vibe))).slice(
      0,
      structure === 'truths' ? 4 : undefined,
    );
    // "Four hard truths" must be four truths: that structure takes no general points as items.
    const points =
      structure === 'truths' || itemPool(structure, vibe) === book.POINTS[vibe]
        ? []
        : claimOnce(pickFrom(book.POINTS[vibe].filter((p) => !own.includes(p))));
    if (own.some((p) => p.includes('{C}')))
      points.splice(0, points.length, ...points.filter((p) => !p.includes('{C}')));
    const mixEvery = structure === 'countdown' ? 1 : 2;
    items = [];
    while (own.length || points.length) {
      for (let k = 0; k < mixEvery && own.length; k++) items.push(own.shift()!);
      if (points.length) items.push(points.shift()!);
    }
  }
  const intros = book.INTROS[`${structure}:${vibe}`] ?? book.INTROS[structure];
  const introTpl = intros ? rng.pick(pickFrom(intros)) : undefined;
  const outroTpl = structure === 'story' ? undefined : rng.pick(pickFrom(book.OUTROS[vibe]));

  // Render items now (term rotation follows order), select later.
  const rendered = items.map((tpl) => slots.fill(tpl));
  const fixedWords = size(hook) + size(cta);
  const introWords = introTpl ? size(slots.fill(introTpl, 3)) : 0;
  const outro = outroTpl ? slots.fill(outroTpl) : undefined;
  const outroWords = outro ? size(outro) : 0;
  const hi = target * 1.05;
  const lo = target * 0.95;

  const chosen: number[] = [];
  let sum = fixedWords + introWords + outroWords;
  const prefixWords =
    structure === 'listicle' || structure === 'countdown' || structure === 'steps'
      ? size('Number four: x.') - size('x.')
      : 0;
  const storyPayoff = structure === 'story' ? rendered.length - 1 : -1;
  if (storyPayoff >= 0) sum += size(rendered[storyPayoff]);
  for (let i = 0; i < rendered.length && sum < lo; i++) {
    if (i === storyPayoff) continue;
    const w = size(rendered[i]) + prefixWords;
    if (sum + w <= hi) {
      chosen.push(i);
      sum += w;
    }
  }
  if (storyPayoff >= 0) chosen.push(storyPayoff);

  const beats: Beat[] = [];
  if (introTpl) beats.push({ text: introTpl, kind: 'intro' });
  for (const idx of chosen) beats.push({ text: rendered[idx], kind: 'item' });
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
      const inClaim = !!claim && claim.toLowerCase().includes(term.toLowerCase());
      const tpl = rng.pick(inClaim ? book.CLAIM_MENTIONS : book.MENTIONS);
      const at = Math.max(0, beats.length - (outro ? 1 : 0));
      beats.splice(at, 0, { text: slots.fill(tpl.replace('{T}', term)), kind: 'mention' });
    }
  }

  const total = () => size(hook) + size(cta) + render().reduce((sum, t) => sum + size(t), 0);
  // Too long (short targets, long terms): drop the intro and outro, take the shortest call to action, then the longest items.
  for (const kind of ['intro', 'outro'] as const) {
    const i = beats.findIndex((b) => b.kind === kind);
    if (total() > hi && i >= 0) beats.splice(i, 1);
  }
  if (total() > hi) cta = ctaPool.map((c) => slots.fill(c)).reduce((a, b) => (size(a) <= size(b) ? a : b));
  // At least one item stays, and a story keeps its payoff.
  const isPayoff = (b: Beat) => structure === 'story' && b.text === rendered[storyPayoff];
  while (total() > hi) {
    const items = beats.filter((b) => b.kind === 'item');
    const candidates = beats.filter((b) => b.kind === 'item' && items.length > 1 && !isPayoff(b));
    if (!candidates.length) break;
    const longest = candidates.reduce((a, b) => (size(a.text) >= size(b.text) ? a : b));
    beats.splice(beats.indexOf(longest), 1);
  }
  // Too short: top up with the vibe's other points (never a filler line), the best fit for the gap first.
  const usedTemplates = new Set(chosen.map((i) => items[i]));
  const claimSaid = !!claim && chosen.some((i) => items[i].includes('{C}'));
  // Long scripts for fast voices can use up the points: the vibe's other material follows them.
  const more: Record<Vibe, readonly string[]> = {
    meme: book.POVS,
    educational: book.QUESTIONS.educational,
    motivational: doable ? book.STEPS : [],
    comedy: book.PUNCHLINES,
  };
  const extras = [
    ...claimOnce(pickFrom(book.POINTS[vibe])),
    ...pickFrom(more[vibe].filter((p) => !items.includes(p))),
  ]
    .filter((tpl) => !usedTemplates.has(tpl) && !(claimSaid && tpl.includes('{C}')))
    .map((tpl) => slots.fill(tpl));
  // Each candidate is tried in place: a second list item also brings the intro and the numbering.
  const numberedList = structure === 'listicle' || structure === 'countdown';
  for (let guard = 0; guard < 40 && total() < lo && extras.length; guard++) {
    const at = Math.max(0, beats.length - (beats.at(-1)?.kind === 'outro' ? 1 : 0));
    let best: { i: number; miss: number; kind: Beat['kind'] } | undefined;
    for (const kind of numberedList ? (['item', 'extra'] as const) : (['extra'] as const))
      extras.forEach((text, i) => {
        beats.splice(at, 0, { text, kind });
        const after = total();
        beats.splice(at, 1);
        const miss = Math.abs(after - target);
        // Past the upper bound only when that still lands closer than stopping short.
        const allowed = after <= hi || miss < target - total();
        if (allowed && (!best || miss < best.miss)) best = { i, miss, kind };
      });
    if (!best) break;
    beats.splice(at, 0, { text: extras.splice(best.i, 1)[0]!, kind: best.kind });
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

/** A question the user asked, or the claim the idea makes, is the strongest hook: used often, not always. */
function writeHook(
  topic: TopicAnalysis,
  vibe: Vibe,
  slots: SlotFiller,
  rng: Rng,
  pickFrom: (pool: readonly string[]) => string[],
): string {
  const options = pickFrom(book.HOOKS[vibe]);
  const own = options.find((h) => (topic.question && h.includes('{Q}')) || h.includes('{C}'));
  const tpl =
    own && rng.next() < 0.6
      ? own
      : (options.find((h) => !h.includes('{Q}') && !h.includes('{C}')) ?? options[0]);
  return slots.fill(tpl);
}

// Nouns a picture cannot show; the renderer matches illustrations on the rest.
const ABSTRACT_NOUNS = new Set(
  (
    'question questions thing things part parts idea ideas way ways lesson explanation explanations word words sentence ' +
    'source sources picture system detail details cause effect confusion exception exceptions rule gap gaps minute minutes ' +
    'time day days week weeks moment truth truths version video comment comments reason reasons step steps plan decision ' +
    'progress habit habits answer answers order lot nobody somebody everyone anyone people kind start end level point ' +
    'knowledge personality opinion opinions energy process results result excuse excuses priority chapter attempt future ' +
    'self proof skill skills practice side letter confidence afternoon humour sense universe trust issues reminder feedback ' +
    'milestones distraction checklist damage judges lawyer mercy takes thoughts topic today tomorrow learning saving number here she he someone somebody nobody everyone first second '
  ).split(/\s+/),
);

/** Concrete nouns to show while a sentence is spoken: the idea's terms it says, then its other nouns, singular. */
export function visualKeywords(sentence: string, topic: TopicAnalysis): string[] {
  // "Number three:" and "Step two:" are labels, not things to show.
  sentence = sentence.replace(/^(\w+|step \w+|number \w+):\s*/i, '');
  const lower = sentence.toLowerCase();
  const out: string[] = [];
  const add = (phrase: string) => {
    for (const noun of concreteNouns(phrase)) if (!out.includes(noun)) out.push(noun);
  };
  for (const t of topic.terms) if (lower.includes(t.toLowerCase())) add(t);
  add(sentence);
  if (!out.length) add(topic.subject);
  if (!out.length) out.push(topic.subject.replace(/^(the|a|an|my|your)\s+/i, ''));
  return out.slice(0, 4);
}

function concreteNouns(phrase: string): string[] {
  if (!/^[\p{Script=Latin}\p{P}\p{N}\s]+$/u.test(phrase)) return [];
  const nouns = nlp(phrase).nouns().toSingular().out('array') as string[];
  return nouns
    .flatMap((n) =>
      n
        .toLowerCase()
        .replace(/[^a-z\s'-]/g, ' ')
        .split(/\s+/),
    )
    .filter(
      (w) =>
        w.length > 2 &&
        !ABSTRACT_NOUNS.has(w) &&
        !/^(the|a|an|my|your|our|this|that|one|two|three|four|five|six|seven|eight|nine|ten|me|you|it|they|i)$/.test(
          w,
        ),
    )
    .filter((w) => nlp(w).has('#Noun') && !nlp(w).has('#Adjective'))
    .map((w) => nlp(w).nouns().toSingular().text() || w);
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
      return applyInstructions(writeBuiltinScript(req), req.instructions);
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
