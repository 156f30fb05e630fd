import type { Language } from '@reelsmith/contracts/languages';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaptionPreset } from '@reelsmith/contracts/video';
import type { SttProvider } from '../../providers/stt/stt.types.ts';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import type { StereoBuffer } from '../audio/audio-buffer.ts';
import { planCaptionLayer, type CaptionLayer } from '../layers/caption-layer.ts';
import { buildSrt, buildVtt } from '../layers/caption-files.ts';
import { layoutPage, paginate } from '../layers/captions.ts';
import { FAST_X264, FPS, HEIGHT, mp4OutputArgs, renderEnv, WIDTH } from '../encode/ffmpeg.args.ts';
import { buildLoudnessArgs, parseEbur128Summary } from '../encode/ffmpeg.tool-args.ts';
import { runFfmpeg, type FfmpegBins, FFMPEG_QUIET } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { layerPtsExpression } from '../layers/layer-plan.ts';
import { normalizeLoudness } from '../audio/loudness.ts';
import { mp4TopLevelBoxes, probe } from '../../lib/ffmpeg/probe.ts';
import { PREVIEW_SEGMENT_SEC, previewWatcher, type PreviewSegment } from '../encode/render.ts';
import { subjectTrack, trackExpression, type FocusKey } from '../footage/saliency.ts';
import { encodeWavFloat } from '../audio/soundtrack.ts';

// Upload and enhance (decision 100): a creator's own clip becomes a 1080x1920 short. Stages: analyse
// (silence at the ends, the subject's path), transcribe (the STT provider, on the cleaned audio),
// render (one ffmpeg pass: reframe, captions layer, the loudness-normalised audio), check (the
// engine's output checks: ffprobe conformance and measured loudness).

export type Reframe = 'blur' | 'crop' | 'subject';

export interface EnhanceSettings {
  reframe: Reframe;
  loudness: boolean;
  denoise: boolean;
  trimSilence: boolean;
  captions: boolean;
  captionPreset: CaptionPreset;
  /** The speech's language for the recogniser; undefined lets it detect (issue 42). */
  language?: Language;
}

export interface SourceInfo {
  path: string;
  durationSec: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export type EnhanceStage = 'analysing' | 'transcribing' | 'rendering' | 'checking';

export interface EnhanceResult {
  videoPath: string;
  srtPath: string;
  vttPath: string;
  durationSec: number;
  /** The transcript used, in output time (after trimming). */
  words: WordTiming[];
  loudness: { lufs: number; truePeak: number };
  timings: Record<EnhanceStage, number>;
}

const SAMPLE_RATE = 48_000;
const TARGET_LUFS = -14;

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
  const { stderr } = await runFfmpeg(
    [
      '-hide_banner',
      '-nostdin',
      '-nostats',
      '-i',
      path,
      '-vn',
      '-af',
      'silencedetect=n=-40dB:d=0.4',
      '-f',
      'null',
      '-',
    ],
    bins,
    { signal, timeoutMs: 120_000 },
  );
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

/** Decodes the clip's audio (trimmed, optionally denoised) to float stereo at 48 kHz. */
async function decodeAudio(
  src: SourceInfo,
  span: { start: number; end: number },
  denoise: boolean,
  bins: FfmpegBins,
  signal?: AbortSignal,
): Promise<StereoBuffer> {
  const filters = ['aresample=48000'];
  if (denoise) filters.unshift('highpass=f=70', 'afftdn=nr=12:nf=-40');
  const { stdout } = await runFfmpeg(
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-ss',
      span.start.toFixed(3),
      '-t',
      (span.end - span.start).toFixed(3),
      '-i',
      src.path,
      '-vn',
      '-af',
      filters.join(','),
      '-ac',
      '2',
      '-ar',
      String(SAMPLE_RATE),
      '-f',
      'f32le',
      'pipe:1',
    ],
    bins,
    { signal, timeoutMs: 300_000 },
  );
  const n = Math.floor(stdout.length / 8);
  const inter = new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + n * 8));
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    left[i] = inter[2 * i]!;
    right[i] = inter[2 * i + 1]!;
  }
  return { left, right, sampleRate: SAMPLE_RATE };
}

/** The edited transcript's words in caption pages; words keep the times the recogniser gave them. */
export function transcriptPages(words: WordTiming[], preset: CaptionPreset) {
  return paginate(words.filter((w) => w.word.trim())).map((p) => layoutPage(p, preset));
}

/** ffmpeg's output checks on a finished short: what the platforms require, and the loudness target. */
export async function checkOutput(path: string, bins: FfmpegBins = {}, signal?: AbortSignal) {
  const [p, boxes, loud] = await Promise.all([
    probe(path, bins, signal),
    mp4TopLevelBoxes(path),
    runFfmpeg(buildLoudnessArgs(path), bins, { signal, timeoutMs: 120_000 }),
  ]);
  const { integrated, truePeak } = parseEbur128Summary(loud.stderr);
  const problems: string[] = [];
  if (p.video?.codec !== 'h264' || p.video.profile !== 'High') problems.push('video is not H.264 High');
  if (p.video?.width !== WIDTH || p.video.height !== HEIGHT) problems.push('video is not 1080x1920');
  if (p.audio && (p.audio.codec !== 'aac' || p.audio.sampleRate !== 48_000))
    problems.push('audio is not AAC 48 kHz');
  if (boxes.indexOf('moov') > boxes.indexOf('mdat')) problems.push('moov is not before mdat');
  return { probe: p, lufs: integrated, truePeak, problems };
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
function sliceAudio(audio: StereoBuffer, from: number, to: number): StereoBuffer {
  const a = Math.round(from * audio.sampleRate);
  const b = Math.min(audio.left.length, Math.round(to * audio.sampleRate));
  return { left: audio.left.subarray(a, b), right: audio.right.subarray(a, b), sampleRate: audio.sampleRate };
}

/** What one encode of the enhanced picture and sound needs (decision 103's one ffmpeg pass). */
interface RenderPass {
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
async function renderPass(r: RenderPass): Promise<void> {
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

export async function enhanceVideo(
  src: SourceInfo,
  settings: EnhanceSettings,
  opts: {
    workDir: string;
    stt: SttProvider;
    bins?: FfmpegBins;
    signal?: AbortSignal;
    /** Words the user edited: used as given (no new transcription). */
    words?: WordTiming[] | null;
    onProgress?: (p: { stage: EnhanceStage; percent: number }) => void;
    /** Called once the transcript is known (so the row shows it while the render runs). */
    onTranscript?: (words: WordTiming[]) => Promise<void> | void;
    /**
     * Called for each finished segment of the live preview (decision 103): the same encode also
     * writes a fragmented-MP4 rendition in 2 s segments, as a video render does (decision 070).
     * Segments are reported once each, in order; the first ones may come from an early render of
     * the opening while the rest of the clip is still being recognised (decision 105).
     */
    onPreview?: (seg: PreviewSegment) => Promise<void> | void;
  },
): Promise<EnhanceResult> {
  const bins = opts.bins ?? {};
  const { workDir, signal } = opts;
  const timings: Record<EnhanceStage, number> = { analysing: 0, transcribing: 0, rendering: 0, checking: 0 };
  const progress = (stage: EnhanceStage, percent: number) =>
    opts.onProgress?.({ stage, percent: Math.round(percent) });
  const tag = randomBytes(4).toString('hex');
  const scratch: string[] = [];

  // 1. Analyse. The window is the source from the first kept frame to the last; `cuts` are the kept
  // spans relative to it (one span: nothing cut inside).
  let t = performance.now();
  progress('analysing', 0);
  const kept =
    settings.trimSilence && src.hasAudio
      ? await speechSpans(src.path, src.durationSec, bins, signal)
      : [{ start: 0, end: src.durationSec }];
  const span = { start: kept[0]!.start, end: kept[kept.length - 1]!.end };
  const windowSec = span.end - span.start;
  const cuts = kept.map((p) => ({ start: p.start - span.start, end: p.end - span.start }));
  const durationSec = cuts.length > 1 ? cuts.reduce((n, p) => n + p.end - p.start, 0) : windowSec;
  const [track, decoded] = await Promise.all([
    settings.reframe === 'subject'
      ? subjectTrack(src.path, { startSec: span.start, durationSec: windowSec, bins, signal })
      : Promise.resolve(undefined),
    src.hasAudio ? decodeAudio(src, span, settings.denoise, bins, signal) : Promise.resolve(null),
  ]);
  const audio = decoded && cuts.length > 1 ? cutAudio(decoded, cuts) : decoded;
  const audioPath = join(workDir, `.${tag}.audio.wav`);
  scratch.push(audioPath);
  let gain = 1;
  if (audio) {
    // Loudness is measured on the whole clip before anything is rendered: the preview and the
    // output carry the same gain.
    if (settings.loudness) gain = normalizeLoudness(audio, TARGET_LUFS, -2.2).pendingGain;
    await writeFile(audioPath, encodeWavFloat(audio, gain));
  }
  timings.analysing = performance.now() - t;
  progress('analysing', 100);

  const common = {
    src,
    reframe: settings.reframe,
    span,
    cuts,
    track,
    audioPath: audio ? audioPath : null,
    preset: settings.captionPreset,
    outputSec: durationSec,
    workDir,
    bins,
    signal,
  };
  const outName = `.${tag}.video.mp4`;
  const out = join(workDir, outName);
  scratch.push(out);
  const previewDir = `.${tag}.preview`;
  scratch.push(join(workDir, previewDir));
  // The opening's preview, rendered while the rest of the clip is recognised (decision 105): resolves
  // to how many segments it reported; the full render reports from there on.
  let early: Promise<number> = Promise.resolve(0);
  // Stops the early render when the enhance fails before it is done.
  const earlyStop = new AbortController();
  const earlySignal = signal ? AbortSignal.any([signal, earlyStop.signal]) : earlyStop.signal;

  try {
    // 2. Transcribe (the cleaned, trimmed audio: its times are the output's times).
    t = performance.now();
    let words: WordTiming[] = [];
    let pages: ReturnType<typeof transcriptPages> = [];
    if (settings.captions && audio) {
      progress('transcribing', 0);
      const split = !opts.words && opts.onPreview ? firstChunkEnd(audio) : null;
      if (opts.words) {
        words = opts.words.filter((w) => w.start < durationSec);
        pages = transcriptPages(words, settings.captionPreset);
      } else if (split === null) {
        words = (await opts.stt.transcribe({ audioPath, workDir, language: settings.language }, { signal }))
          .words;
        words = words.filter((w) => w.start < durationSec);
        pages = transcriptPages(words, settings.captionPreset);
      } else {
        // The opening first, on its own; its words and caption pages are final (pages never run
        // across the split, which sits at a quiet moment), so its preview shows what the output shows.
        const firstPath = join(workDir, `.${tag}.first.wav`);
        const restPath = join(workDir, `.${tag}.rest.wav`);
        scratch.push(firstPath, restPath);
        await writeFile(firstPath, encodeWavFloat(sliceAudio(audio, 0, split), gain));
        const first = (
          await opts.stt.transcribe(
            { audioPath: firstPath, workDir, language: settings.language },
            { signal },
          )
        ).words.filter((w) => w.start < split);
        const firstPages = transcriptPages(first, settings.captionPreset);
        progress('transcribing', (100 * split) / durationSec);
        // Whole 2 s segments inside the first chunk, plus a little more so the last one is closed
        // with the same frames and sound as in the full render.
        const segments = Math.max(1, Math.floor(split / PREVIEW_SEGMENT_SEC + 1e-6));
        const earlyDuration = Math.min(durationSec, segments * PREVIEW_SEGMENT_SEC + 0.5);
        let reported = 0;
        let firstShown = () => {};
        const firstSegment = new Promise<void>((resolve) => (firstShown = resolve));
        const earlyOut = `.${tag}.early.mp4`;
        scratch.push(join(workDir, earlyOut), join(workDir, `.${tag}.early`));
        early = renderPass({
          ...common,
          signal: earlySignal,
          pages: firstPages,
          durationSec: earlyDuration,
          outName: earlyOut,
          previewDir: `.${tag}.early`,
          onPreview: async (seg) => {
            if (seg.index >= segments || seg.index !== reported) return;
            await opts.onPreview!(seg);
            reported++;
            firstShown();
          },
        }).then(
          () => reported,
          () => reported,
        );
        // The first segment gets the CPU before the rest of the recognition starts.
        await Promise.race([firstSegment, early]);
        await writeFile(restPath, encodeWavFloat(sliceAudio(audio, split, durationSec), gain));
        const rest = (
          await opts.stt.transcribe({ audioPath: restPath, workDir, language: settings.language }, { signal })
        ).words
          .map((w) => ({ ...w, start: w.start + split, end: w.end + split }))
          .filter((w) => w.start < durationSec);
        words = [...first, ...rest];
        pages = [...firstPages, ...transcriptPages(rest, settings.captionPreset)];
      }
      await opts.onTranscript?.(words);
      progress('transcribing', 100);
    }
    timings.transcribing = performance.now() - t;

    // 3. Render: one ffmpeg process for the output. Its preview segments carry on after the early
    // render's (the same frames and times, so the growing MP4 plays straight through).
    t = performance.now();
    progress('rendering', 0);
    const skip = await early;
    await renderPass({
      ...common,
      pages,
      durationSec,
      outName,
      previewDir: opts.onPreview ? previewDir : null,
      onPreview: async (seg) => {
        if (seg.index >= skip) await opts.onPreview!(seg);
      },
      onProgress: (fr) => progress('rendering', fr * 99),
    });
    timings.rendering = performance.now() - t;

    // 4. Check.
    t = performance.now();
    progress('checking', 0);
    const check = await checkOutput(out, bins, signal);
    if (check.problems.length)
      throw new Error(`The enhanced video failed its checks: ${check.problems.join('; ')}`);
    timings.checking = performance.now() - t;
    progress('checking', 100);
    const final = {
      videoPath: join(workDir, 'enhanced.mp4'),
      srtPath: join(workDir, 'captions.srt'),
      vttPath: join(workDir, 'captions.vtt'),
    };
    await rename(out, final.videoPath);
    await writeFile(final.srtPath, buildSrt(pages));
    await writeFile(final.vttPath, buildVtt(pages));
    return {
      ...final,
      durationSec: check.probe.durationSec || durationSec,
      words,
      loudness: { lufs: check.lufs, truePeak: check.truePeak },
      timings,
    };
  } finally {
    earlyStop.abort();
    await early.catch(() => undefined);
    await Promise.all(scratch.map((p) => rm(p, { recursive: true, force: true })));
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
