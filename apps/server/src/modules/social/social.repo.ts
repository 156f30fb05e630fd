import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  socialConnections,
  socialEarlyAccess,
  socialMetrics,
  socialOauthStates,
  socialPosts,
  socialPostTargets,
  videos,
  type SocialConnection,
  type SocialPlatform,
  type SocialPost,
  type SocialPostTarget,
} from '../../db/schema/index.ts';

export type PostWithTargets = SocialPost & { targets: SocialPostTarget[] };

/** Social posting's I/O: connections, OAuth attempts, post jobs and their platforms, metrics. */
export class SocialRepo {
  constructor(private db: Db) {}

  connections(userId: string) {
    return this.db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
  }
  async connection(userId: string, platform: SocialPlatform): Promise<SocialConnection | undefined> {
    const [row] = await this.db
      .select()
      .from(socialConnections)
      .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)));
    return row;
  }
  async saveConnection(row: typeof socialConnections.$inferInsert) {
    await this.db
      .insert(socialConnections)
      .values(row)
      .onConflictDoUpdate({
        target: [socialConnections.userId, socialConnections.platform],
        set: {
          accountId: row.accountId,
          username: row.username,
          accessTokenEnc: row.accessTokenEnc,
          refreshTokenEnc: row.refreshTokenEnc,
          expiresAt: row.expiresAt,
          scopes: row.scopes,
          state: 'connected',
          lastConnectedAt: new Date(),
        },
      });
  }
  async updateTokens(id: string, set: Partial<typeof socialConnections.$inferInsert>) {
    await this.db.update(socialConnections).set(set).where(eq(socialConnections.id, id));
  }
  async deleteConnection(userId: string, platform: SocialPlatform) {
    const rows = await this.db
      .delete(socialConnections)
      .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)))
      .returning({ id: socialConnections.id });
    return rows.length > 0;
  }

  async saveOauthState(row: typeof socialOauthStates.$inferInsert) {
    // Attempts older than 15 minutes are dead: clear them as new ones come in.
    await this.db
      .delete(socialOauthStates)
      .where(lt(socialOauthStates.createdAt, new Date(Date.now() - 15 * 60_000)));
    await this.db.insert(socialOauthStates).values(row);
  }
  async takeOauthState(state: string) {
    const [row] = await this.db
      .delete(socialOauthStates)
      .where(eq(socialOauthStates.state, state))
      .returning();
    return row;
  }

  async requestEarlyAccess(userId: string, platform: string) {
    await this.db.insert(socialEarlyAccess).values({ userId, platform }).onConflictDoNothing();
  }
  async earlyAccessRequests(userId: string) {
    const rows = await this.db
      .select({ platform: socialEarlyAccess.platform })
      .from(socialEarlyAccess)
      .where(eq(socialEarlyAccess.userId, userId));
    return new Set(rows.map((r) => r.platform));
  }

  async finishedVideo(userId: string, videoId: string) {
    const [row] = await this.db
      .select()
      .from(videos)
      .where(and(eq(videos.id, videoId), eq(videos.userId, userId)));
    return row;
  }

  async createPost(post: typeof socialPosts.$inferInsert, platforms: SocialPlatform[]) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(socialPosts).values(post).returning();
      await tx.insert(socialPostTargets).values(platforms.map((platform) => ({ postId: row.id, platform })));
      return row;
    });
  }

  private async withTargets(posts: SocialPost[]): Promise<PostWithTargets[]> {
    if (!posts.length) return [];
    const targets = await this.db
      .select()
      .from(socialPostTargets)
      .where(
        inArray(
          socialPostTargets.postId,
          posts.map((p) => p.id),
        ),
      );
    return posts.map((p) => ({ ...p, targets: targets.filter((t) => t.postId === p.id) }));
  }
  async listPosts(userId: string, limit = 100) {
    const rows = await this.db
      .select()
      .from(socialPosts)
      .where(eq(socialPosts.userId, userId))
      .orderBy(desc(socialPosts.createdAt))
      .limit(limit);
    return this.withTargets(rows);
  }
  async postForOwner(id: string, userId: string) {
    const [row] = await this.db
      .select()
      .from(socialPosts)
      .where(and(eq(socialPosts.id, id), eq(socialPosts.userId, userId)));
    return row ? (await this.withTargets([row]))[0] : undefined;
  }
  async post(id: string) {
    const [row] = await this.db.select().from(socialPosts).where(eq(socialPosts.id, id));
    return row ? (await this.withTargets([row]))[0] : undefined;
  }

  /** Moves a post from one of `from` to `set.status`; false when it was no longer in one of them. */
  async transition(id: string, from: SocialPost['status'][], set: Partial<typeof socialPosts.$inferInsert>) {
    const rows = await this.db
      .update(socialPosts)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(socialPosts.id, id), inArray(socialPosts.status, from)))
      .returning({ id: socialPosts.id });
    return rows.length > 0;
  }

  /**
   * Takes a post for one queue job: a waiting post, this job's own (a retry), or one whose job
   * stopped moving 30 minutes ago. Two copies of a job can never post the same post.
   */
  async claim(id: string, jobId: string) {
    const stale = new Date(Date.now() - 30 * 60_000);
    const rows = await this.db
      .update(socialPosts)
      .set({ status: 'processing', jobId, updatedAt: new Date() })
      .where(
        and(
          eq(socialPosts.id, id),
          or(
            inArray(socialPosts.status, ['pending', 'scheduled']),
            and(
              eq(socialPosts.status, 'processing'),
              or(eq(socialPosts.jobId, jobId), lt(socialPosts.updatedAt, stale)),
            ),
          ),
        ),
      )
      .returning({ id: socialPosts.id });
    return rows.length > 0;
  }

  async updateTarget(id: string, set: Partial<typeof socialPostTargets.$inferInsert>) {
    await this.db.update(socialPostTargets).set(set).where(eq(socialPostTargets.id, id));
  }
  async resetFailedTargets(postId: string) {
    await this.db
      .update(socialPostTargets)
      .set({ status: 'pending', errorMessage: null })
      .where(and(eq(socialPostTargets.postId, postId), eq(socialPostTargets.status, 'failed')));
  }

  async postedInLastDay(userId: string, platform: SocialPlatform) {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(socialPostTargets)
      .innerJoin(socialPosts, eq(socialPosts.id, socialPostTargets.postId))
      .where(
        and(
          eq(socialPosts.userId, userId),
          eq(socialPostTargets.platform, platform),
          gte(socialPostTargets.postedAt, new Date(Date.now() - 86_400_000)),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** Scheduled posts whose time has passed a while ago: their queue job was lost (or never sent). */
  async overdueScheduled(graceMs: number) {
    return this.db
      .select({ id: socialPosts.id })
      .from(socialPosts)
      .where(
        and(
          eq(socialPosts.status, 'scheduled'),
          lte(socialPosts.scheduledFor, new Date(Date.now() - graceMs)),
        ),
      )
      .limit(100);
  }

  async target(id: string) {
    const [row] = await this.db
      .select({ target: socialPostTargets, userId: socialPosts.userId })
      .from(socialPostTargets)
      .innerJoin(socialPosts, eq(socialPosts.id, socialPostTargets.postId))
      .where(eq(socialPostTargets.id, id));
    return row;
  }
  /** Posted platforms whose metrics are older than `maxAgeMs` and not held back by a rate limit. */
  async targetsDueForMetrics(maxAgeMs: number) {
    const now = new Date();
    return this.db
      .select({ id: socialPostTargets.id })
      .from(socialPostTargets)
      .where(
        and(
          eq(socialPostTargets.status, 'posted'),
          or(
            isNull(socialPostTargets.metricsAt),
            lt(socialPostTargets.metricsAt, new Date(now.getTime() - maxAgeMs)),
          ),
          or(isNull(socialPostTargets.metricsNotBefore), lte(socialPostTargets.metricsNotBefore, now)),
        ),
      )
      .limit(200);
  }
  async markMetricsRequested(ids: string[]) {
    if (ids.length)
      await this.db
        .update(socialPostTargets)
        .set({ metricsAt: new Date() })
        .where(inArray(socialPostTargets.id, ids));
  }
  async recordMetrics(
    targetId: string,
    m: { views: number; likes: number; comments: number; shares: number },
  ) {
    await this.db.transaction(async (tx) => {
      // The day's gain (decision 110) from the totals the platform row still holds.
      await tx.execute(sql`
        INSERT INTO social_metrics_daily (user_id, day, platform, views, likes, comments, shares)
        SELECT p.user_id, (now() AT TIME ZONE 'UTC')::date, t.platform,
               greatest(${m.views} - t.views, 0), greatest(${m.likes} - t.likes, 0),
               greatest(${m.comments} - t.comments, 0), greatest(${m.shares} - t.shares, 0)
        FROM social_post_targets t JOIN social_posts p ON p.id = t.post_id
        WHERE t.id = ${targetId}
        ON CONFLICT (user_id, day, platform) DO UPDATE SET
          views = social_metrics_daily.views + excluded.views,
          likes = social_metrics_daily.likes + excluded.likes,
          comments = social_metrics_daily.comments + excluded.comments,
          shares = social_metrics_daily.shares + excluded.shares`);
      await tx.insert(socialMetrics).values({ targetId, ...m });
      await tx
        .update(socialPostTargets)
        .set({ ...m, metricsAt: new Date(), metricsNotBefore: null })
        .where(eq(socialPostTargets.id, targetId));
    });
  }
  metricsSeries(targetId: string) {
    return this.db
      .select()
      .from(socialMetrics)
      .where(eq(socialMetrics.targetId, targetId))
      .orderBy(socialMetrics.fetchedAt);
  }
}
