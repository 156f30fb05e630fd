import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_PRESETS, LIVE_UPLOAD_STATUSES, type ExportPresetId } from '@reelsmith/contracts/uploads';
import { DEFAULT_VOICE } from '@reelsmith/contracts/voices';
import type { AppContext } from '../../context.ts';
import type { EnhanceOptions, Upload } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { OFFLINE_STT_ENGLISH_ONLY, recognises } from '../../providers/stt/stt.types.ts';
import { previewFrame } from '../../media/enhance/enhance-encode.ts';
import type { SourceInfo } from '../../media/enhance/enhance.types.ts';
import { runFfmpeg, FFMPEG_QUIET } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { uploadExportKey, uploadPreviewSignedKey, videoFileKeys } from '../../storage/storage-paths.ts';
import { VideosRepo } from '../videos/videos.repo.ts';
import { UploadsRepo } from './uploads.repo.ts';
import type { EnhanceBody } from './uploads.schemas.ts';
import type { UploadsService } from './uploads.service.ts';

const isLive = (u: Upload) => (LIVE_UPLOAD_STATUSES as readonly string[]).includes(u.status);

/**
 * What is done with an uploaded video once it is in (steps 2 and 3): the enhance request (the job
 * itself is `uploads.jobs.ts`), its before/after still and live preview, exports and saving the
 * result to My Content. Intake (tus, photos, listing, deleting) is `uploads.service.ts`.
 */
export class UploadEnhanceService {
  readonly repo: UploadsRepo;
  private readonly videos: VideosRepo;

  constructor(
    private readonly ctx: AppContext,
    private readonly uploads: Pick<UploadsService, 'get'>,
  ) {
    this.repo = new UploadsRepo(ctx.database.db);
    this.videos = new VideosRepo(ctx.database.db);
  }

  /** Step 2: queue the enhance job with the chosen options (again, with an edited transcript). */
  async enhance(userId: string, id: string, body: EnhanceBody): Promise<Upload> {
    const u = await this.videoOnly(await this.uploads.get(userId, id));
    if (['queued', 'analysing', 'transcribing', 'rendering', 'checking'].includes(u.status))
      throw new ConflictError(
        'This video is already being enhanced. Wait for it to finish.',
        'enhance_running',
      );
    const options: EnhanceOptions = {
      reframe: body.reframe,
      loudness: body.loudness,
      denoise: body.denoise,
      trimSilence: body.trim_silence,
      captions: body.captions,
      captionPreset: body.caption_style,
      language: body.language,
    };
    // The offline recogniser hears English only: another language is refused before anything runs.
    if (body.captions && !body.transcript && !recognises(this.ctx.providers.stt.name, body.language))
      throw new ValidationError(OFFLINE_STT_ENGLISH_ONLY, { language: [OFFLINE_STT_ENGLISH_ONLY] });
    // An edited transcript keeps each word's times; a new trim would move them, so it only applies
    // to the times it was made for (same trim setting).
    const transcript =
      body.transcript && u.transcript && u.options?.trimSilence === body.trim_silence
        ? body.transcript.map((w) => ({ text: w.text, start: w.start, end: Math.max(w.start, w.end) }))
        : null;
    const row = await this.ctx.database.db.transaction(async (tx) => {
      const repo = new UploadsRepo(tx as never);
      const updated = await repo.update(id, {
        status: 'queued',
        percent: 0,
        error: null,
        options,
        transcript,
        attempts: 0,
      });
      await this.ctx.queue.send('upload.enhance', { uploadId: id }, { tx: tx as never });
      return updated!;
    });
    this.ctx.progress.notify(id);
    return row;
  }

  /** A photo is B-roll only: the enhance flow (and its preview) is for videos. */
  private videoOnly(u: Upload): Upload {
    if (u.kind === 'photo')
      throw new ConflictError(
        'This upload is a photo. Photos are used as B-roll in new videos; only videos can be enhanced.',
        'not_a_video',
      );
    return u;
  }

  /** The before/after still for step 2. */
  async preview(userId: string, id: string, reframe: 'blur' | 'crop' | 'subject' | 'original', at: number) {
    const u = this.videoOnly(await this.uploads.get(userId, id));
    const work = path.join(this.ctx.env.DATA_DIR, 'work', `preview-${randomUUID()}`);
    await mkdir(work, { recursive: true });
    try {
      const src = path.join(work, `source.${u.originalKey.split('.').pop()}`);
      await this.ctx.storage.download(u.originalKey, src);
      const out = path.join(work, 'frame.jpg');
      const info: SourceInfo = {
        path: src,
        durationSec: u.durationSec,
        width: u.width,
        height: u.height,
        hasAudio: !!u.hasAudio,
      };
      await previewFrame(info, reframe, at, out, {
        ffmpegPath: this.ctx.env.FFMPEG_PATH,
        ffprobePath: this.ctx.env.FFPROBE_PATH,
      });
      return await readFile(out);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /**
   * Who may watch the enhance's live preview (decision 103): the signature of its URL (what
   * `<video src>` carries) or the owner's token. A completed enhance sends the player to its file.
   */
  async openPreview(
    id: string,
    access: { exp?: string; sig?: string; userId?: string },
  ): Promise<{ redirect: string } | { upload: Upload }> {
    const u = await this.repo.findById(id);
    const allowed =
      !!u &&
      (access.userId === u.userId || this.ctx.urls.verify(uploadPreviewSignedKey(u), access.exp, access.sig));
    // One answer for "missing", "not yours" and "nothing to preview", as for files.
    if (!u || !allowed) throw new NotFoundError('Upload not found.');
    if (u.status === 'completed' && u.outputKey) return { redirect: this.ctx.urls.sign(u.outputKey) };
    if (!isLive(u)) throw new NotFoundError('Upload not found.');
    return { upload: u };
  }

  /** A live preview's state, as the shared stream reads it. */
  previewState(u: Upload) {
    return { attempts: u.attempts, previewSegments: u.previewSegments, live: isLive(u) };
  }

  private requireOutput(u: Upload): string {
    if (u.status !== 'completed' || !u.outputKey)
      throw new ConflictError('Enhance the video first; there is nothing to export yet.', 'not_enhanced');
    return u.outputKey;
  }

  /**
   * Step 3: a platform's file. The enhanced file already meets every platform's format; a preset
   * only cuts it to the platform's longest length (stream copy: nothing is encoded again).
   */
  async export(userId: string, id: string, preset: ExportPresetId) {
    const u = await this.uploads.get(userId, id);
    const output = this.requireOutput(u);
    const p = EXPORT_PRESETS[preset];
    const dur = u.outputDurationSec ?? u.durationSec;
    let key = output;
    let trimmed = false;
    if (dur > p.maxSec) {
      key = uploadExportKey(u, preset);
      if (!(await this.ctx.storage.stat(key))) {
        const work = path.join(this.ctx.env.DATA_DIR, 'work', `export-${randomUUID()}`);
        await mkdir(work, { recursive: true });
        try {
          await this.ctx.storage.download(output, path.join(work, 'in.mp4'));
          await runFfmpeg(
            [
              ...FFMPEG_QUIET,
              '-i',
              'in.mp4',
              '-t',
              String(p.maxSec),
              '-c',
              'copy',
              '-movflags',
              '+faststart',
              'out.mp4',
            ],
            { ffmpegPath: this.ctx.env.FFMPEG_PATH },
            { cwd: work, timeoutMs: 120_000 },
          );
          await this.ctx.storage.putFile(key, path.join(work, 'out.mp4'), 'video/mp4');
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      }
      trimmed = true;
    }
    const base =
      u.filename
        .replace(/\.[^.]+$/, '')
        .replace(/[^\w.-]+/g, '_')
        .slice(0, 80) || 'video';
    const name = `${base}-${preset}.mp4`;
    return {
      preset,
      label: p.label,
      max_seconds: p.maxSec,
      trimmed,
      duration_seconds: Math.min(dur, p.maxSec),
      url: this.ctx.urls.sign(key),
      download_url: `${this.ctx.urls.sign(key)}&download=${encodeURIComponent(name)}`,
    };
  }

  /** Step 3: the enhanced video joins My Content as a finished video (it costs no video credit). */
  async save(userId: string, id: string): Promise<{ video_id: string }> {
    const u = await this.uploads.get(userId, id);
    const output = this.requireOutput(u);
    if (u.videoId) {
      if (await this.videos.findForOwner(u.videoId, userId)) return { video_id: u.videoId };
    }
    const videoId = randomUUID();
    const keys = videoFileKeys({ userId, id: videoId });
    const work = path.join(this.ctx.env.DATA_DIR, 'work', `save-${videoId}`);
    await mkdir(work, { recursive: true });
    try {
      await this.ctx.storage.download(output, path.join(work, 'video.mp4'));
      await runFfmpeg(
        [
          ...FFMPEG_QUIET,
          '-ss',
          String(Math.min(1, (u.outputDurationSec ?? 1) / 2)),
          '-i',
          'video.mp4',
          '-frames:v',
          '1',
          '-vf',
          'scale=720:1280',
          '-q:v',
          '3',
          'thumb.jpg',
        ],
        { ffmpegPath: this.ctx.env.FFMPEG_PATH },
        { cwd: work, timeoutMs: 30_000 },
      );
      await this.ctx.storage.putFile(keys.videoKey, path.join(work, 'video.mp4'), 'video/mp4');
      await this.ctx.storage.putFile(keys.thumbnailKey, path.join(work, 'thumb.jpg'), 'image/jpeg');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    const title = u.filename.replace(/\.[^.]+$/, '').slice(0, 120) || 'Uploaded video';
    await this.videos.insertFinished({
      id: videoId,
      userId,
      title,
      idea: `Uploaded clip: ${u.filename}`.slice(0, 1000),
      vibe: 'educational',
      voice: DEFAULT_VOICE,
      style: 'cinematic',
      captionPreset: u.options?.captionPreset ?? 'bold',
      music: 'none',
      targetDurationSec: Math.max(1, Math.round(u.outputDurationSec ?? u.durationSec)),
      status: 'completed',
      percent: 100,
      script: u.transcript?.length ? { narration: u.transcript.map((w) => w.text).join(' ') } : null,
      durationSec: u.outputDurationSec,
      videoKey: keys.videoKey,
      thumbnailKey: keys.thumbnailKey,
      completedAt: new Date(),
    });
    await this.repo.update(id, { videoId });
    return { video_id: videoId };
  }
}
