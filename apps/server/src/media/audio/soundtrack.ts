import { readFile, writeFile } from 'node:fs/promises';
import type { MusicChoice, Vibe } from '@reelsmith/contracts/video';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import { buildDecodePcmArgs } from '../encode/ffmpeg.tool-args.ts';
import { runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { hopSize, kWeightEnergy, loudnessFromHops, newKState, normalizeLoudness } from './loudness.ts';
import { fadedBedLoudness, prepareBedSync, rememberBed, type PreparedBed } from './bed.ts';
import { fadeLengths, SAMPLE_RATE, type StereoBuffer } from './music.ts';
import { decodeWavMono, WavError } from './wav.ts';

// The finished audio: the voice, the vibe's music bed ducked wherever words are spoken, normalised to
// -14 LUFS with peaks under -1 dBTP. Mixed in-process from the word timings (volume automation), so the
// render only has to encode it.
//
// Fast path (about 0.1 s for 30 s): a PCM WAV voice is decoded and resampled in JS (no ffmpeg child),
// the bed comes prepared (`prepareBed`, synthesised while the voice was being made) with its loudness
// analysis, and the mix is measured in one K-weighting pass; gain is linear, so unless the limiter has
// work to do the normalising gain is applied while writing the WAV.

/** Music sits this far under the voice between phrases, and DUCK_DB further under while words are spoken. */
const MUSIC_UNDER_VOICE_DB = 15;
const DUCK_DB = 9;

/** Mono float at 48 kHz: PCM WAVs in-process, anything else (MP3...) through ffmpeg. */
export async function decodeMono(
  path: string,
  bins: FfmpegBins,
  signal?: AbortSignal,
): Promise<Float32Array> {
  signal?.throwIfAborted();
  const bytes = await readFile(path);
  try {
    const pcm = decodeWavMono(bytes, SAMPLE_RATE);
    if (pcm) return pcm;
  } catch (err) {
    if (!(err instanceof WavError)) throw err;
    // A damaged WAV: ffmpeg decodes what it can, or fails with its own reason.
  }
  return decodeWithFfmpeg(path, bins, signal);
}

async function decodeWithFfmpeg(path: string, bins: FfmpegBins, signal?: AbortSignal): Promise<Float32Array> {
  const { stdout } = await runFfmpeg(buildDecodePcmArgs(path, SAMPLE_RATE), bins, {
    signal,
    timeoutMs: 60_000,
  });
  const copy = new Uint8Array(stdout.byteLength - (stdout.byteLength % 4));
  copy.set(stdout.subarray(0, copy.byteLength));
  return new Float32Array(copy.buffer);
}

/** Sample ranges [start, end) where the bed is ducked: words closer than 0.35 s are merged. */
function duckSpans(words: WordTiming[], samples: number, sampleRate: number): [number, number][] {
  const spans: [number, number][] = [];
  for (const w of words) {
    const last = spans[spans.length - 1];
    if (last && w.start - last[1] < 0.35) last[1] = w.end;
    else spans.push([w.start, w.end]);
  }
  const out: [number, number][] = [];
  for (const [s, e] of spans) {
    const a = Math.max(0, Math.floor((s - 0.08) * sampleRate));
    const b = Math.min(samples, Math.ceil((e + 0.1) * sampleRate));
    if (b > a) out.push([a, b]);
  }
  return out.sort((x, y) => x[0] - y[0]);
}

/**
 * Writes the duck gain into `env`: 1 where music plays fully, down to the duck level while speech is
 * on, following the target fast on the way down (50 ms) and slowly back up (300 ms).
 */
function fillDuckEnvelope(env: Float32Array, spans: [number, number][], sampleRate: number): void {
  const duck = Math.pow(10, -DUCK_DB / 20);
  const down = 1 - Math.exp(-1 / (0.05 * sampleRate));
  const up = 1 - Math.exp(-1 / (0.3 * sampleRate));
  const n = env.length;
  let g = 1;
  let i = 0;
  // Segments of constant target: before each span 1, inside it the duck level, after the last one 1.
  for (let s = 0; s <= spans.length; s++) {
    const [a, b] = s < spans.length ? spans[s]! : [n, n];
    for (let pass = 0; pass < 2; pass++) {
      const end = pass ? b : a;
      const t = pass ? duck : 1;
      for (; i < end; i++) {
        g += (t - g) * (t < g ? down : up);
        env[i] = g;
      }
    }
  }
}

/** 1 where music plays fully, down to the duck level while speech is on, with smooth ramps. */
export function duckEnvelope(words: WordTiming[], samples: number, sampleRate: number): Float32Array {
  const env = new Float32Array(samples);
  fillDuckEnvelope(env, duckSpans(words, samples, sampleRate), sampleRate);
  return env;
}

/** 32-bit float stereo WAV; `gain` is applied while interleaving. Little-endian hosts only (x86, arm). */
export function encodeWavFloat(buf: StereoBuffer, gain = 1): Buffer {
  const n = buf.left.length;
  const out = Buffer.allocUnsafeSlow(44 + n * 8); // own ArrayBuffer: the samples at byte 44 are aligned
  const inter = new Float32Array(out.buffer, out.byteOffset + 44, n * 2);
  const { left, right } = buf;
  if (gain === 1) {
    for (let i = 0; i < n; i++) {
      inter[2 * i] = left[i]!;
      inter[2 * i + 1] = right[i]!;
    }
  } else {
    for (let i = 0; i < n; i++) {
      inter[2 * i] = left[i]! * gain;
      inter[2 * i + 1] = right[i]! * gain;
    }
  }
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + n * 8, 4);
  out.write('WAVE', 8);
  out.write('fmt ', 12);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(3, 20); // IEEE float
  out.writeUInt16LE(2, 22);
  out.writeUInt32LE(buf.sampleRate, 24);
  out.writeUInt32LE(buf.sampleRate * 8, 28);
  out.writeUInt16LE(8, 32);
  out.writeUInt16LE(32, 34);
  out.write('data', 36);
  out.writeUInt32LE(n * 8, 40);
  return out;
}

export interface SoundtrackInput {
  voicePath: string;
  words: WordTiming[];
  durationSec: number;
  vibe: Vibe;
  music: MusicChoice;
  seed?: number;
  /** The music's level, 0..1; 0.5 (default) sits it MUSIC_UNDER_VOICE_DB under the voice, 0 is none. */
  musicVolume?: number;
  outPath: string;
  /**
   * The bed from `prepareBed(vibe, seed, ...)`, made while the voice was. Used when it matches vibe and
   * seed and is long enough; otherwise the bed is synthesised here.
   */
  bed?: PreparedBed | null;
}

export async function buildSoundtrack(
  input: SoundtrackInput,
  bins: FfmpegBins = {},
  signal?: AbortSignal,
): Promise<{ lufs: number; musicGainDb: number | null }> {
  const voice = await decodeMono(input.voicePath, bins, signal);
  const sr = SAMPLE_RATE;
  const n = Math.round(input.durationSec * sr);
  const hop = hopSize(sr);
  const hops = Math.ceil(n / hop) || 1;
  const vn = Math.min(n, voice.length);

  // Voice loudness: one channel filtered, counted twice (it plays on both). The filter rings on briefly
  // past the end of the voice.
  const voiceEnergy = new Float64Array(hops);
  const vs = newKState();
  kWeightEnergy(voice, 0, vn, vs, hop, voiceEnergy);
  const ring = Math.min(n - vn, hop);
  if (ring > 0) kWeightEnergy(new Float32Array(ring), 0, ring, vs, hop, voiceEnergy, vn);
  for (let h = 0; h < hops; h++) voiceEnergy[h]! *= 2;

  const left = new Float32Array(n);
  const right = new Float32Array(n);
  const mix: StereoBuffer = { left, right, sampleRate: sr };
  let musicGainDb: number | null = null;
  let mixLufs: number;
  let peak = 0;
  const volume = input.musicVolume ?? 0.5;
  if (input.music !== 'none' && volume > 0) {
    const seed = input.seed ?? 1;
    let bed = input.bed;
    if (
      !bed ||
      bed.vibe !== input.vibe ||
      bed.seed !== seed ||
      bed.left.length < n ||
      bed.sampleRate !== sr
    ) {
      bed = prepareBedSync(input.vibe, seed, input.durationSec);
      rememberBed(bed);
    }
    const voiceLufs = loudnessFromHops(voiceEnergy, n, hop);
    const bedLufs = fadedBedLoudness(bed, n);
    const base = Number.isFinite(voiceLufs) ? voiceLufs : -20;
    musicGainDb = base - MUSIC_UNDER_VOICE_DB - bedLufs + 20 * Math.log10(volume / 0.5);
    const g = Math.pow(10, musicGainDb / 20);
    // Music gain per sample: level, ducking and the fades for this length, in one envelope.
    const env = new Float32Array(n);
    fillDuckEnvelope(env, duckSpans(input.words, n, sr), sr);
    const { fadeIn, fadeOut } = fadeLengths(n, sr);
    for (let i = 0; i < fadeIn; i++) env[i]! *= i / fadeIn;
    for (let i = 0; i < fadeOut; i++) env[n - 1 - i]! *= i / fadeOut;
    const bl = bed.left;
    const br = bed.right;
    for (let i = 0; i < vn; i++) {
      const k = g * env[i]!;
      const v = voice[i]!;
      const l = v + bl[i]! * k;
      const r = v + br[i]! * k;
      left[i] = l;
      right[i] = r;
      const a = Math.max(Math.abs(l), Math.abs(r));
      if (a > peak) peak = a;
    }
    for (let i = vn; i < n; i++) {
      const k = g * env[i]!;
      const l = bl[i]! * k;
      const r = br[i]! * k;
      left[i] = l;
      right[i] = r;
      const a = Math.max(Math.abs(l), Math.abs(r));
      if (a > peak) peak = a;
    }
    const energy = new Float64Array(hops);
    kWeightEnergy(left, 0, n, newKState(), hop, energy);
    kWeightEnergy(right, 0, n, newKState(), hop, energy);
    mixLufs = loudnessFromHops(energy, n, hop);
  } else {
    for (let i = 0; i < vn; i++) {
      const v = voice[i]!;
      left[i] = v;
      const a = v < 0 ? -v : v;
      if (a > peak) peak = a;
    }
    right.set(left);
    mixLufs = loudnessFromHops(voiceEnergy, n, hop);
  }
  signal?.throwIfAborted();
  const { lufs, pendingGain } = normalizeLoudness(mix, -14, -2.2, { lufs: mixLufs, peak, deferGain: true });
  await writeFile(input.outPath, encodeWavFloat(mix, pendingGain));
  return { lufs, musicGainDb };
}
