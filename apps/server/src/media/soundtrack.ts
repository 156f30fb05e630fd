import { writeFile } from 'node:fs/promises';
import type { MusicChoice, Vibe } from '@reelsmith/contracts/video';
import type { WordTiming } from '../providers/tts/tts.types.ts';
import { buildDecodePcmArgs } from './ffmpeg.args.ts';
import { runFfmpeg, type FfmpegBins } from './ffmpeg.runner.ts';
import { integratedLoudness, normalizeLoudness } from './loudness.ts';
import { SAMPLE_RATE, synthesizeBed, type StereoBuffer } from './music.ts';

// The finished audio: the voice, the vibe's music bed ducked wherever words are spoken, normalised to
// -14 LUFS with peaks under -1 dBTP. Mixed in-process from the word timings (volume automation), so the
// render only has to encode it.

/** Music sits this far under the voice between phrases, and DUCK_DB further under while words are spoken. */
const MUSIC_UNDER_VOICE_DB = 15;
const DUCK_DB = 9;

export async function decodeMono(
  path: string,
  bins: FfmpegBins,
  signal?: AbortSignal,
): Promise<Float32Array> {
  const { stdout } = await runFfmpeg(buildDecodePcmArgs(path, SAMPLE_RATE), bins, {
    signal,
    timeoutMs: 60_000,
  });
  const copy = new Uint8Array(stdout.byteLength - (stdout.byteLength % 4));
  copy.set(stdout.subarray(0, copy.byteLength));
  return new Float32Array(copy.buffer);
}

/** 1 where music plays fully, down to the duck level while speech is on, with smooth ramps. */
export function duckEnvelope(words: WordTiming[], samples: number, sampleRate: number): Float32Array {
  const duck = Math.pow(10, -DUCK_DB / 20);
  const target = new Float32Array(samples).fill(1);
  // Merge words separated by short gaps so the bed doesn't pump between words.
  const spans: [number, number][] = [];
  for (const w of words) {
    const last = spans[spans.length - 1];
    if (last && w.start - last[1] < 0.35) last[1] = w.end;
    else spans.push([w.start, w.end]);
  }
  for (const [s, e] of spans) {
    const a = Math.max(0, Math.floor((s - 0.08) * sampleRate));
    const b = Math.min(samples, Math.ceil((e + 0.1) * sampleRate));
    target.fill(duck, a, b);
  }
  const env = new Float32Array(samples);
  const down = 1 - Math.exp(-1 / (0.05 * sampleRate));
  const up = 1 - Math.exp(-1 / (0.3 * sampleRate));
  let g = 1;
  for (let i = 0; i < samples; i++) {
    const t = target[i]!;
    g += (t - g) * (t < g ? down : up);
    env[i] = g;
  }
  return env;
}

export function encodeWavFloat(buf: StereoBuffer): Buffer {
  const n = buf.left.length;
  const inter = new Float32Array(n * 2);
  for (let i = 0; i < n; i++) {
    inter[2 * i] = buf.left[i]!;
    inter[2 * i + 1] = buf.right[i]!;
  }
  const data = Buffer.from(inter.buffer, inter.byteOffset, inter.byteLength); // little-endian hosts only (x86, arm)
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(3, 20); // IEEE float
  h.writeUInt16LE(2, 22);
  h.writeUInt32LE(buf.sampleRate, 24);
  h.writeUInt32LE(buf.sampleRate * 8, 28);
  h.writeUInt16LE(8, 32);
  h.writeUInt16LE(32, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

export interface SoundtrackInput {
  voicePath: string;
  words: WordTiming[];
  durationSec: number;
  vibe: Vibe;
  music: MusicChoice;
  seed?: number;
  outPath: string;
}

export async function buildSoundtrack(
  input: SoundtrackInput,
  bins: FfmpegBins = {},
  signal?: AbortSignal,
): Promise<{ lufs: number; musicGainDb: number | null }> {
  const voice = await decodeMono(input.voicePath, bins, signal);
  const n = Math.round(input.durationSec * SAMPLE_RATE);
  const mix: StereoBuffer = {
    left: new Float32Array(n),
    right: new Float32Array(n),
    sampleRate: SAMPLE_RATE,
  };
  const vn = Math.min(n, voice.length);
  for (let i = 0; i < vn; i++) {
    mix.left[i] = voice[i]!;
    mix.right[i] = voice[i]!;
  }
  let musicGainDb: number | null = null;
  if (input.music !== 'none') {
    const bed = synthesizeBed(input.vibe, input.durationSec, input.seed ?? 1);
    const voiceLufs = integratedLoudness(mix);
    const bedLufs = integratedLoudness(bed);
    const base = Number.isFinite(voiceLufs) ? voiceLufs : -20;
    musicGainDb = base - MUSIC_UNDER_VOICE_DB - bedLufs;
    const g = Math.pow(10, musicGainDb / 20);
    const env = duckEnvelope(input.words, n, SAMPLE_RATE);
    for (let i = 0; i < n; i++) {
      const k = g * env[i]!;
      mix.left[i]! += bed.left[i]! * k;
      mix.right[i]! += bed.right[i]! * k;
    }
  }
  const { lufs } = normalizeLoudness(mix, -14);
  await writeFile(input.outPath, encodeWavFloat(mix));
  return { lufs, musicGainDb };
}
