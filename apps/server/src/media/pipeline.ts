import { mkdir } from 'node:fs/promises';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import type { Script } from '../providers/llm/llm.types.ts';
import type { SpeechResult } from '../providers/tts/tts.types.ts';
import { TAIL_SEC } from './narration/fit-length.ts';
import { MediaToolError } from '../lib/ffmpeg/ffmpeg.runner.ts';
import { prepareBed } from './audio/bed.ts';
import type { PreviewSegment } from './encode/render.ts';
import { planStoryboard, type GenerateVideoDeps, type GenerateVideoInput } from './storyboard/plan.ts';
import { MAX_VIDEO_SEC } from './storyboard/plan-visuals.ts';
import { localAssets, renderStoryboard } from './storyboard/render.ts';

export type { PreviewSegment } from './encode/render.ts';
export type { GenerateVideoDeps, GenerateVideoInput } from './storyboard/plan.ts';
export { assignBroll, findFootage, MAX_VIDEO_SEC, splitHook } from './storyboard/plan-visuals.ts';

// One pipeline for the HTTP API, the worker, the CLI and the benchmark: idea → storyboard
// (planStoryboard: script, one fitted voice file, scenes, pictures) → video (renderStoryboard:
// soundtrack, captions, layers, encode). The render reads only the storyboard (decision 180).

export type Stage = 'scripting' | 'voicing' | 'rendering';

export interface GenerateVideoResult {
  videoPath: string;
  thumbnailPath: string;
  srtPath: string;
  vttPath: string;
  assPath: string;
  script: Script;
  speech: SpeechResult;
  durationSec: number;
  width: 1080;
  height: 1920;
  /** Milliseconds per stage. */
  timings: Record<Stage, number>;
  /** The document the video was rendered from. */
  storyboard: Storyboard;
  /** Every key the storyboard names → its local file (in the work folder or where it came from). */
  files: Record<string, string>;
  /** Keys of the files planning made (the narration, fetched clips): the caller keeps them. */
  made: string[];
}

function deadline(timeoutMs?: number): {
  signal: AbortSignal | undefined;
  remaining: () => number | undefined;
} {
  const end = timeoutMs ? Date.now() + timeoutMs : undefined;
  return {
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    remaining: () => (end ? Math.max(1, end - Date.now()) : undefined),
  };
}

export interface GenerateVideoOptions {
  workDir: string;
  deps: GenerateVideoDeps;
  onProgress?: (p: { stage: Stage; percent: number }) => void;
  /** Each finished segment of the live preview, in order (see render.ts). */
  onPreview?: (seg: PreviewSegment) => Promise<void> | void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function generateVideo(
  input: GenerateVideoInput,
  opts: GenerateVideoOptions,
): Promise<GenerateVideoResult> {
  try {
    return await generate(input, opts);
  } catch (caught) {
    // A step that stops with `signal.throwIfAborted()` (the writer's length fit, the soundtrack)
    // throws the signal's own reason, a DOMException: it is a cancel like any other.
    const e =
      caught instanceof DOMException && (caught.name === 'AbortError' || caught.name === 'TimeoutError')
        ? new MediaToolError('ABORTED', 'Video generation was cancelled')
        : caught;
    // The deadline aborts through the same signal as a cancel; report it as what it is.
    if (e instanceof MediaToolError && e.code === 'ABORTED' && opts.timeoutMs && !opts.signal?.aborted) {
      throw new MediaToolError(
        'TIMEOUT',
        `Video generation timed out after ${Math.round(opts.timeoutMs / 1000)} s`,
      );
    }
    throw e;
  }
}

async function generate(input: GenerateVideoInput, opts: GenerateVideoOptions): Promise<GenerateVideoResult> {
  const { deps, workDir } = opts;
  const bins = { ffmpegPath: deps.ffmpegPath, ffprobePath: deps.ffprobePath };
  const limit = deadline(opts.timeoutMs);
  const signal =
    opts.signal && limit.signal
      ? AbortSignal.any([opts.signal, limit.signal])
      : (opts.signal ?? limit.signal);
  const progress = (stage: Stage, percent: number) =>
    opts.onProgress?.({ stage, percent: Math.round(percent) });
  await mkdir(workDir, { recursive: true });
  // The music bed needs only the vibe and seed: it is synthesised on a worker thread while the script
  // is written and the voice spoken, long enough for the target length (a longer narration makes
  // buildSoundtrack synthesise what it needs itself). The render awaits it only to mix the soundtrack,
  // beside the layer thread's first images.
  const bedPromise =
    input.music === 'none'
      ? Promise.resolve(null)
      : prepareBed(
          input.vibe,
          input.seed ?? 1,
          Math.min(MAX_VIDEO_SEC, input.durationSec * 1.25 + TAIL_SEC),
        ).catch(() => null);
  const plan = await planStoryboard(input, deps, {
    workDir,
    signal,
    bins,
    onProgress: progress,
  });
  if (signal?.aborted) throw new MediaToolError('ABORTED', 'Video generation was cancelled');
  const t = performance.now();
  const out = await renderStoryboard(plan.storyboard, localAssets(plan.files), workDir, {
    bins,
    signal,
    timeoutMs: limit.remaining(),
    bed: bedPromise,
    onProgress: (f) => progress('rendering', f * 99),
    onPreview: opts.onPreview,
  });
  progress('rendering', 100);
  const { scripting, voicing, planning } = plan.timings;
  return {
    ...out,
    script: plan.script,
    speech: plan.speech,
    width: 1080,
    height: 1920,
    timings: { scripting, voicing, rendering: planning + performance.now() - t },
    storyboard: plan.storyboard,
    files: plan.files,
    made: plan.made,
  };
}
