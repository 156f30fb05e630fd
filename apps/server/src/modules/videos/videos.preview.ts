import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { Video } from '../../db/schema/index.ts';
import type { ProgressSignal } from '../../jobs/progress-signal.ts';
import type { Storage } from '../../providers/storage/storage.types.ts';
import { previewInitKey, previewSegmentKey } from '../../storage/storage-paths.ts';

/**
 * The live preview (decision 070): while a video renders, the pipeline hands over fragmented-MP4
 * segments; the job stores them beside the video and counts them on its row, and one long
 * response streams `init.mp4` + the segments in order as they appear. The row is the only thing
 * the API and the worker share, so it works with the worker in another process.
 */

const LIVE = new Set<string>(['queued', 'scripting', 'voicing', 'rendering']);
export const POLL_MS = 200;
/** Longer than any render may take (8 min), so a stream whose worker vanished still ends. */
const MAX_STREAM_MS = 10 * 60_000;

/**
 * Streams the preview of a live video until it is completed, failed, cancelled or deleted, or a
 * retry starts over, or the client leaves. New segments are noticed through the row (a local
 * progress write wakes the loop at once; a worker elsewhere is seen by polling) and each is
 * opened as soon as it is counted, so the job deleting the preview at the end does not cut off a
 * segment the client has not received yet.
 */
export async function streamPreview(
  deps: { storage: Storage; progress: ProgressSignal },
  res: ServerResponse,
  video: Video,
  opts: { load: () => Promise<Video | undefined>; pollMs?: number },
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
    const attempt = video.attempts;
    const deadline = Date.now() + MAX_STREAM_MS;
    let row: Video | undefined = video;
    let known = 0;
    try {
      while (row && !stop.signal.aborted && Date.now() < deadline) {
        // A retry starts from segment 0 with a new init: this stream cannot continue.
        if (row.attempts !== attempt || row.previewSegments < known) break;
        if (known === 0 && row.previewSegments > 0) queue.push(open(previewInitKey(video)));
        while (known < row.previewSegments) queue.push(open(previewSegmentKey(video, known++)));
        wake();
        if (!LIVE.has(row.status)) break;
        await deps.progress.waitForChange(video.id, opts.pollMs ?? POLL_MS, stop.signal);
        row = await opts.load();
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
