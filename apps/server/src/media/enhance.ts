import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaptionPreset } from '@reelsmith/contracts/video';
import type { SttProvider } from '../providers/stt/stt.types.ts';
import type { WordTiming } from '../providers/tts/tts.types.ts';
import type { StereoBuffer } from './audio-buffer.ts';
import { planCaptionLayer, type CaptionLayer } from './caption-layer.ts';
import { buildSrt, buildVtt, layoutPage, paginate } from './captions.ts';
import { buildLoudnessArgs, FAST_X264, FPS, HEIGHT, parseEbur128Summary, WIDTH } from './ffmpeg.args.ts';
import { runFfmpeg, type FfmpegBins } from './ffmpeg.runner.ts';
import { layerPtsExpression } from './layer-plan.ts';
import { normalizeLoudness } from './loudness.ts';
import { mp4TopLevelBoxes, probe } from './probe.ts';
import { subjectTrack, trackExpression, type FocusKey } from './saliency.ts';
import { encodeWavFloat } from './soundtrack.ts';

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

/** Leading and trailing silence (below -40 dB for 0.4 s or more), from ffmpeg's silencedetect. */
export async function speechBounds(
  path: string,
  durationSec: number,
  bins: FfmpegBins = {},
  signal?: AbortSignal,
): Promise<{ start: number; end: number }> {
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
  return boundsFromSilences(stderr, durationSec);
}

export function boundsFromSilences(stderr: string, durationSec: number): { start: number; end: number } {
  const starts = [...stderr.matchAll(/silence_start: (-?[\d.]+)/g)].map((m) => Number(m[1]));
  const ends = [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  let start = 0;
  let end = durationSec;
  if (starts.length && starts[0]! <= 0.05 && ends[0] !== undefined) start = Math.max(0, ends[0] - 0.15);
  const lastStart = starts[starts.length - 1];
  // A silence that runs to the end has no silence_end (or one at the very end).
  if (
    lastStart !== undefined &&
    lastStart > start &&
    (ends.length < starts.length || ends[ends.length - 1]! >= durationSec - 0.05)
  )
    end = Math.min(durationSec, lastStart + 0.25);
  if (end - start < 1) return { start: 0, end: durationSec }; // nothing but silence: keep it all
  return { start, end };
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
  },
): Promise<EnhanceResult> {
  const bins = opts.bins ?? {};
  const { workDir, signal } = opts;
  const timings: Record<EnhanceStage, number> = { analysing: 0, transcribing: 0, rendering: 0, checking: 0 };
  const progress = (stage: EnhanceStage, percent: number) =>
    opts.onProgress?.({ stage, percent: Math.round(percent) });
  const tag = randomBytes(4).toString('hex');

  // 1. Analyse.
  let t = performance.now();
  progress('analysing', 0);
  const span =
    settings.trimSilence && src.hasAudio
      ? await speechBounds(src.path, src.durationSec, bins, signal)
      : { start: 0, end: src.durationSec };
  const durationSec = span.end - span.start;
  const [track, audio] = await Promise.all([
    settings.reframe === 'subject'
      ? subjectTrack(src.path, { startSec: span.start, durationSec, bins, signal })
      : Promise.resolve(undefined),
    src.hasAudio ? decodeAudio(src, span, settings.denoise, bins, signal) : Promise.resolve(null),
  ]);
  const audioPath = join(workDir, `.${tag}.audio.wav`);
  let gain = 1;
  if (audio) {
    if (settings.loudness) gain = normalizeLoudness(audio, TARGET_LUFS, -2.2).pendingGain;
    await writeFile(audioPath, encodeWavFloat(audio, gain));
  }
  timings.analysing = performance.now() - t;
  progress('analysing', 100);

  // 2. Transcribe (the cleaned, trimmed audio: its times are the output's times).
  t = performance.now();
  let words: WordTiming[] = [];
  if (settings.captions && audio) {
    progress('transcribing', 0);
    words = opts.words ?? (await opts.stt.transcribe({ audioPath, workDir }, { signal })).words;
    words = words.filter((w) => w.start < durationSec);
    await opts.onTranscript?.(words);
    progress('transcribing', 100);
  }
  timings.transcribing = performance.now() - t;

  // 3. Render: one ffmpeg process.
  t = performance.now();
  progress('rendering', 0);
  const pages = settings.captions ? transcriptPages(words, settings.captionPreset) : [];
  const layer: CaptionLayer | null = pages.length
    ? planCaptionLayer({ pages, title: null, preset: settings.captionPreset, durationSec })
    : null;
  const out = join(workDir, `.${tag}.video.mp4`);
  const args = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-progress', 'pipe:1', '-nostats'];
  args.push('-ss', span.start.toFixed(3), '-t', durationSec.toFixed(3), '-i', src.path);
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
  if (audio) {
    args.push('-i', audioPath);
    audioInput = next++;
  } else {
    // A silent track, so every platform's player treats it alike.
    args.push('-f', 'lavfi', '-t', durationSec.toFixed(3), '-i', `anullsrc=r=${SAMPLE_RATE}:cl=stereo`);
    audioInput = next++;
  }
  const f = [
    reframeFilter(settings.reframe, src, track).replace('[framed]', `,fps=${FPS},format=yuv420p[framed]`),
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
  args.push('-movflags', '+faststart', '-f', 'mp4', out);
  try {
    await runFfmpeg(args, bins, {
      cwd: workDir,
      input: layer ? layerFrames(layer) : undefined,
      signal,
      timeoutMs: Math.max(120_000, durationSec * 4_000),
      durationSec,
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
    await rm(out, { force: true });
    await rm(audioPath, { force: true });
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
      '-hide_banner',
      '-nostdin',
      '-y',
      '-v',
      'error',
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
