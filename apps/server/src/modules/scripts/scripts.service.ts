import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { audioClips, scripts, users } from '../../db/schema/index.ts';
import { AppError, NotFoundError } from '../../http/errors.ts';
import { takeVoiceGeneration, voiceCharacterCap } from '../billing/billing.service.ts';
import { UsageRepo } from '../billing/usage.repo.ts';
import { exportMp3 } from '../../media/audio-export.ts';
import type { audioFromTextBody, scriptTextBody } from './scripts.schemas.ts';
import { splitSentences } from '../../lib/script-text.ts';
import { audioClipKey } from '../../storage/storage-paths.ts';
import { categorize } from './script-category.ts';

const WORDS_PER_MINUTE = 150;
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Seconds of speech at the spec's 150 words a minute. */
export const estimateSeconds = (text: string) => Math.round((countWords(text) / WORDS_PER_MINUTE) * 60);

/** Cuts text to at most max characters, at a sentence end when there is one, else at a word. */
export function clampToChars(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let out = '';
  for (const s of splitSentences(clean)) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > max) break;
    out = next;
  }
  if (out) return out;
  const cut = clean.slice(0, max);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim();
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
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async generate(userId: string, body: z.infer<typeof scriptTextBody>, signal?: AbortSignal) {
    const script = await this.ctx.providers.llm.writeScript(
      {
        idea: body.topic,
        vibe: body.vibe,
        durationSec: body.duration,
        seed: body.seed,
        pace: body.voice ? this.ctx.providers.tts.pace?.(body.voice) : undefined,
      },
      { signal },
    );
    const [row] = await this.db
      .insert(scripts)
      .values({
        userId,
        title: script.title.slice(0, 200),
        topic: body.topic,
        vibe: body.vibe,
        category: categorize(`${body.topic} ${script.title}`),
        content: script.narration,
        structured: script,
        wordCount: countWords(script.narration),
        status: 'completed',
      })
      .returning();
    return {
      generated_script: script.narration,
      original_topic: body.topic,
      character_count: script.narration.length,
      estimated_duration: estimateSeconds(script.narration),
      script_id: row.id,
      title: script.title,
      caption: script.caption,
      hashtags: script.hashtags,
      vibe: body.vibe,
    };
  }

  /** Narration for a script; an identical request (same text, voice and engine) reuses the stored file. */
  /**
   * The spec's narration call, answered as before; the speech itself is made by a `voice.narrate`
   * job (decision 140), so no request keeps a CPU busy and every generation counts against the
   * plan. A repeat of a narration already made (or being made) is free.
   */
  async narrate(userId: string, body: z.infer<typeof audioFromTextBody>, signal?: AbortSignal) {
    const user = await this.findUser(userId);
    const text = clampToChars(body.script, voiceCharacterCap(user.plan, body.max_chars));
    const tts = this.ctx.providers.tts;
    const cacheKey = createHash('sha256')
      .update(`${tts.voiceFingerprint(body.voice)}\n${text}`)
      .digest('hex');
    const [cached] = await this.db
      .select()
      .from(audioClips)
      .where(and(eq(audioClips.userId, userId), eq(audioClips.cacheKey, cacheKey)))
      .limit(1);
    if (cached?.audioKey === PENDING) return this.waitForNarration(cached.id, signal, true);
    if (cached && (await this.ctx.storage.stat(cached.audioKey))) return this.audioAnswer(cached, true);

    const row = await this.db.transaction(async (tx) => {
      const [clip] = await tx
        .insert(audioClips)
        .values({
          userId,
          cacheKey,
          voice: body.voice,
          text,
          topic: body.original_topic ?? null,
          characterCount: text.length,
          durationMs: 0,
          words: [],
          audioKey: PENDING,
        })
        .returning();
      await takeVoiceGeneration(tx as unknown as Db, user, clip.id);
      return clip;
    });
    await this.ctx.queue.send('voice.narrate', { audioId: row.id }, { singletonKey: row.id });
    return this.waitForNarration(row.id, signal, false);
  }

  /** The `voice.narrate` job: speaks the clip's text and stores the MP3. Idempotent. */
  async renderNarration(audioId: string, job: { isLastAttempt: boolean; signal: AbortSignal }) {
    const [clip] = await this.db.select().from(audioClips).where(eq(audioClips.id, audioId));
    if (!clip || clip.audioKey !== PENDING) return;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelsmith-narration-'));
    try {
      const speech = await this.ctx.providers.tts.synthesize(
        { text: clip.text, voiceId: clip.voice, outPath: path.join(dir, 'voice.wav') },
        { signal: job.signal },
      );
      const mp3 = path.join(dir, 'voice.mp3');
      await exportMp3(speech.audioPath, mp3, { ffmpegPath: this.ctx.env.FFMPEG_PATH }, job.signal);
      const audioKey = audioClipKey(clip.userId, clip.id);
      await this.ctx.storage.putFile(audioKey, mp3, 'audio/mpeg');
      await this.db
        .update(audioClips)
        .set({ audioKey, durationMs: Math.round(speech.durationSec * 1000), words: speech.words })
        .where(eq(audioClips.id, clip.id));
    } catch (err) {
      if (job.isLastAttempt) {
        // Failed for good: the clip goes and the generation is given back; the waiting request says so.
        await this.db.delete(audioClips).where(eq(audioClips.id, clip.id));
        await new UsageRepo(this.db).releaseVoice(clip.id);
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
      const [clip] = await this.db.select().from(audioClips).where(eq(audioClips.id, audioId));
      if (!clip) throw new NarrationFailedError();
      if (clip.audioKey !== PENDING) return this.audioAnswer(clip, wasCached);
      if (Date.now() > deadline || signal?.aborted) throw new NarrationPendingError();
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  private async findUser(userId: string) {
    const [user] = await this.db
      .select({ id: users.id, plan: users.plan })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new NotFoundError('User not found.');
    return user;
  }

  private audioAnswer(row: typeof audioClips.$inferSelect, wasCached: boolean) {
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
