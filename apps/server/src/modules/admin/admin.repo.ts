import { and, desc, eq, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  adminAudit,
  authTokens,
  users,
  videos,
  videoUsage,
  type AdminAuditRow,
} from '../../db/schema/index.ts';

export type AuditEntry = Omit<typeof adminAudit.$inferInsert, 'id' | 'createdAt'>;
export const UNFINISHED = ['queued', 'scripting', 'voicing', 'rendering'] as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What the operator console reads and changes across every account (never a creator's route). */
export class AdminRepo {
  constructor(private readonly db: Db) {}

  // ---- Users --------------------------------------------------------------------------------

  async searchUsers(q: string, limit: number) {
    return this.db
      .select({
        id: users.id,
        email: users.email,
        username: users.username,
        role: users.role,
        isActive: users.isActive,
        closedAt: users.closedAt,
        bannedAt: users.bannedAt,
        banReason: users.banReason,
        lastLoginAt: users.lastLoginAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(q ? ilike(users.email, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
      .orderBy(desc(users.createdAt))
      .limit(limit);
  }

  async user(id: string) {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async userByEmail(email: string) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  }

  /**
   * Bans (a reason) or lifts a ban (null). A ban also ends every session: the session version goes
   * up and refresh tokens are deleted, so the next call of any open tab is refused.
   */
  async setBan(id: string, reason: string | null) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set(
          reason === null
            ? { bannedAt: null, banReason: null, updatedAt: new Date() }
            : {
                bannedAt: new Date(),
                banReason: reason,
                sessionVersion: sql`${users.sessionVersion} + 1`,
                updatedAt: new Date(),
              },
        )
        .where(eq(users.id, id))
        .returning();
      if (reason !== null)
        await tx.delete(authTokens).where(and(eq(authTokens.userId, id), eq(authTokens.kind, 'refresh')));
      return row;
    });
  }

  async setRole(id: string, role: 'creator' | 'operator') {
    const [row] = await this.db
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  // ---- Videos and jobs ----------------------------------------------------------------------

  private videoColumns = {
    id: videos.id,
    title: videos.title,
    status: videos.status,
    error: videos.error,
    attempts: videos.attempts,
    percent: videos.percent,
    createdAt: videos.createdAt,
    updatedAt: videos.updatedAt,
    email: users.email,
  };

  async failedVideos(limit: number) {
    return this.db
      .select(this.videoColumns)
      .from(videos)
      .innerJoin(users, eq(users.id, videos.userId))
      .where(eq(videos.status, 'failed'))
      .orderBy(desc(videos.updatedAt))
      .limit(limit);
  }

  /** Unfinished videos whose row has not moved since `before` (a live render writes every few seconds). */
  async stuckVideos(before: Date, limit: number) {
    return this.db
      .select(this.videoColumns)
      .from(videos)
      .innerJoin(users, eq(users.id, videos.userId))
      .where(and(inArray(videos.status, [...UNFINISHED]), lt(videos.updatedAt, before)))
      .orderBy(videos.updatedAt)
      .limit(limit);
  }

  /** Videos made, finished and failed per hour since `since` (hours with none are absent). */
  async hourlyCounts(since: Date) {
    return rowsOf<{ hour: string; created: number; completed: number; failed: number }>(
      await this.db.execute(sql`
        SELECT to_char(date_trunc('hour', ${videos.createdAt}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour,
               count(*)::int AS created,
               count(*) FILTER (WHERE ${videos.status} = 'completed')::int AS completed,
               count(*) FILTER (WHERE ${videos.status} = 'failed')::int AS failed
        FROM ${videos} WHERE ${videos.createdAt} >= ${since.toISOString()}
        GROUP BY 1 ORDER BY 1`),
    );
  }

  /** Render time (writing, voicing and rendering, from the row's stage timings) of videos finished since `since`. */
  async renderPercentiles(since: Date) {
    const [row] = rowsOf<{ n: number; p50: number | null; p95: number | null }>(
      await this.db.execute(sql`
        WITH t AS (
          SELECT (coalesce((${videos.stageTimings}->>'scripting')::float, 0)
                + coalesce((${videos.stageTimings}->>'voicing')::float, 0)
                + coalesce((${videos.stageTimings}->>'rendering')::float, 0)) / 1000 AS sec
          FROM ${videos}
          WHERE ${videos.status} = 'completed' AND ${videos.completedAt} >= ${since.toISOString()}
            AND ${videos.stageTimings} IS NOT NULL)
        SELECT count(*)::int AS n,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY sec) AS p50,
               percentile_cont(0.95) WITHIN GROUP (ORDER BY sec) AS p95
        FROM t`),
    );
    return { n: row?.n ?? 0, p50: row?.p50 ?? null, p95: row?.p95 ?? null };
  }

  async video(id: string) {
    const [row] = await this.db
      .select(this.videoColumns)
      .from(videos)
      .innerJoin(users, eq(users.id, videos.userId))
      .where(eq(videos.id, id));
    return row;
  }

  /**
   * A failed, cancelled or stuck video back to the queue with a fresh count of attempts; `send`
   * queues its job in the same transaction (no row without its job).
   */
  async requeueVideo(id: string, send: (tx: Db) => Promise<unknown>) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(videos)
        .set({
          status: 'queued',
          percent: 0,
          error: null,
          attempts: 0,
          previewSegments: 0,
          updatedAt: new Date(),
        })
        .where(and(eq(videos.id, id), isNull(videos.completedAt)))
        .returning({ id: videos.id, status: videos.status });
      if (row) await send(tx);
      return row;
    });
  }

  /**
   * Cancels an unfinished video; a render in progress sees the row and stops. Like a video that
   * failed for good, it gives its place in the month's allowance back.
   */
  async cancelVideo(id: string, reason: string) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(videos)
        .set({ status: 'cancelled', error: reason, updatedAt: new Date() })
        .where(and(eq(videos.id, id), inArray(videos.status, [...UNFINISHED])))
        .returning({ id: videos.id, status: videos.status });
      if (row) await tx.delete(videoUsage).where(eq(videoUsage.videoId, id));
      return row;
    });
  }

  // ---- Audit log ----------------------------------------------------------------------------

  async audit(entry: AuditEntry): Promise<AdminAuditRow> {
    const [row] = await this.db.insert(adminAudit).values(entry).returning();
    return row!;
  }

  async auditLog(limit: number, before?: Date): Promise<AdminAuditRow[]> {
    return this.db
      .select()
      .from(adminAudit)
      .where(before ? lt(adminAudit.createdAt, before) : undefined)
      .orderBy(desc(adminAudit.createdAt))
      .limit(limit);
  }

  // ---- Metrics ------------------------------------------------------------------------------

  /** Jobs waiting (created or retry) per job name. */
  async queueDepth() {
    return rowsOf<{ name: string; n: number }>(
      await this.db.execute(
        sql`SELECT name, count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name`,
      ),
    );
  }

  async failuresByReason(since: Date) {
    return rowsOf<{ reason: string; n: number }>(
      await this.db.execute(sql`
        SELECT left(coalesce(${videos.error}, 'unknown'), 80) AS reason, count(*)::int AS n
        FROM ${videos} WHERE ${videos.status} = 'failed' AND ${videos.updatedAt} >= ${since.toISOString()}
        GROUP BY 1`),
    );
  }

  async emailsByStatus() {
    return rowsOf<{ status: string; n: number }>(
      await this.db.execute(sql`SELECT status, count(*)::int AS n FROM emails GROUP BY status`),
    );
  }

  async recentRenderSeconds(since: Date) {
    return rowsOf<{ sec: number }>(
      await this.db.execute(sql`
        SELECT (coalesce((${videos.stageTimings}->>'scripting')::float, 0)
              + coalesce((${videos.stageTimings}->>'voicing')::float, 0)
              + coalesce((${videos.stageTimings}->>'rendering')::float, 0)) / 1000 AS sec
        FROM ${videos}
        WHERE ${videos.status} = 'completed' AND ${videos.completedAt} > ${since.toISOString()}
          AND ${videos.stageTimings} IS NOT NULL`),
    );
  }
}
