import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { audioClips } from '../../db/schema/index.ts';
import { UsageRepo } from '../billing/usage.repo.ts';

const PENDING = 'pending';

/** The stranded narration sweep's reads and writes (narration-sweep.ts). */
export class NarrationSweepRepo {
  constructor(private readonly db: Db) {}

  /** Clips still waiting for their speech since before `cutoff`. */
  async pendingBefore(cutoff: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: audioClips.id })
      .from(audioClips)
      .where(and(eq(audioClips.audioKey, PENDING), lt(audioClips.createdAt, cutoff)))
      .limit(500);
    return rows.map((r) => r.id);
  }

  /** Deletes a clip that is still pending and gives its generation back, together; false if it moved. */
  async endPending(id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(audioClips)
        .where(and(eq(audioClips.id, id), eq(audioClips.audioKey, PENDING)))
        .returning({ id: audioClips.id });
      if (deleted.length) await new UsageRepo(tx as unknown as Db).releaseVoice(id);
      return deleted.length > 0;
    });
  }
}
