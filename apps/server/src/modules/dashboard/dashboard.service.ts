import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { audioClips, captions, scripts, users, videos } from '../../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { creditsAvailable } from '../billing/billing.service.ts';
import { ContentRepo, type ContentRow } from './content.repo.ts';
import type { ContentItem as ContentItemDto } from '@reelsmith/contracts/responses';
import type { ListContentQuery } from './content.schemas.ts';

export const IDEAS_PER_ASK = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in home: the stats row, the idea generator and the merged content list. */
export class DashboardService {
  readonly content: ContentRepo;
  constructor(private readonly ctx: AppContext) {
    this.content = new ContentRepo(ctx.database.db);
  }

  private get db() {
    return this.ctx.database.db;
  }

  /** Counted from the user's rows on every call: the figures always match the database. */
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
    if (!user[0]) throw new NotFoundError('Account not found.');
    return {
      videos_created: n(done),
      scripts_generated: n(written),
      captions_created: n(captioned),
      // Videos left this month (decision 004); null on an unlimited plan.
      credits_available: await creditsAvailable(this.db, user[0]),
      plan: user[0].plan,
    };
  }

  async ideas(seed: string, signal?: AbortSignal) {
    const ideas = await this.ctx.providers.llm.suggestIdeas(seed, IDEAS_PER_ASK, { signal });
    return { ideas: ideas.slice(0, IDEAS_PER_ASK).map((i) => ({ idea: i.idea, vibe: i.vibe })) };
  }

  async listContent(userId: string, q: ListContentQuery) {
    let after: { key: string; id: string } | undefined;
    if (q.cursor) {
      try {
        const [key, id, sort] = JSON.parse(Buffer.from(q.cursor, 'base64url').toString()) as string[];
        if (typeof key !== 'string' || !UUID.test(id) || sort !== q.sort) throw new Error('bad cursor');
        after = { key, id };
      } catch {
        throw new ValidationError('Invalid cursor.', { cursor: ['Invalid cursor.'] });
      }
    }
    const rows = await this.content.page(userId, { ...q, after });
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    const next =
      rows.length > q.limit && last
        ? Buffer.from(JSON.stringify([last.sort_key, last.id, q.sort])).toString('base64url')
        : null;
    return { results: page.map((r) => this.toDto(r)), next };
  }

  /** Deletes a narration and its file. Videos already rendered with it keep their own copy. */
  async deleteAudio(userId: string, id: string) {
    const [row] = await this.db
      .delete(audioClips)
      .where(and(eq(audioClips.id, id), eq(audioClips.userId, userId)))
      .returning();
    if (!row) throw new NotFoundError('Audio not found.');
    if (row.audioKey !== 'pending') await this.ctx.storage.delete(row.audioKey);
  }

  private toDto(r: ContentRow): ContentItemDto {
    const sign = (key: string | null) => (key && key !== 'pending' ? this.ctx.urls.sign(key) : null);
    const media = sign(r.media_key);
    const fileName =
      r.type === 'audio'
        ? `script_audio_${r.id}.mp3`
        : `${
            r.title
              .replace(/[^\w\- ]+/g, '')
              .trim()
              .slice(0, 60) || 'reelsmith-video'
          }.mp4`;
    return {
      type: r.type,
      id: r.id,
      title: r.title,
      summary: r.summary,
      excerpt: r.excerpt,
      status: r.status,
      percent: Number(r.percent),
      error: r.error,
      duration_seconds:
        r.duration_seconds === null ? null : Math.round(Number(r.duration_seconds) * 100) / 100,
      word_count: r.word_count === null ? null : Number(r.word_count),
      thumbnail_url: sign(r.thumbnail_key),
      media_url: media,
      download_url: media ? `${media}&download=${encodeURIComponent(fileName)}` : null,
      vibe: r.vibe,
      voice: r.voice,
      style: r.style,
      caption_style: r.caption_style,
      music: r.music,
      target_duration: r.target_duration === null ? null : Number(r.target_duration),
      script_id: r.script_id,
      audio_id: r.audio_id,
      created_at: new Date(r.created_at).toISOString(),
    };
  }
}
