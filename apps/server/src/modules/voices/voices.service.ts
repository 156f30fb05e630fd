import { LANGUAGE_INFO, type Language } from '@reelsmith/contracts/languages';
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Voice as VoiceDto } from '@reelsmith/contracts/responses';
import type { AppContext } from '../../context.ts';
import type { VoiceClonesService } from './voice-clones.service.ts';
import { AppError, NotFoundError, TooManyRequestsError, ValidationError } from '../../http/errors.ts';
import { exportMp3 } from '../../media/audio/audio-export.ts';
import { findVoice, VOICE_CATALOGUE, type CatalogueVoice } from '../../providers/tts/catalogue.ts';
import { festivalVoiceFor } from '../../providers/tts/festival-voices.ts';
import { previewTextFor } from './preview-text.ts';
import { UsersRepo } from '../users/users.repo.ts';
import { VoicesRepo, type VoicePreview } from './voices.repo.ts';
import type { PreviewAnswer } from './voices.schemas.ts';
import { voicePreviewKey } from '../../storage/storage-paths.ts';
import { CLONE_VOICE_PREFIX, isCloneVoiceId } from '@reelsmith/contracts/voices';
import type { SpeechPace } from '@reelsmith/writer/pace';

export const QUOTA_MESSAGE = 'Preview generation quota exceeded. Please try again later.';
/** How long the generate call waits for the queued render before answering "try again". */
const DEFAULT_WAIT_MS = 20_000;
/** A render asked for longer ago than this belongs to a worker that died; the next request starts another. */
const RENDER_STALE_MS = 2 * 60_000;

/** The daily preview quota is spent; it comes back at the next UTC midnight. */
export class PreviewQuotaExceededError extends TooManyRequestsError {
  constructor(now = Date.now()) {
    const midnight = new Date(now);
    midnight.setUTCHours(24, 0, 0, 0);
    const wait = Math.max(1, Math.ceil((midnight.getTime() - now) / 1000));
    super(wait, QUOTA_MESSAGE, 'quota_exceeded', { quota_exceeded: true });
  }
}

export class PreviewFailedError extends AppError {
  constructor() {
    super(502, 'preview_failed', 'Failed to generate preview', { detail: 'Failed to generate preview' });
  }
}

export class PreviewPendingError extends AppError {
  constructor() {
    const message = 'The preview is still being made. Please try again in a moment.';
    super(503, 'preview_pending', message, { detail: message, retry_after: 5 });
  }
}

const sha = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);
const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

function knownVoice(voiceId: string): CatalogueVoice {
  const voice = findVoice(voiceId);
  if (!voice) {
    throw new ValidationError(`voice_id: unknown voice "${voiceId}".`, {
      voice_id: [`Unknown voice "${voiceId}".`],
    });
  }
  return voice;
}

function paceDto(pace: SpeechPace | undefined) {
  return pace
    ? {
        syllables_per_second: pace.syllablesPerSecond,
        sentence_pause_sec: pace.sentencePauseSec,
        utterance_sec: pace.utteranceSec,
      }
    : null;
}

/**
 * The voice library: catalogue voices with their shared previews, preview renders through the job
 * queue (one file per voice and engine settings, made once for everyone), the daily preview quota,
 * and favourites per user.
 */
export class VoicesService {
  readonly repo: VoicesRepo;
  /** Wakes generate calls waiting in this process as soon as a render here finishes. */
  private readonly finished = new EventEmitter().setMaxListeners(0);

  constructor(
    private readonly ctx: AppContext,
    private readonly voiceClones: Pick<VoiceClonesService, 'preview'>,
    private readonly opts: { waitMs?: number } = {},
  ) {
    this.repo = new VoicesRepo(ctx.database.db);
  }

  /** Engine, voice settings and spoken line: when any changes, the stored preview is out of date. */
  fingerprint(voice: CatalogueVoice): string {
    return `${this.ctx.providers.tts.voiceFingerprint(voice.id)}|text:${sha(previewTextFor(voice), 12)}`;
  }

  /** The fingerprint, or null when the configured engine cannot speak this voice (the list still shows it). */
  private currentFingerprint(voice: CatalogueVoice): string | null {
    try {
      return this.fingerprint(voice);
    } catch {
      return null;
    }
  }

  /** A new URL for every fingerprint, so a browser never plays a cached copy of an old preview. */
  audioKeyFor(voice: CatalogueVoice, fingerprint: string): string {
    return voicePreviewKey(voice.id, sha(fingerprint, 16));
  }

  /** Every voice as it speaks `language`: offline, any language but English is robotic (decision 208). */
  async list(userId: string, asked?: Language): Promise<VoiceDto[]> {
    const language = await new UsersRepo(this.ctx.database.db).language(userId, asked);
    const robotic = language !== 'en' && this.ctx.providers.tts.name === 'builtin';
    const [rows, favorites] = await Promise.all([this.repo.allPreviews(), this.repo.favorites(userId)]);
    const byId = new Map(rows.map((r) => [r.voiceId, r]));
    const liked = new Set(favorites);
    return VOICE_CATALOGUE.map((voice) => {
      const row = byId.get(voice.id);
      const hasPreview = !!(row?.audioKey && row.generatedAt && row.fingerprint);
      const current = this.currentFingerprint(voice);
      return {
        id: voice.id,
        name: voice.name,
        description: robotic
          ? `${festivalVoiceFor(voice, language) ? 'Recorded Festival' : 'Robotic'} offline voice speaking ${LANGUAGE_INFO[language].english}. ${voice.description}`
          : voice.description,
        accent: voice.accent,
        tone: voice.tone,
        category: voice.category,
        mood: voice.mood,
        gender: voice.gender,
        has_preview: hasPreview,
        preview_url: hasPreview ? `/api/files/${row!.audioKey}` : null,
        preview_needs_update: hasPreview && current !== null && row!.fingerprint !== current,
        preview_text: (hasPreview && row!.previewText) || previewTextFor(voice),
        last_preview_generated: hasPreview ? row!.generatedAt!.toISOString() : null,
        is_favorite: liked.has(voice.id),
        language,
        robotic,
        pace: paceDto(this.ctx.providers.tts.pace?.(voice.id, language)),
      };
    });
  }

  /**
   * The voice's current preview: at once when it is stored, else rendered by the queue and waited
   * for. Only a request that starts a render counts against the user's daily quota.
   */
  async generatePreview(userId: string, voiceId: string): Promise<PreviewAnswer> {
    // The user's own cloned voice: spoken by ElevenLabs once and kept with the clone.
    if (isCloneVoiceId(voiceId))
      return this.voiceClones.preview(userId, voiceId.slice(CLONE_VOICE_PREFIX.length));
    const voice = knownVoice(voiceId);
    const fingerprint = this.currentFingerprint(voice);
    if (!fingerprint) {
      throw new ValidationError(
        `voice_id: "${voice.id}" is not available with the configured voice engine.`,
        {
          voice_id: ['This voice is not available with the configured voice engine.'],
        },
      );
    }
    const row = await this.repo.preview(voice.id);
    const current = isCurrent(row, fingerprint);
    if (current && (await this.ctx.storage.stat(row.audioKey))) return answer(row);

    const staleBefore = new Date(Date.now() - RENDER_STALE_MS);
    const inFlight =
      row?.status === 'generating' && row.targetFingerprint === fingerprint && row.requestedAt > staleBefore;
    if (!inFlight) {
      // A current row whose file went missing is our loss, not the user's: it is not counted.
      const day = utcDay();
      const charge = !current;
      if (charge && !(await this.repo.chargePreview(userId, day, this.ctx.env.VOICE_PREVIEW_DAILY_QUOTA))) {
        throw new PreviewQuotaExceededError();
      }
      if (!(await this.claimAndQueue(voice, fingerprint, staleBefore, 0)) && charge) {
        await this.repo.refundPreview(userId, day);
      }
    }
    return this.waitForPreview(voice.id, fingerprint);
  }

  /**
   * Puts every builtin voice's missing or outdated preview on the queue, below creators' own work,
   * so that the library plays each voice on the first tap. Run when a worker starts; a paid engine's
   * previews stay on demand (each costs characters). Returns how many were queued.
   */
  async prepareBuiltinPreviews(): Promise<number> {
    if (this.ctx.providers.tts.name !== 'builtin') return 0;
    const rows = new Map((await this.repo.allPreviews()).map((r) => [r.voiceId, r]));
    const staleBefore = new Date(Date.now() - RENDER_STALE_MS);
    let queued = 0;
    for (const voice of VOICE_CATALOGUE) {
      const fingerprint = this.currentFingerprint(voice);
      const row = rows.get(voice.id);
      if (!fingerprint || (isCurrent(row, fingerprint) && (await this.ctx.storage.stat(row.audioKey))))
        continue;
      if (await this.claimAndQueue(voice, fingerprint, staleBefore, -10)) queued++;
    }
    return queued;
  }

  /** Claims the render of `fingerprint` and queues it; false when a render of it is already under way. */
  private async claimAndQueue(
    voice: CatalogueVoice,
    fingerprint: string,
    staleBefore: Date,
    priority: number,
  ): Promise<boolean> {
    if (!(await this.repo.claimRender(voice.id, fingerprint, staleBefore))) return false;
    await this.ctx.queue.send(
      'voice.preview',
      { voiceId: voice.id },
      { singletonKey: `voice-preview:${voice.id}:${sha(fingerprint, 16)}`, priority },
    );
    return true;
  }

  private async waitForPreview(voiceId: string, fingerprint: string): Promise<PreviewAnswer> {
    const deadline = Date.now() + (this.opts.waitMs ?? DEFAULT_WAIT_MS);
    for (;;) {
      const row = await this.repo.preview(voiceId);
      if (isCurrent(row, fingerprint)) return answer(row);
      if (row?.status === 'failed') throw new PreviewFailedError();
      const left = deadline - Date.now();
      if (left <= 0) throw new PreviewPendingError();
      // Renders in another process are seen by polling; renders here wake us at once.
      await this.nextFinish(voiceId, Math.min(500, left));
    }
  }

  private nextFinish(voiceId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.finished.off(voiceId, done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.finished.on(voiceId, done);
    });
  }

  /** The `voice.preview` job: idempotent (a current preview is left alone), retried once, then marked failed. */
  async renderPreview(voiceId: string, job: { signal: AbortSignal; isLastAttempt: boolean }): Promise<void> {
    const voice = findVoice(voiceId);
    if (!voice) return;
    const fingerprint = this.fingerprint(voice);
    const before = await this.repo.preview(voice.id);
    if (isCurrent(before, fingerprint)) return;

    const text = previewTextFor(voice);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelsmith-preview-'));
    try {
      const speech = await this.ctx.providers.tts.synthesize(
        { text, voiceId: voice.id, outPath: path.join(dir, 'preview.wav') },
        { signal: job.signal },
      );
      const mp3 = path.join(dir, 'preview.mp3');
      await exportMp3(speech.audioPath, mp3, { ffmpegPath: this.ctx.env.FFMPEG_PATH }, job.signal);
      const audioKey = this.audioKeyFor(voice, fingerprint);
      await this.ctx.storage.putFile(audioKey, mp3, 'audio/mpeg');
      await this.repo.saveReady(voice.id, {
        fingerprint,
        audioKey,
        previewText: text,
        generatedAt: new Date(),
      });
      if (before?.audioKey && before.audioKey !== audioKey) {
        await this.ctx.storage.delete(before.audioKey).catch((err: unknown) => {
          this.ctx.logger.warn({ err, key: before.audioKey }, 'could not delete an old voice preview');
        });
      }
    } catch (err) {
      this.ctx.logger.warn({ err, voiceId: voice.id }, 'voice preview render failed');
      if (job.isLastAttempt) await this.repo.saveFailed(voice.id, (err as Error).message.slice(0, 500));
      throw err;
    } finally {
      await rm(dir, { recursive: true, force: true });
      this.finished.emit(voice.id);
    }
  }

  async favorites(userId: string): Promise<string[]> {
    const ids = await this.repo.favorites(userId);
    return ids.filter((id) => findVoice(id));
  }

  async addFavorite(userId: string, voiceId: string): Promise<string[]> {
    await this.repo.addFavorite(userId, favoriteVoice(voiceId).id);
    return this.favorites(userId);
  }

  async removeFavorite(userId: string, voiceId: string): Promise<string[]> {
    await this.repo.removeFavorite(userId, favoriteVoice(voiceId).id);
    return this.favorites(userId);
  }
}

function favoriteVoice(voiceId: string): CatalogueVoice {
  const voice = findVoice(voiceId);
  if (!voice) throw new NotFoundError('Voice not found.');
  return voice;
}

type ReadyPreview = VoicePreview & { audioKey: string; generatedAt: Date };

function isCurrent(row: VoicePreview | undefined, fingerprint: string): row is ReadyPreview {
  return (
    !!row &&
    row.status !== 'generating' &&
    row.fingerprint === fingerprint &&
    !!row.audioKey &&
    !!row.generatedAt
  );
}

function answer(row: ReadyPreview): PreviewAnswer {
  return {
    preview_url: `/api/files/${row.audioKey}`,
    preview_text: row.previewText ?? '',
    generated_at: row.generatedAt.toISOString(),
  };
}
