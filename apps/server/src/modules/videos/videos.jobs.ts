import { isLanguage } from '@reelsmith/contracts/languages';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context.ts';
import type { Video } from '../../db/schema/index.ts';
import { generateVideoInThread } from '../../media/pipeline.thread.ts';
import { generateVideo, type GenerateVideoResult } from '../../media/pipeline.ts';
import type { Script } from '../../providers/llm/llm.types.ts';
import type { Storage } from '../../providers/storage/storage.types.ts';
import type { SpeechResult, WordTiming } from '../../providers/tts/tts.types.ts';
import type { StockClip } from '../../providers/visuals/visuals.types.ts';
import { previewFolder, videoFileKeys, videoFolder, type VideoRef } from '../../storage/storage-paths.ts';
import { renderStoredStoryboard, storeStoryboard } from './videos.storyboard.ts';
import { runFfmpeg, FFMPEG_QUIET } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { imageFocus } from '../../media/footage/saliency.ts';
import { UsageRepo } from '../billing/usage.repo.ts';
import { ScriptsRepo } from '../scripts/scripts.repo.ts';
import type { WriterInstructionsService } from '../scripts/writer-instructions.service.ts';
import type { VoiceClonesService } from '../voices/voice-clones.service.ts';
import { VideosRepo, type NewVideo } from './videos.repo.ts';
import { RenderProgress, previewStore } from './videos.render-progress.ts';

/**
 * The render job (`video.render`) and the sweep that rescues renders left by a dead worker. The
 * job carries only the video id and reloads the row, so a retry or a duplicate does no harm.
 */

/** A render whose row has not moved for this long belongs to a worker that died. */
export const STALE_AFTER_MS = 45_000;
const LIVE_JOB_STATES = ['created', 'retry', 'active'];
const STOPPED_REASON =
  'The render stopped (its worker shut down) and could not be finished. Please try again.';
const RENDER_TIMEOUT_MS = 8 * 60_000;

// Renders running in this process, so a delete can stop ffmpeg at once.
const running = new Map<string, AbortController>();

/** Stops a render running in this process now (one elsewhere stops at its next progress write). */
export function stopRender(videoId: string, reason: Error): void {
  running.get(videoId)?.abort(reason);
}

/** Music only (image to video with no voice): a silent narration of 4 s a photo (8 to 60 s), no words. */
export async function silentSpeech(
  workDir: string,
  photos: number,
  ffmpegPath?: string,
): Promise<SpeechResult> {
  const durationSec = Math.min(60, Math.max(8, photos * 4));
  const audioPath = path.join(workDir, 'silence.wav');
  await runFfmpeg(
    [...FFMPEG_QUIET, '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', String(durationSec), audioPath],
    { ffmpegPath },
    { timeoutMs: 30_000 },
  );
  return { audioPath, durationSec, words: [] };
}

/** Stores the finished files in the video's folder; answers their keys. */
export async function storeRender(storage: Storage, video: VideoRef, result: GenerateVideoResult) {
  const keys = videoFileKeys(video);
  await Promise.all([
    storage.putFile(keys.videoKey, result.videoPath, 'video/mp4'),
    storage.putFile(keys.thumbnailKey, result.thumbnailPath, 'image/jpeg'),
    storage.putFile(keys.srtKey, result.srtPath, 'application/x-subrip'),
    storage.putFile(keys.vttKey, result.vttPath, 'text/vtt'),
  ]);
  return keys;
}

/** The row of a completed video. */
export function completedRow(
  v: Video,
  result: GenerateVideoResult,
  keys: Awaited<ReturnType<typeof storeRender>>,
): Partial<NewVideo> {
  return {
    ...keys,
    status: 'completed',
    percent: 100,
    error: null,
    script: result.script,
    // A title the user typed (or took from their script) stays; one made from the idea gets the script's.
    title: v.scriptId || v.title !== v.idea.slice(0, 120) ? v.title : result.script.title.slice(0, 120),
    caption: result.script.caption,
    hashtags: result.script.hashtags,
    durationSec: Math.round(result.durationSec * 100) / 100,
    stageTimings: Object.fromEntries(Object.entries(result.timings).map(([k, ms]) => [k, Math.round(ms)])),
    completedAt: new Date(),
    previewSegments: 0,
  };
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

export class VideoJobs {
  private readonly repo: VideosRepo;
  private readonly scripts: ScriptsRepo;
  private readonly usage: UsageRepo;

  constructor(
    private readonly ctx: AppContext,
    private readonly voiceClones: Pick<VoiceClonesService, 'speakingVoice'>,
    private readonly writerInstructions: Pick<WriterInstructionsService, 'forScript'>,
    /** Told when a video settles (webhooks, email, push); absent in tests of the job alone. */
    private readonly notifier?: { videoSettled(video: Video): Promise<void> },
  ) {
    this.repo = new VideosRepo(ctx.database.db);
    this.scripts = new ScriptsRepo(ctx.database.db);
    this.usage = new UsageRepo(ctx.database.db);
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
    const progress = new RenderProgress(
      {
        repo: this.repo,
        progress: this.ctx.progress,
        log: (err) => this.ctx.logger.warn({ err, videoId }, 'progress write failed'),
      },
      videoId,
      controller,
    );
    const onPreview = previewStore(this.ctx, {
      video: v,
      signal: controller.signal,
      count: (segments) => progress.enqueue({ previewSegments: segments }),
    });

    try {
      // A retry starts its preview from segment 0: count first, so no reader asks for a deleted part.
      await progress.write({ status: 'scripting', percent: 0, error: null, previewSegments: 0 });
      await this.ctx.storage.deletePrefix(previewFolder(v));
      // A remix (issue 41) arrives with its storyboard written and voiced: it is only rendered.
      if (v.storyboard) {
        const result = await renderStoredStoryboard(
          this.ctx,
          { ...v, storyboard: v.storyboard },
          {
            workDir,
            signal: controller.signal,
            timeoutMs: RENDER_TIMEOUT_MS,
            onProgress: (f) => progress.onPipelineProgress({ stage: 'rendering', percent: f * 100 }),
          },
        );
        await progress.settled();
        if (controller.signal.aborted) throw controller.signal.reason;
        progress.stage = null;
        return await this.finish(v, result);
      }
      const photos = v.imageKeys?.length ? await this.loadPhotos(v, workDir) : undefined;
      const speech = v.audioId
        ? await this.loadSpeech(v, workDir)
        : v.voice === 'none'
          ? await silentSpeech(workDir, v.imageKeys?.length ?? 1, this.ctx.env.FFMPEG_PATH)
          : undefined;
      // The owner's cloned voice speaks through ElevenLabs (decision 026); a deleted one fails here.
      const voiceId = await this.voiceClones.speakingVoice(v.userId, v.voice);
      const input = {
        idea: v.idea,
        vibe: v.vibe as never,
        voiceId,
        style: v.style as never,
        durationSec: v.targetDurationSec,
        captionPreset: v.captionPreset as never,
        music: v.music as never,
        watermark: v.watermark,
        brand: v.brand,
        brandFiles: v.brand ? await this.loadBrand(v.brand, workDir) : undefined,
        script: (v.script as Script | null) ?? undefined,
        // A script the pipeline writes itself follows the creator's saved instructions (paid plans).
        instructions: v.script
          ? undefined
          : await this.writerInstructions.forScript(v.userId).catch(() => undefined),
        speech,
        images: photos?.paths,
        imageFocus: photos?.focus,
        broll: v.broll?.length ? await this.loadBroll(v, workDir) : undefined,
        seed: v.seed,
        // The storyboard names the creator's choice of voice (a clone by its own id).
        storyboardVoiceId: v.voice,
        language: isLanguage(v.language) ? v.language : undefined,
      };
      const run = {
        workDir,
        signal: controller.signal,
        timeoutMs: RENDER_TIMEOUT_MS,
        onPreview,
        onProgress: progress.onPipelineProgress,
      };
      const bins = { ffmpegPath: this.ctx.env.FFMPEG_PATH, ffprobePath: this.ctx.env.FFPROBE_PATH };
      // On a worker thread by default (decision 141); in-process when threads are off.
      const result = this.ctx.env.RENDER_THREADS
        ? await generateVideoInThread({
            ...run,
            ...bins,
            input,
            env: this.ctx.env,
            onLlmFallback: (what, message) =>
              this.ctx.logger.warn({ err: message, what }, 'LLM server failed; the builtin writer answered'),
          })
        : await generateVideo(input, { ...run, deps: { ...this.ctx.providers, ...bins } });
      await progress.settled();
      if (controller.signal.aborted) throw controller.signal.reason;
      progress.stage = null;
      await this.finish(v, result);
    } catch (err) {
      await progress.settled().catch(() => undefined);
      if (await this.fail(v, err, job.isLastAttempt)) throw err;
    } finally {
      progress.stop();
      job.signal.removeEventListener('abort', onJobAbort);
      running.delete(videoId);
      await rm(workDir, { recursive: true, force: true });
      // Finished, failed, retried or deleted: the preview has served its purpose either way.
      await this.ctx.storage
        .deletePrefix(previewFolder(v))
        .catch((err) => this.ctx.logger.warn({ err, videoId }, 'could not delete the preview'));
    }
  }

  /**
   * Stores the files, then completes the row in one update that also saves its storyboard and
   * records the render as version 1 (issue 36); a video deleted meanwhile leaves nothing.
   */
  private async finish(v: Video, result: GenerateVideoResult): Promise<void> {
    // A remix's storyboard already names its files by storage key, under its own folder.
    const storyboard = v.storyboard ? result.storyboard : await storeStoryboard(this.ctx.storage, v, result);
    const keys = await storeRender(this.ctx.storage, v, result);
    const row = completedRow(v, result, keys);
    const done = await this.repo.completeWithVersion(
      v.id,
      { ...row, storyboard, storyboardRev: 1, currentVersion: 1 },
      {
        userId: v.userId,
        number: 1,
        storyboard,
        status: 'completed',
        percent: 100,
        ...keys,
        durationSec: row.durationSec,
        completedAt: row.completedAt,
      },
    );
    if (!done) {
      // Deleted while uploading: leave nothing behind.
      await this.ctx.storage.deletePrefix(videoFolder(v));
      return;
    }
    await this.announce(v.id);
    this.ctx.progress.notify(v.id);
  }

  /** Tells the notifier; a notification that cannot be sent never fails the render. */
  private async announce(videoId: string) {
    if (!this.notifier) return;
    try {
      const row = await this.repo.findById(videoId);
      if (row) await this.notifier.videoSettled(row);
    } catch (err) {
      this.ctx.logger.warn({ err, videoId }, 'could not send the video notifications');
    }
  }

  /**
   * Records a failed attempt: the last one fails the video with the reason the user reads and
   * gives the credit back; an earlier one puts it back in the queue. True when the job must throw
   * so the queue retries it.
   */
  private async fail(v: VideoRef, err: unknown, isLastAttempt: boolean): Promise<boolean> {
    const videoId = v.id;
    const still = await this.repo.findById(videoId);
    if (!still) {
      // Deleted meanwhile: a segment stored after the delete must not outlive it.
      await this.ctx.storage.deletePrefix(videoFolder(v));
      return false;
    }
    if (still.status === 'cancelled') return false; // nothing to report, nothing to retry
    const reason = failureReason(err);
    if (isLastAttempt) {
      await this.repo.advance(videoId, { status: 'failed', error: reason, previewSegments: 0 });
      await this.usage.release(videoId);
      await this.announce(videoId);
      this.ctx.progress.notify(videoId);
      return false;
    }
    await this.repo.advance(videoId, { status: 'queued', percent: 0, previewSegments: 0 });
    this.ctx.progress.notify(videoId);
    return true;
  }

  /** Image to video: the photos into the work folder, and where each one's subject is. */
  /** The brand's logo and font (the video's own copies, issue 41) into the work folder, by key. */
  private async loadBrand(brand: NonNullable<Video['brand']>, workDir: string) {
    const files: Record<string, string> = {};
    for (const [i, key] of [brand.logoKey, brand.font.key].entries()) {
      if (!key) continue;
      files[key] = path.join(workDir, `brand-${i}${path.extname(key)}`);
      await this.ctx.storage.download(key, files[key]);
    }
    return files;
  }

  private async loadPhotos(v: Video, workDir: string) {
    // Fetched side by side: the render waits for all of them (S3 answers each one in its own time).
    const paths = await Promise.all(
      (v.imageKeys ?? []).map(async (key, i) => {
        const p = path.join(workDir, `photo-${i}${path.extname(key)}`);
        await this.ctx.storage.download(key, p);
        return p;
      }),
    );
    const bins = { ffmpegPath: this.ctx.env.FFMPEG_PATH };
    const focus = await Promise.all(paths.map((p) => imageFocus(p, bins)));
    return { paths, focus };
  }

  /**
   * The creator's B-roll into the work folder (decision 028). An upload deleted since the video was
   * made is left out: its scene takes stock footage or an illustration instead of failing the video.
   */
  private async loadBroll(v: Video, workDir: string): Promise<StockClip[]> {
    const clips = await Promise.all(
      (v.broll ?? []).map(async (b, i): Promise<StockClip | null> => {
        const p = path.join(workDir, `broll-${i}${path.extname(b.key)}`);
        try {
          await this.ctx.storage.download(b.key, p);
        } catch (err) {
          this.ctx.logger.warn({ err, videoId: v.id, uploadId: b.uploadId }, 'a B-roll upload is gone');
          return null;
        }
        const { width, height, durationSec } = b;
        const id = `upload-${b.uploadId}`;
        // A photo is a still scene: cut to 9:16 around its subject and panned slowly over the scene's
        // length, as image to video's photos are (decision 045).
        if (b.kind === 'photo') {
          const bins = { ffmpegPath: this.ctx.env.FFMPEG_PATH, ffprobePath: this.ctx.env.FFPROBE_PATH };
          return { id, path: p, kind: 'image', width, height, focus: await imageFocus(p, bins) };
        }
        return { id, path: p, kind: 'video', width, height, durationSec };
      }),
    );
    return clips.filter((c): c is StockClip => c !== null);
  }

  /** The user's own narration, fetched into the work folder with its word timings. */
  private async loadSpeech(v: Video, workDir: string): Promise<SpeechResult> {
    const clip = await this.scripts.findAudioClip(v.audioId!, v.userId);
    if (!clip) throw new Error('The narration chosen for this video no longer exists.');
    const audioPath = path.join(workDir, `narration${path.extname(clip.audioKey) || '.wav'}`);
    await this.ctx.storage.download(clip.audioKey, audioPath);
    return { audioPath, durationSec: clip.durationMs / 1000, words: (clip.words as WordTiming[]) ?? [] };
  }

  /**
   * Renders whose row stopped moving belong to a worker that died: fail their job so it is
   * retried now instead of when its expiry comes. Safe with many workers: a live render touches
   * its row every few seconds.
   */
  async requeueStale(now = Date.now()): Promise<number> {
    const ids = await this.repo.findStale(new Date(now - STALE_AFTER_MS));
    if (!ids.length) return 0;
    const handedBack = await this.ctx.queue.failActive(
      'video.render',
      'videoId',
      ids,
      'The worker rendering this video stopped; retrying',
    );
    // What is left for each silent row decides its fate: a job still waiting or running keeps it
    // alive; no job at all (an old crash before the send) gets one; only dead jobs (the last
    // attempt died with its worker) fail it, with its allowance back, so nothing waits forever.
    const states = await this.ctx.queue.jobStates('video.render', 'videoId', ids);
    const live = (id: string) => (states.get(id) ?? []).some((s) => LIVE_JOB_STATES.includes(s));
    const requeue = ids.filter((id) => live(id) || !states.has(id));
    for (const id of ids.filter((id) => !states.has(id))) {
      await this.ctx.queue.send('video.render', { videoId: id }, { singletonKey: id });
    }
    await this.repo.requeue(requeue);
    for (const id of ids.filter((id) => states.has(id) && !live(id))) {
      const v = await this.repo.findById(id);
      if (v) await this.fail(v, new Error(STOPPED_REASON), true);
    }
    return handedBack;
  }
}
