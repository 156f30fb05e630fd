import type { StereoBuffer } from './music.ts';

// Loudness per ITU-R BS.1770-4 (K-weighting, 400 ms blocks, absolute and relative gates), a sample-peak
// limiter with look-ahead, and normalisation to a target. Done in-process on the mix so the render
// needs no second ffmpeg pass (two-pass loudnorm would cost a full extra decode).

// K-weighting biquads at 48 kHz (from the standard).
const SHELF = {
  b: [1.53512485958697, -2.69169618940638, 1.19839281085285],
  a: [-1.69065929318241, 0.73248077421585],
};
const HIGHPASS = { b: [1.0, -2.0, 1.0], a: [-1.99004745483398, 0.99007225036621] };

function kWeightedSquares(x: Float32Array): Float64Array {
  const out = new Float64Array(x.length);
  const [sb0, sb1, sb2] = SHELF.b as [number, number, number];
  const [sa1, sa2] = SHELF.a as [number, number];
  const [hb0, hb1, hb2] = HIGHPASS.b as [number, number, number];
  const [ha1, ha2] = HIGHPASS.a as [number, number];
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0,
    z1 = 0,
    z2 = 0;
  for (let i = 0; i < x.length; i++) {
    const xi = x[i]!;
    const y = sb0 * xi + sb1 * x1 + sb2 * x2 - sa1 * y1 - sa2 * y2;
    x2 = x1;
    x1 = xi;
    const z = hb0 * y + hb1 * y1 + hb2 * y2 - ha1 * z1 - ha2 * z2;
    y2 = y1;
    y1 = y;
    z2 = z1;
    z1 = z;
    out[i] = z * z;
  }
  return out;
}

/** Integrated loudness in LUFS; -Infinity for silence. Assumes 48 kHz. */
export function integratedLoudness(buf: StereoBuffer): number {
  const sr = buf.sampleRate;
  const l = kWeightedSquares(buf.left);
  const r = kWeightedSquares(buf.right);
  const block = Math.round(0.4 * sr);
  const hop = Math.round(0.1 * sr);
  // Prefix sums make each block O(1).
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

/** Keeps every sample within ±ceiling with a 2 ms look-ahead attack and a smooth release. */
export function limit(buf: StereoBuffer, ceiling: number, releaseSec = 0.08): void {
  const n = buf.left.length;
  const sr = buf.sampleRate;
  const g = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const peak = Math.max(Math.abs(buf.left[i]!), Math.abs(buf.right[i]!));
    g[i] = peak > ceiling ? ceiling / peak : 1;
  }
  const attack = 1 - Math.exp(-1 / (0.002 * sr));
  for (let i = n - 2; i >= 0; i--) g[i] = Math.min(g[i]!, g[i + 1]! + (1 - g[i + 1]!) * attack);
  const release = 1 - Math.exp(-1 / (releaseSec * sr));
  for (let i = 1; i < n; i++) g[i] = Math.min(g[i]!, g[i - 1]! + (1 - g[i - 1]!) * release);
  for (let i = 0; i < n; i++) {
    buf.left[i]! *= g[i]!;
    buf.right[i]! *= g[i]!;
  }
}

function scale(buf: StereoBuffer, gain: number): void {
  for (let i = 0; i < buf.left.length; i++) {
    buf.left[i]! *= gain;
    buf.right[i]! *= gain;
  }
}

/**
 * Brings the mix to `targetLufs` with sample peaks at most `ceilingDb`. Limiting lowers the loudness a
 * little, so gain and limit repeat until within 0.2 LU. Peaks are kept below -1 dBTP with margin for
 * inter-sample peaks and the AAC encoder.
 */
export function normalizeLoudness(
  buf: StereoBuffer,
  targetLufs = -14,
  ceilingDb = -2.2,
): { lufs: number; gainDb: number } {
  const ceiling = Math.pow(10, ceilingDb / 20);
  let total = 0;
  let lufs = integratedLoudness(buf);
  if (!Number.isFinite(lufs)) return { lufs, gainDb: 0 };
  for (let pass = 0; pass < 4 && Math.abs(lufs - targetLufs) > 0.2; pass++) {
    const gainDb = targetLufs - lufs;
    scale(buf, Math.pow(10, gainDb / 20));
    total += gainDb;
    limit(buf, ceiling);
    lufs = integratedLoudness(buf);
  }
  return { lufs, gainDb: total };
}
