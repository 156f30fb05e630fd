import { randomFillSync } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createCanvas } from '@napi-rs/canvas';
import { expect, test } from 'vitest';
import { encodeCanvas } from './canvas-encode.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const nextTurn = () => new Promise((r) => setImmediate(r));

/** A full frame of noise (slow to encode), handed to encodeCanvas and referenced nowhere else. */
function startEncoding() {
  const c = createCanvas(1080, 1920);
  const g = c.getContext('2d');
  const image = g.createImageData(1080, 1920);
  randomFillSync(image.data);
  g.putImageData(image, 0, 0);
  const state = { canvas: new WeakRef(c), done: false };
  const bytes = encodeCanvas(c, 'png').then((b) => {
    state.done = true;
    return b;
  });
  return { state, bytes };
}

// Canvas.encode alone lets the collector take the canvas mid-encode: the encoder then reads freed
// pixels (different bytes here; SIGSEGV in CI, where the app died this way).
test('a canvas being encoded is not collected before its bytes are back', async () => {
  const { state, bytes } = startEncoding();
  await nextTurn();
  gc();
  await nextTurn();
  expect(state.done).toBe(false);
  expect(state.canvas.deref()).toBeDefined();
  const png = await bytes;
  expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
});
