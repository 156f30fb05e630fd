import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videoUsage } from '../../db/schema/index.ts';
import { creditsAvailable, currentPeriod } from './allowances.service.ts';

describe('plan allowance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  it('gives the free plan 3 videos a month and then refuses with a clear message', async () => {
    const me = await makeUser(t.ctx);
    expect(await creditsAvailable(t.ctx.database.db, me.user)).toBe(3);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      payload: { idea: 'Cats' },
    });
    expect(ok.statusCode).toBe(202);
    expect(await creditsAvailable(t.ctx.database.db, me.user)).toBe(2);
    // Two more used this month (and one last month, which does not count).
    await t.ctx.database.db.insert(videoUsage).values([
      { userId: me.user.id, videoId: crypto.randomUUID(), period: currentPeriod() },
      { userId: me.user.id, videoId: crypto.randomUUID(), period: currentPeriod() },
      { userId: me.user.id, videoId: crypto.randomUUID(), period: '2000-01' },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      payload: { idea: 'Dogs' },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toBe(
      "You've used your 3 free videos this month. Upgrade to Creator for unlimited videos, or wait until next month.",
    );
    // Deleting a video does not give the credit back.
    await t.app.inject({ method: 'DELETE', url: `/api/videos/${ok.json().id}`, headers: me.headers });
    expect(await creditsAvailable(t.ctx.database.db, me.user)).toBe(0);
  });

  it('does not limit paid plans, and only the free plan is watermarked', async () => {
    const pro = await makeUser(t.ctx, { plan: 'creator' });
    expect(await creditsAvailable(t.ctx.database.db, pro.user)).toBeNull();
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/videos',
        headers: pro.headers,
        payload: { idea: `Idea ${i}` },
      });
      expect(res.statusCode).toBe(202);
    }
    const free = await makeUser(t.ctx);
    const v = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: free.headers,
      payload: { idea: 'Marked' },
    });
    const rows = await t.ctx.database.db.query.videos.findMany();
    expect(rows.find((r) => r.id === v.json().id)?.watermark).toBe('Made with Reelsmith');
    expect(rows.filter((r) => r.userId === pro.user.id).every((r) => r.watermark === null)).toBe(true);
  });
});
