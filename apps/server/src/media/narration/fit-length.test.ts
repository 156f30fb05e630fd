import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBuiltinTts } from '../../providers/tts/builtin.tts.ts';
import type { TtsProvider } from '../../providers/tts/tts.types.ts';
import { writeBuiltinScript } from '../../providers/llm/builtin.llm.ts';
import { writeFittedNarration } from './fit-length.ts';
import type { LlmProvider, Script, ScriptRequest } from '../../providers/llm/llm.types.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reelsmith-fit-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// A writer and voice that behave as the builtin writer and the 'drew' voice were measured to on
// "Running your first marathon" (educational, 30 s): the script grows by whole beats, so the
// length jumps from 26.6 s to 29.9 s to 33.5 s as the pace it is written for is stretched
// (the pace written for 1, 1.06 and 1.13 times the voice's). Scaling by actual/target went 26.6 → 33.5 → 26.6 s and missed ±10 %.
const BASE_PACE = 5;
const llm = {
  writeScript: async (req: { pace?: { syllablesPerSecond: number } }) => {
    // A faster pace to write for means more words.
    const faster = (req.pace?.syllablesPerSecond ?? BASE_PACE) / BASE_PACE;
    const sec = faster <= 1.03 ? 26.6 : faster <= 1.1 ? 29.9 : 33.5;
    return { narration: String(sec) } as Script;
  },
} as unknown as LlmProvider;
const tts = {
  synthesize: async ({ text, outPath }: { text: string; outPath: string }) => {
    await writeFile(outPath, text);
    return { audioPath: outPath, durationSec: Number(text), words: [] };
  },
} as unknown as TtsProvider;

it('writes between a take that was too short and one too long, instead of jumping back and forth', async () => {
  const pace = { syllablesPerSecond: BASE_PACE, sentencePauseSec: 0.3, utteranceSec: 0.2 };
  const { speech, passes } = await writeFittedNarration({
    llm,
    tts,
    req: { idea: 'Running your first marathon', vibe: 'educational', durationSec: 30, seed: 1, pace },
    voiceId: 'drew',
    outPath: join(dir, 'take.wav'),
  });
  expect(passes).toBe(3);
  expect(speech.durationSec).toBe(29.9);
});

it('speaks a take a few per cent off again at a slightly different rate, keeping the words, before rewriting', async () => {
  const voice = createBuiltinTts();
  const pace = voice.pace!('rachel')!;
  const req = {
    idea: 'Why octopuses have three hearts',
    vibe: 'educational' as const,
    durationSec: 30,
    seed: 1,
    pace,
  };
  const draft = writeBuiltinScript(req);
  const first = await voice.synthesize({
    text: draft.narration,
    voiceId: 'rachel',
    outPath: join(dir, 'probe.wav'),
  });
  // A target 9 % longer than the take: outside the 6 % the fit accepts, inside the rate's range.
  const targetSec = first.durationSec * 1.09;
  let writes = 0;
  const counting = {
    writeScript: async (r: ScriptRequest) => (writes++, writeBuiltinScript(r)),
  } as LlmProvider;
  const { script, speech, passes } = await writeFittedNarration({
    llm: counting,
    tts: voice,
    req,
    draft,
    targetSec,
    voiceId: 'rachel',
    outPath: join(dir, 'rated.wav'),
  });
  expect(script.narration).toBe(draft.narration);
  expect(writes).toBe(0);
  expect(passes).toBe(1);
  expect(Math.abs(speech.durationSec - targetSec) / targetSec).toBeLessThanOrEqual(0.03);
  expect(speech.audioPath).toBe(join(dir, 'rated.wav'));
  expect(speech.words.at(-1)!.end).toBeGreaterThan(first.words.at(-1)!.end);
}, 60_000);
