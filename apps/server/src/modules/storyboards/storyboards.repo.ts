import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import type { Db } from '../../db/client.ts';
import { videoVersions, videos, type Video, type VideoVersion } from '../../db/schema/index.ts';

export type NewVersion = typeof videoVersions.$inferInsert;

/**
 * The storyboard on the video row and its versions. Every read and write names the owner, except
 * the version job's own reload by id (it carries only the id).
 */
export class StoryboardsRepo {
  constructor(private readonly db: Db) {}

  async video(id: string, userId: string): Promise<Video | undefined> {
    const [v] = await this.db
      .select()
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.userId, userId)));
    return v;
  }

  /**
   * Saves a storyboard only if the stored revision is still `expected` (optimistic concurrency):
   * answers the new revision, or null when someone saved first (nothing changed).
   */
  async save(id: string, userId: string, expected: number, sb: Storyboard): Promise<number | null> {
    const rows = await this.db
      .update(videos)
      // The row's language follows the document's, so lists and the video's page say the one it speaks.
      .set({
        storyboard: sb,
        language: sb.language,
        storyboardRev: sql`${videos.storyboardRev} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(videos.id, id), eq(videos.userId, userId), eq(videos.storyboardRev, expected)))
      .returning({ rev: videos.storyboardRev });
    return rows[0]?.rev ?? null;
  }

  /**
   * A derived storyboard for a video made before storyboards, stored only if none arrived
   * meanwhile, with its files recorded as version 1 (the same keys), in one transaction.
   */
  async storeDerived(v: Video, sb: Storyboard): Promise<Video | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(videos)
        .set({ storyboard: sb, storyboardRev: 1, currentVersion: 1 })
        .where(and(eq(videos.id, v.id), eq(videos.userId, v.userId), sql`${videos.storyboard} IS NULL`))
        .returning();
      if (!row) return undefined;
      await tx
        .insert(videoVersions)
        .values({
          videoId: v.id,
          userId: v.userId,
          number: 1,
          storyboard: sb,
          status: 'completed',
          percent: 100,
          videoKey: v.videoKey,
          thumbnailKey: v.thumbnailKey,
          srtKey: v.srtKey,
          vttKey: v.vttKey,
          durationSec: v.durationSec,
          createdAt: v.createdAt,
          completedAt: v.completedAt,
        })
        .onConflictDoNothing();
      return row;
    });
  }

  async insertVersion(tx: Db, row: NewVersion): Promise<VideoVersion> {
    const [v] = await tx.insert(videoVersions).values(row).returning();
    return v!;
  }

  /**
   * Starts a version render in one transaction that locks the video's row, so two requests cannot
   * both start one: `check` runs under the lock (it throws to refuse), `alsoInTx` queues the job.
   */
  async startVersion(
    videoId: string,
    userId: string,
    check: (v: Video, live: VideoVersion | undefined, nextNumber: number) => Storyboard,
    alsoInTx: (tx: Db, row: VideoVersion) => Promise<unknown>,
  ): Promise<VideoVersion | null> {
    return this.db.transaction(async (tx) => {
      const [v] = await tx
        .select()
        .from(videos)
        .where(and(eq(videos.id, videoId), eq(videos.userId, userId)))
        .for('update');
      if (!v) return null;
      const [live] = await tx
        .select()
        .from(videoVersions)
        .where(and(eq(videoVersions.videoId, videoId), eq(videoVersions.status, 'rendering')));
      const [{ max }] = await tx
        .select({ max: sql<number>`coalesce(max(${videoVersions.number}), 0)::int` })
        .from(videoVersions)
        .where(eq(videoVersions.videoId, videoId));
      const number = Math.max(max ?? 0, v.currentVersion ?? 0) + 1;
      const storyboard = check(v, live, number);
      const row = await this.insertVersion(tx as unknown as Db, {
        videoId,
        userId,
        number,
        storyboard,
        status: 'rendering',
      });
      await alsoInTx(tx as unknown as Db, row);
      return row;
    });
  }

  async versions(videoId: string, userId: string): Promise<VideoVersion[]> {
    return this.db
      .select()
      .from(videoVersions)
      .where(and(eq(videoVersions.videoId, videoId), eq(videoVersions.userId, userId)))
      .orderBy(desc(videoVersions.number));
  }

  async version(videoId: string, versionId: string, userId: string): Promise<VideoVersion | undefined> {
    const [v] = await this.db
      .select()
      .from(videoVersions)
      .where(
        and(
          eq(videoVersions.id, versionId),
          eq(videoVersions.videoId, videoId),
          eq(videoVersions.userId, userId),
        ),
      );
    return v;
  }

  /** For the version job, which carries only the id. */
  async versionById(id: string): Promise<VideoVersion | undefined> {
    const [v] = await this.db.select().from(videoVersions).where(eq(videoVersions.id, id));
    return v;
  }

  /**
   * Moves a rendering version on (an empty `set` is a heartbeat); false when it is no longer
   * rendering (deleted, failed, done).
   */
  async advanceVersion(id: string, set: Partial<NewVersion>): Promise<boolean> {
    const rows = await this.db
      .update(videoVersions)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(videoVersions.id, id), eq(videoVersions.status, 'rendering')))
      .returning({ id: videoVersions.id });
    return rows.length > 0;
  }

  /**
   * A finished version becomes the video's current one: the version's row and the video's files,
   * length and current_version change in one transaction, so a reader sees the old files or the new.
   */
  async completeVersion(
    version: VideoVersion,
    files: Pick<NewVersion, 'videoKey' | 'thumbnailKey' | 'srtKey' | 'vttKey' | 'durationSec'>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(videoVersions)
        .set({ ...files, status: 'completed', percent: 100, error: null, completedAt: new Date() })
        .where(and(eq(videoVersions.id, version.id), eq(videoVersions.status, 'rendering')))
        .returning({ id: videoVersions.id });
      if (!done.length) return false;
      await tx
        .update(videos)
        .set({ ...files, currentVersion: version.number, updatedAt: new Date() })
        .where(eq(videos.id, version.videoId));
      return true;
    });
  }

  /**
   * Restores a completed version: its storyboard and files become the video's current ones and the
   * revision moves on (so an editor holding the old revision is told to reload).
   */
  async restore(version: VideoVersion): Promise<{ storyboard: Storyboard; revision: number } | null> {
    const [v] = await this.db
      .update(videos)
      .set({
        storyboard: version.storyboard,
        storyboardRev: sql`${videos.storyboardRev} + 1`,
        currentVersion: version.number,
        videoKey: version.videoKey,
        thumbnailKey: version.thumbnailKey,
        srtKey: version.srtKey,
        vttKey: version.vttKey,
        durationSec: version.durationSec,
        updatedAt: new Date(),
      })
      .where(and(eq(videos.id, version.videoId), eq(videos.userId, version.userId)))
      .returning({ rev: videos.storyboardRev });
    return v ? { storyboard: version.storyboard, revision: v.rev } : null;
  }

  /** Versions still marked rendering whose row has not moved since `before` (the stale sweep). */
  async silentVersions(before: Date): Promise<VideoVersion[]> {
    return this.db
      .select()
      .from(videoVersions)
      .where(and(eq(videoVersions.status, 'rendering'), lt(videoVersions.updatedAt, before)));
  }

  /**
   * Settles a silent version as the sweep decided (back to waiting for its retry, or failed), only
   * if it is still rendering and still silent: of two sweeps, one moves it. True when it moved.
   */
  async settleSilent(id: string, before: Date, set: Partial<NewVersion>): Promise<boolean> {
    const rows = await this.db
      .update(videoVersions)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(
          eq(videoVersions.id, id),
          eq(videoVersions.status, 'rendering'),
          lt(videoVersions.updatedAt, before),
        ),
      )
      .returning({ id: videoVersions.id });
    return rows.length > 0;
  }

  async failVersions(ids: string[], error: string): Promise<void> {
    if (!ids.length) return;
    await this.db
      .update(videoVersions)
      .set({ status: 'failed', error, updatedAt: new Date() })
      .where(and(inArray(videoVersions.id, ids), eq(videoVersions.status, 'rendering')));
  }
}
