import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { ProgressSignal } from '../jobs/progress-signal.ts';
import type { PreviewSegment } from '../media/encode/render.ts';
import type { Storage } from '../providers/storage/storage.types.ts';

/**
 * A live preview (decision 070), for any job that encodes a fragmented-MP4 rendition beside its
 * final file: a render of a video, or the enhance of an upload (decision 103). The job stores each
 * finished segment and counts it on its row; one long response streams `init.mp4` + the segments
 * in order as they appear. The row is the only thing the API and the worker share, so it works
 * with the worker in another process.
 */

/** What the stream needs of the job's row. */
export interface LivePreviewState {
  /** Which attempt is running: a retry starts from segment 0 with a new init. */
  attempts: number;
  previewSegments: number;
  /** Still running (more segments may come). */
  live: boolean;
}

export interface LivePreviewSource {
  /** The id progress writes are signalled under (the row's id). */
  id: string;
  initKey: string;
  segmentKey: (index: number) => string;
  load: () => Promise<LivePreviewState | undefined>;
}

export const POLL_MS = 200;
/** Longer than any job may take, so a stream whose worker vanished still ends. */
const MAX_STREAM_MS = 10 * 60_000;

/**
 * Streams the preview of a live job until it ends (completed, failed, cancelled, deleted), a retry
 * starts over, or the client leaves. New segments are noticed through the row (a local progress
 * write wakes the loop at once; a worker elsewhere is seen by polling) and each is opened as soon
 * as it is counted, so the job deleting the preview at the end does not cut off a segment the
 * client has not received yet.
 */
export async function streamLivePreview(
  deps: { storage: Storage; progress: ProgressSignal },
  res: ServerResponse,
  first: LivePreviewState,
  source: LivePreviewSource,
  opts: { pollMs?: number; maxMs?: number } = {},
): Promise<void> {
  res.writeHead(200, {
    'Content-Type': 'video/mp4',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  const stop = new AbortController();
  const onClose = () => stop.abort();
  res.on('close', onClose);

  const open = (key: string): Promise<Readable | null> =>
    deps.storage.read(key).then(
      (s) => s.on('error', () => undefined),
      () => null,
    );
  const queue: Array<Promise<Readable | null>> = [];
  let watching = true;
  let wake = () => {};

  const watcher = (async () => {
    const attempt = first.attempts;
    const deadline = Date.now() + (opts.maxMs ?? MAX_STREAM_MS);
    let row: LivePreviewState | undefined = first;
    let known = 0;
    try {
      while (row && !stop.signal.aborted && Date.now() < deadline) {
        // A retry starts from segment 0 with a new init: this stream cannot continue.
        if (row.attempts !== attempt || row.previewSegments < known) break;
        if (known === 0 && row.previewSegments > 0) queue.push(open(source.initKey));
        while (known < row.previewSegments) queue.push(open(source.segmentKey(known++)));
        wake();
        if (!row.live) break;
        await deps.progress.waitForChange(source.id, opts.pollMs ?? POLL_MS, stop.signal);
        row = await source.load();
      }
    } catch {
      // The database went away (shutdown): end the stream like any other ending.
    } finally {
      watching = false;
      wake();
    }
  })();

  let broken = false;
  try {
    while (!stop.signal.aborted) {
      const next = queue.shift();
      if (!next) {
        if (!watching) break;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      const part = await next;
      // A missing part (deleted at the end, or by a retry) ends the stream: a gap would not play.
      if (!part) break;
      for await (const chunk of part) {
        if (stop.signal.aborted) break;
        if (!res.write(chunk)) await once(res, 'drain', { signal: stop.signal });
      }
    }
  } catch {
    // The client left or a read failed: the final video or a reload takes over.
    broken = true;
  } finally {
    broken ||= stop.signal.aborted;
    stop.abort();
    for (const p of queue) void p.then((s) => s?.destroy());
    await watcher;
    res.off('close', onClose);
    // A stream cut short must not look complete, and its socket must not linger.
    if (broken) res.destroy();
    else res.end();
  }
}

/**
 * The job side: each finished segment is put into storage, then counted on the row (which wakes
 * SSE subscribers and preview streams here, and is polled by those in other processes). The
 * preview is a bonus: if storing a segment fails, the preview stops there (viewers get the
 * finished file) but the job goes on.
 */
export function livePreviewStore(
  deps: { storage: Storage; logger: Logger },
  o: {
    initKey: string;
    segmentKey: (index: number) => string;
    signal: AbortSignal;
    count: (segments: number) => Promise<void>;
    /** Fields for the warning log (the row's id). */
    logFields?: Record<string, unknown>;
  },
): (seg: PreviewSegment) => Promise<void> {
  let initStored = false;
  let broken = false;
  return async (seg) => {
    if (o.signal.aborted || broken) return;
    try {
      if (!initStored) {
        await deps.storage.putFile(o.initKey, seg.initPath, 'video/mp4');
        initStored = true;
      }
      await deps.storage.putFile(o.segmentKey(seg.index), seg.path, 'video/iso.segment');
    } catch (err) {
      broken = true;
      deps.logger.warn({ err, ...o.logFields }, 'live preview stopped: a segment could not be stored');
      return;
    }
    await o.count(seg.index + 1);
  };
}
