import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { DEFAULT_VOICE } from '@reelsmith/contracts/voices';
import { isLive } from '@reelsmith/contracts/video';
import { storyboardTimeline, type Storyboard, type StoryboardBrand } from '@reelsmith/contracts/storyboard';
import type { AppContext } from '../../context.ts';
import type { AllowancesService } from '../billing/allowances.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { VoiceClonesService } from '../voices/voice-clones.service.ts';
import type { Video, VideoRemix } from '../../db/schema/index.ts';
import { AppError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { Script } from '../../providers/llm/llm.types.ts';
import { scriptFromText } from '../../lib/script-text.ts';
import type { CreateVideoBody } from './videos.schemas.ts';
import { ScriptsRepo } from '../scripts/scripts.repo.ts';
import { UsersRepo } from '../users/users.repo.ts';
import { previewSignedKey, videoFolder } from '../../storage/storage-paths.ts';
import { stopRender } from './videos.jobs.ts';
import { storePhotos, type ReceivedPhotos } from './videos.images.ts';
import { VideosRepo } from './videos.repo.ts';

/** The preview link is only needed while a render runs. */
const PREVIEW_URL_TTL_SEC = 3600;

export class VideosService {
  readonly repo: VideosRepo;
  private readonly scripts: ScriptsRepo;
  private readonly users: UsersRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      billing: Pick<AllowancesService, 'videoAllowance' | 'checkVideo' | 'noticeUsage'>;
      uploads: Pick<UploadsService, 'brollFor'>;
      voiceClones: Pick<VoiceClonesService, 'assertUsable'>;
      /** The operators' block list: refuses an idea using a blocked word (a 400 naming it). */
      screenIdea?: (text: string, field?: string) => Promise<void>;
    },
  ) {
    this.repo = new VideosRepo(ctx.database.db);
    this.scripts = new ScriptsRepo(ctx.database.db);
    this.users = new UsersRepo(ctx.database.db);
  }

  /**
   * `extra` is image to video's (videos.images.ts): its own id (the photos are stored first, under
   * it), the photos' keys, a typed script, and `voice: 'none'` for music only.
   */
  async create(
    userId: string,
    body: CreateVideoBody,
    extra: { id?: string; imageKeys?: string[]; script?: Script; voice?: 'none' } = {},
  ): Promise<Video> {
    const user = await this.users.findPlan(userId);
    if (!user) throw new NotFoundError('Account not found.');
    await this.deps.screenIdea?.(body.idea);
    // No language named: the account's (Settings → Video defaults), as the web app's pickers start.
    const language = await this.users.language(userId, body.language);
    let script: Script | null =
      extra.script ?? (body.script ? scriptFromText(body.script, null, language) : null);
    if (body.script && body.script_id)
      throw new ValidationError('Send either script or script_id, not both.', {
        script: ['Send either script or script_id, not both.'],
      });
    if (body.script_id) {
      const row = await this.scripts.findScript(body.script_id, userId);
      if (!row)
        throw new ValidationError('script_id must be the id of one of your scripts.', {
          script_id: ['Script not found.'],
        });
      script = scriptFromText(row.content, row.structured as Script | null, language);
    }
    if (body.audio_id) {
      const clip = await this.scripts.findAudioClip(body.audio_id, userId);
      if (!clip)
        throw new ValidationError('audio_id must be the id of one of your audio clips.', {
          audio_id: ['Audio not found.'],
        });
    }
    // The creator's own clips as B-roll: checked now, kept with the video so every attempt uses them.
    const broll = body.broll_upload_ids?.length
      ? await this.deps.uploads.brollFor(userId, body.broll_upload_ids)
      : null;
    // A cloned voice must be the user's own (and their plan must clone; decision 026).
    await this.deps.voiceClones.assertUsable(userId, extra.voice ?? body.voice);
    // The plan in force (grant, subscription or team) and this month in the user's time zone.
    const billing = this.deps.billing;
    const { plan, period } = await billing.videoAllowance(userId);
    // Counting and recording usage in one transaction that locks the user's row, so two
    // requests at once cannot both take the last free video, and a refusal creates nothing.
    const video = await this.repo.createLocked(
      userId,
      {
        title: (script?.title ?? body.idea).slice(0, 120),
        idea: body.idea,
        vibe: body.vibe,
        ...(extra.id ? { id: extra.id } : {}),
        voice: extra.voice ?? body.voice,
        language,
        style: body.style,
        captionPreset: body.caption_style,
        music: body.music,
        targetDurationSec: body.duration,
        script,
        scriptId: body.script_id ?? null,
        audioId: body.audio_id ?? null,
        seed: body.seed ?? 1,
        imageKeys: extra.imageKeys ?? null,
        broll,
        // The free plan's videos carry a small mark; paid plans have none.
        watermark: plan.watermark ? 'Made with Reelsmith' : null,
      },
      period,
      {
        check: (tx) => billing.checkVideo(tx, userId, plan, period),
        // In the same transaction: a crash can leave neither a row without its job nor a job without its row.
        alsoInTx: (tx, row) =>
          this.ctx.queue.send('video.render', { videoId: row.id }, { singletonKey: row.id, tx }),
      },
    );
    await billing.noticeUsage(userId, 'videos');
    return video;
  }

  /**
   * A channel's series (issue 41): one video per idea with the channel's settings, made under one
   * lock and queued at `priority` (below a creator waiting in the create flow). Stops where the
   * month's allowance runs out: answers the videos made and, if so, the refusal.
   */
  async createSeries(
    userId: string,
    body: Omit<CreateVideoBody, 'idea'>,
    ideas: Array<{ id: string; idea: string; brand?: StoryboardBrand }>,
    priority: number,
  ): Promise<{ videos: Video[]; refused: AppError | null }> {
    await this.deps.voiceClones.assertUsable(userId, body.voice);
    const language = await this.users.language(userId, body.language);
    const billing = this.deps.billing;
    const { plan, period } = await billing.videoAllowance(userId);
    const { rows, refused } = await this.repo.createManyLocked(
      userId,
      ideas.map((i) => ({
        id: i.id,
        title: i.idea.slice(0, 120),
        idea: i.idea,
        vibe: body.vibe,
        voice: body.voice,
        // The channel's language: without it a Spanish channel's videos were English.
        language,
        style: body.style,
        captionPreset: body.caption_style,
        music: body.music,
        targetDurationSec: body.duration,
        seed: body.seed ?? 1,
        watermark: plan.watermark ? 'Made with Reelsmith' : null,
        brand: i.brand ?? null,
      })),
      period,
      {
        check: (tx) => billing.checkVideo(tx, userId, plan, period),
        alsoInTx: (tx, row) =>
          this.ctx.queue.send('video.render', { videoId: row.id }, { singletonKey: row.id, tx, priority }),
      },
    );
    if (rows.length) await billing.noticeUsage(userId, 'videos');
    if (refused && !(refused instanceof AppError)) throw refused;
    return { videos: rows, refused: (refused as AppError | null) ?? null };
  }

  /**
   * Remixes (issue 41): new videos whose storyboards are already written and voiced under their
   * ids (`copies`), made from a finished `source`. Each counts against the allowance like any
   * video, all or none under one lock, and renders through the usual queue.
   */
  async createFromStoryboards(
    userId: string,
    source: Video,
    copies: Array<{ id: string; storyboard: Storyboard; script: Script | null; remix: VideoRemix }>,
  ): Promise<Video[]> {
    await this.deps.voiceClones.assertUsable(userId, copies[0]?.storyboard.voiceId ?? source.voice);
    const billing = this.deps.billing;
    const { plan, period } = await billing.videoAllowance(userId);
    const watermark = plan.watermark ? 'Made with Reelsmith' : null;
    const { rows } = await this.repo.createManyLocked(
      userId,
      copies.map(({ id, storyboard: sb, script, remix }) => ({
        id,
        title: source.title,
        idea: source.idea,
        vibe: sb.vibe,
        voice: sb.voiceId,
        language: sb.language,
        style: sb.style,
        captionPreset: sb.captions.preset,
        music: source.music,
        targetDurationSec:
          remix.change === 'duration'
            ? Math.round(storyboardTimeline(sb).totalSec)
            : source.targetDurationSec,
        script,
        scriptId: source.scriptId,
        seed: sb.seed,
        imageKeys: source.imageKeys,
        broll: source.broll,
        brand: source.brand,
        watermark,
        // The plan's mark as it is today, not as it was when the source was made.
        storyboard: { ...sb, watermark },
        remixedFrom: source.id,
        remix,
      })),
      period,
      {
        check: (tx) => billing.checkVideo(tx, userId, plan, period),
        alsoInTx: (tx, row) =>
          this.ctx.queue.send('video.render', { videoId: row.id }, { singletonKey: row.id, tx }),
      },
      true,
    );
    await billing.noticeUsage(userId, 'videos');
    return rows;
  }

  /** Image to video: photos checked and stored first, under the new video's id, then the usual render. */
  async createFromImages(userId: string, received: ReceivedPhotos): Promise<Video> {
    const f = received.fields;
    const id = randomUUID();
    try {
      const imageKeys = await storePhotos(this.ctx, { userId, id }, received.photos);
      const language = await this.users.language(userId, f.language);
      const typed = f.script ? scriptFromText(f.script, null, language) : undefined;
      const idea = f.idea || typed?.title || 'My photos';
      return await this.create(
        userId,
        {
          idea,
          vibe: f.vibe,
          voice: f.voice === 'none' ? DEFAULT_VOICE : f.voice,
          style: f.style,
          language,
          duration: f.duration,
          caption_style: f.caption_style,
          music: f.music,
          script_id: f.script_id,
        },
        { id, imageKeys, script: typed, voice: f.voice === 'none' ? 'none' : undefined },
      );
    } catch (err) {
      await this.ctx.storage.deletePrefix(videoFolder({ userId, id })).catch(() => undefined);
      throw err;
    } finally {
      await rm(received.dir, { recursive: true, force: true });
    }
  }

  async get(userId: string, id: string): Promise<Video> {
    const v = await this.repo.findForOwner(id, userId);
    if (!v) throw new NotFoundError('Video not found.');
    return v;
  }

  /** One video as the API shows it; one of an A/B hook pair names its twin (the video page links to it). */
  async view(userId: string, id: string): Promise<VideoDto> {
    const v = await this.get(userId, id);
    const dto = this.toDto(v);
    if (!dto.ab_test) return dto;
    return {
      ...dto,
      ab_test: { ...dto.ab_test, twin_id: await this.repo.abTwin(userId, dto.ab_test.group, v.id) },
    };
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
      watermark: v.watermark,
      vibe: v.vibe,
      voice: v.voice,
      language: v.language,
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
      broll_upload_ids: (v.broll ?? []).map((b) => b.uploadId),
      script: script?.narration ?? null,
      // Set only on a script the pipeline's builtin writer wrote (kept in the row's script JSON);
      // a script the creator gave or edited carries none (scriptFromText drops it).
      ...(script?.notice ? { writer_notice: script.notice } : {}),
      ...(script?.writer
        ? {
            written_by: {
              name: script.writer.name,
              ...(script.writer.fallbackReason ? { fallback_reason: script.writer.fallbackReason } : {}),
            },
          }
        : {}),
      ...(v.remixedFrom ? { remixed_from: v.remixedFrom } : {}),
      ...(v.remix ? { remix_change: v.remix.change } : {}),
      ...(v.remix?.abGroup && v.remix.abHook
        ? { ab_test: { group: v.remix.abGroup, hook: v.remix.abHook } }
        : {}),
      created_at: v.createdAt.toISOString(),
      completed_at: v.completedAt?.toISOString() ?? null,
    };
  }
}
