import type { Language } from '@reelsmith/contracts/languages';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context.ts';
import { enhanceVideo } from '../../media/enhance/enhance.ts';
import type { EnhanceStage } from '../../media/enhance/enhance.types.ts';
import { livePreviewStore } from '../../lib/live-preview.ts';
import {
  uploadOutputKey,
  uploadPreviewFolder,
  uploadPreviewInitKey,
  uploadPreviewSegmentKey,
} from '../../storage/storage-paths.ts';
import { UploadsRepo } from './uploads.repo.ts';

/** Where each stage sits on the 0-100 bar (rendering dominates). */
const STAGE_SPAN: Record<EnhanceStage, [number, number]> = {
  analysing: [0, 10],
  transcribing: [10, 30],
  rendering: [30, 96],
  checking: [96, 100],
};
const PROGRESS_EVERY_MS = 300;
const HEARTBEAT_MS = 5_000;

// Enhances running in this process, so a delete stops ffmpeg at once.
const running = new Map<string, AbortController>();

/** Stops an enhance running in this process now (one elsewhere stops at its next progress write). */
export function stopEnhance(uploadId: string): void {
  running.get(uploadId)?.abort(new Error('The upload was deleted'));
}

/** The `upload.enhance` job: reloads the row, so a retry or a duplicate does no harm. */
export class UploadJobs {
  readonly repo: UploadsRepo;
  constructor(private readonly ctx: AppContext) {
    this.repo = new UploadsRepo(ctx.database.db);
  }

  async enhance(uploadId: string, job: { signal: AbortSignal; isLastAttempt: boolean }): Promise<void> {
    const u = await this.repo.findById(uploadId);
    if (!u || !u.options || u.status === 'completed' || u.status === 'failed' || u.status === 'uploaded')
      return;
    await this.repo.countAttempt(uploadId);
    const controller = new AbortController();
    const onJobAbort = () => controller.abort(job.signal.reason);
    job.signal.addEventListener('abort', onJobAbort);
    running.set(uploadId, controller);
    const workDir = path.join(this.ctx.env.DATA_DIR, 'work', `upload-${uploadId}`);
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    let lastWrite = 0;
    let stage: EnhanceStage | null = null;
    let pending: Promise<unknown> = Promise.resolve();
    const write = (set: Parameters<UploadsRepo['advance']>[1]) =>
      (pending = pending
        .catch(() => undefined)
        .then(async () => {
          lastWrite = Date.now();
          const alive = await this.repo.advance(uploadId, set);
          if (!alive) controller.abort(new Error('The upload was deleted'));
          else this.ctx.progress.notify(uploadId);
        }));
    // A heartbeat while nothing moves: the stale sweep (enhance-sweep.ts) takes a silent row as dead.
    const beat = setInterval(() => {
      if (Date.now() - lastWrite >= HEARTBEAT_MS) write({}).catch(() => undefined);
    }, HEARTBEAT_MS);
    const bins = { ffmpegPath: this.ctx.env.FFMPEG_PATH, ffprobePath: this.ctx.env.FFPROBE_PATH };
    // Segments are stored before they are counted, so a preview stream never asks for a missing one.
    const onPreview = livePreviewStore(this.ctx, {
      initKey: uploadPreviewInitKey(u),
      segmentKey: (i) => uploadPreviewSegmentKey(u, i),
      signal: controller.signal,
      count: async (segments) => {
        await write({ previewSegments: segments });
      },
      logFields: { uploadId },
    });
    try {
      // A retry starts its preview from segment 0: count first, so no reader asks for a deleted part.
      await write({ status: 'analysing', percent: 0, error: null, previewSegments: 0 });
      await this.ctx.storage.deletePrefix(uploadPreviewFolder(u));
      const src = path.join(workDir, `source.${u.originalKey.split('.').pop()}`);
      await this.ctx.storage.download(u.originalKey, src);
      const o = u.options;
      const result = await enhanceVideo(
        { path: src, durationSec: u.durationSec, width: u.width, height: u.height, hasAudio: !!u.hasAudio },
        {
          reframe: o.reframe,
          loudness: o.loudness,
          denoise: o.denoise,
          trimSilence: o.trimSilence,
          captions: o.captions,
          captionPreset: o.captionPreset as never,
          // `auto` asks the recogniser to detect it; a row from before languages is English.
          language: o.language === 'auto' ? undefined : ((o.language ?? 'en') as Language),
        },
        {
          workDir,
          stt: this.ctx.providers.stt,
          bins,
          signal: controller.signal,
          words: u.transcript?.map((w) => ({ word: w.text, start: w.start, end: w.end })) ?? null,
          onPreview,
          onTranscript: async (words) => {
            await write({ transcript: words.map((w) => ({ text: w.word, start: w.start, end: w.end })) });
          },
          onProgress: ({ stage: s, percent }) => {
            const [from, to] = STAGE_SPAN[s];
            const overall = Math.min(99, Math.round(from + ((to - from) * percent) / 100));
            if (s !== stage || Date.now() - lastWrite > PROGRESS_EVERY_MS) {
              stage = s;
              void write({ status: s, percent: overall }).catch(() => undefined);
            }
          },
        },
      );
      await pending.catch(() => undefined);
      if (controller.signal.aborted) throw controller.signal.reason;
      const key = uploadOutputKey(u);
      await this.ctx.storage.putFile(key, result.videoPath, 'video/mp4');
      const bytes = (await stat(result.videoPath)).size;
      const done = await this.repo.advance(uploadId, {
        status: 'completed',
        percent: 100,
        previewSegments: 0,
        outputKey: key,
        outputBytes: bytes,
        outputDurationSec: result.durationSec,
        loudness: result.loudness,
        stageTimings: Object.fromEntries(Object.entries(result.timings).map(([k, v]) => [k, Math.round(v)])),
      });
      if (!done) await this.ctx.storage.delete(key).catch(() => undefined);
      this.ctx.progress.notify(uploadId);
    } catch (err) {
      await pending.catch(() => undefined);
      const still = await this.repo.findById(uploadId);
      if (!still) return; // deleted: nothing to report
      if (!job.isLastAttempt && !controller.signal.aborted) {
        await this.repo.advance(uploadId, { status: 'queued', percent: 0, previewSegments: 0 });
        throw err;
      }
      const reason = err instanceof Error ? err.message : String(err);
      this.ctx.logger.warn({ err, uploadId }, 'enhance failed');
      await this.repo.advance(uploadId, {
        status: 'failed',
        previewSegments: 0,
        error: `The video could not be enhanced: ${reason.split('\n')[0]!.slice(0, 300)}`,
      });
      this.ctx.progress.notify(uploadId);
    } finally {
      clearInterval(beat);
      job.signal.removeEventListener('abort', onJobAbort);
      running.delete(uploadId);
      await rm(workDir, { recursive: true, force: true });
      // Finished, failed, retried or deleted: the preview has served its purpose either way.
      await this.ctx.storage
        .deletePrefix(uploadPreviewFolder(u))
        .catch((err) => this.ctx.logger.warn({ err, uploadId }, 'could not delete the enhance preview'));
    }
  }
}
