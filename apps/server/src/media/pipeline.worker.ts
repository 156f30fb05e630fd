import { parentPort } from 'node:worker_threads';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import type { Env } from '../config/env.ts';
import { createProviders } from '../providers/providers.ts';
import { delegateRenditions } from './footage/clip-rendition.ts';
import { configureMediaPriority, type FfmpegBins } from '../lib/ffmpeg/ffmpeg.runner.ts';
import { generateVideo, type GenerateVideoInput, type PreviewSegment } from './pipeline.ts';
import { localAssets, renderStoryboard } from './storyboard/render.ts';

// Worker thread for `generateVideoInThread` (pipeline.thread.ts): one render at a time, with the
// providers built here from the same environment as the main thread's. Drawing the caption and
// scene layers and converting them for ffmpeg is seconds of synchronous work per video; here it
// does not hold up the API's event loop.

/** What a render needs that can cross to the thread (no signal or callbacks). */
export interface ThreadRenderJob {
  input: GenerateVideoInput;
  workDir: string;
  env: Env;
  ffmpegPath?: string;
  ffprobePath?: string;
  timeoutMs?: number;
}

/** A version render (decision 180): the storyboard and its files, already fetched into the work folder. */
export interface ThreadStoryboardJob {
  storyboard: Storyboard;
  /** Every key the storyboard names → its local file. */
  files: Record<string, string>;
  workDir: string;
  env: Env;
  ffmpegPath?: string;
  ffprobePath?: string;
  timeoutMs?: number;
}

export type ToThread =
  | ({ type: 'render' } & ThreadRenderJob)
  | ({ type: 'render-storyboard' } & ThreadStoryboardJob)
  | { type: 'abort'; reason: string }
  | { type: 'preview-stored'; index: number };

export type FromThread =
  | { type: 'progress'; stage: 'scripting' | 'voicing' | 'rendering'; percent: number }
  | { type: 'preview'; seg: PreviewSegment }
  | { type: 'llm-fallback'; what: string; message: string }
  | { type: 'prepare-rendition'; path: string; bins: FfmpegBins }
  | { type: 'done'; result: unknown }
  | { type: 'failed'; error: { name: string; message: string; code?: string } };

const port = parentPort!;
const post = (m: FromThread) => port.postMessage(m);
let controller: AbortController | null = null;
const previewAcks = new Map<number, () => void>();
// Clip renditions are prepared by the main thread: one queue for the process, so a clip two render
// threads find at once is prepared once (decision 043).
delegateRenditions((path, bins) => post({ type: 'prepare-rendition', path, bins }));

port.on('message', (m: ToThread) => {
  if (m.type === 'abort') controller?.abort(new Error(m.reason));
  else if (m.type === 'preview-stored') {
    previewAcks.get(m.index)?.();
    previewAcks.delete(m.index);
  } else if (m.type === 'render-storyboard') void run(m.env, (signal) => renderVersion(m, signal));
  else void run(m.env, (signal) => render(m, signal));
});

function render(m: Extract<ToThread, { type: 'render' }>, signal: AbortSignal) {
  const providers = createProviders(m.env, (err, what) =>
    post({ type: 'llm-fallback', what, message: (err as Error)?.message ?? String(err) }),
  );
  return generateVideo(m.input, {
    workDir: m.workDir,
    deps: { ...providers, ffmpegPath: m.ffmpegPath, ffprobePath: m.ffprobePath },
    signal,
    timeoutMs: m.timeoutMs,
    onProgress: (p) => post({ type: 'progress', ...p }),
    // The main thread stores each segment; the render waits for it, as it does in-process.
    onPreview: (seg) =>
      new Promise<void>((resolve) => {
        previewAcks.set(seg.index, resolve);
        post({ type: 'preview', seg });
      }),
  });
}

/** A storyboard's render alone: no providers (it reads only the document and its files). */
function renderVersion(m: ThreadStoryboardJob, signal: AbortSignal) {
  return renderStoryboard(m.storyboard, localAssets(m.files), m.workDir, {
    bins: { ffmpegPath: m.ffmpegPath, ffprobePath: m.ffprobePath },
    signal,
    timeoutMs: m.timeoutMs,
    onProgress: (f) => post({ type: 'progress', stage: 'rendering', percent: f * 100 }),
  });
}

async function run(env: Env, work: (signal: AbortSignal) => Promise<unknown>) {
  controller = new AbortController();
  configureMediaPriority(env.MEDIA_NICE);
  try {
    post({ type: 'done', result: await work(controller.signal) });
  } catch (err) {
    const e = err as Error & { code?: string };
    post({
      type: 'failed',
      error: { name: e?.name ?? 'Error', message: e?.message ?? String(err), code: e?.code },
    });
  } finally {
    controller = null;
    for (const ack of previewAcks.values()) ack();
    previewAcks.clear();
  }
}
