import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandKits, type BrandKit } from '../../db/schema/index.ts';

export type NewBrandKit = typeof brandKits.$inferInsert;

/** Whose kits a person reaches: their own, and their Business team's (null: no live team). */
export interface KitReach {
  userId: string;
  teamOwnerId: string | null;
}

/** Every kit a person reaches: own kits, and the team owner's team kits. */
function reachable(r: KitReach): SQL {
  const own = eq(brandKits.userId, r.userId);
  if (!r.teamOwnerId) return own;
  return or(own, and(eq(brandKits.userId, r.teamOwnerId), eq(brandKits.team, true)))!;
}

/** Brand kits; every query names the people whose kits it reaches. */
export class BrandKitsRepo {
  constructor(private readonly db: Db) {}

  list(reach: KitReach): Promise<BrandKit[]> {
    return this.db
      .select()
      .from(brandKits)
      .where(reachable(reach))
      .orderBy(desc(brandKits.createdAt), brandKits.id);
  }

  async find(id: string, reach: KitReach): Promise<BrandKit | undefined> {
    const [row] = await this.db
      .select()
      .from(brandKits)
      .where(and(eq(brandKits.id, id), reachable(reach)));
    return row;
  }

  /**
   * Inserts unless the owner has `limit` kits of that kind (personal or team) already, counted
   * under a lock on the owner's row.
   */
  async insertWithin(values: NewBrandKit & { id: string }, limit: number): Promise<BrandKit | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${values.userId} FOR UPDATE`);
      const [have] = await tx
        .select({ n: count() })
        .from(brandKits)
        .where(and(eq(brandKits.userId, values.userId), eq(brandKits.team, values.team ?? false)));
      if (Number(have?.n ?? 0) >= limit) return undefined;
      const [row] = await tx.insert(brandKits).values(values).returning();
      return row;
    });
  }

  async update(id: string, values: Partial<NewBrandKit>): Promise<BrandKit | undefined> {
    const [row] = await this.db
      .update(brandKits)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(brandKits.id, id))
      .returning();
    return row;
  }

  async delete(id: string): Promise<BrandKit | undefined> {
    const [row] = await this.db.delete(brandKits).where(eq(brandKits.id, id)).returning();
    return row;
  }
}
