import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countPauses, countSpeechUnits, type SpeechPace } from '@reelsmith/writer/pace';
import measuring from './measuring-texts.json' with { type: 'json' };
import type { TtsProvider } from './tts.types.ts';

// Measures a voice's pace on 32 fixed narrations (measuring-texts.json): the writer's own kind of
// text at 15 to 60 s, with sentence counts and densities varied enough that speaking rate and pause
// can be told apart, and eight dense short-sentence ones (without them the rms and awb voices' pause
// fitted near 0 and a comedy script of many short sentences ran 11-18 % long). Then least squares for
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

/** Speaks the measuring narrations and returns their sizes and real durations. */
export async function paceSamples(tts: TtsProvider, voiceId: string): Promise<PaceSample[]> {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-pace-'));
  try {
    const rows: PaceSample[] = [];
    for (const [i, text] of measuring.texts.entries()) {
      const speech = await tts.synthesize({ text, voiceId, outPath: join(dir, `${i}.wav`) });
      rows.push({ syl: countSpeechUnits(text), ends: countPauses(text), sec: speech.durationSec });
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
