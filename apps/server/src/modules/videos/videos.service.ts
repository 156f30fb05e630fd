import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { audioClips, scripts, users, videoUsage, videos, type Video } from '../../db/schema/index.ts';
import { creditsAvailable, currentPeriod, planOf, PlanLimitError } from '../billing/plan-usage.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { generateVideo, type PreviewSegment, type Stage } from '../../media/pipeline.ts';
import type { Script } from '../../providers/llm/llm.types.ts';
import type { SpeechResult, WordTiming } from '../../providers/tts/tts.types.ts';
import { scriptFromText } from './script-text.ts';
import type { CreateVideoBody, VideoDto } from './videos.schemas.ts';
import { previewInitKey, previewPrefix, previewSegmentKey, previewSignedKey } from './videos.preview.ts';
import { VideosRepo } from './videos.repo.ts';

/** Where each stage sits on the overall 0-100 bar (rendering dominates the wall time). */
const STAGE_SPAN: Record<Stage, [number, number]> = {
  scripting: [0, 5],
  voicing: [5, 20],
  rendering: [20, 100],
};
const LIVE = ['queued', 'scripting', 'voicing', 'rendering'] as const;
const HEARTBEAT_MS = 5_000;
/** A render whose row has not moved for this long belongs to a worker that died. */
export const STALE_AFTER_MS = 45_000;
const RENDER_TIMEOUT_MS = 8 * 60_000;
/** The preview link is only needed while a render runs. */
const PREVIEW_URL_TTL_SEC = 3600;

// Renders running in this process, so a delete can stop ffmpeg at once.
const running = new Map<string, AbortController>();

export class VideosService {
  readonly repo: VideosRepo;
  constructor(private readonly ctx: AppContext) {
    this.repo = new VideosRepo(ctx.database.db);
  }

  async create(userId: string, body: CreateVideoBody): Promise<Video> {
    const db = this.ctx.database.db;
    const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundError('Account not found.');
    let script: Script | null = null;
    if (body.script_id) {
      const [row] = await db
        .select()
        .from(scripts)
        .where(and(eq(scripts.id, body.script_id), eq(scripts.userId, userId)));
      if (!row)
        throw new ValidationError('script_id must be the id of one of your scripts.', {
          script_id: ['Script not found.'],
        });
      script = scriptFromText(row.content, row.structured as Script | null);
    }
    if (body.audio_id) {
      const [clip] = await db
        .select({ id: audioClips.id })
        .from(audioClips)
        .where(and(eq(audioClips.id, body.audio_id), eq(audioClips.userId, userId)));
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
      return row;
    });
    await this.ctx.progress.start({ id: video.id, ownerId: userId, kind: 'video', status: 'queued' });
    await this.ctx.queue.send('video.render', { videoId: video.id }, { singletonKey: video.id });
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
    running.get(id)?.abort(new Error('The video was deleted'));
    await this.ctx.storage.deletePrefix(this.prefix(v));
    await this.ctx.progress.remove(id);
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
      (access.userId === v.userId ||
        this.ctx.urls.verify(previewSignedKey(this.prefix(v)), access.exp, access.sig));
    // One answer for "missing", "not yours" and "nothing to preview", as for files.
    if (!v || !allowed) throw new NotFoundError('Video not found.');
    if (v.status === 'completed' && v.videoKey) return { redirect: this.ctx.urls.sign(v.videoKey) };
    if (!(LIVE as readonly string[]).includes(v.status)) throw new NotFoundError('Video not found.');
    return { video: v };
  }

  previewUrl(v: Video): string | null {
    if (!(LIVE as readonly string[]).includes(v.status) || v.previewSegments < 1) return null;
    // The same HMAC as file links (decision 002), over a key that names this video's preview.
    const signed = this.ctx.urls.sign(previewSignedKey(this.prefix(v)), PREVIEW_URL_TTL_SEC);
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

  prefix(v: Pick<Video, 'userId' | 'id'>) {
    return `users/${v.userId}/videos/${v.id}/`;
  }

  /** The render job: idempotent (a finished or cancelled video is left alone; a retry starts clean). */
  async render(videoId: string, job: { signal: AbortSignal; isLastAttempt: boolean }): Promise<void> {
    const v = await this.repo.findById(videoId);
    if (!v || v.status === 'completed' || v.status === 'cancelled') return;
    await this.repo.countAttempt(videoId);
    const controller = new AbortController();
    const onJobAbort = () => controller.abort(job.signal.reason);
    job.signal.addEventListener('abort', onJobAbort);
    running.set(videoId, controller);
    const workDir = path.join(this.ctx.env.DATA_DIR, 'work', videoId);
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    const prefix = this.prefix(v);

    // Progress: at most a few writes a second; a write that finds the row gone stops the render.
    let lastWrite = 0;
    let lastStage: Stage | null = null;
    const write = async (set: Partial<Video>) => {
      lastWrite = Date.now();
      const alive = await this.repo.advance(videoId, set);
      if (!alive) controller.abort(new Error('The video was deleted or cancelled'));
      else
        await this.ctx.progress.update(videoId, {
          status: set.status ?? lastStage ?? 'queued',
          percent: set.percent,
          stage: lastStage,
        });
    };
    let pending: Promise<void> = Promise.resolve();
    const heartbeat = setInterval(() => {
      if (Date.now() - lastWrite >= HEARTBEAT_MS) pending = pending.then(() => write({}));
    }, HEARTBEAT_MS);

    // Live preview: each finished segment is stored, then counted on the row (which wakes SSE
    // subscribers and preview streams here, and is polled by those in other processes).
    let initStored = false;
    // The preview is a bonus: if storing a segment fails, the preview stops there (viewers get the
    // finished video) but the render goes on.
    let previewBroken = false;
    const onPreview = async (seg: PreviewSegment) => {
      if (controller.signal.aborted || previewBroken) return;
      try {
        if (!initStored) {
          await this.ctx.storage.putFile(previewInitKey(prefix), seg.initPath, 'video/mp4');
          initStored = true;
        }
        await this.ctx.storage.putFile(previewSegmentKey(prefix, seg.index), seg.path, 'video/iso.segment');
      } catch (err) {
        previewBroken = true;
        this.ctx.logger.warn({ err, videoId }, 'live preview stopped: a segment could not be stored');
        return;
      }
      await (pending = pending.then(() => write({ previewSegments: seg.index + 1 })));
    };

    try {
      // A retry starts its preview from segment 0: count first, so no reader asks for a deleted part.
      await write({ status: 'scripting', percent: 0, error: null, previewSegments: 0 });
      await this.ctx.storage.deletePrefix(previewPrefix(prefix));
      const speech = v.audioId ? await this.loadSpeech(v, workDir) : undefined;
      const result = await generateVideo(
        {
          idea: v.idea,
          vibe: v.vibe as never,
          voiceId: v.voice,
          style: v.style as never,
          durationSec: v.targetDurationSec,
          captionPreset: v.captionPreset as never,
          music: v.music as never,
          watermark: v.watermark,
          script: (v.script as Script | null) ?? undefined,
          speech,
          seed: v.seed,
        },
        {
          workDir,
          deps: {
            ...this.ctx.providers,
            ffmpegPath: this.ctx.env.FFMPEG_PATH,
            ffprobePath: this.ctx.env.FFPROBE_PATH,
          },
          signal: controller.signal,
          timeoutMs: RENDER_TIMEOUT_MS,
          onPreview,
          onProgress: ({ stage, percent }) => {
            const [from, to] = STAGE_SPAN[stage];
            const overall = Math.min(99, Math.round(from + ((to - from) * percent) / 100));
            if (stage !== lastStage || Date.now() - lastWrite > 300) {
              lastStage = stage;
              pending = pending.then(() => write({ status: stage, percent: overall }));
            }
          },
        },
      );
      await pending;
      if (controller.signal.aborted) throw controller.signal.reason;

      const keys = {
        videoKey: `${prefix}video.mp4`,
        thumbnailKey: `${prefix}thumbnail.jpg`,
        srtKey: `${prefix}captions.srt`,
        vttKey: `${prefix}captions.vtt`,
      };
      await Promise.all([
        this.ctx.storage.putFile(keys.videoKey, result.videoPath, 'video/mp4'),
        this.ctx.storage.putFile(keys.thumbnailKey, result.thumbnailPath, 'image/jpeg'),
        this.ctx.storage.putFile(keys.srtKey, result.srtPath, 'application/x-subrip'),
        this.ctx.storage.putFile(keys.vttKey, result.vttPath, 'text/vtt'),
      ]);
      lastStage = null;
      const done = await this.repo.advance(videoId, {
        ...keys,
        status: 'completed',
        percent: 100,
        error: null,
        script: result.script,
        title: v.scriptId || v.title !== v.idea.slice(0, 120) ? v.title : result.script.title.slice(0, 120),
        caption: result.script.caption,
        hashtags: result.script.hashtags,
        durationSec: Math.round(result.durationSec * 100) / 100,
        stageTimings: Object.fromEntries(
          Object.entries(result.timings).map(([k, ms]) => [k, Math.round(ms)]),
        ),
        completedAt: new Date(),
        previewSegments: 0,
      });
      if (!done) {
        // Deleted while uploading: leave nothing behind.
        await this.ctx.storage.deletePrefix(prefix);
        return;
      }
      await this.ctx.progress.update(videoId, { status: 'completed', percent: 100, stage: null });
    } catch (err) {
      await pending.catch(() => undefined);
      const still = await this.repo.findById(videoId);
      if (!still) {
        // Deleted meanwhile: a segment stored after the delete must not outlive it.
        await this.ctx.storage.deletePrefix(prefix);
        return;
      }
      if (still.status === 'cancelled') return; // nothing to report, nothing to retry
      const reason = failureReason(err);
      if (job.isLastAttempt) {
        await this.repo.advance(videoId, { status: 'failed', error: reason, previewSegments: 0 });
        // A video that never rendered does not count against the allowance.
        await this.ctx.database.db.delete(videoUsage).where(eq(videoUsage.videoId, videoId));
        await this.ctx.progress.update(videoId, { status: 'failed', message: reason });
        return;
      }
      await this.repo.advance(videoId, { status: 'queued', percent: 0, previewSegments: 0 });
      await this.ctx.progress.update(videoId, {
        status: 'queued',
        percent: 0,
        message: `Retrying: ${reason}`,
      });
      throw err;
    } finally {
      clearInterval(heartbeat);
      job.signal.removeEventListener('abort', onJobAbort);
      running.delete(videoId);
      await rm(workDir, { recursive: true, force: true });
      // Finished, failed, retried or deleted: the preview has served its purpose either way.
      await this.ctx.storage
        .deletePrefix(previewPrefix(prefix))
        .catch((err) => this.ctx.logger.warn({ err, videoId }, 'could not delete the preview'));
    }
  }

  private async loadSpeech(v: Video, workDir: string): Promise<SpeechResult> {
    const [clip] = await this.ctx.database.db
      .select()
      .from(audioClips)
      .where(and(eq(audioClips.id, v.audioId!), eq(audioClips.userId, v.userId)));
    if (!clip) throw new Error('The narration chosen for this video no longer exists.');
    const audioPath = path.join(workDir, `narration${path.extname(clip.audioKey) || '.wav'}`);
    await this.ctx.storage.download(clip.audioKey, audioPath);
    return { audioPath, durationSec: clip.durationMs / 1000, words: (clip.words as WordTiming[]) ?? [] };
  }

  /**
   * Renders whose row stopped moving belong to a worker that died: fail their pg-boss job so it
   * is retried now instead of when its expiry comes. Safe with many workers: a live render
   * touches its row every few seconds.
   */
  async requeueStale(now = Date.now()): Promise<number> {
    const db = this.ctx.database.db;
    const stale = await db
      .select({ id: videos.id })
      .from(videos)
      .where(
        and(
          inArray(videos.status, ['scripting', 'voicing', 'rendering']),
          lt(videos.updatedAt, new Date(now - STALE_AFTER_MS)),
        ),
      );
    if (!stale.length) return 0;
    const ids = stale.map((s) => s.id);
    const jobs = await db.execute<{ id: string }>(
      sql`SELECT id FROM pgboss.job WHERE name = 'video.render' AND state = 'active' AND data->>'videoId' IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    const rows = (jobs as unknown as { rows: Array<{ id: string }> }).rows;
    for (const j of rows)
      await this.ctx.queue.fail('video.render', j.id, 'The worker rendering this video stopped; retrying');
    await db
      .update(videos)
      .set({ status: 'queued', updatedAt: new Date() })
      .where(and(inArray(videos.id, ids), inArray(videos.status, [...LIVE])));
    return rows.length;
  }
}

/** What the user reads when a render fails for good. */
export function failureReason(err: unknown): string {
  const e = err as NodeJS.ErrnoException & { message?: string };
  if (e?.code === 'ENOSPC' || /No space left on device/i.test(e?.message ?? '')) {
    return 'The server ran out of disk space while rendering. Please try again later.';
  }
  const msg = (e?.message ?? String(err)).trim();
  return msg.length > 600 ? `${msg.slice(0, 600)}…` : msg || 'Rendering failed for an unknown reason.';
}
