import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { migrateStoryboard, type Storyboard } from '@reelsmith/contracts/storyboard';
import type { AppContext } from '../../context.ts';
import type { VideoVersion } from '../../db/schema/index.ts';
import { renderStoryboard, storageAssets } from '../../media/storyboard/render.ts';
import { videoVersionFileKeys, videoVersionFolder } from '../../storage/storage-paths.ts';
import { UploadsRepo } from '../uploads/uploads.repo.ts';
import { StoryboardsRepo } from './storyboards.repo.ts';

/** Progress writes at most this often. */
const PROGRESS_EVERY_MS = 500;
const RENDER_TIMEOUT_MS = 8 * 60_000;
const LIVE_JOB_STATES = ['created', 'retry', 'active'];
const STOPPED_REASON =
  'The render stopped (its worker shut down) and could not be finished. Please render again.';

/**
 * The version render (`version.render`): renders a version row's own storyboard (a snapshot taken
 * when it was asked for, so later edits never reach it), stores the files under `v<number>/`, and
 * makes them the video's current ones in one update. Carries only the version id; a retry or a
 * duplicate does no harm.
 */
export class VersionJobs {
  private readonly repo: StoryboardsRepo;
  private readonly uploads: UploadsRepo;
  constructor(private readonly ctx: AppContext) {
    this.repo = new StoryboardsRepo(ctx.database.db);
    this.uploads = new UploadsRepo(ctx.database.db);
  }

  async render(versionId: string, job: { signal: AbortSignal; isLastAttempt: boolean }): Promise<void> {
    const version = await this.repo.versionById(versionId);
    if (!version || version.status !== 'rendering') return;
    const sb = migrateStoryboard(version.storyboard);
    const workDir = path.join(this.ctx.env.DATA_DIR, 'work', `version-${versionId}`);
    const controller = new AbortController();
    const onJobAbort = () => controller.abort(job.signal.reason);
    job.signal.addEventListener('abort', onJobAbort);
    let lastWrite = 0;
    // The heartbeat the sweep reads is the job itself (pg-boss); percent is what the editor shows.
    const onProgress = (fraction: number) => {
      if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      this.repo
        .advanceVersion(versionId, { percent: Math.min(99, Math.round(fraction * 100)) })
        .then((alive) => {
          // The video was deleted (its versions with it): stop.
          if (!alive) controller.abort(new Error('The video was deleted'));
          else this.ctx.progress.notify(version.videoId);
        })
        .catch((err) => this.ctx.logger.warn({ err, versionId }, 'version progress write failed'));
    };
    try {
      await this.refuseMissingUploads(version, sb);
      await rm(workDir, { recursive: true, force: true });
      await mkdir(workDir, { recursive: true });
      const result = await renderStoryboard(sb, storageAssets(this.ctx.storage, workDir), workDir, {
        signal: controller.signal,
        timeoutMs: RENDER_TIMEOUT_MS,
        onProgress,
        bins: { ffmpegPath: this.ctx.env.FFMPEG_PATH, ffprobePath: this.ctx.env.FFPROBE_PATH },
      });
      if (controller.signal.aborted) throw controller.signal.reason;
      const video = { id: version.videoId, userId: version.userId };
      const keys = videoVersionFileKeys(video, version.number);
      await Promise.all([
        this.ctx.storage.putFile(keys.videoKey, result.videoPath, 'video/mp4'),
        this.ctx.storage.putFile(keys.thumbnailKey, result.thumbnailPath, 'image/jpeg'),
        this.ctx.storage.putFile(keys.srtKey, result.srtPath, 'application/x-subrip'),
        this.ctx.storage.putFile(keys.vttKey, result.vttPath, 'text/vtt'),
      ]);
      const durationSec = Math.round(result.durationSec * 100) / 100;
      if (!(await this.repo.completeVersion(version, { ...keys, durationSec })))
        await this.ctx.storage.deletePrefix(videoVersionFolder(video, version.number));
      this.ctx.progress.notify(version.videoId);
    } catch (err) {
      const final = job.isLastAttempt || err instanceof MissingUploadError;
      if (final) {
        await this.repo.failVersions([versionId], failureReason(err));
        this.ctx.progress.notify(version.videoId);
      } else {
        await this.repo.advanceVersion(versionId, { percent: 0 });
        throw err;
      }
    } finally {
      job.signal.removeEventListener('abort', onJobAbort);
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** A scene showing an upload deleted since it was chosen fails the version, naming it (decision 183). */
  private async refuseMissingUploads(version: VideoVersion, sb: Storyboard): Promise<void> {
    for (const [i, scene] of sb.scenes.entries()) {
      if (scene.visual.kind !== 'upload') continue;
      if (await this.uploads.findForOwner(scene.visual.uploadId, version.userId)) continue;
      throw new MissingUploadError(
        `Scene ${i + 1} (${scene.id}) shows an upload that was deleted. Choose another picture for it, then render again.`,
      );
    }
  }

  /**
   * Versions still marked rendering whose job is gone (its last attempt died with its worker, or
   * it was never sent) end failed, so none waits forever; a live job keeps its version.
   */
  async sweep(): Promise<number> {
    const rows = await this.repo.rendering();
    if (!rows.length) return 0;
    const states = await this.ctx.queue.jobStates(
      'version.render',
      'versionId',
      rows.map((r) => r.id),
    );
    const dead = rows.filter((r) => !(states.get(r.id) ?? []).some((s) => LIVE_JOB_STATES.includes(s)));
    await this.repo.failVersions(
      dead.map((r) => r.id),
      STOPPED_REASON,
    );
    for (const r of dead) this.ctx.progress.notify(r.videoId);
    return dead.length;
  }
}

class MissingUploadError extends Error {}

/** What the creator reads on a failed version (the render's own reason, kept short). */
function failureReason(err: unknown): string {
  const e = err as NodeJS.ErrnoException | undefined;
  if (e?.code === 'ENOSPC')
    return 'The server ran out of disk space while rendering. Please try again later.';
  const msg = (e?.message ?? String(err)).trim();
  return msg.length > 600 ? `${msg.slice(0, 600)}…` : msg || 'Rendering failed for an unknown reason.';
}
