import type { AppContext } from '../../context.ts';
import { NarrationSweepRepo } from './narration-sweep.repo.ts';

// A narration's clip waits as `pending` while its `voice.narrate` job speaks it. A worker that dies
// mid-job is retried by the queue at the job's expiry; one that dies on the last attempt leaves
// nothing to finish the clip. This sweep ends such a clip as the job's own last-attempt failure
// would: the clip goes and its generation is given back (the waiting request answers 502).

/** Older than this, a pending clip has had time to get its job (it is sent in the clip's transaction). */
export const NARRATION_STALE_AFTER_MS = 45_000;
const LIVE_JOB_STATES = ['created', 'retry', 'active'];

export class NarrationSweep {
  private readonly repo: NarrationSweepRepo;

  constructor(private readonly ctx: AppContext) {
    this.repo = new NarrationSweepRepo(ctx.database.db);
  }

  /** Answers how many stranded clips it ended. */
  async run(now = Date.now()): Promise<number> {
    const ids = await this.repo.pendingBefore(new Date(now - NARRATION_STALE_AFTER_MS));
    if (!ids.length) return 0;
    const states = await this.ctx.queue.jobStates('voice.narrate', 'audioId', ids);
    let ended = 0;
    for (const id of ids) {
      if ((states.get(id) ?? []).some((s) => LIVE_JOB_STATES.includes(s))) continue;
      if (await this.repo.endPending(id)) ended++;
    }
    if (ended)
      this.ctx.logger.warn({ ended }, 'narrations left by a dead worker ended; generations given back');
    return ended;
  }
}
