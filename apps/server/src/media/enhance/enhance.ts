import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SttProvider } from '../../providers/stt/stt.types.ts';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import type { StereoBuffer } from '../audio/audio-buffer.ts';
import { buildSrt, buildVtt } from '../layers/caption-files.ts';
import { HEIGHT, WIDTH } from '../frame.ts';
import { buildLoudnessArgs, parseEbur128Summary } from '../encode/ffmpeg.tool-args.ts';
import { runFfmpeg, type FfmpegBins } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { normalizeLoudness } from '../audio/loudness.ts';
import { mp4TopLevelBoxes, probe } from '../../lib/ffmpeg/probe.ts';
import { PREVIEW_SEGMENT_SEC, type PreviewSegment } from '../encode/render.ts';
import { subjectTrack } from '../footage/saliency.ts';
import { encodeWavFloat } from '../audio/soundtrack.ts';
import { cutAudio, firstChunkEnd, sliceAudio, speechSpans } from './speech-cuts.ts';

import { renderPass, SAMPLE_RATE, transcriptPages } from './enhance-encode.ts';
import type { EnhanceResult, EnhanceSettings, EnhanceStage, SourceInfo } from './enhance.types.ts';
// Upload and enhance (decision 100): a creator's own clip becomes a 1080x1920 short. Stages: analyse
// (silence at the ends, the subject's path), transcribe (the STT provider, on the cleaned audio),
// render (one ffmpeg pass: reframe, captions layer, the loudness-normalised audio), check (the
// engine's output checks: ffprobe conformance and measured loudness).

const TARGET_LUFS = -14;

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
