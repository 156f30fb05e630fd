import nlp from 'compromise';
import { memoByString } from '../../lib/memo.ts';
import { escapeRegExp } from '../../lib/text.ts';
import { applyInstructions } from './instructions.ts';
import { VIBES, type Vibe } from '@reelsmith/contracts/video';
import type { IdeaSuggestion, LlmProvider, Script, ScriptRequest, ScriptSentence } from './llm.types.ts';
import {
  analyzeTopic,
  createRng,
  hashString,
  STOPWORDS,
  topicHashtags,
  type Rng,
  type TopicAnalysis,
} from './topic-analysis.ts';
import * as book from './builtin-phrasebook.ts';
import { AUDIENCE, SHAPES } from './builtin-shapes.ts';
import { analyzeShape, isMassNoun, nounPhrase, NUMBER_WORDS, type IdeaShape } from './idea-shape.ts';
import { DEFAULT_PACE, speechSeconds } from './pace.ts';
import { learningAbout, splitSentences, type AuditContext } from './script-audit.ts';
import { generateCaption } from './captions.builtin.ts';
import { FACT_QUESTION, POV, RIVAL, SAYS, SITUATION, URGED, WHOLE } from './builtin-whole.ts';
import { GIVING_UP, givingUpOf, JOB, LIMIT_LINE, thingPhrase, type GivingUp } from './builtin-abstain.ts';
import { HOWTO, METHOD, QUIZ, QUIZ_ORDINALS } from './builtin-quiz.ts';
import { isLemma } from '../../lib/wordnet/wordnet-lookup.ts';

// The offline script writer: no model. It analyses the idea (subject, key terms, action), picks a
// structure that suits the vibe (listicle, myth versus fact, story beats, countdown, POV lines,
// punchlines, ratings, questions, hard truths), fills phrasebook slots with the idea's own words
// and then lands the narration on the target length in seconds at the chosen voice's measured pace.
// It knows no facts, so it states none: the only claim it repeats is the one the idea makes
// ("why octopuses have three hearts"), and every sentence passes script-audit.ts (decision 021).

export const WORDS_PER_SECOND = 2.5;
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
  | 'shape'
  | 'listicle'
  | 'steps'
  | 'countdown'
  | 'story'
  | 'povs'
  | 'punchlines'
  | 'ratings'
  | 'qa'
  | 'truths';

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

/**
 * A long singular subject's short name, from its head (031, session 8): "my new standing desk" → "the
 * standing desk", "our first apartment together" → "the apartment", "weekend hiking in Colorado" →
 * "hiking". "It" in every later line left most of a script naming nothing of the idea (off-topic).
 */
export function headName(subject: string): string | undefined {
  const head = subject.split(/\s+(?:to|of|in|at|on|for|with|from|as|together)\b/i)[0]!.trim();
  const w = head.split(/\s+/);
  if (w.length < 2 || w.length === subject.split(/\s+/).length + 1) return undefined;
  const last = w.at(-1)!;
  if (!/^\p{Ll}[\p{Ll}-]+$/u.test(last) || /['’]s$/.test(last)) return undefined;
  if (/ing$/.test(last)) return last;
  const mod = w.at(-2)!;
  return /^(my|our|your|his|her|their|the|a|an|new|first|old|last|next|this|that)$/i.test(mod) ||
    /['’]s$/.test(mod)
    ? `the ${last}`
    : `the ${mod} ${last}`;
}

/** Words in -ing that are things, not doings ("my morning", "my first painting"): never a doer's doing. */
const ING_NOUNS =
  /^(morning|evening|wedding|building|painting|ceiling|clothing|thing|ring|king|spring|string|wing|swing|ending|feeling|meeting|setting|living|parking|pudding|stuffing|frosting|icing|filling|stocking|sibling|darling|duckling|ping|sling|bling)$/i;

// Session 11: "at home", "after finals" only place the idea too ("The home walked in like it paid rent").
// Session 15: a time of day ("at midnight", "at dawn") too ("What is still unknown about the midnight?").
const FRAME_HEAD =
  /^(month|week|year|day|night|dark|morning|evening|weekend|hour|minute|home|final|exam|midterm|midnight|noon|dawn|dusk|sunrise|sunset|bedtime|lunchtime)s?$/i;
/** A time or setting the idea only places itself in: "the month" of "... for a month", "the dark". */
function frameOnly(term: string, idea: string): boolean {
  const bare = term.replace(/^(the|a|an|one)\s+/i, '');
  // "a busy week" (session 11: "Keep an eye on the busy week as well") is a setting too.
  const words = bare.split(' ');
  if (words.length > 2 || !FRAME_HEAD.test(words.at(-1)!)) return false;
  return new RegExp(`\\b(for|in|at|during|after|before|all)\\s+((a|an|the|one)\\s+)?${bare}\\b`, 'i').test(
    idea,
  );
}

/**
 * A place the idea only happens at or on (session 16): "a barbecue" in "3 kinds of people at a
 * barbecue", "the plane" in "... on a plane", "a restaurant" in "... wine at a restaurant". No thing to
 * joke about or study ("I put a restaurant on my résumé", "I fear no one, except the plane").
 */
const SETTING_ON =
  /^(plane|flight|train|bus|boat|ship|ferry|cruise|subway|tram|beach|roof|rooftop|balcony|island|stage|campus|farm|mountain|trail|street|road|highway|date|trip|vacation|holiday)s?$/i;
function settingOnly(term: string, idea: string): boolean {
  const bare = term.replace(/^(the|a|an|my|our|your)\s+/i, '');
  if (!bare || wordsOf(bare).length > 2) return false;
  if (new RegExp(`\\bat\\s+(a|an|the|my|our|your)\\s+${escapeRegExp(bare)}\\b`, 'i').test(idea)) return true;
  // "on" places only on a vehicle or a ground: not "on a budget", "on a diet".
  return (
    SETTING_ON.test(wordsOf(bare).at(-1) ?? '') &&
    new RegExp(`\\bon\\s+(a|an|the|my|our|your)\\s+${escapeRegExp(bare)}\\b`, 'i').test(idea)
  );
}

/** Fills the slots of one phrase; returns undefined when the idea lacks what the phrase needs. */
class SlotFiller {
  private termCursor = 0;
  private activityUses = 0;
  private readonly termPool: Array<{ text: string; plural: boolean }>;
  private readonly shape: IdeaShape;
  private readonly subject: { text: string; plural: boolean };
  /** The idea's phrases with the creator's "my"/"our", for sentences that speak to the viewer. */
  private readonly ownPhrases: string[];
  /** Whether the idea is something to learn about; an event or the creator's own thing is not (031). */
  readonly activityStudiable: boolean;
  constructor(
    private readonly topic: TopicAnalysis,
    private readonly rng: Rng,
    private readonly extra: {
      dur: number;
      n?: number;
      claim?: string;
      subjectOnly?: boolean;
      shape?: IdeaShape;
      /** Every sentence says the idea's "my" things as the viewer's (a versus to compare or choose). */
      viewerOwn?: boolean;
    },
  ) {
    this.shape = extra.shape ?? { kind: 'topic', things: [] };
    this.ownPhrases = ownPhrasesOf(topic, this.shape);
    const activity = activityPhrase(topic, this.shape);
    this.activityStudiable = ![activity, shortActivity(activity, this.shape, topic)].some(learningAbout);
    this.subject = shapeSubject(this.shape) ?? { text: topic.subject, plural: topic.subjectPlural };
    // Secondary terms first, then the subject; a lone adjective ("small", "Roman") is no term to talk about.
    // "the wedding", "the Eras Tour", "the wedding budget" keep their "the" where withArticle would
    // not give it back as it was.
    const strip = (t: string) => {
      const bare = t.replace(/^(the|a|an|my|your|our|this)\s+/i, '');
      return /^the\s/i.test(t) && withArticle(bare) !== t ? t : bare;
    };
    const names = [
      ...topic.terms
        .slice(1)
        .map(strip)
        .filter((t) => !(nlp(t).has('#Adjective') && !nlp(t).has('#Noun'))),
      topic.subject,
    ];
    if (extra.subjectOnly) names.splice(0, names.length, topic.subject);
    // "for a month", "in the dark" only say when or where: "The month walked in like it paid rent",
    // "The dark looked at me" (session 10). The subject itself stays.
    const frame = (t: string) =>
      t !== topic.subject && (frameOnly(t, topic.clean) || settingOnly(t, topic.clean));
    names.splice(0, names.length, ...names.filter((t) => !frame(t)));
    const unique = Array.from(new Set(names.filter(Boolean)));
    // "8am" or "40" is no thing to talk about ("POV: 8am is the only thing on your mind").
    const sayable = unique.filter((t) => t === topic.subject || !/\d/.test(t));
    this.termPool = rng.shuffle(sayable).map((text) => ({
      text,
      plural: isPlural(text, text === topic.subject ? topic.subjectPlural : undefined),
    }));
    // A bare singular term takes its article: "the electric car", not "electric car".
    for (const t of this.termPool)
      if ((t.text !== topic.subject || this.subject.text !== topic.subject) && !t.plural)
        t.text = withArticle(t.text);
    // A shaped idea names its things whole and with their articles ("the cat", "IKEA furniture").
    if (this.shape.kind !== 'topic') {
      const generic = /^(things|types|signs|ways|reasons|habits|tips|mistakes|kinds|people)$/i;
      const things =
        (this.shape.kind === 'scenario' || this.shape.kind === 'claim') && extra.subjectOnly
          ? []
          : this.shape.things.filter(
              (t) =>
                !generic.test(t.text) &&
                !/\d/.test(t.text) &&
                !frameOnly(t.text, topic.clean) &&
                // A place the idea happens at is no thing (session 16); a versus side stays.
                (this.shape.kind === 'versus' || !settingOnly(t.text, topic.clean)),
            );
      const pool = [
        this.subject,
        ...things.filter((t) => t.text.toLowerCase() !== this.subject.text.toLowerCase() && !ME.test(t.text)),
      ];
      this.termPool.splice(0, this.termPool.length, ...(this.subject.text === 'I' ? things : pool));
      if (!this.termPool.length) this.termPool.push({ text: topic.subject, plural: topic.subjectPlural });
    }
  }

  canFill(tpl: string): boolean {
    const sh = this.shape;
    const c = sh.clause;
    if (/\{(CS|CP|CI|CG|CD|CP3|cis|chas|cdoes|cwas|cit|cthem)\}/.test(tpl) && !c) return false;
    if (/\{(TI|TG)\}/.test(tpl) && !sh.task) return false;
    if (/\{(VV|VI)\}/.test(tpl) && !sh.verdict) return false;
    if (/\{(N|L)\}/.test(tpl) && !sh.list) return false;
    if (/\{(VA|VB|ais|bis|ahas|bhas|adoes|bdoes|bs|aies)\}/.test(tpl) && !sh.versus) return false;
    if (tpl.includes('{AUD}') && !sh.audience) return false;
    if (tpl.includes('{Q}') && !this.topic.question && !shapeQuestion(sh)) return false;
    if (hasMark(tpl, '3p') && c?.firstPerson) return false;
    if (hasMark(tpl, 'why') && sh.asks !== 'why') return false;
    if (hasMark(tpl, 'act') && (!c || !isAction(c))) return false;
    // "the plain version: volcanoes form" says the idea back and nothing else.
    if (hasMark(tpl, 'obj') && (!c || c.bareVerb)) return false;
    // "Team {VA}" wants a name: "Team my houseplant" and "Team the iPhone" do not read.
    if (
      hasMark(tpl, 'bare') &&
      (sh.kind === 'versus'
        ? [sh.versus?.a, sh.versus?.b].some((x) => !x || DETERMINED.test(x))
        : [this.subject, ...this.termPool].some((t) => DETERMINED.test(t.text)))
    )
      return false;
    // Rivals are no activity: "start learning about my houseplant" says nothing.
    if (tpl.includes('{A}') && sh.kind === 'versus') return false;
    // Nor is the creator's own thing or an event something to study: "learning about your first
    // marathon", "learning about a day in Tokyo" (decision 031). Lines without the activity say it.
    if (tpl.includes('{A}') && !this.activityStudiable) return false;
    if (hasMark(tpl, 'event') && (this.activityStudiable || sh.kind !== 'topic')) return false;
    if (hasMark(tpl, 'scene') && (this.activityStudiable || !c || c.firstPerson || sh.kind !== 'scenario'))
      return false;
    // The creator's "my first marathon" is not the viewer's: a line that speaks to the viewer and names
    // the idea's thing is not used for it ("Compare your first marathon with ...", decision 031).
    // A scene ("My dog hates baths") keeps decision 024's "your dog" for the viewer's own dog.
    if (sh.kind === 'topic' && this.ownPhrases.length && /\{[A-Z]\w*\}/.test(tpl)) {
      const plain = tpl.replace(/^(\[\w+\])+/, '').replace(/\{\w+\}/g, 'it');
      if (splitSentences(plain).some((x) => speaksToViewer(x) && !FIRST_PERSON.test(x))) return false;
    }
    // "I" is a doer only in a whole clause ("I tried to ..."), never alone in a slot.
    if (c?.firstPerson && /\{CS\}(?! \{C[PIGD])/.test(tpl)) return false;
    if (/\{(S|T)\}/.test(tpl) && this.subject.text === 'I' && !this.termPool.length) return false;
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

  /** A shorter name for a long subject: its second term with an article ("the electric car"), else "it". */
  shortSubject(): string {
    // A plural subject's short name is plural too ("my dad's terrible jokes" → "the terrible jokes").
    const plural = this.topic.subjectPlural;
    const second = this.termPool.find(
      (t) => t.text !== this.topic.subject && t.plural === plural && t.text.split(' ').length <= 3,
    );
    return second?.text ?? (plural ? 'them' : (headName(this.topic.subject) ?? 'it'));
  }

  nextTerm(): { text: string; plural: boolean } {
    const term = this.termPool[this.termCursor % this.termPool.length];
    this.termCursor += 1;
    return term;
  }

  fill(tpl: string, n?: number): string {
    const t = this.topic;
    const plural = this.subject.plural;
    const sh = this.shape;
    const c = sh.clause;
    const cp = !!c && (c.plural || c.firstPerson);
    const question = shapeQuestion(sh) ?? t.question ?? `What is really going on with ${t.subject}?`;
    const vsPlural = (side: 'a' | 'b') => sh.things[side === 'a' ? 0 : 1]?.plural ?? false;
    const count = n ?? this.extra.n ?? 3;
    let term: { text: string; plural: boolean } | undefined;
    const tp = () => (term ??= this.nextTerm()).plural;
    // A side that is the creator ("Me vs my houseplants") acts as "I": "I try a new strategy", not
    // "Me tries a new strategy" (session 13, round two); named alone it stays "me" ("In this corner, me").
    const meSide = (side: 'A' | 'B', x: string) => {
      const low = side.toLowerCase();
      return ME.test((side === 'A' ? sh.versus?.a : sh.versus?.b) ?? '')
        ? x
            .replace(
              new RegExp(
                `\\{V${side}\\}(?= (\\{${low}|make\\{${low}s\\}|come\\{${low}s\\}|said\\b)|(?= tr\\{${low}ies\\}))`,
                'g',
              ),
              'I',
            )
            .replace(`{${low}is}`, 'am')
            .replace(`{${low}has}`, 'have')
            .replace(`{${low}does}`, 'do')
            .replace(`{${low}s}`, '')
            .replace(`{${low}ies}`, 'y')
        : x;
    };
    const filled = meSide('B', meSide('A', tpl))
      .replace(/^(\[\w+\])+/, '')
      .replace('{CS} {CG}', c?.firstPerson ? 'me {CG}' : '{CS} {CG}')
      .replace(/\{(\w+)\}/g, (_m, key: string) => {
        switch (key) {
          case 'CS':
            return c?.subj ?? '';
          case 'CP':
            return c?.pres ?? '';
          case 'CI':
            return c?.inf ?? '';
          case 'CG':
            return c?.ing ?? '';
          case 'CD':
            return c?.past ?? '';
          case 'CP3':
            return c ? thirdPerson(c) : '';
          case 'W':
            return sh.asks ?? 'why';
          case 'cis':
            return c?.firstPerson ? 'am' : cp ? 'are' : 'is';
          case 'chas':
            return cp ? 'have' : 'has';
          case 'cdoes':
            return cp ? 'do' : 'does';
          case 'cwas':
            return cp && !c?.firstPerson ? 'were' : 'was';
          case 'cit':
            return c?.firstPerson ? 'I' : cp ? 'they' : 'it';
          case 'cthem':
            return c?.firstPerson ? 'me' : cp ? 'them' : 'it';
          case 'TI':
            return sh.task?.inf ?? '';
          case 'TG':
            return sh.task?.ing ?? '';
          case 'VV':
            return sh.verdict ?? '';
          case 'VI':
            return sh.verdict ? verdictInfinitive(sh.verdict) : '';
          case 'N':
            return sh.list?.count ?? '';
          case 'L':
            return sh.list?.items ?? '';
          case 'VA':
            return sh.versus?.a ?? '';
          case 'VB':
            return sh.versus?.b ?? '';
          case 'ais':
            return vsPlural('a') ? 'are' : 'is';
          case 'bis':
            return vsPlural('b') ? 'are' : 'is';
          case 'ahas':
            return vsPlural('a') ? 'have' : 'has';
          case 'bhas':
            return vsPlural('b') ? 'have' : 'has';
          case 'adoes':
            return vsPlural('a') ? 'do' : 'does';
          case 'bdoes':
            return vsPlural('b') ? 'do' : 'does';
          // "the dishes come back", "the vacuum comes back" (session 11, second round).
          case 'bs':
            return vsPlural('b') ? '' : 's';
          case 'aies':
            return vsPlural('a') ? 'y' : 'ies';
          case 'AUD':
            return sh.audience ?? '';
          case 'S':
            return this.subject.text;
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
          case 'I':
            // The idea as typed, mid-sentence: "a day in Tokyo", "my first marathon", "iPhone".
            return t.clean.replace(/^(?!I\b)\p{Lu}(?=\p{Ll}|\s)/u, (m) => m.toLowerCase());
          case 'A': {
            // Said in full twice, then a short name: "learning about minimalist apartment decorating" tires fast.
            this.activityUses += 1;
            const a = activityPhrase(t, sh);
            return a.split(' ').length <= 3 || this.activityUses <= 2 ? a : shortActivity(a, sh, t);
          }
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
    const out = toViewer(filled, this.ownPhrases, this.extra.viewerOwn);
    return capitalise(out.replace(/\s+/g, ' ').trim()).replace(
      /([.!?] )(\p{Ll})/gu,
      (_m, p: string, c: string) => p + c.toUpperCase(),
    );
  }
}

/** A bare singular term with its article: "budget" → "the budget", "electric car" → "the electric car". */
// Asked for the same few terms in every line of a script.
export const withArticle: (term: string) => string = memoByString(withArticleUncached);

function withArticleUncached(term: string): string {
  if (!/^[a-z]/.test(term)) return term;
  // "monday motivation" (a lowercased name) takes no article: say it as the user wrote it.
  if (
    /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/.test(
      term,
    )
  )
    return term.charAt(0).toUpperCase() + term.slice(1);
  const text = nounPhrase(term).text;
  if (/^(the|a|an|my|your|our|their|his|her|its|this|that|these|those|some|every)\s/i.test(text)) return text;
  const head = text.split(' ').at(-1)!;
  const doc = nlp(`the ${head}`);
  if (
    !isMassNoun(head) &&
    !/ing$/.test(head) &&
    doc.has('#Noun') &&
    !doc.nouns().isPlural().found &&
    !/\d/.test(text)
  )
    return `the ${text}`;
  return text;
}

/** "pays off" → "pay off", "is worth it" → "be worth it" (for "Does saving money really pay off?"). */
function verdictInfinitive(verdict: string): string {
  const [verb = '', ...rest] = verdict.split(' ');
  const inf = /^(is|are)$/i.test(verb) ? 'be' : nlp(verb).verbs().toInfinitive().text() || verb;
  return [inf.toLowerCase(), ...rest].join(' ');
}

/** The markers at the start of a shape line ("[why][obj]..."). */
const hasMark = (tpl: string, mark: string) => new RegExp(`^(\\[\\w+\\])*\\[${mark}\\]`).test(tpl);
const DETERMINED = /^(the|a|an|my|your|our|their|his|her|its|this|that|these|those)\s/i;
// "Let's count down three takes on our trip" speaks as the creator too.
const FIRST_PERSON = /\b(i|me|my|mine|myself|i'm|i’m|we|us|our|let's|let’s)\b/i;
const VIEWER = /\b(you|your|yours|yourself|you're|you’re)\b/i;

/**
 * The idea's phrases in the creator's voice ("my houseplant", "our wedding budget"), longest first;
 * none when the idea also says "your" (then "my coffee vs your tea" is meant as written).
 */
export function ownPhrasesOf(topic: TopicAnalysis, sh: IdeaShape): string[] {
  if (VIEWER.test(topic.clean)) return [];
  const c = sh.clause;
  const phrases = [
    ...sh.things.map((t) => t.text),
    ...(sh.versus ? [sh.versus.a, sh.versus.b] : []),
    ...(sh.task ? [sh.task.inf, sh.task.ing] : []),
    ...(c && !c.firstPerson ? [c.subj, c.pres, c.inf, c.ing, c.past] : []),
    ...(topic.action ? [topic.action.infinitive, topic.action.gerund] : []),
    ...topic.terms,
  ];
  return Array.from(new Set(phrases.filter((p) => /\b(my|our)\b/i.test(p)))).sort(
    (a, b) => b.length - a.length,
  );
}

/**
 * A sentence that speaks to the viewer and not as the creator says the idea's "my" things as the
 * viewer's: "Drop a skull if your houseplant got you too", not "... if my houseplant got you too".
 */
export function toViewer(text: string, own: string[], always = false): string {
  if (!own.length) return text;
  // Sentence by sentence: "Round one: my houseplant against my busy week. Place your bets."
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentenceToViewer(sentence, own, always))
    .join(' ');
}

/** "List what my houseplant does well" speaks to the viewer as much as "you" does. */
const speaksToViewer = (sentence: string) =>
  VIEWER.test(sentence) ||
  (
    nlp(sentence.replace(/^[^:]*:\s*/, ''))
      .terms()
      .first()
      .json() as Array<{ terms: Array<{ tags: string[] }> }>
  )[0]?.terms[0]?.tags.includes('Imperative') === true;

function sentenceToViewer(sentence: string, own: string[], always: boolean): string {
  if (!always && !speaksToViewer(sentence)) return sentence;
  let rest = sentence;
  for (const p of own) rest = rest.split(p).join(' ');
  if (FIRST_PERSON.test(rest)) return sentence;
  let out = sentence;
  for (const p of own) out = out.split(p).join(p.replace(/\b(my|our)\b/gi, 'your'));
  return out;
}

// "are so loyal", "has three hearts": a state, not a doing ("why fans do that" would not read).
const COPULA = /^(is|are|was|were|am|be|has|have|had)\b/i;

/** A short name for a long activity: "waking up", "your first marathon", "remote work", else "it". */
function shortActivity(activity: string, sh: IdeaShape, topic?: TopicAnalysis): string {
  const task = shortTask(sh);
  if (task && activity === sh.task?.ing) return task.ing;
  if (topic && activity.startsWith('learning about ')) {
    if (topic.subject.split(' ').length <= 3)
      return topic.subjectPlural ? activity : withArticle(topic.subject);
    // "learning about the history of pizza" → "learning about pizza".
    const last = topic.terms.find((t) => t !== topic.subject && t.split(' ').length <= 3);
    if (last) return `learning about ${last}`;
    // "learning about my new standing desk" → "learning about the standing desk", not "it" (031, session 8).
    const head = headName(topic.subject);
    if (head && !/ing$/.test(head)) return `learning about ${head}`;
  }
  // "learning why dogs tilt their heads" → "learning why dogs do it" (not "learning the dogs tilt").
  const asked = /^learning (why|how) /.exec(activity);
  if (asked && sh.clause && !COPULA.test(sh.clause.pres))
    return `learning ${asked[1]} ${sh.clause.subj} ${sh.clause.plural ? 'do' : 'does'} that`;
  // "learning to code at 40" → "learning to code": the phrase up to its first preposition.
  const words = activity.split(' ');
  const cut = words.findIndex(
    (w, i) => i > 1 && /^(at|on|in|for|after|before|with|by|from|while|during)$/.test(w),
  );
  if (cut > 1) return words.slice(0, cut).join(' ');
  // "learning to parallel park" → "parallel parking", "learning to ice skate" → "ice skating": the doing
  // learned, never "the parallel park" or "learning to ice" (session 14). A two-word verb only.
  if (/^(learning|trying|starting)$/.test(words[0]!) && words[1] === 'to' && words.length === 4) {
    const [first = '', last = ''] = words.slice(2);
    const ing = isLemma(last, 'verb') === true ? analyzeShape(`How to ${last}`).task?.ing : undefined;
    if (ing && /^\S+ing$/.test(ing) && !DETERMINED.test(`${first} `) && !/ing$/.test(first))
      return `${first} ${ing}`;
  }
  // "moving to a new city alone" → "moving to a new city": the doing and where it goes, no trailing adverb.
  if (/ing$/.test(words[0]!) && /^(to|into|onto|across|abroad)$/.test(words[1] ?? '')) {
    const tail = activity.split(' ').slice(2);
    while (tail.length && !nlp(tail.join(' ')).terms().last().has('#Noun')) tail.pop();
    if (tail.length && tail.length <= 3 && words.length > tail.length + 2)
      return [words[0], words[1], ...tail].join(' ');
  }
  // "fixing a flat bike tire" → "fixing the tire", not "it" in every later line (session 11).
  if (
    /ing$/.test(words[0]!) &&
    /^(a|an)$/.test(words[1] ?? '') &&
    // Two or more words before the head ("a flat bike tire"): "buying an electric car" keeps its name.
    words.length >= 5 &&
    isLemma(words.at(-1)!, 'noun') === true &&
    !isPlural(words.at(-1)!)
  )
    return `${words[0]} the ${words.at(-1)}`;
  const chunk = (nlp(activity).nouns().out('array') as string[])
    .map((c) =>
      c
        .replace(/[^\p{L}\p{N}\s'-]/gu, '')
        .replace(/\s+(fast|quickly|easily|well|better|faster|today|now|cheaply)$/i, '')
        .trim(),
    )
    .find((c) => c.split(' ').length <= 3 && !/\d/.test(c) && !/^(it|you|me|them)$/i.test(c));
  // "paying off my student loans" → not "my student loans": a plural would break "{A} gets hard";
  // the doing stays ("paying off the student loans"), which also keeps the line on its topic.
  if (chunk && isPlural(chunk)) {
    const lead = words.slice(0, /^(up|down|out|off|in|on|over|away|back)$/.test(words[1] ?? '') ? 2 : 1);
    const thing = chunk.replace(/^(the|a|an|my|your|our|their|his|her)\s+/i, '');
    if (/ing$/.test(lead[0]!) && lead.length + thing.split(' ').length <= 4)
      return `${lead.join(' ')} the ${thing}`;
  }
  return chunk && !isPlural(chunk) ? withArticle(chunk) : 'it';
}

/** A task's first words when they stand alone: "waking up", "saving money" (else nothing). */
function shortTask(sh: IdeaShape): { inf: string; ing: string } | undefined {
  if (!sh.task) return undefined;
  const inf = sh.task.inf.split(' ');
  const ing = sh.task.ing.split(' ');
  const next = inf[1];
  if (!next || inf.length <= 2) return undefined;
  const doc = nlp(next);
  const particle = /^(up|down|out|off|in|on|over|away|back)$/.test(next);
  const bareNoun =
    doc.has('#Noun') && !doc.has('#Determiner') && !doc.has('#Pronoun') && !doc.has('#Possessive');
  if (!particle && !bareNoun) return undefined;
  return { inf: `${inf[0]} ${next}`, ing: `${ing[0]} ${next}` };
}

/**
 * The plural a long list is about: "these signs" for "signs you need a vacation", never "these vacation"
 * (its first thing, when singular, is no name for the items: 031, session 8).
 */
function listHead(items: string, first?: { text: string; plural: boolean }): string {
  // The first thing only when it is among the items' own words, before "for", "of" ...: "4 stretches
  // for desk workers" is about stretches, never "these desk workers" (session 11).
  const own = items.split(/\s+(?:for|of|to|that|in|on|with|at|from|you|i|we|every)\s+/i)[0]!.toLowerCase();
  if (first?.plural && own.includes(first.text.replace(/^(the|a|an)\s+/i, '').toLowerCase()))
    return first.text.replace(/^(the|a|an)\s+/i, '');
  // The first plural among the first four words, with the words before it when they are short:
  // "sourdough bread mistakes beginners make" → "sourdough bread mistakes", "signs you need …" → "signs".
  const words = items.split(' ');
  const i = words
    .slice(0, 4)
    .findIndex(
      (w) => /[^s'’]s$/i.test(w) && !/^(is|was|has|does|this|its|us|yes|always|sometimes)$/i.test(w),
    );
  return i >= 0 ? words.slice(i < 3 ? 0 : i, i + 1).join(' ') : 'ones';
}

/** The thing a shaped idea is about, with its article: "the cat", "waking up at 5am", "budgeting mistakes". */
function shapeSubject(sh: IdeaShape): { text: string; plural: boolean } | undefined {
  if (sh.clause && !sh.clause.firstPerson) return { text: sh.clause.subj, plural: sh.clause.plural };
  if (sh.task) return { text: sh.task.ing, plural: false };
  // A list of advice is about its aim: "5 tips for a first job interview" is about a first job
  // interview, never "these tips" (the tips are the creator's to give: session 13, round three).
  const aim =
    sh.list &&
    /^(?:\w+ )?(?:tips|ways|habits|tricks|hacks|rules|secrets) (?:for|on) (.+)$/i.exec(sh.list.items);
  const bare = (t: string) => t.replace(/^(the|a|an)\s+/i, '').toLowerCase();
  const aimThing = aim && sh.things.find((t) => aim[1]!.toLowerCase().endsWith(bare(t.text)));
  if (aim && aimThing) return { text: aim[1]!, plural: aimThing.plural };
  // "5 ways to annoy your roommate" is about annoying your roommate, never "these ways" (session 14).
  const toAim =
    sh.list && /^(?:\w+ )?(?:tips|ways|tricks|hacks|rules|secrets) to (.+)$/i.exec(sh.list.items)?.[1];
  const doing = toAim && analyzeShape(`How to ${toAim}`).task?.ing;
  if (doing && /^\S+ing\b/.test(doing)) return { text: doing, plural: false };
  // "signs your plant needs water" is too long to repeat: "these signs" stands in for it.
  if (sh.list)
    return {
      text:
        sh.list.items.split(' ').length <= 3
          ? sh.list.items
          : `these ${listHead(sh.list.items, sh.things[0])}`,
      plural: true,
    };
  // "Me vs my houseplants" is about the houseplants: "questions about me" is the creator (session 13).
  if (sh.versus) return sh.things.find((t) => !ME.test(t.text)) ?? sh.things[0];
  if (sh.clause?.firstPerson) return sh.things[0] ?? { text: sh.clause.ing, plural: false };
  if (sh.activity) return { text: sh.activity, plural: false };
  return undefined;
}

const STATIVE = /^(have|be|feel|seem|need|know|like|love|hate|want|mean|look|sound|never|not)\b/;
/** A verb one can film: "dance", "knock"; not "have", "feel" or a negation. */
function isAction(c: NonNullable<IdeaShape['clause']>): boolean {
  return !STATIVE.test(c.inf) && !/\b(never|not)\b/.test(c.inf);
}

/** "have three hearts" → "has three hearts" (for "what else has three hearts"). */
function thirdPerson(c: NonNullable<IdeaShape['clause']>): string {
  if (!c.plural && !c.firstPerson) return c.pres;
  const words = c.inf.split(' ');
  const i = words.findIndex((w) => !/^(never|always|often|really|actually|just|still|not)$/.test(w));
  if (i < 0) return c.inf;
  const v = words[i]!;
  const irregular: Record<string, string> = { have: 'has', be: 'is', do: 'does', go: 'goes' };
  words[i] =
    irregular[v] ??
    (nlp(v).verbs().conjugate()[0] as { PresentTense?: string } | undefined)?.PresentTense ??
    `${v}s`;
  return words.join(' ');
}

/** The idea asked as a question: "Why do bees dance to share directions?", "How do volcanoes form?" */
export function shapeQuestion(sh: IdeaShape): string | undefined {
  const c = sh.clause;
  if (sh.kind !== 'claim' || !c || !sh.asks) return undefined;
  const w = sh.asks === 'why' ? 'Why' : 'How';
  const subj = /^\p{Lu}\p{Ll}/u.test(c.subj) && !/^(The|A|An|My|Your)\b/.test(c.subj) ? c.subj : c.subj;
  if (/^be\b/.test(c.inf)) return `${w} ${c.plural ? 'are' : 'is'} ${subj}${c.inf.slice(2)}?`;
  const neg = /^never /.test(c.inf);
  const inf = neg ? c.inf.replace(/^never /, '') : c.inf;
  return `${w} ${c.plural ? 'do' : 'does'} ${subj} ${neg ? 'never ' : ''}${inf}?`;
}

function isPlural(term: string, known?: boolean): boolean {
  return known ?? taggedPlural(term);
}

const taggedPlural = memoByString(taggedPluralUncached);

function taggedPluralUncached(term: string): boolean {
  if (!/^[\p{Script=Latin}\s'-]+$/u.test(term)) return false;
  const doc = nlp(term);
  // "history of pizza": the head noun comes before "of".
  const head = doc.match('^#Noun+ of').found ? nlp(term.split(/\s+of\s+/)[0]) : doc;
  if (head.nouns().isPlural().found && !head.has('#Uncountable')) return true;
  // "kids", "loans" alone read as verbs ("she kids"); after "the" they are the plural nouns they are.
  if (/^\p{L}+s$/u.test(term) && doc.has('#Verb')) {
    const the = nlp(`the ${term}`);
    return the.nouns().isPlural().found && !the.has('#Uncountable');
  }
  return false;
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
export function activityPhrase(topic: TopicAnalysis, shape?: IdeaShape): string {
  if (shape?.task) return shape.task.ing;
  if (shape?.clause?.firstPerson) return shape.clause.ing;
  // "Monday motivation for founders" is no activity: the audience's own work is.
  if (
    shape?.audience &&
    !topic.action &&
    /\b(motivation|inspiration|tips|advice|reminders?)\b/i.test(topic.subject)
  )
    return 'the work';
  if (shape?.activity) return shape.activity;
  // "Why dogs tilt their heads" is about the tilting: "learning why dogs tilt their heads" (031).
  if (shape?.clause && !shape.clause.firstPerson)
    // "Why my cat ignores me" stays "learning about my cat" (024): the viewer's is "your cat".
    // A lone verb stays "learning about cats": "learning why cats purr" reads as 024's "cats purr" noun.
    return shape.asks && !DETERMINED.test(shape.clause.subj) && !shape.clause.bareVerb
      ? `learning ${shape.asks} ${shape.clause.subj} ${shape.clause.pres}`
      : `learning about ${shape.clause.subj}`;
  // "public speaking", "remote work": a short topic is said as it is ("start remote work today").
  if (
    shape?.kind === 'topic' &&
    !topic.action &&
    !topic.subjectPlural &&
    topic.subject.split(' ').length <= 3 &&
    ACTIVITY_HEAD.test(topic.subject)
  )
    return /^\p{Lu}\p{Ll}/u.test(topic.subject) && topic.subject.split(' ').length > 1
      ? topic.subject
      : topic.subject.toLowerCase();
  return topic.action && !topic.action.agentIsSubject
    ? topic.action.gerund
    : `learning about ${topic.subject}`;
}

/**
 * The idea's topic, with the shape's task as its action: the tagger reads "Why saving money in your
 * twenties pays off" as the action "save money in your twenties pays off"; the shape knows the task
 * is "save money in your twenties".
 */
function topicFor(idea: string, shape: IdeaShape): TopicAnalysis {
  const topic = analyzeTopic(idea);
  // "Our trip to Japan", "My grandma's lasagna recipe": a possessive-led noun phrase is one thing,
  // said whole ("our trip to Japan", not "trip"); it agrees with its head ("trip", before "to").
  // "Taylor Swift's Eras Tour" is one too; "Our wedding on a budget" is a wedding, not "to wed".
  const words = topic.clean.split(' ');
  const owner = /^(my|our|his|her|their)\s/i.test(topic.clean);
  const named = !owner && words.slice(0, 3).some((w) => /^\p{Lu}.*['’]s$/u.test(w));
  // "My sister's wedding in Italy": the owned thing is the first word after the owners, not "sister's".
  const ownedWord = words.slice(1).find((w) => !/['’]s$/.test(w)) ?? '';
  const ownedGerund =
    owner && !!topic.action && topic.action.gerund.toLowerCase().startsWith(ownedWord.toLowerCase());
  if (
    shape.kind === 'topic' &&
    !shape.activity &&
    (!topic.action || ownedGerund) &&
    (owner || named) &&
    words.length >= 2 &&
    words.length <= 6
  ) {
    const whole = owner ? topic.clean.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()) : topic.clean;
    const head = whole.split(/\s+(?:to|of|in|at|on|for|with|from)\s+/)[0]!;
    // Its short name is the thing without its owner: "the trip", "the lasagna recipe".
    const owned = head.split(' ');
    const ownerAt = owned.findLastIndex((w) => /^(my|our|his|her|their)$|['’]s$/i.test(w));
    // Without its owner an ordinal names another thing: "the first car" is the first car ever made, so
    // "My brother's first car" is "the car" (session 10).
    const thing = owned
      .slice(ownerAt + 1)
      .join(' ')
      .replace(/^(first|second|third|last)\s+(?=\S)/i, '');
    const plural = isPlural(owned.at(-1)!);
    // Always "the": "the wedding" and "the Eras Tour" need it as much as "the trip".
    const short = thing && thing !== whole ? `the ${thing}` : '';
    const rest = topic.terms.filter((t) => !whole.toLowerCase().includes(t.toLowerCase()));
    return {
      ...topic,
      action: undefined,
      subject: whole,
      subjectPlural: plural,
      terms: [whole, ...(short ? [short] : []), ...rest].slice(0, 5),
    };
  }
  // "gym" typed alone is a place one goes to: "the gym", never "I walked straight into gym" (031).
  if (
    shape.kind === 'topic' &&
    /^\p{Ll}+$/u.test(topic.clean) &&
    topic.subject.toLowerCase() === topic.clean &&
    countNounsOf(topic.clean).includes(topic.clean)
  ) {
    const subject = `the ${topic.clean}`;
    return { ...topic, subject, terms: [subject, ...topic.terms.slice(1)] };
  }
  // "working from home": "home" there is where, not a thing ("My score for the home ...").
  // Session 16: so is any place the idea happens at or on ("at a barbecue", "on a plane", "at a
  // wedding"): "Nothing humbles you faster than a barbecue on a Monday", "Me, whenever a restaurant
  // comes up", "I fear no one, except the plane". Said only where the idea is said whole.
  const where = topic.terms.filter(
    (t) =>
      (/^(home|work)$/i.test(t) && new RegExp(`\\b(from|at) ${t}\\b`, 'i').test(topic.clean)) ||
      (shape.kind !== 'versus' && settingOnly(t, topic.clean)),
  );
  const things = topic.terms.filter((t) => !where.includes(t));
  return withTask(
    where.length && things.length
      ? {
          ...topic,
          terms: things,
          subject: where.includes(topic.subject) ? things[0]! : topic.subject,
          subjectPlural: where.includes(topic.subject) ? isPlural(things[0]!) : topic.subjectPlural,
        }
      : topic,
    shape,
  );
}

function withTask(topic: TopicAnalysis, shape: IdeaShape): TopicAnalysis {
  if (!shape.task) return topic;
  const [verb = '', ...rest] = shape.task.inf.split(' ');
  const conj = (nlp(verb).verbs().conjugate()[0] ?? {}) as { PresentTense?: string };
  return {
    ...topic,
    action: {
      infinitive: shape.task.inf,
      gerund: shape.task.ing,
      present3: [conj.PresentTense ?? `${verb}s`, ...rest].join(' '),
      agentIsSubject: false,
    },
  };
}

// Things one does ("public speaking", "remote work", "meal prep"): a short topic ending in one of
// these is an activity the viewer can start; anything else ("coffee") is learned about.
const ACTIVITY_HEAD =
  /(ing|ism|work|prep|management|training|fitness|exercise|yoga|cardio|meditation|practice|care|routine|routines|diet|study|travel|investing)$/i;

/** What the audit treats as the idea's own words for a script written by this writer. */
export function auditContextFor(typed: string): AuditContext {
  // "Confession: ..." is written as what follows the label (session 16).
  const confessed = labelledOf(typed);
  if (confessed) return auditContextFor(confessed);
  // A framed idea is written about its subject, or said whole when urged (session 13).
  const inner = framedSubject(typed);
  if (inner) return { ...auditContextFor(inner), whole: wholeIdea(typed) };
  const idea = withoutSlang(typed.trim());
  const shape = analyzeShape(idea);
  const topic = topicFor(idea, shape);
  const claim = ideaClaim(topic);
  const c = shape.clause;
  const subject = shapeSubject(shape);
  const gone = givingUpOf(typed) ?? askedGivingUpOf(typed);
  const activity = activityPhrase(topic, shape);
  const short = shortActivity(activity, shape, topic);
  return {
    subject: subject?.text ?? topic.subject,
    subjectPlural: subject?.plural ?? topic.subjectPlural,
    terms: [
      ...topic.terms,
      activity,
      ...(claim ? [claim] : []),
      ...shape.things.map((t) => t.text),
      ...(c ? [c.pres, c.inf, c.ing, c.past, ...(c.firstPerson ? [] : [c.subj])] : []),
      ...(shape.task ? [shape.task.inf, shape.task.ing] : []),
      ...(shape.list ? [shape.list.items] : []),
      ...(shape.versus ? [shape.versus.a, shape.versus.b] : []),
      // The short names the writer uses after two full mentions are the idea's words too.
      short,
      // And a long subject's head ("the standing desk").
      ...(headName(topic.subject) ? [headName(topic.subject)!] : []),
      // So is the idea as the `{I}` lines say it ("your first day at a new job", without "POV:").
      ...(topic.clean.split(' ').length >= 4 ? [topic.clean] : []),
      // So are the creator's things said to the viewer ("your houseplant").
      ...ownPhrasesOf(topic, shape).map((p) => p.replace(/\b(my|our)\b/gi, 'your')),
      // "Start starting a podcast" is said "Start a podcast": the doing's object is the idea's too (session 15).
      ...(/^(starting|beginning) \S/.test(activity) ? [activity.replace(/^\S+ /, '')] : []),
      // The thing given up, as the going-without lines say it ("your phone", "my phone", session 14).
      ...(gone ? [thingPhrase(gone.thing), thingPhrase(gone.thing.replace(/^my\s/i, 'your '))] : []),
    ],
    // "purr" in "Why cats purr" is the verb, whatever the tagger says.
    // Nor is "home" in "working from home" a thing that needs "the" ("they followed you home").
    countNouns: countNounsOf(idea).filter(
      (n) =>
        // The first word of a compound doing ("roller" in "roller skating", session 14) is no thing.
        !new RegExp(`^${n} \\S+ing$`, 'i').test(short) &&
        // A thing given up that takes no article ("without alcohol", session 14).
        !(
          gone &&
          !/^the\s/.test(thingPhrase(gone.thing)) &&
          gone.thing.toLowerCase().split(' ').includes(n)
        ) &&
        !(c?.bareVerb && c.inf === n) &&
        // "hate" in "Why Italians hate pineapple pizza" is the verb too (031).
        !(c && [c.inf, c.pres].some((v) => v.split(' ')[0]!.toLowerCase() === n)) &&
        // Nor is a how-to's verb ("repot" in "How to repot a snake plant", session 13).
        shape.task?.inf.split(' ')[0]!.toLowerCase() !== n &&
        !new RegExp(`\\b(from|at) ${n}\\b`, 'i').test(idea),
    ),
    ideaPhrases: [
      topic.clean,
      ...(claim ? [claim] : []),
      ...(c ? [c.pres, c.past] : []),
      ...(shape.task ? [shape.task.inf, shape.task.ing] : []),
    ].filter((p) => p.split(' ').length >= 4),
    // The thing a named challenge gives up is its word too ("alcohol" for "Dry January", session 14).
    ideaWords: [
      ...ideaWordsOf(topic),
      ...(gone ? wordsOf(gone.thing).filter((w) => !/^(my|the)$/i.test(w)) : []),
    ],
    ownPhrases: ownPhrasesOf(topic, shape),
    ownTopic: shape.kind === 'topic' ? ownPhrasesOf(topic, shape) : undefined,
    idea,
    bareClause: c?.bareVerb && !c.firstPerson ? { subj: c.subj, verbs: [c.pres, c.past] } : undefined,
    // A why/how question about what a doer does ("Why dogs tilt their heads"): the script says the verb.
    ideaVerb:
      c && !c.firstPerson && shape.kind === 'claim' && shape.asks && !COPULA.test(c.pres)
        ? { subj: c.subj, forms: [c.inf, c.pres, c.past, c.ing] }
        : undefined,
    names: namesOf(idea),
    doer: askedDoer(idea),
    // A script in doubt quotes the idea whole (session 9).
    whole: parseIsSure(typed) && !wholeMotivation(typed) ? undefined : wholeIdea(typed),
    // What the idea gives up: never practised or studied (session 14).
    givenUp: gone ? gone.thing.replace(/^(my|our|the)\s+/i, '') : undefined,
    // A question the writer cannot answer is a quiz when taught (session 12): the hooks it opens with.
    quizHooks: quizQuestion(typed)
      ? quizHooks(quizParts(typed).question)
      : adviceList(typed)?.aim
        ? METHOD.listHooks.map((h) => h.replace('{L}', adviceList(typed)!.phrase))
        : adviceList(typed)
          ? listHooks(adviceList(typed)!)
          : howtoTask(typed) && !/^(stop|quit)\b/i.test(howtoTask(typed)!)
            ? METHOD.hooks.map((h) => h.replace('{Q}', howtoTask(typed)!))
            : howtoTask(typed)
              ? howtoHooks(howtoTask(typed)!)
              : undefined,
  };
}

/**
 * The idea without the slang that frames it: "lowkey obsessed with matcha" is about being obsessed with
 * matcha, "no cap this pasta slaps" about the pasta. Said along, "the lowkey" and "cap" became things
 * (031, session 8). An idea that is only slang stays as typed.
 */
export function withoutSlang(idea: string): string {
  const SLANG =
    '(?:lowkey|low key|highkey|high key|ngl|not gonna lie|tbh|imo|imho|fr fr|fr|no cap|istg|deadass|honestly|literally|lol|lmao|smh)';
  const out = idea
    .replace(new RegExp(`^(?:${SLANG}[,:!]?\\s+)+`, 'i'), '')
    .replace(new RegExp(`(?:[,!]?\\s+${SLANG})+[.!?]*$`, 'i'), '')
    // "this pasta slaps": a slang verdict on a thing the tagger reads as a noun ("pasta slaps"); the
    // thing is what the script can talk about.
    .replace(
      /^((?:this|that|these|those|my|our|the)\s+[\p{L}\s-]+?)\s+(?:slaps|slap|hits different|hit different|goes hard|go hard|is fire|is elite|ate)[.!?]*$/iu,
      '$1',
    )
    .trim();
  return out.split(/\s+/).length >= 1 && /\p{L}/u.test(out) ? out : idea;
}

/**
 * The doer a why/how idea asks about, as typed: "airplanes" in "How airplanes stay in the air", "cats"
 * in "Why do cats sleep so much". None for "how to", "why I", "why is", a gerund or a pronoun.
 */
export function askedDoer(idea: string): string | undefined {
  const m =
    /^(?:why|how)\s+(?:come\s+)?(?:(?:do|does|did)\s+)?(?:(?:the|my|your|our|their|his|her)\s+)?([\p{L}-]+)/iu.exec(
      idea.trim(),
    );
  const w = m?.[1];
  if (!w || w.length < 3 || /ing$/i.test(w)) return undefined;
  if (
    /^(is|are|was|were|do|does|did|can|could|should|would|will|to|we|you|they|it|he|she|people|there|this|that|much|many|long|often|come|not|most|some|every|a|an|one)$/i.test(
      w,
    )
  )
    return undefined;
  return w;
}

/**
 * Names the idea gives after its first word, as typed ("Bangkok", "New York", "Taylor Swift"): capitalised
 * words in an idea that is not typed in Title Case, with "I" and words after a "." left out.
 */
export function namesOf(idea: string): string[] {
  const words = idea
    .replace(/[’']s\b/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  if (lower === 0 || lower * 2 < words.length - 1) return [];
  const names: string[] = [];
  let run: string[] = [];
  words.forEach((w, i) => {
    const word = w.replace(/[^\p{L}\p{N}-]/gu, '');
    const cap = i > 0 && /^\p{Lu}/u.test(word) && word !== 'I' && !/[.!?]$/.test(words[i - 1]!);
    if (cap) run.push(word);
    if ((!cap || i === words.length - 1) && run.length) {
      names.push(run.join(' '));
      run = [];
    }
  });
  return names;
}

/** The idea's singular things that take an article in a sentence ("cat", "desk"), lowercased. */
function countNounsOf(idea: string): string[] {
  const json = nlp(idea).json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>;
  return json
    .flatMap((x) => x.terms)
    .filter(
      (t) =>
        t.tags.includes('Noun') &&
        t.tags.includes('Singular') &&
        !t.tags.some((g) =>
          /^(ProperNoun|Uncountable|Value|Date|Acronym|Pronoun|Possessive|Person|Place|Organization)$/.test(
            g,
          ),
        ) &&
        /^[a-z]+$/.test(t.text) &&
        !/ing$/.test(t.text) &&
        !isMassNoun(t.text),
    )
    .map((t) => t.text.toLowerCase());
}

/** Content words of the idea (its terms, its verb), for the off-topic check. */
function ideaWordsOf(topic: TopicAnalysis): string[] {
  const words = [...topic.terms, topic.action?.infinitive ?? '', topic.clean]
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(
      (w) =>
        w.length >= 3 &&
        !/^(the|and|for|you|your|why|how|what|with|that|this|are|have|has|was|who|when|from|into|about|only|its|our|they|them)$/.test(
          w,
        ),
    );
  return Array.from(new Set(words));
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

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
// Words a slot phrase may add to the idea's own: "learning why cats do that", "the standing desk".
const FRAME_WORDS = new Set([
  'the',
  'a',
  'an',
  'learning',
  'about',
  'why',
  'how',
  'do',
  'does',
  'that',
  'these',
  'those',
]);

/** Advice typed as an imperative: "Stop comparing yourself to others", "Never skip leg day". */
const IMPERATIVE = /^(stop|start|quit|keep|never|don['’]t|do not)\s/i;

/** "What I wish I knew at 20" → "at 20": hindsight, no doing to urge ("wishing I knew at 20"). */
export function hindsightOf(typed: string): string | undefined {
  return /^(?:what|(?:the )?things) i wish i(?:['’]d| had)? (?:knew|known)\s+(\S.*)$/i.exec(
    wholeIdea(typed),
  )?.[1];
}

/** A versus side that is the creator: "Me vs my houseplants". */
const ME = /^(me|myself)$/i;

/** A scene the viewer lives, said to them: "POV: your dog hears the treat bag". */
export function viewerScene(typed: string): boolean {
  const shape = analyzeShape(withoutSlang(typed.trim()));
  return shape.kind === 'scenario' && !!shape.clause && /^your\b/i.test(shape.clause.subj);
}

/**
 * How sure the writer is of its parse (decision 031, session 9). Sure when the idea has a shape the
 * templates are written for (a why/how question about a doer, a how-to, a list, a versus, a scene, a
 * noun phrase or an activity as typed) and every word is accounted for: each content word of the idea
 * is in the phrases the slots say, and the slots say no word the idea does not ("ramening", "carry"
 * from "carry-on", "leaving change color"). Not sure, the script says the idea whole instead.
 */
export function parseIsSure(typed: string): boolean {
  return !parseDoubt(typed);
}

/** Why the writer is not sure of its parse, or undefined when it is. */
/** Words for a person: family, partners, friends, people one lives or works with (session 16). */
export const PERSON =
  /^(?:mom|mum|mother|dad|father|parents?|sister|brother|siblings?|twin|grandma|grandpa|grandmother|grandfather|grandparents?|nana|granny|aunt|uncle|cousin|nephew|niece|son|daughter|kids?|children|child|baby|toddler|teenager|teen|husband|wife|partner|spouse|boyfriend|girlfriend|bf|gf|fianc[eé]e?|friends?|bestie|bff|roommates?|flatmates?|housemates?|coworkers?|colleagues?|boss|manager|neighbou?rs?|teacher|crush|date|family|in-laws|mother-in-law|father-in-law|stepmom|stepdad|dog|cat|puppy|kitten)$/i;

/** A person (not a pet) named by a word: the companions and anyone (session 16). */
const HUMAN =
  /^(?:mom|mum|mother|dad|father|parents?|sister|brother|siblings?|twin|grandma|grandpa|grandmother|grandfather|grandparents?|nana|granny|aunt|uncle|cousin|nephew|niece|son|daughter|kids?|children|child|baby|toddler|teenagers?|teens?|husband|wife|partner|spouse|boyfriend|girlfriend|bf|gf|fianc[eé]e?|friends?|bestie|bff|roommates?|flatmates?|housemates?|coworkers?|colleagues?|boss|manager|neighbou?rs?|teacher|crush|family|in-laws|stepmom|stepdad|person|people|guys?|girls?|man|men|woman|women|strangers?)$/i;

/**
 * The person (or pet) the creator is with: "with my girlfriend", "with a toddler", "with my best
 * friend", "with my in-laws" (session 16). Returns it as typed, its "my" kept.
 */
export function companionOf(typed: string): string | undefined {
  const m =
    /\bwith\s+((?:my|our|a|an|his|her|their|your)\s+(?:(?:best|little|big|older|younger|new|twin|baby|\d+[- ]year[- ]old)\s+)?([\p{L}-]+))(?=$|[\s.,!?…])/iu.exec(
      typed.trim(),
    );
  return m && PERSON.test(m[2]!) ? m[1] : undefined;
}

export function parseDoubt(typed: string): string | undefined {
  const idea = withoutSlang(typed.trim());
  const shape = analyzeShape(idea);
  const topic = topicFor(idea, shape);
  const tokens = new Set(wordsOf(topic.clean));
  const content = [...tokens].filter(
    (w) => !STOPWORDS.has(w) && !NUMBER_WORDS.includes(w) && !/^\d+$/.test(w) && w !== 'pov',
  );
  const c = shape.clause;
  const verbs = [
    ...(c ? [c.inf, c.pres, c.ing, c.past] : []),
    ...(shape.task ? [shape.task.inf, shape.task.ing] : []),
    ...(shape.activity ? [shape.activity] : []),
  ].map((v) => wordsOf(v)[0] ?? '');
  // "dreaming" for "Why we dream" is the idea's verb; "ramening" for "this ramen" is no word.
  const gerundOf = (w: string) =>
    /ing$/.test(w) &&
    [w.slice(0, -3), `${w.slice(0, -3)}e`, w.slice(0, -4)].some(
      (r) => tokens.has(r) && isLemma(r, 'verb') !== false,
    );
  const known = (w: string) => tokens.has(w) || FRAME_WORDS.has(w) || verbs.includes(w) || gerundOf(w);
  const activity = activityPhrase(topic, shape);
  const slotted = [topic.subject, ...topic.terms, activity, ...shape.things.map((t) => t.text)];
  const strange = slotted.flatMap(wordsOf).find((w) => !known(w));
  if (strange) return `mangled: ${strange}`;
  const covers = (...phrases: string[]) => {
    const said = new Set(phrases.flatMap(wordsOf));
    const stems = [...said].map((w) => w.slice(0, Math.max(3, w.length - 2)));
    return content.every(
      (w) => said.has(w) || stems.some((st) => w.startsWith(st)) || [...said].some((x) => x.startsWith(w)),
    );
  };
  // "My first time making sushi at home" is an event the creator lived, not a thing: "my first time"
  // in every slot ("my first time was winning") loses what happened (session 10).
  if (
    /^(my|our)\s+(?:(?:very\s+)?(?:first|last|second)\s+)?(time|day|week|month|year|night|weekend)\s+(?!as\b)\S/i.test(
      idea,
    )
  )
    return 'own-event';
  // Session 16. "Shopping for a couch with my girlfriend", "Working from home with a toddler": a person
  // the creator is with is no thing. In thing slots the person lost its "my" and became "it" ("The
  // girlfriend remains undefeated", "Somewhere right now, the girlfriend is ruining someone else's
  // afternoon", "I read one article about the toddler"); the idea is said whole.
  if (companionOf(idea)) return 'companion';
  // "Saving 20% of every paycheck", "Walking 10,000 steps": the parse drops the sign and the comma
  // ("save 20 of every paycheck", "10 000 steps"). Said whole, as typed (session 16).
  if (/\d\s?%|\d,\d{3}/.test(idea)) return 'number-sign';
  // "Things people say at a baby shower": "things" and the people who say them are no doer ("Things
  // people really said", "Me, whenever things people come up"): a relative clause (session 16).
  if (c && /^(?:the\s+)?(?:things|stuff|words|lies|excuses|questions)\s+\S/i.test(c.subj))
    return 'relative-clause';
  // "Why does my cat stare at the wall?": asked about the creator's own ("my cat stare"), and "Is it
  // normal to talk to your plants?" (a rating of "plants"): the question is said whole (session 16).
  if (/^(?:why|how)\s+(?:do|does|did|is|are|was|were|can|will|would)\s+(?:my|our)\s/i.test(idea))
    return 'own-question';
  if (/^is\s+it\s+(?:normal|okay|ok|weird|bad|rude|fine|strange|wrong)\s+(?:to|that|if|when)\s/i.test(idea))
    return 'is-it-normal';
  // "I was scared to drive on the highway": a creator's feeling, not a doer and a doing ("I was
  // scareding to drive", "Curiosity about I was"). Said whole (session 16).
  if (
    /^(?:i|we)\s+(?:was|were|am|are|['’]m|['’]re|got|get|feel|felt)\s+(?:so\s+|really\s+|too\s+)?\p{L}+/iu.test(
      idea,
    )
  )
    return 'own-feeling';
  // "Me trying to eat healthy at a party", "Dancing badly at a concert": when the idea's only things are
  // the place it happens at, the place became the thing of every slot ("A party? I need a lie-down",
  // "the concert was winning"). Said whole (session 16).
  {
    const named = [topic.subject, ...topic.terms, ...shape.things.map((t) => t.text)].filter(
      (t) => t && !/^(i|me|myself|you)$/i.test(t),
    );
    if (
      shape.kind !== 'versus' &&
      named.some((t) => settingOnly(t, topic.clean)) &&
      named.every((t) => settingOnly(t, topic.clean) || frameOnly(t, topic.clean))
    )
      return 'setting-only';
  }
  // "Sunday hike with my camera" said as "sunday hike": a day's or month's name lowercased in a slot.
  const named =
    /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/i;
  if (named.test(idea) && named.test(topic.subject) && !/^\p{Lu}/u.test(topic.subject))
    return 'name-lowercased';
  // "Waking up at 5am for a month" read as "month": a time the idea only lasts for is no subject.
  if (frameOnly(topic.subject, topic.clean)) return 'frame-subject';
  // Session 11. "My grandpa learning to text" read as the thing "my grandpa learning" ("I just said my
  // grandpa learning", "Rating every part of the grandma reacting"): a term that ends on a doing the
  // idea goes on with ("to text", "to AI") has cut a clause in two.
  const all = wordsOf(topic.clean);
  for (const t of topic.terms) {
    const w = wordsOf(t);
    const last = w.at(-1) ?? '';
    if (w.length < 2 || !/ing$/.test(last)) continue;
    const next = all[all.indexOf(last) + 1];
    if (next && (next === 'to' || isLemma(last, 'noun') === false)) return 'term-gerund';
  }
  // Session 15. "My cat judging my cooking", "My mom discovering emojis": someone doing something to a
  // thing, typed as a noun phrase. Its parts in thing slots made the thing or the doing a doer ("The
  // cooking walked in like it paid rent", "the discovering emojis was winning").
  const doerDoing =
    /^(?:my|our|his|her|their|your)\s+(?:[\p{L}'’-]+\s+)?([\p{L}'’-]+)\s+(\p{L}+ing)\s+\S/iu.exec(idea);
  const gerund = doerDoing?.[2] ?? '';
  if (
    shape.kind === 'topic' &&
    doerDoing &&
    // The doer is a noun ("my dad cooking dinner"), not "my first cooking class".
    nlp(doerDoing[1]!).has('#Noun') &&
    !ING_NOUNS.test(gerund) &&
    [gerund.slice(0, -3), `${gerund.slice(0, -3)}e`, gerund.slice(0, -4)].some(
      (r) => r.length >= 2 && isLemma(r.toLowerCase(), 'verb') === true,
    )
  )
    return 'doer-doing';
  // "Budget date night ideas" read as the how-to "budget date night ideas": a bare first word that is a
  // noun too, before another bare noun, opens a noun phrase, not an order.
  if (shape.kind === 'howto' && shape.task && !/^(how|ways?)\b/i.test(idea)) {
    const [first = '', second = ''] = all;
    if (
      wordsOf(shape.task.inf)[0] === first &&
      isLemma(first, 'noun') === true &&
      second &&
      !/ing$/.test(second) &&
      !/^(a|an|the|my|your|our|his|her|their|this|that|these|those|up|out|off|down|more|less|to|it|them|yourself)$/.test(
        second,
      )
    )
      return 'noun-verb';
  }
  // "How to stop procrastinating": "stopping procrastinating" is no name for a thing (session 11).
  if (shape.task && /^\S+ing \S+ing\b/.test(shape.task.ing)) return 'double-gerund';
  // "Road trip snacks ranked" is a title ("... ranked"), not snacks that rank: a closing past form
  // with no doer that does things.
  if (
    c &&
    c.bareVerb &&
    !shape.asks &&
    !/\b(the|a|an|my|your|our|his|her|their|i|we)\b/i.test(c.subj) &&
    all.at(-1) === wordsOf(c.past)[0] &&
    /ed$/.test(all.at(-1) ?? '')
  )
    return 'participle';
  // "Why dogs love car rides" said "the car" ("reading about the car"): a thing that stops before a
  // plural noun the idea goes on with has cut a compound ("car rides") in two.
  for (const t of shape.things) {
    if (c && t.text.toLowerCase() === c.subj.toLowerCase()) continue;
    const w = wordsOf(t.text).filter((x) => !FRAME_WORDS.has(x));
    const at = all.indexOf(w.at(-1) ?? '');
    const next = at >= 0 ? all[at + 1] : undefined;
    if (
      next &&
      at + 1 === all.length - 1 &&
      !/^(vs|versus)$/.test(next) &&
      /[^s]s$/.test(next) &&
      isLemma(next.slice(0, -1), 'noun') === true
    )
      return 'cut-compound';
  }
  // "My dad at the self checkout", "3 kinds of people at a barbecue", "Being the tallest person on a
  // plane", "the only sober one": a person in a thing slot is "it" and loses its "my" ("My budget for
  // the dad is emotional", "the tallest person was winning", "Kinds of people have the confidence of a
  // pigeon", "I walked straight into sober one"). A scene's doer keeps its own lines ("My dog hates
  // baths"); anywhere else the idea is said whole (session 16).
  if (shape.kind !== 'versus') {
    // A topic's terms lose their "my" in a slot; a shaped idea's things keep theirs.
    const slottedThings = (
      shape.kind === 'topic' ? [topic.subject, ...topic.terms] : shape.things.map((t) => t.text)
    )
      // A scene's doer, and a person inside the doing the script is about ("annoying your roommate").
      .filter((t) => !(c && t.toLowerCase() === c.subj.toLowerCase()))
      .filter(
        (t) =>
          !(
            [activity, shapeSubject(shape)?.text ?? ''].some((a) =>
              a.toLowerCase().includes(` ${t.toLowerCase()}`),
            ) && /^(my|our|your)\s/i.test(t)
          ),
      );
    // The head is before any place or owner: "person" in "the shortest person in class".
    const heads = (t: string) => [
      wordsOf(t).at(-1) ?? '',
      wordsOf(t.split(/\s+(?:in|at|on|for|with|from)\s+/i)[0]!).at(-1) ?? '',
    ];
    if (
      slottedThings.some(
        (t) =>
          heads(t).some((h) => /^(ones?|someone|somebody|everyone|everybody)$/i.test(h)) ||
          (heads(t).some((h) => HUMAN.test(h)) &&
            (shape.kind === 'topic' || !/^(my|our|your|his|her|their)\b/i.test(t.trim()))),
      )
    )
      return 'person-thing';
  }
  // "learning about volcanoes" for "How volcanoes form": the doing is lost wherever {A} is said.
  const aboutOnly = /^learning about /.test(activity);
  switch (shape.kind) {
    case 'claim':
      return !c ? 'claim-no-clause' : covers(c.subj, c.inf, c.pres) ? undefined : 'claim-cover';
    case 'scenario':
      // "the day my sourdough starter": a doer with a second determiner inside is a clause, not a thing.
      if (!c) return 'scene-no-clause';
      // "Office parties at work", "Group chats on weekends": a bare singular noun before a word that is
      // a plural noun too, with only a place or time after it, may be one thing ("group chats") as well
      // as a doer and its verb ("the group chats in the college", session 15). Not sure either way.
      {
        const subjWords = wordsOf(c.subj);
        const verb = wordsOf(c.pres)[0] ?? '';
        const next = wordsOf(c.pres)[1];
        if (
          subjWords.length === 1 &&
          !c.firstPerson &&
          !c.plural &&
          /^\p{Ll}/u.test(c.subj) &&
          all[0] === subjWords[0] &&
          /[^s]s$/.test(verb) &&
          isLemma(verb.slice(0, -1), 'noun') === true &&
          (!next || /^(in|at|on|during|after|before|around|near|of|for)$/.test(next))
        )
          return 'noun-or-verb';
      }
      // "learning about the wifi" for "When the wifi goes down at work": a framed scene ("When ...",
      // "POV: ...") is lost. A creator's own scene ("My dog hates baths") has its own lines (024).
      if (/\s(the|a|an|my|your|our|his|her|their)\s/i.test(` ${c.subj.split(' ').slice(1).join(' ')} `))
        return 'doer-clause';
      if (aboutOnly && /^(when|pov|whenever|if)\b/i.test(topic.clean) && !/^(my|our|i)\b/i.test(c.subj))
        return 'about-only';
      return covers(c.subj, c.inf, c.pres) ? undefined : 'scene-cover';
    case 'howto':
      return shape.task && covers(shape.task.inf, shape.verdict ?? '') ? undefined : 'howto-cover';
    case 'list':
      return shape.list && covers(shape.list.items, ...shape.things.map((t) => t.text))
        ? undefined
        : 'list-cover';
    case 'versus':
      return shape.versus && covers(shape.versus.a, shape.versus.b) ? undefined : 'versus-cover';
    default:
      // A noun phrase said whole ("Beginner guitar mistakes"), or an activity whose object is the
      // main term ("Rating airport food"): not "the science" for "The science of why we dream".
      // Its short name loses nothing either: not "the first car" for "My brother's first car".
      // A word left out is fine when it only places or frames the thing ("Street food in Bangkok",
      // "Meal prep on a budget"); not when it is a doing ("The science of why we dream", "Quitting my
      // job to travel") or a doer ("What nobody tells you").
      {
        const main = [topic.terms[0] ?? topic.subject, ...(shape.activity ? [verbs.at(-1)!] : [])];
        const all = wordsOf(topic.clean);
        const lost = content.filter((w) => !covers(...main, ...content.filter((x) => x !== w)));
        // A doing has its own doer ("we dream", "nobody tells") or is a purpose ("to travel"); "hard
        // to kill" says how the thing is, and "chords" (a noun the tagger calls a verb) has neither.
        const doing = lost.find((w) => {
          const i = all.indexOf(w);
          const prev = all[i - 1] ?? '';
          const before = all[i - 2] ?? '';
          return (
            /^(nobody|everyone|someone|everybody)$/.test(w) ||
            /^(i|we|you|they|he|she|nobody|everyone|someone)$/.test(prev) ||
            (prev === 'to' && isLemma(w, 'verb') !== false && !nlp(before).has('#Adjective')) ||
            // "Common mistakes when buying a used car": the doing the thing belongs to (session 15).
            (/^(when|while|before|after)$/.test(prev) && /ing$/.test(w))
          );
        });
        if (doing) return `topic-cover: ${doing}`;
      }
      return shortNameKeeps(topic.subject) ? undefined : 'short-name';
  }
}

/**
 * A long subject's short name keeps its head and its owner: "the bike tire" for "flat bike tire" and
 * "the sunrise hike" for "sunrise hike in Utah" (the name is said on its own), not "the week" for "my
 * first week as a barista" nor "the first car" for "my brother's first car".
 */
function shortNameKeeps(subject: string): boolean {
  const short = headName(subject);
  if (!short) return true;
  const last = (p: string) => wordsOf(p).at(-1) ?? '';
  const rest = subject.slice(subject.toLowerCase().indexOf(last(short)) + last(short).length).trim();
  const namedPlace = /^(in|at|to|from)\s+\p{Lu}/u.test(rest);
  // "as a barista" is a role: "the week" without it is another week.
  return !/^as\s/i.test(rest) && (last(short) === last(subject) || namedPlace || !/^as\b/i.test(rest));
}

/** The moment a "When ..." idea names, without its "when": "your alarm goes off on a Monday". */
export function situationOf(typed: string): string | undefined {
  const m = /^when\s+(\S.*)$/i.exec(wholeIdea(typed));
  return m && m[1]!.split(' ').length >= 2 ? m[1] : undefined;
}

/**
 * The motivational script for an idea that names no doing: a list or a creator's thing ("5 budget
 * meals", "My brother's first car") has only "learning about" it as an activity, and "Now learning
 * about the car is a daily habit" is nonsense (session 11). Those, a scene the viewer lives and a
 * "When ..." moment say the idea whole instead.
 */
export function wholeMotivation(typed: string): boolean {
  if (viewerScene(typed) || situationOf(typed) || personStory(typed) || hindsightOf(typed)) return true;
  // A list of advice urged promised its tips and never gave them ("Read this if you want to get better:
  // seven tips for staying focused", "Tell someone which of these tips you are working on", session 14).
  if (adviceList(typed)) return true;
  // "Never skip leg day" urges the opposite of its doing: never "skipping leg day" as a habit.
  if (/^(never|don['’]t|do not)\s/i.test(typed.trim())) return true;
  const idea = withoutSlang(typed.trim());
  const shape = analyzeShape(idea);
  // A question about the world the parse reads as no doer's clause ("Why is the sky blue", "Why we
  // yawn") has only the question's words as an activity: "Today is day one of yawning", "The results of
  // the sky came slowly" (session 12). Its motivational script praises the asking, said whole.
  if (shape.kind !== 'claim' && quizQuestion(typed)) return true;
  const topic = topicFor(idea, shape);
  const activity = activityPhrase(topic, shape);
  // "Cleaning my room after finals": the creator's own chore is no habit to sell the viewer ("Picture
  // someone who thinks cleaning my room is for other people").
  if (/\b(my|our)\b/i.test(activity) && !/^learning about /.test(activity)) return true;
  if (!/^learning about /.test(activity)) return false;
  return (
    shape.kind === 'list' ||
    (shape.kind === 'topic' && /^(my|our|his|her|their)\s|^\S+['’]s\s/i.test(topic.subject))
  );
}

/**
 * A person's story ("How my mom opened her bakery at 52", "How Grandpa learned to swim"): urged, it is
 * said whole, never the person as a habit ("keep going with your mom", session 13 round two).
 */
function personStory(typed: string): boolean {
  return !!personStoryOf(typed);
}

/**
 * The person, the doing (infinitive) and the rest of a person's story: "How Serena Williams built her
 * career" → Serena Williams, build, her career. A name of up to three words (session 15).
 */
function personStoryOf(typed: string): { who: string; inf: string; rest: string } | undefined {
  const past = '([a-z]+ed|built|made|got|became|found|beat|won|lost|went|left|quit|began|ran|took|met|sold)';
  const m = new RegExp(
    `^[Hh]ow ((?:my|our|his|her|their) [a-z]+(?: [a-z]+)?|[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}) ${past}\\b(.*)$`,
  ).exec(wholeIdea(withoutSlang(typed.trim())));
  if (!m) return undefined;
  const inf = (nlp(m[2]!).verbs().toInfinitive().text() || m[2]!).toLowerCase();
  return { who: m[1]!, inf, rest: m[3]!.trim() };
}

/**
 * A motivational line of a sure list's own, said in the whole-idea script: "Tell someone which of these
 * apps you are trying first." Not for items one does not try ("signs", "mistakes", "reasons").
 */
function wholeListLine(typed: string): string | undefined {
  // A list of advice is never given here: "which of these tips" names tips nobody heard (round three).
  if (parseDoubt(typed) || adviceList(typed)) return undefined;
  const shape = analyzeShape(withoutSlang(typed.trim()));
  if (shape.kind !== 'list' || !shape.list) return undefined;
  const head = listHead(shape.list.items, shape.things[0]);
  if (head === 'ones' || /\b(signs|mistakes|reasons|facts|myths|lies|flags|regrets|things)$/i.test(head))
    return undefined;
  return `Tell someone which of these ${head} you are trying first.`;
}

/**
 * A why/how question about the world: "Why do leaves change color", "How volcanoes form"; not a how-to
 * ("How to keep basil alive") nor the creator's own ("Why I quit social media", "How we met").
 */
export function factQuestion(typed: string): boolean {
  return /^(why|how)\b(?!\s+to\b)/i.test(typed) && !FIRST_PERSON.test(typed);
}

/** Sentences that may say a why/how learning ("learning why onions do that") in one script. */
const askedMax = (dur: number) => (dur > 40 ? 6 : 4);

/** The idea as the whole-idea lines quote it: as typed, without closing punctuation; all caps in sentence case. */
const wholeIdea = (typed: string) => {
  const t = typed.trim().replace(/[.!?…\s]+$/u, '');
  return /\p{Ll}/u.test(t) || !/\p{Lu}/u.test(t) ? t : capitalise(t.toLowerCase());
};

/**
 * A script that says the idea whole, in quotes, and otherwise lines that fit any idea (session 9); or,
 * for an idea that gives something up, the going-without lines about its thing (session 14).
 */
/**
 * "What your coffee order says about you" (session 16): the thing a person is read by, as typed after
 * "what" ("your coffee order", "the way you text"). Not a question about someone else ("what it says
 * about the economy").
 */
export function saysAboutOf(typed: string): string | undefined {
  const m =
    /^what\s+((?:your|my|our)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2})\s+(says|say)\s+about\s+(?:you|yourself|me|a person|someone|people)[.!?…\s]*$/iu.exec(
      withoutSlang(typed.trim()),
    );
  // A thing of yours, a noun phrase: "your coffee order", "your shoes"; not "the way you text".
  if (!m || /\b(you|i|we|they|to)\b/i.test(m[1]!.replace(/^\S+\s/, ''))) return undefined;
  return m[1];
}

/** The verb the idea agrees with its thing ("your shoes say"): `{does}`, `{says}`, `{is}` (session 16). */
const agree = (tpl: string, plural: boolean) =>
  tpl
    .replace('{Does}', plural ? 'Do' : 'Does')
    .replaceAll('{does}', plural ? 'do' : 'does')
    .replaceAll('{says}', plural ? 'say' : 'says')
    .replaceAll('{is}', plural ? 'are' : 'is');

function writeWholeIdeaScript(
  req: ScriptRequest,
  idea: string,
  gone?: GivingUp,
  rival?: string,
  says?: string,
): Script {
  const vibe = req.vibe;
  const dur = Math.min(60, Math.max(15, Math.round(req.durationSec || 30)));
  const pace = req.pace ?? DEFAULT_PACE;
  const size = (text: string) => speechSeconds(text, pace);
  const target = dur - pace.utteranceSec;
  const rng = createRng(hashString(`${idea.toLowerCase()}|${vibe}|${req.seed ?? 0}|whole`));
  const typed = wholeIdea(idea);
  // "When your alarm goes off on a Monday" is a moment: its own hooks say it unquoted (session 11).
  const moment = situationOf(typed);
  // "POV: ..." is said as the platform says it, never quoted with its "POV:" (session 13, round two).
  const pov = moment ? undefined : /^pov\s*:\s*(\S.*)$/i.exec(typed)?.[1];
  const fact = !moment && (factQuestion(typed) || quizQuestion(typed)) ? FACT_QUESTION[vibe] : undefined;
  // Urged, advice is said as advice and hindsight as hindsight (session 13, round two).
  const hindsight = vibe === 'motivational' && !moment && !pov ? hindsightOf(typed) : undefined;
  const imperative = vibe === 'motivational' && !moment && !pov && !hindsight && IMPERATIVE.test(typed);
  const rivalBook = rival && (vibe === 'educational' || vibe === 'motivational') ? RIVAL[vibe] : undefined;
  const b = gone
    ? (gone.job ? JOB : GIVING_UP)[vibe]
    : says
      ? SAYS[vibe]
      : rivalBook
        ? rivalBook
        : moment
          ? { ...WHOLE[vibe], ...SITUATION[vibe] }
          : pov
            ? { ...WHOLE[vibe], ...POV[vibe] }
            : hindsight
              ? { ...WHOLE[vibe], ...URGED.hindsight }
              : imperative
                ? { ...WHOLE[vibe], ...URGED.imperative }
                : vibe === 'motivational' && adviceList(typed)
                  ? { ...WHOLE[vibe], ...URGED.advice }
                  : { ...WHOLE[vibe], ...fact };
  // The thing given up, to the viewer when the lines speak to them ("your phone"), the creator's otherwise.
  const thing = gone
    ? thingPhrase(
        vibe === 'educational' || vibe === 'motivational'
          ? gone.thing.replace(/^my\s/i, 'your ')
          : gone.thing,
      )
    : says
      ? says.replace(/^(my|our)\s/i, 'your ')
      : rivalBook
        ? rival!.replace(/^(my|our)\s/i, 'your ')
        : '';
  // The creator's own, for the jokes: "my coffee order".
  const mine = (says ?? '').replace(/^(your|our)\s/i, 'my ');
  // "What your shoes say about you": the verb as typed says whether the thing is plural.
  const saysPlural = !!says && /\ssay\s+about\b/i.test(idea);
  // Lines with the idea's own slots: going without ({X}, {W}), a rival ({X}), a thing that says ({X}, {M}).
  const slotted = !!gone || !!rivalBook || !!says;
  // A question given up ("What happens when you quit sugar for 30 days") is asked in the hook (session 15).
  const asks = !!gone && /^(what|why|how)\b/i.test(typed);
  const fill = (tpl: string) =>
    capitalise(
      tpl
        // Asked, the viewer has not dropped it yet: not "Thinking about dropping sugar too?".
        .replace('{I}.', asks ? '{I}?' : '{I}.')
        .replace(' too?', asks ? '?' : ' too?')
        .replaceAll('{X}', thing)
        .replaceAll('{M}', mine)
        .replace(/\{(Does|does|says|is)\}/g, (x) => agree(x, saysPlural))
        .replaceAll('{W}', `without ${thing}`)
        .replace('{I}', typed)
        .replace(
          '{i}',
          moment ? `when ${moment}` : imperative ? typed.charAt(0).toLowerCase() + typed.slice(1) : typed,
        )
        .replace('{w}', moment ?? pov ?? hindsight ?? typed),
    );
  const hook = fill(rng.pick(b.hooks));
  let cta = slotted ? fill(rng.pick(b.ctas)) : rng.pick(b.ctas);
  const ideaLine = fill(rng.pick(b.ideaPoints));
  // Two ideas in doubt with one vibe drew the same few points: an ordered walk-through keeps its order
  // but leaves out some middle steps, picked by the idea's hash, so each idea walks its own path.
  // The opening step and "what you would expect to see" stay; a long script takes the rest back.
  const kept = b.ordered ? b.points.filter((_, i) => i === 0 || i === 2 || rng.next() < 0.6) : [];
  const dropped = b.points.filter((p) => !kept.includes(p));
  const points = gone
    ? b.points.filter((p) => gone.physical || !p.startsWith('[obj]')).map((p) => p.replace('[obj]', ''))
    : b.points;
  const pool = (b.ordered ? [...kept, ...dropped] : rng.shuffle(points)).map((p) => (slotted ? fill(p) : p));
  // A sure list ("3 apps that saved my semester") keeps one line of its own: the viewer picks an item.
  const own = vibe === 'motivational' ? wholeListLine(idea) : undefined;
  if (own) pool.unshift(own);
  // The idea line closes an ordered walk-through and sits mid-way in the others.
  const lo = target * 0.95;
  const hi = target * 1.05;
  const body: string[] = [];
  // The idea line only when it leaves room: a long idea said twice fills a short script alone.
  const withIdea = size(hook) + size(cta) + size(ideaLine) <= lo;
  let sum = size(hook) + size(cta) + (withIdea ? size(ideaLine) : 0);
  for (const line of pool) {
    if (sum >= lo) break;
    if (sum + size(line) <= hi) {
      body.push(line);
      sum += size(line);
    }
  }
  // Too long for a short target even so: the shortest call to action, then the longest points.
  if (sum > hi) {
    const ctas = slotted ? b.ctas.map(fill) : b.ctas;
    const shortest = ctas.reduce((x, y) => (size(x) <= size(y) ? x : y));
    sum += size(shortest) - size(cta);
    cta = shortest;
  }
  // A going-without script always says one line of its own: a hook and a call to action alone promise
  // what they never give ("Let us look at how going without sugar works." and nothing after, session 14).
  if (gone && !body.length && pool.length) {
    const own = pool.filter((l) => l.includes(thing));
    const shortest = (own.length ? own : pool).reduce((x, y) => (size(x) <= size(y) ? x : y));
    const ctaShort = b.ctas.map(fill).reduce((x, y) => (size(x) <= size(y) ? x : y));
    body.push(shortest);
    sum += size(shortest) + size(ctaShort) - size(cta);
    cta = ctaShort;
  }
  while (sum > hi && body.length > 1) {
    const longest = body.reduce((x, y) => (size(x) >= size(y) ? x : y));
    body.splice(body.indexOf(longest), 1);
    sum -= size(longest);
  }
  // An ordered walk-through says its steps in their order, whichever were taken.
  if (b.ordered) body.sort((x, y) => b.points.indexOf(x) - b.points.indexOf(y));
  if (withIdea) body.splice(b.ordered ? body.length : Math.ceil(body.length / 2), 0, ideaLine);
  // The idea's limit ("after 9pm", "for January") is said once in the body, at the first "without X".
  if (gone?.rule) {
    let at = body.findIndex((l) => l.includes(`without ${thing}`));
    if (at < 0 && body.length) {
      at = body.length - 1 - (body.at(-1) === ideaLine && body.length > 1 ? 1 : 0);
      body[at] = fill(LIMIT_LINE[vibe]);
    }
    if (at >= 0) body[at] = body[at]!.replace(`without ${thing}`, `without ${thing} ${gone.rule}`);
  }
  const texts = () => [hook, ...body, cta];
  const [h, ...rest] = texts();
  const topic = analyzeTopic(idea);
  const keywords = visualKeywords(typed, topic);
  const sentences = rest.slice(0, -1).map((text) => ({ text, visualKeywords: keywords }));
  return {
    title: titleCase(typed).slice(0, 100),
    hook: h!,
    body: sentences,
    callToAction: cta,
    narration: texts().join(' '),
    caption: typed,
    hashtags: topicHashtags(topic.terms, HASHTAG_SUFFIX[vibe]),
  };
}

/**
 * A question about the world the writer cannot answer: "Why does bread go stale", "How hiccups work",
 * "Why do we yawn" (session 12). Not a how-to ("How to ..."), not advice ("Why you should ...", a
 * gerund doer: "Why saving money pays off"), not the creator's own ("Why I quit", "Why my cat ignores
 * me", "How we met"): "we" is everyone only in the present ("Why we dream").
 */
export function quizQuestion(typed: string): boolean {
  const t = withoutSlang(typed.trim());
  if (!/^(why|how)\b(?!\s+to\b)/i.test(t)) return false;
  if (/\b(i|me|my|mine|myself|i'm|i’m|our|ours|us|let's|let’s)\b/i.test(t)) return false;
  if (/\bwe\b/i.test(t) && nlp(t).has('#PastTense')) return false;
  return analyzeShape(t).kind !== 'howto' && !/\byou should\b/i.test(t);
}

/**
 * "How airplanes fly" asked: "How do airplanes fly". Only a lone plural-looking doer before a word
 * that is no plural, article, preposition or verb "be" (the tagger reads "airplanes" as a verb); the
 * rest is asked as typed.
 */
function withDo(t: string): string {
  const m = /^([Ww]hy|[Hh]ow)\s+(\p{Ll}+s|we|you|they|people)\s+(\p{Ll}+)\b(.*)$/u.exec(t);
  if (!m || ASKED_AUX.test(t) || /s$/.test(m[3]!) || /ss$/.test(m[2]!)) return t;
  if (/^(the|a|an|of|in|on|at|to|for|and|or|is|are|was|were|be|with|from|by|ing)$/.test(m[3]!)) return t;
  return `${m[1]} do ${m[2]} ${m[3]}${m[4]}`;
}

const ASKED_AUX = /^(why|how)\s+(is|are|was|were|do|does|did|can|could|will|would|has|have|had)\b/i;

/**
 * The quiz's question and, when the writer is sure of the clause, its doer and the questions that
 * test a guess about it: "What else goes stale, and what does it share with bread?" (session 12).
 */
function quizParts(typed: string): {
  question: string;
  about?: string;
  /** Each question in its wordings, and said short ("do that") when the idea's doing is long, or ''. */
  own: Array<[string[], string]>;
} {
  const said = wholeIdea(withoutSlang(typed));
  // "WHY IS THE SKY BLUE" is asked in sentence case; a name keeps its capital.
  const t = /\p{Ll}/u.test(said) ? said : said.toLowerCase();
  const shape = analyzeShape(t);
  const c = shape.clause;
  const sure = parseIsSure(typed) && shape.kind === 'claim' && !!c && !c.firstPerson;
  // An article the writer added to the idea's words ("hate the pineapple pizza") is dropped again.
  const lower = t.toLowerCase();
  const asTyped = (p: string) =>
    p.replace(/\bthe ([\p{L}\p{N}'’-]+)/giu, (m, w: string) => (lower.includes(m.toLowerCase()) ? m : w));
  const asked = shapeQuestion(shape);
  // "How Serena Williams built her career" is a story told in the past: "How did Serena Williams build
  // her career?", never "How does ... build" nor "what happens just before she builds it" (session 15).
  const story = personStoryOf(typed);
  if (story) {
    const { who } = story;
    return {
      question: `How did ${[who, story.inf, story.rest].filter(Boolean).join(' ')}?`,
      about: who,
      // Questions about the story, none of them a fact: the person is named in the body.
      own: [
        [
          [
            `Which came first for ${who}: the talent or the work?`,
            `Was it talent or work that came first for ${who}?`,
          ],
          '',
        ],
        [[`Which part of the story of ${who} would you check first, and where?`], ''],
      ],
    };
  }
  const question = ASKED_AUX.test(t) || !sure || !asked ? `${capitalise(withDo(t))}?` : asTyped(asked);
  if (!sure || !c) return { question, own: [] };
  const subj = c.subj;
  const inf = asTyped(c.inf);
  // "How hiccups work": the verb is the question itself; "What else works" asks nothing.
  if (/^(work|happen|function|exist|begin|start|form)$/.test(c.inf))
    return { question, about: subj, own: [] };
  const be = /^be\b/.test(inf);
  const never = /^never\b/.test(inf);
  // Each question in two wordings and, for a long doing ("dogs bark at night"), a short one: the idea's
  // long phrases are said in full twice at most (the hook and the first question).
  const q: Array<[string[], string]> = [];
  const third = asTyped(thirdPerson(c));
  q.push(
    /^(hate|love|like|want|prefer|fear|enjoy|trust)\b/.test(inf)
      ? [
          [
            `Who else ${third}, and what do they have in common with ${subj}?`,
            `Think of someone else who ${third}. What do they have in common with ${subj}?`,
          ],
          '',
        ]
      : // "What else regrows its legs": the doer's "their" follows the one thing asked about.
        (((x: string) => [
          [
            `What else ${x}, and what does it share with ${subj}?`,
            `Name one other thing that ${x}. What does it have in common with ${subj}?`,
          ],
          `What else does that, and what does it share with ${subj}?`,
        ])(third.replace(/\btheir\b/g, 'its')) as [string[], string]),
  );
  const not = be
    ? `${c.plural ? 'were' : 'was'} not${inf.slice(2)}`
    : never
      ? `did ${inf.slice(6)}`
      : `did not ${inf}`;
  q.push([
    [
      `What would change if ${subj} ${not}?`,
      `Picture a world where ${subj} ${not}. What would be different?`,
    ],
    be || never ? '' : `What would change if ${subj} did not do that?`,
  ]);
  if (!never && !DETERMINED.test(subj))
    q.push(
      be
        ? [[`${c.plural ? 'Are' : 'Is'} all ${subj}${inf.slice(2)}, or only some?`], '']
        : [
            [`${c.plural ? 'Do' : 'Does'} all ${subj} ${inf}, or only some${c.plural ? '' : ' kinds'}?`],
            `${c.plural ? 'Do' : 'Does'} all ${subj} do that, or only some${c.plural ? '' : ' kinds'}?`,
          ],
    );
  // "just before penguins live in Antarctica": only a doing that starts at a moment.
  if (isAction(c) && !/^(live|stay|grow|remain|last|belong|contain|cost|weigh|hold|keep)\b/.test(inf))
    q.push([
      [
        `What happens just before ${subj} ${asTyped(c.pres)}?`,
        `What sets it off when ${subj} ${asTyped(c.pres)}?`,
      ],
      `What happens just before ${subj} ${c.plural ? 'do' : 'does'} that?`,
    ]);
  const long = !be && `${subj} ${inf}`.split(' ').length >= 4;
  return { question, about: subj, own: long ? q : q.map(([full]) => [full, '']) };
}

/** "Pop quiz: why does bread go stale?": the question goes on the sentence, its first word lower case. */
function quizHooks(question: string): string[] {
  const q = question.replace(/^(Why|How)\b/, (w) => w.toLowerCase());
  return QUIZ.hooks.map((h) => h.replace('{Q}', q));
}

/**
 * The task of a how-to the writer cannot teach (session 13): "repot a snake plant" in "How to repot a
 * snake plant", "stop doom scrolling" typed as an imperative. Not advice with a verdict ("Why you
 * should stretch every morning"), not the creator's own ("How I paid off my loans").
 */
export function howtoTask(typed: string): string | undefined {
  const t = withoutSlang(typed.trim());
  if (/^(why you should|you should|how i|why i)\b/i.test(t) || framedSubject(t)) return undefined;
  // An imperative only with a verb nobody reads as a noun: "Budget date night ideas" is a list of ideas.
  if (
    !/^(how to|(the )?(\w+est )?ways? to|stop|start|quit|learn|make|build|fix|cook|grow|plan|keep|try)\b/i.test(
      t,
    )
  )
    return undefined;
  const shape = analyzeShape(t);
  if (shape.kind !== 'howto' || !shape.task || shape.verdict) return undefined;
  return shape.task.inf.replace(/[.!?…\s]+$/u, '');
}

/**
 * A list of advice the writer cannot give (session 13, round two): "5 tips for a first job interview",
 * "3 habits that help you sleep", "7 ways to save money". `phrase` is the list without its number
 * ("tips for a first job interview"), `noun` its kind, `own` the first question, about the list's aim.
 */
export function adviceList(
  typed: string,
): { phrase: string; noun: string; own: string; aim?: string } | undefined {
  const t = withoutSlang(typed.trim()).replace(/[.!?…\s]+$/u, '');
  const m =
    /^(?:(?:my |the )?top )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:simple |easy |quick |small |best )?(tips|ways|habits|tricks|hacks|rules|secrets) (for|to|that|on) (.+)$/i.exec(
      t,
    );
  if (!m) return undefined;
  const noun = m[1]!.toLowerCase();
  const prep = m[2]!.toLowerCase();
  // Said to the viewer: "tips for your first marathon".
  const aim = m[3]!.replace(/\bmy\b/gi, 'your').replace(/\bme\b/gi, 'you');
  const phrase = `${noun} ${prep} ${aim}`;
  const own =
    prep === 'to'
      ? `What do you need before you ${aim}?`
      : prep === 'that'
        ? 'What would you want to change first?'
        : `What do you want from ${aim}?`;
  // Ways or tips "to" do something have a task a way to begin fits ("make a small apartment feel bigger").
  return { phrase, noun, own, ...(prep === 'to' ? { aim } : {}) };
}

/** "Looking for tips for a first job interview? Start with the right questions." */
function listHooks(list: { phrase: string; noun: string }): string[] {
  return [
    `Looking for ${list.phrase}? Start with the right questions.`,
    `Before you look for ${list.phrase}, ask yourself a few things.`,
    `The best ${list.phrase} start with your own answers.`,
  ];
}

/** "How to repot a snake plant: start with the right questions." */
function howtoHooks(task: string): string[] {
  return HOWTO.hooks.map((h) => h.replace('{Q}', task));
}

/** What the creator must add to a script for a question the writer cannot answer (session 12). */
export function builtinNotice(idea: string, quiz = quizQuestion(idea), vibe?: Vibe): string | undefined {
  const list = vibe === 'educational' && !quiz ? adviceList(idea) : undefined;
  if (list?.aim)
    return `The offline writer does not know ${list.phrase}, so this script gives a general way to begin and none of its own. Add the ${list.noun} in your own words, or connect an AI writer (see the README).`;
  if (list)
    return `The offline writer does not know ${list.phrase}, so this script asks the questions and gives none. Add the ${list.noun} in your own words, or connect an AI writer (see the README).`;
  const task = vibe === 'educational' && !quiz ? howtoTask(idea) : undefined;
  if (task && /^(stop|quit)\b/i.test(task))
    return `The offline writer does not know the steps to ${task}, so this script asks the questions and gives no steps. Add the steps in your own words, or connect an AI writer (see the README).`;
  if (task)
    return `The offline writer does not know the steps to ${task}, so this script gives a general way to begin, not the steps of this task. Add the steps in your own words, or connect an AI writer (see the README).`;
  if (!quiz) return undefined;
  const { question, about } = quizParts(idea);
  return `The offline writer does not know facts about ${about ?? 'this topic'}, so this script does not answer "${question}" Add the answer in your own words, or connect an AI writer (see the README).`;
}

/**
 * The educational script for a question the writer cannot answer (session 12): a quiz, not a lesson
 * with homework. The hook asks, the viewer locks in a guess, numbered questions test any guess, and
 * the call to action asks for answers in the comments. No sentence says a fact about the topic.
 */
function writeQuizScript(
  req: ScriptRequest,
  idea: string,
  task?: string,
  list?: { phrase: string; noun: string; own: string },
): Script {
  // A how-to asks the questions any method answers, in the same frame (session 13).
  const book = task ? HOWTO : QUIZ;
  const dur = Math.min(60, Math.max(15, Math.round(req.durationSec || 30)));
  const pace = req.pace ?? DEFAULT_PACE;
  // A voice pauses at the quiz's colons ("Pop quiz: why ...", "Two: what ...") as at a full stop.
  const size = (text: string) => speechSeconds(text.replace(/:/g, '.'), pace);
  const target = dur - pace.utteranceSec;
  const rng = createRng(hashString(`${idea.toLowerCase()}|quiz|${req.seed ?? 0}`));
  const typed = wholeIdea(idea);
  // The task is said in the hook and the first question, which a short script asks alone.
  const { question, own } = task
    ? {
        question: task,
        own: [[[list ? list.own : `What do you need before you ${task}?`], '']] as Array<[string[], string]>,
      }
    : quizParts(idea);
  const hook = list ? listHooks(list) : task ? howtoHooks(task) : quizHooks(question);
  const pickedHook = rng.pick(hook);
  const ctas = rng.shuffle(book.ctas.map((c) => c.replace('{Q}', question)));
  const guess = rng.pick(book.guesses);
  const intro = rng.pick(book.intros);
  // One numbering per idea, whatever the seed: a point rewritten from another version keeps its number.
  const ordinals = createRng(hashString(`${idea.toLowerCase()}|quiz`)).pick(QUIZ_ORDINALS);
  // The idea's own questions first, then ones that fit any question; after the first, a long doing is
  // said short ("Do all dogs do that, or only some?").
  const mine = rng.shuffle(own).map(([full, short], i) => (i > 0 && short ? short : rng.pick(full)));
  const questions = [...mine, ...rng.shuffle(book.questions)];
  const strong = rng.pick(book.strong);
  const closers = rng.shuffle(book.closers);
  const lower = (q: string) => q.charAt(0).toLowerCase() + q.slice(1);
  const build = (st: { guess: boolean; n: number; closers: number; cta: string }) => {
    const qs = questions.slice(0, st.n);
    const asked =
      qs.length === 1
        ? [(task ? HOWTO.one : 'Test your guess: {q}').replace('{q}', lower(qs[0]!))]
        : qs.length
          ? [
              intro.replace('{n}', NUMBER_WORDS[qs.length]!),
              ...qs.map((q, i) =>
                i === qs.length - 1 && qs.length >= 3
                  ? `Finally: ${lower(q)}`
                  : `${ordinals[i]}: ${lower(q)}`,
              ),
            ]
          : [];
    // "If your guess answers every one of them" needs two questions or more.
    const said = [...closers.slice(0, st.closers), ...(qs.length >= 2 ? [strong] : [])];
    return [pickedHook, ...(st.guess ? [guess] : []), ...asked, ...said, st.cta];
  };
  const total = (texts: string[]) => texts.reduce((a, x) => a + size(x), 0);
  const lo = target * 0.95;
  const hi = target * 1.05;
  let state = { guess: false, n: 0, closers: 0, cta: ctas[0]! };
  // Each step adds one line; a step that would overshoot is skipped, the first that lands stops.
  const steps: Array<(s: typeof state) => typeof state> = [
    (s) => ({ ...s, n: 1 }),
    (s) => ({ ...s, guess: true }),
    (s) => ({ ...s, n: 2 }),
    (s) => ({ ...s, n: 3 }),
    (s) => ({ ...s, closers: 1 }),
    (s) => ({ ...s, n: 4 }),
    (s) => ({ ...s, closers: 2 }),
    (s) => ({ ...s, n: 5 }),
    (s) => ({ ...s, closers: 3 }),
    (s) => ({ ...s, n: 6 }),
    (s) => ({ ...s, closers: 4 }),
    (s) => ({ ...s, n: 7 }),
  ];
  for (const step of steps) {
    if (total(build(state)) >= lo) break;
    const next = step(state);
    if (next.n > questions.length) continue;
    if (total(build(next)) <= hi) state = next;
  }
  // Still short: the shortest closer that fits (a 15 s quiz jumps 3.5 s with a long one: arnold took
  // 13 s, then 16.9 s).
  while (total(build(state)) < lo && state.closers < closers.length) {
    const now = total(build(state));
    const fits = closers
      .slice(state.closers)
      .sort((x, y) => size(x) - size(y))
      .find((x) => now + size(x) <= hi);
    if (!fits) break;
    closers.splice(closers.indexOf(fits), 1);
    closers.splice(state.closers, 0, fits);
    state = { ...state, closers: state.closers + 1 };
  }
  // A short script with no room for its first question asks its shortest one instead of the guess line.
  if (state.n === 0 && own.length) {
    const short = questions.slice(0, own.length).reduce((x, y) => (size(x) <= size(y) ? x : y));
    questions.splice(questions.indexOf(short), 1);
    questions.unshift(short);
    const next = { ...state, guess: false, n: 1 };
    if (total(build(next)) <= hi) state = next;
  }
  if (total(build(state)) > hi) {
    const shortest = ctas.reduce((x, y) => (size(x) <= size(y) ? x : y));
    state = { ...state, cta: shortest };
  }
  const texts = build(state);
  const shape = analyzeShape(withoutSlang(typed));
  const topic = parseIsSure(idea) ? topicFor(withoutSlang(typed), shape) : analyzeTopic(idea);
  const ideaKeywords = visualKeywords(typed, topic);
  const body = texts.slice(1, -1).map((text) => {
    const k = visualKeywords(text, topic, shape);
    return { text, visualKeywords: k.length ? k : ideaKeywords };
  });
  return {
    title: titleCase(typed).slice(0, 100),
    hook: texts[0]!,
    body,
    callToAction: texts[texts.length - 1]!,
    narration: texts.join(' '),
    caption: task ? typed : question,
    hashtags: topicHashtags(topic.terms, HASHTAG_SUFFIX.educational),
  };
}

/**
 * The educational script for a how-to or a list of ways to do something (session 16): a way to begin
 * that fits any practical task, in order, then lines true of any first try. No step says a fact about
 * the task; the notice tells the creator its own steps are theirs to add.
 */
function writeMethodScript(req: ScriptRequest, idea: string, task: string, list?: string): Script {
  const dur = Math.min(60, Math.max(15, Math.round(req.durationSec || 30)));
  const pace = req.pace ?? DEFAULT_PACE;
  const size = (text: string) => speechSeconds(text.replace(/:/g, '.'), pace);
  const target = dur - pace.utteranceSec;
  const rng = createRng(hashString(`${idea.toLowerCase()}|method|${req.seed ?? 0}`));
  const typed = wholeIdea(idea);
  const hook = list
    ? rng.pick(METHOD.listHooks).replace('{L}', list)
    : rng.pick(METHOD.hooks).replace('{Q}', task);
  const ctas = rng.shuffle([...METHOD.ctas]);
  let cta = ctas[0]!;
  const steps = METHOD.steps.map((l) => l.replace('{Q}', task));
  const closers = rng.shuffle([...METHOD.closers]);
  const lo = target * 0.95;
  const hi = target * 1.05;
  // The steps in order (the first always, when it fits), then a closer, while there is room.
  const body: string[] = [];
  let sum = size(hook) + size(cta);
  for (const line of [...steps, ...closers]) {
    if (sum >= lo) break;
    if (sum + size(line) <= hi) {
      body.push(line);
      sum += size(line);
    }
  }
  if (!body.length) {
    const shortestCta = ctas.reduce((x, y) => (size(x) <= size(y) ? x : y));
    body.push(steps[0]!);
    sum += size(steps[0]!) + size(shortestCta) - size(cta);
    cta = shortestCta;
  }
  const texts = [hook, ...body, cta];
  const shape = analyzeShape(withoutSlang(typed));
  const topic = parseIsSure(idea) ? topicFor(withoutSlang(typed), shape) : analyzeTopic(idea);
  const ideaKeywords = visualKeywords(typed, topic);
  return {
    title: titleCase(typed).slice(0, 100),
    hook,
    body: body.map((text) => {
      const k = visualKeywords(text, topic, shape);
      return { text, visualKeywords: k.length ? k : ideaKeywords };
    }),
    callToAction: cta,
    narration: texts.join(' '),
    caption: typed,
    hashtags: topicHashtags(topic.terms, HASHTAG_SUFFIX.educational),
  };
}

/**
 * A line reworded for the idea it is said of, in place, so every seeded pick stays where it was
 * (session 12): "what is the car, in one sentence?" asks a definition of the creator's own car, and
 * "With learning to skateboard at 30, discipline beats motivation" puts a doing after "with".
 */
function reworded(tpl: string, topic: TopicAnalysis, shape: IdeaShape, vibe: Vibe): string {
  if (
    vibe === 'educational' &&
    tpl === 'Start with the plain question: what sets {S} apart?' &&
    ownPhrasesOf(topic, shape).length
  )
    return 'Start with the plain question: what makes {S} different from any other?';
  return tpl;
}

/** "With learning to skateboard at 30, discipline beats ...": a doing after "with" is "when it comes to". */
const withDoing = (text: string) =>
  /^With (morning|evening|wedding|building|ceiling|nothing|something|everything|spring|string|king|ring|wing|sibling|pudding|thing)s?\b/i.test(
    text,
  )
    ? text
    : text.replace(/^With (\p{L}+ing\b[^,]*),/u, 'When it comes to $1,');

// A listicle or framing head around the idea's subject (session 13): "Things nobody tells you about
// owning a cat" is about owning a cat; "things nobody" is no subject ("I put things nobody on my résumé").
const FRAMING: RegExp[] = [
  /^(?:the\s+)?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+)?things?\s+(?:nobody|no\s?one|no-one|they\s+don['’]?t|people\s+don['’]?t)\s+(?:ever\s+)?(?:tells?|told|warns?|warned)\s+(?:you|me|us)\s+about\s+(.+)$/i,
  /^what\s+(?:nobody|no\s?one|no-one|they|people)\s+(?:don['’]?t\s+|do\s+not\s+|never\s+|didn['’]?t\s+)?(?:tells?|told|warns?|warned)\s+(?:you|me|us)\s+about\s+(.+)$/i,
  /^(?:the\s+)?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+)?things?\s+i\s+wish\s+i\s+(?:had\s+)?(?:knew|known)\s+(?:before|about)\s+(.+)$/i,
  /^everything\s+(?:you\s+)?(?:need|want|have)\s+to\s+know\s+about\s+(.+)$/i,
  /^the\s+(?:real\s+|honest\s+|ugly\s+|hard\s+)?truth\s+about\s+(.+)$/i,
  /^day\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+((?:learning|getting|trying|making|building|running|training|cooking|living|doing)\b.+)$/i,
];

/** The subject inside a framing head ("The truth about protein bars" → "protein bars"), else undefined. */
export function framedSubject(typed: string): string | undefined {
  const t = typed.trim().replace(/[.!?…\s]+$/u, '');
  for (const re of FRAMING) {
    const m = re.exec(t);
    // "being a new dad" said alone becomes "the new dad" ("For the new dad, I am giving a ten"): the
    // framing stays whole, as before.
    if (m && /\p{L}/u.test(m[1]!) && !/^being\b/i.test(m[1]!)) return m[1]!.trim();
  }
  return undefined;
}

const DAY_NAME = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)(s?)\b/g;
/** "Anyway, mondays remain undefeated": a day's name keeps its capital in every line (session 13). */
function dayNames(script: Script): Script {
  // "a eight-step plan" (a count that starts with a vowel sound) is "an eight-step plan".
  const fix = (t: string) =>
    t
      .replace(DAY_NAME, (_, d: string, s: string) => capitalise(d) + s)
      .replace(/\b([Aa]) (eight|eleven|eighteen)\b/g, '$1n $2')
      // "I asked the the parallel park": an article the term already has is said once.
      .replace(/\b([Tt]he) the\b/g, '$1')
      // "Start starting a business today": a start is said once (session 15).
      .replace(/\b([Ss]tart(?:ed|s)?|[Bb]egin|[Bb]egan|[Bb]egun) (?:starting|beginning)\b/g, '$1');
  return {
    ...script,
    hook: fix(script.hook),
    body: script.body.map((b) => ({ ...b, text: fix(b.text) })),
    callToAction: fix(script.callToAction),
    narration: fix(script.narration),
  };
}

/** What "What happens when/if you quit|stop|give up|cut out X" gives up (its `{I}` hook asks it). */
function askedGivingUpOf(typed: string): GivingUp | undefined {
  const m = /^what happens (?:when|if|after) you (quit|stop|give up|cut out|ditch)\s+(\S.*?)[?.!\s]*$/i.exec(
    typed.trim(),
  );
  if (!m) return undefined;
  const verb = {
    quit: 'Quitting',
    stop: 'Stopping',
    'give up': 'Giving up',
    'cut out': 'Cutting out',
    ditch: 'Ditching',
  }[m[1]!.toLowerCase() as 'quit'];
  return givingUpOf(`${verb} ${m[2]}`);
}

/**
 * What follows a label a creator types first (session 16): "Confession: I still cannot ride a bike",
 * "Storytime: ...", "Unpopular opinion: ...". The label is the title's, not a thing ("learning about
 * Confession", "Hard truth: your habits around learning about Confession"). "POV:" has its own lines.
 */
export function labelledOf(typed: string): string | undefined {
  const m =
    /^\s*(?:confession|storytime|story time|unpopular opinion|hot take|true story|psa|reminder|update|life update)\s*:\s*(\S.*)$/i.exec(
      typed,
    );
  return m?.[1]?.trim();
}

/** Writes one script; pure and deterministic for a given request. */
export function writeBuiltinScript(req: ScriptRequest): Script {
  const confessed = labelledOf(req.idea);
  if (confessed) {
    const typed = wholeIdea(req.idea);
    return {
      ...writeBuiltinScript({ ...req, idea: confessed }),
      title: titleCase(typed).slice(0, 100),
      caption: typed,
    };
  }
  // Giving something up is no activity to practise: its own lines in every vibe (session 14).
  const gone = givingUpOf(req.idea);
  if (gone) return dayNames(writeWholeIdeaScript(req, req.idea.trim(), gone));
  // "What happens when you quit sugar for 30 days", urged: going without, said to the viewer who asks,
  // not "Pick one fixed time each day" (session 15). Its other vibes are unchanged.
  const asked = req.vibe === 'motivational' ? askedGivingUpOf(req.idea) : undefined;
  if (asked) return dayNames(writeWholeIdeaScript(req, req.idea.trim(), asked));
  // The framing is the title and caption; the lines are written about its subject (session 13).
  const inner = framedSubject(req.idea);
  if (inner) {
    const typed = wholeIdea(req.idea);
    // "Day 12 of learning to code": a diary day of a doing. The lines are the doing's, which has
    // enough of them for 30 to 60 s (the day itself had four: 21.5 s at 30 s); the hook says the day
    // first when there is room for it (session 13).
    const day = /^day\s+\S+\s+of\s/i.test(typed) ? `${capitalise(typed)}.` : undefined;
    const doing = /^(learning|getting|trying|making|building|running|training|cooking|living|doing)\b/i.test(
      inner,
    );
    if (day && doing && req.vibe !== 'educational') {
      const dur = Math.min(60, Math.max(15, Math.round(req.durationSec || 30)));
      const pre = speechSeconds(day, req.pace ?? DEFAULT_PACE);
      if (dur >= 30) {
        const s = writeBuiltinScript({ ...req, idea: inner, durationSec: Math.round(dur - pre) });
        return {
          ...s,
          hook: `${day} ${s.hook}`,
          narration: `${day} ${s.narration}`,
          title: titleCase(typed).slice(0, 100),
          caption: typed,
        };
      }
    }
    // Urged, a subject that is no doing ("protein bars") has only "learning about protein bars": the
    // framing is said whole instead, as for a list or the creator's own thing (session 11).
    const thing = /^learning about /.test(
      activityPhrase(topicFor(inner, analyzeShape(inner)), analyzeShape(inner)),
    );
    if (req.vibe === 'motivational' && (thing || wholeMotivation(inner)))
      return dayNames(writeWholeIdeaScript(req, req.idea.trim()));
    return {
      ...writeBuiltinScript({ ...req, idea: inner }),
      title: titleCase(typed).slice(0, 100),
      caption: typed,
    };
  }
  const quiz = !!req.idea.trim() && quizQuestion(req.idea);
  const script = dayNames(writeScriptFor(req, quiz));
  const notice = builtinNotice(req.idea, quiz, req.vibe);
  return notice ? { ...script, notice } : script;
}

function writeScriptFor(req: ScriptRequest, quiz: boolean): Script {
  const idea = withoutSlang(req.idea.trim());
  if (!idea) throw new Error('Please enter a topic');
  // A question about the world, taught: a quiz the viewer answers, not homework (session 12).
  if (req.vibe === 'educational' && quiz) return writeQuizScript(req, req.idea.trim());
  // A how-to taught: the questions any method answers, no invented steps, no homework (session 13).
  // A list of advice taught: the same, with a list hook, no tips promised or invented (session 13, round two).
  const list = req.vibe === 'educational' ? adviceList(req.idea) : undefined;
  // Ways or tips to do something ("5 ways to make a small apartment feel bigger") and a how-to: a way to
  // begin in steps, not questions only (session 16).
  if (list?.aim) return writeMethodScript(req, req.idea.trim(), list.aim, list.phrase);
  if (list) return writeQuizScript(req, req.idea.trim(), list.phrase, list);
  const task = req.vibe === 'educational' ? howtoTask(req.idea) : undefined;
  // Stopping or quitting ("Stop doom scrolling") is no task to get ready for: its questions stay.
  if (task && !/^(stop|quit)\b/i.test(task)) return writeMethodScript(req, req.idea.trim(), task);
  if (task) return writeQuizScript(req, req.idea.trim(), task);
  // "What your coffee order says about you": what it says is said, in every vibe (session 16).
  const says = saysAboutOf(idea);
  if (says) return writeWholeIdeaScript(req, req.idea.trim(), undefined, undefined, says);
  // "Me vs my alarm" taught or urged is a fight with the alarm, not a choice between me and it: the
  // rival as typed ("my to-do list", which the parse mangles), said to the viewer (session 15).
  const rival = /^(?:me|myself)\s+(?:vs\.?|versus|against)\s+(?!me\b|myself\b)(\S.*?)[.!?…\s]*$/i.exec(
    idea,
  )?.[1];
  if (rival && (req.vibe === 'educational' || req.vibe === 'motivational'))
    return writeWholeIdeaScript(req, req.idea.trim(), undefined, rival);
  // Not sure of the parse: the idea whole, never its fragments in slots (031, session 9).
  if (!parseIsSure(req.idea)) return writeWholeIdeaScript(req, req.idea.trim());
  // A scene the viewer lives ("POV: your dog hears the treat bag") has no motivational line of its own:
  // not "learning about your dog", not the creator's "I show up anyway" (session 10).
  if (req.vibe === 'motivational' && wholeMotivation(req.idea))
    return writeWholeIdeaScript(req, req.idea.trim());
  // A "When ..." moment is said as a moment in every vibe, never as a thing ("learning about your code").
  if (situationOf(req.idea)) return writeWholeIdeaScript(req, req.idea.trim());
  // "3 habits that changed my life" joked about: the habits are never named, so "My mom still thinks
  // these habits are a phase" jokes about nothing; the idea is said whole (session 15).
  if ((req.vibe === 'comedy' || req.vibe === 'meme') && /^\S+ that /.test(adviceList(req.idea)?.phrase ?? ''))
    return writeWholeIdeaScript(req, req.idea.trim());
  const vibe = req.vibe;
  const dur = Math.min(60, Math.max(15, Math.round(req.durationSec || 30)));
  // Lengths are fitted in seconds of speech at the chosen voice's measured pace.
  const pace = req.pace ?? DEFAULT_PACE;
  const size = (text: string) => speechSeconds(text, pace);
  const target = dur - pace.utteranceSec;
  const shape = analyzeShape(idea);
  const topic = topicFor(idea, shape);
  const claim = ideaClaim(topic);
  const rng = createRng(hashString(`${topic.clean.toLowerCase()}|${vibe}|${req.seed ?? 0}`));
  // A lesson about "cats knock things off tables" is about cats: the claim's other nouns are no topics of their own.
  const subjectOnly = vibe === 'educational' && (!!claim || !!topic.action?.agentIsSubject);
  // "My roommate vs the dishes" taught or urged is the viewer's choice in every line: "Say your roommate
  // out loud" beside "Curiosity about my roommate" mixed the two (session 11, second round).
  const viewerOwn = shape.kind === 'versus' && (vibe === 'educational' || vibe === 'motivational');
  const slots = new SlotFiller(topic, rng, { dur, claim, subjectOnly, shape, viewerOwn });
  const shapeBook = SHAPES[vibe][shape.kind];
  // The idea's own long phrases ("the cat knocks the coffee off the desk") are said at most twice.
  // An idea that is no activity ("A day in Tokyo") has lines that say it as typed (`{I}`): counted too.
  const uses = ideaPhraseCounter(topic, shape, claim, !slots.activityStudiable);
  const pickFrom = (pool: readonly string[]) => rng.shuffle(pool.filter((p) => slots.canFill(p)));
  // The idea's claim is said at most twice: in the hook and in one point.
  const claimOnce = (pool: string[]) => {
    const first = pool.findIndex((p) => p.includes('{C}'));
    return pool.filter((p, i) => !p.includes('{C}') || i === first);
  };

  // Steps need something the viewer can do ("save money on groceries"), not a thing ("octopuses").
  const doable = !!topic.action && !topic.action.agentIsSubject;
  const structure: StructureName = shapeBook
    ? 'shape'
    : rng.pick(
        STRUCTURES[vibe].filter(
          (s) =>
            (s !== 'steps' || doable) &&
            // A story needs a line for each of its beats ("A year ago, {A} felt out of reach" needs an activity).
            (s !== 'story' || Object.values(book.STORY[vibe]).every((p) => p.some((t) => slots.canFill(t)))),
        ),
      );
  const shapeHooks = pickFrom([...(shapeBook?.hooks ?? []), ...(shape.audience ? AUDIENCE[vibe].hooks : [])]);
  let hook =
    // A clause idea ("my dog hates baths") is said in the hook: the rest of the script refers back to it.
    shapeHooks.length && (shape.clause || rng.next() < 0.85)
      ? slots.fill(shapeHooks[0]!)
      : (writeHook(topic, vibe, slots, rng, pickFrom) ??
        slots.fill(shapeHooks[0] ?? book.SAFE_HOOKS[vibe][0]!));
  const ctaPool = pickFrom(book.CTAS[vibe]);
  // "Tell me your first step with social media" for "Why I quit social media for a month": a first
  // step is only with a doing the idea names (a task, an activity: "making cold brew", "meal prep").
  // Moved last, not filtered, so the seeded picks of every other script stay as they were (session 11).
  const doing =
    !!shape.task || !!shape.activity || (shape.kind === 'topic' && ACTIVITY_HEAD.test(topic.subject));
  if (!doing) {
    const step = ctaPool.findIndex((t) => t.startsWith('Tell me your first step with'));
    if (step >= 0) ctaPool.push(...ctaPool.splice(step, 1));
  }
  let cta = slots.fill(ctaPool[0]);

  // Candidate items in a seeded order; story beats keep their narrative order.
  let items: string[];
  if (structure === 'shape') {
    // The shape's own lines first (numbered steps keep their order, the opening line stays first),
    // then the vibe's general lines, now filled with whole phrases.
    const own = pickFrom(shapeBook!.points);
    const ordered = shapeBook!.points.filter((p) => own.includes(p));
    const keepOrder = ordered.some((p) => /^Step /.test(p));
    const body = keepOrder ? ordered : [ordered[0]!, ...rng.shuffle(ordered.slice(1))].filter(Boolean);
    const aud = shape.audience ? pickFrom(AUDIENCE[vibe].points) : [];
    // Two shape lines, then one of the vibe's own: two ideas of one shape rarely read alike.
    const general = claimOnce(pickFrom(book.POINTS[vibe]));
    const lines = [...aud.slice(0, 1), ...body.slice(0, 7)];
    items = [];
    while (lines.length) {
      items.push(...lines.splice(0, 2));
      if (general.length) items.push(general.shift()!);
    }
    // The shape's later lines close a long script when the vibe has few general lines that fit (rivals).
    items.push(...aud.slice(1), ...general, ...body.slice(7));
  } else if (structure === 'story') {
    const s = book.STORY[vibe];
    const beats = [s.setup, s.conflict, s.turn, s.payoff].map((p) =>
      rng.pick(p.filter((t) => slots.canFill(t))),
    );
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
  // Lines that name the idea's words go first; a line that fits any topic only fills what is left.
  if (structure !== 'story') {
    const words = ideaWordsOf(topic).map((w) => w.slice(0, Math.max(4, w.length - 2)));
    const onTopic = (tpl: string) =>
      /\{(S|T|A|C|CS|CP|CI|CG|CD|CP3|TI|TG|L|VA|VB|AUD|V|Ving|Vs|Q)\}/.test(tpl) ||
      words.some((w) => tpl.toLowerCase().includes(w));
    items = [...items.filter(onTopic), ...items.filter((t) => !onTopic(t))];
  }
  const intros =
    structure === 'shape' ? undefined : (book.INTROS[`${structure}:${vibe}`] ?? book.INTROS[structure]);
  const introTpl = intros ? rng.pick(pickFrom(intros)) : undefined;
  const pickedOutro = structure === 'story' ? undefined : rng.pick(pickFrom(book.OUTROS[vibe]));
  // "make learning why onions do that happen": a learning is begun, not made to happen (session 11).
  // Swapped after the pick, so the seeded picks of every other script stay as they were.
  const outroTpl =
    pickedOutro?.includes('make {A} happen') && /^learning (why|how)\b/.test(activityPhrase(topic, shape))
      ? 'The best time to begin {A} is right now.'
      : pickedOutro;

  // Lines that read wrong for this idea are reworded in place, after every seeded pick (session 12).
  items = items.map((tpl) => reworded(tpl, topic, shape, vibe));
  // Render items now (term rotation follows order), select later.
  const rendered = items.map((tpl) => withDoing(slots.fill(tpl)));
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
  let said = uses(hook) + uses(cta) + (outro ? uses(outro) : 0);
  // "learning why onions do that" in every line reads as a loop (session 11, second round): a why/how
  // learning is said in four sentences at most (six in a long script), the hook, intro and outro included.
  const asking = (text: string) => (text.match(/\blearning (why|how) /gi) ?? []).length;
  let asked =
    asking(hook) +
    asking(cta) +
    (outro ? asking(outro) : 0) +
    (introTpl ? asking(slots.fill(introTpl, 3)) : 0);
  for (let i = 0; i < rendered.length && sum < lo; i++) {
    if (i === storyPayoff) continue;
    const w = size(rendered[i]) + prefixWords;
    if (sum + w <= hi && said + uses(rendered[i]) <= 2 && asked + asking(rendered[i]) <= askedMax(dur)) {
      chosen.push(i);
      sum += w;
      said += uses(rendered[i]);
      asked += asking(rendered[i]);
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
  const mentionPool = rng.shuffle(book.MENTIONS);
  const claimMentionPool = rng.shuffle(book.CLAIM_MENTIONS);
  // A shaped idea's terms are its things: "cats purr" (the tagger's chunk of "Why cats purr") is none.
  const thingNames = shape.things.map((t) => t.text.toLowerCase().replace(DETERMINED, ''));
  const mentionTerms = topic.terms
    .slice(0, 3)
    .filter((t) => shape.kind === 'topic' || thingNames.includes(t.toLowerCase().replace(DETERMINED, '')))
    // "Keep an eye on the dark as well" for "How do bats see in the dark": a setting is no thing.
    .filter((t) => !frameOnly(t, topic.clean));
  for (const term of structure === 'shape' ? [] : mentionTerms) {
    // "the first marathon" is said when "my first marathon" is: the same thing, the creator's.
    if (!spoken().includes(term.toLowerCase().replace(/^the /, ''))) {
      const inClaim = !!claim && claim.toLowerCase().includes(term.toLowerCase());
      // Each mention in its own words: two "Keep an eye on" lines would repeat.
      const tpl = (inClaim ? claimMentionPool : mentionPool).shift();
      if (!tpl) continue;
      const at = Math.max(0, beats.length - (outro ? 1 : 0));
      beats.splice(at, 0, { text: slots.fill(tpl.replace('{T}', withArticle(term))), kind: 'mention' });
    }
  }

  // An idea about what a doer does says the doing, not only the doer: "Why cats purr" says "purr" (031).
  const c = shape.clause;
  if (c && !c.firstPerson && shape.asks) {
    const verbs = [c.inf, c.pres, c.past, c.ing].map((v) => v.split(' ')[0]!.toLowerCase());
    const body = render()
      .join(' ')
      .toLowerCase()
      .split(/[^\p{L}\p{N}'-]+/u);
    const hookWords = hook.toLowerCase().split(/[^\p{L}\p{N}'-]+/u);
    const tpl = rng.pick(c.bareVerb ? book.DOING_QUESTIONS : book.DOING_MENTIONS);
    if (!verbs.some((v) => body.includes(v) || hookWords.includes(v))) {
      const at = Math.max(0, beats.length - (outro ? 1 : 0));
      beats.splice(at, 0, { text: slots.fill(tpl), kind: 'mention' });
    }
  }

  // A long phrase of the idea ("waking up at 5am") is said twice in full, then "it".
  const longPhrases: Array<[string, string]> = [
    [activityPhrase(topic, shape), shortActivity(activityPhrase(topic, shape), shape, topic)],
    [shape.task?.ing ?? '', shortTask(shape)?.ing ?? 'it'],
    [shape.task?.inf ?? '', shortTask(shape)?.inf ?? 'do it'],
    // A task's topic subject is the tagger's chunk ("saving money in your twenties pays"), no phrase to shorten.
    [
      shape.task || (topic.subjectPlural && slots.shortSubject() === 'them') ? '' : topic.subject,
      slots.shortSubject(),
    ],
    // "first apartment kitchen essentials" said a third time is "the kitchen essentials" (session 11).
    ...(!shape.task &&
    topic.subjectPlural &&
    slots.shortSubject() === 'them' &&
    topic.subject.split(' ').length >= 4 &&
    headName(topic.subject)
      ? [[topic.subject, headName(topic.subject)!] as [string, string]]
      : []),
  ];
  const finalTexts = () => shortenRepeats([hook, ...render(), cta], longPhrases);
  const total = () => finalTexts().reduce((sum, t) => sum + size(t), 0);
  // Too long (short targets, long terms): drop the intro and outro, take the shortest call to action, then the longest items.
  for (const kind of ['intro', 'outro'] as const) {
    const i = beats.findIndex((b) => b.kind === kind);
    if (total() > hi && i >= 0) beats.splice(i, 1);
  }
  if (total() > hi) cta = ctaPool.map((c) => slots.fill(c)).reduce((a, b) => (size(a) <= size(b) ? a : b));
  // At least one item stays, and a story keeps its payoff.
  const isPayoff = (b: Beat) => structure === 'story' && b.text === rendered[storyPayoff];
  const trim = () => {
    for (const kind of ['intro', 'outro'] as const) {
      const i = beats.findIndex((b) => b.kind === kind);
      if (total() > hi && i >= 0) beats.splice(i, 1);
    }
    while (total() > hi) {
      const items = beats.filter((b) => b.kind === 'item');
      const candidates = beats.filter((b) => b.kind === 'item' && items.length > 1 && !isPayoff(b));
      if (!candidates.length) break;
      const longest = candidates.reduce((a, b) => (size(a.text) >= size(b.text) ? a : b));
      beats.splice(beats.indexOf(longest), 1);
    }
  };
  trim();
  // A name the idea gives ("Street food in Bangkok") is said in the body, not only in the hook (031). After the trimming,
  // which may have dropped the line that said it.
  for (const name of namesOf(idea)) {
    if (render().some((t) => t.toLowerCase().includes(name.toLowerCase()))) continue;
    const tpl = mentionPool.shift() ?? rng.pick(book.MENTIONS);
    const at = Math.max(0, beats.length - (outro ? 1 : 0));
    beats.splice(at, 0, { text: slots.fill(tpl.replace('{T}', name)), kind: 'mention' });
    trim();
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
    ...pickFrom(more[vibe].filter((p) => !items.includes(reworded(p, topic, shape, vibe)))),
  ]
    .map((tpl) => reworded(tpl, topic, shape, vibe))
    .filter((tpl) => !usedTemplates.has(tpl) && !(claimSaid && tpl.includes('{C}')))
    .map((tpl) => withDoing(slots.fill(tpl)));
  // A why/how learning said four times leaves a long motivational script short: the lines that fit any
  // idea (decision 031, session 9) fill it, in their order, after the vibe's own (no draw: the seeded
  // picks stay as they were).
  if (vibe === 'motivational' && /^learning (why|how)\b/.test(activityPhrase(topic, shape)))
    extras.push(
      // Not a second "Nobody remembers ..." beside the vibe's own.
      // Three at most (four in a long script): more reads off-topic (the audit's check).
      ...WHOLE.motivational.points
        .filter((p) => {
          // No four-word run of a line already there ("is quiet before it" of "Progress with ...").
          const already = [...rendered, ...extras].join(' ').toLowerCase();
          const w = p
            .toLowerCase()
            .replace(/[.,;:!?]/g, '')
            .split(' ');
          const opening = w.slice(0, 2).join(' ');
          return (
            !already.includes(opening) &&
            !w.slice(3).some((_, i) => already.includes(w.slice(i, i + 4).join(' ')))
          );
        })
        .slice(0, dur > 40 ? 4 : 3),
    );
  const saidNow = () => uses([hook, ...render(), cta].join(' '));
  // Each candidate is tried in place: a second list item also brings the intro and the numbering.
  const numberedList = structure === 'listicle' || structure === 'countdown';
  for (let guard = 0; guard < 40 && total() < lo && extras.length; guard++) {
    const at = Math.max(0, beats.length - (beats.at(-1)?.kind === 'outro' ? 1 : 0));
    let best: { i: number; miss: number; kind: Beat['kind'] } | undefined;
    for (const kind of numberedList ? (['item', 'extra'] as const) : (['extra'] as const))
      extras.forEach((text, i) => {
        if (saidNow() + uses(text) > 2) return;
        if (asking(text) && asking([hook, ...render(), cta].join(' ')) + asking(text) > askedMax(dur)) return;
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
  const texts = finalTexts();

  hook = texts[0]!;
  cta = texts.at(-1)!;
  const body: ScriptSentence[] = texts.slice(1, -1).map((text) => ({
    text,
    visualKeywords: visualKeywords(text, topic, shape),
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

// A verb right after the name: a plural name there is "they", not "them".
/** The texts with each phrase said in full twice at most; later mentions become "it". */
function shortenRepeats(texts: string[], pairs: Array<[string, string]>): string[] {
  const phrases = new Map<string, string>();
  for (const [p, short] of pairs)
    if (p.split(' ').length >= 4 && !phrases.has(p.toLowerCase())) phrases.set(p.toLowerCase(), short);
  if (!phrases.size) return texts;
  // One count for all of them: "wake up at 5am" and "waking up at 5am" are the same idea.
  let seen = 0;
  const re = new RegExp(
    [...phrases.keys()]
      .sort((a, b) => b.length - a.length)
      .map((p) => `\\b${escapeRegExp(p)}\\b`)
      .join('|'),
    'gi',
  );
  return texts.map((text) =>
    text.replace(re, (m, offset: number) => {
      const short = phrases.get(m.toLowerCase()) ?? 'it';
      seen += 1;
      if (seen <= 2) return m;
      const before = text.slice(0, offset);
      const start =
        offset === 0 || /[.!?]\s*$/.test(before) || /^(\w+|Step \w+|Number \w+):\s*$/.test(before);
      return start ? short.charAt(0).toUpperCase() + short.slice(1) : short;
    }),
  );
}

/** Counts how often a text says one of the idea's long phrases (four words or more), in any form. */
function ideaPhraseCounter(
  topic: TopicAnalysis,
  shape: IdeaShape,
  claim?: string,
  sayIdea = false,
): (text: string) => number {
  const c = shape.clause;
  const phrases = [
    ...(c ? [c.pres, c.inf, c.ing, c.past] : []),
    ...(shape.list ? [shape.list.items] : []),
    ...(claim ? [claim] : []),
    // The idea as typed, which `{I}` says ("a day in Tokyo"), where it is not the subject that other
    // lines say and the later mentions shorten ("the history of pizza" → "pizza").
    ...(sayIdea && topic.clean.toLowerCase() !== topic.subject.toLowerCase() ? [topic.clean] : []),
  ]
    .map((p) => p.toLowerCase())
    .filter((p) => p.split(' ').length >= 4);
  if (!phrases.length) return () => 0;
  const re = new RegExp(
    Array.from(new Set(phrases))
      .sort((a, b) => b.length - a.length)
      .map((p) => `\\b${escapeRegExp(p)}\\b`)
      .join('|'),
    'gi',
  );
  return (text) => (text.match(re) ?? []).length;
}

/** A question the user asked, or the claim the idea makes, is the strongest hook: used often, not always. */
function writeHook(
  topic: TopicAnalysis,
  vibe: Vibe,
  slots: SlotFiller,
  rng: Rng,
  pickFrom: (pool: readonly string[]) => string[],
): string | undefined {
  const options = pickFrom(book.HOOKS[vibe]);
  // Rivals take no activity hook ("start learning about my houseplant"): the shape's hooks answer.
  if (!options.length) return undefined;
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
export function visualKeywords(sentence: string, topic: TopicAnalysis, shape?: IdeaShape): string[] {
  // "Number three:" and "Step two:" are labels, not things to show.
  sentence = sentence.replace(/^(\w+|step \w+|number \w+):\s*/i, '');
  const lower = sentence.toLowerCase();
  const out: string[] = [];
  const add = (phrase: string) => {
    for (const noun of concreteNouns(phrase)) if (!out.includes(noun)) out.push(noun);
  };
  for (const t of topic.terms) if (lower.includes(t.toLowerCase())) add(t);
  // The idea's own things ("the vacuum", "the desk") when the line names them, even if the tagger missed them.
  const things = [
    ...(shape?.things ?? []).map((t) => t.text),
    ...(shape?.clause ? [shape.clause.subj, shape.clause.pres] : []),
  ];
  for (const t of things)
    for (const w of t.toLowerCase().split(/\s+/))
      if (
        w.length > 2 &&
        !/^(one|two|three|four|five|six|seven|eight|nine|ten|twelve|hundred)$/.test(w) &&
        new RegExp(`\\b${w.replace(/[^a-z0-9]/g, '')}\\b`).test(lower) &&
        !/^(the|and|off|from|with|into|for)$/.test(w)
      ) {
        const noun = wordNoun(w).singular || w;
        const isThing = shape!.things.some((x) => x.text.toLowerCase().split(/\s+/).includes(w));
        if (
          !ABSTRACT_NOUNS.has(noun) &&
          !out.includes(noun) &&
          (isThing || (wordNoun(w).noun && !wordNoun(w).verb))
        )
          out.push(noun);
      }
  add(sentence);
  if (!out.length) add(topic.subject);
  if (!out.length) out.push(topic.subject.replace(/^(the|a|an|my|your)\s+/i, ''));
  return out.slice(0, 4);
}

// Every beat asks for its line's things, and each topic term again: the tagger is the writer's main cost.
const concreteNouns = memoByString(concreteNounsUncached);
// One word's tags and singular, asked for every line of every script.
const wordNoun = memoByString((w: string) => ({
  singular: nlp(w).nouns().toSingular().text(),
  noun: nlp(w).has('#Noun'),
  verb: nlp(w).has('#Verb'),
  adjective: nlp(w).has('#Adjective'),
}));

function concreteNounsUncached(phrase: string): string[] {
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
    .filter((w) => wordNoun(w).noun && !wordNoun(w).adjective)
    .map((w) => wordNoun(w).singular || w);
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
