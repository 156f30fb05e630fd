import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Vibe } from '@reelsmith/contracts/video';
import { hopSize, kWeightEnergy, loudnessFromHops, newKState, type KState } from './loudness.ts';
import { synthesizeRawBed, fadeLengths, fadeAt } from './music.ts';

// Beds prepared ahead of time: synthesised in a worker thread (bed.worker.ts) while the voice is still
// being made, kept without fades with their loudness analysis, and cached per vibe and seed.

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
