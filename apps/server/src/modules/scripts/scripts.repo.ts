import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { audioClips, scripts } from '../../db/schema/index.ts';

export type ScriptRow = typeof scripts.$inferSelect;
export type AudioClip = typeof audioClips.$inferSelect;
export type NewScript = Omit<typeof scripts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewAudioClip = Omit<typeof audioClips.$inferInsert, 'id' | 'createdAt'>;

/** Saved scripts and narration clips; every read names the owner. */
export class ScriptsRepo {
  constructor(private readonly db: Db) {}

  async findScript(id: string, userId: string): Promise<ScriptRow | undefined> {
    const [row] = await this.db
      .select()
      .from(scripts)
      .where(and(eq(scripts.id, id), eq(scripts.userId, userId)));
    return row;
  }

  /** A script's narration and structure after one part changed, or all of it written again. */
  async updateScript(
    id: string,
    userId: string,
    set: Pick<ScriptRow, 'content' | 'structured' | 'wordCount'> &
      Partial<Pick<ScriptRow, 'title' | 'topic' | 'vibe' | 'category'>>,
  ): Promise<ScriptRow | undefined> {
    const [row] = await this.db
      .update(scripts)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(scripts.id, id), eq(scripts.userId, userId)))
      .returning();
    return row;
  }

  async findAudioClip(id: string, userId: string): Promise<AudioClip | undefined> {
    const [clip] = await this.db
      .select()
      .from(audioClips)
      .where(and(eq(audioClips.id, id), eq(audioClips.userId, userId)));
    return clip;
  }

  async insertScript(values: NewScript): Promise<ScriptRow> {
    const [row] = await this.db.insert(scripts).values(values).returning();
    return row;
  }

  /** The owner's clip made from the same text, voice and engine, if any. */
  async findClipByCacheKey(userId: string, cacheKey: string): Promise<AudioClip | undefined> {
    const [cached] = await this.db
      .select()
      .from(audioClips)
      .where(and(eq(audioClips.userId, userId), eq(audioClips.cacheKey, cacheKey)))
      .limit(1);
    return cached;
  }

  /** Inserts a clip and runs `alsoInTx` (e.g. counting the generation) in the same transaction. */
  async insertClip(
    values: NewAudioClip,
    alsoInTx: (tx: Db, clip: AudioClip) => Promise<unknown>,
  ): Promise<AudioClip> {
    return this.db.transaction(async (tx) => {
      const [clip] = await tx.insert(audioClips).values(values).returning();
      await alsoInTx(tx as unknown as Db, clip);
      return clip;
    });
  }

  /** A clip by id alone: for the narration job, which was queued by its owner. */
  async getClip(id: string): Promise<AudioClip | undefined> {
    const [clip] = await this.db.select().from(audioClips).where(eq(audioClips.id, id));
    return clip;
  }

  async setClipAudio(id: string, set: Pick<AudioClip, 'audioKey' | 'durationMs' | 'words'>): Promise<void> {
    await this.db.update(audioClips).set(set).where(eq(audioClips.id, id));
  }

  async deleteClip(id: string): Promise<void> {
    await this.db.delete(audioClips).where(eq(audioClips.id, id));
  }
}
