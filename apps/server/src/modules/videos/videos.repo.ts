import { and, desc, eq, ilike, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import { LIVE_STATUSES } from '@reelsmith/contracts/video';
import type { Db } from '../../db/client.ts';
import { videoUsage, videoVersions, videos, type Video, type VideoStatus } from '../../db/schema/index.ts';

export type NewVideoVersion = typeof videoVersions.$inferInsert;

export type NewVideo = typeof videos.$inferInsert;

const RENDERING_STATUSES = ['scripting', 'voicing', 'rendering'] as const;

/** Every read and write names the owner, except the job's own reload by id. */
export class VideosRepo {
  constructor(private readonly db: Db) {}

  /**
   * Creates a video and its usage record in one transaction that locks the owner's row, so two
   * requests at once cannot both take the last free video: `check` runs under the lock before the
   * insert (it throws to refuse), `alsoInTx` after it (e.g. queueing the render in the same
   * transaction).
   */
  async createLocked(
    userId: string,
    values: Omit<NewVideo, 'userId'>,
    period: string,
    hooks: { check: (tx: Db) => Promise<void>; alsoInTx: (tx: Db, row: Video) => Promise<unknown> },
  ): Promise<Video> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
      await hooks.check(tx as unknown as Db);
      const [row] = await tx
        .insert(videos)
        .values({ ...values, userId })
        .returning();
      await tx.insert(videoUsage).values({ userId, videoId: row.id, period });
      await hooks.alsoInTx(tx as unknown as Db, row);
      return row;
    });
  }

  /**
   * As createLocked for several videos under one lock (a channel's series): stops at the first
   * `check` refusal and answers the rows made and that refusal, if any. `allOrNone` (an A/B pair)
   * throws the refusal instead, so nothing is made.
   */
  async createManyLocked(
    userId: string,
    list: Omit<NewVideo, 'userId'>[],
    period: string,
    hooks: { check: (tx: Db) => Promise<void>; alsoInTx: (tx: Db, row: Video) => Promise<unknown> },
    allOrNone = false,
  ): Promise<{ rows: Video[]; refused: unknown }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
      const rows: Video[] = [];
      for (const values of list) {
        try {
          await hooks.check(tx as unknown as Db);
        } catch (refused) {
          if (allOrNone) throw refused;
          return { rows, refused };
        }
        const [row] = await tx
          .insert(videos)
          .values({ ...values, userId })
          .returning();
        await tx.insert(videoUsage).values({ userId, videoId: row.id, period });
        await hooks.alsoInTx(tx as unknown as Db, row);
        rows.push(row);
      }
      return { rows, refused: null };
    });
  }

  async findForOwner(id: string, userId: string): Promise<Video | undefined> {
    const [v] = await this.db
      .select()
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.userId, userId)));
    return v;
  }

  /** The other video of an A/B hook pair (issue 41), if it is still there. */
  async abTwin(userId: string, group: string, id: string): Promise<string | null> {
    const [v] = await this.db
      .select({ id: videos.id })
      .from(videos)
      .where(
        and(
          eq(videos.userId, userId),
          sql`${videos.remix}->>'abGroup' = ${group}`,
          sql`${videos.id} <> ${id}`,
        ),
      )
      .limit(1);
    return v?.id ?? null;
  }

  /** A finished video made elsewhere (an enhanced upload saved to My Content): no job, no usage. */
  async insertFinished(values: NewVideo): Promise<Video> {
    const [row] = await this.db.insert(videos).values(values).returning();
    return row!;
  }

  /** For the render job, which carries only the id. */
  async findById(id: string): Promise<Video | undefined> {
    const [v] = await this.db.select().from(videos).where(eq(videos.id, id));
    return v;
  }

  async list(
    userId: string,
    opts: { status?: VideoStatus; q?: string; limit: number; before?: { createdAt: Date; id: string } },
  ) {
    const conds = [eq(videos.userId, userId)];
    if (opts.status) conds.push(eq(videos.status, opts.status));
    if (opts.q) {
      const like = `%${opts.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      conds.push(or(ilike(videos.title, like), ilike(videos.idea, like))!);
    }
    if (opts.before) {
      conds.push(
        or(
          lt(videos.createdAt, opts.before.createdAt),
          and(eq(videos.createdAt, opts.before.createdAt), lt(videos.id, opts.before.id)),
        )!,
      );
    }
    return this.db
      .select()
      .from(videos)
      .where(and(...conds))
      .orderBy(desc(videos.createdAt), desc(videos.id))
      .limit(opts.limit + 1);
  }

  /**
   * Moves a live video on; answers false when it was cancelled or deleted meanwhile, which tells
   * the renderer to stop.
   */
  async advance(id: string, set: Partial<NewVideo>): Promise<boolean> {
    const rows = await this.db
      .update(videos)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(videos.id, id), notInArray(videos.status, ['cancelled', 'completed'])))
      .returning({ id: videos.id });
    return rows.length > 0;
  }

  /**
   * Completes a render and records it as a version in one transaction: the row's update (only while
   * it is still live) and, with it, the version row (a retry that finds it there adds nothing).
   */
  async completeWithVersion(
    id: string,
    set: Partial<NewVideo>,
    version: Omit<NewVideoVersion, 'videoId'>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(videos)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(videos.id, id), notInArray(videos.status, ['cancelled', 'completed'])))
        .returning({ id: videos.id });
      if (!rows.length) return false;
      await tx
        .insert(videoVersions)
        .values({ ...version, videoId: id })
        .onConflictDoNothing({ target: [videoVersions.videoId, videoVersions.number] });
      return true;
    });
  }

  async countAttempt(id: string) {
    await this.db
      .update(videos)
      .set({ attempts: sql`${videos.attempts} + 1` })
      .where(eq(videos.id, id));
  }

  /** Renders whose row has not moved since `before`. */
  async findStale(before: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: videos.id })
      .from(videos)
      .where(and(inArray(videos.status, [...RENDERING_STATUSES]), lt(videos.updatedAt, before)));
    return rows.map((r) => r.id);
  }

  /** Puts live videos back to `queued` (their job was handed back to the queue). */
  async requeue(ids: string[]): Promise<void> {
    await this.db
      .update(videos)
      .set({ status: 'queued', updatedAt: new Date() })
      .where(and(inArray(videos.id, ids), inArray(videos.status, [...LIVE_STATUSES])));
  }

  async rename(id: string, userId: string, title: string): Promise<Video | undefined> {
    const [v] = await this.db
      .update(videos)
      .set({ title, updatedAt: new Date() })
      .where(and(eq(videos.id, id), eq(videos.userId, userId)))
      .returning();
    return v;
  }

  async delete(id: string, userId: string): Promise<Video | undefined> {
    const [v] = await this.db
      .delete(videos)
      .where(and(eq(videos.id, id), eq(videos.userId, userId)))
      .returning();
    return v;
  }
}
