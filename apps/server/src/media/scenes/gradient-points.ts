import { createHash } from 'node:crypto';

/**
 * The gradient line that ffmpeg's `gradients` source picks for a seed when `x0:y0:x1:y1` are unset:
 * four draws of libavutil's lagged Fibonacci generator (lfg.c: state seeded by MD5, then
 * `s[i] = s[i-24] + s[i-55]`), each modulo the frame's width or height. Knowing them lets a backdrop
 * be drawn at another size with the same picture: unset, the source draws its points in pixels of its
 * own size, so the same seed at another size is another gradient (decision 044).
 */
export function gradientPoints(
  seed: number,
  width: number,
  height: number,
): [number, number, number, number] {
  const state = new Uint32Array(64);
  const block = Buffer.alloc(16);
  for (let i = 8; i < 64; i += 4) {
    // av_lfg_init hashes the same 16-byte buffer again and again, overwriting its first five bytes.
    block.writeUInt32LE(seed >>> 0, 0);
    block[4] = i;
    createHash('md5').update(block).digest().copy(block);
    for (let k = 0; k < 4; k++) state[i + k] = block.readUInt32LE(4 * k);
  }
  let index = 0;
  const next = () => {
    const v = (state[(index - 24) & 63]! + state[(index - 55) & 63]!) >>> 0;
    state[index & 63] = v;
    index++;
    return v;
  };
  return [next() % width, next() % height, next() % width, next() % height];
}
