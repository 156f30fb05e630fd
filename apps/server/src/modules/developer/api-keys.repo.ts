import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';

/** API keys, always scoped to their owner. */
export class ApiKeysRepo {
  constructor(private readonly db: Db) {}

  list(userId: string) {
    return this.db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
  }

  async countActive(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    return Number(row?.n ?? 0);
  }

  async insert(row: typeof apiKeys.$inferInsert) {
    const [created] = await this.db.insert(apiKeys).values(row).returning();
    return created;
  }

  async revoke(userId: string, id: string) {
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning();
    return row;
  }

  async find(userId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
    return row;
  }
}
