import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaptionPreset } from '@reelsmith/contracts/video';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import { planCaptionLayer, type CaptionLayer } from '../layers/caption-layer.ts';
import { layoutPage, paginate } from '../layers/captions.ts';
import { FAST_X264, mp4OutputArgs, renderEnv } from '../encode/ffmpeg.args.ts';
import { FPS, HEIGHT, WIDTH } from '../frame.ts';
import { runFfmpeg, type FfmpegBins, FFMPEG_QUIET } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { layerPtsExpression } from '../layers/layer-plan.ts';
import { PREVIEW_SEGMENT_SEC, previewWatcher, type PreviewSegment } from '../encode/render.ts';
import { subjectTrack, trackExpression, type FocusKey } from '../footage/saliency.ts';
import { cutFilter, type Span } from './speech-cuts.ts';
import type { Reframe, SourceInfo } from './enhance.types.ts';

// The ffmpeg side of upload and enhance (decision 103): the 9:16 reframe, the one encode of picture,
// captions and sound, and the before/after preview's still.

export const SAMPLE_RATE = 48_000;

/** The edited transcript's words in caption pages; words keep the times the recogniser gave them. */
export function transcriptPages(words: WordTiming[], preset: CaptionPreset) {
  return paginate(words.filter((w) => w.word.trim())).map((p) => layoutPage(p, preset));
}

/** The 9:16 picture from any source: filters from input `[0:v]` to `[framed]`. */
export function reframeFilter(
  reframe: Reframe,
  src: { width: number; height: number },
  track?: FocusKey[],
): string {
  const cropW = Math.min(src.width, Math.round((src.height * 9) / 16 / 2) * 2);
  const cropH = Math.min(src.height, Math.round((src.width * 16) / 9 / 2) * 2);
  switch (reframe) {
    case 'crop':
      return `[0:v]crop=${cropW}:${cropH},scale=${WIDTH}:${HEIGHT}:flags=bilinear,setsar=1[framed]`;
    case 'subject': {
      const x = track?.length ? trackExpression(track, src.width, cropW) : `(iw-ow)/2`;
      return `[0:v]crop=${cropW}:${cropH}:x='${x}':y=(ih-oh)/2,scale=${WIDTH}:${HEIGHT}:flags=bilinear,setsar=1[framed]`;
    }
    case 'blur':
      // The whole picture, fitted, over a blurred, darkened fill of itself. The fill is blurred at
      // 1/8 size and scaled up once: about the cost of a copy.
      return (
        `[0:v]split=2[fillsrc][fgsrc];` +
        `[fillsrc]scale=${WIDTH / 8}:${HEIGHT / 8}:force_original_aspect_ratio=increase:flags=fast_bilinear,` +
        `crop=${WIDTH / 8}:${HEIGHT / 8},boxblur=6:2,eq=brightness=-0.08,scale=${WIDTH}:${HEIGHT}:flags=bilinear[fill];` +
        `[fgsrc]scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease:flags=bilinear,setsar=1[fg];` +
        `[fill][fg]overlay=(W-w)/2:(H-h)/2[framed]`
      );
  }
}

/** What one encode of the enhanced picture and sound needs (decision 103's one ffmpeg pass). */
export interface RenderPass {
  src: SourceInfo;
  reframe: Reframe;
  /** The window of the source that is read, and the kept spans relative to it. */
  span: Span;
  cuts: Span[];
  track: FocusKey[] | undefined;
  /** The loudness-normalised, cut sound (output time), or null for a silent track. */
  audioPath: string | null;
  pages: ReturnType<typeof transcriptPages>;
  preset: CaptionPreset;
  /** How much of the output to render (from its start). */
  durationSec: number;
  /**
   * The output's whole length: the caption layer is planned over it even when only the opening is
   * rendered, because the overlay drops the layer at the layer's last frame, not at the cut.
   */
  outputSec: number;
  workDir: string;
  /** The MP4 written (relative to workDir). */
  outName: string;
  /** The fragmented-MP4 rendition's folder (relative to workDir), or null for none. */
  previewDir: string | null;
  onPreview?: (seg: PreviewSegment) => Promise<void> | void;
  onProgress?: (fraction: number) => void;
  bins: FfmpegBins;
  signal?: AbortSignal;
}

/** One ffmpeg process: reframe, cut, captions layer, the sound; MP4 plus (optionally) the preview rendition. */
export async function renderPass(r: RenderPass): Promise<void> {
  const { src, durationSec } = r;
  const windowSec = r.span.end - r.span.start;
  const layer: CaptionLayer | null = r.pages.length
    ? planCaptionLayer({ pages: r.pages, title: null, preset: r.preset, durationSec: r.outputSec })
    : null;
  const args = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-progress', 'pipe:1', '-nostats'];
  args.push('-ss', r.span.start.toFixed(3), '-t', windowSec.toFixed(3), '-i', src.path);
  let next = 1;
  let layerInput = -1;
  if (layer) {
    args.push('-f', 'rawvideo', '-pix_fmt', 'yuva420p', '-s', `${layer.width}x${layer.height}`);
    args.push(
      '-framerate',
      String(FPS),
      '-probesize',
      '32',
      '-analyzeduration',
      '0',
      '-thread_queue_size',
      '64',
      '-i',
      'pipe:0',
    );
    layerInput = next++;
  }
  let audioInput = -1;
  if (r.audioPath) {
    args.push('-i', r.audioPath);
    audioInput = next++;
  } else {
    // A silent track, so every platform's player treats it alike.
    args.push('-f', 'lavfi', '-t', durationSec.toFixed(3), '-i', `anullsrc=r=${SAMPLE_RATE}:cl=stereo`);
    audioInput = next++;
  }
  // The reframe works in window time (the subject track's times), the cut after it; the captions
  // are drawn in output time, after the cut.
  const cut = r.cuts.length > 1 ? `,${cutFilter(r.cuts)}` : '';
  const f = [
    reframeFilter(r.reframe, src, r.track).replace('[framed]', `,fps=${FPS}${cut},format=yuv420p[framed]`),
  ];
  let cur = 'framed';
  if (layer) {
    f.push(`[${layerInput}:v]setpts='${layerPtsExpression(layer.frames)}'[layer]`);
    f.push(`[${cur}][layer]overlay=x=${layer.x}:y=${layer.captionTop}:eval=frame:eof_action=pass[txt]`);
    cur = 'txt';
  }
  f.push(`[${cur}]null[vout]`);
  const x = FAST_X264;
  args.push(
    '-filter_complex',
    f.join(';'),
    '-map',
    '[vout]',
    '-map',
    `${audioInput}:a`,
    '-t',
    durationSec.toFixed(3),
  );
  args.push('-r', String(FPS), '-c:v', 'libx264', '-preset', x.preset, '-crf', String(x.crf));
  if (x.params) args.push('-x264-params', x.params);
  args.push('-profile:v', 'high', '-level:v', '4.1', '-pix_fmt', 'yuv420p', '-g', String(FPS * 2));
  args.push('-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709');
  args.push('-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '160k', '-ar', '48000', '-ac', '2');
  const watcher =
    r.previewDir && r.onPreview ? previewWatcher(join(r.workDir, r.previewDir), r.onPreview) : null;
  if (watcher) await mkdir(join(r.workDir, r.previewDir!), { recursive: true });
  args.push(
    ...mp4OutputArgs(
      r.outName,
      watcher ? { playlist: `${r.previewDir}/stream.m3u8`, segmentSec: PREVIEW_SEGMENT_SEC } : null,
    ),
  );
  try {
    await runFfmpeg(args, r.bins, {
      cwd: r.workDir,
      // Keeps the decoded 1080p frames' buffers instead of taking and zeroing fresh pages each frame,
      // as the render does (decision 044: faults 0.9 M -> 0.1 M on a 60 s clip).
      env: renderEnv(process.env),
      input: layer ? layerFrames(layer) : undefined,
      signal: r.signal,
      timeoutMs: Math.max(120_000, durationSec * 4_000),
      durationSec,
      onProgress: r.onProgress,
    });
    await watcher?.stop(true);
  } finally {
    await watcher?.stop(false).catch(() => undefined);
  }
}

function* layerFrames(layer: CaptionLayer): Iterable<Buffer> {
  for (let i = 0; i < layer.frames.length; i++) yield layer.draw(i);
}

/** One still of the before/after preview: the source frame at `atSec`, reframed, as a 360x640 JPEG. */
export async function previewFrame(
  src: SourceInfo,
  reframe: Reframe | 'original',
  atSec: number,
  outPath: string,
  bins: FfmpegBins = {},
  signal?: AbortSignal,
): Promise<void> {
  const at = Math.max(0, Math.min(atSec, src.durationSec - 0.1));
  let filter: string;
  if (reframe === 'original') filter = `[0:v]scale=640:-2[out]`;
  else {
    // The subject crop's focus at that moment, from a short track around it.
    const track =
      reframe === 'subject'
        ? await subjectTrack(src.path, { startSec: Math.max(0, at - 1), durationSec: 2, bins, signal }).then(
            (k) => [{ t: 0, x: k[Math.floor(k.length / 2)]?.x ?? 0.5 }],
          )
        : undefined;
    filter = `${reframeFilter(reframe, src, track)};[framed]scale=360:640[out]`;
  }
  await runFfmpeg(
    [
      ...FFMPEG_QUIET,
      '-ss',
      at.toFixed(3),
      '-i',
      src.path,
      '-filter_complex',
      filter,
      '-map',
      '[out]',
      '-frames:v',
      '1',
      '-q:v',
      '4',
      '-f',
      'image2',
      '-update',
      '1',
      outPath,
    ],
    bins,
    { signal, timeoutMs: 30_000 },
  );
}
