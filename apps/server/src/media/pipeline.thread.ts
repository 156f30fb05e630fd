import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { prepareRendition } from './footage/clip-rendition.ts';
import { MediaToolError } from '../lib/ffmpeg/ffmpeg.runner.ts';
import type { GenerateVideoResult, PreviewSegment, Stage } from './pipeline.ts';
import type { StoryboardRender } from './storyboard/render.ts';
import type { FromThread, ThreadRenderJob, ThreadStoryboardJob, ToThread } from './pipeline.worker.ts';

// `generateVideo`, or a version's `renderStoryboard`, on a worker thread (pipeline.worker.ts), so
// that a process serving the API and rendering at once (the embedded default) keeps answering
// while it renders. Threads are kept for
// the next render (their fonts, illustrations and word lists stay loaded): one per render running
// at once, so at most the worker's concurrency.

export interface ThreadedRender extends ThreadRenderJob {
  signal: AbortSignal;
  onProgress?: (p: { stage: Stage; percent: number }) => void;
  onPreview?: (seg: PreviewSegment) => Promise<void> | void;
  onLlmFallback?: (what: string, message: string) => void;
}

/** A thread that does not stop within this long of a cancel is terminated (its ffmpeg dies with it). */
const ABORT_GRACE_MS = 10_000;

const idle: Worker[] = [];

function bootstrap(): string {
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const entry = new URL('./pipeline.worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(pathToFileURL(api).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
}

function take(): Worker {
  const w = idle.pop() ?? new Worker(bootstrap(), { eval: true, execArgv: [] });
  w.ref();
  return w;
}

function release(w: Worker) {
  w.removeAllListeners('message');
  w.removeAllListeners('error');
  w.removeAllListeners('exit');
  // An idle thread never keeps the process alive, and one that dies while idle is simply dropped.
  w.once('exit', () => {
    const i = idle.indexOf(w);
    if (i >= 0) idle.splice(i, 1);
  });
  w.unref();
  idle.push(w);
}

function asError(e: { name: string; message: string; code?: string }): Error {
  if (e.name === 'MediaToolError' && e.code) return new MediaToolError(e.code as never, e.message);
  const err = new Error(e.message) as Error & { code?: string };
  if (e.code) err.code = e.code;
  return err;
}

export function generateVideoInThread(job: ThreadedRender): Promise<GenerateVideoResult> {
  const { signal, onProgress, onPreview, onLlmFallback, ...render } = job;
  return onThread({ type: 'render', ...render }, { signal, onProgress, onPreview, onLlmFallback });
}

export interface ThreadedStoryboardRender extends ThreadStoryboardJob {
  signal: AbortSignal;
  /** Fraction 0..1 of the render. */
  onProgress?: (fraction: number) => void;
}

/** A version's render on a kept thread (decision 141), as fresh renders run. */
export function renderStoryboardInThread(job: ThreadedStoryboardRender): Promise<StoryboardRender> {
  const { signal, onProgress, ...render } = job;
  return onThread(
    { type: 'render-storyboard', ...render },
    { signal, onProgress: onProgress && ((p) => onProgress(p.percent / 100)) },
  );
}

function onThread<T>(
  message: Extract<ToThread, { type: 'render' | 'render-storyboard' }>,
  job: Pick<ThreadedRender, 'signal' | 'onProgress' | 'onPreview' | 'onLlmFallback'>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (job.signal.aborted) {
      reject(new MediaToolError('ABORTED', 'Video generation was cancelled'));
      return;
    }
    const w = take();
    let settled = false;
    let killTimer: NodeJS.Timeout | null = null;
    const send = (m: ToThread) => w.postMessage(m);
    const settle = (fn: () => void, reuse: boolean) => {
      if (settled) return;
      settled = true;
      job.signal.removeEventListener('abort', onAbort);
      if (killTimer) clearTimeout(killTimer);
      if (reuse) release(w);
      else void w.terminate();
      fn();
    };
    const onAbort = () => {
      send({ type: 'abort', reason: String(job.signal.reason ?? 'cancelled') });
      killTimer = setTimeout(
        () => settle(() => reject(new MediaToolError('ABORTED', 'Video generation was cancelled')), false),
        ABORT_GRACE_MS,
      );
    };
    job.signal.addEventListener('abort', onAbort, { once: true });

    w.on('message', (m: FromThread) => {
      switch (m.type) {
        case 'progress':
          job.onProgress?.({ stage: m.stage, percent: m.percent });
          break;
        case 'preview':
          void Promise.resolve()
            .then(() => job.onPreview?.(m.seg))
            .catch(() => undefined)
            .finally(() => {
              if (!settled) send({ type: 'preview-stored', index: m.seg.index });
            });
          break;
        case 'llm-fallback':
          job.onLlmFallback?.(m.what, m.message);
          break;
        case 'prepare-rendition':
          // This thread's queue serves every render thread (decision 043).
          void prepareRendition(m.path, m.bins);
          break;
        case 'done':
          settle(() => resolve(m.result as T), true);
          break;
        case 'failed':
          settle(() => reject(asError(m.error)), true);
          break;
      }
    });
    w.on('error', (err) => settle(() => reject(err), false));
    w.on('exit', (code) =>
      settle(() => reject(new Error(`The render thread stopped unexpectedly (exit code ${code}).`)), false),
    );
    send(message);
  });
}

/** Stops the idle render threads (process shutdown, tests). */
export async function closeRenderThreads(): Promise<void> {
  const all = idle.splice(0);
  await Promise.all(all.map((w) => w.terminate()));
}
