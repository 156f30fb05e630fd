import { describe, expect, it } from 'vitest';
import { VIBES } from '@reelsmith/contracts/video';
import { integratedLoudness, limit, normalizeLoudness } from './loudness.ts';
import { RECIPES, synthesizeBed } from './music.ts';
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
