import { parentPort } from 'node:worker_threads';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { planCaptionLayer, type CaptionLayer, type CaptionLayerInput } from './caption-layer.ts';
import { planSceneLayer, type SceneLayer, type SceneLayerInput } from './scene-layer.ts';

// The layer thread (layer-thread.ts): draws the caption and scene layers' images into shared memory.
// It loads nothing but canvas and the two layer modules, so its heap stays a few megabytes: each image
// read back from canvas is a fresh 1.6 to 3 MB buffer, and on the render thread (whose heap holds the
// writer's dictionaries, about 130 MB) every 20 or so of them cost a full garbage collection of that
// heap, 50 to 130 ms each: over a second of CPU per W30 render (decision 029).

export type ToLayerThread =
  | {
      type: 'start';
      job: number;
      caption: { input: CaptionLayerInput; memory: SharedArrayBuffer } | null;
      scene: {
        input: SceneLayerInput;
        memory: SharedArrayBuffer;
        /** Illustrations as PNG bytes, by `id@size`. */
        pngs: Record<string, Uint8Array>;
      } | null;
    }
  | { type: 'draw'; job: number; kind: LayerKind; i: number; slot: number };

export type LayerKind = 'caption' | 'scene';

export type FromLayerThread =
  | { type: 'drawn'; job: number; kind: LayerKind; i: number }
  | { type: 'error'; job: number; message: string };

interface Job {
  id: number;
  ready: Promise<void>;
  layers: Partial<Record<LayerKind, { layer: CaptionLayer | SceneLayer; memory: SharedArrayBuffer }>>;
}

let current: Job | null = null;

function fail(job: number, err: unknown) {
  parentPort!.postMessage({
    type: 'error',
    job,
    message: err instanceof Error ? err.message : String(err),
  } satisfies FromLayerThread);
}

parentPort?.on('message', (m: ToLayerThread) => {
  if (m.type === 'start') {
    const job: Job = { id: m.job, layers: {}, ready: Promise.resolve() };
    current = job;
    job.ready = (async () => {
      if (m.caption) {
        const layer = planCaptionLayer(m.caption.input);
        if (layer) job.layers.caption = { layer, memory: m.caption.memory };
      }
      if (m.scene) {
        const pngs = m.scene.pngs;
        const layer = await planSceneLayer(m.scene.input, async (id, size) => {
          const png = pngs[`${id}@${size}`];
          if (!png) return null;
          const img = await loadImage(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
          const c = createCanvas(size, size);
          c.getContext('2d').drawImage(img, 0, 0, size, size);
          return c;
        });
        if (layer) job.layers.scene = { layer, memory: m.scene.memory };
      }
    })();
    job.ready.catch((e) => fail(m.job, e));
    return;
  }
  const job = current;
  if (!job || job.id !== m.job) return;
  job.ready
    .then(() => {
      const l = job.layers[m.kind];
      if (!l) throw new Error(`no ${m.kind} layer in this job`);
      const bytes = l.layer.width * l.layer.height * 2.5;
      l.layer.draw(m.i, Buffer.from(l.memory, m.slot * bytes, bytes));
      parentPort!.postMessage({ type: 'drawn', job: m.job, kind: m.kind, i: m.i } satisfies FromLayerThread);
    })
    .catch((e) => fail(m.job, e));
});
