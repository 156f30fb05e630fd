import { DEFAULT_LANGUAGE, type Language } from '@reelsmith/contracts/languages';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, NotFoundError } from '../../http/errors.ts';
import { PlanLimitError } from '../billing/allowances.service.ts';
import type { VoiceClonesService } from '../voices/voice-clones.service.ts';
import type { AllowancesService } from '../billing/allowances.service.ts';
import { exportMp3 } from '../../media/audio/audio-export.ts';
import type { audioFromTextBody, regeneratePartBody, scriptTextBody } from './scripts.schemas.ts';
import { canonicalText } from '../../lib/text.ts';
import type { Script, ScriptRequest } from '../../providers/llm/llm.types.ts';
import { narrationRequest, narrationTarget, speakToLength } from '../../media/narration/fit-length.ts';
import { hookVariants, partText, rewritePart, withPart } from '../../providers/llm/script-parts.ts';
import type { Vibe } from '@reelsmith/contracts/video';
import { DEFAULT_VOICE } from '@reelsmith/contracts/voices';
import { spokenSeconds } from '@reelsmith/writer/pace';
import type { PromptInstructions } from '@reelsmith/contracts/instructions';
import type { WriterInstructionsService } from './writer-instructions.service.ts';
import { audioClipKey } from '../../storage/storage-paths.ts';
import { categorize } from './script-category.ts';
import { clampToChars, countWords, partsOf, structureOf } from './scripts.text.ts';
import { NarrationSweepRepo } from './narration-sweep.repo.ts';
import { ScriptsRepo, type AudioClip } from './scripts.repo.ts';
import { UsersRepo } from '../users/users.repo.ts';

/**
 * Seconds the voice-over of `text` lasts in `voice` (the default voice when none is named), at the
 * pace measured for that voice: the same figure the script step computes from the voices API.
 */
export const estimateSeconds = (ctx: AppContext, text: string, voice: string = DEFAULT_VOICE) =>
  spokenSeconds(text, ctx.providers.tts.pace?.(voice));

export class PartNotFoundError extends AppError {
  constructor(message: string) {
    super(422, 'part_not_found', message, { detail: message });
  }
}

const PENDING = 'pending';
/** How long the narration request waits for its job before answering 503 (the job carries on). */
const NARRATION_WAIT_MS = 90_000;

export class NarrationFailedError extends AppError {
  constructor() {
    const message = 'Failed to generate audio. Please try again.';
    super(502, 'narration_failed', message, { detail: message });
  }
}
export class NarrationPendingError extends AppError {
  constructor() {
    const message =
      'Your narration is still being made. Send the same request again in a minute: it will not use another generation.';
    super(503, 'narration_pending', message, { detail: message });
  }
}

export class ScriptsService {
  readonly repo: ScriptsRepo;
  private readonly users: UsersRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      billing: Pick<
        AllowancesService,
        'planFor' | 'creditsLeft' | 'voiceCharacters' | 'takeVoice' | 'noticeUsage'
      >;
      voiceClones: Pick<VoiceClonesService, 'assertUsable' | 'speakingVoice'>;
      writerInstructions: Pick<WriterInstructionsService, 'forScript'>;
      /** The operators' block list: refuses a topic using a blocked word (a 400 naming it). */
      screenIdea?: (text: string, field?: string) => Promise<void>;
    },
  ) {
    this.repo = new ScriptsRepo(ctx.database.db);
    this.users = new UsersRepo(ctx.database.db);
  }

  private get db() {
    return this.ctx.database.db;
  }

  private instructionsFor(userId: string, override?: PromptInstructions) {
    return this.deps.writerInstructions.forScript(userId, override);
  }

  async generate(userId: string, body: z.infer<typeof scriptTextBody>, signal?: AbortSignal) {
    await this.deps.screenIdea?.(body.topic, 'topic');
    const language = await this.users.language(userId, body.language);
    const instructions = await this.instructionsFor(userId, body.instructions);
    // Written for the video's chosen length less its tail, at the voice's pace when one is named.
    const script = await this.ctx.providers.llm.writeScript(
      narrationRequest({
        instructions,
        idea: body.topic,
        vibe: body.vibe,
        durationSec: body.duration,
        seed: body.seed,
        // The default voice's pace when none is named yet: the pace every estimate assumes then.
        pace: this.ctx.providers.tts.pace?.(body.voice ?? DEFAULT_VOICE, language),
        language,
      }),
      { signal },
    );
    const values = {
      title: script.title.slice(0, 200),
      topic: body.topic,
      vibe: body.vibe,
      category: categorize(`${body.topic} ${script.title}`),
      content: script.narration,
      structured: script,
      wordCount: countWords(script.narration),
    };
    // Writing again in the same flow rewrites its script: one project, not one per attempt.
    const replaced =
      body.replace_script_id && (await this.repo.updateScript(body.replace_script_id, userId, values));
    const row = replaced || (await this.repo.insertScript({ userId, ...values, status: 'completed' }));
    return {
      generated_script: script.narration,
      original_topic: body.topic,
      character_count: script.narration.length,
      estimated_duration: estimateSeconds(this.ctx, script.narration, body.voice),
      script_id: row.id,
      title: script.title,
      caption: script.caption,
      hashtags: script.hashtags,
      vibe: body.vibe,
      parts: partsOf(script),
      ...(script.notice ? { writer_notice: script.notice } : {}),
      ...(script.writer
        ? {
            written_by: {
              name: script.writer.name,
              ...(script.writer.fallbackReason ? { fallback_reason: script.writer.fallbackReason } : {}),
            },
          }
        : {}),
    };
  }

  private async ownScript(userId: string, id: string) {
    const row = await this.repo.findScript(id, userId);
    if (!row) throw new NotFoundError('Script not found.');
    return row;
  }

  /** What the writer is asked for a script already written: its idea, vibe and nearest length. */
  private requestFor(
    row: { topic: string; vibe: string | null; content: string },
    instructions?: PromptInstructions,
  ): ScriptRequest {
    const seconds = estimateSeconds(this.ctx, row.content);
    return {
      instructions,
      idea: row.topic,
      vibe: (row.vibe ?? 'educational') as Vibe,
      durationSec: [15, 30, 45, 60].reduce((a, b) => (Math.abs(b - seconds) < Math.abs(a - seconds) ? b : a)),
    };
  }

  /** Three different hooks for the script's idea, its own first. */
  async hooks(userId: string, id: string, signal?: AbortSignal) {
    const row = await this.ownScript(userId, id);
    const script = structureOf(row.content, row.structured as Script | null);
    const req = this.requestFor(row, await this.instructionsFor(userId));
    return { hooks: await hookVariants(this.ctx.providers.llm, req, script, 3, signal) };
  }

  /**
   * Replaces one part (the hook, one point or the call to action) with a new version from the writer,
   * or with a text the user chose (a hook variant), and saves the script.
   */
  async regeneratePart(
    userId: string,
    id: string,
    body: z.infer<typeof regeneratePartBody>,
    signal?: AbortSignal,
  ) {
    const row = await this.ownScript(userId, id);
    const content = body.script ?? row.content;
    const script = structureOf(content, row.structured as Script | null);
    const index = body.part === 'point' ? (body.index ?? 0) : 0;
    const previous = partText(script, body.part, index);
    if (previous === undefined || (body.part === 'call_to_action' && !previous))
      throw new PartNotFoundError(
        body.part === 'point'
          ? `This script has ${script.body.length} point${script.body.length === 1 ? '' : 's'}: there is no point ${index + 1}.`
          : 'This script has no call to action to regenerate.',
      );
    const next = body.text
      ? { text: body.text }
      : await rewritePart(
          this.ctx.providers.llm,
          this.requestFor({ ...row, content }, await this.instructionsFor(userId)),
          script,
          body.part,
          index,
          signal,
        );
    if (!next)
      throw new PartNotFoundError(
        'The writer had no other version of this part. Edit it yourself or try again.',
      );
    const updated = withPart(script, body.part, index, next);
    await this.repo.updateScript(row.id, userId, {
      content: updated.narration,
      structured: updated,
      wordCount: countWords(updated.narration),
    });
    return {
      part: body.part,
      index,
      previous,
      text: next.text,
      generated_script: updated.narration,
      estimated_duration: estimateSeconds(this.ctx, updated.narration),
      parts: partsOf(updated),
    };
  }

  /** Narration for a script; an identical request (same text, voice and engine) reuses the stored file. */
  /**
   * The spec's narration call, answered as before; the speech itself is made by a `voice.narrate`
   * job (decision 140), so no request keeps a CPU busy and every generation counts against the
   * plan. A repeat of a narration already made (or being made) is free.
   */
  async narrate(userId: string, body: z.infer<typeof audioFromTextBody>, signal?: AbortSignal) {
    await this.findUser(userId);
    // No language named: the account's (decision 233).
    const language = await this.users.language(userId, body.language);
    // The plan in force (grant, subscription or team) sets the characters and the generations;
    // with overage on, a longer script is spoken and its extra characters billed (decision 219).
    const billing = this.deps.billing;
    const plan = await billing.planFor(userId);
    const text = clampToChars(body.script, await billing.voiceCharacters(userId, body.max_chars));
    // A cloned voice must be the user's own; it speaks through ElevenLabs (decision 026).
    const clones = this.deps.voiceClones;
    await clones.assertUsable(userId, body.voice);
    const tts = this.ctx.providers.tts;
    // The writer's own script, unedited, is spoken to the video's chosen length (decision 022).
    const targetSec = await this.fitTarget(userId, body, text);
    const cacheKey = createHash('sha256')
      // The engine as it speaks this language: a new engine (Festival's Italian) is a new narration.
      // The text in its one spelling: ज़ typed as one letter or two is one narration, and one made
      // before Festival's Hindi voice was given whole nukta letters (words missing) is made again.
      .update(
        `${tts.voiceFingerprint(await clones.speakingVoice(userId, body.voice), language)}\n${canonicalText(text)}`,
      )
      .update(targetSec ? `\nfit:${targetSec}` : '')
      .update(language !== DEFAULT_LANGUAGE ? `\nlanguage:${language}` : '')
      .digest('hex');
    const cached = await this.repo.findClipByCacheKey(userId, cacheKey);
    if (cached?.audioKey === PENDING) return this.waitForNarration(cached.id, signal, true);
    if (cached && (await this.ctx.storage.stat(cached.audioKey))) return this.audioAnswer(cached, true);
    // A narration for a video (the create flow names its length) is not made when no video is
    // left this month: it would spend a voice generation on a video that cannot be rendered.
    if (body.duration !== undefined && (await billing.creditsLeft(userId)) === 0)
      throw new PlanLimitError(plan);

    const row = await this.repo.insertClip(
      {
        userId,
        cacheKey,
        voice: body.voice,
        language,
        text,
        topic: body.original_topic ?? null,
        characterCount: text.length,
        durationMs: 0,
        words: [],
        audioKey: PENDING,
      },
      // The job is sent in the clip's transaction: a pending clip always has its job (issue 43).
      async (tx, clip) => {
        await billing.takeVoice(tx, userId, clip.id, text.length);
        const payload = {
          audioId: clip.id,
          ...(targetSec && { targetSec }),
          ...(language !== DEFAULT_LANGUAGE && { language }),
        };
        await this.ctx.queue.send('voice.narrate', payload, { singletonKey: clip.id, tx });
      },
    );
    await billing.noticeUsage(userId, 'voice');
    return this.waitForNarration(row.id, signal, false);
  }

  /**
   * Seconds the narration should last when the text is the writer's script as written (the create
   * flow names the script and the chosen length); undefined for a script the creator edited or wrote,
   * which is spoken as written.
   */
  private async fitTarget(userId: string, body: z.infer<typeof audioFromTextBody>, text: string) {
    if (!body.duration || !body.script_id) return undefined;
    const row = await this.repo.findScript(body.script_id, userId);
    const written = (row?.structured as Script | null)?.narration?.trim();
    if (!row || !written || row.content.trim() !== written || text !== written) return undefined;
    return narrationTarget(body.duration);
  }

  /** The `voice.narrate` job: speaks the clip's text and stores the MP3. Idempotent. */
  async renderNarration(
    audioId: string,
    job: { isLastAttempt: boolean; signal: AbortSignal },
    targetSec?: number,
    language?: Language,
  ) {
    const clip = await this.repo.getClip(audioId);
    if (!clip || clip.audioKey !== PENDING) return;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelsmith-narration-'));
    try {
      const voiceId = await this.deps.voiceClones.speakingVoice(clip.userId, clip.voice);
      const speech = await speakToLength(
        this.ctx.providers.tts,
        { text: clip.text, voiceId, language, outPath: path.join(dir, 'voice.wav') },
        targetSec,
        job.signal,
      );
      const mp3 = path.join(dir, 'voice.mp3');
      await exportMp3(speech.audioPath, mp3, { ffmpegPath: this.ctx.env.FFMPEG_PATH }, job.signal);
      const audioKey = audioClipKey(clip.userId, clip.id);
      await this.ctx.storage.putFile(audioKey, mp3, 'audio/mpeg');
      await this.repo.setClipAudio(clip.id, {
        audioKey,
        durationMs: Math.round(speech.durationSec * 1000),
        words: speech.words,
      });
    } catch (err) {
      if (job.isLastAttempt) {
        // Failed for good: the clip goes and its generation is given back in one transaction, so
        // the waiting request (it answers 502 once the clip is gone) never sees one without the other.
        await new NarrationSweepRepo(this.db).endPending(clip.id);
      }
      throw err;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Waits for the job to finish the clip (the HTTP contract stays one request, one answer). */
  private async waitForNarration(audioId: string, signal: AbortSignal | undefined, wasCached: boolean) {
    const deadline = Date.now() + NARRATION_WAIT_MS;
    for (;;) {
      const clip = await this.repo.getClip(audioId);
      if (!clip) throw new NarrationFailedError();
      if (clip.audioKey !== PENDING) return this.audioAnswer(clip, wasCached);
      if (Date.now() > deadline || signal?.aborted) throw new NarrationPendingError();
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  private async findUser(userId: string) {
    const user = await this.users.findPlan(userId);
    if (!user) throw new NotFoundError('User not found.');
    return user;
  }

  private audioAnswer(row: AudioClip, wasCached: boolean) {
    return {
      success: true,
      audio_url: this.ctx.urls.sign(row.audioKey),
      content_id: row.id,
      voice_used: row.voice,
      character_count: row.characterCount,
      was_cached: wasCached,
      duration_seconds: row.durationMs / 1000,
      words: (row.words as Array<{ word: string; start: number; end: number }>) ?? [],
    };
  }
}
