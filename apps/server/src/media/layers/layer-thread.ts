import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CaptionLayer, CaptionLayerInput } from './caption-layer.ts';
import type { SceneLayer, SceneLayerInput } from './scene-layer.ts';
import type { FromLayerThread, LayerKind, ToLayerThread } from './layer.worker.ts';

// Draws a render's caption and scene layers on a small worker thread (layer.worker.ts) and hands the
// images to ffmpeg's pipes from shared memory, two slots per layer: the thread draws the next image
// while the previous one is being written. The images are exactly those the layers draw in this
// thread (same code, same inputs); what changes is where the garbage of canvas read-backs is collected
// (decision 029). One thread is kept between renders of this thread; when it cannot start, the caller
// draws in-process as before.

const SLOTS = 2;

function bootstrap(): string {
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const entry = new URL('./layer.worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(pathToFileURL(api).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
}

let idle: Worker | null = null;
let nextJob = 1;

function take(): Worker {
  const w = idle ?? new Worker(bootstrap(), { eval: true, execArgv: [] });
  idle = null;
  w.ref();
  return w;
}

export interface LayerStreams {
  caption: AsyncIterable<Buffer> | null;
  scene: AsyncIterable<Buffer> | null;
  /** Ends the job: the thread is kept for the next render when it is idle, else stopped. */
  close(): Promise<void>;
}

/**
 * Streams of the layers' images, drawn on the layer thread. `caption` and `scene` are the layers as
 * planned here (sizes and frame counts), with the inputs that planned them; `pngs` holds the
 * illustrations the scene layer loaded, as PNG bytes by `id@size`.
 */
export function drawLayersOnThread(spec: {
  caption: { layer: CaptionLayer; input: CaptionLayerInput } | null;
  scene: { layer: SceneLayer; input: SceneLayerInput; pngs: Record<string, Uint8Array> } | null;
}): LayerStreams {
  const w = take();
  const job = nextJob++;
  let failure: Error | null = null;
  let inFlight = 0;
  let closed = false;
  const done: Record<LayerKind, Set<number>> = { caption: new Set(), scene: new Set() };
  const waiting: Partial<Record<LayerKind, { i: number; resolve: () => void; reject: (e: Error) => void }>> =
    {};
  const failAll = (e: Error) => {
    failure ??= e;
    for (const k of ['caption', 'scene'] as const) {
      waiting[k]?.reject(failure);
      delete waiting[k];
    }
  };
  const onMessage = (m: FromLayerThread) => {
    if (m.job !== job) return;
    if (m.type === 'error') return failAll(new Error(`Layer drawing failed: ${m.message}`));
    inFlight--;
    const wt = waiting[m.kind];
    if (wt && wt.i === m.i) {
      delete waiting[m.kind];
      wt.resolve();
    } else done[m.kind].add(m.i);
  };
  const onError = (e: Error) => failAll(e);
  const onExit = (code: number) => failAll(new Error(`Layer thread exited with code ${code}`));
  w.on('message', onMessage);
  w.on('error', onError);
  w.on('exit', onExit);

  const memory = (l: { width: number; height: number } | undefined) =>
    l ? new SharedArrayBuffer(l.width * l.height * 2.5 * SLOTS) : null;
  const capMem = memory(spec.caption?.layer);
  const sceneMem = memory(spec.scene?.layer);
  w.postMessage({
    type: 'start',
    job,
    caption: spec.caption ? { input: spec.caption.input, memory: capMem! } : null,
    scene: spec.scene ? { input: spec.scene.input, memory: sceneMem!, pngs: spec.scene.pngs } : null,
  } satisfies ToLayerThread);

  const request = (kind: LayerKind, i: number) => {
    inFlight++;
    w.postMessage({ type: 'draw', job, kind, i, slot: i % SLOTS } satisfies ToLayerThread);
  };
  const drawn = (kind: LayerKind, i: number) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      if (done[kind].delete(i)) return resolve();
      waiting[kind] = { i, resolve, reject };
    });

  async function* stream(kind: LayerKind, l: CaptionLayer | SceneLayer, mem: SharedArrayBuffer) {
    const bytes = l.width * l.height * 2.5;
    const count = l.frames.length;
    for (let i = 0; i < Math.min(SLOTS, count); i++) request(kind, i);
    for (let i = 0; i < count; i++) {
      try {
        await drawn(kind, i);
      } catch {
        // The thread failed: the rest is drawn here, as it was before the thread existed.
        for (; i < count; i++) yield l.draw(i);
        return;
      }
      yield Buffer.from(mem, (i % SLOTS) * bytes, bytes);
      // Resumed once ffmpeg has taken the image: its slot is free for the one after next.
      if (i + SLOTS < count && !closed) request(kind, i + SLOTS);
    }
  }

  return {
    caption: spec.caption ? stream('caption', spec.caption.layer, capMem!) : null,
    scene: spec.scene ? stream('scene', spec.scene.layer, sceneMem!) : null,
    async close() {
      if (closed) return;
      closed = true;
      w.off('message', onMessage);
      w.off('error', onError);
      w.off('exit', onExit);
      if (!failure && inFlight === 0 && !idle) {
        w.unref();
        idle = w;
      } else await w.terminate();
    },
  };
}
