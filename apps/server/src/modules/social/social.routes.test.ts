import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSocial, type FakeSocial } from '../../../test/fake-social.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { createContext, type AppContext } from '../../context.ts';
import {
  socialConnections,
  socialMetrics,
  socialPosts,
  socialPostTargets,
  users,
  videos,
} from '../../db/schema/index.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { verifySignature } from '../webhooks/webhooks.service.ts';
import { composeServices } from '../../root.ts';
import { lavfi } from '../../../test/media.ts';

type User = Awaited<ReturnType<typeof makeUser>>;
let mp4: Buffer;

beforeAll(() => {
  // A real (small) MP4 made by ffmpeg, as a render would store it.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'social-mp4-'));
  const file = path.join(dir, 'v.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    ...lavfi('testsrc=size=216x384:rate=30:duration=4'),
    '-pix_fmt',
    'yuv420p',
    '-y',
    file,
  ]);
  mp4 = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
});

async function finishedVideo(ctx: AppContext, user: User, over: Partial<typeof videos.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(videos)
    .values({
      userId: user.user.id,
      title: 'Why cats sit in boxes',
      idea: 'why cats sit in boxes',
      vibe: 'Educational',
      voice: 'rachel',
      style: 'cinematic',
      captionPreset: 'bold',
      music: 'none',
      targetDurationSec: 30,
      status: 'completed',
      percent: 100,
      durationSec: 4,
      ...over,
    })
    .returning();
  if (row.status === 'completed') {
    const key = `users/${user.user.id}/videos/${row.id}/video.mp4`;
    await ctx.storage.putBuffer(key, mp4, 'video/mp4');
    await ctx.database.db.update(videos).set({ videoKey: key }).where(eq(videos.id, row.id));
  }
  return row.id;
}

function api(t: TestApp, user: User) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return {
    call,
    status: async () => (await call('GET', '/api/social/connection-status/')).json().platforms as any[],
    posts: async () => (await call('GET', '/api/social/posts/')).json() as any[],
    create: (body: Record<string, unknown>) => call('POST', '/api/social/posts/create/', body),
    async until(id: string, pred: (job: any) => boolean, ms = 20_000) {
      const end = Date.now() + ms;
      for (;;) {
        const job = (await this.posts()).find((j) => j.id === id);
        if (job && pred(job)) return job;
        if (Date.now() > end) throw new Error(`post ${id} never matched; last: ${JSON.stringify(job)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

async function connectAll(
  t: TestApp,
  fake: FakeSocial,
  user: User,
  platforms = ['youtube', 'tiktok', 'instagram'],
) {
  for (const p of platforms) {
    const res = await api(t, user).call('POST', `/api/social/platforms/${p}/connect/`);
    expect(res.statusCode).toBe(200);
    const back = new URL(await fake.consent(res.json().oauth_url));
    expect(back.pathname).toBe(`/api/social/oauth/${p}/callback/`);
    // The browser that pressed Connect carries its binding cookie back on the redirect.
    const page = await t.app.inject({ url: back.pathname + back.search, cookies: bindingOf(res) });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('is connected as');
  }
}

/** The cookies a connect start set, as the starting browser would send them back. */
const bindingOf = (res: { cookies: { name: string; value: string }[] }) =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

describe('/api/social on a server with no platform credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  it('shows each platform as not configured, with the variables for the operator, and refuses to connect in plain words', async () => {
    const me = await makeUser(t.ctx);
    const platforms = await api(t, me).status();
    expect(platforms.map((p) => [p.platform.name, p.platform.is_coming_soon, p.is_configured])).toEqual([
      ['youtube', false, false],
      ['tiktok', false, false],
      ['instagram', false, false],
      ['twitter', true, false],
      ['linkedin', true, false],
    ]);
    expect(platforms[0].missing_env).toEqual(['YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET']);
    const res = await api(t, me).call('POST', '/api/social/platforms/youtube/connect/');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Posting to YouTube isn’t available on this server yet.');
    expect((await t.app.inject({ url: '/api/social/posts/' })).statusCode).toBe(401);
  });
});

describe('/api/social against local fakes of YouTube, TikTok and Instagram', () => {
  let t: TestApp;
  let fake: FakeSocial;
  let me: User;
  let other: User;
  let videoId: string;

  beforeAll(async () => {
    fake = await startFakeSocial();
    t = await createTestApp({ env: { ...fake.env(), SOCIAL_POLL_SECONDS: '0.05' } });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
    videoId = await finishedVideo(t.ctx, me);
    await connectAll(t, fake, me);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('connects through OAuth and keeps the tokens encrypted', async () => {
    const platforms = await api(t, me).status();
    expect(platforms.slice(0, 3).map((p) => [p.is_connected, p.account.platform_username])).toEqual([
      [true, '@fakechannel'],
      [true, 'fake.tiktoker'],
      [true, 'fake.insta'],
    ]);
    expect(Date.parse(platforms[0].account.last_connected_at)).toBeGreaterThan(Date.now() - 60_000);
    const rows = await t.ctx.database.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.userId, me.user.id));
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.accessTokenEnc).toMatch(/^v1\./);
      expect(r.accessTokenEnc).not.toContain('-at-');
    }
    // Another user's view is their own.
    expect((await api(t, other).status()).every((p) => !p.is_connected)).toBe(true);
    // A callback replayed (or forged) does nothing.
    const page = await t.app.inject({ url: '/api/social/oauth/youtube/callback/?code=x&state=nope' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This sign-in link has expired');
  });

  it('connects nothing when the link is finished in a browser other than the one that started it', async () => {
    const attacker = await makeUser(t.ctx);
    const victim = await makeUser(t.ctx);
    const started = await api(t, attacker).call('POST', '/api/social/platforms/tiktok/connect/');
    const cookie = started.cookies.find((c) => c.name === 'rs_oauth_tiktok')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/social/oauth/tiktok/callback/',
    });
    expect(cookie.maxAge).toBeLessThanOrEqual(15 * 60);
    // The victim finishes the attacker's link: with no cookie, or with one from their own start.
    const own = await api(t, victim).call('POST', '/api/social/platforms/tiktok/connect/');
    for (const cookies of [{}, bindingOf(own)]) {
      const again = await api(t, attacker).call('POST', '/api/social/platforms/tiktok/connect/');
      const back = new URL(await fake.consent(again.json().oauth_url));
      const page = await t.app.inject({ url: back.pathname + back.search, cookies });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This connection was started in a different browser');
      // The cookie is cleared and the link is used up.
      expect(page.cookies.find((c) => c.name === 'rs_oauth_tiktok')?.value).toBe('');
      const replay = await t.app.inject({ url: back.pathname + back.search, cookies: bindingOf(again) });
      expect(replay.body).toContain('This sign-in link has expired');
    }
    for (const u of [attacker, victim])
      expect((await api(t, u).status()).every((p) => !p.is_connected)).toBe(true);
  });

  it('refuses unknown and coming-soon platforms; early access is stored with the spec text', async () => {
    const a = api(t, me);
    expect((await a.call('POST', '/api/social/platforms/myspace/connect/')).statusCode).toBe(404);
    const soon = await a.call('POST', '/api/social/platforms/twitter/connect/');
    expect(soon.statusCode).toBe(400);
    expect(soon.json().error).toBe('Twitter is coming soon. Request early access instead.');
    const early = await a.call('POST', '/api/social/early-access/', { platform: 'twitter' });
    expect(early.statusCode).toBe(201);
    expect(early.json().message).toBe('Early access requested for twitter!');
    expect((await a.call('POST', '/api/social/early-access/', { platform: 'twitter' })).statusCode).toBe(201);
    expect((await a.status()).find((p) => p.platform.name === 'twitter').early_access_requested).toBe(true);
    const bad = await a.call('POST', '/api/social/early-access/', { platform: 'youtube' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/coming soon/);
  });

  it('validates the post: fields, hashtags, platforms, and only the user own finished videos', async () => {
    const a = api(t, me);
    const base = {
      title: 'Cats',
      description: 'd',
      video_file_path: videoId,
      hashtags: [],
      platforms: ['youtube'],
      scheduled_for: null,
    };
    const err = async (body: Record<string, unknown>, status = 400) => {
      const res = await a.create(body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().error as string;
    };
    expect(await err({ ...base, title: '  ' })).toBe('Title is required.');
    expect(await err({ ...base, platforms: [] })).toBe('Choose at least one platform.');
    expect(await err({ ...base, platforms: ['myspace'] })).toMatch(/Choose platforms among/);
    expect(await err({ ...base, video_file_path: '../../etc/passwd' })).toBe(
      'Choose one of your finished videos.',
    );
    expect(await err({ ...base, hashtags: ['ok', 'not ok'] })).toBe(
      'Hashtags may contain letters, digits and _ only.',
    );
    expect(await err({ ...base, scheduled_for: 'tomorrow' })).toBe('Enter the schedule as a date and time.');
    expect(await err({ ...base, scheduled_for: '2020-01-01T10:00' })).toBe('Choose a time in the future.');
    expect(await err({ ...base, time_zone: 'Mars/Olympus', scheduled_for: '2030-01-01T10:00' })).toBe(
      'Unknown time zone.',
    );
    const theirs = await finishedVideo(t.ctx, other);
    expect(await err({ ...base, video_file_path: theirs }, 404)).toBe('Video not found.');
    const unfinished = await finishedVideo(t.ctx, me, { status: 'rendering', percent: 40 });
    expect(await err({ ...base, video_file_path: unfinished })).toBe('Only finished videos can be posted.');
    const loner = await makeUser(t.ctx);
    const lonerVideo = await finishedVideo(t.ctx, loner);
    const notConnected = await api(t, loner).create({ ...base, video_file_path: lonerVideo });
    expect(notConnected.statusCode).toBe(400);
    expect(notConnected.json().error).toBe('Connect YouTube before posting to it.');
  });

  it('posts to all three platforms through the queue, then fetches metrics into a time series', async () => {
    const a = api(t, me);
    const res = await a.create({
      title: 'Why cats sit in boxes',
      description: 'The science',
      video_file_path: videoId,
      hashtags: ['#Cats', ' cats ', 'science', ''],
      platforms: ['instagram', 'youtube', 'tiktok', 'youtube'],
      scheduled_for: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Why cats sit in boxes',
      status: 'pending',
      hashtags: ['Cats', 'science'],
      total_views: 0,
    });
    expect(created.platforms.map((p: any) => [p.platform_name, p.status])).toEqual([
      ['youtube', 'pending'],
      ['tiktok', 'pending'],
      ['instagram', 'pending'],
    ]);
    // Each platform's metrics arrive in a job of their own: wait for all three, not the first.
    const done = await a.until(created.id, (j) => j.status === 'posted' && j.total_views === 1234 * 3);
    expect(done.platforms.map((p: any) => p.status)).toEqual(['posted', 'posted', 'posted']);
    expect(done).toMatchObject({
      total_views: 1234 * 3,
      total_likes: 56 * 3,
      total_comments: 21,
      total_shares: 6,
      error_message: null,
    });
    expect(done.platforms[1].url).toBe('https://www.tiktok.com/video/7300000000000000001');
    const yt = fake.published.find((p) => p.platform === 'youtube')!;
    expect(yt.bytes).toBe(mp4.length);
    // Instagram was given a signed, expiring link to the video on this server.
    const link = new URL(fake.published.find((p) => p.platform === 'instagram')!.videoUrl!);
    expect(link.origin).toBe('http://localhost:3000');
    const file = await t.app.inject({ url: link.pathname + link.search });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(mp4)).toBe(true);
    expect(Number(link.searchParams.get('exp')) * 1000 - Date.now()).toBeLessThan(3600_000 + 600_000);
    expect((await t.app.inject({ url: link.pathname })).statusCode).toBe(404);
    const series = await t.ctx.database.db.select().from(socialMetrics);
    expect(series.length).toBeGreaterThanOrEqual(3);
    const stats = (await a.call('GET', '/api/social/analytics/dashboard/')).json();
    expect(stats).toEqual({
      total_posts: 1,
      success_rate: 100,
      total_views: 3702,
      connected_platforms: expect.arrayContaining(['youtube', 'tiktok', 'instagram']),
    });
    // Someone else sees none of it.
    expect(await api(t, other).posts()).toEqual([]);
    expect((await api(t, other).call('POST', `/api/social/posts/${created.id}/retry/`)).statusCode).toBe(404);
    expect((await api(t, other).call('POST', `/api/social/posts/${created.id}/cancel/`)).statusCode).toBe(
      404,
    );
    const wrong = await a.call('POST', `/api/social/posts/${created.id}/retry/`);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toBe('Only failed posts can be retried.');
  });

  it('backs off metrics when a platform answers 429 with Retry-After', async () => {
    const [target] = await t.ctx.database.db
      .select()
      .from(socialPostTargets)
      .where(eq(socialPostTargets.platform, 'youtube'));
    fake.fail('youtube', '/youtube/v3/videos', { status: 429, retryAfter: '120' });
    await composeServices(t.ctx).socialJobs.fetchMetrics(target.id);
    const [after] = await t.ctx.database.db
      .select()
      .from(socialPostTargets)
      .where(eq(socialPostTargets.id, target.id));
    const wait = after.metricsNotBefore!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(110_000);
    expect(wait).toBeLessThanOrEqual(120_000);
    // Held back: no call to the platform until then.
    const calls = fake.requests.length;
    await composeServices(t.ctx).socialJobs.fetchMetrics(target.id);
    expect(fake.requests.length).toBe(calls);
  });

  it('a platform that refuses fails alone; Retry resends only that platform', async () => {
    const a = api(t, me);
    // A webhook endpoint hears post.failed, then post.posted after the retry (decision 121).
    const heard: Array<{ event: string; body: string; signature: string }> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        heard.push({
          event: String(req.headers['reelsmith-event']),
          body,
          signature: String(req.headers['reelsmith-signature']),
        });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    await t.ctx.database.db.update(users).set({ plan: 'business' }).where(eq(users.id, me.user.id));
    const hook = await a.call('POST', '/api/webhooks/', {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      events: ['post.posted', 'post.failed'],
    });
    expect(hook.statusCode).toBe(201);
    fake.fail('tiktok', '/v2/post/publish/creator_info/query/', {
      status: 200,
      body: { error: { code: 'spam_risk_too_many_posts', message: 'x' } },
    });
    const before = fake.published.filter((p) => p.platform === 'youtube').length;
    const created = (
      await a.create({
        title: 'Boxes 2',
        description: '',
        video_file_path: videoId,
        hashtags: [],
        platforms: ['youtube', 'tiktok'],
        scheduled_for: null,
      })
    ).json();
    const failed = await a.until(created.id, (j) => j.status === 'failed');
    expect(failed.platforms.map((p: any) => [p.platform_name, p.status])).toEqual([
      ['youtube', 'posted'],
      ['tiktok', 'failed'],
    ]);
    expect(failed.error_message).toBe(
      'TikTok: this account reached its daily posting limit. Try again tomorrow.',
    );
    expect(fake.published.filter((p) => p.platform === 'youtube').length).toBe(before + 1);
    const retried = await a.call('POST', `/api/social/posts/${created.id}/retry/`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().status).toBe('pending');
    const posted = await a.until(created.id, (j) => j.status === 'posted');
    expect(posted.platforms.map((p: any) => p.status)).toEqual(['posted', 'posted']);
    expect(fake.published.filter((p) => p.platform === 'youtube').length).toBe(before + 1);

    for (let i = 0; i < 100 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    receiver.close();
    await composeServices(t.ctx).webhooks.remove(me.user.id, hook.json().id);
    expect(heard.map((h) => h.event)).toEqual(['post.failed', 'post.posted']);
    for (const h of heard) expect(verifySignature(hook.json().secret, h.body, h.signature)).toBe(true);
    expect(JSON.parse(heard[0].body).data).toMatchObject({
      id: created.id,
      status: 'failed',
      error_message: 'TikTok: this account reached its daily posting limit. Try again tomorrow.',
    });
    expect(JSON.parse(heard[1].body).data).toMatchObject({ id: created.id, status: 'posted' });
  });

  it('a revoked account fails with a reconnect message and shows "reconnect needed"', async () => {
    const a = api(t, me);
    fake.revoke('instagram');
    await t.ctx.database.db
      .update(socialConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialConnections.platform, 'instagram'));
    const created = (
      await a.create({
        title: 'Boxes 3',
        description: '',
        video_file_path: videoId,
        hashtags: [],
        platforms: ['instagram'],
        scheduled_for: null,
      })
    ).json();
    const failed = await a.until(created.id, (j) => j.status === 'failed');
    expect(failed.error_message).toMatch(
      /^Instagram no longer accepts this connection .*Reconnect the account and retry\.$/,
    );
    const ig = (await a.status()).find((p) => p.platform.name === 'instagram');
    expect(ig).toMatchObject({ is_connected: false, needs_reconnect: true });
    await connectAll(t, fake, me, ['instagram']);
    expect((await a.status()).find((p) => p.platform.name === 'instagram').is_connected).toBe(true);
    await a.call('POST', `/api/social/posts/${created.id}/retry/`);
    await a.until(created.id, (j) => j.status === 'posted');
  });

  it('schedules in the user time zone, edits and cancels before the time', async () => {
    const a = api(t, me);
    const year = new Date().getUTCFullYear() + 1;
    const res = await a.create({
      title: 'Later',
      description: '',
      video_file_path: videoId,
      hashtags: [],
      platforms: ['youtube'],
      scheduled_for: `${year}-07-10T09:30`,
      time_zone: 'America/New_York',
    });
    expect(res.statusCode, res.body).toBe(201);
    // 09:30 in New York in July is daylight time, UTC-4; in January it is UTC-5.
    expect(res.json()).toMatchObject({
      status: 'scheduled',
      scheduled_for: `${year}-07-10T13:30:00.000Z`,
      time_zone: 'America/New_York',
    });
    const id = res.json().id;
    const edited = await a.call('PATCH', `/api/social/posts/${id}/`, {
      title: 'Later, edited',
      scheduled_for: `${year}-01-09T09:30`,
    });
    expect(edited.json()).toMatchObject({
      title: 'Later, edited',
      scheduled_for: `${year}-01-09T14:30:00.000Z`,
    });
    const cancelled = await a.call('POST', `/api/social/posts/${id}/cancel/`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const again = await a.call('POST', `/api/social/posts/${id}/cancel/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Only pending or scheduled posts can be cancelled.');
    expect((await a.call('PATCH', `/api/social/posts/${id}/`, { title: 'x' })).statusCode).toBe(409);
    expect((await a.call('POST', '/api/social/posts/not-a-uuid/cancel/')).statusCode).toBe(404);
  });
});

describe('a scheduled post survives a worker restart', () => {
  let t: TestApp;
  let fake: FakeSocial;
  let second: AppContext | undefined;
  beforeAll(async () => {
    fake = await startFakeSocial();
    t = await createTestApp({ env: { ...fake.env(), SOCIAL_POLL_SECONDS: '0.05' } });
  });
  afterAll(async () => {
    if (second) await second.queue.stop({ graceMs: 1000 });
    await t?.close();
    await fake?.close();
  });

  it('is posted within seconds of its time by a worker that started after it was scheduled', async () => {
    const me = await makeUser(t.ctx);
    const videoId = await finishedVideo(t.ctx, me);
    await connectAll(t, fake, me, ['youtube']);
    const at = new Date(Date.now() + 4000);
    const res = await api(t, me).create({
      title: 'On time',
      description: '',
      video_file_path: videoId,
      hashtags: [],
      platforms: ['youtube'],
      scheduled_for: at.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('scheduled');
    // The worker stops before the time; a new one (a new process in production) starts on the same database.
    await t.ctx.queue.stop({ graceMs: 500 });
    second = await createContext(t.ctx.env, pino({ level: 'silent' }), {
      database: t.ctx.database,
      system: [],
      storage: t.ctx.storage,
    });
    await second.queue.work(jobHandlers(second, composeServices(second)), { concurrency: 1 });
    const end = Date.now() + 30_000;
    let row;
    for (;;) {
      [row] = await t.ctx.database.db.select().from(socialPosts).where(eq(socialPosts.id, res.json().id));
      if (row.status === 'posted' || Date.now() > end) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(row!.status).toBe('posted');
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(at.getTime() - 100);
    expect(row!.updatedAt.getTime() - at.getTime()).toBeLessThan(60_000);
    expect(fake.published.filter((p) => p.platform === 'youtube')).toHaveLength(1);
  });
});
