import { closeSync, mkdirSync, openSync, readFileSync, readSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { encodeCanvas } from '../canvas-encode.ts';

// Builtin illustrations: Microsoft's Fluent Emoji (MIT, @iconify-json/fluent-emoji) as colour SVG,
// chosen by keyword through emojilib's keyword lists (MIT), the icons' own names and WordNet synonyms
// and broader terms. Rasterised by @napi-rs/canvas once per id and size and cached in memory and on
// disk, so a repeated render draws bitmaps only (docs/decisions/013-scenes-and-builtin-visuals.md).

const require = createRequire(import.meta.url);

/** Skin-tone variants (`-dark`, `-medium-light`, …) duplicate their base icon; only the base is offered. */
const TONE = /-(dark|light|medium|medium-dark|medium-light)$/;

/**
 * Where each icon's body is in the set's JSON (103 MB, ASCII), found once by a byte search; the body is
 * read from the file when an icon is first drawn. Holding the whole file as a string kept 103 MB in every
 * thread that plans scenes, and each icon's lookup scanned it from the start (decision 044).
 */
interface IconIndex {
  file: string;
  /** Id → [byte offset of the body's first character, offset where the next icon's entry starts]. */
  bodies: Map<string, [number, number]>;
  /** Every id with a body, in the set's order. */
  order: string[];
}
let icons: IconIndex | null = null;
let names: string[] | null = null;

const isSpace = (b: number) => b === 32 || b === 9 || b === 10 || b === 13;
const isIdByte = (b: number) => (b >= 97 && b <= 122) || (b >= 48 && b <= 57) || b === 45;

function iconIndex(): IconIndex {
  if (icons) return icons;
  const file = require.resolve('@iconify-json/fluent-emoji/icons.json');
  const bytes = readFileSync(file);
  const bodies = new Map<string, [number, number]>();
  const order: string[] = [];
  const starts: number[] = [];
  const key = Buffer.from('"body":');
  // An entry: "id": { "body": "…" (any white space between the tokens).
  for (let at = bytes.indexOf(key); at >= 0; at = bytes.indexOf(key, at + key.length)) {
    let i = at + key.length;
    while (i < bytes.length && isSpace(bytes[i]!)) i++;
    if (bytes[i] !== 34) continue;
    let k = at - 1;
    while (k >= 0 && isSpace(bytes[k]!)) k--;
    if (bytes[k] !== 123) continue;
    k--;
    while (k >= 0 && isSpace(bytes[k]!)) k--;
    if (bytes[k] !== 58 || bytes[k - 1] !== 34) continue;
    const idEnd = k - 1;
    let idStart = idEnd;
    while (idStart > 0 && isIdByte(bytes[idStart - 1]!)) idStart--;
    if (idStart === idEnd || bytes[idStart - 1] !== 34) continue;
    const id = bytes.toString('latin1', idStart, idEnd);
    order.push(id);
    starts.push(idStart - 1);
    if (!bodies.has(id)) bodies.set(id, [i + 1, 0]);
  }
  // A body ends before the next entry starts (or at the end of the file for the last one).
  starts.push(bytes.length);
  for (let n = 0; n < order.length; n++) {
    const entry = bodies.get(order[n]!)!;
    if (entry[1] === 0) entry[1] = starts[n + 1]!;
  }
  icons = { file, bodies, order };
  return icons;
}

/** Every usable illustration id (base icons, no skin-tone duplicates). */
export function illustrationIds(): string[] {
  if (!names) names = iconIndex().order.filter((id) => !TONE.test(id));
  return names;
}

/**
 * The SVG document of one icon, or null when the set has no such id. With `size`, the document says it
 * is that many pixels wide (the longer side): canvas rasterises an SVG at its stated size, and the set
 * states 32x32, so a 540 px illustration was a 32 px bitmap blown up 17 times (decision 027).
 */
export function illustrationSvg(id: string, size?: number): string | null {
  const index = iconIndex();
  const at = index.bodies.get(id);
  if (!at) return null;
  const [start, end] = at;
  const bytes = Buffer.alloc(end - start + 1);
  const fd = openSync(index.file, 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, start - 1);
  } finally {
    closeSync(fd);
  }
  // The end of the JSON string literal: the first quote not escaped (bytes[0] is the opening quote).
  let j = 1;
  while (j < bytes.length && !(bytes[j] === 34 && bytes[j - 1] !== 92)) j++;
  const body = inlineUses(JSON.parse(bytes.toString('utf8', 0, j + 1)) as string);
  const rest = /^\s*(?:,\s*"width":\s*(\d+))?(?:,\s*"height":\s*(\d+))?/.exec(
    bytes.toString('utf8', j + 1, j + 80),
  );
  const w = Number(rest?.[1] ?? 32);
  const h = Number(rest?.[2] ?? 32);
  const k = size ? size / Math.max(w, h) : 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w * k}" height="${h * k}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/**
 * The body with each `<use href="#id" …/>` replaced by a copy of the element it points to, in a group
 * carrying the use's own attributes. The rasteriser draws nothing for `<use>`: 72 icons came out blank
 * or cut (the baggage-claim and input-numbers signs a plain blue square, the rolling-on-the-floor
 * face a purple crescent; decision 035).
 */
export function inlineUses(body: string): string {
  if (!body.includes('<use')) return body;
  return body.replace(
    /<use\s+(?:xlink:)?href="#([^"]+)"([^>]*?)\/?>(?:<\/use>)?/g,
    (all, id: string, attrs: string) => {
      const el = new RegExp(`<(\\w+)\\s[^>]*\\bid="${id}"[^>]*?(?:/>|>[\\s\\S]*?</\\1>)`).exec(body);
      if (!el) return all;
      const copy = el[0].replace(new RegExp(`\\s+id="${id}"`), '');
      return `<g${attrs.trimEnd()}>${copy}</g>`;
    },
  );
}

// ---- rasterising and the cache ---------------------------------------------------------------------

const memory = new Map<string, Canvas>();
const MEMORY_MAX = 64;

function cacheDir(): string {
  const dir = process.env.ILLUSTRATION_CACHE_DIR ?? join(tmpdir(), 'reelsmith-illustrations');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The icon drawn `size` px square, from memory, from the disk cache (a PNG by id and size) or rendered
 * from its SVG. Returns null for an unknown id.
 */
export function illustrationBitmap(id: string, size: number): Promise<Canvas | null> {
  const key = `${id}@${size}`;
  const hit = memory.get(key);
  if (hit) return Promise.resolve(hit);
  // One rasterisation per id and size even when several scenes ask at once.
  let job = pending.get(key);
  if (!job) {
    job = rasterise(id, size, key).finally(() => pending.delete(key));
    pending.set(key, job);
  }
  return job;
}

const pending = new Map<string, Promise<Canvas | null>>();

/** The same bitmap as PNG bytes (from the disk cache when it holds it), for another thread to draw. */
export async function illustrationPng(id: string, size: number): Promise<Buffer | null> {
  const c = await illustrationBitmap(id, size);
  if (!c) return null;
  return (await readFile(cacheFile(id, size)).catch(() => null)) ?? encodeCanvas(c, 'png');
}

/**
 * The disk cache's file of one id and size. `v2`: drawn from the vector at that size; files without
 * it were 32 px rasters scaled up (soft) and are never read again. `v3`: with `<use>` inlined; a `v2`
 * file of an icon that uses it is blank or cut.
 */
const cacheFile = (id: string, size: number) => join(cacheDir(), `${id}-${size}-v3.png`);

async function rasterise(id: string, size: number, key: string): Promise<Canvas | null> {
  const file = cacheFile(id, size);
  const png = await readFile(file).catch(() => null);
  let source: Buffer;
  if (png) source = png;
  else {
    const svg = illustrationSvg(id, size);
    if (!svg) return null;
    source = Buffer.from(svg);
  }
  // loadImage waits for the decode (a PNG decodes asynchronously; drawing it before would draw nothing).
  const img = await loadImage(source);
  const c = createCanvas(size, size);
  c.getContext('2d').drawImage(img, 0, 0, size, size);
  if (!png) {
    // The disk cache is an optimisation: a failure to write it never fails a render.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, await encodeCanvas(c, 'png'))
      .then(() => rename(tmp, file))
      .catch(() => rm(tmp, { force: true }));
  }
  if (memory.size >= MEMORY_MAX) memory.delete(memory.keys().next().value!);
  memory.set(key, c);
  return c;
}
