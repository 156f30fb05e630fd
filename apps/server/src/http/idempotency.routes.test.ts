import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/users.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { ABANDONED_AFTER_MS, sweepIdempotencyKeys } from './idempotency.ts';
import { configureRateLimits } from './rate-limits.ts';

// Issue 43, item 4: a key whose first request died with its process is released, not held for a day.
describe('an Idempotency-Key whose first request never answered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 10_000 } });
  });
  afterAll(() => t?.close());

  const send = (headers: Record<string, string>, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: { ...headers, 'idempotency-key': key },
      payload: { idea: 'Why cats purr', duration: 15 },
    });
  /** As a request leaves its key when its process dies mid-run: claimed, with no answer. */
  const strand = (userId: string, key: string, agoMs: number) =>
    t.ctx.database.db
      .update(idempotencyKeys)
      .set({ status: null, response: null, createdAt: new Date(Date.now() - agoMs) })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));

  it('is still a 409 while the first may be running, and runs again once it cannot be', async () => {
    const me = await makeUser(t.ctx);
    expect((await send(me.headers, 'k-1')).statusCode).toBe(202);
    await strand(me.user.id, 'k-1', 5_000);
    const busy = await send(me.headers, 'k-1');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('idempotency_in_progress');

    await strand(me.user.id, 'k-1', ABANDONED_AFTER_MS + 60_000);
    const retried = await send(me.headers, 'k-1');
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    // Its answer is kept again for later retries.
    const replay = await send(me.headers, 'k-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(retried.json().id);
  });

  it('is deleted by the hourly sweep; an answered key stays its day', async () => {
    const me = await makeUser(t.ctx);
    expect((await send(me.headers, 'k-2')).statusCode).toBe(202);
    expect((await send(me.headers, 'k-3')).statusCode).toBe(202);
    await strand(me.user.id, 'k-2', ABANDONED_AFTER_MS + 60_000);
    await t.ctx.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 60_000) })
      .where(and(eq(idempotencyKeys.userId, me.user.id), eq(idempotencyKeys.key, 'k-3')));
    await sweepIdempotencyKeys(t.ctx.database.db);
    const left = await t.ctx.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, me.user.id));
    expect(left.map((r) => r.key)).toEqual(['k-3']);
  });
});
