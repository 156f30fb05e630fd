import type { Canvas } from '@napi-rs/canvas';

/**
 * A canvas's pixels as PNG or JPEG bytes, encoded on libuv's thread pool. `Canvas.encode` reads the
 * pixels from that thread without holding the canvas: one the garbage collector takes before the
 * bytes are back is freed under the encoder, and the whole process dies of SIGSEGV (the app dying
 * mid-CI with every later browser test refused). The canvas is held here until the bytes are back;
 * eslint refuses `.encode('png' | 'jpeg')` anywhere else.
 */
export async function encodeCanvas(
  canvas: Canvas,
  format: 'png' | 'jpeg',
  quality?: number,
): Promise<Buffer> {
  const bytes = await (format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', quality));
  // Read after the await, so the canvas is live until then (a getter on a native object is kept).
  void canvas.width;
  return bytes;
}
