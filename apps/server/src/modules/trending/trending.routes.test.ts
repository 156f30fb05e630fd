import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYouTubeTrends } from '../../../test/fake-youtube-trends.ts';
import { daysAgo, seedPost, seedVideo } from '../../../test/insights-seed.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { createYouTubeTrends } from '../../providers/trends/youtube.trends.ts';
import { TrendsProviderError } from '../../providers/trends/trends.types.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const VIDEOS = [
  {
    id: 'vid1',
    title: 'Budget travel hacks',
    channelTitle: 'Wanderer',
    publishedAt: hoursAgo(10),
    categoryId: '22',
    regionCode: 'US',
    viewCount: 100_000,
    likeCount: 5000,
    commentCount: 300,
  },
  {
    id: 'vid2',
    title: 'New phone teardown',
    channelTitle: 'Gadgets',
    publishedAt: hoursAgo(20),
    categoryId: '28',
    regionCode: 'US',
    tags: ['tech'],
    viewCount: 400_000,
    likeCount: 9000,
    commentCount: 800,
  },
  {
    id: 'vid3',
    title: 'Only in Britain',
    channelTitle: 'UK',
    publishedAt: hoursAgo(5),
    categoryId: '22',
    regionCode: 'GB',
    viewCount: 10,
    likeCount: 1,
    commentCount: 0,
  },
];

describe('trending API', () => {
  let t: TestApp;
  let yt: Awaited<ReturnType<typeof startFakeYouTubeTrends>>;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  const crowd: string[] = [];
  const json = async (url: string, who = me) => (await t.app.inject({ url, headers: who.headers })).json();

  beforeAll(async () => {
    yt = await startFakeYouTubeTrends({ key: 'yt-key', videos: VIDEOS });
    t = await createTestApp({ worker: false, env: { YOUTUBE_API_KEY: 'yt-key', YOUTUBE_API_URL: yt.base } });
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
    for (let i = 0; i < 6; i++) crowd.push((await makeUser(t.ctx)).user.id);
  });
  afterAll(async () => {
    await t?.close();
    await yt?.close();
  });

  it('shows nothing platform-wide while fewer than 5 users share a term, and no invented items', async () => {
    const db = t.ctx.database.db;
    // Four users: not enough to show (anonymity).
    for (const u of crowd.slice(0, 4))
      await seedVideo(db, u, { idea: 'sourdough starter', hashtags: ['#sourdough'], createdAt: daysAgo(1) });
    const r = await json('/api/trending');
    expect(r).toMatchObject({ source: 'youtube', minimumUsers: 5, hashtags: [], topics: [], audio: [] });
    expect(r.counters).toEqual({ hotTopics: 0, risingHashtags: 0, viralSounds: 0 });
    expect(r.breaking).toBeNull();
  });

  it('ranks hashtags, topics and sounds used by at least 5 users, with growth over the previous week', async () => {
    const db = t.ctx.database.db;
    // #budgeting: 6 users, 6 uses this week against 2 the week before: +200%.
    for (const u of crowd)
      await seedVideo(db, u, {
        idea: 'budgeting for students',
        hashtags: ['#budgeting'],
        music: 'lofi',
        createdAt: daysAgo(2),
      });
    for (const u of crowd.slice(0, 2))
      await seedVideo(db, u, {
        idea: 'budgeting again',
        hashtags: ['#Budgeting'],
        music: 'lofi',
        createdAt: daysAgo(10),
      });
    // A fifth user makes #sourdough visible; it is new (nothing the week before).
    await seedVideo(db, crowd[4]!, {
      idea: 'sourdough starter',
      hashtags: ['sourdough'],
      createdAt: daysAgo(1),
    });
    // My own post uses #budgeting: it is in my niche.
    await seedPost(db, me.user.id, {
      title: 'My budget',
      platform: 'tiktok',
      postedAt: daysAgo(1),
      views: 10,
      hashtags: ['#budgeting'],
    });

    const r = await json('/api/trending');
    const budgeting = r.hashtags.find((h: { key: string }) => h.key === 'budgeting');
    expect(budgeting).toEqual({
      key: 'budgeting',
      title: '#budgeting',
      users: 7,
      uses: 7,
      previousUses: 2,
      growth: 250,
      category: 'finance',
    });
    expect(r.hashtags.find((h: { key: string }) => h.key === 'sourdough')).toMatchObject({
      users: 5,
      growth: null,
    });
    expect(r.topics.map((x: { key: string }) => x.key)).toEqual(
      expect.arrayContaining(['budgeting', 'sourdough', 'starter']),
    );
    expect(r.topics.find((x: { key: string }) => x.key === 'students')).toMatchObject({ users: 6 });
    expect(r.audio).toEqual([
      expect.objectContaining({ key: 'lofi', users: 6, uses: 6, previousUses: 2, growth: 200 }),
    ]);
    expect(r.counters.viralSounds).toBe(1);
    expect(r.counters.risingHashtags).toBe(2);
    expect(r.niche.map((x: { key: string }) => x.key)).toContain('budgeting');
    // New beats growing: the breaking trend is one that did not exist last week.
    expect(r.breaking.growth).toBeNull();

    // Filters really filter.
    const finance = await json('/api/trending?category=finance');
    expect(finance.hashtags.map((h: { key: string }) => h.key)).toEqual(['budgeting']);
    const search = await json('/api/trending?q=%23sour');
    expect(search.hashtags.map((h: { key: string }) => h.key)).toEqual(['sourdough']);
    // Only posts have a platform: videos do not count on a platform filter.
    const tiktok = await json('/api/trending?platform=tiktok');
    expect(tiktok.hashtags).toEqual([]);
    expect(tiktok.audio).toEqual([]);
  });

  it('lists YouTube’s most popular videos for the region and category, with views per hour', async () => {
    const r = await json('/api/trending');
    expect(r.viral.map((v: { title: string }) => v.title)).toEqual([
      'Budget travel hacks',
      'New phone teardown',
    ]);
    expect(r.viral[0]).toMatchObject({
      key: 'youtube:vid1',
      platform: 'youtube',
      views: 100_000,
      likes: 5000,
      comments: 300,
      channel: 'Wanderer',
      url: 'https://www.youtube.com/watch?v=vid1',
    });
    expect(r.viral[0].uses).toBeGreaterThanOrEqual(9900);
    const tech = await json('/api/trending?category=tech');
    expect(tech.viral.map((v: { key: string }) => v.key)).toEqual(['youtube:vid2']);
    const last = yt.requests.at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      part: 'snippet,statistics',
      chart: 'mostPopular',
      regionCode: 'US',
      videoCategoryId: '28',
      key: 'yt-key',
    });
    // Another platform has no YouTube items.
    expect((await json('/api/trending?platform=tiktok')).viral).toEqual([]);
  });

  it('the YouTube adapter reports a refused key as a provider error', async () => {
    const bad = createYouTubeTrends({ apiKey: 'wrong', baseUrl: yt.base });
    await expect(bad.viral({ region: 'US' })).rejects.toThrow(TrendsProviderError);
    await expect(bad.viral({ region: 'US' })).rejects.toThrow(/API key not valid/);
    const good = createYouTubeTrends({ apiKey: 'yt-key', baseUrl: yt.base });
    expect((await good.viral({ region: 'GB' })).map((v) => v.id)).toEqual(['vid3']);
  });

  it('suggests content ideas from a rising trend in the user’s niche, with the figures behind them', async () => {
    const r = await json('/api/trending/ideas');
    expect(r.seed).toBe('budgeting');
    expect(r.basis).toBe('trend');
    expect(r.ideas.length).toBeGreaterThanOrEqual(3);
    for (const i of r.ideas) {
      expect(i.confidence).toBeGreaterThanOrEqual(30);
      expect(i.confidence).toBeLessThanOrEqual(95);
      expect(['Easy', 'Medium', 'Hard']).toContain(i.difficulty);
      // One measured post (10 views): its median; too few posts for a best time.
      expect(i.estimatedViews).toBe(10);
      expect(i.bestTime).toBeNull();
    }
    expect((await json('/api/trending/ideas', other)).basis).toBe('trend');
  });

  it('saves trends and bookmarks on the server, per user', async () => {
    const save = (body: Record<string, unknown>, who = me) =>
      t.app.inject({ method: 'POST', url: '/api/trending/saved', headers: who.headers, payload: body });
    const a = await save({
      kind: 'viral',
      key: 'youtube:vid1',
      title: 'Budget travel hacks',
      data: { url: 'https://www.youtube.com/watch?v=vid1' },
    });
    expect(a.statusCode).toBe(201);
    // Saving again updates, never duplicates.
    expect(
      (await save({ kind: 'viral', key: 'youtube:vid1', title: 'Budget travel hacks!' })).json().id,
    ).toBe(a.json().id);
    await save({ kind: 'hashtag', key: 'budgeting', title: '#budgeting' });
    const bad = await save({ kind: 'poem', key: 'x', title: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Kind must be one of viral, hashtag, topic, audio, idea, search.');

    const mine = (await json('/api/trending/saved')).results;
    expect(mine.map((s: { title: string }) => s.title)).toEqual(['#budgeting', 'Budget travel hacks!']);
    expect((await json('/api/trending')).saved).toEqual(
      expect.arrayContaining(['viral:youtube:vid1', 'hashtag:budgeting']),
    );
    expect((await json('/api/trending/saved', other)).results).toEqual([]);
    // Someone else cannot remove mine.
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/trending/saved/${a.json().id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Saved trend not found.');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/trending/saved/${a.json().id}`,
      headers: me.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await json('/api/trending/saved')).results).toHaveLength(1);
  });
});
