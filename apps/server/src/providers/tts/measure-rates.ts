import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIBES, type Vibe } from '@reelsmith/contracts/video';
import { writeBuiltinScript } from '../llm/builtin.llm.ts';
import { countPauses, countSpeechUnits, type SpeechPace } from '@reelsmith/writer/pace';
import { CORPUS_IDEAS } from '@reelsmith/writer';
import type { TtsProvider } from './tts.types.ts';

// Measures a voice's pace on the writer's own kind of text, 32 builtin scripts: eight (two per vibe,
// 15 and 60 s so sentence counts vary); since session 13 sixteen more between (30 and 45 s, other ideas),
// since with eight pause and speaking rate could not be told apart and the fit put some voices' pause
// at zero; and eight short-sentence comedy and meme ones (session 13, round two). Then least squares for
//   seconds = speechUnits / syllablesPerSecond + pauses × sentencePauseSec + utteranceSec
// (speech units and pauses as pace.ts counts them).
// `npm run cli -- measure-voices` prints the paces stored in catalogue.ts (decision 022).

export interface PaceSample {
  /** Speech units (countSpeechUnits). */
  syl: number;
  /** Phrase breaks (countPauses). */
  ends: number;
  sec: number;
}

/**
 * Short-sentence comedy and meme scripts (0.08–0.10 phrase breaks a speech unit, as dense as the writer
 * gets): without them the scripts spanned 0.034–0.079 and the rms and awb voices' pause fitted near 0,
 * so a comedy script of many short sentences ran 11–18 % long with them (decision 022, session 13).
 */
const SHORT_SENTENCE_SCRIPTS: ReadonlyArray<{ idea: string; vibe: Vibe; durationSec: number }> = [
  { idea: 'Cats are smarter than dogs', vibe: 'comedy', durationSec: 45 },
  { idea: 'Is coffee bad for you?', vibe: 'comedy', durationSec: 60 },
  { idea: 'my coffee vs your tea', vibe: 'comedy', durationSec: 15 },
  { idea: 'Our trip to Japan', vibe: 'comedy', durationSec: 30 },
  { idea: 'Tesla vs Toyota', vibe: 'comedy', durationSec: 15 },
  { idea: 'Dogs vs cats', vibe: 'comedy', durationSec: 15 },
  { idea: 'What happens when you quit sugar for 30 days', vibe: 'meme', durationSec: 15 },
  { idea: 'Our wedding budget', vibe: 'meme', durationSec: 30 },
];

/** The measuring scripts: eight of 15 and 60 s, sixteen more of other lengths and ideas, eight short-sentence ones. */
function measuringRequests() {
  return [
    ...Array.from({ length: 8 }, (_, i) => ({
      idea: CORPUS_IDEAS[i * 3]!,
      vibe: VIBES[i % 4]!,
      durationSec: i % 2 ? 60 : 15,
    })),
    ...Array.from({ length: 16 }, (_, i) => ({
      idea: CORPUS_IDEAS[100 + i * 2]!,
      vibe: VIBES[(i + 1) % 4]!,
      durationSec: [30, 45, 20, 50][i % 4]!,
    })),
    ...SHORT_SENTENCE_SCRIPTS,
  ];
}

/** Speaks the measuring scripts and returns their sizes and real durations. */
export async function paceSamples(tts: TtsProvider, voiceId: string): Promise<PaceSample[]> {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-pace-'));
  try {
    const rows: PaceSample[] = [];
    for (const [i, req] of measuringRequests().entries()) {
      const script = writeBuiltinScript(req);
      const speech = await tts.synthesize({
        text: script.narration,
        voiceId,
        outPath: join(dir, `${i}.wav`),
      });
      rows.push({
        syl: countSpeechUnits(script.narration),
        ends: countPauses(script.narration),
        sec: speech.durationSec,
      });
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function measurePace(tts: TtsProvider, voiceId: string): Promise<SpeechPace> {
  return fitPace(await paceSamples(tts, voiceId));
}

/** Least squares for sec = syl·a + ends·b + c (no term below zero: a term that would be is dropped). */
export function fitPace(rows: PaceSample[]): SpeechPace {
  const columns: Array<(r: PaceSample) => number> = [(r) => r.syl, (r) => r.ends, () => 1];
  let active = [0, 1, 2];
  let coef: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    coef = solveLeastSquares(
      rows,
      active.map((i) => columns[i]!),
    );
    const negative = active.findIndex((c, k) => c !== 0 && coef[k]! < 0);
    if (negative < 0) break;
    active = active.filter((_, k) => k !== negative);
  }
  const value = (i: number) => (active.includes(i) ? coef[active.indexOf(i)]! : 0);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    syllablesPerSecond: round(1 / value(0)),
    sentencePauseSec: round(value(1)),
    utteranceSec: round(value(2)),
  };
}

/** Normal equations, solved by Gaussian elimination (at most three unknowns). */
function solveLeastSquares(rows: PaceSample[], cols: Array<(r: PaceSample) => number>): number[] {
  const n = cols.length;
  const m = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  for (const r of rows) {
    const x = cols.map((c) => c(r));
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) m[i]![j]! += x[i]! * x[j]!;
      m[i]![n]! += x[i]! * r.sec;
    }
  }
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let k = i + 1; k < n; k++) if (Math.abs(m[k]![i]!) > Math.abs(m[p]![i]!)) p = k;
    [m[i], m[p]] = [m[p]!, m[i]!];
    const d = m[i]![i]! || 1e-12;
    for (let k = 0; k < n; k++) {
      if (k === i) continue;
      const f = m[k]![i]! / d;
      for (let j = i; j <= n; j++) m[k]![j]! -= f * m[i]![j]!;
    }
  }
  return m.map((row, i) => row[n]! / (row[i]! || 1e-12));
}
