import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Server as TusServer } from '@tus/server';
import type { Multipart } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@reelsmith/contracts/uploads';
import type { AppContext } from '../../context.ts';
import { LIVE_UPLOAD_STATUSES } from '@reelsmith/contracts/uploads';
import type { BrollItem, Upload } from '../../db/schema/index.ts';
import { AppError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { decodeCursor, encodeCursor, EXACT_TIME } from '../../lib/list-cursor.ts';
import { photoGate } from '../../lib/photo-gate.ts';
import { uploadFolder, uploadOriginalKey, uploadPreviewSignedKey } from '../../storage/storage-paths.ts';
import { checkStorage, planOf, uploadAllowance } from '../billing/allowances.service.ts';
import { stopEnhance } from './uploads.jobs.ts';
import { UsersRepo } from '../users/users.repo.ts';
import { UploadsRepo } from './uploads.repo.ts';
import { STAGED_PER_ACCOUNT, UploadStaging } from './staging.ts';
import {
  checkPhotoFile,
  checkVideo,
  cleanName,
  mb,
  readPhotoParts,
  UploadRefused,
  type CheckedPhoto,
} from './uploads.intake.ts';
import type { UploadDto } from './uploads.schemas.ts';

/** The path tus answers on; an upload's URL is this plus its id. */
export const TUS_PATH = '/api/uploads/tus';
/** Set by our route from the verified token; a client's own value is overwritten. */
export const USER_HEADER = 'x-reelsmith-user';

/** The live preview link is only needed while the enhance runs. */
const PREVIEW_URL_TTL_SEC = 3600;
const isLive = (u: Upload) => (LIVE_UPLOAD_STATUSES as readonly string[]).includes(u.status);

const clock = (sec: number) => `${Math.floor(sec / 60)}:${String(Math.round(sec % 60)).padStart(2, '0')}`;

export class UploadsService {
  readonly repo: UploadsRepo;
  readonly tus: TusServer;
  private readonly stagingDir: string;
  readonly staging: UploadStaging;

  constructor(private readonly ctx: AppContext) {
    this.repo = new UploadsRepo(ctx.database.db);
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
    const info = await checkVideo(file, bins);
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
      info.ext === 'avi' ? 'avi' : filename.toLowerCase().endsWith('.mov') ? 'mov' : 'mp4',
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
    const bins = { ffmpegPath: this.ctx.env.FFMPEG_PATH, ffprobePath: this.ctx.env.FFPROBE_PATH };
    const dir = path.join(this.ctx.env.DATA_DIR, 'work', `photos-${randomUUID()}`);
    await mkdir(dir, { recursive: true });
    try {
      const files = await readPhotoParts(parts, dir);
      const checked: CheckedPhoto[] = [];
      for (const f of files) checked.push(await checkPhotoFile(f.path, cleanName(f.name, 'photo'), bins));
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

  previewUrl(u: Upload): string | null {
    if (!isLive(u) || u.previewSegments < 1) return null;
    const signed = this.ctx.urls.sign(uploadPreviewSignedKey(u), PREVIEW_URL_TTL_SEC);
    return `/api/uploads/${u.id}/preview${signed.slice(signed.indexOf('?'))}`;
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
            language: o.language ?? 'en',
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
