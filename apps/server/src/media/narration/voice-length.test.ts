import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIBES } from '@reelsmith/contracts/video';
import { createBuiltinLlm } from '../../providers/llm/builtin.llm.ts';
import { LENGTH_TOLERANCE, RETRY_TOLERANCE, writeFittedNarration } from './fit-length.ts';
import { CORPUS_IDEAS } from '@reelsmith/writer';
import { createBuiltinTts } from '../../providers/tts/builtin.tts.ts';
import { VOICE_CATALOGUE } from '../../providers/tts/catalogue.ts';
import { fitPace, type PaceSample } from '../../providers/tts/measure-rates.ts';
import measuring from '../../providers/tts/measuring-texts.json' with { type: 'json' };
import { countPauses, countSpeechUnits } from '@reelsmith/writer/pace';

// The chosen length is what the viewer hears: each builtin voice speaks a script written for its
// measured rate, and the real audio lands within ±10 % of 15, 30, 45 or 60 s (decision 022).
// The voice is the pipeline's own path: writeFittedNarration writes, speaks, and rewrites a miss.
const tts = createBuiltinTts();
const llm = createBuiltinLlm();
const table: string[] = [];
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reelsmith-length-'));
});
afterAll(async () => {
  console.log(['voice     target  actual  error  passes', ...table].join('\n'));
  await rm(dir, { recursive: true, force: true });
});

async function narrate(
  voice: string,
  idea: string,
  vibe: (typeof VIBES)[number],
  durationSec: number,
  seed = 1,
) {
  const { speech, passes } = await writeFittedNarration({
    llm,
    tts,
    req: { idea, vibe, durationSec, seed, pace: tts.pace!(voice) },
    voiceId: voice,
    outPath: join(dir, `${voice}-${durationSec}.wav`),
  });
  const error = (speech.durationSec - durationSec) / durationSec;
  table.push(
    `${voice.padEnd(9)} ${String(durationSec).padStart(4)} s ${speech.durationSec.toFixed(1).padStart(6)} s ${(error * 100).toFixed(1).padStart(5)} % ${passes}`,
  );
  return { ...speech, passes };
}

const LENGTHS = [15, 30, 45, 60];
const cases = VOICE_CATALOGUE.map((voice, i) => ({
  voice: voice.id,
  durationSec: LENGTHS[i % 4]!,
  idea: CORPUS_IDEAS[(i * 7) % CORPUS_IDEAS.length]!,
  vibe: VIBES[i % VIBES.length]!,
}));

describe('narration length for every builtin voice', () => {
  it.each(cases)('$voice speaks a $durationSec s script ($vibe) within ±10 %', async (c) => {
    const speech = await narrate(c.voice, c.idea, c.vibe, c.durationSec);
    expect(
      Math.abs(speech.durationSec - c.durationSec) / c.durationSec,
      `${speech.durationSec.toFixed(1)} s`,
    ).toBeLessThanOrEqual(0.1);
  });

  it('keeps every length right for the slowest and the fastest voice', async () => {
    const rates = VOICE_CATALOGUE.map((v) => v.builtin.pace.syllablesPerSecond);
    const extremes = [
      VOICE_CATALOGUE[rates.indexOf(Math.min(...rates))]!,
      VOICE_CATALOGUE[rates.indexOf(Math.max(...rates))]!,
    ];
    for (const voice of extremes) {
      for (const durationSec of LENGTHS) {
        const speech = await narrate(voice.id, 'Why octopuses have three hearts', 'educational', durationSec);
        expect(
          Math.abs(speech.durationSec - durationSec) / durationSec,
          `${voice.id} ${durationSec} s: ${speech.durationSec.toFixed(1)} s`,
        ).toBeLessThanOrEqual(0.1);
      }
    }
  });

  // Decision 024: "Why cats purr", meme, 30 s ran 33.1 s in a render; liam's first take for seed 2
  // was 33.0 s (+10.0 %), kept because it was just inside ±10 %. A take is now rewritten past ±6 %,
  // so what is kept lands there unless all three takes missed (then the closest, within ±10 %).
  // The voice it was seen with and the slowest and fastest speakers: every voice's own length is the
  // first case above, and the rewrite past ±6 % is the same code for each.
  const rates = VOICE_CATALOGUE.map((v) => v.builtin.pace.syllablesPerSecond);
  const purrVoices = [
    'liam',
    VOICE_CATALOGUE[rates.indexOf(Math.min(...rates))]!.id,
    VOICE_CATALOGUE[rates.indexOf(Math.max(...rates))]!.id,
  ];
  it.each([...new Set(purrVoices)])(
    'lands "Why cats purr" (meme, 30 s) well inside the length with %s',
    async (voice) => {
      for (const seed of [1, 2]) {
        const speech = await narrate(voice, 'Why cats purr', 'meme', 30, seed);
        const error = Math.abs(speech.durationSec - 30) / 30;
        const label = `${voice} seed ${seed}: ${speech.durationSec.toFixed(1)} s after ${speech.passes} takes`;
        expect(error, label).toBeLessThanOrEqual(speech.passes < 3 ? RETRY_TOLERANCE : LENGTH_TOLERANCE);
      }
    },
  );

  it('stores the pace the voice really speaks at', async () => {
    const voice = VOICE_CATALOGUE.find((v) => v.id === 'rachel')!;
    // Every other measuring narration (16 of the 32 measurePace speaks: the shorter of each pair,
    // still 15 to 40 s, sparse and dense), about 300 s of speech instead of 1000 s. flite is
    // deterministic and a voice's speed scales every fitted term alike, so the fit moves with the
    // voice as the full one does: 11.95 syllables/s against 11.92 from all 32, 11.81 stored.
    const rows: PaceSample[] = [];
    for (const [i, text] of measuring.texts.entries()) {
      if (i % 2) continue;
      const speech = await tts.synthesize({ text, voiceId: voice.id, outPath: join(dir, `pace-${i}.wav`) });
      rows.push({ syl: countSpeechUnits(text), ends: countPauses(text), sec: speech.durationSec });
    }
    const measured = fitPace(rows);
    expect(
      Math.abs(measured.syllablesPerSecond - voice.builtin.pace.syllablesPerSecond) /
        voice.builtin.pace.syllablesPerSecond,
      `measured ${measured.syllablesPerSecond} syllables/s`,
    ).toBeLessThan(0.03);
  }, 300_000);

  it('fits syllable rate, pause and lead-in from known timings', () => {
    // 4 syllables a second, 0.3 s after each sentence and 0.5 s per text, exactly.
    const rows = [
      { syl: 40, ends: 4, sec: 40 / 4 + 4 * 0.3 + 0.5 },
      { syl: 200, ends: 12, sec: 200 / 4 + 12 * 0.3 + 0.5 },
      { syl: 90, ends: 10, sec: 90 / 4 + 10 * 0.3 + 0.5 },
      { syl: 120, ends: 6, sec: 120 / 4 + 6 * 0.3 + 0.5 },
    ];
    expect(fitPace(rows)).toEqual({ syllablesPerSecond: 4, sentencePauseSec: 0.3, utteranceSec: 0.5 });
    // A fit that wants a negative pause drops that term instead.
    const noPause = fitPace([
      { syl: 40, ends: 9, sec: 10 },
      { syl: 80, ends: 2, sec: 20 },
      { syl: 120, ends: 1, sec: 30 },
    ]);
    expect(noPause.sentencePauseSec).toBe(0);
    expect(noPause.syllablesPerSecond).toBeCloseTo(4, 1);
  });
});
