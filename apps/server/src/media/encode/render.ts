import { randomBytes } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaptionPosition, SafeZoneTarget, WatermarkPosition } from '@reelsmith/contracts/storyboard';
import type { CaptionPreset, Vibe, VideoStyle } from '@reelsmith/contracts/video';
import type { StockClip } from '../../providers/visuals/visuals.types.ts';
import { BG_FPS, sceneBackdropSource } from '../scenes/backgrounds.ts';
import { chooseLayouts } from '../scenes/layouts.ts';
import { planCaptionLayer, type CaptionLayerInput } from '../layers/caption-layer.ts';
import { planSceneLayer, type SceneLayerInput } from '../layers/scene-layer.ts';
import { illustrationBitmap, illustrationPng } from '../scenes/illustration-icons.ts';
import { drawLayersOnThread, type LayerStreams } from '../layers/layer-thread.ts';
import { watermarkImage } from '../layers/watermark.ts';
import { brandLogoImage } from '../layers/brand-logo.ts';
import type { Scene } from '../scenes/scenes.ts';
import type { Box } from '../layers/safe-zones.ts';
import { buildAss, buildSrt, buildVtt, sidecarPages } from '../layers/caption-files.ts';
import type { CaptionPage, TitleCard } from '../layers/captions.ts';
import {
  buildRenderArgs,
  FAST_X264,
  renderEnv,
  type StillOverlay,
  type X264Settings,
} from './ffmpeg.args.ts';
import type { OverlayClip } from './ffmpeg.clips.ts';
import { FPS } from '../frame.ts';
import { buildThumbnailArgs, thumbnailFrame } from './ffmpeg.tool-args.ts';
import { runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';

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
  /** A brand kit's logo (issue 41): its local file and the corner it sits in. */
  logo?: { path: string; type: 'png' | 'svg'; corner: WatermarkPosition } | null;
  /** A brand kit's caption font and spoken-word colour; the pages were laid out in that font. */
  /** A brand kit's font and colours: the captions', and the cards' font and text colour. */
  captionBrand?: (NonNullable<CaptionLayerInput['brand']> & { text: string }) | null;
  /** Where captions go (default bottom), clear of which platform's buttons (default all of them). */
  captionPosition?: CaptionPosition;
  safeZone?: SafeZoneTarget;
  audioPath: string;
  images?: string[];
  /** Each image's subject (0..1 each way), in the order of `images`. */
  imageFocus?: { x: number; y: number }[];
  stock?: StockClip | null;
  /** Scenes from the script: illustrations drawn over the backdrop when there are no pictures or footage. */
  scenes?: Scene[];
  /** Accent colour (#RRGGBB) for the scene layer. */
  accent?: string;
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
/** Crossfade between photos (image to video). */
const CROSSFADE_SEC = 0.5;

export function scheduleClips(
  input: Pick<RenderInput, 'images' | 'imageFocus' | 'stock' | 'bodyStart' | 'durationSec' | 'scenes'>,
): OverlayClip[] {
  const images = input.images ?? [];
  // Footage per scene: each clip trimmed to its scene.
  if (!images.length && input.scenes?.some((s) => s.clip)) {
    return input.scenes.flatMap((s, i) =>
      s.clip
        ? [
            {
              kind: s.clip.kind,
              path: s.clip.path,
              start: s.start,
              end: s.end,
              motion: MOTIONS[i % MOTIONS.length],
              focus: s.clip.focus,
            },
          ]
        : [],
    );
  }
  const start = Math.min(input.bodyStart, input.durationSec);
  const span = input.durationSec - start;
  if (span <= 0.2) return [];
  if (images.length) {
    const each = span / images.length;
    // Each photo fades in over the one before, which stays until the fade is done.
    const fade = Math.min(CROSSFADE_SEC, each / 3);
    return images.map((path, i) => ({
      kind: 'image' as const,
      path,
      start: start + i * each,
      end: i === images.length - 1 ? input.durationSec : start + (i + 1) * each + fade,
      motion: MOTIONS[i % MOTIONS.length],
      focus: input.imageFocus?.[i],
      fadeIn: i > 0 && fade > 0.05 ? fade : undefined,
    }));
  }
  if (input.stock) {
    return [{ kind: input.stock.kind, path: input.stock.path, start, end: input.durationSec, motion: 'up' }];
  }
  return [];
}

export interface PreviewSegment {
  index: number;
  /** Local file of this segment (moof + mdat), complete when reported. */
  path: string;
  /** Local init file (ftyp + moov); `init` then segments 0..n in order form a playable fragmented MP4. */
  initPath: string;
  startSec: number;
  durationSec: number;
}

/** Preview segments last this long (whole GOPs: the encoder puts a keyframe every 2 s). */
export const PREVIEW_SEGMENT_SEC = 2;

/** Reads the preview playlist and reports segments not reported yet, in order (also used by enhance). */
export function previewWatcher(dir: string, onSegment: (seg: PreviewSegment) => Promise<void> | void) {
  let reported = 0;
  let chain: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const scan = async () => {
    let text: string;
    try {
      text = await readFile(join(dir, 'stream.m3u8'), 'utf8');
    } catch {
      return; // not written yet
    }
    let start = 0;
    let duration = 0;
    let index = 0;
    for (const line of text.split('\n')) {
      const inf = /^#EXTINF:([\d.]+)/.exec(line);
      if (inf) duration = Number(inf[1]);
      else if (line && !line.startsWith('#')) {
        if (index >= reported) {
          const seg = {
            index,
            path: join(dir, line.trim()),
            initPath: join(dir, 'init.mp4'),
            startSec: start,
            durationSec: duration,
          };
          reported = index + 1;
          chain = chain.then(async () => {
            if (failure) return;
            try {
              await onSegment(seg);
            } catch (e) {
              failure = e;
            }
          });
        }
        start += duration;
        index++;
      }
    }
  };
  let busy = false;
  let again = false;
  let stopped = false;
  const kick = () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    void scan().finally(() => {
      busy = false;
      if (again) {
        again = false;
        kick();
      }
    });
  };
  // ffmpeg renames the playlist into place after each segment: a directory watch reports the segment
  // at once, where the poll alone found it 50 ms later on average (the first preview's wait). The poll
  // stays for file systems without change events.
  let watcher: FSWatcher | null = null;
  try {
    // Only the playlist's own events: the segment being written changes many times a second.
    watcher = watch(dir, (_event, name) => {
      if (!name || name === 'stream.m3u8') kick();
    });
    watcher.on('error', () => undefined);
  } catch {
    watcher = null;
  }
  const timer = setInterval(kick, 100);
  return {
    /** Stops polling; with `flush`, reports what the finished playlist still holds, then waits for the reports. */
    async stop(flush: boolean) {
      stopped = true;
      clearInterval(timer);
      watcher?.close();
      if (flush) await scan();
      await chain;
      if (failure) throw failure;
    },
  };
}

export async function renderVideo(
  input: RenderInput,
  workDir: string,
  opts: {
    bins?: FfmpegBins;
    signal?: AbortSignal;
    timeoutMs?: number;
    onProgress?: (fraction: number) => void;
    /** Called for each finished preview segment while the render goes on (see PreviewSegment). */
    onPreview?: (seg: PreviewSegment) => Promise<void> | void;
    /**
     * Writes `input.audioPath` (the soundtrack mix). Started once the layer thread has been asked for
     * its first images, and awaited before ffmpeg starts: the mix (main thread) and the first drawings
     * (layer thread) run side by side on two cores instead of one after the other.
     */
    writeAudio?: () => Promise<unknown>;
  } = {},
): Promise<RenderOutput> {
  const tag = randomBytes(4).toString('hex');
  // ffmpeg runs inside the work dir, so the names it writes stay short and free of special characters.
  const tmpName = (name: string) => `.${tag}.${name}`;
  const tmp = (name: string) => join(workDir, tmpName(name));
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
  const previewDir = tmpName('preview');
  let watcher: ReturnType<typeof previewWatcher> | null = null;
  let streams: LayerStreams | null = null;
  const placement = { position: input.captionPosition, safeZone: input.safeZone };
  let audio: Promise<unknown> | null = null;
  try {
    const captionInput = {
      pages: input.pages,
      title: input.title,
      preset: input.preset,
      style: input.style,
      durationSec: input.durationSec,
      brand: input.captionBrand ?? null,
      ...placement,
    };
    const layer = planCaptionLayer(captionInput);
    const showScenes = !!input.scenes?.length && !input.images?.length && !input.stock;
    // What the plan left to the style (backdrops, transitions) is filled for this render's style.
    const scenes = showScenes
      ? chooseLayouts(
          input.scenes!.map((s) => ({ ...s })),
          input.style,
          input.seed,
        )
      : [];
    const clips = scheduleClips(input);
    const sceneInput: SceneLayerInput | null = showScenes
      ? {
          scenes,
          style: input.style,
          durationSec: input.durationSec,
          accent: input.accent ?? '#FFFFFF',
          brand: input.captionBrand ? { font: input.captionBrand.font, text: input.captionBrand.text } : null,
          titleEnd: input.title?.end ?? 0,
          placement,
          // Over a plain backdrop ffmpeg blends the sprite at the backdrop's rate (buildRenderArgs).
          blendFps: clips.length ? undefined : BG_FPS,
          words: input.pages.flatMap((p) => p.words),
        }
      : null;
    const bitmaps: [string, number][] = [];
    const sceneLayer = sceneInput
      ? await planSceneLayer(sceneInput, (id, size) => {
          bitmaps.push([id, size]);
          return illustrationBitmap(id, size);
        })
      : null;
    // The images are drawn on the layer thread (decision 029); the layers planned here give ffmpeg
    // their sizes and times, and draw the rest themselves if the thread fails.
    const pngs: Record<string, Uint8Array> = {};
    for (const [id, size] of bitmaps) {
      const png = await illustrationPng(id, size);
      if (png) pngs[`${id}@${size}`] = png;
    }
    streams =
      layer || sceneLayer
        ? drawLayersOnThread({
            caption: layer ? { layer, input: captionInput } : null,
            scene: sceneLayer && sceneInput ? { layer: sceneLayer, input: sceneInput, pngs } : null,
          })
        : null;
    // Everything up to here decides what the first frames need; the rest (soundtrack, sidecar files,
    // watermark) is only needed once ffmpeg starts.
    audio = opts.writeAudio?.() ?? null;
    await Promise.all([
      audio,
      writeFile(
        temps.assPath,
        buildAss(input.pages, {
          preset: input.preset,
          style: input.style,
          title: input.title,
          watermark: input.watermark,
          ...placement,
        }),
      ),
      writeFile(temps.srtPath, buildSrt(sidecarPages(input.pages, input.title))),
      writeFile(temps.vttPath, buildVtt(sidecarPages(input.pages, input.title))),
    ]);
    let watermark: StillOverlay | null = null;
    let markBox: Box | null = null;
    if (input.watermark) {
      const png = tmp('watermark.png');
      scratch.push(png);
      // Inside the safe area, in the corner the captions leave free; overlaid after everything else.
      const mark = watermarkImage(input.watermark, placement);
      await writeFile(png, mark.png);
      watermark = { path: png, x: mark.box.x0, y: mark.box.y0 };
      markBox = mark.box;
    }
    let logo: StillOverlay | null = null;
    if (input.logo) {
      const png = tmp('logo.png');
      scratch.push(png);
      const { path, type, corner } = input.logo;
      const mark = await brandLogoImage(path, type, corner, placement, markBox);
      await writeFile(png, mark.png);
      logo = { path: png, x: mark.box.x0, y: mark.box.y0 };
    }
    // The preview rendition is always written: besides feeding `onPreview`, its segments give the
    // thumbnail while the rest of the video is still encoding.
    await mkdir(join(workDir, previewDir), { recursive: true });
    scratch.push(join(workDir, previewDir));
    const thumbAt = Math.max(0, Math.min(input.thumbnailAt, input.durationSec - 1 / FPS));
    let thumbnail: Promise<unknown> | null = null;
    const takeThumbnail = (inputs: string[]) =>
      runFfmpeg(buildThumbnailArgs(inputs, thumbAt, temps.thumbnailPath, { keyframe: true }), opts.bins, {
        cwd: workDir,
        signal: opts.signal,
        timeoutMs: 30_000,
      });
    watcher = previewWatcher(join(workDir, previewDir), async (seg) => {
      // The frame shown at thumbAt must start inside this segment (a time on its very end has none).
      if (!thumbnail && thumbAt + 1 / FPS <= seg.startSec + seg.durationSec) {
        thumbnail = takeThumbnail([seg.initPath, seg.path]);
        thumbnail.catch(() => undefined); // awaited below
      }
      await opts.onPreview?.(seg);
    });

    const args = buildRenderArgs({
      durationSec: input.durationSec,
      background: sceneBackdropSource(input.style, input.vibe, input.durationSec + 0.5, input.seed, scenes),
      clips,
      layer,
      scenes: sceneLayer,
      watermark,
      logo,
      audioPath: input.audioPath,
      x264: input.x264 ?? FAST_X264,
      outPath: tmpName('video.mp4'),
      preview: { playlist: `${previewDir}/stream.m3u8`, segmentSec: PREVIEW_SEGMENT_SEC },
      // The thumbnail's frame is a keyframe: its ffmpeg decodes only that frame (decision 044).
      keyframe: thumbnailFrame(thumbAt),
    });
    await runFfmpeg(args, opts.bins, {
      cwd: workDir,
      env: renderEnv(process.env),
      input: streams?.caption ?? undefined,
      input3: streams?.scene ?? undefined,
      signal: opts.signal,
      timeoutMs: opts.timeoutMs ?? 180_000,
      durationSec: input.durationSec,
      onProgress: opts.onProgress,
    });
    const w = watcher;
    watcher = null;
    await w.stop(true);
    await (thumbnail ?? takeThumbnail([temps.videoPath]));
    // ffmpeg exits 0 when its select matched no frame: then take it from the finished file.
    if (!(await stat(temps.thumbnailPath).catch(() => null))) await takeThumbnail([temps.videoPath]);
    for (const k of Object.keys(final) as (keyof RenderOutput)[]) await rename(temps[k], final[k]);
    return final;
  } catch (e) {
    // A failure before ffmpeg leaves the soundtrack's writer to finish before its file is removed.
    await audio?.catch(() => undefined);
    await watcher?.stop(false).catch(() => undefined);
    await Promise.all(Object.values(temps).map((p) => rm(p, { force: true })));
    throw e;
  } finally {
    await streams?.close();
    await Promise.all(scratch.map((p) => rm(p, { force: true, recursive: true })));
  }
}
