import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { LIVE_UPLOAD_STATUSES } from '@reelsmith/contracts/uploads';
import type { Db } from '../../db/client.ts';
import { exactTime } from '../../lib/list-cursor.ts';
import { uploads, type NewUpload, type Upload } from '../../db/schema/index.ts';

/** Every query names the owner, except the job's (which carries only the id). */
export class UploadsRepo {
  constructor(private readonly db: Db) {}

  async insert(row: NewUpload): Promise<Upload> {
    const [u] = await this.db.insert(uploads).values(row).returning();
    return u!;
  }

  async findForOwner(id: string, userId: string): Promise<Upload | undefined> {
    const [u] = await this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
    return u;
  }

  async findById(id: string): Promise<Upload | undefined> {
    const [u] = await this.db.select().from(uploads).where(eq(uploads.id, id));
    return u;
  }

  /**
   * The owner's uploads, newest first, one page: `limit` rows after the cursor (the last row of the
   * page before: its exact time, microseconds kept, and id, which breaks ties between photos
   * added in one post), plus one more row when there are more, so the caller knows.
   */
  async listForOwner(
    userId: string,
    opts: { limit: number; after?: { key: string; id: string } } = { limit: 50 },
  ): Promise<(Upload & { sortKey: string })[]> {
    const conds = [eq(uploads.userId, userId)];
    if (opts.after)
      conds.push(
        sql`(${uploads.createdAt}, ${uploads.id}) < (${opts.after.key}::timestamptz, ${opts.after.id}::uuid)`,
      );
    return this.db
      .select({
        ...getTableColumns(uploads),
        sortKey: exactTime(uploads.createdAt),
      })
      .from(uploads)
      .where(and(...conds))
      .orderBy(desc(uploads.createdAt), desc(uploads.id))
      .limit(opts.limit + 1);
  }

  /** Bytes the user keeps in uploads: originals plus enhanced files. */
  async bytesUsed(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<string>`coalesce(sum(${uploads.sizeBytes} + ${uploads.outputBytes}), 0)` })
      .from(uploads)
      .where(eq(uploads.userId, userId));
    return Number(row?.n ?? 0);
  }

  async update(id: string, set: Partial<NewUpload>): Promise<Upload | undefined> {
    const [u] = await this.db
      .update(uploads)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(uploads.id, id))
      .returning();
    return u;
  }

  /** Moves a running enhance; false when the row is gone or no longer running (deleted, restarted). */
  async advance(id: string, set: Partial<NewUpload>): Promise<boolean> {
    const rows = await this.db
      .update(uploads)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(uploads.id, id), inArray(uploads.status, [...LIVE_UPLOAD_STATUSES])))
      .returning({ id: uploads.id });
    return rows.length > 0;
  }

  async countAttempt(id: string) {
    await this.db
      .update(uploads)
      .set({ attempts: sql`${uploads.attempts} + 1` })
      .where(eq(uploads.id, id));
  }

  async delete(id: string, userId: string): Promise<Upload | undefined> {
    const [u] = await this.db
      .delete(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
      .returning();
    return u;
  }
}
