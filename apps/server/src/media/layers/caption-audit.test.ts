import nlp from 'compromise';
import { VIBES } from '@reelsmith/contracts/video';
import { CORPUS_IDEAS, writeScript, type Script } from '@reelsmith/writer';
import { describe, expect, it } from 'vitest';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import { spreadTimings } from '../../providers/tts/spread-timings.ts';
import { bare } from './caption-breaks.ts';
import { hookCues } from './caption-files.ts';
import { paginate } from './captions.ts';

// Issue 37 item 4: no caption page reads wrong on its own. Every script the offline writer makes for
// its scored corpus (every idea in every vibe, the lengths corpus.test.ts uses) is paged as a render
// pages it, and each page is read alone. The hook is the cover's title card in the picture (render.ts
// pages only the words after it), so its cues are audited as the caption files write them. The checks are
// this test's own word lists and compromise's tags, not caption-breaks.ts's costs, so a cost that is
// wrong cannot hide its own page. Timings are estimated (spreadTimings at about 150 words a minute,
// a short pause between a scene's sentences): a real voice would take a render per script.

const LENGTHS = [15, 30, 45, 60];
const SEC_PER_WORD = 0.4;
const SCENE_GAP = 0.25;

const set = (s: string) => new Set(s.split(' '));
const ARTICLES = set('a an the my your his her its our their every each another');
const PREPOSITIONS = set(
  'to of in on at for with from by about into onto than through after before between without within during per via across against among toward towards upon despite',
);
const CONJUNCTIONS = set('and or but nor so yet if because when while although though unless until whether');
/** Conjunctions that join two like parts ("who wrote it and why"); compromise also tags "to" one. */
const COORDINATING = set('and or but nor yet so');
/** Nominative pronouns: always a subject, so ending on one cuts it from its verb. */
const NOMINATIVE = set('i we they he she');
/** Words that open a clause: a preposition before one ("Focus on | what you can control") ends its phrase. */
const CLAUSE_OPENERS = set('what how who whom where why when whether');
/** Adverb particles: after a verb they complete it ("write down", "look it up"). */
const PARTICLES = set('up down out off in on over back away through');
/** The pronouns a phrasal verb takes between its verb and its particle. */
const PARTICLE_OBJECTS = set('it them');
const NUMBER_WORDS = set('one two three four five six seven eight nine ten twelve twenty hundred');
const SENTENCE_END = /[.!?…]["”’)\]]*$/;
const PUNCTUATED = /[^\p{L}\p{N}'’]$/u;
const STRANDED = /^[^\p{L}\p{N}"“'‘(]/u;

/** The script's spoken parts, each a scene with its own estimated timings, in order. */
function timedNarration(script: Script): WordTiming[] {
  const parts = [...script.body.map((s) => s.text), script.callToAction].filter(Boolean);
  const out: WordTiming[] = [];
  let t = 0;
  for (const part of parts) {
    const n = part.split(/\s+/).filter(Boolean).length;
    for (const w of spreadTimings(part, n * SEC_PER_WORD))
      out.push({ ...w, start: w.start + t, end: w.end + t });
    t = (out[out.length - 1]?.end ?? t) + SCENE_GAP;
  }
  return out;
}

interface Tags {
  verb: boolean;
  /** A noun (not a pronoun) or an adjective: something a number or article leads into. */
  named: boolean;
  /** "so" in "so humbled" is an adverb, in "so you can" a conjunction: compromise tells them apart. */
  conjunction: boolean;
  adverb: boolean;
}

/** Per word of the text: compromise's verb, noun or adjective tag (its last term decides). */
function tagsOf(words: string[]): Tags[] {
  const tags = words.map(() => ({ verb: false, named: false, conjunction: false, adverb: false }));
  let wi = 0;
  let at = 0;
  const starts = words.map((w) => ((at += w.length + 1), at - w.length - 1));
  const doc = nlp(words.join(' ')).json({ offset: true, text: false }) as {
    terms: { tags: string[]; offset: { start: number } }[];
  }[];
  for (const term of doc.flatMap((s) => s.terms)) {
    while (wi + 1 < starts.length && starts[wi + 1]! <= term.offset.start) wi++;
    const has = (t: string) => term.tags.includes(t);
    tags[wi] = {
      verb: has('Verb'),
      named: (has('Noun') && !has('Pronoun')) || has('Adjective'),
      conjunction: has('Conjunction'),
      adverb: has('Adverb'),
    };
  }
  return tags;
}

/** Why page [a, b) of the words reads wrong on its own, or null. */
function readsWrong(words: string[], tags: Tags[], a: number, b: number): string | null {
  const first = words[a]!;
  if (STRANDED.test(first)) return 'starts with stranded punctuation';
  const last = words[b - 1]!;
  const next = words[b];
  const sentenceStart = a === 0 || SENTENCE_END.test(words[a - 1]!);
  // "and why.": a conjunction and one word, cut from the clause it joins.
  const joins = COORDINATING.has(bare(first)) && tags[a]!.conjunction;
  if (b - a <= 2 && !sentenceStart && joins && SENTENCE_END.test(last))
    return 'a lone conjunction closing a sentence';
  if (!next) return null;
  if (/^["“]/.test(last) && !/["”]/.test(last.slice(1))) return 'ends on an opening quote';
  if (PUNCTUATED.test(last)) return null;
  const b0 = bare(last);
  const lastTag = tags[b - 1]!;
  if (ARTICLES.has(b0)) return 'ends on an article';
  if (PREPOSITIONS.has(b0) && !lastTag.verb && !CLAUSE_OPENERS.has(bare(next)))
    return 'ends on a preposition';
  if (CONJUNCTIONS.has(b0)) return 'ends on a conjunction';
  // "you" is a subject when a verb follows, or an adverb and then a verb ("you | already know").
  const verbNext = tags[b]!.verb || (tags[b]!.adverb && tags[b + 1]?.verb);
  if (NOMINATIVE.has(b0) || (b0 === 'you' && verbNext)) return 'ends on a subject before its verb';
  if ((/^\d/.test(b0) || NUMBER_WORDS.has(b0)) && tags[b]!.named && !/^\d/.test(bare(next)))
    return 'ends on a number before what it counts';
  // Word k is a particle unless an article, a noun or an adjective follows it: then it is a preposition
  // with its own object ("Put it | in a picture") or part of a phrase ("out loud"), and may end a page.
  const particle = (k: number) =>
    PARTICLES.has(bare(words[k] ?? '')) &&
    (k + 1 >= words.length ||
      PUNCTUATED.test(words[k]!) ||
      (!ARTICLES.has(bare(words[k + 1]!)) && !tags[k + 1]!.named));
  // "WRITE / DOWN WHY", "LOOK / IT UP,", "LOOK IT / UP,".
  const verbThenParticle =
    lastTag.verb && (particle(b) || (PARTICLE_OBJECTS.has(bare(next)) && particle(b + 1)));
  const objectThenParticle = PARTICLE_OBJECTS.has(b0) && b >= 2 && tags[b - 2]!.verb && particle(b);
  if (verbThenParticle || objectThenParticle) return 'cuts a verb from its particle';
  return null;
}

/** Every page that reads wrong, as "PAGE (why) in: sentence". */
function badPages(timed: WordTiming[], pages: { words: unknown[] }[]): string[] {
  const words = timed.map((w) => w.word);
  const tags = tagsOf(words);
  const found: string[] = [];
  let a = 0;
  for (const page of pages) {
    const b = a + page.words.length;
    const why = readsWrong(words, tags, a, b);
    if (why) {
      const from = words.slice(0, a).findLastIndex((w) => SENTENCE_END.test(w)) + 1;
      const to = words.findIndex((w, i) => i >= b - 1 && SENTENCE_END.test(w)) + 1 || words.length;
      found.push(`"${words.slice(a, b).join(' ')}" (${why}) in: ${words.slice(from, to).join(' ')}`);
    }
    a = b;
  }
  return found;
}

describe('caption pages of the offline writer’s corpus scripts', () => {
  it('show no page that reads wrong on its own', { timeout: 300_000 }, () => {
    // Each idea in one vibe and length, in turn: the writer's sentences repeat across ideas, so a
    // quarter of the scripts still holds each of them many times over, in a quarter of the time.
    const offenders = CORPUS_IDEAS.flatMap((idea, i) => {
      const vibe = VIBES[i % VIBES.length]!;
      const durationSec = LENGTHS[Math.floor(i / VIBES.length) % LENGTHS.length]!;
      const timed = timedNarration(writeScript({ idea, vibe, durationSec }));
      return badPages(timed, paginate(timed)).map((p) => `${vibe}: ${p}`);
    });
    expect(offenders.length, `${offenders.length} pages read wrong:\n${offenders.join('\n')}`).toBe(0);
  });

  it('and the hook’s cues in the caption files read whole too', () => {
    const offenders = CORPUS_IDEAS.flatMap((idea, i) => {
      const vibe = VIBES[i % VIBES.length]!;
      const { hook } = writeScript({ idea, vibe, durationSec: 30 });
      const timed = spreadTimings(hook, hook.split(/\s+/).length * SEC_PER_WORD);
      return badPages(timed, hookCues(timed)).map((p) => `${vibe}: ${p}`);
    });
    expect(offenders.length, `${offenders.length} cues read wrong:\n${offenders.join('\n')}`).toBe(0);
  });
});
