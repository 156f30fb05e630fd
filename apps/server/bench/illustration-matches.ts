import type { Vibe } from '@reelsmith/contracts/video';
import { relatedIllustrations, subjectIllustrations } from '../src/media/scenes/illustration-stand-ins.ts';
import { FALLBACK, planScenes } from '../src/media/scenes/scenes.ts';
import { writeBuiltinScript } from '../src/providers/llm/builtin.llm.ts';
import type { WordTiming } from '../src/providers/tts/tts.types.ts';
import { IDEA_SETS, TUNED, WRONG } from './illustration-matches.data.ts';

// Which illustration each scene of the builtin writer's scripts gets, and the word that chose it, so a
// person can read down the list for pictures that do not fit what is said (decision 035).
// Usage: npx tsx apps/server/bench/illustration-matches.ts [--set tuned|held|new|fresh|activities|s11|s12|s13|s14|s14b]
// [--vibe educational]

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const SESSION11_FROM = WRONG.findIndex(([w]) => w.source === '^bags?$');
const wrongPick = (word: string | undefined, id: string, idea: string) =>
  !!word &&
  WRONG.some(
    ([w, i], n) =>
      w.test(word.toLowerCase()) &&
      i.test(id) &&
      // The idea's own words make the sense right ("Walking my dog", "Planning my week"); the s11
      // set's pairs are wrong in their own ideas too (the credit card video's card index).
      (n >= SESSION11_FROM || !idea.toLowerCase().includes(word.toLowerCase().replace(/(s|ed|ing)$/, ''))),
  );

const set = arg('--set');
const ideas = arg('--ideas')?.split('|') ?? IDEA_SETS[set ?? 'tuned'] ?? TUNED;
const vibes = (arg('--vibe')?.split(',') ?? ['educational']) as Vibe[];

const t0 = performance.now();
let scenes = 0;
let planMs = 0;
// Monotony, counted per video: a picture shown more than twice, the same picture in two scenes in a
// row, and the vibe's generic stand-in (no word of the line nor of the idea chose it).
let overTwice = 0;
let inARow = 0;
let standIns = 0;
let vibeStandIns = 0;
let wrong = 0;
// Stand-ins from the vibe's own pool (fire, rocket, biceps, …): the fewer, the more on subject.
let vibePool = 0;
for (const idea of ideas) {
  for (const vibe of vibes) {
    const script = writeBuiltinScript({ idea, vibe, durationSec: 30, seed: 1 });
    // 2.5 words a second, evenly: the scene planner only needs the words in order with times.
    const words: WordTiming[] = script.narration
      .split(/\s+/)
      .filter(Boolean)
      .map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35 }));
    const dur = words.length * 0.4 + 0.5;
    const subj = subjectIllustrations(idea);
    process.stdout.write(
      `\n## ${idea} (${vibe}) subject: ${subj.join(' ')}; around: ${relatedIllustrations(idea, subj, { neighbours: true }).join(' ')}\n`,
    );
    const p0 = performance.now();
    const planned = planScenes(script, words, dur, vibe, idea);
    planMs += performance.now() - p0;
    const seen = new Map<string, number>();
    // A stand-in that is neither the idea's subject nor a picture a line of the video chose: the vibe's.
    const subject = new Set(subjectIllustrations(idea));
    const chosen = new Set<string>();
    planned.forEach((s, i) => {
      seen.set(s.illustration ?? '', (seen.get(s.illustration ?? '') ?? 0) + 1);
      if (i > 0 && planned[i - 1]!.illustration === s.illustration) inARow++;
      if (!s.chosenBy) standIns++;
      if (!s.chosenBy && !subject.has(s.illustration ?? '') && !chosen.has(s.illustration ?? ''))
        vibeStandIns++;
      if (s.chosenBy) chosen.add(s.illustration ?? '');
      if (!s.chosenBy && FALLBACK[vibe].includes(s.illustration ?? '') && !subject.has(s.illustration ?? ''))
        vibePool++;
      if (wrongPick(s.chosenBy, s.illustration ?? '', idea)) wrong++;
    });
    for (const n of seen.values()) if (n > 2) overTwice += n - 2;
    for (const s of planned) {
      scenes++;
      process.stdout.write(
        `  [${s.kind}] ${s.text.slice(0, 90)}\n      kw=${JSON.stringify(s.keywords)} → ${s.illustration} (${s.chosenBy ?? 'stand-in'})${wrongPick(s.chosenBy, s.illustration ?? '', idea) ? ' WRONG' : ''}${s.label ? ` label=${s.label.text}` : ''}\n`,
      );
    }
  }
}
process.stderr.write(
  `monotony: ${overTwice} scenes beyond a picture's second showing, ${inARow} repeats in a row, ${standIns} stand-ins (${vibeStandIns} of them neither the subject's nor a picture an earlier line chose)\n`,
);
process.stderr.write(
  `wrong picks (the sessions' patterns): ${wrong}; stand-ins from the vibe's pool: ${vibePool}\n`,
);
process.stderr.write(
  `${scenes} scenes in ${Math.round(performance.now() - t0)} ms, of which planning them ${Math.round(planMs)} ms\n`,
);
