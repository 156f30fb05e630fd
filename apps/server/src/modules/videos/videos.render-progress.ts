import type { Logger } from 'pino';
import type { ProgressSignal } from '../../jobs/progress-signal.ts';
import { livePreviewStore } from '../../lib/live-preview.ts';
import { type PreviewSegment, type Stage } from '../../media/pipeline.ts';
import type { Storage } from '../../providers/storage/storage.types.ts';
import { previewInitKey, previewSegmentKey, type VideoRef } from '../../storage/storage-paths.ts';
import { VideosRepo, type NewVideo } from './videos.repo.ts';

// A render's progress on its row (the one record SSE streams), its heartbeat, and its live preview.

/** Where each stage sits on the overall 0-100 bar (rendering dominates the wall time). */
const STAGE_SPAN: Record<Stage, [number, number]> = {
  scripting: [0, 5],
  voicing: [5, 20],
  rendering: [20, 100],
};
const HEARTBEAT_MS = 5_000;
/** Progress writes at most this often (a stage change is written at once). */
const PROGRESS_EVERY_MS = 300;

/**
 * A render's progress writes, in order: at most a few a second, a heartbeat while nothing moves
 * (the stale sweep reads it), and a write that finds the row gone or cancelled stops the render.
 */
export class RenderProgress {
  /** The stage last reported; null once the video is done. */
  stage: Stage | null = null;
  private lastWrite = 0;
  private pending: Promise<void> = Promise.resolve();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly deps: { repo: VideosRepo; progress: ProgressSignal; log?: (err: unknown) => void },
    private readonly videoId: string,
    private readonly controller: AbortController,
  ) {
    this.heartbeat = setInterval(() => {
      if (Date.now() - this.lastWrite >= HEARTBEAT_MS) this.enqueue({}).catch(this.logFailure);
    }, HEARTBEAT_MS);
  }

  /** Writes now, without waiting for queued writes. */
  async write(set: Partial<NewVideo>): Promise<void> {
    this.lastWrite = Date.now();
    const alive = await this.deps.repo.advance(this.videoId, set);
    if (!alive) this.controller.abort(new Error('The video was deleted or cancelled'));
    else this.deps.progress.notify(this.videoId);
  }

  /** Writes after every write queued before it; one failed write does not stop the later ones. */
  enqueue(set: Partial<NewVideo>): Promise<void> {
    return (this.pending = this.pending.catch(() => undefined).then(() => this.write(set)));
  }

  // A progress or heartbeat write that fails (database gone for a moment) is only logged: the
  // next one tries again, and the stale sweep covers a render that really stopped.
  private readonly logFailure = (err: unknown) => this.deps.log?.(err);

  /** The pipeline's `onProgress`: maps a stage's percent onto the overall bar, throttled. */
  readonly onPipelineProgress = ({ stage, percent }: { stage: Stage; percent: number }) => {
    const [from, to] = STAGE_SPAN[stage];
    const overall = Math.min(99, Math.round(from + ((to - from) * percent) / 100));
    if (stage !== this.stage || Date.now() - this.lastWrite > PROGRESS_EVERY_MS) {
      this.stage = stage;
      this.enqueue({ status: stage, percent: overall }).catch(this.logFailure);
    }
  };

  /** Resolves when every queued write is done (rejects if one failed). */
  settled(): Promise<void> {
    return this.pending;
  }

  stop(): void {
    clearInterval(this.heartbeat);
  }
}

/** The live preview's store for a video render (decision 070): its segments beside the video. */
export function previewStore(
  deps: { storage: Storage; logger: Logger },
  o: { video: VideoRef; signal: AbortSignal; count: (segments: number) => Promise<void> },
): (seg: PreviewSegment) => Promise<void> {
  return livePreviewStore(deps, {
    initKey: previewInitKey(o.video),
    segmentKey: (i) => previewSegmentKey(o.video, i),
    signal: o.signal,
    count: o.count,
    logFields: { videoId: o.video.id },
  });
}
