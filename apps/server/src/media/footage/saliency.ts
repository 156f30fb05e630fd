import { readFile, writeFile } from 'node:fs/promises';
import { runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';

// Where the subject is, offline and cheap (decision 102): ffmpeg shrinks each frame to a 96x54 (video)
// or 64x64 (photo) grey thumbnail; here we weigh each pixel by its edge strength (detail draws the eye
// and marks the subject against a plain background), plus, for video, how much it changed since the
// previous sample (what moves is what a viewer follows). A mild pull to the centre breaks ties. The
// centroid of that energy is the focus. Costs one decode at a tiny size: about 1-3 % of the enhance.

const VW = 96;
const VH = 54;
const SAMPLE_FPS = 4;

/** Edge energy (gradient magnitude) at every pixel of a grey image. */
function edgeEnergy(px: Uint8Array, w: number, h: number): Float32Array {
  const e = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const gx = px[i + 1]! - px[i - 1]!;
      const gy = px[i + w]! - px[i - w]!;
      e[i] = Math.sqrt(gx * gx + gy * gy);
    }
  }
  return e;
}

/** Centroid (0..1) of an energy map along x and y, pulled a little to the centre. */
export function energyCentroid(energy: Float32Array, w: number, h: number): { x: number; y: number } {
  let sum = 0;
  let sx = 0;
  let sy = 0;
  // Only the strongest quarter counts: a busy background everywhere should not drag the focus.
  const sorted = Float32Array.from(energy).sort();
  const floor = sorted[Math.floor(sorted.length * 0.75)] ?? 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = energy[y * w + x]! - floor;
      if (v <= 0) continue;
      const dx = (x + 0.5) / w - 0.5;
      const dy = (y + 0.5) / h - 0.5;
      const wgt = v * (1 - 0.6 * (dx * dx + dy * dy)); // centre bias
      sum += wgt;
      sx += wgt * (x + 0.5);
      sy += wgt * (y + 0.5);
    }
  }
  if (sum <= 0) return { x: 0.5, y: 0.5 };
  return { x: sx / sum / w, y: sy / sum / h };
}

/** The focus of a photo, 0..1 in each axis. Unreadable images answer the centre. */
export async function imageFocus(path: string, bins: FfmpegBins = {}, signal?: AbortSignal) {
  const size = 64;
  try {
    const { stdout } = await runFfmpeg(
      [
        '-hide_banner',
        '-nostdin',
        '-v',
        'error',
        '-i',
        path,
        '-frames:v',
        '1',
        '-vf',
        `scale=${size}:${size}:flags=area,format=gray`,
        '-f',
        'rawvideo',
        'pipe:1',
      ],
      bins,
      { signal, timeoutMs: 20_000 },
    );
    if (stdout.length < size * size) return { x: 0.5, y: 0.5 };
    return energyCentroid(
      edgeEnergy(new Uint8Array(stdout.buffer, stdout.byteOffset, size * size), size, size),
      size,
      size,
    );
  } catch {
    return { x: 0.5, y: 0.5 };
  }
}

const focusCache = new Map<string, { x: number; y: number }>();

/**
 * The subject of a stock clip (or photo), for its 9:16 crop: the edge centroid of its first keyframe,
 * where the scene's part of the clip starts (keyframes only are decoded: a few milliseconds, not a
 * decode of the clip). Kept beside the cached clip (`<clip>.focus.json`) and in memory, so a clip is
 * analysed once (decision 029).
 */
export async function clipFocus(
  path: string,
  bins: FfmpegBins = {},
  signal?: AbortSignal,
): Promise<{ x: number; y: number }> {
  const known = focusCache.get(path);
  if (known) return known;
  const sidecar = `${path}.focus.json`;
  try {
    const saved = JSON.parse(await readFile(sidecar, 'utf8')) as { x: number; y: number };
    if (Number.isFinite(saved.x) && Number.isFinite(saved.y)) {
      focusCache.set(path, saved);
      return saved;
    }
  } catch {
    // not analysed yet
  }
  const size = 64;
  let focus = { x: 0.5, y: 0.5 };
  try {
    const { stdout } = await runFfmpeg(
      ['-hide_banner', '-nostdin', '-v', 'error', '-skip_frame', 'nokey', '-i', path, '-an']
        .concat(['-frames:v', '1', '-vf', `scale=${size}:${size}:flags=area,format=gray`])
        .concat(['-f', 'rawvideo', 'pipe:1']),
      bins,
      { signal, timeoutMs: 20_000 },
    );
    if (stdout.length < size * size) return focus; // unreadable: the centre, not remembered
    focus = energyCentroid(
      edgeEnergy(new Uint8Array(stdout.buffer, stdout.byteOffset, size * size), size, size),
      size,
      size,
    );
  } catch {
    return focus;
  }
  if (focusCache.size > 500) focusCache.delete(focusCache.keys().next().value!);
  focusCache.set(path, focus);
  await writeFile(sidecar, JSON.stringify(focus)).catch(() => undefined);
  return focus;
}

export interface FocusKey {
  t: number;
  /** Horizontal focus, 0..1 of the source width. */
  x: number;
}

/**
 * The subject's horizontal path through a clip: a focus every 1/4 s from edges and motion, smoothed
 * over about two seconds and limited in speed, so the crop glides instead of twitching.
 */
export async function subjectTrack(
  path: string,
  opts: { startSec: number; durationSec: number; bins?: FfmpegBins; signal?: AbortSignal },
): Promise<FocusKey[]> {
  const { stdout } = await runFfmpeg(
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-ss',
      opts.startSec.toFixed(3),
      '-t',
      opts.durationSec.toFixed(3),
      // Decode only the key information: skip the loop filter and decode at low resolution where possible.
      '-skip_loop_filter',
      'all',
      '-i',
      path,
      '-an',
      '-vf',
      `fps=${SAMPLE_FPS},scale=${VW}:${VH}:flags=fast_bilinear,format=gray`,
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    opts.bins,
    { signal: opts.signal, timeoutMs: 120_000 },
  );
  const frame = VW * VH;
  const n = Math.floor(stdout.length / frame);
  const raw: FocusKey[] = [];
  let prev: Uint8Array | null = null;
  for (let f = 0; f < n; f++) {
    const px = new Uint8Array(stdout.buffer, stdout.byteOffset + f * frame, frame);
    const e = edgeEnergy(px, VW, VH);
    if (prev) for (let i = 0; i < frame; i++) e[i] = e[i]! * 0.5 + Math.abs(px[i]! - prev[i]!) * 2;
    prev = px;
    raw.push({ t: f / SAMPLE_FPS, x: energyCentroid(e, VW, VH).x });
  }
  return smoothTrack(raw);
}

/** Moving average over ±1 s, then at most 0.12 of the width per second of travel. */
export function smoothTrack(raw: FocusKey[], maxSpeed = 0.12): FocusKey[] {
  if (!raw.length) return [{ t: 0, x: 0.5 }];
  const half = SAMPLE_FPS; // samples in 1 s
  const avg = raw.map((k, i) => {
    let s = 0;
    let c = 0;
    for (let j = Math.max(0, i - half); j <= Math.min(raw.length - 1, i + half); j++) {
      s += raw[j]!.x;
      c++;
    }
    return { t: k.t, x: s / c };
  });
  const out: FocusKey[] = [avg[0]!];
  for (let i = 1; i < avg.length; i++) {
    const last = out[i - 1]!;
    const step = maxSpeed * (avg[i]!.t - last.t);
    out.push({ t: avg[i]!.t, x: Math.min(last.x + step, Math.max(last.x - step, avg[i]!.x)) });
  }
  // One key a second is plenty for the expression ffmpeg evaluates per frame (at most 120 keys: the
  // expression nests one level per key).
  const every = Math.max(SAMPLE_FPS, Math.ceil(out.length / 120));
  return out.filter((_, i) => i % every === 0 || i === out.length - 1);
}

/**
 * An ffmpeg expression of `t` for a crop's left edge that follows the track: linear between keys,
 * clamped to the frame. `cropW` and `srcW` in pixels.
 */
export function trackExpression(keys: FocusKey[], srcW: number, cropW: number): string {
  const left = (x: number) => Math.round(Math.min(srcW - cropW, Math.max(0, x * srcW - cropW / 2)));
  if (keys.length === 1) return String(left(keys[0]!.x));
  let expr = String(left(keys[keys.length - 1]!.x));
  for (let i = keys.length - 2; i >= 0; i--) {
    const a = keys[i]!;
    const b = keys[i + 1]!;
    const la = left(a.x);
    const lb = left(b.x);
    const seg = la === lb ? String(la) : `${la}+(${lb - la})*(t-${a.t.toFixed(2)})/${(b.t - a.t).toFixed(2)}`;
    expr = `if(lt(t,${b.t.toFixed(2)}),${seg},${expr})`;
  }
  return expr;
}
