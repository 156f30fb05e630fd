import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import type { StockClip } from '../../providers/visuals/visuals.types.ts';
import { videoCrop } from '../encode/ffmpeg.clips.ts';
import { FPS } from '../frame.ts';
import { runTool, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { probe } from '../../lib/ffmpeg/probe.ts';
import { clipFocus } from './saliency.ts';

// A stock clip that is not 9:16 gets a prepared rendition the first time it enters the cache: its 9:16
// window around the subject at the source's resolution, at 30 fps, in H.264 that is cheap to decode
// (x264's fastdecode: no CABAC, no deblocking) at visually lossless quality (CRF 12). Every later video
// with that clip decodes the window (about a third of the source's pixels) instead of the whole 1080p
// frame: the footage part of a render costs about half the CPU (decision 043). The first video with a
// clip uses the source as before; the preparation runs beside it, one clip at a time, at nice 19.

/** Seconds of the clip kept in the rendition (scenes are 2 to 5 s and use their clip from its start). */
export const RENDITION_SEC = 20;
export const RENDITION_CRF = 12;
const VERSION = 1;

interface RenditionInfo {
  version: number;
  width: number;
  height: number;
  /** Seconds of the clip it holds (absent in the first renditions, which held RENDITION_SEC at most). */
  durationSec?: number;
}

export function renditionPaths(path: string) {
  return { video: `${path}.916.mp4`, info: `${path}.916.json` };
}

/** The preparation: the render's own cut (30 fps, then the 9:16 window around `focus`), unscaled. */
export function buildRenditionArgs(src: string, focus: { x: number; y: number }, out: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-y', '-v', 'error', '-threads', '1'],
    ...['-t', String(RENDITION_SEC), '-i', src, '-an', '-sn', '-dn'],
    ...['-vf', `fps=${FPS},${videoCrop({ focus })},setsar=1,format=yuv420p`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'fastdecode', '-crf', String(RENDITION_CRF)],
    ...['-threads', '1', '-f', 'mp4', out],
  ];
}

function needsWindow(clip: StockClip): boolean {
  return clip.kind === 'video' && Math.abs(clip.width / clip.height - 9 / 16) > 0.01;
}

async function readyInfo(path: string): Promise<RenditionInfo | null> {
  const { video, info } = renditionPaths(path);
  try {
    const parsed = JSON.parse(await readFile(info, 'utf8')) as RenditionInfo;
    if (parsed.version !== VERSION || !(parsed.width > 0) || !(parsed.height > 0)) return null;
    if (!(await stat(video)).size) return null;
    return parsed;
  } catch {
    return null;
  }
}

const inFlight = new Map<string, Promise<void>>();
let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes the rendition of a cached clip (idempotent: done once per clip in this process; across
 * processes each writes its own temporary files and renames them into place, the information file
 * last, so a reader sees either no rendition or a whole one). One preparation at a time.
 */
export function prepareRendition(path: string, bins: FfmpegBins = {}): Promise<void> {
  const known = inFlight.get(path);
  if (known) return known;
  const job = queue.then(async () => {
    if (await readyInfo(path)) return;
    const { video, info } = renditionPaths(path);
    const tag = `.part-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      const focus = await clipFocus(path, bins);
      // At the lowest priority (nice 19, under the render's tools): the first video's own render
      // keeps the cores; the preparation takes what is left.
      const args = buildRenditionArgs(path, focus, video + tag);
      await runTool('nice', ['-n', '19', bins.ffmpegPath ?? 'ffmpeg', ...args], { timeoutMs: 300_000 });
      const probed = await probe(video + tag, bins);
      const v = probed.video;
      if (!v?.width || !v.height) throw new Error('rendition unreadable');
      const meta: RenditionInfo = { version: VERSION, width: v.width, height: v.height };
      const held = v.frames ? v.frames / FPS : probed.durationSec;
      if (held && held > 0) meta.durationSec = Math.round(held * 1000) / 1000;
      await rename(video + tag, video);
      await writeFile(info + tag, JSON.stringify(meta));
      await rename(info + tag, info);
    } finally {
      await rm(video + tag, { force: true });
      await rm(info + tag, { force: true });
    }
  });
  const settled = job.catch(() => undefined).finally(() => inFlight.delete(path));
  queue = settled;
  inFlight.set(path, settled);
  return settled;
}

type Preparer = (path: string, bins: FfmpegBins) => void;
let delegate: Preparer | null = null;

/**
 * Hands this thread's preparations to another (a render thread passes them to the main thread, so
 * that the process has one queue and a clip two threads find at once is prepared once); null to
 * prepare here again.
 */
export function delegateRenditions(to: Preparer | null): void {
  delegate = to;
}

/** Seconds of a rendition: what its information file says, else what the first renditions held. */
function renditionSeconds(info: RenditionInfo, clip: StockClip): number {
  return info.durationSec ?? Math.min(RENDITION_SEC, clip.durationSec ?? RENDITION_SEC);
}

/**
 * The clip to render: its prepared rendition when there is one (already 9:16 around the subject, so
 * the render only scales it), else the clip itself, with the rendition started in the background for
 * the next video. Photos and clips already 9:16 are returned as they are. `sceneSec` is how long the
 * scene shows the clip: a rendition that holds less of the clip than that (it keeps the first
 * RENDITION_SEC) would loop where the source goes on, so such a scene gets the source.
 */
export async function preparedClip(
  clip: StockClip,
  opts: { bins?: FfmpegBins; prepare?: boolean; sceneSec?: number } = {},
): Promise<StockClip> {
  if (!needsWindow(clip) || opts.prepare === false) return clip;
  const ready = await readyInfo(clip.path);
  if (!ready) {
    if (delegate) delegate(clip.path, opts.bins ?? {});
    else void prepareRendition(clip.path, opts.bins);
    return clip;
  }
  const held = renditionSeconds(ready, clip);
  // The render reads a joined clip 0.2 s past its scene; a source no longer than the rendition
  // loops the same way either one is used.
  const sourceLonger = (clip.durationSec ?? Infinity) > held + 0.05;
  if (opts.sceneSec !== undefined && opts.sceneSec + 0.25 > held && sourceLonger) return clip;
  const { video, info } = renditionPaths(clip.path);
  const now = new Date();
  // Recently used, as the clip itself is (the cache drops the least recently used files first).
  await Promise.all([utimes(video, now, now), utimes(info, now, now)]).catch(() => undefined);
  return { ...clip, path: video, width: ready.width, height: ready.height, focus: undefined };
}

/** Resolves when every preparation started so far has finished (the benchmark's warm runs wait for it). */
export function renditionsSettled(): Promise<void> {
  return queue.then(() => undefined);
}
