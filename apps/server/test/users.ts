import { randomUUID } from 'node:crypto';
import { users } from '../src/db/schema/index.ts';
import type { AppContext } from '../src/context.ts';

/** An active account straight in the database, and a bearer header for it. */
export async function makeUser(ctx: AppContext, over: Partial<typeof users.$inferInsert> = {}) {
  const tag = randomUUID().slice(0, 8);
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      username: `user_${tag}`,
      firstName: 'Test',
      lastName: 'User',
      email: `${tag}@example.com`,
      passwordHash: 'not-a-real-hash',
      isActive: true,
      ...over,
    })
    .returning();
  const token = await ctx.tokens.signAccess(user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
