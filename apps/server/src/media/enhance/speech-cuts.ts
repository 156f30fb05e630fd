import type { StereoBuffer } from '../audio/audio-buffer.ts';
import { FPS } from '../frame.ts';
import { buildAudioReportArgs } from '../encode/ffmpeg.tool-args.ts';
import { runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';

// Where an uploaded clip's speech is (decision 103): the spans kept when pauses are trimmed, the
// sample-exact cut of the sound, and where the opening is split off to be recognised first
// (decision 105). Times are on frame boundaries, so picture and sound cut at the same instants.

/** A kept stretch of the source, in seconds. */
export interface Span {
  start: number;
  end: number;
}

/** Pauses inside the clip longer than this are shortened ... */
export const MAX_PAUSE_SEC = 0.7;
/** ... to this much quiet on each side of the cut (so a long pause becomes 2 x PAUSE_PAD_SEC). */
export const PAUSE_PAD_SEC = 0.2;

/**
 * The stretches to keep when trimming silence: leading and trailing silence go, and every pause
 * inside longer than MAX_PAUSE_SEC is shortened (silence below -40 dB for 0.4 s or more, from
 * ffmpeg's silencedetect). Times are on frame boundaries, so picture and sound cut at the same
 * instants (decision 103).
 */
export async function speechSpans(
  path: string,
  durationSec: number,
  bins: FfmpegBins = {},
  signal?: AbortSignal,
): Promise<Span[]> {
  const { stderr } = await runFfmpeg(buildAudioReportArgs(path, 'silencedetect=n=-40dB:d=0.4'), bins, {
    signal,
    timeoutMs: 120_000,
  });
  return spansFromSilences(stderr, durationSec);
}

/** The kept spans from silencedetect's report (see speechSpans). */
export function spansFromSilences(stderr: string, durationSec: number): Span[] {
  const starts = [...stderr.matchAll(/silence_start: (-?[\d.]+)/g)].map((m) => Math.max(0, Number(m[1])));
  const ends = [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  const frame = (t: number) => Math.round(t * FPS) / FPS;
  const spans: Span[] = [];
  let from = 0;
  for (let i = 0; i < starts.length; i++) {
    const s = starts[i]!;
    // A silence that runs to the end has no silence_end (or one at the very end).
    const e = ends[i] === undefined || ends[i]! >= durationSec - 0.05 ? durationSec : ends[i]!;
    if (s <= 0.05) {
      from = Math.max(0, e - 0.15); // leading silence
      continue;
    }
    if (e >= durationSec) {
      spans.push({ start: from, end: Math.min(durationSec, s + 0.25) }); // trailing silence
      from = durationSec;
      break;
    }
    if (e - s > MAX_PAUSE_SEC) {
      spans.push({ start: from, end: s + PAUSE_PAD_SEC });
      from = e - PAUSE_PAD_SEC;
    }
  }
  if (from < durationSec) spans.push({ start: from, end: durationSec });
  const kept = spans
    .map((p) => ({ start: frame(p.start), end: Math.min(frame(p.end), Math.floor(durationSec * FPS) / FPS) }))
    .filter((p) => p.end - p.start >= 1 / FPS - 1e-9);
  const total = kept.reduce((n, p) => n + p.end - p.start, 0);
  // Nothing but silence: keep it all.
  if (total < 1) return [{ start: 0, end: durationSec }];
  return kept;
}

/**
 * The picture filter that keeps only `spans` (relative to the window's start, on frame boundaries):
 * frames are picked by number after `fps`, then retimed back to back.
 */
export function cutFilter(spans: Span[]): string {
  const picks = spans
    .map((p) => `between(n,${Math.round(p.start * FPS)},${Math.round(p.end * FPS) - 1})`)
    .join('+');
  return `select='${picks}',setpts=N/${FPS}/TB`;
}

/** Keeps only `spans` of the audio (sample-exact), with 4 ms fades at each join so a cut does not click. */
export function cutAudio(audio: StereoBuffer, spans: Span[]): StereoBuffer {
  const rate = audio.sampleRate;
  const ranges = spans.map((p) => [
    Math.round(p.start * rate),
    Math.min(audio.left.length, Math.round(p.end * rate)),
  ]);
  const n = ranges.reduce((sum, [a, b]) => sum + Math.max(0, b! - a!), 0);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  const fade = Math.round(rate * 0.004);
  let at = 0;
  ranges.forEach(([a, b], i) => {
    if (b! <= a!) return;
    left.set(audio.left.subarray(a, b), at);
    right.set(audio.right.subarray(a, b), at);
    const len = b! - a!;
    for (let k = 0; k < Math.min(fade, len); k++) {
      const g = k / fade;
      if (i > 0) {
        left[at + k]! *= g;
        right[at + k]! *= g;
      }
      if (i < ranges.length - 1) {
        left[at + len - 1 - k]! *= g;
        right[at + len - 1 - k]! *= g;
      }
    }
    at += len;
  });
  return { left, right, sampleRate: rate };
}

/**
 * The opening recognised on its own (decision 105): the output's sound is split at its quietest
 * 0.1 s between these times, so the first preview can be rendered while the rest is recognised.
 */
export const FIRST_CHUNK_SEC = { min: 2.5, max: 6 } as const;

/**
 * Where the first recognition chunk ends (seconds of output, on a frame boundary): the middle of the
 * quietest 0.1 s between FIRST_CHUNK_SEC.min and .max, or null when the clip is too short to be worth
 * splitting (less than 2 s would be left for the second chunk).
 */
export function firstChunkEnd(audio: StereoBuffer): number | null {
  const rate = audio.sampleRate;
  const total = audio.left.length / rate;
  const last = Math.min(FIRST_CHUNK_SEC.max, total - 2);
  if (last < FIRST_CHUNK_SEC.min) return null;
  const win = Math.round(rate * 0.1);
  const step = Math.round(rate * 0.01);
  let best = -1;
  let bestEnergy = Infinity;
  for (let a = Math.round((FIRST_CHUNK_SEC.min - 0.05) * rate); a + win / 2 <= last * rate; a += step) {
    let e = 0;
    for (let i = a; i < a + win; i++)
      e += audio.left[i]! * audio.left[i]! + audio.right[i]! * audio.right[i]!;
    if (e < bestEnergy) {
      bestEnergy = e;
      best = a + win / 2;
    }
  }
  return best < 0 ? null : Math.round((best / rate) * FPS) / FPS;
}

/** `audio` from `from` to `to` seconds (views, no copy). */
export function sliceAudio(audio: StereoBuffer, from: number, to: number): StereoBuffer {
  const a = Math.round(from * audio.sampleRate);
  const b = Math.min(audio.left.length, Math.round(to * audio.sampleRate));
  return { left: audio.left.subarray(a, b), right: audio.right.subarray(a, b), sampleRate: audio.sampleRate };
}
