import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandKits, type BrandKit } from '../../db/schema/index.ts';

export type NewBrandKit = typeof brandKits.$inferInsert;

/** A user's brand kits; every query names the owner. */
export class BrandKitsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<BrandKit[]> {
    return this.db
      .select()
      .from(brandKits)
      .where(eq(brandKits.userId, userId))
      .orderBy(desc(brandKits.createdAt), brandKits.id);
  }

  async find(id: string, userId: string): Promise<BrandKit | undefined> {
    const [row] = await this.db
      .select()
      .from(brandKits)
      .where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)));
    return row;
  }

  /** Inserts unless the owner has `limit` kits already (counted under a lock on the owner's row). */
  async insertWithin(values: NewBrandKit & { id: string }, limit: number): Promise<BrandKit | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${values.userId} FOR UPDATE`);
      const [have] = await tx
        .select({ n: count() })
        .from(brandKits)
        .where(eq(brandKits.userId, values.userId));
      if (Number(have?.n ?? 0) >= limit) return undefined;
      const [row] = await tx.insert(brandKits).values(values).returning();
      return row;
    });
  }

  async update(id: string, userId: string, values: Partial<NewBrandKit>): Promise<BrandKit | undefined> {
    const [row] = await this.db
      .update(brandKits)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)))
      .returning();
    return row;
  }

  async delete(id: string, userId: string): Promise<BrandKit | undefined> {
    const [row] = await this.db
      .delete(brandKits)
      .where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)))
      .returning();
    return row;
  }
}
