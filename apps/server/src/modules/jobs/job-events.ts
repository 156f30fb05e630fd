import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../http/errors.ts';
import { isTerminal, type Progress } from '../../jobs/progress.repo.ts';

/**
 * Streams a job's progress row as Server-Sent Events until it reaches a terminal status or the
 * client leaves. Events: `progress` with the row as JSON; a comment every 15 s keeps proxies open.
 */
export async function streamProgress(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  opts: { ownerId?: string; toEvent?: (row: Progress) => Promise<unknown> | unknown; pollMs?: number } = {},
) {
  const first = await ctx.progress.get(id);
  if (!first || (opts.ownerId && first.ownerId !== opts.ownerId)) throw new NotFoundError();
  const toEvent = opts.toEvent ?? ((row: Progress) => row);
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
  let row: Progress | undefined = first;
  res.write('retry: 2000\n\n');
  while (!controller.signal.aborted && row) {
    const data = JSON.stringify(await toEvent(row));
    if (data !== lastSent) {
      res.write(`event: progress\ndata: ${data}\n\n`);
      lastSent = data;
    }
    if (isTerminal(row.status)) break;
    if (Date.now() - lastBeat > 15_000) {
      res.write(': keep-alive\n\n');
      lastBeat = Date.now();
    }
    await ctx.progress.waitForChange(id, opts.pollMs ?? 500, controller.signal);
    row = await ctx.progress.get(id);
  }
  if (!row && !controller.signal.aborted) res.write(`event: gone\ndata: {}\n\n`);
  res.end();
}
