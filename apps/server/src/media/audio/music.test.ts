import { beforeEach, describe, expect, it } from 'vitest';
import { VIBES } from '@reelsmith/contracts/video';
import { integratedLoudness, limit, normalizeLoudness, samplePeak } from './loudness.ts';
import { clearBedCache, fadedBedLoudness, prepareBed, prepareBedSync, resetBedWorker } from './bed.ts';
import { RECIPES, synthesizeBed, synthesizeRawBed, type StereoBuffer } from './music.ts';
import { duckEnvelope } from './soundtrack.ts';

const peak = (b: { left: Float32Array; right: Float32Array }) => {
  let p = 0;
  for (let i = 0; i < b.left.length; i++) p = Math.max(p, Math.abs(b.left[i]!), Math.abs(b.right[i]!));
  return p;
};

describe('music beds', () => {
  it('synthesises a different, audible, deterministic bed for each vibe', () => {
    const beds = VIBES.map((v) => synthesizeBed(v, 4, 3));
    for (const b of beds) {
      expect(b.left.length).toBe(4 * 48000);
      expect(integratedLoudness(b)).toBeGreaterThan(-40);
      expect(peak(b)).toBeLessThan(4);
    }
    expect(new Set(VIBES.map((v) => RECIPES[v].bpm)).size).toBe(VIBES.length);
    expect(synthesizeBed('meme', 2, 3).left).toEqual(synthesizeBed('meme', 2, 3).left);
    expect(synthesizeBed('meme', 2, 3).left).not.toEqual(synthesizeBed('meme', 2, 4).left);
  });
});

describe('loudness', () => {
  it('measures a full-scale 1 kHz sine near the BS.1770 reference (-3.01 LUFS)', () => {
    const n = 48000 * 3;
    const s = new Float32Array(n).map((_, i) => Math.sin((2 * Math.PI * 1000 * i) / 48000));
    expect(integratedLoudness({ left: s, right: new Float32Array(n), sampleRate: 48000 })).toBeCloseTo(
      -3.01,
      1,
    );
  });

  it('normalises to -14 LUFS with peaks under the ceiling', () => {
    const bed = synthesizeBed('motivational', 6, 1);
    const { lufs } = normalizeLoudness(bed, -14, -2.2);
    expect(lufs).toBeGreaterThan(-14.3);
    expect(lufs).toBeLessThan(-13.7);
    expect(peak(bed)).toBeLessThanOrEqual(Math.pow(10, -2.2 / 20) + 1e-6);
  });

  it('limits without exceeding the ceiling', () => {
    const n = 4800;
    const b = {
      left: new Float32Array(n).fill(0.2),
      right: new Float32Array(n).fill(0.2),
      sampleRate: 48000,
    };
    b.left[2000] = 1.5;
    limit(b, 0.5);
    expect(peak(b)).toBeLessThanOrEqual(0.5 + 1e-6);
    expect(b.left[100]).toBeCloseTo(0.2, 3); // far from the peak nothing changes
  });

  it('ducks the music while words are spoken', () => {
    const env = duckEnvelope([{ word: 'hi', start: 1, end: 2 }], 48000 * 3, 48000);
    expect(env[Math.round(0.5 * 48000)]).toBeCloseTo(1, 2);
    expect(env[Math.round(1.5 * 48000)]).toBeLessThan(0.4);
    expect(env[Math.round(2.9 * 48000)]).toBeGreaterThan(0.8);
  });
});

/** The BS.1770 measurement as first written (per-sample K-weighting, prefix sums), as a reference. */
function referenceLoudness(buf: StereoBuffer): number {
  const k = (x: Float32Array) => {
    const out = new Float64Array(x.length);
    let x1 = 0,
      x2 = 0,
      y1 = 0,
      y2 = 0,
      z1 = 0,
      z2 = 0;
    for (let i = 0; i < x.length; i++) {
      const xi = x[i]!;
      const y =
        1.53512485958697 * xi -
        2.69169618940638 * x1 +
        1.19839281085285 * x2 +
        1.69065929318241 * y1 -
        0.73248077421585 * y2;
      x2 = x1;
      x1 = xi;
      const z = y - 2 * y1 + y2 + 1.99004745483398 * z1 - 0.99007225036621 * z2;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      out[i] = z * z;
    }
    return out;
  };
  const l = k(buf.left);
  const r = k(buf.right);
  const block = 19200;
  const hop = 4800;
  const pre = new Float64Array(l.length + 1);
  for (let i = 0; i < l.length; i++) pre[i + 1] = pre[i]! + l[i]! + r[i]!;
  const powers: number[] = [];
  for (let s = 0; s + block <= l.length; s += hop) powers.push((pre[s + block]! - pre[s]!) / block);
  if (!powers.length && l.length) powers.push(pre[l.length]! / l.length);
  const lufs = (p: number) => -0.691 + 10 * Math.log10(p);
  const abs = powers.filter((p) => lufs(p) > -70);
  if (!abs.length) return -Infinity;
  const relGate = lufs(abs.reduce((a, b) => a + b, 0) / abs.length) - 10;
  const rel = abs.filter((p) => lufs(p) > relGate);
  return lufs(rel.reduce((a, b) => a + b, 0) / rel.length);
}

describe('loudness from hop energies', () => {
  it('matches the reference measurement on beds, speech-like bursts and very short signals', () => {
    const bursts = synthesizeBed('comedy', 7.3, 2);
    for (let i = 0; i < bursts.left.length; i++) {
      const on = Math.floor(i / 24000) % 3 === 0 ? 1 : 0.01;
      bursts.left[i]! *= on;
      bursts.right[i]! *= on * 0.5;
    }
    for (const buf of [synthesizeBed('meme', 5.01, 1), bursts, synthesizeBed('educational', 0.3, 1)])
      expect(integratedLoudness(buf)).toBeCloseTo(referenceLoudness(buf), 6);
    const silence = { left: new Float32Array(48000), right: new Float32Array(48000), sampleRate: 48000 };
    expect(integratedLoudness(silence)).toBe(-Infinity);
  });
});

describe('beds prepared ahead of time', () => {
  beforeEach(() => clearBedCache());

  it('makes a shorter bed a prefix of a longer one, and the faded bed the raw one with fades', () => {
    const firstDifference = (a: Float32Array, b: Float32Array) => {
      for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return i;
      return -1;
    };
    for (const vibe of VIBES) {
      const long = synthesizeRawBed(vibe, 9, 5);
      const short = synthesizeRawBed(vibe, 4.37, 5);
      expect(firstDifference(long.left, short.left)).toBe(-1);
      expect(firstDifference(long.right, short.right)).toBe(-1);
    }
    const faded = synthesizeBed('meme', 3, 2);
    const raw = synthesizeRawBed('meme', 3, 2);
    expect(faded.left[0]).toBeCloseTo(0, 9);
    expect(faded.left[72000]).toBe(raw.left[72000]);
    expect(faded.right[143999]).toBeCloseTo(0, 9);
  });

  it('knows the loudness of any faded prefix without measuring it again', () => {
    const bed = prepareBedSync('motivational', 3, 12);
    expect(bed.durationSec).toBe(12);
    for (const sec of [0.2, 0.9, 1.5, 2.05, 6, 7.777, 12]) {
      const n = Math.round(sec * 48000);
      expect(fadedBedLoudness(bed, n)).toBeCloseTo(
        integratedLoudness(synthesizeBed('motivational', sec, 3)),
        4,
      );
    }
    expect(() => fadedBedLoudness(bed, 13 * 48000)).toThrow(RangeError);
  });

  it('synthesises in a worker thread (TypeScript loaded there too) and caches per vibe and seed', async () => {
    const a = await prepareBed('meme', 7, 3);
    expect(a.madeOn).toBe('worker');
    const same = prepareBedSync('meme', 7, 3);
    expect(a.left.length).toBe(same.left.length);
    expect(a.left.every((x, i) => x === same.left[i])).toBe(true);
    expect(Array.from(a.hopEnergy)).toEqual(Array.from(same.hopEnergy));
    expect(await prepareBed('meme', 7, 2)).toBe(a); // a longer bed serves a shorter request
    const longer = await prepareBed('meme', 7, 4);
    expect(longer).not.toBe(a);
    expect(await prepareBed('meme', 7, 3.5)).toBe(longer); // the longest is kept
    // Four entries: the least recently used goes first.
    await Promise.all([prepareBed('comedy', 1, 1), prepareBed('comedy', 2, 1), prepareBed('comedy', 3, 1)]);
    expect(await prepareBed('meme', 7, 1)).toBe(longer); // touch: now most recent
    const c1 = await prepareBed('comedy', 1, 1);
    await prepareBed('comedy', 4, 1); // evicts comedy:2
    expect(await prepareBed('comedy', 1, 1)).toBe(c1);
    expect(await prepareBed('meme', 7, 1)).toBe(longer);
  });

  it('makes the bed on the main thread when the worker cannot start', async () => {
    await resetBedWorker(new URL('./no-such.worker.ts', import.meta.url));
    try {
      const bed = await prepareBed('comedy', 11, 1);
      expect(bed.madeOn).toBe('main');
      expect(bed.left.length).toBe(48000);
    } finally {
      await resetBedWorker();
    }
    clearBedCache();
    expect((await prepareBed('comedy', 11, 1)).madeOn).toBe('worker');
  });

  it('answers concurrent requests for the same bed with one synthesis', async () => {
    const [a, b] = await Promise.all([prepareBed('educational', 9, 2), prepareBed('educational', 9, 1.5)]);
    expect(a).toBe(b);
  });
});

describe('normalizeLoudness with a known measurement', () => {
  it('skips the re-measure when the limiter has nothing to do, and can leave the gain to the caller', () => {
    const bed = synthesizeBed('educational', 5, 1);
    const copy = { left: bed.left.slice(), right: bed.right.slice(), sampleRate: 48000 };
    const lufs = integratedLoudness(bed);
    const peak = samplePeak(bed);
    const r = normalizeLoudness(bed, -20, -2.2, { lufs, peak, deferGain: true });
    expect(r.lufs).toBeCloseTo(-20, 6);
    expect(bed.left.every((x, i) => x === copy.left[i])).toBe(true); // untouched: the gain is pending
    const g = r.pendingGain;
    const applied = {
      left: copy.left.map((x) => x * g),
      right: copy.right.map((x) => x * g),
      sampleRate: 48000,
    };
    expect(integratedLoudness(applied)).toBeCloseTo(-20, 3);
    // Louder than the ceiling allows: limited in place and measured again.
    const loud = normalizeLoudness(copy, -6, -2.2, { lufs, peak, deferGain: true });
    expect(loud.pendingGain).toBe(1);
    expect(samplePeak(copy)).toBeLessThanOrEqual(Math.pow(10, -2.2 / 20) + 1e-6);
    expect(loud.lufs).toBeCloseTo(integratedLoudness(copy), 6);
  });

  it('reports whether the limiter acted', () => {
    const b = { left: new Float32Array(100).fill(0.1), right: new Float32Array(100), sampleRate: 48000 };
    expect(limit(b, 0.5)).toBe(false);
    b.right[50] = 0.9;
    expect(limit(b, 0.5)).toBe(true);
  });
});
