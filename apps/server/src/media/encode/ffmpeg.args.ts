import { BG_FPS, type BackgroundSource } from '../scenes/backgrounds.ts';
import { layerPtsExpression, type LayerPlan } from '../layers/layer-plan.ts';
import { FPS, HEIGHT, WIDTH } from '../frame.ts';
import { clipFilter, clipSegment, clipTimeline, type OverlayClip } from './ffmpeg.clips.ts';

// Pure builders of ffmpeg argument lists (unit-tested without ffmpeg). Execution lives in ffmpeg.runner.ts.

export interface X264Settings {
  preset: 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium';
  crf: number;
  /** Extra x264 options, `key=value:key=value`. */
  params?: string;
  tune?: string;
  /** H.264 profile (default high); lossless needs high444. */
  profile?: string;
}

/**
 * Default encoder settings (measured, docs/PERFORMANCE.md): ultrafast's analysis with CABAC and 8x8
 * transforms switched back on, which keeps the stream High profile at about 1.7x the speed of veryfast.
 */
export const FAST_X264: X264Settings = {
  preset: 'ultrafast',
  crf: 21,
  params: 'cabac=1:8x8dct=1:ref=1:bframes=0',
};

/**
 * Lossless: decoded, the video is the render's own frames. The benchmark's baseline encodes those
 * (decision 256); a lossy output's decoded frames have lost the fine detail that costs x264 work.
 */
export const LOSSLESS_X264: X264Settings = { preset: 'ultrafast', crf: 0, profile: 'high444' };

/** The scene layer (see scene-layer.ts): raw yuva420p sprites on file descriptor 3, moved by x/y expressions. */
export interface SceneLayerPlan {
  width: number;
  height: number;
  frames: number[];
  /** ffmpeg expressions of t for the sprite's top-left corner. */
  x: string;
  y: string;
  /** Seconds [from, to) in which the sprite shows anything; outside them it is not blended. */
  shown?: [number, number][];
}

/** A still drawn over the whole video at a fixed place (the free plan's watermark). */
export interface StillOverlay {
  path: string;
  x: number;
  y: number;
}

/** Fragmented-MP4 HLS rendition written while the video encodes, so playback can start early. */
export interface PreviewPlan {
  /** Playlist path, relative to ffmpeg's working directory; segments and init go beside it. */
  playlist: string;
  segmentSec: number;
}

export interface RenderPlan {
  durationSec: number;
  background: BackgroundSource;
  clips: OverlayClip[];
  layer: LayerPlan | null;
  scenes?: SceneLayerPlan | null;
  watermark: StillOverlay | null;
  /** A brand kit's logo (issue 41), overlaid like the watermark: after everything else. */
  logo?: StillOverlay | null;
  audioPath: string;
  x264: X264Settings;
  outPath: string;
  preview?: PreviewPlan | null;
  threads?: number;
  /**
   * A frame to encode as a keyframe, besides one every 2 s: the thumbnail's (thumbnailFrame), so that
   * the thumbnail decodes that one frame instead of every frame from the start of its segment.
   */
  keyframe?: number;
}

/**
 * Images of a piped layer ffmpeg's reading thread holds ahead of the filtergraph. The layer thread draws
 * them far ahead of the encode, so the queue is always full: at 64 it held up to 64 images of 1.4-1.9
 * MB each (about 210 MB), every page of it faulted in and zeroed once. Eight is ffmpeg's own default
 * and still keeps the overlays fed (decision 044).
 */
export const LAYER_QUEUE = 8;

/**
 * glibc's allocator for every render (decisions 043 and 044): freed frame
 * and packet buffers (0.6-3 MB each: the layers' raw frames, decoded and scaled frames) stay in the
 * process to be reused, instead of going back to the kernel and being faulted in and zeroed again for
 * the next frame. W30-footage's render ffmpeg: 300,000-460,000 page faults with glibc's defaults,
 * 90,000 with these, user+system 0.8 s less on average; the builtin W30's: 69,000-206,000 -> 60,000,
 * system 0.57 -> 0.42 s, user+system 0.3 s less on average. Same frames (MD5); 15-50 MB more peak
 * memory. Other C libraries ignore the variable.
 */
export const RENDER_MALLOC_TUNABLES =
  'glibc.malloc.mmap_threshold=16777216:glibc.malloc.trim_threshold=67108864';

/**
 * The environment of a render's ffmpeg: `base` with RENDER_MALLOC_TUNABLES (settings already in `base`
 * come last, so they win).
 */
export function renderEnv(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const own = base.GLIBC_TUNABLES;
  return { ...base, GLIBC_TUNABLES: own ? `${RENDER_MALLOC_TUNABLES}:${own}` : RENDER_MALLOC_TUNABLES };
}

/**
 * Frames (at 30 fps) between the backdrop's own frames where the picture changes once the caption layer
 * is on: each caption image's first frame, the frame after the last image (where the layer ends) and the
 * frames either side of the band's move (its y is a function of t). Sorted, no backdrop frames.
 */
export function captionChangeFrames(layer: LayerPlan): number[] {
  const step = FPS / BG_FPS;
  const last = layer.frames[layer.frames.length - 1] ?? 0;
  const move = Math.floor(layer.titleEnd * FPS);
  const all = [...layer.frames, last + 1, ...(layer.titleEnd > 0 ? [move, move + 1] : [])];
  return [...new Set(all.filter((n) => n % step))].sort((a, b) => a - b);
}

/** `select` expression of n keeping every backdrop frame and captionChangeFrames: a balanced tree of comparisons. */
function changeFramesExpression(layer: LayerPlan): string {
  const keep = captionChangeFrames(layer);
  const tree = (lo: number, hi: number): string => {
    if (hi - lo === 1) return `eq(n,${keep[lo]})`;
    const mid = (lo + hi) >> 1;
    return `if(lt(n,${keep[mid]}),${tree(lo, mid)},${tree(mid, hi)})`;
  };
  return `not(mod(n,${FPS / BG_FPS}))${keep.length ? `+${tree(0, keep.length)}` : ''}`;
}

/**
 * The whole render: one ffmpeg process, one filtergraph, one encode (written as the final MP4 and, when
 * asked, as the live preview). The thumbnail is taken afterwards (buildThumbnailArgs), from a keyframe
 * put at its frame (`keyframe`): a second output that waits for one particular frame makes ffmpeg 5
 * starve the audio, which holds back every preview segment (also when that output is given frame 0 at
 * once with a far-ahead time, and also when its frame comes before the first segment's end: decision 044).
 */
export function buildRenderArgs(plan: RenderPlan): string[] {
  const args = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-progress', 'pipe:1', '-nostats'];
  const timeline = clipTimeline(plan.clips, plan.durationSec);
  const joined = !!timeline;
  const gaps = timeline?.filter((p) => p.clip === null) ?? [];
  let next = 0;
  if (!joined || gaps.length) {
    args.push('-f', 'lavfi', '-i', plan.background.lavfi);
    next = 1;
  }
  const clipInputs: number[] = [];
  for (const c of plan.clips) {
    // A clip is read only for as long as its scene lasts (looped when shorter); joined clips a few
    // frames longer, so that each has every frame of its scene.
    const span = Math.max(0.05, c.end - c.start) + (joined ? 0.2 : 0);
    if (c.kind === 'video') args.push('-stream_loop', '-1', '-t', span.toFixed(3));
    args.push('-i', c.path);
    clipInputs.push(next++);
  }
  let layerInput = -1;
  if (plan.layer) {
    const l = plan.layer;
    // Raw frames need no probing; by default ffmpeg would read seconds' worth before starting.
    args.push('-f', 'rawvideo', '-pix_fmt', 'yuva420p', '-s', `${l.width}x${l.height}`);
    args.push('-framerate', String(FPS), '-probesize', '32', '-analyzeduration', '0');
    args.push('-thread_queue_size', String(LAYER_QUEUE), '-i', 'pipe:0');
    layerInput = next++;
  }
  let sceneInput = -1;
  if (plan.scenes) {
    const l = plan.scenes;
    args.push('-f', 'rawvideo', '-pix_fmt', 'yuva420p', '-s', `${l.width}x${l.height}`);
    args.push('-framerate', String(FPS), '-probesize', '32', '-analyzeduration', '0');
    args.push('-thread_queue_size', String(LAYER_QUEUE), '-i', 'pipe:3');
    sceneInput = next++;
  }
  let markInput = -1;
  if (plan.watermark) {
    args.push('-i', plan.watermark.path);
    markInput = next++;
  }
  let logoInput = -1;
  if (plan.logo) {
    args.push('-i', plan.logo.path);
    logoInput = next++;
  }
  const audioInput = next++;
  args.push('-i', plan.audioPath);

  const f: string[] = [];
  // Grade at low resolution, convert to yuv420p there, scale once, then repeat frames up to 30 fps.
  const low = [
    ...plan.background.lowResFilters,
    'format=yuv420p',
    `scale=${WIDTH}:${HEIGHT}:flags=${plan.background.scaleFlags}`,
  ];
  const scenesOnBackdrop = !!plan.scenes && !plan.clips.length;
  // Without clips the picture under the captions changes only at the backdrop's rate. The frames in
  // between are passed on only where the caption layer changes (or its band moves, or the layer
  // ends); the overlays above need then copy and blend only those, and fps repeats them to 30 fps
  // at the end. Same frames out.
  const sparse = !plan.clips.length && !!plan.layer && FPS % BG_FPS === 0;
  const bg0 = sparse ? `,select='${changeFramesExpression(plan.layer!)}'[bg0]` : '[bg0]';
  if (timeline) {
    // The backdrop is made only for the gaps: each gap's stretch of the source (at its own low rate,
    // a frame either side), graded and scaled, raised to 30 fps and cut to the gap's frames.
    const gapLabels = gaps.map((_, k) => `bd${k}`);
    if (gaps.length > 1) f.push(`[0:v]split=${gaps.length}${gapLabels.map((l) => `[${l}]`).join('')}`);
    gaps.forEach((g, k) => {
      const src = gaps.length > 1 ? `[${gapLabels[k]}]` : '[0:v]';
      const from = Math.max(0, g.from / FPS - 0.2).toFixed(3);
      const to = (g.to / FPS + 0.2).toFixed(3);
      f.push(
        `${src}trim=start=${from}:end=${to},${low.join(',')},fps=${FPS},` +
          `trim=start_pts=${g.from}:end_pts=${g.to},setpts=PTS-STARTPTS[gap${k}]`,
      );
    });
    let gap = 0;
    const labels = timeline.map((p) => {
      if (p.clip === null) return `[gap${gap++}]`;
      f.push(clipSegment(plan.clips[p.clip]!, p.to - p.from, clipInputs[p.clip]!, `clip${p.clip}`));
      return `[clip${p.clip}]`;
    });
    f.push(`${labels.join('')}concat=n=${labels.length}:v=1:a=0[bg0]`);
  } else if (plan.scenes && scenesOnBackdrop) {
    // Illustrations are blended at the backdrop's rate (10 fps), before the frames are repeated to
    // 30 fps: a third of the blending (decision 013). Image N starts at frame frames[N]; float and
    // sway are the x/y expressions.
    const l = plan.scenes;
    f.push(`[0:v]${low.join(',')}[bgs]`);
    f.push(`[${sceneInput}:v]setpts='${layerPtsExpression(l.frames)}'[scenes]`);
    f.push(`[bgs][scenes]overlay=x='${l.x}':y='${l.y}':eval=frame:eof_action=repeat,fps=${FPS}${bg0}`);
  } else f.push(`[0:v]${low.join(',')},fps=${FPS}${bg0}`);
  let cur = 'bg0';
  (joined ? [] : plan.clips).forEach((c, i) => {
    f.push(clipFilter(c, clipInputs[i]!, `clip${i}`));
    const out = `bgc${i}`;
    f.push(
      `[${cur}][clip${i}]overlay=eof_action=pass:enable='between(t,${c.start.toFixed(3)},${c.end.toFixed(3)})'[${out}]`,
    );
    cur = out;
  });
  if (plan.scenes && !scenesOnBackdrop) {
    // Over footage, the labels go above the clips, at the full frame rate.
    const l = plan.scenes;
    f.push(`[${sceneInput}:v]setpts='${layerPtsExpression(l.frames)}'[scenes]`);
    // Over footage the sprite holds only the labels: it is blended only while one shows (decision 029).
    const enable =
      l.shown && l.shown.length <= 40
        ? `:enable='${l.shown.map(([a, b]) => `between(t,${a.toFixed(3)},${b.toFixed(3)})`).join('+') || '0'}'`
        : '';
    f.push(`[${cur}][scenes]overlay=x='${l.x}':y='${l.y}':eval=frame:eof_action=repeat${enable}[scn]`);
    cur = 'scn';
  }
  if (plan.layer) {
    const l = plan.layer;
    // Image N starts at frame frames[N]; the band moves from the title card's place to the captions'.
    f.push(`[${layerInput}:v]setpts='${layerPtsExpression(l.frames)}'[layer]`);
    const y =
      l.titleEnd > 0
        ? `'if(lt(t,${l.titleEnd.toFixed(3)}),${l.titleTop},${l.captionTop})'`
        : String(l.captionTop);
    f.push(`[${cur}][layer]overlay=x=${l.x}:y=${y}:eval=frame:eof_action=pass[txt]`);
    cur = 'txt';
  }
  if (plan.watermark) {
    const w = plan.watermark;
    f.push(`[${markInput}:v]format=yuva420p[mark]`);
    f.push(`[${cur}][mark]overlay=x=${w.x}:y=${w.y}:eof_action=repeat[marked]`);
    cur = 'marked';
  }
  if (plan.logo) {
    const w = plan.logo;
    f.push(`[${logoInput}:v]format=yuva420p[logo]`);
    f.push(`[${cur}][logo]overlay=x=${w.x}:y=${w.y}:eof_action=repeat[branded]`);
    cur = 'branded';
  }
  f.push(`[${cur}]${sparse ? `fps=${FPS}` : 'null'}[vout]`);

  // The filtergraph runs on ffmpeg's main thread alone: its slices are small (two overlays and a scale
  // per frame), and handing them to a second thread cost more CPU than it saved on two cores (decision
  // 044). x264's own threads are not affected.
  args.push('-filter_complex_threads', '1', '-filter_complex', f.join(';'));
  const x = plan.x264;
  args.push(
    '-map',
    '[vout]',
    '-map',
    `${audioInput}:a`,
    '-t',
    plan.durationSec.toFixed(3),
    '-r',
    String(FPS),
    '-c:v',
    'libx264',
    '-preset',
    x.preset,
    '-crf',
    String(x.crf),
  );
  if (x.tune) args.push('-tune', x.tune);
  if (x.params) args.push('-x264-params', x.params);
  // The forced keyframes keep the 2 s grid (a forced one restarts x264's count, and the preview's
  // segments end on that grid) and add the thumbnail's frame; the segments stay 2 s long.
  if (plan.keyframe !== undefined)
    args.push('-force_key_frames', `expr:not(mod(n,${FPS * 2}))+eq(n,${Math.round(plan.keyframe)})`);
  args.push(
    '-profile:v',
    x.profile ?? 'high',
    '-level:v',
    '4.1',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(FPS * 2),
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-colorspace',
    'bt709',
  );
  if (plan.threads) args.push('-threads', String(plan.threads));
  args.push('-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '160k', '-ar', '48000', '-ac', '2');
  args.push(...mp4OutputArgs(plan.outPath, plan.preview));
  return args;
}

/**
 * The output half of an encode: a faststart MP4, and with `preview` also the growing fragmented-MP4
 * rendition of the same encode (one encode, two files; decision 070).
 */
export function mp4OutputArgs(outPath: string, preview?: PreviewPlan | null): string[] {
  if (!preview) return ['-movflags', '+faststart', '-f', 'mp4', outPath];
  const p = preview;
  const dir = p.playlist.includes('/') ? p.playlist.slice(0, p.playlist.lastIndexOf('/') + 1) : '';
  const hls = [
    'f=hls',
    `hls_time=${p.segmentSec}`,
    'hls_segment_type=fmp4',
    'hls_flags=temp_file',
    'hls_playlist_type=event',
    'hls_fmp4_init_filename=init.mp4',
    `hls_segment_filename=${dir}seg%03d.m4s`,
  ].join(':');
  for (const path of [outPath, p.playlist]) {
    if (/[|[\]\\:]/.test(path)) throw new Error(`Unsafe output path for ffmpeg's tee muxer: ${path}`);
  }
  return ['-f', 'tee', `[f=mp4:movflags=+faststart]${outPath}|[${hls}]${p.playlist}`];
}
