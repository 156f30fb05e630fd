import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { captions } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';

describe('dashboard API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx, { plan: 'creator' });
  });
  afterAll(() => t?.close());

  const stats = async (who = me) =>
    (await t.app.inject({ url: '/api/dashboard/stats', headers: who.headers })).json();

  async function waitForVideo(id: string) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const v = (await t.app.inject({ url: `/api/videos/${id}`, headers: me.headers })).json();
      if (v.status === 'completed' || v.status === 'failed') return v;
      if (Date.now() > deadline) throw new Error(`video ${id} still ${v.status}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  it('starts at zero for a new user, with the plan’s videos left this month', async () => {
    expect(await stats()).toEqual({
      videos_created: 0,
      scripts_generated: 0,
      captions_created: 0,
      credits_available: 3,
      plan: 'free',
    });
    expect(await stats(other)).toMatchObject({ credits_available: null, plan: 'creator' });
    expect((await t.app.inject({ url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });

  it('counts what the user creates and forgets what they delete', async () => {
    const script = (
      await t.app.inject({
        method: 'POST',
        url: '/api/scripts/text/',
        headers: me.headers,
        payload: { topic: 'Why the sky is blue', vibe: 'educational', duration: 15 },
      })
    ).json();
    expect((await stats()).scripts_generated).toBe(1);

    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/videos',
        headers: me.headers,
        // The creator's own words: a video of a few seconds instead of the shortest written one (15 s).
        payload: {
          idea: 'Three facts about owls',
          script: 'Owls turn their heads far. They fly without a sound.',
        },
      })
    ).json();
    // A video counts once it is made, not while it renders.
    expect((await stats()).videos_created).toBe(0);
    expect((await waitForVideo(created.id)).status).toBe('completed');
    expect(await stats()).toMatchObject({ videos_created: 1, credits_available: 2 });

    await t.ctx.database.db.insert(captions).values({
      userId: me.user.id,
      text: 'Owls can turn their heads 270 degrees',
      hashtags: ['#owls'],
      platform: 'tiktok',
      tone: 'engaging',
      engagement: 'High',
    });
    expect(await stats()).toMatchObject({ videos_created: 1, scripts_generated: 1, captions_created: 1 });
    // Someone else's work never shows up.
    expect(await stats(other)).toMatchObject({
      videos_created: 0,
      scripts_generated: 0,
      captions_created: 0,
    });

    await t.app.inject({ method: 'DELETE', url: `/api/videos/${created.id}`, headers: me.headers });
    await t.app.inject({ method: 'DELETE', url: `/api/scripts/${script.script_id}/`, headers: me.headers });
    // Deleting a video does not give the month's allowance back (decision 004).
    expect(await stats()).toMatchObject({
      videos_created: 0,
      scripts_generated: 0,
      captions_created: 1,
      credits_available: 2,
    });
  }, 180_000);

  it('suggests ten ideas with a vibe each for a niche', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ideas/',
      headers: me.headers,
      payload: { seed: 'home coffee' },
    });
    expect(res.statusCode).toBe(200);
    const { ideas } = res.json();
    expect(ideas).toHaveLength(10);
    for (const i of ideas) {
      expect(i.idea.length).toBeGreaterThan(5);
      expect(['meme', 'educational', 'motivational', 'comedy']).toContain(i.vibe);
    }
    expect(new Set(ideas.map((i: { idea: string }) => i.idea)).size).toBe(10);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/ideas/',
      headers: me.headers,
      payload: { seed: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'Please enter a niche or a word' });
  });
});
