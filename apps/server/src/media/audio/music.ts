import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Vibe } from '@reelsmith/contracts/video';
import type { StereoBuffer } from './audio-buffer.ts';
import { hopSize, kWeightEnergy, loudnessFromHops, newKState, type KState } from './loudness.ts';

export type { StereoBuffer } from './audio-buffer.ts';

// Music beds synthesised here, sample by sample: no downloads and no licences. Each vibe has its own
// tempo, progression and instruments (soft pads, Karplus-Strong plucks, a sine kick, noise hats).
// Deterministic for a seed. A 30 s stereo bed takes about 0.15 s, so the pipeline prepares it in a
// worker while the voice is being made (`prepareBed`) and fades it to the final length when mixing.

export const SAMPLE_RATE = 48_000;

interface VibeRecipe {
  bpm: number;
  /** Chords as semitone offsets from A2 (110 Hz), one chord per bar. */
  chords: number[][];
  pad: number;
  pluck: number;
  kick: number;
  hat: number;
  /** Pluck pattern: which sixteenth steps of a bar play an arpeggio note. */
  pluckSteps: number[];
  bassSteps: number[];
  padBrightness: number;
}

// Progressions in A minor / C major around A2.
const Am = [0, 3, 7, 12];
const C = [3, 7, 10, 15];
const F = [-4, 0, 3, 8];
const G = [-2, 2, 5, 10];
const Fmaj7 = [-4, 0, 3, 7];
const Cmaj7 = [3, 7, 10, 14];
const Em = [-5, -2, 2, 7];
const Dm = [-7, -4, 0, 5];

export const RECIPES: Record<Vibe, VibeRecipe> = {
  educational: {
    bpm: 84,
    chords: [Cmaj7, Am, Fmaj7, G],
    pad: 0.5,
    pluck: 0.35,
    kick: 0,
    hat: 0.05,
    pluckSteps: [0, 3, 6, 8, 11, 14],
    bassSteps: [0, 8],
    padBrightness: 0.08,
  },
  motivational: {
    bpm: 100,
    chords: [Am, F, C, G],
    pad: 0.55,
    pluck: 0.3,
    kick: 0.6,
    hat: 0.12,
    pluckSteps: [0, 2, 4, 6, 8, 10, 12, 14],
    bassSteps: [0, 2, 4, 6, 8, 10, 12, 14],
    padBrightness: 0.12,
  },
  meme: {
    bpm: 128,
    chords: [C, G, Am, F],
    pad: 0.25,
    pluck: 0.5,
    kick: 0.7,
    hat: 0.2,
    pluckSteps: [0, 3, 6, 10, 12, 14],
    bassSteps: [0, 4, 8, 12],
    padBrightness: 0.2,
  },
  comedy: {
    bpm: 112,
    chords: [C, Dm, G, Em],
    pad: 0.15,
    pluck: 0.6,
    kick: 0.35,
    hat: 0.1,
    pluckSteps: [0, 4, 6, 8, 12, 15],
    bassSteps: [0, 8],
    padBrightness: 0.15,
  },
};

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hz = (semi: number) => 110 * Math.pow(2, semi / 12);

/** Karplus-Strong plucked string added into both channels with a pan. */
function pluck(
  out: StereoBuffer,
  at: number,
  freq: number,
  gain: number,
  pan: number,
  rnd: () => number,
  decaySec = 0.9,
) {
  const sr = out.sampleRate;
  const period = Math.max(2, Math.round(sr / freq));
  const ring = new Float32Array(period);
  for (let i = 0; i < period; i++) ring[i] = rnd() * 2 - 1;
  // The envelope follows the full note even when the bed ends first, so a shorter bed is a prefix of a
  // longer one.
  const full = Math.round(decaySec * sr);
  const len = Math.min(full, out.left.length - at);
  const gl = gain * (1 - pan) * 0.5;
  const gr = gain * (1 + pan) * 0.5;
  let idx = 0;
  for (let i = 0; i < len; i++) {
    const next = (idx + 1) % period;
    const v = ring[idx]!;
    ring[idx] = 0.498 * (v + ring[next]!);
    idx = next;
    const env = 1 - i / full;
    out.left[at + i]! += v * gl * env;
    out.right[at + i]! += v * gr * env;
  }
}

function kick(out: StereoBuffer, at: number, gain: number) {
  const sr = out.sampleRate;
  const len = Math.min(Math.round(0.25 * sr), out.left.length - at);
  let phase = 0;
  for (let i = 0; i < len; i++) {
    const t = i / sr;
    const f = 45 + 90 * Math.exp(-t * 30);
    phase += (2 * Math.PI * f) / sr;
    const v = Math.sin(phase) * Math.exp(-t * 14) * gain;
    out.left[at + i]! += v;
    out.right[at + i]! += v;
  }
}

function hat(out: StereoBuffer, at: number, gain: number, rnd: () => number) {
  const sr = out.sampleRate;
  const full = Math.round(0.05 * sr);
  const len = Math.min(full, out.left.length - at);
  let prev = 0;
  for (let i = 0; i < len; i++) {
    const n = rnd() * 2 - 1;
    const v = (n - prev) * Math.exp((-i / sr) * 90) * gain; // first difference: a crude high-pass
    prev = n;
    out.left[at + i]! += v * 0.8;
    out.right[at + i]! += v;
  }
  for (let i = len; i < full; i++) rnd(); // same random sequence whatever the bed's length
}

/** Slow pad: detuned triangle-ish partials through a one-pole low-pass, chord per bar with crossfades. */
function pad(out: StereoBuffer, recipe: VibeRecipe, barSec: number, gain: number) {
  const sr = out.sampleRate;
  const n = out.left.length;
  const coef = recipe.padBrightness;
  let lpL = 0;
  let lpR = 0;
  const phases = new Float64Array(16);
  // Frequencies per chord are computed once, not per sample.
  const freqs = recipe.chords.map((c) => c.map((semi) => hz(semi + 12)));
  for (let i = 0; i < n; i++) {
    const t = i / sr;
    const bar = Math.floor(t / barSec);
    const chord = freqs[bar % freqs.length]!;
    const inBar = t - bar * barSec;
    const swell = Math.min(1, inBar / 0.35) * (0.85 + 0.15 * Math.sin((2 * Math.PI * inBar) / barSec));
    let l = 0;
    let r = 0;
    for (let k = 0; k < chord.length; k++) {
      const f = chord[k]!;
      for (let d = 0; d < 2; d++) {
        const pi = k * 2 + d;
        let ph = phases[pi]! + (f * (d ? 1.004 : 0.996)) / sr;
        if (ph >= 1) ph -= 1;
        phases[pi] = ph;
        const tri = 1 - 4 * Math.abs(ph - 0.5);
        if (d) r += tri;
        else l += tri;
      }
    }
    lpL += coef * (l - lpL);
    lpR += coef * (r - lpR);
    out.left[i]! += lpL * gain * swell * 0.18;
    out.right[i]! += lpR * gain * swell * 0.18;
  }
}

/**
 * The bed without fades. Prefix-stable: the first n samples are the same for any duration of at least
 * n samples, so a bed made for a longer video serves a shorter one.
 */
export function synthesizeRawBed(
  vibe: Vibe,
  durationSec: number,
  seed = 1,
  sampleRate = SAMPLE_RATE,
): StereoBuffer {
  const recipe = RECIPES[vibe];
  const n = Math.max(1, Math.round(durationSec * sampleRate));
  const out: StereoBuffer = { left: new Float32Array(n), right: new Float32Array(n), sampleRate };
  const rnd = mulberry32(seed * 7919 + vibe.length);
  const beat = 60 / recipe.bpm;
  const step = beat / 4;
  const barSec = beat * 4;
  if (recipe.pad > 0) pad(out, recipe, barSec, recipe.pad);
  const bars = Math.ceil(durationSec / barSec);
  for (let b = 0; b < bars; b++) {
    const chord = recipe.chords[b % recipe.chords.length]!;
    for (let s = 0; s < 16; s++) {
      const at = Math.round((b * barSec + s * step) * sampleRate);
      if (at >= n) break;
      if (recipe.kick > 0 && s % 4 === 0) kick(out, at, recipe.kick * 0.5);
      if (recipe.hat > 0 && s % 2 === 0) hat(out, at, recipe.hat * (s % 4 === 2 ? 1 : 0.5), rnd);
      if (recipe.bassSteps.includes(s))
        pluck(out, at, hz(chord[0]! - 12), recipe.pluck * 0.6, 0, rnd, step * 3);
      if (recipe.pluckSteps.includes(s)) {
        const note = chord[(s + b) % chord.length]! + 24;
        pluck(out, at, hz(note), recipe.pluck * 0.35, (rnd() - 0.5) * 0.8, rnd, 0.6);
      }
    }
  }
  return out;
}

/** Fade-in and fade-out lengths, in samples, for a bed `n` samples long. */
export function fadeLengths(n: number, sampleRate: number): { fadeIn: number; fadeOut: number } {
  return {
    fadeIn: Math.min(n, Math.round(0.3 * sampleRate)),
    fadeOut: Math.min(n, Math.round(1.2 * sampleRate)),
  };
}

/** Fade gain at sample i of a bed n samples long (fade-in times fade-out). */
export function fadeAt(i: number, n: number, fadeIn: number, fadeOut: number): number {
  const a = i < fadeIn ? i / fadeIn : 1;
  const fromEnd = n - 1 - i;
  return fromEnd < fadeOut ? (a * fromEnd) / fadeOut : a;
}

/** A music bed for a vibe, `durationSec` long, fading in and out. */
export function synthesizeBed(
  vibe: Vibe,
  durationSec: number,
  seed = 1,
  sampleRate = SAMPLE_RATE,
): StereoBuffer {
  const out = synthesizeRawBed(vibe, durationSec, seed, sampleRate);
  const n = out.left.length;
  const { fadeIn, fadeOut } = fadeLengths(n, sampleRate);
  for (let i = 0; i < fadeIn; i++) {
    out.left[i]! *= i / fadeIn;
    out.right[i]! *= i / fadeIn;
  }
  for (let i = 0; i < fadeOut; i++) {
    const k = n - 1 - i;
    out.left[k]! *= i / fadeOut;
    out.right[k]! *= i / fadeOut;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Beds prepared ahead of time: synthesised in a worker thread while the voice is still being made, kept
// without fades with their loudness analysis, and cached per vibe and seed.

/** A raw (unfaded) bed and its loudness analysis, ready for `buildSoundtrack({ bed })`. */
export interface PreparedBed {
  vibe: Vibe;
  seed: number;
  sampleRate: number;
  /** Length in seconds; serves any soundtrack up to this long. */
  durationSec: number;
  /** Without fades (applied for the final duration when mixing). */
  left: Float32Array;
  right: Float32Array;
  /** K-weighted energy (both channels) per 100 ms hop, for the loudness of any prefix. */
  hopEnergy: Float64Array;
  /** K-filter state at the start of each hop: 6 values for the left channel, then 6 for the right. */
  hopStates: Float64Array;
  /** Where it was synthesised (for logs and tests). */
  madeOn: 'worker' | 'main';
}

/** Synthesises and analyses a bed on the calling thread. */
export function prepareBedSync(
  vibe: Vibe,
  seed: number,
  durationSec: number,
  madeOn: 'worker' | 'main' = 'main',
): PreparedBed {
  const raw = synthesizeRawBed(vibe, durationSec, seed);
  const n = raw.left.length;
  const hop = hopSize(raw.sampleRate);
  const hops = Math.ceil(n / hop);
  const hopEnergy = new Float64Array(hops);
  const hopStates = new Float64Array(hops * 12);
  const sl = newKState();
  const sr = newKState();
  for (let h = 0; h < hops; h++) {
    hopStates.set(sl, h * 12);
    hopStates.set(sr, h * 12 + 6);
    const end = Math.min(n, (h + 1) * hop);
    kWeightEnergy(raw.left, h * hop, end, sl, hop, hopEnergy);
    kWeightEnergy(raw.right, h * hop, end, sr, hop, hopEnergy);
  }
  return {
    vibe,
    seed,
    sampleRate: raw.sampleRate,
    durationSec: n / raw.sampleRate,
    left: raw.left,
    right: raw.right,
    hopEnergy,
    hopStates,
    madeOn,
  };
}

/**
 * Integrated loudness of the first `n` samples of a prepared bed with the fades for that length
 * applied, as `integratedLoudness(synthesizeBed(...))` would measure it. Only the hops the fades touch
 * are filtered again (from the stored filter state); the rest comes from the analysis.
 */
export function fadedBedLoudness(bed: PreparedBed, n: number): number {
  if (n > bed.left.length) throw new RangeError(`bed is ${bed.left.length} samples, ${n} asked`);
  const hop = hopSize(bed.sampleRate);
  const hops = Math.ceil(n / hop);
  const { fadeIn, fadeOut } = fadeLengths(n, bed.sampleRate);
  // Hops [0, a) are filtered again from silence (the fade-in plus one hop for the filter to settle on
  // the unfaded signal); hops [b, hops) again from the stored state (the fade-out and a partial hop).
  let a = Math.min(hops, Math.ceil(fadeIn / hop) + 1);
  if (n - fadeOut < a * hop) a = hops; // the fades meet (short beds): filter it all
  const b = Math.max(a, Math.floor((n - fadeOut) / hop));
  const energy = new Float64Array(hops || 1);
  energy.set(bed.hopEnergy.subarray(a, b), a);
  const refilter = (from: number, to: number, states: [KState, KState]) => {
    const l = new Float32Array(to - from);
    const r = new Float32Array(to - from);
    for (let i = from; i < to; i++) {
      const f = fadeAt(i, n, fadeIn, fadeOut);
      l[i - from] = bed.left[i]! * f;
      r[i - from] = bed.right[i]! * f;
    }
    kWeightEnergy(l, 0, to - from, states[0], hop, energy, from);
    kWeightEnergy(r, 0, to - from, states[1], hop, energy, from);
  };
  if (a > 0) refilter(0, Math.min(n, a * hop), [newKState(), newKState()]);
  if (b < hops) {
    const st = bed.hopStates;
    refilter(b * hop, n, [st.slice(b * 12, b * 12 + 6), st.slice(b * 12 + 6, b * 12 + 12)]);
  }
  return loudnessFromHops(energy, n, hop);
}

const CACHE_SIZE = 4;
const cache = new Map<string, { durationSec: number; bed: Promise<PreparedBed> }>();

/** Forgets every cached bed (tests, memory pressure). */
export function clearBedCache(): void {
  cache.clear();
}

/**
 * A bed for `vibe` and `seed` at least `minDurationSec` long, synthesised off the main thread (or on it
 * when no worker can start). Call it as soon as vibe and seed are known, before the final duration is:
 * `buildSoundtrack` fades the bed to the final length and synthesises a longer one itself if this one
 * turns out too short. The last few beds are cached per vibe and seed (the longest kept).
 */
export function prepareBed(vibe: Vibe, seed: number, minDurationSec: number): Promise<PreparedBed> {
  const key = `${vibe}:${seed}`;
  const hit = cache.get(key);
  const want = Math.max(1, minDurationSec);
  if (hit && hit.durationSec >= want) {
    cache.delete(key);
    cache.set(key, hit); // most recently used last
    return hit.bed;
  }
  const bed = synthesizeOffThread(vibe, seed, want);
  remember(key, want, bed);
  return bed;
}

function remember(key: string, durationSec: number, bed: Promise<PreparedBed>): void {
  const entry = { durationSec, bed };
  cache.delete(key);
  cache.set(key, entry);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  bed.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
}

/** Keeps a bed made on the main thread (too short a prepared one) for later requests. */
export function rememberBed(bed: PreparedBed): void {
  const key = `${bed.vibe}:${bed.seed}`;
  const hit = cache.get(key);
  if (!hit || hit.durationSec < bed.durationSec) remember(key, bed.durationSec, Promise.resolve(bed));
}

// One long-lived worker, unref'd while idle so it never keeps the process alive.
interface BedRequest {
  id: number;
  vibe: Vibe;
  seed: number;
  durationSec: number;
}
type BedReply = { id: number; bed: PreparedBed } | { id: number; error: string };

let worker: Worker | null = null;
let workerFailed = false;
let workerEntry: URL | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (b: PreparedBed) => void; reject: (e: Error) => void }>();
/** A worker that has not answered by then is given up on and the bed made on the main thread. */
const WORKER_TIMEOUT_MS = 20_000;

/**
 * Worker code that loads `bed.worker.ts` through tsx. On Node 20 tsx registers its loader in the main
 * thread only (and a `.ts` worker entry fails with ERR_UNKNOWN_FILE_EXTENSION even under
 * `--import tsx`), so the worker registers it itself first; the same works under Vitest.
 */
function workerBootstrap(): string {
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const entry = (workerEntry ?? new URL('./bed.worker.ts', import.meta.url)).href;
  return `import(${JSON.stringify(pathToFileURL(api).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
}

/** Stops the worker and forgets a start failure; `entry` replaces the worker module (tests). */
export async function resetBedWorker(entry: URL | null = null): Promise<void> {
  const w = worker;
  worker = null;
  workerFailed = false;
  workerEntry = entry;
  await w?.terminate();
}

function getWorker(): Worker | null {
  if (workerFailed) return null;
  if (worker) return worker;
  try {
    const w = new Worker(workerBootstrap(), { eval: true, execArgv: [] });
    w.unref();
    let answered = false;
    const fail = (err: Error) => {
      if (worker !== w) return; // replaced or reset already
      workerFailed = !answered; // could not start at all: stop trying; died later: a new one next time
      worker = null;
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    w.on('message', (m: BedReply) => {
      const p = pending.get(m.id);
      answered = true;
      if (!p) return;
      pending.delete(m.id);
      if ('bed' in m) p.resolve(m.bed);
      else p.reject(new Error(m.error));
      if (!pending.size) w.unref();
    });
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`bed worker exited with code ${code}`)));
    worker = w;
    return w;
  } catch {
    workerFailed = true;
    return null;
  }
}

async function synthesizeOffThread(vibe: Vibe, seed: number, durationSec: number): Promise<PreparedBed> {
  const w = getWorker();
  if (w) {
    try {
      return await new Promise<PreparedBed>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error('bed worker did not answer'));
        }, WORKER_TIMEOUT_MS);
        timer.unref();
        const done =
          <T>(f: (v: T) => void) =>
          (v: T) => {
            clearTimeout(timer);
            f(v);
          };
        pending.set(id, { resolve: done(resolve), reject: done(reject) });
        w.ref(); // keep the process alive until the answer arrives
        w.postMessage({ id, vibe, seed, durationSec } satisfies BedRequest);
      });
    } catch {
      // The worker could not start or died: make the bed here instead.
    }
  }
  await new Promise((r) => setImmediate(r)); // let the caller start its other work first
  return prepareBedSync(vibe, seed, durationSec, 'main');
}
