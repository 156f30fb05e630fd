import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { MIN_TREND_USERS } from '@reelsmith/contracts/insights';
import type { Db } from '../../db/client.ts';
import { trendSaves, type TrendKind } from '../../db/schema/index.ts';
import { ownedBy, type OwnerScope } from '../../lib/owner-scope.ts';

/** Words too common to be a topic. */
const STOPWORDS = [
  'about',
  'after',
  'again',
  'also',
  'back',
  'been',
  'before',
  'best',
  'better',
  'come',
  'could',
  'does',
  'down',
  'each',
  'even',
  'every',
  'first',
  'from',
  'have',
  'here',
  'into',
  'just',
  'know',
  'like',
  'make',
  'more',
  'most',
  'much',
  'need',
  'never',
  'only',
  'other',
  'over',
  'really',
  'same',
  'should',
  'some',
  'still',
  'such',
  'take',
  'than',
  'that',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'thing',
  'things',
  'this',
  'those',
  'three',
  'through',
  'time',
  'very',
  'want',
  'ways',
  'what',
  'when',
  'where',
  'which',
  'while',
  'will',
  'with',
  'without',
  'would',
  'your',
  'yours',
  'five',
  'four',
  'tips',
  'facts',
  'video',
  'videos',
  'viral',
  'trending',
  'fypage',
];

export interface TermRow {
  term: string;
  users: string;
  uses: string;
  prev_uses: string;
}

type Rows<T> = { rows: T[] };

/**
 * The platform's own activity, across all users and anonymised: only counts leave this file,
 * and only for terms at least MIN_TREND_USERS different users used in the current window.
 */
export class TrendingRepo {
  constructor(private readonly db: Db) {}

  private async rows<T>(q: SQL): Promise<T[]> {
    return ((await this.db.execute(q)) as unknown as Rows<T>).rows;
  }

  private ranked(terms: SQL, since: Date, split: Date) {
    return this.rows<TermRow>(sql`
      WITH terms AS (${terms})
      SELECT term,
             count(DISTINCT user_id) FILTER (WHERE at > ${split.toISOString()})::text AS users,
             count(*) FILTER (WHERE at > ${split.toISOString()})::text AS uses,
             count(*) FILTER (WHERE at <= ${split.toISOString()})::text AS prev_uses
      FROM terms WHERE at > ${since.toISOString()} AND length(term) BETWEEN 2 AND 40
      GROUP BY term
      HAVING count(DISTINCT user_id) FILTER (WHERE at > ${split.toISOString()}) >= ${MIN_TREND_USERS}
      ORDER BY 3 DESC, 1 LIMIT 100`);
  }

  private postsOn(platform: string) {
    return platform === 'all'
      ? sql`TRUE`
      : sql`EXISTS (SELECT 1 FROM social_post_targets t WHERE t.post_id = p.id AND t.platform = ${platform})`;
  }

  /** Hashtags of posts and videos. Videos have no platform yet, so a platform filter leaves only posts. */
  hashtags(since: Date, split: Date, platform: string) {
    const videos =
      platform === 'all'
        ? sql`UNION ALL
          SELECT v.user_id, v.created_at AS at, lower(ltrim(h, '#')) AS term
          FROM videos v, jsonb_array_elements_text(coalesce(v.hashtags, '[]'::jsonb)) h
          WHERE v.created_at > ${since.toISOString()}`
        : sql``;
    return this.ranked(
      sql`SELECT p.user_id, p.created_at AS at, lower(ltrim(h, '#')) AS term
          FROM social_posts p, jsonb_array_elements_text(p.hashtags) h
          WHERE p.created_at > ${since.toISOString()} AND ${this.postsOn(platform)}
          ${videos}`,
      since,
      split,
    );
  }

  /** Words of ideas, script topics and post titles. */
  topics(since: Date, split: Date, platform: string) {
    const words = (col: SQL) => sql`regexp_split_to_table(lower(${col}), '[^a-z0-9]+')`;
    const others =
      platform === 'all'
        ? sql`UNION ALL SELECT v.user_id, v.created_at, ${words(sql`v.idea`)} FROM videos v WHERE v.created_at > ${since.toISOString()}
              UNION ALL SELECT s.user_id, s.created_at, ${words(sql`s.topic`)} FROM scripts s WHERE s.created_at > ${since.toISOString()}`
        : sql``;
    return this.ranked(
      sql`SELECT user_id, at, term FROM (
            SELECT p.user_id, p.created_at AS at, ${words(sql`p.title`)} AS term FROM social_posts p
            WHERE p.created_at > ${since.toISOString()} AND ${this.postsOn(platform)}
            ${others}
          ) w WHERE length(term) >= 4 AND term !~ '^[0-9]+$'
            AND term NOT IN (${sql.join(
              STOPWORDS.map((s) => sql`${s}`),
              sql`, `,
            )})`,
      since,
      split,
    );
  }

  /** Soundtracks chosen for videos. */
  audio(since: Date, split: Date) {
    return this.ranked(
      sql`SELECT v.user_id, v.created_at AS at, v.music AS term FROM videos v
          WHERE v.created_at > ${since.toISOString()} AND v.music <> 'none'`,
      since,
      split,
    );
  }

  /** Terms the user used lately: what "In Your Niche" matches against. */
  async ownTerms(scope: OwnerScope, since: Date) {
    const rows = await this.rows<{ term: string }>(sql`
      SELECT DISTINCT lower(ltrim(h, '#')) AS term FROM social_posts p, jsonb_array_elements_text(p.hashtags) h
      WHERE ${ownedBy(sql`p.user_id`, scope)} AND p.created_at > ${since.toISOString()}
      UNION
      SELECT DISTINCT w FROM videos v, regexp_split_to_table(lower(v.idea), '[^a-z0-9]+') w
      WHERE ${ownedBy(sql`v.user_id`, scope)} AND v.created_at > ${since.toISOString()} AND length(w) >= 4
      LIMIT 500`);
    return new Set(rows.map((r) => r.term));
  }

  /** Median views of the user's posts published in the window; null with none measured. */
  async medianViews(scope: OwnerScope, since: Date) {
    const [r] = await this.rows<{ median: string | null }>(sql`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY t.views)::text AS median
      FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id
      WHERE ${ownedBy(sql`p.user_id`, scope)} AND t.status = 'posted' AND t.posted_at > ${since.toISOString()}`);
    return r?.median === null || r?.median === undefined ? null : Math.round(Number(r.median));
  }

  listSaved(scope: OwnerScope) {
    return this.db
      .select()
      .from(trendSaves)
      .where(ownedBy(sql`${trendSaves.userId}`, scope))
      .orderBy(desc(trendSaves.createdAt))
      .limit(200);
  }

  async save(
    userId: string,
    v: { kind: TrendKind; key: string; title: string; data: Record<string, unknown> },
  ) {
    const [row] = await this.db
      .insert(trendSaves)
      .values({ userId, ...v })
      .onConflictDoUpdate({
        target: [trendSaves.userId, trendSaves.kind, trendSaves.key],
        set: { title: v.title, data: v.data },
      })
      .returning();
    return row!;
  }

  async countSaved(userId: string) {
    const [r] = await this.rows<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM trend_saves WHERE user_id = ${userId}`,
    );
    return Number(r?.n ?? 0);
  }

  async remove(scope: OwnerScope, id: string) {
    const rows = await this.db
      .delete(trendSaves)
      .where(and(eq(trendSaves.id, id), ownedBy(sql`${trendSaves.userId}`, scope)))
      .returning({ id: trendSaves.id });
    return rows.length > 0;
  }
}
