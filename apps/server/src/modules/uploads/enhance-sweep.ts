import type { AppContext } from '../../context.ts';
import { EnhanceSweepRepo } from './enhance-sweep.repo.ts';

// The video render's sweep (videos.jobs.ts), for enhances: a running enhance touches its row every
// few seconds (uploads.jobs.ts), so a row silent for ENHANCE_STALE_AFTER_MS belongs to a worker
// that died.

export const ENHANCE_STALE_AFTER_MS = 45_000;
/** Stages a worker is running (a `queued` row is waiting for one). */
const RUNNING = ['analysing', 'transcribing', 'rendering', 'checking'] as const;
const LIVE_JOB_STATES = ['created', 'retry', 'active'];
export const ENHANCE_STOPPED_REASON =
  'The video could not be enhanced: its worker stopped before it finished. Please try again.';

export class EnhanceSweep {
  private readonly repo: EnhanceSweepRepo;

  constructor(private readonly ctx: AppContext) {
    this.repo = new EnhanceSweepRepo(ctx.database.db);
  }

  /**
   * Running enhances whose row went silent: their job is failed now (retried when it has a retry
   * left) instead of at its one-hour expiry. Then each silent row goes by what is left of its job:
   * one waiting or running queues it again; none at all gets one; only dead ones (the last attempt
   * died with its worker) fail it with a reason, so a new enhance is accepted. A queued row whose
   * job is waiting is left to wait. Safe with many workers. Answers how many rows it moved.
   */
  async run(now = Date.now()): Promise<number> {
    const before = new Date(now - ENHANCE_STALE_AFTER_MS);
    const running = await this.repo.silent(RUNNING, before);
    await this.ctx.queue.failActive(
      'upload.enhance',
      'uploadId',
      running,
      'The worker enhancing this upload stopped; retrying',
    );
    const ids = [...running, ...(await this.repo.silent(['queued'], before))];
    if (!ids.length) return 0;
    const states = await this.ctx.queue.jobStates('upload.enhance', 'uploadId', ids);
    const live = (id: string) => (states.get(id) ?? []).some((s) => LIVE_JOB_STATES.includes(s));
    let moved = 0;
    for (const id of ids) {
      if (live(id) && !running.includes(id)) continue;
      if (!states.has(id))
        await this.ctx.queue.send('upload.enhance', { uploadId: id }, { singletonKey: id });
      const settled = await this.repo.settle(
        id,
        before,
        live(id) || !states.has(id)
          ? { status: 'queued', percent: 0, previewSegments: 0 }
          : { status: 'failed', previewSegments: 0, error: ENHANCE_STOPPED_REASON },
      );
      if (settled) {
        moved++;
        this.ctx.progress.notify(id);
      }
    }
    return moved;
  }
}
