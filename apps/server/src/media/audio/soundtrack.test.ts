import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinTts } from '../../providers/tts/builtin.tts.ts';
import type { SpeechResult } from '../../providers/tts/tts.types.ts';
import { buildLoudnessArgs, parseEbur128Summary } from '../encode/ffmpeg.tool-args.ts';
import { runFfmpeg } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { clearBedCache, prepareBed, prepareBedSync } from './bed.ts';
import { buildSoundtrack, decodeMono, type SoundtrackInput } from './soundtrack.ts';
import { decodeWavMono } from './wav.ts';
import { run, ffmpeg, lavfi } from '../../../test/media.ts';

let dir: string;
let speech: SpeechResult;
let base: Omit<SoundtrackInput, 'outPath'>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'soundtrack-test-'));
  speech = await createBuiltinTts().synthesize({
    text: 'Octopuses have three hearts. Two pump blood to the gills, and one pumps it to the body.',
    voiceId: 'rachel',
    outPath: join(dir, 'voice.wav'),
  });
  base = {
    voicePath: speech.audioPath,
    words: speech.words,
    durationSec: speech.durationSec + 0.8,
    vibe: 'educational',
    music: 'auto',
    seed: 1,
  };
  clearBedCache();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function loudness(path: string) {
  const { stderr } = await runFfmpeg(buildLoudnessArgs(path), {});
  return parseEbur128Summary(stderr);
}

/** The samples of a float stereo WAV written by encodeWavFloat. */
async function samples(path: string): Promise<Float32Array> {
  const bytes = await readFile(path);
  const copy = new Uint8Array(bytes.length - 44);
  copy.set(bytes.subarray(44));
  return new Float32Array(copy.buffer);
}

const maxDiff = (a: Float32Array, b: Float32Array) => {
  let d = 0;
  for (let i = 0; i < a.length; i++) d = Math.max(d, Math.abs(a[i]! - b[i]!));
  return d;
};

describe('decodeMono', () => {
  it('decodes the TTS WAV in-process (compared with ffmpeg in wav.test.ts)', async () => {
    const ours = await decodeMono(speech.audioPath, {});
    const bytes = await readFile(speech.audioPath);
    expect(ours).toEqual(decodeWavMono(bytes, 48000));
    expect(ours.length).toBeGreaterThan(48000);
  });

  it('falls back to ffmpeg for other formats (MP3, 8-bit WAV) and damaged WAVs', async () => {
    const reference = await decodeMono(speech.audioPath, {});
    const cases = [
      ['voice.mp3', ['-c:a', 'libmp3lame', '-b:a', '128k']],
      ['voice-u8.wav', ['-c:a', 'pcm_u8']],
    ] as const;
    for (const [name, codec] of cases) {
      const path = join(dir, name);
      await run('ffmpeg', ['-v', 'error', '-y', '-i', speech.audioPath, ...codec, path]);
      const pcm = await decodeMono(path, {});
      expect(Math.abs(pcm.length - reference.length)).toBeLessThan(4800); // MP3 adds priming samples
    }
    // A WAV cut short: the JS reader refuses it, ffmpeg decodes what is there.
    const bytes = await readFile(speech.audioPath);
    const cut = join(dir, 'cut.wav');
    await writeFile(cut, bytes.subarray(0, bytes.length >> 1));
    const partial = await decodeMono(cut, {});
    expect(partial.length).toBeGreaterThan(reference.length * 0.4);
    expect(partial.length).toBeLessThan(reference.length * 0.6);
  });
});

describe('buildSoundtrack', () => {
  it('mixes to -14 LUFS with true peaks under -1 dBTP, with or without a prepared bed', async () => {
    const plain = join(dir, 'plain.wav');
    const r1 = await buildSoundtrack({ ...base, outPath: plain });
    expect(Math.abs(r1.lufs + 14)).toBeLessThanOrEqual(0.2); // the limiter may leave it a little under
    expect(r1.musicGainDb).not.toBeNull();

    const bed = await prepareBed('educational', 1, base.durationSec + 10);
    expect(bed.durationSec).toBeGreaterThan(base.durationSec);
    const prepared = join(dir, 'prepared.wav');
    const r2 = await buildSoundtrack({ ...base, outPath: prepared, bed });
    expect(r2.musicGainDb).toBeCloseTo(r1.musicGainDb!, 6);
    expect(r2.lufs).toBeCloseTo(r1.lufs, 6);

    const [a, b] = await Promise.all([samples(plain), samples(prepared)]);
    expect(a.length).toBe(Math.round(base.durationSec * 48000) * 2);
    expect(maxDiff(a, b)).toBeLessThan(1e-5);

    for (const path of [plain, prepared]) {
      const m = await loudness(path);
      expect(Math.abs(m.integrated + 14)).toBeLessThanOrEqual(1);
      expect(m.truePeak).toBeLessThanOrEqual(-1);
    }
  });

  it('makes its own bed when the prepared one is too short or for another vibe or seed', async () => {
    const reference = join(dir, 'reference.wav');
    await buildSoundtrack({ ...base, outPath: reference });
    const expected = await samples(reference);
    const beds = [
      prepareBedSync('educational', 1, 2), // too short
      prepareBedSync('meme', 1, 60),
      prepareBedSync('educational', 2, 60),
    ];
    for (const bed of beds) {
      const out = join(dir, `other-${bed.vibe}-${bed.seed}-${bed.durationSec}.wav`);
      await buildSoundtrack({ ...base, outPath: out, bed });
      expect(maxDiff(await samples(out), expected)).toBeLessThan(1e-5);
    }
  });

  it('ducks the music under the words', async () => {
    const out = join(dir, 'ducked.wav');
    const silentVoice = join(dir, 'silent.wav');
    await ffmpeg([...lavfi('anullsrc=r=16000:cl=mono'), '-t', '6', '-c:a', 'pcm_s16le', silentVoice]);
    // No voice at all: the bed alone, ducked between 2 s and 4 s.
    await buildSoundtrack({
      ...base,
      voicePath: silentVoice,
      words: [{ word: 'hush', start: 2, end: 4 }],
      durationSec: 6,
      outPath: out,
    });
    const s = await samples(out);
    const rms = (from: number, to: number) => {
      let e = 0;
      for (let i = from * 96000; i < to * 96000; i++) e += s[i]! * s[i]!;
      return Math.sqrt(e / ((to - from) * 96000));
    };
    const ratioDb = 20 * Math.log10(rms(2.5, 3.8) / ((rms(0.6, 1.8) + rms(4.8, 5.4)) / 2));
    expect(ratioDb).toBeLessThan(-6);
    expect(ratioDb).toBeGreaterThan(-12);
  });

  it('keeps the voice alone at -14 LUFS with music off', async () => {
    const out = join(dir, 'voice-only.wav');
    const r = await buildSoundtrack({ ...base, music: 'none', outPath: out });
    expect(r.musicGainDb).toBeNull();
    const s = await samples(out);
    for (let i = 0; i < 2000; i++) expect(s[2 * i]).toBe(s[2 * i + 1]);
    const m = await loudness(out);
    expect(Math.abs(m.integrated + 14)).toBeLessThanOrEqual(1);
    expect(m.truePeak).toBeLessThanOrEqual(-1);
  });
});
