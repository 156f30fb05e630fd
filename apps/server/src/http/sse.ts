import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from './errors.ts';

/**
 * Streams a row as Server-Sent Events until it is done or the client leaves: `progress` with
 * `toEvent(row)` as JSON each time it changes, `gone` when the row disappears, and a comment every
 * 15 s to keep proxies open. The row is reloaded when `waitForChange` resolves.
 */
export async function streamProgress<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: {
    /** The row, scoped to its owner; undefined when missing or not theirs. */
    load: () => Promise<Row | undefined>;
    toEvent: (row: Row) => unknown;
    isDone: (row: Row) => boolean;
    waitForChange: (signal: AbortSignal) => Promise<void>;
  },
) {
  const first = await opts.load();
  if (!first) throw new NotFoundError();
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  const controller = new AbortController();
  request.raw.on('close', () => controller.abort());
  let lastSent = '';
  let lastBeat = Date.now();
  let row: Row | undefined = first;
  res.write('retry: 2000\n\n');
  while (!controller.signal.aborted && row) {
    const data = JSON.stringify(await opts.toEvent(row));
    if (data !== lastSent) {
      res.write(`event: progress\ndata: ${data}\n\n`);
      lastSent = data;
    }
    if (opts.isDone(row)) break;
    if (Date.now() - lastBeat > 15_000) {
      res.write(': keep-alive\n\n');
      lastBeat = Date.now();
    }
    await opts.waitForChange(controller.signal);
    row = await opts.load();
  }
  if (!row && !controller.signal.aborted) res.write(`event: gone\ndata: {}\n\n`);
  res.end();
}
