import type { ServerResponse } from 'node:http';
import type { Video } from '../../db/schema/index.ts';
import type { ProgressSignal } from '../../jobs/progress-signal.ts';
import { streamLivePreview } from '../../lib/live-preview.ts';
import type { Storage } from '../../providers/storage/storage.types.ts';
import { previewInitKey, previewSegmentKey } from '../../storage/storage-paths.ts';

/** A video's live render preview (decision 070): the shared stream over the video's row and folder. */
const LIVE = new Set<string>(['queued', 'scripting', 'voicing', 'rendering']);

const state = (v: Video) => ({
  attempts: v.attempts,
  previewSegments: v.previewSegments,
  live: LIVE.has(v.status),
});

export async function streamPreview(
  deps: { storage: Storage; progress: ProgressSignal },
  res: ServerResponse,
  video: Video,
  opts: { load: () => Promise<Video | undefined>; pollMs?: number },
): Promise<void> {
  await streamLivePreview(
    deps,
    res,
    state(video),
    {
      id: video.id,
      initKey: previewInitKey(video),
      segmentKey: (i) => previewSegmentKey(video, i),
      load: async () => {
        const v = await opts.load();
        return v && state(v);
      },
    },
    { pollMs: opts.pollMs },
  );
}
