import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { voiceClones } from '../../db/schema/index.ts';

export type VoiceCloneRow = typeof voiceClones.$inferSelect;
export type NewVoiceClone = typeof voiceClones.$inferInsert;

/** A user's cloned voices; every query names the owner. */
export class VoiceClonesRepo {
  constructor(private readonly db: Db) {}

  async listForOwner(userId: string): Promise<VoiceCloneRow[]> {
    return this.db
      .select()
      .from(voiceClones)
      .where(eq(voiceClones.userId, userId))
      .orderBy(desc(voiceClones.createdAt), voiceClones.id);
  }

  async countForOwner(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(voiceClones)
      .where(eq(voiceClones.userId, userId));
    return Number(row?.n ?? 0);
  }

  async findForOwner(id: string, userId: string): Promise<VoiceCloneRow | undefined> {
    const [row] = await this.db
      .select()
      .from(voiceClones)
      .where(and(eq(voiceClones.id, id), eq(voiceClones.userId, userId)));
    return row;
  }

  /**
   * Inserts the clone unless the owner already has `limit` (checked under a lock on the owner's
   * row, so two uploads at once cannot both take the last place); undefined when full.
   */
  async insertWithin(values: NewVoiceClone, limit: number): Promise<VoiceCloneRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${values.userId} FOR UPDATE`);
      const [have] = await tx
        .select({ n: count() })
        .from(voiceClones)
        .where(eq(voiceClones.userId, values.userId));
      if (Number(have?.n ?? 0) >= limit) return undefined;
      const [row] = await tx.insert(voiceClones).values(values).returning();
      return row;
    });
  }

  async deleteForOwner(id: string, userId: string): Promise<void> {
    await this.db.delete(voiceClones).where(and(eq(voiceClones.id, id), eq(voiceClones.userId, userId)));
  }
}
