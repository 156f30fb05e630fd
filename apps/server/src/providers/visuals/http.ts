import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
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
    const tmp = `${path}.part-${process.pid}`;
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
