import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { uploads } from '../../db/schema/index.ts';
import { composeServices } from '../../root.ts';
import { ENHANCE_STOPPED_REASON, EnhanceSweep } from './enhance-sweep.ts';
import { UploadsRepo } from './uploads.repo.ts';

// Issue 43, item 4: an enhance whose worker dies ends (retried, or failed with a reason), never
// "in progress" for an hour, and a new enhance is then accepted.
describe('no upload enhance is ever stranded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  const boss = async () => {
    const b = t.ctx.database.executor
      ? new PgBoss({ db: t.ctx.database.executor, schema: 'pgboss' } as any)
      : new PgBoss({ connectionString: t.ctx.database.connectionString, schema: 'pgboss' });
    await b.start();
    return b;
  };
  /** An uploaded clip (the row alone: nothing here reads its file) with its enhance queued. */
  const enhanced = async (headers: Record<string, string>, userId: string) => {
    const id = randomUUID();
    await new UploadsRepo(t.ctx.database.db).insert({
      id,
      userId,
      filename: 'clip.mp4',
      originalKey: `users/${userId}/uploads/${id}/original.mp4`,
      sizeBytes: 1000,
      durationSec: 9,
      width: 1280,
      height: 720,
    });
    const res = await enhance(headers, id);
    expect(res.statusCode, res.body).toBe(202);
    return id;
  };
  const enhance = (headers: Record<string, string>, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/uploads/${id}/enhance`, headers, payload: {} });
  /** A worker claims this upload's job (no other is waiting: earlier tests leave theirs). */
  const claim = async (id: string) => {
    await t.ctx.database.db.execute(
      sql`DELETE FROM pgboss.job WHERE name = 'upload.enhance' AND state IN ('created', 'retry') AND data->>'uploadId' <> ${id}`,
    );
    const dead = await boss();
    const [claimed] = await dead.fetch('upload.enhance');
    // The job names its upload (and the id of the request that sent it).
    expect(claimed.data).toMatchObject({ uploadId: id });
    await dead.stop({ graceful: false, close: true, wait: true });
  };
  /** The worker claims the job and dies; its last write was two minutes ago. */
  const dieWhileRendering = async (id: string) => {
    await claim(id);
    await t.ctx.database.db
      .update(uploads)
      .set({ status: 'rendering', percent: 40, updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(uploads.id, id));
  };
  const row = async (id: string) =>
    (await t.ctx.database.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;
  const jobStates = async (id: string) =>
    (
      (await t.ctx.database.db.execute(
        sql`SELECT state FROM pgboss.job WHERE name = 'upload.enhance' AND data->>'uploadId' = ${id} ORDER BY created_on`,
      )) as unknown as { rows: { state: string }[] }
    ).rows.map((r) => r.state);

  it('dies on its last attempt: failed with a reason at once, and a new enhance is accepted', async () => {
    const me = await makeUser(t.ctx);
    const id = await enhanced(me.headers, me.user.id);
    await t.ctx.database.db.execute(
      sql`UPDATE pgboss.job SET retry_count = retry_limit WHERE name = 'upload.enhance' AND data->>'uploadId' = ${id}`,
    );
    await dieWhileRendering(id);
    // Before the sweep: "in progress", and another enhance is refused.
    expect((await enhance(me.headers, id)).statusCode).toBe(409);

    await new EnhanceSweep(t.ctx).run();
    const u = await row(id);
    expect(u.status).toBe('failed');
    expect(u.error).toBe(ENHANCE_STOPPED_REASON);
    const again = await enhance(me.headers, id);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().status).toBe('queued');
  });

  it('dies with a retry left: its job is handed back now, not in an hour, and the row waits for it', async () => {
    const me = await makeUser(t.ctx);
    const id = await enhanced(me.headers, me.user.id);
    await dieWhileRendering(id);
    await new EnhanceSweep(t.ctx).run();
    expect((await row(id)).status).toBe('queued');
    expect(await jobStates(id)).toEqual(['retry']);
  });

  it('a live row with no job at all is given one; a queued row waiting its turn is left alone', async () => {
    const me = await makeUser(t.ctx);
    const orphan = await enhanced(me.headers, me.user.id);
    await t.ctx.database.db.execute(
      sql`DELETE FROM pgboss.job WHERE name = 'upload.enhance' AND data->>'uploadId' = ${orphan}`,
    );
    await t.ctx.database.db
      .update(uploads)
      .set({ status: 'transcribing', updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(uploads.id, orphan));
    const waiting = await enhanced(me.headers, me.user.id);
    const longAgo = new Date(Date.now() - 120_000);
    await t.ctx.database.db.update(uploads).set({ updatedAt: longAgo }).where(eq(uploads.id, waiting));

    await new EnhanceSweep(t.ctx).run();
    expect((await row(orphan)).status).toBe('queued');
    expect(await jobStates(orphan)).toEqual(['created']);
    const w = await row(waiting);
    expect(w.status).toBe('queued');
    expect(w.updatedAt.getTime()).toBe(longAgo.getTime());
  });

  it('a running enhance that keeps writing is not touched', async () => {
    const me = await makeUser(t.ctx);
    const id = await enhanced(me.headers, me.user.id);
    await claim(id);
    await t.ctx.database.db.update(uploads).set({ status: 'rendering' }).where(eq(uploads.id, id));
    await new EnhanceSweep(t.ctx).run();
    expect((await row(id)).status).toBe('rendering');
    expect(await jobStates(id)).toEqual(['active']);
  });

  it('a running enhance touches its row while nothing else moves: the heartbeat the sweep reads', async () => {
    const me = await makeUser(t.ctx);
    const id = await enhanced(me.headers, me.user.id);
    const storage = t.ctx.storage;
    const download = storage.download;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The enhance waits here (a long download, a silent stage) without writing any progress.
    storage.download = async () => {
      await held;
      throw new Error('stopped by the test');
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const tick = () => new Promise((r) => setImmediate(r));
    try {
      const job = { signal: new AbortController().signal, isLastAttempt: true };
      const running = composeServices(t.ctx).uploadJobs.enhance(id, job);
      for (let i = 0; i < 200 && (await row(id)).status !== 'analysing'; i++) await tick();
      const first = (await row(id)).updatedAt.getTime();
      vi.advanceTimersByTime(5_000);
      let beat = first;
      for (let i = 0; i < 200 && beat === first; i++) {
        await tick();
        beat = (await row(id)).updatedAt.getTime();
      }
      expect(beat).toBeGreaterThanOrEqual(first + 5_000);
      release();
      await running;
    } finally {
      vi.useRealTimers();
      storage.download = download;
    }
    expect((await row(id)).status).toBe('failed');
  });
});
