import type { Box } from './safe-zones.ts';

// Canvas images to what ffmpeg's overlay blends: planar YUVA 4:2:0 (BT.709, straight alpha), converted
// only inside the part of the image that changed. Both layers (captions, scenes) send their images so.

/**
 * The part of a `w` x `h` image that holds every box (rounded out to even pixels as toYuva420p does),
 * plus two transparent pixels right and below where the image goes on: ffmpeg's overlay averages the
 * alpha for the chroma differently on its input's last chroma column and row, so those must stay
 * transparent for the video to come out the same as with the whole image.
 */
export function unionWindow(boxes: (Box | null)[], w: number, h: number): Window {
  let x0 = w;
  let y0 = h;
  let x1 = 0;
  let y1 = 0;
  for (const b of boxes) {
    if (!b) continue;
    const bx0 = Math.max(0, Math.floor(b.x0 / 2) * 2);
    const by0 = Math.max(0, Math.floor(b.y0 / 2) * 2);
    const bx1 = Math.min(w, Math.ceil(b.x1 / 2) * 2);
    const by1 = Math.min(h, Math.ceil(b.y1 / 2) * 2);
    if (bx1 <= bx0 || by1 <= by0) continue;
    x0 = Math.min(x0, bx0);
    y0 = Math.min(y0, by0);
    x1 = Math.max(x1, bx1);
    y1 = Math.max(y1, by1);
  }
  if (x1 <= x0 || y1 <= y0) return { x: 0, y: 0, w: Math.min(w, 2), h: Math.min(h, 2) };
  x1 = Math.min(w, x1 + 2);
  y1 = Math.min(h, y1 + 2);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

// BT.709, limited range: the colour the video is tagged with, so caption colours come out exact.
const KR = 0.2126;
const KB = 0.0722;
const KG = 1 - KR - KB;
const Y_SCALE = 219 / 255;
const C_SCALE = 224 / 255;
const CB_R = (-KR / (1 - KB)) * 0.5 * C_SCALE;
const CB_G = (-KG / (1 - KB)) * 0.5 * C_SCALE;
const CB_B = 0.5 * C_SCALE;
const CR_R = 0.5 * C_SCALE;
const CR_G = (-KG / (1 - KR)) * 0.5 * C_SCALE;
const CR_B = (-KB / (1 - KR)) * 0.5 * C_SCALE;

const blanks = new Map<number, Buffer>();

/** A transparent yuva420p image: luma and alpha 0, neutral chroma. Copied, not rebuilt, per image. */
function blank(w: number, h: number): Buffer {
  const key = w * 100_000 + h;
  let b = blanks.get(key);
  if (!b) {
    b = Buffer.alloc(w * h * 2.5);
    b.fill(128, w * h, w * h * 1.5);
    blanks.clear(); // one band size per render
    blanks.set(key, b);
  }
  return b;
}

/** The luma of one premultiplied pixel (alpha `a` > 0): the straight colour's luma. */
function lumaOf(v: number, a: number): number {
  const lin = (KR * (v & 255) + KG * ((v >>> 8) & 255) + KB * ((v >>> 16) & 255)) * (255 / a);
  return Math.min(235, (16.5 + lin * Y_SCALE) | 0);
}

/** A part of an image (even x, y, width and height): the part a layer sends to ffmpeg. */
export interface Window {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Premultiplied RGBA (canvas) to planar YUVA 4:2:0 with straight alpha (what ffmpeg's overlay blends),
 * done here because swscale's generic RGBA path cost about 30 M instructions per image. Chroma is the
 * alpha-weighted mean of each 2x2 block, so glyph edges keep their colour. Empty blocks are skipped.
 * `rgba` is `sw` x `sh`; the result is its window `win` (the whole image by default), `win.w` x `win.h`.
 * `box` is in the source's coordinates.
 */
export function toYuva420p(
  rgba: Uint8Array,
  sw: number,
  sh: number,
  box: Box | null = null,
  out?: Buffer,
  win: Window = { x: 0, y: 0, w: sw, h: sh },
): Buffer {
  const { w, h } = win;
  out ??= Buffer.allocUnsafeSlow(w * h * 2.5);
  blank(w, h).copy(out);
  // From here on, coordinates are the window's (win.x and win.y are even, so 2x2 blocks stay aligned).
  const x0 = box ? Math.max(0, Math.floor((box.x0 - win.x) / 2) * 2) : 0;
  const y0 = box ? Math.max(0, Math.floor((box.y0 - win.y) / 2) * 2) : 0;
  const x1 = box ? Math.min(w, Math.ceil((box.x1 - win.x) / 2) * 2) : w;
  const y1 = box ? Math.min(h, Math.ceil((box.y1 - win.y) / 2) * 2) : h;
  const uOff = w * h;
  const vOff = uOff + (w * h) / 4;
  const aOff = vOff + (w * h) / 4;
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, (sw * sh) | 0);
  const srcOff = win.y * sw + win.x;
  // Text and illustrations are mostly runs of one colour: the last pixel's luma and the last uniform
  // 2x2 block's chroma are kept and reused when the same 32-bit value comes again (the same arithmetic
  // on the same value, so the same bytes), instead of being recomputed with a division per pixel. 0 is
  // never a key: a pixel or block that gets here has alpha.
  let lastP = 0;
  let lastY = 0;
  let lastQ = 0;
  let lastU = 0;
  let lastV = 0;
  let lastQY = 0;
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const i0 = y * w + x;
      const i1 = i0 + w;
      const s0 = srcOff + y * sw + x;
      const p0 = px[s0]!;
      const p1 = px[s0 + 1]!;
      const p2 = px[s0 + sw]!;
      const p3 = px[s0 + sw + 1]!;
      if ((p0 | p1 | p2 | p3) >>> 24 === 0) continue; // premultiplied: no alpha means no colour either
      const c = (y >> 1) * (w >> 1) + (x >> 1);
      if (p0 === p1 && p0 === p2 && p0 === p3) {
        // A uniform block (alpha > 0): one luma, and the chroma of four equal pixels.
        const a = p0 >>> 24;
        if (p0 !== lastQ) {
          lastQ = p0;
          lastQY = lumaOf(p0, a);
          const k = 255 / (a * 4);
          const r = (p0 & 255) * 4 * k;
          const gg = ((p0 >>> 8) & 255) * 4 * k;
          const b = ((p0 >>> 16) & 255) * 4 * k;
          lastU = Math.max(16, Math.min(240, (128.5 + CB_R * r + CB_G * gg + CB_B * b) | 0));
          lastV = Math.max(16, Math.min(240, (128.5 + CR_R * r + CR_G * gg + CR_B * b) | 0));
        }
        out[i0] = lastQY;
        out[i0 + 1] = lastQY;
        out[i1] = lastQY;
        out[i1 + 1] = lastQY;
        out[aOff + i0] = a;
        out[aOff + i0 + 1] = a;
        out[aOff + i1] = a;
        out[aOff + i1 + 1] = a;
        out[uOff + c] = lastU;
        out[vOff + c] = lastV;
        continue;
      }
      const a0 = p0 >>> 24;
      const a1 = p1 >>> 24;
      const a2 = p2 >>> 24;
      const a3 = p3 >>> 24;
      const sa = a0 + a1 + a2 + a3;
      if (a0) {
        if (p0 !== lastP) {
          lastP = p0;
          lastY = lumaOf(p0, a0);
        }
        out[i0] = lastY;
        out[aOff + i0] = a0;
      }
      if (a1) {
        if (p1 !== lastP) {
          lastP = p1;
          lastY = lumaOf(p1, a1);
        }
        out[i0 + 1] = lastY;
        out[aOff + i0 + 1] = a1;
      }
      if (a2) {
        if (p2 !== lastP) {
          lastP = p2;
          lastY = lumaOf(p2, a2);
        }
        out[i1] = lastY;
        out[aOff + i1] = a2;
      }
      if (a3) {
        if (p3 !== lastP) {
          lastP = p3;
          lastY = lumaOf(p3, a3);
        }
        out[i1 + 1] = lastY;
        out[aOff + i1 + 1] = a3;
      }
      const sr = (p0 & 255) + (p1 & 255) + (p2 & 255) + (p3 & 255);
      const sg = ((p0 >>> 8) & 255) + ((p1 >>> 8) & 255) + ((p2 >>> 8) & 255) + ((p3 >>> 8) & 255);
      const sb = ((p0 >>> 16) & 255) + ((p1 >>> 16) & 255) + ((p2 >>> 16) & 255) + ((p3 >>> 16) & 255);
      const k = 255 / sa;
      const r = sr * k;
      const gg = sg * k;
      const b = sb * k;
      out[uOff + c] = Math.max(16, Math.min(240, (128.5 + CB_R * r + CB_G * gg + CB_B * b) | 0));
      out[vOff + c] = Math.max(16, Math.min(240, (128.5 + CR_R * r + CR_G * gg + CR_B * b) | 0));
    }
  }
  return out;
}
