import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaptionPreset, Vibe, VideoStyle } from '@reelsmith/contracts/video';
import type { StockClip } from '../providers/visuals/visuals.types.ts';
import { backgroundSource } from './backgrounds.ts';
import { buildAss, buildSrt, buildVtt, CAPTION_Y, type CaptionPage, type TitleCard } from './captions.ts';
import { EMOJI_PX, renderEmojiPng } from './emoji.ts';
import {
  buildRenderArgs,
  FAST_X264,
  FPS,
  WIDTH,
  type EmojiSticker,
  type OverlayClip,
  type X264Settings,
} from './ffmpeg.args.ts';
import { runFfmpeg, type FfmpegBins } from './ffmpeg.runner.ts';

// Turns prepared material (mixed soundtrack, caption pages, title card, optional images or stock clip)
// into the final files. Everything is written under temporary names and renamed at the end, so a
// failed or cancelled render never leaves a partial file at a final path.

export interface RenderInput {
  durationSec: number;
  style: VideoStyle;
  vibe: Vibe;
  seed: number;
  preset: CaptionPreset;
  pages: CaptionPage[];
  title: TitleCard | null;
  watermark?: string | null;
  audioPath: string;
  images?: string[];
  stock?: StockClip | null;
  /** Seconds where the body (after the title card) starts. */
  bodyStart: number;
  thumbnailAt: number;
  x264?: X264Settings;
}

export interface RenderOutput {
  videoPath: string;
  thumbnailPath: string;
  srtPath: string;
  vttPath: string;
  assPath: string;
}

const MOTIONS: OverlayClip['motion'][] = ['up', 'left', 'down', 'right'];

export function scheduleClips(
  input: Pick<RenderInput, 'images' | 'stock' | 'bodyStart' | 'durationSec'>,
): OverlayClip[] {
  const start = Math.min(input.bodyStart, input.durationSec);
  const span = input.durationSec - start;
  if (span <= 0.2) return [];
  const images = input.images ?? [];
  if (images.length) {
    const each = span / images.length;
    return images.map((path, i) => ({
      kind: 'image' as const,
      path,
      start: start + i * each,
      end: i === images.length - 1 ? input.durationSec : start + (i + 1) * each,
      motion: MOTIONS[i % MOTIONS.length],
    }));
  }
  if (input.stock) {
    return [{ kind: input.stock.kind, path: input.stock.path, start, end: input.durationSec, motion: 'up' }];
  }
  return [];
}

export async function renderVideo(
  input: RenderInput,
  workDir: string,
  opts: {
    bins?: FfmpegBins;
    signal?: AbortSignal;
    timeoutMs?: number;
    onProgress?: (fraction: number) => void;
  } = {},
): Promise<RenderOutput> {
  const tag = randomBytes(4).toString('hex');
  const tmp = (name: string) => join(workDir, `.${tag}.${name}`);
  const final = {
    videoPath: join(workDir, 'video.mp4'),
    thumbnailPath: join(workDir, 'thumbnail.jpg'),
    srtPath: join(workDir, 'captions.srt'),
    vttPath: join(workDir, 'captions.vtt'),
    assPath: join(workDir, 'captions.ass'),
  };
  const temps = {
    videoPath: tmp('video.mp4'),
    thumbnailPath: tmp('thumbnail.jpg'),
    srtPath: tmp('captions.srt'),
    vttPath: tmp('captions.vtt'),
    assPath: tmp('captions.ass'),
  };
  const scratch: string[] = [];
  try {
    await Promise.all([
      writeFile(
        temps.assPath,
        buildAss(input.pages, { preset: input.preset, title: input.title, watermark: input.watermark }),
      ),
      writeFile(temps.srtPath, buildSrt(input.pages)),
      writeFile(temps.vttPath, buildVtt(input.pages)),
    ]);

    const emoji: EmojiSticker[] = [];
    const drawn = new Map<string, string>();
    for (const p of input.pages) {
      if (!p.emoji) continue;
      let png = drawn.get(p.emoji);
      if (!png) {
        png = tmp(`emoji${drawn.size}.png`);
        await renderEmojiPng(p.emoji, png);
        scratch.push(png);
        drawn.set(p.emoji, png);
      }
      const blockTop = CAPTION_Y - (p.lines.length * p.fontSize * 1.18) / 2;
      emoji.push({
        path: png,
        start: p.start,
        end: p.end,
        x: Math.round(WIDTH / 2 - EMOJI_PX / 2),
        y: Math.round(blockTop - EMOJI_PX - 10),
      });
    }

    const args = buildRenderArgs({
      durationSec: input.durationSec,
      background: backgroundSource(input.style, input.vibe, input.durationSec + 0.5, input.seed),
      clips: scheduleClips(input),
      assPath: temps.assPath,
      emoji,
      audioPath: input.audioPath,
      x264: input.x264 ?? FAST_X264,
      outPath: temps.videoPath,
      thumbnailPath: temps.thumbnailPath,
      thumbnailFrame: Math.max(
        0,
        Math.min(Math.round(input.thumbnailAt * FPS), Math.floor(input.durationSec * FPS) - 1),
      ),
    });
    await runFfmpeg(args, opts.bins, {
      signal: opts.signal,
      timeoutMs: opts.timeoutMs ?? 180_000,
      durationSec: input.durationSec,
      onProgress: opts.onProgress,
    });
    for (const k of Object.keys(final) as (keyof RenderOutput)[]) await rename(temps[k], final[k]);
    return final;
  } catch (e) {
    await Promise.all(Object.values(temps).map((p) => rm(p, { force: true })));
    throw e;
  } finally {
    await Promise.all(scratch.map((p) => rm(p, { force: true })));
  }
}
