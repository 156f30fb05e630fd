import type { StereoBuffer } from './audio-buffer.ts';

// Loudness per ITU-R BS.1770-4 (K-weighting, 400 ms blocks, absolute and relative gates), a sample-peak
// limiter with look-ahead, and normalisation to a target. Done in-process on the mix so the render
// needs no second ffmpeg pass (two-pass loudnorm would cost a full extra decode).
//
// The K-weighted energy is kept per 100 ms hop (a 400 ms gating block is exactly four hops), so the
// loudness of any prefix of a signal, or of a sum whose parts were filtered separately, comes from
// those sums without filtering again.

// K-weighting biquads at 48 kHz (from the standard).
const SB0 = 1.53512485958697;
const SB1 = -2.69169618940638;
const SB2 = 1.19839281085285;
const SA1 = -1.69065929318241;
const SA2 = 0.73248077421585;
const HB0 = 1.0;
const HB1 = -2.0;
const HB2 = 1.0;
const HA1 = -1.99004745483398;
const HA2 = 0.99007225036621;

/** Filter memory of the two K-weighting biquads: x1, x2, y1, y2, z1, z2. */
export type KState = Float64Array;
export const newKState = (): KState => new Float64Array(6);

/** Samples per 100 ms hop at `sampleRate`. */
export const hopSize = (sampleRate: number) => Math.round(0.1 * sampleRate);

/**
 * K-weights `x[from..to)` (carrying `st` across calls) and adds the squared output to `energy`, one
 * slot per hop. `x[from]` is sample number `at` of the whole signal (slot = floor(position / hop)).
 */
export function kWeightEnergy(
  x: Float32Array,
  from: number,
  to: number,
  st: KState,
  hop: number,
  energy: Float64Array,
  at = from,
): void {
  const off = at - from;
  let x1 = st[0]!,
    x2 = st[1]!,
    y1 = st[2]!,
    y2 = st[3]!,
    z1 = st[4]!,
    z2 = st[5]!;
  for (let i = from; i < to;) {
    const h = Math.floor((i + off) / hop);
    const end = Math.min(to, (h + 1) * hop - off);
    let sum = 0;
    for (; i < end; i++) {
      const xi = x[i]!;
      const y = SB0 * xi + SB1 * x1 + SB2 * x2 - SA1 * y1 - SA2 * y2;
      x2 = x1;
      x1 = xi;
      const z = HB0 * y + HB1 * y1 + HB2 * y2 - HA1 * z1 - HA2 * z2;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      sum += z * z;
    }
    energy[h]! += sum;
  }
  st[0] = x1;
  st[1] = x2;
  st[2] = y1;
  st[3] = y2;
  st[4] = z1;
  st[5] = z2;
}

const lufsOf = (p: number) => -0.691 + 10 * Math.log10(p);

/**
 * Gated integrated loudness from per-hop K-weighted energies (summed over channels) of a signal
 * `samples` long; the last slot may hold a partial hop. -Infinity for silence.
 */
export function loudnessFromHops(energy: Float64Array, samples: number, hop: number): number {
  const block = 4 * hop;
  const full = Math.floor(samples / hop);
  const powers: number[] = [];
  let win = 0;
  for (let h = 0; h < full; h++) {
    win += energy[h]!;
    if (h >= 4) win -= energy[h - 4]!;
    if (h >= 3) powers.push(Math.max(0, win) / block);
  }
  if (!powers.length && samples) {
    let total = 0;
    for (let h = 0; h < Math.ceil(samples / hop); h++) total += energy[h]!;
    powers.push(total / samples);
  }
  const abs = powers.filter((p) => lufsOf(p) > -70);
  if (!abs.length) return -Infinity;
  const relGate = lufsOf(abs.reduce((a, b) => a + b, 0) / abs.length) - 10;
  const rel = abs.filter((p) => lufsOf(p) > relGate);
  return lufsOf(rel.reduce((a, b) => a + b, 0) / rel.length);
}

/** Per-hop K-weighted energy of both channels of a buffer. */
export function stereoHopEnergy(buf: StereoBuffer): Float64Array {
  const n = buf.left.length;
  const hop = hopSize(buf.sampleRate);
  const energy = new Float64Array(Math.ceil(n / hop) || 1);
  kWeightEnergy(buf.left, 0, n, newKState(), hop, energy);
  kWeightEnergy(buf.right, 0, n, newKState(), hop, energy);
  return energy;
}

/** Integrated loudness in LUFS; -Infinity for silence. Assumes 48 kHz (the filter coefficients). */
export function integratedLoudness(buf: StereoBuffer): number {
  return loudnessFromHops(stereoHopEnergy(buf), buf.left.length, hopSize(buf.sampleRate));
}

/** Largest absolute sample over both channels. */
export function samplePeak(buf: StereoBuffer): number {
  let p = 0;
  const { left, right } = buf;
  for (let i = 0; i < left.length; i++) {
    const a = Math.abs(left[i]!);
    const b = Math.abs(right[i]!);
    if (a > p) p = a;
    if (b > p) p = b;
  }
  return p;
}

/**
 * Keeps every sample within ±ceiling with a 2 ms look-ahead attack and a smooth release. Returns
 * false (and touches nothing) when no sample exceeds the ceiling.
 */
export function limit(buf: StereoBuffer, ceiling: number, releaseSec = 0.08): boolean {
  const n = buf.left.length;
  const sr = buf.sampleRate;
  const { left, right } = buf;
  let first = -1;
  for (let i = 0; i < n; i++) {
    if (Math.abs(left[i]!) > ceiling || Math.abs(right[i]!) > ceiling) {
      first = i;
      break;
    }
  }
  if (first < 0) return false;
  const g = new Float32Array(n);
  g.fill(1, 0, first);
  for (let i = first; i < n; i++) {
    const peak = Math.max(Math.abs(left[i]!), Math.abs(right[i]!));
    g[i] = peak > ceiling ? ceiling / peak : 1;
  }
  const attack = 1 - Math.exp(-1 / (0.002 * sr));
  for (let i = n - 2; i >= 0; i--) g[i] = Math.min(g[i]!, g[i + 1]! + (1 - g[i + 1]!) * attack);
  const release = 1 - Math.exp(-1 / (releaseSec * sr));
  for (let i = 1; i < n; i++) g[i] = Math.min(g[i]!, g[i - 1]! + (1 - g[i - 1]!) * release);
  for (let i = 0; i < n; i++) {
    left[i]! *= g[i]!;
    right[i]! *= g[i]!;
  }
  return true;
}

export function scale(buf: StereoBuffer, gain: number): void {
  const { left, right } = buf;
  for (let i = 0; i < left.length; i++) {
    left[i]! *= gain;
    right[i]! *= gain;
  }
}

export interface NormalizeResult {
  lufs: number;
  gainDb: number;
  /**
   * Gain still to apply to the samples (1 unless `deferGain` was set): the caller multiplies while
   * copying the samples out, saving a pass.
   */
  pendingGain: number;
}

/**
 * Brings the mix to `targetLufs` with sample peaks at most `ceilingDb`. Limiting lowers the loudness a
 * little, so gain and limit repeat until within 0.2 LU. Peaks are kept below -1 dBTP with margin for
 * inter-sample peaks and the AAC encoder.
 *
 * `known` passes the mix's loudness and sample peak when the caller already measured them. Gain is
 * linear, so when the gained peak stays under the ceiling the limiter has nothing to do and the result
 * is exact without measuring again; with `deferGain` the gain is then left for the caller to apply.
 */
export function normalizeLoudness(
  buf: StereoBuffer,
  targetLufs = -14,
  ceilingDb = -2.2,
  known?: { lufs: number; peak: number; deferGain?: boolean },
): NormalizeResult {
  const ceiling = Math.pow(10, ceilingDb / 20);
  let lufs = known ? known.lufs : integratedLoudness(buf);
  if (!Number.isFinite(lufs)) return { lufs, gainDb: 0, pendingGain: 1 };
  let total = 0;
  let peak = known ? known.peak : samplePeak(buf);
  for (let pass = 0; pass < 4 && Math.abs(lufs - targetLufs) > 0.2; pass++) {
    const gainDb = targetLufs - lufs;
    const gain = Math.pow(10, gainDb / 20);
    total += gainDb;
    if (peak * gain <= ceiling) {
      // Nothing to limit: the loudness moves by exactly the gain.
      if (known?.deferGain) return { lufs: lufs + gainDb, gainDb: total, pendingGain: gain };
      scale(buf, gain);
      return { lufs: lufs + gainDb, gainDb: total, pendingGain: 1 };
    }
    scale(buf, gain);
    limit(buf, ceiling);
    lufs = integratedLoudness(buf);
    peak = Math.min(ceiling, peak * gain);
  }
  return { lufs, gainDb: total, pendingGain: 1 };
}
