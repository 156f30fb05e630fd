import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videos } from '../../db/schema/index.ts';
import { creditsAvailable } from '../billing/allowances.service.ts';
import { RenderProgress } from './videos.render-progress.ts';
import { composeServices } from '../../root.ts';

// Issue 14, point 4: every video ends completed or failed, with its allowance right.
describe('no video is ever stranded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  const create = async (headers: Record<string, string>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/videos',
        headers,
        payload: { idea: 'How bees vote on a new home', duration: 15 },
      })
    ).json() as { id: string };
  const boss = async () => {
    const b = t.ctx.database.executor
      ? new PgBoss({ db: t.ctx.database.executor, schema: 'pgboss' } as any)
      : new PgBoss({ connectionString: t.ctx.database.connectionString, schema: 'pgboss' });
    await b.start();
    return b;
  };
  const silence = (id: string) =>
    t.ctx.database.db
      .update(videos)
      .set({ status: 'rendering', percent: 40, updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(videos.id, id));
  const row = async (id: string) =>
    (await t.ctx.database.db.select().from(videos).where(eq(videos.id, id)))[0];

  it('a render that dies on its last attempt ends failed, with a reason and the allowance back', async () => {
    const me = await makeUser(t.ctx);
    const created = await create(me.headers);
    expect(await creditsAvailable(t.ctx.database.db, { id: me.user.id, plan: 'free' })).toBe(2);
    // The job is on its last attempt when its worker dies.
    await t.ctx.database.db.execute(
      sql`UPDATE pgboss.job SET retry_count = retry_limit WHERE name = 'video.render' AND data->>'videoId' = ${created.id}`,
    );
    const dead = await boss();
    const [claimed] = await dead.fetch('video.render');
    expect(claimed.data).toMatchObject({ videoId: created.id });
    await dead.stop({ graceful: false, close: true, wait: true });
    await silence(created.id);

    await composeServices(t.ctx).videoJobs.requeueStale();
    const v = await row(created.id);
    expect(v.status).toBe('failed');
    expect(v.error).toMatch(/stopped/i);
    expect(await creditsAvailable(t.ctx.database.db, { id: me.user.id, plan: 'free' })).toBe(3);
  });

  it('the job is in the queue the moment the row exists (sent in the same transaction)', async () => {
    const me = await makeUser(t.ctx);
    const send = t.ctx.queue.send;
    // A crash right after the row is written and before anything else is sent.
    t.ctx.queue.send = vi.fn(async () => {
      throw new Error('process killed');
    }) as typeof send;
    let res;
    try {
      res = await t.app.inject({
        method: 'POST',
        url: '/api/videos',
        headers: me.headers,
        payload: { idea: 'Why cats purr', duration: 15 },
      });
    } finally {
      t.ctx.queue.send = send;
    }
    // Either both the row and its job exist, or neither does.
    const rows = await t.ctx.database.db.select().from(videos).where(eq(videos.userId, me.user.id));
    if (res.statusCode === 202) {
      expect(rows).toHaveLength(1);
      const jobs = await t.ctx.database.db.execute(
        sql`SELECT id FROM pgboss.job WHERE name = 'video.render' AND data->>'videoId' = ${rows[0].id}`,
      );
      expect((jobs as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    } else {
      expect(rows).toHaveLength(0);
      expect(await creditsAvailable(t.ctx.database.db, { id: me.user.id, plan: 'free' })).toBe(3);
    }
  });

  it('a live row with no job at all is given one by the sweep', async () => {
    const me = await makeUser(t.ctx);
    const created = await create(me.headers);
    await t.ctx.database.db.execute(
      sql`DELETE FROM pgboss.job WHERE name = 'video.render' AND data->>'videoId' = ${created.id}`,
    );
    await silence(created.id);
    await composeServices(t.ctx).videoJobs.requeueStale();
    expect((await row(created.id)).status).toBe('queued');
    const jobs = await t.ctx.database.db.execute(
      sql`SELECT state FROM pgboss.job WHERE name = 'video.render' AND data->>'videoId' = ${created.id}`,
    );
    expect((jobs as unknown as { rows: { state: string }[] }).rows.map((r) => r.state)).toEqual(['created']);
  });

  it('a failed heartbeat write neither crashes the process nor stops later heartbeats', async () => {
    vi.useFakeTimers();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const writes: number[] = [];
    let n = 0;
    const repo = {
      advance: async () => {
        writes.push(Date.now());
        if (n++ === 0) throw new Error('connection reset');
        return true;
      },
    };
    const progress = new RenderProgress(
      { repo: repo as never, progress: { notify: () => undefined } as never },
      'v1',
      new AbortController(),
    );
    try {
      await vi.advanceTimersByTimeAsync(16_000);
      await Promise.resolve();
    } finally {
      progress.stop();
      vi.useRealTimers();
    }
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(writes.length).toBeGreaterThanOrEqual(3);
  });
});
