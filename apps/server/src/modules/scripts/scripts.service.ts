import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { audioClips, scripts } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { exportMp3 } from '../../media/audio-export.ts';
import type { Script } from '../../providers/llm/llm.types.ts';
import type { audioFromTextBody, scriptTextBody, updateScriptBody } from './scripts.schemas.ts';
import { splitSentences } from '../videos/script-text.ts';

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

type Row = typeof scripts.$inferSelect;

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
  async narrate(userId: string, body: z.infer<typeof audioFromTextBody>, signal?: AbortSignal) {
    const text = clampToChars(body.script, body.max_chars);
    const tts = this.ctx.providers.tts;
    const cacheKey = createHash('sha256')
      .update(`${tts.voiceFingerprint(body.voice)}\n${text}`)
      .digest('hex');
    const [cached] = await this.db
      .select()
      .from(audioClips)
      .where(and(eq(audioClips.userId, userId), eq(audioClips.cacheKey, cacheKey)))
      .limit(1);
    if (cached && (await this.ctx.storage.stat(cached.audioKey))) return this.audioAnswer(cached, true);

    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelsmith-narration-'));
    try {
      const speech = await tts.synthesize(
        { text, voiceId: body.voice, outPath: path.join(dir, 'voice.wav') },
        { signal },
      );
      const mp3 = path.join(dir, 'voice.mp3');
      await exportMp3(speech.audioPath, mp3, { ffmpegPath: this.ctx.env.FFMPEG_PATH }, signal);
      const [row] = await this.db
        .insert(audioClips)
        .values({
          userId,
          cacheKey,
          voice: body.voice,
          text,
          topic: body.original_topic ?? null,
          characterCount: text.length,
          durationMs: Math.round(speech.durationSec * 1000),
          words: speech.words,
          audioKey: 'pending',
        })
        .returning();
      const audioKey = `users/${userId}/audio/${row.id}.mp3`;
      await this.ctx.storage.putFile(audioKey, mp3, 'audio/mpeg');
      const [saved] = await this.db
        .update(audioClips)
        .set({ audioKey })
        .where(eq(audioClips.id, row.id))
        .returning();
      return this.audioAnswer(saved, false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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

  toDto(r: Row) {
    return {
      id: r.id,
      title: r.title,
      topic: r.topic,
      vibe: r.vibe,
      category: r.category,
      status: r.status,
      content: r.content,
      word_count: r.wordCount,
      estimated_duration: estimateSeconds(r.content),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  }

  async list(userId: string) {
    return this.db
      .select()
      .from(scripts)
      .where(eq(scripts.userId, userId))
      .orderBy(desc(scripts.createdAt))
      .limit(500);
  }

  async get(userId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(scripts)
      .where(and(eq(scripts.id, id), eq(scripts.userId, userId)));
    if (!row) throw new NotFoundError('Script not found.');
    return row;
  }

  async update(userId: string, id: string, body: z.infer<typeof updateScriptBody>) {
    const current = await this.get(userId, id);
    const content = body.content ?? current.content;
    const [row] = await this.db
      .update(scripts)
      .set({
        ...(body.title !== undefined && { title: body.title }),
        ...(body.category !== undefined && { category: body.category }),
        ...(body.status !== undefined && { status: body.status }),
        content,
        wordCount: countWords(content),
        // An edited narration keeps the generated title, caption and hashtags.
        structured: current.structured ? { ...(current.structured as Script), narration: content } : null,
        updatedAt: new Date(),
      })
      .where(and(eq(scripts.id, id), eq(scripts.userId, userId)))
      .returning();
    return row;
  }

  async delete(userId: string, id: string) {
    const rows = await this.db
      .delete(scripts)
      .where(and(eq(scripts.id, id), eq(scripts.userId, userId)))
      .returning({ id: scripts.id });
    if (!rows.length) throw new NotFoundError('Script not found.');
  }
}
