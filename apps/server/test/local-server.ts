import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { FAST_H264, lavfi } from './media.ts';

/** A local HTTP server on a free port, standing in for a vendor's API. */
export async function listenLocal(handler: RequestListener): Promise<{
  server: Server;
  baseUrl: string;
  close: () => Promise<void>;
}> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    server,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A one-second 108x192 fragmented MP4, small enough for a fake stock site to serve from memory. */
export function tinyPortraitMp4(): Buffer {
  return execFileSync('ffmpeg', [
    ...['-v', 'error', ...lavfi('testsrc2=size=108x192:rate=30:duration=1'), ...FAST_H264],
    ...['-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4', '-'],
  ]);
}

/** A 108x192 JPEG: a stock clip's still as a fake stock site serves it. */
function tinyPortraitJpeg(): Buffer {
  return execFileSync('ffmpeg', [
    ...['-v', 'error', ...lavfi('testsrc2=size=108x192'), '-frames:v', '1'],
    ...['-c:v', 'mjpeg', '-f', 'image2pipe', '-'],
  ]);
}

/** What a fake stock site's search API answers: a JSON body (its `BASE` becomes the site's address) or text. */
export type StockAnswer = { status: number; json?: unknown; text?: string } | null;

/**
 * A local stock site: `answer` speaks the vendor's search API; `/files/*` serves a tiny MP4 and
 * notes each path in `downloads`, and `/files/huge.mp4` streams 512 KB with no length (for the cap);
 * `/pictures/*` serves a tiny JPEG (a clip's still).
 */
export async function listenStockSite(
  answer: (url: URL, req: IncomingMessage) => StockAnswer,
  downloads: string[],
) {
  const mp4 = tinyPortraitMp4();
  const jpeg = tinyPortraitJpeg();
  const site = await listenLocal((req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname.startsWith('/pictures/')) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
      res.end(jpeg);
      return;
    }
    if (url.pathname.startsWith('/files/')) {
      downloads.push(url.pathname);
      if (url.pathname === '/files/huge.mp4') {
        res.writeHead(200, { 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' });
        for (let i = 0; i < 8; i++) res.write(Buffer.alloc(64 * 1024));
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': mp4.length });
      res.end(mp4);
      return;
    }
    const a = answer(url, req);
    if (!a) {
      res.writeHead(404).end();
      return;
    }
    const json = a.text === undefined;
    res.writeHead(a.status, { 'content-type': json ? 'application/json' : 'text/plain' });
    res.end(json ? JSON.stringify(a.json).replaceAll('BASE', site.baseUrl) : a.text);
  });
  return site;
}

/**
 * A scratch folder for one test file, with its stock download cache (STOCK_CACHE_DIR, shared by id
 * across renders) starting empty; `done()` removes it and hands the next file in this worker
 * (isolate: false, decision 041) the default cache again.
 */
export function scratchStockCache(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  process.env.STOCK_CACHE_DIR = join(dir, 'stock-cache');
  return {
    dir,
    done: () => {
      rmSync(dir, { recursive: true, force: true });
      delete process.env.STOCK_CACHE_DIR;
    },
  };
}
