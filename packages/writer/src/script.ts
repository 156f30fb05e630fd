import type { Vibe } from '@reelsmith/contracts/video';
import book from '../data/vibes.json' with { type: 'json' };
import words from '../data/words.json' with { type: 'json' };
import { readIdea, type IdeaReading } from './idea.ts';
import { DEFAULT_PACE, speechSeconds } from './pace.ts';
import { createRng, hashString } from './rng.ts';
import type { Script, ScriptRequest, ScriptSentence } from './types.ts';

// The offline writer: safe, not clever. It knows no facts and fills no slots: the idea appears whole,
// in quotes, where any text reads right ("Today's topic: "…"."); every other line is fixed text per
// vibe from data/vibes.json. A question about the world, or a task whose steps it does not know, gets
// a notice telling the creator what to add; an educational script also asks rather than answers (the
// other vibes keep their own voice: research steps after four pep lines read wrong). Lines are taken
// in a seeded order until the narration reaches the chosen length at the voice's pace.

interface Book {
  hooks: string[];
  lines: string[];
  ctas: string[];
  captions: string[];
}

const VIBE_BOOKS = book as unknown as Record<Vibe, Book>;
const ASK_BOOKS = book.asks as Record<'question' | 'howto', Book>;

/** The lines a question or a task brings, in the one vibe whose viewer expects to learn something. */
function askBook(idea: IdeaReading, vibe: Vibe): Book | undefined {
  return idea.asks && (vibe === 'educational' || !VIBE_BOOKS[vibe]) ? ASK_BOOKS[idea.asks] : undefined;
}

/** Puts the quoted idea into a template; a closing mark inside the quotes ends the sentence. */
export function withIdea(template: string, idea: IdeaReading): string {
  const ended = /[.?!…]$/.test(idea.typed);
  return template.replace(/\{idea\}([.,]?)/g, (_, mark: string) =>
    ended && mark === '.' ? idea.quoted : `${idea.quoted}${mark}`,
  );
}

/** The hashtags for an idea: its whole phrase when short, its real nouns, then fillers and the fixed three. */
export function ideaHashtags(idea: IdeaReading, fillers: readonly string[]): string[] {
  const topic: string[] = [];
  const add = (tag: string) => {
    if (topic.length < 3 && tag.length > 2 && !topic.includes(tag) && !words.fixedTags.includes(tag))
      topic.push(tag);
  };
  if (idea.wholeTag) add(idea.wholeTag);
  for (const word of idea.tagWords)
    if (/^[a-z]+$/.test(word) && !idea.wholeTag?.startsWith(`#${word}`)) add(`#${word}`);
  for (const tag of fillers) add(tag);
  return [...topic, ...words.fixedTags];
}

export function noticeFor(idea: IdeaReading): string | undefined {
  return idea.asks ? withIdea(book.notices[idea.asks], idea) : undefined;
}

/**
 * Other first lines for a video (a remix's new hook, an A/B test): the same safe templates the
 * script's hook is taken from, with the idea whole, in a seeded order, none of them in `exclude`.
 */
export function alternativeHooks(
  req: Pick<ScriptRequest, 'idea' | 'vibe' | 'seed'>,
  exclude: readonly string[] = [],
): string[] {
  const idea = readIdea(req.idea);
  const book = askBook(idea, req.vibe) ?? VIBE_BOOKS[req.vibe] ?? VIBE_BOOKS.educational;
  const rng = createRng(hashString(`hooks|${idea.typed.toLowerCase()}|${req.vibe}|${req.seed ?? 0}`));
  const used = new Set(exclude.map((h) => h.replace(/\s+/g, ' ').trim().toLowerCase()));
  const hooks = rng.shuffle(book.hooks).map((t) => withIdea(t, idea));
  return hooks.filter((h, i) => !used.has(h.toLowerCase()) && hooks.indexOf(h) === i);
}

export function writeScript(req: ScriptRequest): Script {
  const idea = readIdea(req.idea);
  const vibeBook = VIBE_BOOKS[req.vibe] ?? VIBE_BOOKS.educational;
  const ask = askBook(idea, req.vibe);
  const rng = createRng(hashString(`${idea.typed.toLowerCase()}|${req.vibe}|${req.seed ?? 0}`));
  const pace = req.pace ?? DEFAULT_PACE;
  const dur = Math.min(60, Math.max(15, req.durationSec || 30));
  const target = dur - pace.utteranceSec;

  const hook = withIdea(rng.pick((ask ?? vibeBook).hooks), idea);
  const callToAction = rng.pick((ask ?? vibeBook).ctas);
  // A question's or a task's own lines come first; the vibe's general lines make up the length.
  const pool: string[] = [];
  for (const line of [...(ask ? rng.shuffle(ask.lines) : []), ...rng.shuffle(vibeBook.lines)])
    if (!pool.includes(line)) pool.push(line);

  // Spoken length adds up line by line (units at the pace plus a pause per phrase break).
  let total = speechSeconds(hook, pace) + speechSeconds(callToAction, pace);
  const chosen: string[] = [];
  for (const line of pool) {
    const more = speechSeconds(line, pace);
    if (chosen.length && total + more > target * 1.02) continue;
    chosen.push(line);
    total += more;
    if (total >= target * 0.98) break;
  }
  // An ask's lines are steps (a guess before the search, "keep asking" last): the ones chosen are
  // said in the data's order, after the vibe's lines and just before the call to action.
  const step = (line: string) => ask?.lines.indexOf(line) ?? -1;
  const ordered = [
    ...chosen.filter((line) => step(line) < 0),
    ...chosen.filter((line) => step(line) >= 0).sort((a, b) => step(a) - step(b)),
  ];
  // The idea's own nouns are what the video is about; a line names no picture of its own (a trophy
  // beside a line of a hedgehog video says nothing), so the matcher reaches past the nouns to their
  // world (setting, tools, relatives) on its own.
  const body: ScriptSentence[] = ordered.map((text) => ({ text, visualKeywords: idea.nouns.slice(0, 3) }));
  const notice = noticeFor(idea);
  return {
    title: idea.title,
    hook,
    body,
    callToAction,
    narration: [hook, ...body.map((b) => b.text), callToAction].join(' '),
    caption: withIdea(rng.pick((ask ?? vibeBook).captions), idea),
    hashtags: ideaHashtags(idea, words.vibeTags[req.vibe] ?? []),
    ...(notice ? { notice } : {}),
  };
}
