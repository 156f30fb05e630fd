import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ownedBy, type OwnerScope } from '../../lib/owner-scope.ts';

const platformIs = (col: SQL, platform: string) =>
  platform === 'all' ? sql`TRUE` : sql`${col} = ${platform}`;

export interface Window {
  from: Date;
  to: Date;
}
const day = (d: Date) => d.toISOString().slice(0, 10);

type Rows<T> = { rows: T[] };

/** Analytics' reads: the daily gains rollup, posted platforms, scheduled posts, production counts. */
export class AnalyticsRepo {
  constructor(private readonly db: Db) {}

  private async rows<T>(q: SQL): Promise<T[]> {
    return ((await this.db.execute(q)) as unknown as Rows<T>).rows;
  }

  /** Views and engagement gained per platform in a window (days are UTC, the window's ends included). */
  gainsByPlatform(scope: OwnerScope, w: Window, platform: string) {
    return this.rows<{ platform: string; views: string; engagement: string }>(sql`
      SELECT platform, sum(views)::text AS views, sum(likes + comments + shares)::text AS engagement
      FROM social_metrics_daily
      WHERE ${ownedBy(sql`user_id`, scope)} AND day > ${day(w.from)} AND day <= ${day(w.to)}
        AND ${platformIs(sql`platform`, platform)}
      GROUP BY platform`);
  }

  gainsByDay(scope: OwnerScope, w: Window, platform: string) {
    return this.rows<{ day: string; views: string; engagement: string }>(sql`
      SELECT day::text AS day, sum(views)::text AS views, sum(likes + comments + shares)::text AS engagement
      FROM social_metrics_daily
      WHERE ${ownedBy(sql`user_id`, scope)} AND day > ${day(w.from)} AND day <= ${day(w.to)}
        AND ${platformIs(sql`platform`, platform)}
      GROUP BY day ORDER BY day`);
  }

  /** Platforms posted in the window, per platform. */
  postsByPlatform(scope: OwnerScope, w: Window, platform: string) {
    return this.rows<{ platform: string; posts: string }>(sql`
      SELECT t.platform, count(*)::text AS posts
      FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id
      WHERE ${ownedBy(sql`p.user_id`, scope)} AND t.status = 'posted'
        AND t.posted_at > ${w.from.toISOString()} AND t.posted_at <= ${w.to.toISOString()}
        AND ${platformIs(sql`t.platform`, platform)}
      GROUP BY t.platform`);
  }

  topPosts(scope: OwnerScope, w: Window, platform: string, limit: number) {
    return this.rows<{
      id: string;
      title: string;
      platform: string;
      views: string;
      likes: string;
      comments: string;
      shares: string;
      posted_at: Date | string;
      status: string;
      remote_url: string | null;
    }>(sql`
      SELECT p.id, p.title, t.platform, t.views::text, t.likes::text, t.comments::text, t.shares::text,
             t.posted_at, t.status, t.remote_url
      FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id
      WHERE ${ownedBy(sql`p.user_id`, scope)} AND t.status = 'posted'
        AND t.posted_at > ${w.from.toISOString()} AND t.posted_at <= ${w.to.toISOString()}
        AND ${platformIs(sql`t.platform`, platform)}
      ORDER BY t.views DESC, t.posted_at DESC LIMIT ${limit}`);
  }

  scheduled(scope: OwnerScope, platform: string, limit: number) {
    return this.rows<{
      id: string;
      title: string;
      status: string;
      platform: string;
      scheduled_for: Date | string | null;
    }>(sql`
      SELECT p.id, p.title, p.status, t.platform, p.scheduled_for
      FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id
      WHERE ${ownedBy(sql`p.user_id`, scope)} AND p.status IN ('scheduled', 'pending', 'processing')
        AND ${platformIs(sql`t.platform`, platform)}
      ORDER BY p.scheduled_for ASC NULLS FIRST, p.created_at ASC LIMIT ${limit}`);
  }

  /**
   * Engagement of every measured post by weekday and two-hour block, in the post's own time zone:
   * read from the rollup the database keeps (at most 3 × 84 rows a user; decision 115).
   */
  engagementByWindow(scope: OwnerScope, platform: string) {
    return this.rows<{ dow: number; block: number; posts: string; views: string; engagement: string }>(sql`
      SELECT dow::int AS dow, block::int AS block, sum(posts)::text AS posts, sum(views)::text AS views,
             sum(engagement)::text AS engagement
      FROM social_engagement_windows
      WHERE ${ownedBy(sql`user_id`, scope)} AND ${platformIs(sql`platform`, platform)}
      GROUP BY 1, 2 HAVING sum(posts) > 0`);
  }

  /** By the video's vibe: every post is a short video, its vibe is what sets one apart (same rollup). */
  engagementByVibe(scope: OwnerScope, platform: string) {
    return this.rows<{ vibe: string; posts: string; views: string; engagement: string }>(sql`
      SELECT vibe, sum(posts)::text AS posts, sum(views)::text AS views, sum(engagement)::text AS engagement
      FROM social_engagement_vibes
      WHERE ${ownedBy(sql`user_id`, scope)} AND ${platformIs(sql`platform`, platform)}
      GROUP BY vibe HAVING sum(posts) > 0 ORDER BY sum(views) DESC`);
  }

  /** Latest total views of every measured post (the same rollup). */
  async totalViews(scope: OwnerScope, platform: string) {
    const [r] = await this.rows<{ views: string | null }>(sql`
      SELECT sum(views)::text AS views FROM social_engagement_windows
      WHERE ${ownedBy(sql`user_id`, scope)} AND ${platformIs(sql`platform`, platform)}`);
    return Number(r?.views ?? 0);
  }

  async bestPostTitle(scope: OwnerScope) {
    const [r] = await this.rows<{ title: string }>(sql`
      SELECT p.title FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id
      WHERE ${ownedBy(sql`p.user_id`, scope)} AND t.status = 'posted'
      ORDER BY t.views DESC LIMIT 1`);
    return r?.title ?? null;
  }

  /** The user's latest idea, for ideas when nothing is posted yet. */
  async latestIdea(scope: OwnerScope) {
    const [r] = await this.rows<{ idea: string }>(sql`
      SELECT idea FROM videos WHERE ${ownedBy(sql`user_id`, scope)} ORDER BY created_at DESC LIMIT 1`);
    return r?.idea ?? null;
  }

  /** Videos finished, scripts and captions made in the window. */
  async production(scope: OwnerScope, w: Window) {
    const from = w.from.toISOString();
    const to = w.to.toISOString();
    const [r] = await this.rows<{ videos: string; scripts: string; captions: string }>(sql`
      SELECT
        (SELECT count(*) FROM videos WHERE ${ownedBy(sql`user_id`, scope)} AND status = 'completed'
           AND created_at > ${from} AND created_at <= ${to})::text AS videos,
        (SELECT count(*) FROM scripts WHERE ${ownedBy(sql`user_id`, scope)}
           AND created_at > ${from} AND created_at <= ${to})::text AS scripts,
        (SELECT count(*) FROM captions WHERE ${ownedBy(sql`user_id`, scope)}
           AND created_at > ${from} AND created_at <= ${to})::text AS captions`);
    return {
      videos: Number(r?.videos ?? 0),
      scripts: Number(r?.scripts ?? 0),
      captions: Number(r?.captions ?? 0),
    };
  }
}
