import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { exactTime } from '../../lib/list-cursor.ts';
import type { Db } from '../../db/client.ts';
import { audioClips, captions, scripts, users, videos } from '../../db/schema/index.ts';
import type { ContentSort, ContentStatus, ContentType } from '@reelsmith/contracts/content';

/** One row of the merged list, as the database returns it. */
export interface ContentRow {
  type: ContentType;
  id: string;
  title: string;
  summary: string;
  excerpt: string | null;
  status: string;
  percent: number;
  error: string | null;
  duration_seconds: number | null;
  /** A script's words, for its voice-over estimate (the one the script step shows). */
  spoken_text: string | null;
  /** One of an A/B test of two first lines (issue 41): 'A' or 'B', and the pair's group. */
  ab_hook: 'A' | 'B' | null;
  ab_group: string | null;
  word_count: number | null;
  thumbnail_key: string | null;
  media_key: string | null;
  vibe: string | null;
  voice: string | null;
  style: string | null;
  caption_style: string | null;
  music: string | null;
  target_duration: number | null;
  script_id: string | null;
  audio_id: string | null;
  created_at: Date | string;
  /** Who made it (team members see each other's projects). */
  maker_id: string;
  /** The sort key of this row, exact (microseconds kept), for the next page's cursor. */
  sort_key: string;
}

export interface ContentQuery {
  type?: ContentType;
  status?: ContentStatus;
  q?: string;
  sort: ContentSort;
  limit: number;
  after?: { key: string; id: string };
}

const LIVE = ['queued', 'scripting', 'voicing', 'rendering'];

interface Source {
  type: ContentType;
  /** SELECT list in the common column order. */
  columns: SQL;
  table: SQL;
  title: SQL;
  search: SQL[];
  /** The table's condition for a status filter, or null when nothing of this type can match. */
  status(s: ContentStatus): SQL | null | true;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const SOURCES: Source[] = [
  {
    type: 'video',
    table: sql.raw('videos'),
    title: sql.raw('lower(title)'),
    columns:
      sql.raw(`'video' AS type, id, title, idea AS summary, NULL::text AS excerpt, status, percent, error,
      duration_sec::float8 AS duration_seconds, NULL::int AS word_count, thumbnail_key, video_key AS media_key,
      vibe, voice, style, caption_preset AS caption_style, music, target_duration_sec AS target_duration,
      script_id::text AS script_id, audio_id::text AS audio_id, created_at, user_id::text AS maker_id,
      NULL::text AS spoken_text, remix->>'abHook' AS ab_hook, remix->>'abGroup' AS ab_group`),
    search: [sql.raw('title'), sql.raw('idea')],
    status(s) {
      if (s === 'processing') return sql`status IN (${list(LIVE)})`;
      if (s === 'ready' || s === 'completed') return sql`status = 'completed'`;
      if (s === 'draft' || s === 'in-progress') return null;
      return sql`status = ${s}`;
    },
  },
  {
    type: 'script',
    table: sql.raw('scripts'),
    title: sql.raw('lower(title)'),
    columns: sql.raw(`'script' AS type, id, title, topic AS summary, left(content, 300) AS excerpt, status,
      100 AS percent, NULL::text AS error, NULL::float8 AS duration_seconds,
      word_count, NULL::text AS thumbnail_key, NULL::text AS media_key, vibe, NULL::text AS voice,
      NULL::text AS style, NULL::text AS caption_style, NULL::text AS music, NULL::int AS target_duration,
      id::text AS script_id, NULL::text AS audio_id, created_at, user_id::text AS maker_id,
      content AS spoken_text, NULL::text AS ab_hook, NULL::text AS ab_group`),
    search: [sql.raw('title'), sql.raw('topic')],
    status(s) {
      if (s === 'processing' || s === 'in-progress') return sql`status = 'in-progress'`;
      if (s === 'ready' || s === 'completed') return sql`status = 'completed'`;
      if (s === 'draft') return sql`status = 'draft'`;
      return null;
    },
  },
  {
    type: 'audio',
    table: sql.raw('audio_clips'),
    title: sql.raw(`lower(coalesce(nullif(topic, ''), left(text, 80)))`),
    columns: sql.raw(`'audio' AS type, id, coalesce(nullif(topic, ''), left(text, 80)) AS title,
      text AS summary, NULL::text AS excerpt, 'completed' AS status, 100 AS percent, NULL::text AS error,
      (duration_ms / 1000.0)::float8 AS duration_seconds, NULL::int AS word_count, NULL::text AS thumbnail_key,
      audio_key AS media_key, NULL::text AS vibe, voice, NULL::text AS style, NULL::text AS caption_style,
      NULL::text AS music, NULL::int AS target_duration, NULL::text AS script_id, id::text AS audio_id, created_at,
      user_id::text AS maker_id, NULL::text AS spoken_text, NULL::text AS ab_hook, NULL::text AS ab_group`),
    search: [sql.raw('topic'), sql.raw('text')],
    status(s) {
      return s === 'ready' || s === 'completed' ? true : null;
    },
  },
];

/**
 * The user's videos, scripts and audio clips as one list, a page at a time. Each table answers
 * at most one page past the cursor (by its (user_id, created_at) index), the union is cut to a
 * page: the cost stays the same on page 1 and page 100.
 */
export class ContentRepo {
  constructor(private readonly db: Db) {}

  /** `userIds`: the viewer alone, or every member of the viewer's team. */
  async page(userIds: string[], q: ContentQuery): Promise<ContentRow[]> {
    const asc = q.sort !== 'newest';
    const dir = sql.raw(asc ? 'ASC' : 'DESC');
    const cmp = sql.raw(asc ? '>' : '<');
    const parts: SQL[] = [];
    for (const src of SOURCES) {
      if (q.type && q.type !== src.type) continue;
      const conds: SQL[] = [
        sql`user_id IN (${sql.join(
          userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ];
      if (q.status) {
        const c = src.status(q.status);
        if (c === null) continue;
        if (c !== true) conds.push(c);
      }
      if (q.q) {
        const like = `%${q.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        conds.push(
          sql`(${sql.join(
            src.search.map((col) => sql`${col} ILIKE ${like}`),
            sql` OR `,
          )})`,
        );
      }
      const key = q.sort === 'title' ? src.title : sql.raw('created_at');
      const keyText = q.sort === 'title' ? src.title : exactTime(sql.raw('created_at'));
      if (q.after) {
        const afterKey = q.sort === 'title' ? sql`${q.after.key}` : sql`${q.after.key}::timestamptz`;
        conds.push(sql`(${key}, id) ${cmp} (${afterKey}, ${q.after.id}::uuid)`);
      }
      parts.push(sql`(SELECT ${src.columns}, ${keyText} AS sort_key, ${key} AS sort_value
        FROM ${src.table} WHERE ${sql.join(conds, sql` AND `)}
        ORDER BY ${key} ${dir}, id ${dir} LIMIT ${q.limit + 1})`);
    }
    if (!parts.length) return [];
    const query = sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) AS content
      ORDER BY sort_value ${dir}, id ${dir} LIMIT ${q.limit + 1}`;
    const res = (await this.db.execute(query)) as unknown as { rows: ContentRow[] };
    return res.rows;
  }

  /** The stats row's counts, from the user's own rows; `user` is undefined for an unknown id. */
  async stats(userId: string) {
    const n = (rows: Array<{ n: number }>) => Number(rows[0]?.n ?? 0);
    const [user, done, written, captioned] = await Promise.all([
      this.db.select({ id: users.id, plan: users.plan }).from(users).where(eq(users.id, userId)),
      this.db
        .select({ n: count() })
        .from(videos)
        .where(and(eq(videos.userId, userId), eq(videos.status, 'completed'))),
      this.db.select({ n: count() }).from(scripts).where(eq(scripts.userId, userId)),
      this.db.select({ n: count() }).from(captions).where(eq(captions.userId, userId)),
    ]);
    return { user: user[0], videos: n(done), scripts: n(written), captions: n(captioned) };
  }

  /** Deletes the owner's narration clip; returns it, or undefined when it is not theirs. */
  async deleteAudio(userId: string, id: string) {
    const [row] = await this.db
      .delete(audioClips)
      .where(and(eq(audioClips.id, id), eq(audioClips.userId, userId)))
      .returning();
    return row;
  }
}
