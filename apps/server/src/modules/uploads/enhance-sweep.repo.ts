import { and, eq, inArray, lt } from 'drizzle-orm';
import { LIVE_UPLOAD_STATUSES } from '@reelsmith/contracts/uploads';
import type { Db } from '../../db/client.ts';
import { uploads, type NewUpload } from '../../db/schema/index.ts';

/** The stale enhance sweep's reads and writes (enhance-sweep.ts). */
export class EnhanceSweepRepo {
  constructor(private readonly db: Db) {}

  /** Uploads in one of `statuses` whose row has not moved since `before`. */
  async silent(statuses: readonly NewUpload['status'][], before: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(
          inArray(uploads.status, statuses as NewUpload['status'][] as never),
          lt(uploads.updatedAt, before),
        ),
      )
      .limit(500);
    return rows.map((r) => r.id);
  }

  /** Writes `set` if the row is still live and still silent since `before`; false when it moved. */
  async settle(id: string, before: Date, set: Partial<NewUpload>): Promise<boolean> {
    const rows = await this.db
      .update(uploads)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(
          eq(uploads.id, id),
          lt(uploads.updatedAt, before),
          inArray(uploads.status, [...LIVE_UPLOAD_STATUSES]),
        ),
      )
      .returning({ id: uploads.id });
    return rows.length > 0;
  }
}
