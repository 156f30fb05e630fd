import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Vibe } from '@reelsmith/contracts/video';
import { createBuiltinLlm } from '../src/providers/llm/builtin.llm.ts';
import {
  LENGTH_TOLERANCE,
  narrationRequest,
  narrationTarget,
  RETRY_TOLERANCE,
  TAIL_SEC,
  writeFittedNarration,
} from '../src/media/narration/fit-length.ts';
import { speechSeconds } from '@reelsmith/writer/pace';
import { createBuiltinTts } from '../src/providers/tts/builtin.tts.ts';
import { VOICE_CATALOGUE } from '../src/providers/tts/catalogue.ts';

// How close the builtin writer and voices land on the chosen length, without rendering video
// (decision 022): for each case the pipeline's own narration step (write for the chosen
// length less the tail, speak, rewrite a miss) and the finished video's length (narration + tail).
// Prints per case: chosen length, the writer's estimate of its first draft, the first take and its
// error against the narration target, passes, and the final video length's error; then a summary.
// Usage: npx tsx apps/server/bench/length-survey.ts [--per 5] [--voices rachel,josh] [--all] [--quiet]
//   --per N: ideas per (voice, length), rotating through the list so every idea meets many voices.
//   --all: every idea with every voice and length (1,680 cases, about half an hour on 2 cores).

export const SURVEY_IDEAS: ReadonlyArray<readonly [string, Vibe]> = [
  ['Why octopuses have three hearts', 'educational'],
  ['Day 1 of learning guitar', 'motivational'],
  ['Things nobody tells you about owning a cat', 'comedy'],
  ['Why bread goes stale', 'educational'],
  ['How to save money on groceries', 'educational'],
  ['Cats vs dogs', 'educational'],
  ['My dog hates baths', 'comedy'],
  ['Running your first marathon', 'motivational'],
  ['The history of pizza', 'meme'],
  ['When your alarm goes off on a Monday', 'comedy'],
  ['3 tips for better sleep', 'educational'],
  ['Quitting my job to travel', 'meme'],
  ['Why is the sky blue?', 'educational'],
  ['Learning to code at 40', 'motivational'],
  ['iPhone vs Android', 'comedy'],
  ['The day my sourdough starter died', 'meme'],
  ['Stop scrolling and start reading', 'motivational'],
  ['Black holes', 'educational'],
  ['What I learned after a year of journaling every single night before bed', 'meme'],
  ['POV: your dog hears the treat bag', 'comedy'],
];
const LENGTHS = [15, 30, 45, 60];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const quiet = process.argv.includes('--quiet');
  const per = Number(arg('per') ?? 5);
  const only = arg('voices')?.split(',');
  const voices = VOICE_CATALOGUE.filter((v) => !only || only.includes(v.id));
  const llm = createBuiltinLlm();
  const base = createBuiltinTts();
  const durations: number[] = [];
  const tts = {
    ...base,
    synthesize: async (...a: Parameters<typeof base.synthesize>) => {
      const r = await base.synthesize(...a);
      durations.push(r.durationSec);
      return r;
    },
  };
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-survey-'));
  const rows: SurveyRow[] = [];
  let n = 0;
  if (!quiet) console.log('voice      T  est    first  err1    pass  video  error   idea');
  try {
    for (const [vi, voice] of voices.entries()) {
      for (const [li, T] of LENGTHS.entries()) {
        const picks = all
          ? SURVEY_IDEAS
          : Array.from(
              { length: per },
              (_, j) => SURVEY_IDEAS[(vi * 7 + li * 3 + j * 4) % SURVEY_IDEAS.length]!,
            );
        for (const [idea, vibe] of picks) {
          durations.length = 0;
          const pace = base.pace!(voice.id);
          const req = narrationRequest({ idea, vibe, durationSec: T, seed: 1, pace });
          const draft = await llm.writeScript(req);
          const est = speechSeconds(draft.narration, pace) + (pace?.utteranceSec ?? 0);
          const { speech, passes, script } = await writeFittedNarration({
            llm,
            tts,
            req,
            draft,
            targetSec: narrationTarget(T),
            voiceId: voice.id,
            outPath: join(dir, `${n++}.wav`),
          });
          const target = T - TAIL_SEC;
          const first = durations[0]!;
          const video = speech.durationSec + TAIL_SEC;
          // The writer's own estimate of the kept script: far short of the target, the writer could
          // not write more (its lines for this idea shape ran out), whatever the pace.
          const keptEst = speechSeconds(script.narration, pace) + (pace?.utteranceSec ?? 0);
          const writerShort = Math.abs(keptEst - target) / target > LENGTH_TOLERANCE;
          rows.push({
            writerShort,
            voice: voice.id,
            T,
            idea: `${idea} (${vibe})`,
            first: (first - target) / target,
            passes,
            final: (video - T) / T,
          });
          if (!quiet)
            console.log(
              [
                voice.id.padEnd(9),
                String(T).padStart(3),
                est.toFixed(1).padStart(5),
                first.toFixed(2).padStart(6),
                pct((first - target) / target).padStart(7),
                String(passes).padStart(4),
                video.toFixed(2).padStart(6),
                pct((video - T) / T).padStart(7),
                Math.abs(video - T) / T > LENGTH_TOLERANCE
                  ? ` MISS ${idea} (${vibe})`
                  : `  ${idea} (${vibe})`,
              ].join(' '),
            );
        }
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  report(rows, `${voices.length} voices × ${LENGTHS.join('/')} s`);
  const fit = rows.filter((r) => !r.writerShort);
  if (fit.length < rows.length)
    report(
      fit,
      `without the ${rows.length - fit.length} where the writer's own estimate misses by over 10 %`,
    );
}

/** One case: a voice, a chosen length and an idea, written and spoken through the length fit. */
interface SurveyRow {
  writerShort: boolean;
  voice: string;
  T: number;
  idea: string;
  first: number;
  passes: number;
  final: number;
}

function report(rows: SurveyRow[], what: string): void {
  const onePass = rows.filter((r) => r.passes === 1).length;
  const firstIn = rows.filter((r) => Math.abs(r.first) <= RETRY_TOLERANCE).length;
  const worst = rows.reduce((w, r) => (Math.abs(r.final) > Math.abs(w.final) ? r : w), rows[0]!);
  const misses = rows.filter((r) => Math.abs(r.final) > LENGTH_TOLERANCE);
  const meanFirst = rows.reduce((s, r) => s + r.first, 0) / rows.length;
  const sdFirst = Math.sqrt(rows.reduce((s, r) => s + (r.first - meanFirst) ** 2, 0) / rows.length);
  const passes = rows.reduce((s, r) => s + r.passes, 0);
  console.log(`\n${rows.length} cases (${what})`);
  console.log(`first take within ±${RETRY_TOLERANCE * 100} %: ${firstIn} (${pct(firstIn / rows.length)})`);
  console.log(`first-take error: mean ${pct(meanFirst)}, sd ${(sdFirst * 100).toFixed(1)} %`);
  console.log(`one-pass renders: ${onePass} (${pct(onePass / rows.length)}); passes in all: ${passes}`);
  for (const T of LENGTHS) {
    const r = rows.filter((x) => x.T === T);
    const m = r.reduce((s, x) => s + x.first, 0) / r.length;
    console.log(
      `  ${T} s: one pass ${r.filter((x) => x.passes === 1).length}/${r.length}, first-take mean ${pct(m)}, misses ${r.filter((x) => Math.abs(x.final) > LENGTH_TOLERANCE).length}`,
    );
  }
  console.log(`worst final error: ${pct(worst.final)} (${worst.voice}, ${worst.T} s, ${worst.idea})`);
  console.log(`video outside ±${LENGTH_TOLERANCE * 100} %: ${misses.length}`);
  for (const m of misses)
    console.log(`  ${m.voice} ${m.T} s ${pct(m.final)} ${m.idea}${m.writerShort ? ' (writer short)' : ''}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
