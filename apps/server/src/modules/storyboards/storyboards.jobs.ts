import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { migrateStoryboard, type Storyboard } from '@reelsmith/contracts/storyboard';
import type { AppContext } from '../../context.ts';
import type { VideoVersion } from '../../db/schema/index.ts';
import { renderStoryboardInThread } from '../../media/pipeline.thread.ts';
import { renderStoryboard, resolveAssets, storageAssets } from '../../media/storyboard/render.ts';
import { videoVersionFileKeys, videoVersionFolder } from '../../storage/storage-paths.ts';
import { UploadsRepo } from '../uploads/uploads.repo.ts';
import { StoryboardsRepo } from './storyboards.repo.ts';

/** Progress writes at most this often. */
const PROGRESS_EVERY_MS = 500;
/** A heartbeat while nothing moves (fetching files, a long encode step): the sweep reads it. */
const HEARTBEAT_MS = 5_000;
/** A version whose row has not moved for this long belongs to a worker that died (as renders, decision 164). */
export const VERSION_STALE_AFTER_MS = 45_000;
const RENDER_TIMEOUT_MS = 8 * 60_000;
const LIVE_JOB_STATES = ['created', 'retry', 'active'];
export const VERSION_STOPPED_REASON =
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
    let lastWrite = Date.now();
    // Every write touches the row (the stale sweep reads it); percent is what the editor shows.
    const write = (set: { percent?: number }) => {
      lastWrite = Date.now();
      this.repo
        .advanceVersion(versionId, set)
        .then((alive) => {
          // The video was deleted (its versions with it) or the sweep gave up on it: stop.
          if (!alive) controller.abort(new Error('The video was deleted'));
          else if (set.percent !== undefined) this.ctx.progress.notify(version.videoId);
        })
        .catch((err) => this.ctx.logger.warn({ err, versionId }, 'version progress write failed'));
    };
    const onProgress = (fraction: number) => {
      if (Date.now() - lastWrite >= PROGRESS_EVERY_MS)
        write({ percent: Math.min(99, Math.round(fraction * 100)) });
    };
    const heartbeat = setInterval(() => {
      if (Date.now() - lastWrite >= HEARTBEAT_MS) write({});
    }, HEARTBEAT_MS);
    try {
      await this.refuseMissingUploads(version, sb);
      await rm(workDir, { recursive: true, force: true });
      await mkdir(workDir, { recursive: true });
      write({ percent: 0 });
      const bins = { ffmpegPath: this.ctx.env.FFMPEG_PATH, ffprobePath: this.ctx.env.FFPROBE_PATH };
      const run = { signal: controller.signal, timeoutMs: RENDER_TIMEOUT_MS, onProgress };
      // On a kept render thread as fresh renders are (decision 141): the files are fetched here,
      // where storage is, and the thread reads them from the work folder.
      const result = this.ctx.env.RENDER_THREADS
        ? await renderStoryboardInThread({
            ...run,
            ...bins,
            storyboard: sb,
            files: Object.fromEntries(await resolveAssets(sb, storageAssets(this.ctx.storage, workDir))),
            workDir,
            env: this.ctx.env,
          })
        : await renderStoryboard(sb, storageAssets(this.ctx.storage, workDir), workDir, { ...run, bins });
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
      clearInterval(heartbeat);
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
   * Versions whose row went silent (a live render touches it every few seconds) belong to a worker
   * that died: their active job is failed now, so it is retried at once when it has a retry left
   * instead of at its 10-minute expiry. Then each goes by what is left of its job: one waiting or
   * running keeps the version rendering (it resumes from the start); none, or only dead ones (the
   * last attempt died with its worker), fail it with the reason the editor shows. Safe with many
   * workers. Answers how many versions it moved.
   */
  async sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - VERSION_STALE_AFTER_MS);
    const ids = (await this.repo.silentVersions(before)).map((r) => r.id);
    if (!ids.length) return 0;
    await this.ctx.queue.failActive(
      'version.render',
      'versionId',
      ids,
      'The worker rendering this version stopped; retrying',
    );
    const states = await this.ctx.queue.jobStates('version.render', 'versionId', ids);
    let moved = 0;
    for (const id of ids) {
      const live = (states.get(id) ?? []).some((s) => LIVE_JOB_STATES.includes(s));
      const set = live ? { percent: 0 } : { status: 'failed' as const, error: VERSION_STOPPED_REASON };
      const version = await this.repo.versionById(id);
      if (!(await this.repo.settleSilent(id, before, set))) continue;
      moved++;
      if (version) this.ctx.progress.notify(version.videoId);
    }
    return moved;
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
