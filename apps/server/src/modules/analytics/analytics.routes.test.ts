import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayIso, daysAgo, seedGain, seedPost } from '../../../test/insights-seed.ts';
import { makeUser } from '../../../test/users.ts';
import { captions, scripts } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { SocialRepo } from '../social/social.repo.ts';

/** The last date before today (UTC) falling on `weekday` (0 Sunday), at `hour` UTC. */
function lastWeekday(weekday: number, hour: number, weeksBack = 0) {
  const d = daysAgo(1, hour);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() - 1);
  d.setUTCDate(d.getUTCDate() - 7 * weeksBack);
  return d;
}

describe('analytics API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let low: Awaited<ReturnType<typeof makeUser>>;
  const get = async (url: string, who = me) => t.app.inject({ url, headers: who.headers });
  const json = async (url: string, who = me) => (await get(url, who)).json();
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
    low = await makeUser(t.ctx);
  });
  afterAll(() => t?.close());

  it('answers an account with nothing yet with zeros, empty lists and no invented windows', async () => {
    const o = await json('/api/analytics/overview?period=30d');
    expect(o.totals).toEqual({ posts: 0, views: 0, engagement: 0, rate: null, change: null });
    expect(o.platforms.map((p: { platform: string }) => p.platform)).toEqual([
      'youtube',
      'tiktok',
      'instagram',
    ]);
    expect(
      o.platforms.every((p: { views: number; change: null }) => p.views === 0 && p.change === null),
    ).toBe(true);
    expect(o.production).toEqual({ videos: 0, scripts: 0, captions: 0 });
    expect(o.series).toEqual([]);
    expect((await json('/api/analytics/top-posts')).results).toEqual([]);
    expect((await json('/api/analytics/scheduled')).results).toEqual([]);
    const i = await json('/api/analytics/insights');
    expect(i.windows).toMatchObject({ measuredPosts: 0, minimum: 10, items: [] });
    expect(i.byType).toEqual([]);
    expect(i.milestone).toEqual({ totalViews: 0, reached: null, next: 1000, progress: 0 });
    expect(i.thisWeek).toMatchObject({ posts: 0, views: 0, engagement: 0, viewsChange: null });
    expect(await json('/api/analytics/ideas')).toEqual({ seed: null, ideas: [] });
    expect((await get('/api/analytics/overview')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/analytics/overview' })).statusCode).toBe(401);
  });

  it('rejects an unknown period or platform with a clear message', async () => {
    const bad = await get('/api/analytics/overview?period=2y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Period must be one of 7d, 30d, 90d, 365d.');
    const badPlatform = await get('/api/analytics/top-posts?platform=myspace');
    expect(badPlatform.json().error).toBe(
      'Platform must be one of all, instagram, tiktok, youtube, twitter.',
    );
  });

  it('computes views, engagement, rate and change per platform from the daily gains', async () => {
    const u = me.user.id;
    // This week: TikTok 1,000 views, 100 engagement; YouTube 300 views.
    await seedGain(db(), u, {
      day: dayIso(0),
      platform: 'tiktok',
      views: 600,
      likes: 40,
      comments: 10,
      shares: 10,
    });
    await seedGain(db(), u, { day: dayIso(3), platform: 'tiktok', views: 400, likes: 40 });
    await seedGain(db(), u, { day: dayIso(2), platform: 'youtube', views: 300, likes: 3 });
    // The week before: TikTok 500, YouTube 600; Instagram only before.
    await seedGain(db(), u, { day: dayIso(8), platform: 'tiktok', views: 500 });
    await seedGain(db(), u, { day: dayIso(10), platform: 'youtube', views: 600 });
    await seedGain(db(), u, { day: dayIso(12), platform: 'instagram', views: 50 });
    // Someone else's figures never count.
    await seedGain(db(), other.user.id, { day: dayIso(1), platform: 'tiktok', views: 99_999 });

    const o = await json('/api/analytics/overview?period=7d');
    const by = (p: string) => o.platforms.find((x: { platform: string }) => x.platform === p);
    expect(by('tiktok')).toMatchObject({ views: 1000, engagement: 100, rate: 10, change: 100 });
    expect(by('youtube')).toMatchObject({ views: 300, engagement: 3, rate: 1, change: -50 });
    expect(by('instagram')).toMatchObject({ views: 0, engagement: 0, rate: null, change: -100 });
    expect(o.totals).toMatchObject({ views: 1300, engagement: 103, rate: 7.9, change: 13 });
    expect(o.series).toEqual([
      { day: dayIso(3), views: 400, engagement: 40 },
      { day: dayIso(2), views: 300, engagement: 3 },
      { day: dayIso(0), views: 600, engagement: 60 },
    ]);
    // The platform filter narrows to one card; twitter has nothing.
    const tiktok = await json('/api/analytics/overview?period=7d&platform=tiktok');
    expect(tiktok.platforms).toHaveLength(1);
    expect(tiktok.totals.views).toBe(1000);
    const twitter = await json('/api/analytics/overview?period=7d&platform=twitter');
    expect(twitter.platforms).toEqual([
      { platform: 'twitter', posts: 0, views: 0, engagement: 0, rate: null, change: null },
    ]);
    // Thirty days take in both weeks; nothing before them, so no change to state.
    const month = await json('/api/analytics/overview?period=30d');
    expect(month.totals).toMatchObject({ views: 2450, change: null });
  });

  it('adds a metrics fetch to the day’s gains (what the metrics job records)', async () => {
    const u = low.user.id;
    const { target } = await seedPost(db(), u, {
      title: 'Fetch me',
      platform: 'instagram',
      postedAt: daysAgo(1),
      views: 100,
      likes: 10,
    });
    const repo = new SocialRepo(db());
    await repo.recordMetrics(target.id, { views: 350, likes: 30, comments: 5, shares: 0 });
    await repo.recordMetrics(target.id, { views: 400, likes: 31, comments: 5, shares: 0 });
    const o = await json('/api/analytics/overview?period=7d&platform=instagram', low);
    expect(o.platforms[0]).toMatchObject({ posts: 1, views: 300, engagement: 26 });
  });

  it('lists the period’s top posts by views, with their engagement rate, and the scheduled ones', async () => {
    const u = me.user.id;
    await seedPost(db(), u, {
      title: 'Old but big',
      platform: 'youtube',
      postedAt: daysAgo(40),
      views: 90_000,
      likes: 900,
    });
    await seedPost(db(), u, {
      title: 'Recent hit',
      platform: 'tiktok',
      postedAt: daysAgo(2),
      views: 5000,
      likes: 400,
      comments: 50,
      shares: 50,
    });
    await seedPost(db(), u, {
      title: 'Recent quiet',
      platform: 'instagram',
      postedAt: daysAgo(3),
      views: 200,
      likes: 2,
    });
    await seedPost(db(), u, {
      title: 'Going out Friday',
      platform: 'tiktok',
      postedAt: new Date(),
      views: 0,
      status: 'scheduled',
      scheduledFor: new Date(Date.now() + 86_400_000),
    });
    await seedPost(db(), other.user.id, {
      title: 'Not mine',
      platform: 'tiktok',
      postedAt: daysAgo(1, 3),
      views: 1e6,
      vibe: 'motivational',
    });

    const top = (await json('/api/analytics/top-posts?period=30d')).results;
    expect(top.map((p: { title: string }) => p.title)).toEqual(['Recent hit', 'Recent quiet']);
    expect(top[0]).toMatchObject({
      platform: 'tiktok',
      type: 'video',
      views: 5000,
      likes: 400,
      engagementRate: 10,
      status: 'posted',
    });
    expect((await json('/api/analytics/top-posts?period=90d')).results[0].title).toBe('Old but big');
    expect((await json('/api/analytics/top-posts?period=30d&platform=instagram')).results).toHaveLength(1);
    const scheduled = (await json('/api/analytics/scheduled')).results;
    expect(scheduled).toEqual([
      expect.objectContaining({
        title: 'Going out Friday',
        status: 'scheduled',
        platform: 'tiktok',
        type: 'video',
      }),
    ]);
    const o = await json('/api/analytics/overview?period=7d');
    expect(o.platforms.find((p: { platform: string }) => p.platform === 'tiktok').posts).toBe(1);
  });

  it('says how many measured posts it has below the minimum instead of naming windows', async () => {
    const i = await json('/api/analytics/insights', low);
    expect(i.windows).toMatchObject({ measuredPosts: 1, minimum: 10, items: [] });
    expect(i.milestone).toMatchObject({ totalViews: 400, reached: null, next: 1000, progress: 40 });
  });

  it('names the best posting windows from engagement by weekday and hour, once there are enough posts', async () => {
    const u = other.user.id;
    // Monday 18:00 UTC: 12% engagement over 4 posts; Wednesday 12:00: 8% over 3; Sunday 19:00: 5% over 3;
    // Friday 9:00: 20% but only 2 posts (too few to name).
    const add = (weekday: number, hour: number, n: number, rate: number, vibe: string) =>
      Promise.all(
        Array.from({ length: n }, (_, k) =>
          seedPost(db(), u, {
            title: `Post ${weekday}-${k}`,
            platform: 'tiktok',
            postedAt: lastWeekday(weekday, hour, k),
            views: 1000,
            likes: rate * 10,
            vibe,
          }),
        ),
      );
    await add(1, 18, 4, 12, 'educational');
    await add(3, 12, 3, 8, 'comedy');
    await add(0, 19, 3, 5, 'comedy');
    await add(5, 9, 2, 20, 'meme');
    const i = await json('/api/analytics/insights', other);
    // The earlier 1,000,000-view post of "other" counts too (12 + 1 measured posts).
    expect(i.windows.measuredPosts).toBe(13);
    expect(i.windows.items.map((w: { label: string }) => w.label)).toEqual([
      'Monday 6-8 PM',
      'Wednesday 12-2 PM',
      'Sunday 6-8 PM',
    ]);
    expect(i.windows.items[0]).toMatchObject({ posts: 4, engagementRate: 12 });
    expect(i.byType).toEqual(
      expect.arrayContaining([
        { type: 'educational', posts: 4, engagementRate: 12 },
        { type: 'meme', posts: 2, engagementRate: 20 },
      ]),
    );
    expect(i.milestone).toMatchObject({ totalViews: 1_012_000, reached: 1_000_000, next: 5_000_000 });
  });

  it('counts the user’s own production in the period and this week', async () => {
    await db().insert(scripts).values({ userId: low.user.id, title: 'S', topic: 'S', content: 'x' });
    await db()
      .insert(captions)
      .values([
        {
          userId: low.user.id,
          text: 'a',
          hashtags: [],
          platform: 'tiktok',
          tone: 'engaging',
          engagement: 'High',
        },
        {
          userId: low.user.id,
          text: 'b',
          hashtags: [],
          platform: 'tiktok',
          tone: 'engaging',
          engagement: 'High',
        },
      ]);
    const o = await json('/api/analytics/overview?period=7d', low);
    expect(o.production).toEqual({ videos: 1, scripts: 1, captions: 2 });
    const i = await json('/api/analytics/insights', low);
    expect(i.thisWeek).toMatchObject({ posts: 1, views: 300, videos: 1, scripts: 1, captions: 2 });
  });

  it('seeds three ideas with the best post and gives three more on request', async () => {
    const first = await json('/api/analytics/ideas');
    expect(first.seed).toBe('Old but big');
    expect(first.ideas).toHaveLength(3);
    const more = await json('/api/analytics/ideas?page=1');
    expect(more.ideas).toHaveLength(3);
    expect(more.ideas.map((i: { idea: string }) => i.idea)).not.toEqual(
      first.ideas.map((i: { idea: string }) => i.idea),
    );
  });

  it('exports the same figures as CSV and as a PDF', async () => {
    const csv = await get('/api/analytics/report?period=7d&format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="reelsmith-analytics-7d-all-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csv.body).toContain('tiktok,1,1000,100,10,100');
    expect(csv.body).toContain('Recent hit,tiktok');
    const pdf = await get('/api/analytics/report?period=7d&format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1500);
    // Another user's report holds none of this.
    const theirs = await get('/api/analytics/report?period=7d&format=csv', low);
    expect(theirs.body).not.toContain('Recent hit');
  });
});
