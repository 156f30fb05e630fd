import type { AppContext } from '../../context.ts';
import type { AllowancesService } from '../billing/allowances.service.ts';
import type { TeamsService } from '../billing/teams.service.ts';
import { NotFoundError } from '../../http/errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.ts';
import { ContentRepo, type ContentRow } from './content.repo.ts';
import type { ContentItem as ContentItemDto } from '@reelsmith/contracts/responses';
import type { ListContentQuery } from './content.schemas.ts';
import { estimateSeconds } from '../scripts/scripts.service.ts';

export const IDEAS_PER_ASK = 10;

/** The signed-in home: the stats row, the idea generator and the merged content list. */
export class DashboardService {
  readonly content: ContentRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly billing: Pick<AllowancesService, 'creditsLeft' | 'planFor'>,
    private readonly teams: Pick<TeamsService, 'teamUserIds' | 'memberNames'>,
  ) {
    this.content = new ContentRepo(ctx.database.db);
  }

  private get db() {
    return this.ctx.database.db;
  }

  /** Counted from the user's rows on every call: the figures always match the database. */
  async stats(userId: string) {
    const counted = await this.content.stats(userId);
    const user = counted.user;
    if (!user) throw new NotFoundError('Account not found.');
    return {
      videos_created: counted.videos,
      scripts_generated: counted.scripts,
      captions_created: counted.captions,
      // Videos left this month (decision 004); null on an unlimited plan.
      credits_available: await this.billing.creditsLeft(userId),
      plan: (await this.billing.planFor(userId)).id,
    };
  }

  async ideas(seed: string, signal?: AbortSignal) {
    const ideas = await this.ctx.providers.llm.suggestIdeas(seed, IDEAS_PER_ASK, { signal });
    return { ideas: ideas.slice(0, IDEAS_PER_ASK).map((i) => ({ idea: i.idea, vibe: i.vibe })) };
  }

  async listContent(userId: string, q: ListContentQuery) {
    const after = q.cursor ? decodeCursor(q.cursor, (_key, [sort]) => sort === q.sort) : undefined;
    const team = await this.teams.teamUserIds(userId);
    const names = team.length > 1 ? await this.teams.memberNames(team) : new Map<string, string>();
    const rows = await this.content.page(team, { ...q, after });
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    const next = rows.length > q.limit && last ? encodeCursor(last.sort_key, last.id, q.sort) : null;
    return {
      results: page.map((r) => ({
        ...this.toDto(r),
        made_by:
          r.maker_id === userId ? null : { id: r.maker_id, name: names.get(r.maker_id) ?? 'A teammate' },
      })),
      next,
    };
  }

  /** Deletes a narration and its file. Videos already rendered with it keep their own copy. */
  async deleteAudio(userId: string, id: string) {
    const row = await this.content.deleteAudio(userId, id);
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
        r.spoken_text !== null
          ? estimateSeconds(this.ctx, r.spoken_text)
          : r.duration_seconds === null
            ? null
            : Math.round(Number(r.duration_seconds) * 100) / 100,
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
      ...(r.ab_hook && r.ab_group ? { ab_test: { group: r.ab_group, hook: r.ab_hook } } : {}),
      created_at: new Date(r.created_at).toISOString(),
    };
  }
}
