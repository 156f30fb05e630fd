import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videos } from '../../db/schema/index.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { creditsAvailable } from '../billing/allowances.service.ts';
import { composeServices } from '../../root.ts';

describe('a worker that dies mid-render', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  it('leaves a job that is retried and completes once', async () => {
    const me = await makeUser(t.ctx);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/videos',
        headers: me.headers,
        // The creator's own words: a video of a few seconds instead of the shortest written one (15 s).
        payload: {
          idea: 'How bees vote on a new home',
          script:
            'Bees send scouts to find a home. The scouts dance for the best one. The swarm follows the loudest dance.',
        },
      })
    ).json();

    // Another worker claims the job, starts rendering, and dies without a word.
    const dead = t.ctx.database.executor
      ? new PgBoss({ db: t.ctx.database.executor, schema: 'pgboss' } as any)
      : new PgBoss({ connectionString: t.ctx.database.connectionString, schema: 'pgboss' });
    await dead.start();
    const [claimed] = await dead.fetch('video.render');
    expect(claimed.data).toMatchObject({ videoId: created.id });
    await dead.stop({ graceful: false, close: true, wait: true });
    await t.ctx.database.db
      .update(videos)
      .set({ status: 'rendering', percent: 40, updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(videos.id, created.id));

    // A live worker's sweep notices the silent render and hands the job back.
    await t.ctx.queue.work(jobHandlers(t.ctx, composeServices(t.ctx)));
    expect(await composeServices(t.ctx).videoJobs.requeueStale()).toBe(1);

    const deadline = Date.now() + 120_000;
    let v;
    do {
      await new Promise((r) => setTimeout(r, 300));
      v = (await t.app.inject({ url: `/api/videos/${created.id}`, headers: me.headers })).json();
    } while (v.status !== 'completed' && v.status !== 'failed' && Date.now() < deadline);
    expect(v.status).toBe('completed');
    expect((await t.app.inject({ url: v.video_url })).statusCode).toBe(200);
    const [row] = await t.ctx.database.db.select().from(videos).where(eq(videos.id, created.id));
    expect(row.attempts).toBe(1);
    // Nothing left to sweep, nothing rendered twice.
    expect(await composeServices(t.ctx).videoJobs.requeueStale()).toBe(0);
  }, 180_000);

  it('fails with the reason shown when rendering cannot succeed', async () => {
    const me = await makeUser(t.ctx);
    if (!t.ctx.queue.isWorking) await t.ctx.queue.work(jobHandlers(t.ctx, composeServices(t.ctx)));
    const realFfmpeg = t.ctx.env.FFMPEG_PATH;
    t.ctx.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      const created = (
        await t.app.inject({
          method: 'POST',
          url: '/api/videos',
          headers: me.headers,
          payload: { idea: 'Tiny houses', duration: 15 },
        })
      ).json();
      const deadline = Date.now() + 60_000;
      let v;
      do {
        await new Promise((r) => setTimeout(r, 300));
        v = (await t.app.inject({ url: `/api/videos/${created.id}`, headers: me.headers })).json();
      } while (v.status !== 'failed' && Date.now() < deadline);
      expect(v.status).toBe('failed');
      expect(v.error).toMatch(/ffmpeg/i);
      expect(v.video_url).toBeNull();
      // Tried once and retried twice (the catalogue's retryLimit) before giving up.
      const [row] = await t.ctx.database.db.select().from(videos).where(eq(videos.id, created.id));
      expect(row.attempts).toBe(3);
      // The failed video gives its credit back.
      expect(await creditsAvailable(t.ctx.database.db, { id: me.user.id, plan: 'free' })).toBe(3);
    } finally {
      t.ctx.env.FFMPEG_PATH = realFfmpeg;
    }
  }, 90_000);
});
