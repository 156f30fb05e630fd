import type { VideoDto } from '@reelsmith/contracts/responses';
import { isLive } from '@reelsmith/contracts/video';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users, videoUsage, videos, type Video } from '../../db/schema/index.ts';
import { creditsAvailable, currentPeriod, planOf, PlanLimitError } from '../billing/billing.service.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import type { Script } from '../../providers/llm/llm.types.ts';
import { scriptFromText } from '../../lib/script-text.ts';
import type { CreateVideoBody } from './videos.schemas.ts';
import { ScriptsRepo } from '../scripts/scripts.repo.ts';
import { previewSignedKey, videoFolder } from '../../storage/storage-paths.ts';
import { stopRender } from './videos.jobs.ts';
import { VideosRepo } from './videos.repo.ts';

/** The preview link is only needed while a render runs. */
const PREVIEW_URL_TTL_SEC = 3600;

export class VideosService {
  readonly repo: VideosRepo;
  private readonly scripts: ScriptsRepo;
  constructor(private readonly ctx: AppContext) {
    this.repo = new VideosRepo(ctx.database.db);
    this.scripts = new ScriptsRepo(ctx.database.db);
  }

  async create(userId: string, body: CreateVideoBody): Promise<Video> {
    const db = this.ctx.database.db;
    const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundError('Account not found.');
    let script: Script | null = null;
    if (body.script_id) {
      const row = await this.scripts.findScript(body.script_id, userId);
      if (!row)
        throw new ValidationError('script_id must be the id of one of your scripts.', {
          script_id: ['Script not found.'],
        });
      script = scriptFromText(row.content, row.structured as Script | null);
    }
    if (body.audio_id) {
      const clip = await this.scripts.findAudioClip(body.audio_id, userId);
      if (!clip)
        throw new ValidationError('audio_id must be the id of one of your audio clips.', {
          audio_id: ['Audio not found.'],
        });
    }
    const plan = planOf(user.plan);
    // Counting and recording usage in one transaction that locks the user's row, so two
    // requests at once cannot both take the last free video.
    const video = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
      const left = await creditsAvailable(tx as unknown as typeof db, { id: userId, plan: user.plan });
      if (left !== null && left <= 0) throw new PlanLimitError(plan);
      const [row] = await tx
        .insert(videos)
        .values({
          userId,
          title: (script?.title ?? body.idea).slice(0, 120),
          idea: body.idea,
          vibe: body.vibe,
          voice: body.voice,
          style: body.style,
          captionPreset: body.caption_style,
          music: body.music,
          targetDurationSec: body.duration,
          script,
          scriptId: body.script_id ?? null,
          audioId: body.audio_id ?? null,
          seed: body.seed ?? 1,
          // The free plan's videos carry a small mark; paid plans have none.
          watermark: plan.watermark ? 'Made with Reelsmith' : null,
        })
        .returning();
      await tx.insert(videoUsage).values({ userId, videoId: row.id, period: currentPeriod() });
      // In the same transaction: a crash can leave neither a row without its job nor a job without its row.
      await this.ctx.queue.send(
        'video.render',
        { videoId: row.id },
        { singletonKey: row.id, tx: tx as unknown as typeof db },
      );
      return row;
    });
    return video;
  }

  async get(userId: string, id: string): Promise<Video> {
    const v = await this.repo.findForOwner(id, userId);
    if (!v) throw new NotFoundError('Video not found.');
    return v;
  }

  async list(userId: string, q: { status?: Video['status']; q?: string; limit: number; cursor?: string }) {
    let before: { createdAt: Date; id: string } | undefined;
    if (q.cursor) {
      const [ts, id] = Buffer.from(q.cursor, 'base64url').toString().split('|');
      const createdAt = new Date(ts);
      if (!id || Number.isNaN(createdAt.getTime()))
        throw new ValidationError('Invalid cursor.', { cursor: ['Invalid cursor.'] });
      before = { createdAt, id };
    }
    const rows = await this.repo.list(userId, { status: q.status, q: q.q, limit: q.limit, before });
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    const next =
      rows.length > q.limit && last
        ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url')
        : null;
    return { results: page, next };
  }

  async rename(userId: string, id: string, title: string) {
    const v = await this.repo.rename(id, userId, title);
    if (!v) throw new NotFoundError('Video not found.');
    return v;
  }

  /** Deletes the video and its files; a render in progress stops (here at once, elsewhere at its next step). */
  async delete(userId: string, id: string) {
    const v = await this.repo.delete(id, userId);
    if (!v) throw new NotFoundError('Video not found.');
    stopRender(id, new Error('The video was deleted'));
    await this.ctx.storage.deletePrefix(videoFolder(v));
  }

  /**
   * Who may watch the live preview: the signature of its URL (what `<video src>` carries) or the
   * owner's token. A completed video sends the player to the final file.
   */
  async openPreview(
    id: string,
    access: { exp?: string; sig?: string; userId?: string },
  ): Promise<{ redirect: string } | { video: Video }> {
    const v = await this.repo.findById(id);
    const allowed =
      !!v &&
      (access.userId === v.userId || this.ctx.urls.verify(previewSignedKey(v), access.exp, access.sig));
    // One answer for "missing", "not yours" and "nothing to preview", as for files.
    if (!v || !allowed) throw new NotFoundError('Video not found.');
    if (v.status === 'completed' && v.videoKey) return { redirect: this.ctx.urls.sign(v.videoKey) };
    if (!isLive(v.status)) throw new NotFoundError('Video not found.');
    return { video: v };
  }

  isLive(v: Video): boolean {
    return isLive(v.status);
  }

  previewUrl(v: Video): string | null {
    if (!isLive(v.status) || v.previewSegments < 1) return null;
    // The same HMAC as file links (decision 002), over a key that names this video's preview.
    const signed = this.ctx.urls.sign(previewSignedKey(v), PREVIEW_URL_TTL_SEC);
    return `/api/videos/${v.id}/preview${signed.slice(signed.indexOf('?'))}`;
  }

  toDto(v: Video): VideoDto {
    const url = (key: string | null, download?: string) =>
      key ? this.ctx.urls.sign(key) + (download ? `&download=${encodeURIComponent(download)}` : '') : null;
    const safeName =
      v.title
        .replace(/[^\w\- ]+/g, '')
        .trim()
        .slice(0, 60) || 'reelsmith-video';
    const script = v.script as Script | null;
    return {
      id: v.id,
      video_id: v.id,
      title: v.title,
      idea: v.idea,
      prompt_used: v.idea,
      vibe: v.vibe,
      voice: v.voice,
      style: v.style,
      style_used: v.style,
      caption_style: v.captionPreset,
      music: v.music,
      duration: v.targetDurationSec,
      status: v.status,
      percent: v.percent,
      error: v.error,
      caption: v.caption,
      hashtags: v.hashtags ?? [],
      duration_seconds: v.durationSec,
      stage_timings: v.stageTimings ?? null,
      video_url: url(v.videoKey),
      download_url: url(v.videoKey, `${safeName}.mp4`),
      thumbnail_url: url(v.thumbnailKey),
      srt_url: url(v.srtKey),
      vtt_url: url(v.vttKey),
      preview_url: this.previewUrl(v),
      script: script?.narration ?? null,
      created_at: v.createdAt.toISOString(),
      completed_at: v.completedAt?.toISOString() ?? null,
    };
  }
}
