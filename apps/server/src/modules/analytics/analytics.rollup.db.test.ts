import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayIso, daysAgo, seedGain, seedPost, seedProduct } from '../../../test/insights-seed.ts';
import { makeUser } from '../../../test/users.ts';
import { socialPosts, socialPostTargets, users } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { ownerScope } from '../../lib/owner-scope.ts';
import { BillingRepo } from '../billing/billing.repo.ts';
import { SocialRepo } from '../social/social.repo.ts';
import { AnalyticsRepo } from './analytics.repo.ts';

type Row = Record<string, string | number>;
const sorted = (rows: Row[]) =>
  rows.map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, String(v)]))).sort();

describe('engagement rollups (decision 115)', () => {
  let t: TestApp;
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
  });
  afterAll(() => t?.close());

  /** What insights computed before the rollups: every measured post grouped on each call. */
  const slow = async (userId: string) => {
    const run = async (q: ReturnType<typeof sql>) =>
      ((await db().execute(q)) as unknown as { rows: Row[] }).rows;
    const windows = await run(sql`
      SELECT extract(dow FROM t.posted_at AT TIME ZONE p.time_zone)::int AS dow,
             (floor(extract(hour FROM t.posted_at AT TIME ZONE p.time_zone) / 2) * 2)::int AS block,
             count(*)::text AS posts, sum(t.views)::text AS views,
             sum(t.likes + t.comments + t.shares)::text AS engagement
      FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id
      WHERE p.user_id = ${userId} AND t.status = 'posted' AND t.views > 0
      GROUP BY 1, 2`);
    const vibes = await run(sql`
      SELECT v.vibe, count(*)::text AS posts, sum(t.views)::text AS views,
             sum(t.likes + t.comments + t.shares)::text AS engagement
      FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id JOIN videos v ON v.id = p.video_id
      WHERE p.user_id = ${userId} AND t.status = 'posted' AND t.views > 0
      GROUP BY v.vibe`);
    return { windows: sorted(windows), vibes: sorted(vibes) };
  };
  const fast = async (userId: string) => {
    const repo = new AnalyticsRepo(db());
    return {
      windows: sorted(await repo.engagementByWindow(ownerScope(userId), 'all')),
      vibes: sorted(await repo.engagementByVibe(ownerScope(userId), 'all')),
    };
  };

  it('keeps windows and content types equal to grouping every post as metrics sync, revise and posts go', async () => {
    const me = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    const u = me.user.id;
    const social = new SocialRepo(db());
    // Posted, not measured yet (views 0), in three time zones, three platforms and three vibes.
    const zones = ['UTC', 'America/New_York', 'Asia/Tokyo'];
    const vibes = ['educational', 'comedy', 'meme'];
    const platforms = ['tiktok', 'youtube', 'instagram'] as const;
    const posts = [];
    for (let i = 0; i < 9; i++)
      posts.push(
        await seedPost(db(), u, {
          title: `Post ${i}`,
          platform: platforms[i % 3]!,
          postedAt: daysAgo(i * 3 + 1, (i * 5) % 24),
          views: 0,
          timeZone: zones[i % 3],
          vibe: vibes[Math.floor(i / 3)],
        }),
      );
    // Someone else's measured post never reaches this user's rollup.
    await seedPost(db(), other.user.id, {
      title: 'Not mine',
      platform: 'tiktok',
      postedAt: daysAgo(2, 18),
      views: 99_999,
      likes: 5000,
    });
    expect(await fast(u)).toEqual({ windows: [], vibes: [] });

    // The metrics job's writes: two fetches each, the second growing, one revised down.
    for (const [i, p] of posts.entries())
      await social.recordMetrics(p.target.id, {
        views: 100 * (i + 1),
        likes: 10 + i,
        comments: i,
        shares: 1,
      });
    for (const [i, p] of posts.entries())
      await social.recordMetrics(p.target.id, {
        views: i === 4 ? 50 : 150 * (i + 1),
        likes: 12 + i,
        comments: 2 * i,
        shares: 1,
      });
    const afterSync = await slow(u);
    expect(afterSync.windows.length).toBeGreaterThan(3);
    expect(afterSync.vibes).toHaveLength(3);
    expect(await fast(u)).toEqual(afterSync);

    // The page shows the same: nine measured posts, each vibe's rate from the latest totals.
    const i1 = (await t.app.inject({ url: '/api/analytics/insights', headers: me.headers })).json();
    expect(i1.windows.measuredPosts).toBe(9);
    expect(i1.milestone.totalViews).toBe(posts.reduce((a, _, i) => a + (i === 4 ? 50 : 150 * (i + 1)), 0));
    expect(i1.byType.map((b: { type: string }) => b.type).sort()).toEqual(['comedy', 'educational', 'meme']);

    // A platform that fails after being measured, a post deleted, a video deleted (its post goes with it).
    await db()
      .update(socialPostTargets)
      .set({ status: 'failed' })
      .where(eq(socialPostTargets.id, posts[0]!.target.id));
    await db().delete(socialPosts).where(eq(socialPosts.id, posts[1]!.post.id));
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/videos/${posts[7]!.videoId}`,
      headers: me.headers,
    });
    expect(del.statusCode).toBeLessThan(300);
    const afterDeletes = await slow(u);
    expect(await fast(u)).toEqual(afterDeletes);
    const i2 = (await t.app.inject({ url: '/api/analytics/insights', headers: me.headers })).json();
    expect(i2.windows.measuredPosts).toBe(6);

    // Closing the account deletes every post in one transaction, two of them in the same buckets;
    // the rollup goes with the account.
    for (const title of ['Twin A', 'Twin B'])
      await seedPost(db(), u, {
        title,
        platform: 'tiktok',
        postedAt: daysAgo(2, 10),
        views: 500,
        likes: 5,
        vibe: 'educational',
      });
    await db().delete(users).where(eq(users.id, u));
    const left = await db().execute(
      sql`SELECT (SELECT count(*) FROM social_engagement_windows WHERE user_id = ${u})::int
               + (SELECT count(*) FROM social_engagement_vibes WHERE user_id = ${u})::int AS n`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('shows a team member the team’s figures only when they ask for the team, and never a non-member’s', async () => {
    const owner = await makeUser(t.ctx, { plan: 'business' });
    const member = await makeUser(t.ctx);
    const outsider = await makeUser(t.ctx);
    const billing = new BillingRepo(db());
    await billing.addMember(owner.user.id, member.user.id);
    const post = (userId: string, title: string, views: number) =>
      seedPost(db(), userId, {
        title,
        platform: 'youtube',
        postedAt: daysAgo(1, 15),
        views,
        likes: views / 10,
      });
    await post(owner.user.id, 'Owner post', 5000);
    await post(member.user.id, 'Member post', 3000);
    await post(outsider.user.id, 'Outsider post', 9000);
    await seedProduct(db(), owner.user.id, {
      name: 'Owner lamp',
      url: 'https://shop.example.com/l',
      slug: 'teamlamp1',
    });

    const titles = async (who: typeof member, q = '') =>
      (await t.app.inject({ url: `/api/analytics/top-posts?period=7d${q}`, headers: who.headers }))
        .json()
        .results.map((r: { title: string }) => r.title)
        .sort();
    expect(await titles(member)).toEqual(['Member post']);
    expect(await titles(member, '&scope=team')).toEqual(['Member post', 'Owner post']);
    expect(await titles(owner, '&scope=team')).toEqual(['Member post', 'Owner post']);
    expect(await titles(outsider, '&scope=team')).toEqual(['Outsider post']);
    const teamInsights = (
      await t.app.inject({ url: '/api/analytics/insights?scope=team', headers: member.headers })
    ).json();
    expect(teamInsights.milestone.totalViews).toBe(8000);

    // The daily gains too: the team's overview adds the owner's and the member's, not the outsider's.
    await seedGain(db(), owner.user.id, { day: dayIso(1), platform: 'youtube', views: 700 });
    await seedGain(db(), member.user.id, { day: dayIso(1), platform: 'youtube', views: 300 });
    await seedGain(db(), outsider.user.id, { day: dayIso(1), platform: 'youtube', views: 9000 });
    const views = async (who: typeof member, q = '') =>
      (await t.app.inject({ url: `/api/analytics/overview?period=7d${q}`, headers: who.headers })).json()
        .totals.views;
    expect(await views(member)).toBe(300);
    expect(await views(member, '&scope=team')).toBe(1000);
    expect(await views(outsider, '&scope=team')).toBe(9000);

    const products = async (who: typeof member, q = '') =>
      (await t.app.inject({ url: `/api/monetization/products${q}`, headers: who.headers }))
        .json()
        .results.map((p: { name: string }) => p.name);
    expect(await products(member)).toEqual([]);
    expect(await products(member, '?scope=team')).toEqual(['Owner lamp']);
    expect(await products(outsider, '?scope=team')).toEqual([]);
    // Reading the team's rows gives no right to change them.
    const [lamp] = (
      await t.app.inject({ url: '/api/monetization/products?scope=team', headers: member.headers })
    ).json().results;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/monetization/products/${lamp.id}`,
      headers: member.headers,
    });
    expect(del.statusCode).toBe(404);

    const bad = await t.app.inject({
      url: '/api/analytics/overview?scope=everyone',
      headers: member.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Scope must be one of me, team.');

    // Removed from the team: back to their own rows.
    await billing.removeMember(owner.user.id, member.user.id);
    expect(await titles(member, '&scope=team')).toEqual(['Member post']);
  });
});
