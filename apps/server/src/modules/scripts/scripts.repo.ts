import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { audioClips, scripts } from '../../db/schema/index.ts';

export type ScriptRow = typeof scripts.$inferSelect;
export type AudioClip = typeof audioClips.$inferSelect;

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

  async findAudioClip(id: string, userId: string): Promise<AudioClip | undefined> {
    const [clip] = await this.db
      .select()
      .from(audioClips)
      .where(and(eq(audioClips.id, id), eq(audioClips.userId, userId)));
    return clip;
  }
}
