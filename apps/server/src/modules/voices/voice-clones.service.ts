import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Multipart } from '@fastify/multipart';
import type { VoiceClone, VoiceClonesAnswer } from '@reelsmith/contracts/responses';
import {
  cloneVoiceId,
  isCloneVoiceId,
  VOICE_CLONE_CONSENT_TEXT,
  VOICE_CLONE_KEY_MESSAGE,
  VOICE_CLONE_LIMITS,
  VOICE_CLONE_MAX_BYTES,
  VOICE_CLONE_MAX_SEC,
  VOICE_CLONE_MIN_SEC,
  VOICE_CLONE_NAME_MAX,
  VOICE_CLONE_UPGRADE_MESSAGE,
  CLONE_VOICE_PREFIX,
  DEFAULT_VOICE,
} from '@reelsmith/contracts/voices';
import type { AppContext } from '../../context.ts';
import {
  AppError,
  ConflictError,
  NotFoundError,
  PayloadTooLargeError,
  ValidationError,
} from '../../http/errors.ts';
import { exportMp3 } from '../../media/audio/audio-export.ts';
import { probe } from '../../lib/ffmpeg/probe.ts';
import { vendorVoice } from '../../providers/tts/cloned-voices.tts.ts';
import {
  createElevenLabsVoices,
  ElevenLabsError,
  type ElevenLabsVoices,
} from '../../providers/tts/elevenlabs.voices.ts';
import { voiceCloneFolder, voiceClonePreviewKey } from '../../storage/storage-paths.ts';
import { UsersRepo } from '../users/users.repo.ts';
import { VoiceClonesRepo, type VoiceCloneRow } from './voice-clones.repo.ts';
import { UUID } from '../../lib/uuid.ts';

// Voice cloning (issue #13 point 8, decision 026): one recording of 1 to 3 minutes of the user's own
// voice, with consent, becomes an ElevenLabs instant clone; the user speaks videos and narrations
// with it as `clone:<uuid>`. Paid plans only, a few per plan, deleted at ElevenLabs with the row.

export class VoiceCloningUnavailableError extends AppError {
  constructor() {
    super(503, 'voice_cloning_not_configured', VOICE_CLONE_KEY_MESSAGE, { detail: VOICE_CLONE_KEY_MESSAGE });
  }
}

export class VoiceClonePlanError extends AppError {
  constructor() {
    super(403, 'plan_required', VOICE_CLONE_UPGRADE_MESSAGE, { detail: VOICE_CLONE_UPGRADE_MESSAGE });
  }
}

/** ElevenLabs refused or failed; what it said is passed on (never the key). */
export class VoiceCloneVendorError extends AppError {
  constructor(err: ElevenLabsError) {
    const bad = err.status === 400 || err.status === 422;
    const message = bad
      ? `ElevenLabs could not clone this recording: ${err.message}`
      : `ElevenLabs is not available right now (${err.message}). Please try again later.`;
    super(bad ? 400 : 502, bad ? 'voice_clone_rejected' : 'voice_clone_vendor_failed', message, {
      detail: message,
    });
  }
}

/** What a clone's preview says: the same kind of line the stock voices speak (decision 050). */
export const clonePreviewText = (name: string) =>
  `Hi, this is ${name}. Here is your story, told in my own voice.`;

export interface ClonePreview {
  preview_url: string;
  preview_text: string;
  generated_at: string;
}

const sampleError = (message: string) => new ValidationError(message, { sample: [message] });

/** Clones the plan keeps: both paid plans clone (Business has everything Creator has); free none. */
const planClones = (planId: string): number =>
  VOICE_CLONE_LIMITS[planId as keyof typeof VOICE_CLONE_LIMITS] ?? 0;

export interface ClonePart {
  fields: Record<string, string>;
  file: { path: string; filename: string } | null;
}

export class VoiceClonesService {
  readonly repo: VoiceClonesRepo;
  private vendorClient: ElevenLabsVoices | null | undefined;

  constructor(
    private readonly ctx: AppContext,
    /** The plan in force (billing's answer: grant, subscription or team). */
    private readonly planInForce: (userId: string) => Promise<string>,
  ) {
    this.repo = new VoiceClonesRepo(ctx.database.db);
  }

  /** ElevenLabs' voice management, or null without a key. */
  private vendor(): ElevenLabsVoices | null {
    if (this.vendorClient === undefined) {
      const { ELEVENLABS_API_KEY: apiKey, ELEVENLABS_BASE_URL: baseUrl } = this.ctx.env;
      this.vendorClient = apiKey ? createElevenLabsVoices({ apiKey, baseUrl }) : null;
    }
    return this.vendorClient;
  }

  private async planOf(userId: string) {
    return this.planInForce(userId);
  }

  private dto(row: VoiceCloneRow): VoiceClone {
    return {
      id: cloneVoiceId(row.id),
      name: row.name,
      sample_seconds: Math.round(row.sampleSeconds * 10) / 10,
      requires_verification: row.requiresVerification,
      created_at: row.createdAt.toISOString(),
    };
  }

  async list(userId: string): Promise<VoiceClonesAnswer> {
    const [plan, rows] = await Promise.all([this.planOf(userId), this.repo.listForOwner(userId)]);
    const limit = planClones(plan);
    const configured = !!this.vendor();
    const unavailable_reason = !configured
      ? VOICE_CLONE_KEY_MESSAGE
      : limit === 0
        ? VOICE_CLONE_UPGRADE_MESSAGE
        : rows.length >= limit
          ? limitMessage(limit)
          : null;
    return { clones: rows.map((r) => this.dto(r)), configured, plan, limit, unavailable_reason };
  }

  /** Refuses before the upload is read: no key, a plan without cloning, or no place left. */
  async assertCanCreate(userId: string): Promise<number> {
    if (!this.vendor()) throw new VoiceCloningUnavailableError();
    const limit = planClones(await this.planOf(userId));
    if (limit === 0) throw new VoiceClonePlanError();
    if ((await this.repo.countForOwner(userId)) >= limit)
      throw new ConflictError(limitMessage(limit), 'clone_limit');
    return limit;
  }

  /** Reads the form (`sample` file, `name`, `consent`, `remove_background_noise`) into a work folder. */
  async receive(parts: AsyncIterableIterator<Multipart>, dir: string): Promise<ClonePart> {
    const fields: Record<string, string> = {};
    let file: ClonePart['file'] = null;
    try {
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== 'sample' || file) {
            part.file.resume();
            continue;
          }
          const target = path.join(dir, 'sample-in');
          await writeFile(target, await part.toBuffer());
          file = { path: target, filename: part.filename || 'sample' };
        } else fields[part.fieldname] = String(part.value);
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new PayloadTooLargeError(
          `The recording is too large. It can be at most ${VOICE_CLONE_MAX_BYTES / 1024 / 1024} MB.`,
        );
      throw sampleError('The upload could not be read. Choose the recording again.');
    }
    return { fields, file };
  }

  /** Checks consent and the recording by its content, clones it at ElevenLabs and records it. */
  async create(
    userId: string,
    parts: AsyncIterableIterator<Multipart>,
    meta: { ip: string },
  ): Promise<VoiceClone> {
    const limit = await this.assertCanCreate(userId);
    const vendor = this.vendor()!;
    const dir = path.join(this.ctx.env.DATA_DIR, 'work', `clone-${randomUUID()}`);
    await mkdir(dir, { recursive: true });
    try {
      const { fields, file } = await this.receive(parts, dir);
      if (fields.consent !== 'true' && fields.consent !== 'on') {
        const message = 'Please confirm that this is your own voice and that you consent to cloning it.';
        throw new ValidationError(message, { consent: [message] });
      }
      const name = (fields.name ?? '').trim() || 'My voice';
      if (name.length > VOICE_CLONE_NAME_MAX)
        throw new ValidationError(`The name can be at most ${VOICE_CLONE_NAME_MAX} characters.`, {
          name: [`The name can be at most ${VOICE_CLONE_NAME_MAX} characters.`],
        });
      if (!file) throw sampleError('Choose a recording of your voice (1 to 3 minutes).');

      const bins = { ffmpegPath: this.ctx.env.FFMPEG_PATH, ffprobePath: this.ctx.env.FFPROBE_PATH };
      const info = await probe(file.path, bins).catch(() => null);
      if (!info?.audio)
        throw sampleError(
          `"${file.filename}" is not a recording we can read. Use an audio file such as MP3, WAV, M4A or WebM.`,
        );
      const seconds = info.durationSec;
      if (!(seconds >= VOICE_CLONE_MIN_SEC && seconds <= VOICE_CLONE_MAX_SEC))
        throw sampleError(
          `The recording is ${formatSeconds(seconds)} long; it must be 1 to 3 minutes of your voice.`,
        );
      // One clean mono MP3 goes to ElevenLabs: no video, no metadata of the original file.
      const mp3 = path.join(dir, 'sample.mp3');
      await exportMp3(file.path, mp3, bins).catch(() => {
        throw sampleError(`"${file.filename}" could not be decoded. Try another audio file.`);
      });

      const consentAt = new Date();
      let added: Awaited<ReturnType<ElevenLabsVoices['addVoice']>>;
      try {
        added = await vendor.addVoice({
          name,
          description: 'A creator’s own voice, cloned with their consent on Reelsmith.',
          file: { path: mp3, filename: 'sample.mp3', contentType: 'audio/mpeg' },
          removeBackgroundNoise: fields.remove_background_noise === 'true',
        });
      } catch (err) {
        if (err instanceof ElevenLabsError) throw new VoiceCloneVendorError(err);
        throw err;
      }
      const row = await this.repo
        .insertWithin(
          {
            userId,
            name,
            vendorVoiceId: added.voiceId,
            requiresVerification: added.requiresVerification,
            sampleSeconds: seconds,
            consentText: VOICE_CLONE_CONSENT_TEXT,
            consentAt,
            consentIp: meta.ip,
          },
          limit,
        )
        .catch(async (err: unknown) => {
          await this.deleteAtVendor(added.voiceId);
          throw err;
        });
      if (!row) {
        // Another upload took the last place meanwhile: nothing is kept at ElevenLabs either.
        await this.deleteAtVendor(added.voiceId);
        throw new ConflictError(limitMessage(limit), 'clone_limit');
      }
      return this.dto(row);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async deleteAtVendor(voiceId: string) {
    await this.vendor()
      ?.deleteVoice(voiceId)
      .catch((err: unknown) =>
        this.ctx.logger.warn({ err, voiceId }, 'could not delete a cloned voice at ElevenLabs'),
      );
  }

  /** Deletes the clone at ElevenLabs, then here; a vendor failure keeps it so the user can retry. */
  async remove(userId: string, cloneId: string): Promise<void> {
    const row = await this.repo.findForOwner(cloneId, userId);
    if (!row) throw new NotFoundError('Cloned voice not found.');
    const vendor = this.vendor();
    if (vendor) {
      try {
        await vendor.deleteVoice(row.vendorVoiceId);
      } catch (err) {
        if (err instanceof ElevenLabsError) throw new VoiceCloneVendorError(err);
        throw err;
      }
    } else {
      this.ctx.logger.warn(
        { cloneId },
        'cloned voice deleted without an ElevenLabs key: it stays in the ElevenLabs account',
      );
    }
    await this.repo.deleteForOwner(cloneId, userId);
    await this.ctx.storage
      .deletePrefix(voiceCloneFolder(userId, cloneId))
      .catch((err: unknown) => this.ctx.logger.warn({ err, cloneId }, 'could not delete a clone preview'));
    // A default voice that no longer exists would make every new video fail: back to the catalogue's.
    const users = new UsersRepo(this.ctx.database.db);
    if ((await users.findById(userId))?.defaultVoice === cloneVoiceId(cloneId))
      await users.update(userId, { defaultVoice: DEFAULT_VOICE });
  }

  /**
   * The clone's preview: a short line spoken by the clone through ElevenLabs, made on the first
   * ask and kept in the owner's storage until the clone is deleted. Without a key it says so.
   */
  async preview(userId: string, cloneId: string): Promise<ClonePreview> {
    const row = UUID.test(cloneId) ? await this.repo.findForOwner(cloneId, userId) : undefined;
    if (!row) throw new NotFoundError('Cloned voice not found.');
    const key = voiceClonePreviewKey(userId, row.id);
    const text = clonePreviewText(row.name);
    const answer = (at: Date): ClonePreview => ({
      preview_url: this.ctx.urls.sign(key),
      preview_text: text,
      generated_at: at.toISOString(),
    });
    const stored = await this.ctx.storage.stat(key);
    if (stored) return answer(stored.modified);
    if (!this.vendor()) throw new VoiceCloningUnavailableError();
    // Two plays at once make one file.
    let making = previewsInFlight.get(key);
    if (!making) {
      making = this.makePreview(row, key, text).finally(() => previewsInFlight.delete(key));
      previewsInFlight.set(key, making);
    }
    await making;
    return answer(new Date());
  }

  private async makePreview(row: VoiceCloneRow, key: string, text: string): Promise<void> {
    const dir = path.join(this.ctx.env.DATA_DIR, 'work', `clone-preview-${randomUUID()}`);
    await mkdir(dir, { recursive: true });
    try {
      const speech = await this.ctx.providers.tts.synthesize({
        text,
        voiceId: vendorVoice(row.vendorVoiceId),
        outPath: path.join(dir, 'preview.wav'),
      });
      const mp3 = path.join(dir, 'preview.mp3');
      await exportMp3(speech.audioPath, mp3, { ffmpegPath: this.ctx.env.FFMPEG_PATH });
      await this.ctx.storage.putFile(key, mp3, 'audio/mpeg');
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.ctx.logger.warn({ err, cloneId: row.id }, 'clone preview failed');
      const message = `ElevenLabs could not speak this voice's preview (${(err as Error).message}). Please try again later.`;
      throw new AppError(502, 'preview_failed', message, { detail: message });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** A closed account's clones are deleted at ElevenLabs (best effort) before its rows go. */
  async removeAllAtVendor(userId: string): Promise<void> {
    for (const row of await this.repo.listForOwner(userId)) await this.deleteAtVendor(row.vendorVoiceId);
  }

  /**
   * Where a voice is chosen (a video, a narration): a clone id must be one of the user's own, on a
   * plan that clones, with the key set. Catalogue ids pass untouched.
   */
  async assertUsable(userId: string, voiceId: string, field = 'voice'): Promise<void> {
    if (!isCloneVoiceId(voiceId)) return;
    const row = await this.repo.findForOwner(voiceId.slice(CLONE_VOICE_PREFIX.length), userId);
    if (!row) {
      const message = 'This cloned voice is not one of yours (it may have been deleted).';
      throw new ValidationError(message, { [field]: [message] });
    }
    if (planClones(await this.planOf(userId)) === 0) throw new VoiceClonePlanError();
    if (!this.vendor()) throw new VoiceCloningUnavailableError();
  }

  /**
   * The id the speech engine gets: a clone of `userId` becomes `elevenlabs:<vendor voice id>`
   * (providers/tts/cloned-voices.tts.ts); catalogue ids pass untouched.
   */
  async speakingVoice(userId: string, voiceId: string): Promise<string> {
    if (!isCloneVoiceId(voiceId)) return voiceId;
    const row = await this.repo.findForOwner(voiceId.slice(CLONE_VOICE_PREFIX.length), userId);
    if (!row) throw new Error('The cloned voice chosen for this was deleted. Choose another voice.');
    return vendorVoice(row.vendorVoiceId);
  }
}

const previewsInFlight = new Map<string, Promise<void>>();

function limitMessage(limit: number): string {
  return `Your plan keeps ${limit} cloned voice${limit === 1 ? '' : 's'}. Delete one to clone another.`;
}

function formatSeconds(s: number): string {
  if (!Number.isFinite(s) || s <= 0) return '0 seconds';
  if (s < 60) return `${Math.round(s)} seconds`;
  const m = Math.floor(s / 60);
  const rest = Math.round(s - m * 60);
  return `${m} min ${rest} s`;
}
