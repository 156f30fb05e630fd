import { open, type FileHandle } from 'node:fs/promises';

// A picture's size from its header alone (decision 165). ffprobe finds a PNG's size by decoding
// it, so a 730 KB PNG of 16,000 x 16,000 costs about 1 GB before any check could refuse it; these
// few bytes cost nothing.

/** Pixels a photo may have: a 50 MP camera's full size; decoded, about 200 MB at most. */
export const PHOTO_MAX_PIXELS = 50_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

async function bytes(fh: FileHandle, at: number, n: number): Promise<Buffer> {
  const buf = Buffer.alloc(n);
  const { bytesRead } = await fh.read(buf, 0, n, at);
  return buf.subarray(0, bytesRead);
}

function pngSize(head: Buffer): ImageSize | null {
  if (head.length < 24 || head.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

function webpSize(head: Buffer): ImageSize | null {
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && head.length >= 30)
    return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L' && head.length >= 25 && head[20] === 0x2f) {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && head.length >= 30 && head.readUIntBE(23, 3) === 0x9d012a)
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  return null;
}

/** Walks the JPEG's segments to its frame header (SOF0-SOF15, not DHT, JPG or DAC). */
async function jpegSize(fh: FileHandle): Promise<ImageSize | null> {
  let at = 2;
  for (let i = 0; i < 512; i++) {
    const seg = await bytes(fh, at, 9);
    if (seg.length < 4 || seg[0] !== 0xff) return null;
    const marker = seg[1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (seg.length < 9) return null;
      return { width: seg.readUInt16BE(7), height: seg.readUInt16BE(5) };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end, or the scan before any frame
    at += 2 + seg.readUInt16BE(2);
  }
  return null;
}

/** HEIC/HEIF: the largest `ispe` (image spatial extent) in the `meta` box: a grid's full size. */
async function heifSize(fh: FileHandle): Promise<ImageSize | null> {
  let at = 0;
  for (let i = 0; i < 64; i++) {
    const head = await bytes(fh, at, 16);
    if (head.length < 8) return null;
    let size = head.readUInt32BE(0);
    let body = 8;
    if (size === 1 && head.length >= 16) {
      size = Number(head.readBigUInt64BE(8));
      body = 16;
    }
    if (head.toString('latin1', 4, 8) === 'meta') {
      const meta = await bytes(fh, at + body, Math.min(size - body, 4 * 1024 * 1024));
      let best: ImageSize | null = null;
      for (let p = meta.indexOf('ispe'); p >= 0 && p + 16 <= meta.length; p = meta.indexOf('ispe', p + 4)) {
        const s = { width: meta.readUInt32BE(p + 8), height: meta.readUInt32BE(p + 12) };
        if (!best || s.width * s.height > best.width * best.height) best = s;
      }
      return best;
    }
    if (size < 8) return null;
    at += size;
  }
  return null;
}

/** The size a PNG, JPEG, WebP or HEIC file declares, or null when its header says nothing we read. */
export async function readImageSize(file: string): Promise<ImageSize | null> {
  const fh = await open(file, 'r');
  try {
    const head = await bytes(fh, 0, 32);
    if (head.length < 12) return null;
    if (head.toString('latin1', 1, 4) === 'PNG') return pngSize(head);
    if (head[0] === 0xff && head[1] === 0xd8) return await jpegSize(fh);
    if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
      return webpSize(head);
    if (head.toString('latin1', 4, 8) === 'ftyp') return await heifSize(fh);
    return null;
  } finally {
    await fh.close();
  }
}

/** The refusal for a picture over the budget, or null when it fits (or declares no size we read). */
export async function overPixelBudget(file: string, label: string): Promise<string | null> {
  const size = await readImageSize(file).catch(() => null);
  if (!size || size.width * size.height <= PHOTO_MAX_PIXELS) return null;
  return pixelMessage(label, size);
}

export const pixelMessage = (label: string, s: ImageSize) =>
  `${label} is ${s.width} x ${s.height} pixels; photos can be at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels. Resize it and try again.`;
