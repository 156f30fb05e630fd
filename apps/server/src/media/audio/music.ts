import type { Vibe } from '@reelsmith/contracts/video';
import type { StereoBuffer } from './audio-buffer.ts';

export type { StereoBuffer } from './audio-buffer.ts';

// Music beds synthesised here, sample by sample: no downloads and no licences. Each vibe has its own
// tempo, progression and instruments (soft pads, Karplus-Strong plucks, a sine kick, noise hats).
// Deterministic for a seed. A 30 s stereo bed takes about 0.15 s, so the pipeline prepares it in a
// worker while the voice is being made (`prepareBed`, bed.ts) and fades it to the final length when mixing.

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
