import { execFileSync } from 'node:child_process';
import { createServer, type RequestListener, type Server } from 'node:http';
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
