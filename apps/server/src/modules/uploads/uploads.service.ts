import { randomUUID } from 'node:crypto';
import { mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Server as TusServer } from '@tus/server';
import type { Multipart } from '@fastify/multipart';
import {
  EXPORT_PRESETS,
  PHOTO_MAX_BYTES,
  PHOTOS_MAX,
  UPLOAD_MAX_BYTES,
  type ExportPresetId,
} from '@reelsmith/contracts/uploads';
import { DEFAULT_VOICE } from '@reelsmith/contracts/voices';
import type { AppContext } from '../../context.ts';
import { LIVE_UPLOAD_STATUSES } from '@reelsmith/contracts/uploads';
import type { BrollItem, EnhanceOptions, Upload } from '../../db/schema/index.ts';
import {
  AppError,
  ConflictError,
  NotFoundError,
  PayloadTooLargeError,
  ValidationError,
} from '../../http/errors.ts';
import { previewFrame, type SourceInfo } from '../../media/enhance/enhance.ts';
import { decodeCursor, encodeCursor, EXACT_TIME } from '../../lib/list-cursor.ts';
import { checkPhoto } from '../../media/intake/photo-check.ts';
import { photoGate } from '../../lib/photo-gate.ts';
import { runFfmpeg } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { probe, type ProbeResult } from '../../lib/ffmpeg/probe.ts';
import {
  uploadExportKey,
  uploadFolder,
  uploadOriginalKey,
  uploadPreviewSignedKey,
  videoFileKeys,
} from '../../storage/storage-paths.ts';
import { checkStorage, planOf, uploadAllowance } from '../billing/billing.service.ts';
import { stopEnhance } from './uploads.jobs.ts';
import { UsersRepo } from '../users/users.repo.ts';
import { VideosRepo } from '../videos/videos.repo.ts';
import { UploadsRepo } from './uploads.repo.ts';
import { STAGED_PER_ACCOUNT, UploadStaging } from './staging.ts';
import type { EnhanceBody, UploadDto } from './uploads.schemas.ts';

/** The path tus answers on; an upload's URL is this plus its id. */
export const TUS_PATH = '/api/uploads/tus';
/** Set by our route from the verified token; a client's own value is overwritten. */
export const USER_HEADER = 'x-reelsmith-user';

/** A refusal a person can act on, answered by tus with our usual error shape. */
export class UploadRefused extends AppError {
  constructor(status: number, code: string, message: string) {
    super(status, code, message, { detail: message });
  }
}

/** The live preview link is only needed while the enhance runs. */
const PREVIEW_URL_TTL_SEC = 3600;
const isLive = (u: Upload) => (LIVE_UPLOAD_STATUSES as readonly string[]).includes(u.status);

const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
const clock = (sec: number) => `${Math.floor(sec / 60)}:${String(Math.round(sec % 60)).padStart(2, '0')}`;

/** Containers we take, as ffprobe names them, and the extension the original is stored under. */
function containerExt(formatName: string): 'mp4' | 'mov' | 'avi' | null {
  const names = formatName.split(',');
  if (names.includes('avi')) return 'avi';
  if (names.includes('mov') || names.includes('mp4')) return 'mov';
  return null;
}

/** Does the file start like a video container (so a failed read means damage, not the wrong kind of file)? */
async function looksLikeContainer(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    await fh.read(head, 0, 12, 0);
    const box = head.toString('latin1', 4, 8);
    return (
      ['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(box) ||
      (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ')
    );
  } finally {
    await fh.close();
  }
}

const photoError = (message: string, code = 'not_a_photo') =>
  new ValidationError(message, { photos: [message] }, code);

/** A photo as checked: the file to store (a HEIC decoded to JPEG), its extension and size. */
interface CheckedPhoto {
  path: string;
  name: string;
  ext: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  bytes: number;
}

/** Printable characters of a file's name, as the row keeps it. */
const cleanName = (filename: string, fallback: string) =>
  path
    .basename(filename)
    .split('')
    .filter((c) => c.charCodeAt(0) >= 32)
    .join('')
    .slice(0, 200) || fallback;

export class UploadsService {
  readonly repo: UploadsRepo;
  readonly tus: TusServer;
  private readonly videos: VideosRepo;
  private readonly stagingDir: string;
  readonly staging: UploadStaging;

  constructor(private readonly ctx: AppContext) {
    this.repo = new UploadsRepo(ctx.database.db);
    this.videos = new VideosRepo(ctx.database.db);
    // Parts in flight are staged on this disk (decision 100); only a checked file reaches storage.
    this.stagingDir = path.join(ctx.env.DATA_DIR, 'tus');
    this.staging = new UploadStaging(this.stagingDir);
    const origin = new URL(ctx.env.PUBLIC_URL).origin;
    this.tus = new TusServer({
      path: TUS_PATH,
      datastore: this.staging.store,
      relativeLocation: true,
      allowedOrigins: [origin, ...ctx.env.CORS_ORIGINS],
      namingFunction: () => randomUUID(),
      onUploadCreate: async (req, upload) => {
        const userId = req.headers.get(USER_HEADER)!;
        await this.checkCreate(userId, upload.size);
        return { metadata: { ...upload.metadata, owner: userId } };
      },
      onUploadFinish: async (req, upload) => {
        const userId = req.headers.get(USER_HEADER)!;
        const file = path.join(this.stagingDir, upload.id);
        try {
          const row = await this.accept(userId, upload.id, file, upload.metadata?.filename ?? 'video');
          return {
            status_code: 200,
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(this.toDto(row)),
          };
        } finally {
          await this.tus.datastore.remove(upload.id).catch(() => undefined);
        }
      },
      onResponseError: (_req, err) => {
        if (err instanceof AppError)
          return {
            status_code: err.statusCode,
            body: JSON.stringify({ error: err.message, code: err.code, ...err.body }),
          };
        if (err instanceof Error) {
          this.ctx.logger.error({ err }, 'upload failed');
          return {
            status_code: 500,
            body: JSON.stringify({
              error: 'The upload could not be saved. Please try again.',
              code: 'server_error',
            }),
          };
        }
        return undefined;
      },
    });
  }

  /** Who owns a staged upload (its `owner` metadata), or null when there is no such upload. */
  async stagedOwner(id: string): Promise<string | null> {
    try {
      const u = await this.tus.datastore.getUpload(id);
      return u.metadata?.owner ?? null;
    } catch {
      return null;
    }
  }

  private async plan(userId: string) {
    const u = await new UsersRepo(this.ctx.database.db).findPlan(userId);
    if (!u) throw new NotFoundError('Account not found.');
    return u.plan;
  }

  /** Before any byte: the declared size, and room in the plan's storage. */
  private async checkCreate(userId: string, size: number | undefined) {
    if (size === undefined)
      throw new UploadRefused(
        400,
        'length_required',
        'Send the file size when starting an upload (Upload-Length).',
      );
    if (size > UPLOAD_MAX_BYTES)
      throw new UploadRefused(
        413,
        'file_too_large',
        `This file is ${mb(size)}. Videos can be at most ${mb(UPLOAD_MAX_BYTES)}.`,
      );
    if (size === 0) throw new UploadRefused(400, 'empty_file', 'This file is empty. Choose a video file.');
    // Uploads still arriving hold their declared size on this disk (decision 164).
    const staged = await this.staging.inFlight(userId);
    if (staged.count >= STAGED_PER_ACCOUNT)
      throw new UploadRefused(
        429,
        'too_many_uploads',
        `You have ${staged.count} uploads in progress. Let one finish (or cancel it) before starting another.`,
      );
    checkStorage(await this.plan(userId), (await this.repo.bytesUsed(userId)) + staged.bytes, size);
  }

  /** Reads the finished file: is it a video we can use? Then stores it and makes the row. */
  async accept(userId: string, id: string, file: string, filename: string): Promise<Upload> {
    const bins = { ffmpegPath: this.ctx.env.FFMPEG_PATH, ffprobePath: this.ctx.env.FFPROBE_PATH };
    let info: ProbeResult;
    try {
      info = await probe(file, bins);
    } catch {
      if (await looksLikeContainer(file))
        throw new UploadRefused(
          422,
          'corrupt_file',
          'This video file is damaged and cannot be read. Export it again from your camera or editor and upload the new file.',
        );
      throw new UploadRefused(
        415,
        'not_a_video',
        'This file is not a video. Upload an MP4, MOV or AVI file.',
      );
    }
    const ext = containerExt(info.formatName);
    if (!ext)
      throw new UploadRefused(
        415,
        'not_a_video',
        'This file is not a video. Upload an MP4, MOV or AVI file.',
      );
    if (!info.video || !info.video.width || !info.video.height)
      throw new UploadRefused(
        422,
        'no_video_stream',
        'This file has no video picture (only sound). Upload a file with video in it.',
      );
    // A file that names a video stream but whose frames do not decode is damaged.
    try {
      await runFfmpeg(
        [
          '-hide_banner',
          '-nostdin',
          '-v',
          'error',
          '-xerror',
          '-t',
          '1',
          '-i',
          file,
          '-map',
          '0:v:0',
          '-f',
          'null',
          '-',
        ],
        bins,
        { timeoutMs: 60_000 },
      );
    } catch {
      throw new UploadRefused(
        422,
        'corrupt_file',
        'This video file is damaged and cannot be read. Export it again from your camera or editor and upload the new file.',
      );
    }
    if (!(info.durationSec > 0))
      throw new UploadRefused(
        422,
        'corrupt_file',
        'This video file is damaged and cannot be read. Export it again from your camera or editor and upload the new file.',
      );
    const planId = await this.plan(userId);
    const { maxDurationSec } = uploadAllowance(planId);
    if (info.durationSec > maxDurationSec + 0.5)
      throw new UploadRefused(
        413,
        'video_too_long',
        `This video is ${clock(info.durationSec)} long. The ${planOf(planId).name} plan takes videos up to ${clock(maxDurationSec)}.`,
      );
    const size = (await stat(file)).size;
    checkStorage(planId, await this.repo.bytesUsed(userId), size);
    const ref = { userId, id };
    const key = uploadOriginalKey(
      ref,
      ext === 'avi' ? 'avi' : filename.toLowerCase().endsWith('.mov') ? 'mov' : 'mp4',
    );
    await this.ctx.storage.putFile(key, file);
    const name = cleanName(filename, 'video');
    return this.repo.insert({
      id,
      userId,
      filename: name,
      originalKey: key,
      sizeBytes: size,
      durationSec: info.durationSec,
      width: info.video.width,
      height: info.video.height,
      hasAudio: info.audio ? 1 : 0,
    });
  }

  /**
   * Photos for the library (decision 045), from a multipart form's `photos` files: every one is
   * judged by its content (HEIC decoded to JPEG first, as image to video does, decision 104), and
   * either all are kept or none, so a refusal never leaves half a choice behind.
   */
  async addPhotos(userId: string, parts: AsyncIterableIterator<Multipart>): Promise<Upload[]> {
    // Checked a few requests at a time per process, one at a time per account (decision 165).
    return photoGate.run(userId, () => this.receivePhotos(userId, parts));
  }

  private async receivePhotos(userId: string, parts: AsyncIterableIterator<Multipart>): Promise<Upload[]> {
    const dir = path.join(this.ctx.env.DATA_DIR, 'work', `photos-${randomUUID()}`);
    await mkdir(dir, { recursive: true });
    try {
      const files: { path: string; name: string }[] = [];
      try {
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'photos') {
            part.file.resume();
            continue;
          }
          if (files.length >= PHOTOS_MAX) {
            part.file.resume();
            throw photoError(`Add at most ${PHOTOS_MAX} photos at a time.`, 'validation_error');
          }
          const file = path.join(dir, `in-${files.length}`);
          await writeFile(file, await part.toBuffer());
          files.push({ path: file, name: part.filename || 'photo' });
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new PayloadTooLargeError(`A photo is too large. Each can be at most ${mb(PHOTO_MAX_BYTES)}.`);
        if (err instanceof AppError) throw err;
        throw photoError('The upload could not be read. Choose the photos again.', 'validation_error');
      }
      if (!files.length) throw photoError('Choose at least one photo.', 'validation_error');
      const checked: CheckedPhoto[] = [];
      for (const f of files) checked.push(await this.checkPhoto(f.path, cleanName(f.name, 'photo')));
      const planId = await this.plan(userId);
      checkStorage(
        planId,
        await this.repo.bytesUsed(userId),
        checked.reduce((n, p) => n + p.bytes, 0),
      );
      const rows: Upload[] = [];
      for (const p of checked) {
        const id = randomUUID();
        const key = uploadOriginalKey({ userId, id }, p.ext);
        await this.ctx.storage.putFile(key, p.path);
        rows.push(
          await this.repo.insert({
            id,
            userId,
            kind: 'photo',
            filename: p.name,
            originalKey: key,
            sizeBytes: p.bytes,
            durationSec: 0,
            width: p.width,
            height: p.height,
            hasAudio: 0,
          }),
        );
      }
      return rows;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Is this file a photo we can show (JPEG, PNG, WebP, or HEIC we can decode)? By content only. */
  private async checkPhoto(file: string, name: string): Promise<CheckedPhoto> {
    const bins = { ffmpegPath: this.ctx.env.FFMPEG_PATH, ffprobePath: this.ctx.env.FFPROBE_PATH };
    const c = await checkPhoto(file, name, bins, { decode: true });
    if (!c.ok) throw photoError(c.message, c.code);
    return {
      path: c.path,
      name,
      ext: c.ext,
      width: c.width,
      height: c.height,
      bytes: (await stat(c.path)).size,
    };
  }

  async get(userId: string, id: string): Promise<Upload> {
    const u = await this.repo.findForOwner(id, userId);
    if (!u) throw new NotFoundError('Upload not found.');
    return u;
  }

  /**
   * The uploads a new video will show as B-roll (decision 028), in the order given: each must be the
   * caller's own finished upload (a file still arriving over tus is not ready). The original is
   * used, not the enhanced file: its captions and reframing would fight the video's own.
   */
  async brollFor(userId: string, ids: string[]): Promise<BrollItem[]> {
    const items: BrollItem[] = [];
    for (const id of ids) {
      const u = await this.repo.findForOwner(id, userId);
      if (u) {
        items.push({
          uploadId: u.id,
          key: u.originalKey,
          width: u.width,
          height: u.height,
          durationSec: u.durationSec,
          kind: u.kind,
        });
        continue;
      }
      if ((await this.stagedOwner(id)) === userId)
        throw new ValidationError(
          'One of the clips you chose is still uploading. Choose it as B-roll once its upload has finished.',
          { broll_upload_ids: [`Upload ${id} is still uploading.`] },
          'broll_not_ready',
        );
      // One answer for "no such upload" and "someone else's", as for every owned thing.
      throw new ValidationError(
        'broll_upload_ids must be the ids of your own uploads.',
        { broll_upload_ids: [`Upload ${id} not found.`] },
        'broll_not_found',
      );
    }
    return items;
  }

  /** Step 2: queue the enhance job with the chosen options (again, with an edited transcript). */
  async enhance(userId: string, id: string, body: EnhanceBody): Promise<Upload> {
    const u = await this.videoOnly(await this.get(userId, id));
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
    };
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
    const u = this.videoOnly(await this.get(userId, id));
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
      const { readFile } = await import('node:fs/promises');
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

  previewUrl(u: Upload): string | null {
    if (!isLive(u) || u.previewSegments < 1) return null;
    const signed = this.ctx.urls.sign(uploadPreviewSignedKey(u), PREVIEW_URL_TTL_SEC);
    return `/api/uploads/${u.id}/preview${signed.slice(signed.indexOf('?'))}`;
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
    const u = await this.get(userId, id);
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
              '-hide_banner',
              '-nostdin',
              '-y',
              '-v',
              'error',
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
    const u = await this.get(userId, id);
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
          '-hide_banner',
          '-nostdin',
          '-y',
          '-v',
          'error',
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

  /** Deletes the project: its row and every file of it (original, enhanced, exports). */
  async delete(userId: string, id: string) {
    const u = await this.repo.delete(id, userId);
    if (!u) throw new NotFoundError('Upload not found.');
    stopEnhance(id);
    await this.ctx.storage.deletePrefix(uploadFolder(u));
  }

  /** One page of the owner's uploads, newest first; `next` is the cursor of the page after it. */
  async list(userId: string, q: { limit: number; cursor?: string }) {
    const after = q.cursor ? decodeCursor(q.cursor, (key) => EXACT_TIME.test(key)) : undefined;
    const rows = await this.repo.listForOwner(userId, { limit: q.limit, after });
    const results = rows.slice(0, q.limit);
    const last = results[results.length - 1];
    const next = rows.length > q.limit && last ? encodeCursor(last.sortKey, last.id) : null;
    return { results, next };
  }

  async usage(userId: string) {
    const planId = await this.plan(userId);
    const a = uploadAllowance(planId);
    return {
      used_bytes: await this.repo.bytesUsed(userId),
      storage_bytes: a.storageBytes,
      max_duration_seconds: a.maxDurationSec,
      max_file_bytes: UPLOAD_MAX_BYTES,
    };
  }

  toDto(u: Upload): UploadDto {
    const o = u.options;
    return {
      id: u.id,
      kind: u.kind,
      filename: u.filename,
      size_bytes: u.sizeBytes,
      duration_seconds: u.durationSec,
      width: u.width,
      height: u.height,
      has_audio: !!u.hasAudio,
      status: u.status,
      percent: u.percent,
      error: u.error,
      options: o
        ? {
            reframe: o.reframe,
            loudness: o.loudness,
            denoise: o.denoise,
            trim_silence: o.trimSilence,
            captions: o.captions,
            caption_style: o.captionPreset,
          }
        : null,
      transcript: u.transcript ?? null,
      original_url: this.ctx.urls.sign(u.originalKey),
      output_url: u.outputKey && u.status === 'completed' ? this.ctx.urls.sign(u.outputKey) : null,
      preview_url: this.previewUrl(u),
      output_duration_seconds: u.outputDurationSec,
      loudness: u.loudness ? { lufs: u.loudness.lufs, true_peak: u.loudness.truePeak } : null,
      stage_timings: u.stageTimings ?? null,
      video_id: u.videoId,
      created_at: u.createdAt.toISOString(),
    };
  }
}
