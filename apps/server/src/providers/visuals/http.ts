import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

// What the stock adapters share: requests with a deadline, and downloads streamed to disk under a size
// cap (never a partial file at the final path). Messages name the vendor.

export class VisualsProviderError extends Error {
  constructor(
    message: string,
    readonly code: 'http' | 'timeout' | 'network' | 'too_large' | 'invalid_response',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'VisualsProviderError';
  }
}

export function vendorHttp(vendor: string, timeoutMs: number, maxBytes: number) {
  async function request(
    url: string,
    headers: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await fetch(url, { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    } catch (err) {
      if (timeout.aborted)
        throw new VisualsProviderError(`${vendor} did not answer within ${timeoutMs} ms`, 'timeout');
      if (signal?.aborted) throw err;
      throw new VisualsProviderError(`${vendor} unreachable: ${(err as Error).message}`, 'network');
    }
  }

  async function download(link: string, path: string, signal?: AbortSignal): Promise<void> {
    const res = await request(link, {}, signal);
    if (!res.ok || !res.body)
      throw new VisualsProviderError(`${vendor} download answered HTTP ${res.status}`, 'http', res.status);
    const declared = Number(res.headers.get('content-length'));
    if (declared > maxBytes) {
      await res.body.cancel();
      throw new VisualsProviderError(
        `Stock clip is ${declared} bytes, above the ${maxBytes}-byte limit`,
        'too_large',
      );
    }
    let received = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (received > maxBytes)
          done(new VisualsProviderError(`Stock clip exceeds the ${maxBytes}-byte limit`, 'too_large'));
        else done(null, chunk);
      },
    });
    const tmp = `${path}.part-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await pipeline(Readable.fromWeb(res.body as unknown as WebReadableStream), cap, createWriteStream(tmp));
      await rename(tmp, path);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  return { request, download };
}

/** Where downloaded stock clips are kept by vendor id, shared by every render (decision 029). */
export function stockCacheDir(): string {
  return process.env.STOCK_CACHE_DIR || join(tmpdir(), 'reelsmith-stock');
}

/** Most files kept in the stock cache; the least recently used go first. */
export const STOCK_CACHE_MAX_FILES = 200;

/**
 * A clip or photo by its vendor name (`pexels-<video>-<file>.mp4`): from the cache when an earlier
 * render fetched it, else downloaded into it. A hit is marked as recently used.
 */
export async function fetchCached(
  download: (link: string, path: string, signal?: AbortSignal) => Promise<void>,
  link: string,
  name: string,
  signal?: AbortSignal,
  dir = stockCacheDir(),
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, name);
  const hit = await stat(path).catch(() => null);
  if (hit?.size) {
    const now = new Date();
    await utimes(path, now, now).catch(() => undefined);
    return path;
  }
  await download(link, path, signal);
  await pruneCache(dir).catch(() => undefined); // an optimisation: never fails a render
  return path;
}

/** A partial file older than this was left by a download or a preparation that was cut short. */
const STALE_PART_MS = 60 * 60 * 1000;

async function pruneCache(dir: string) {
  const all = await readdir(dir);
  for (const n of all.filter((n) => n.includes('.part-'))) {
    const at = (await stat(join(dir, n)).catch(() => null))?.mtimeMs;
    if (at !== undefined && Date.now() - at > STALE_PART_MS) await rm(join(dir, n), { force: true });
  }
  const names = all.filter((n) => !n.includes('.part-'));
  if (names.length <= STOCK_CACHE_MAX_FILES) return;
  const aged = await Promise.all(
    names.map(async (n) => ({ n, t: (await stat(join(dir, n)).catch(() => null))?.mtimeMs ?? 0 })),
  );
  aged.sort((a, b) => a.t - b.t);
  for (const { n } of aged.slice(0, names.length - STOCK_CACHE_MAX_FILES))
    await rm(join(dir, n), { force: true });
}
