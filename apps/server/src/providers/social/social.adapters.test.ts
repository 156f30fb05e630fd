import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSocial, type FakeSocial } from '../../../test/fake-social.ts';
import { createInstagramProvider } from './instagram.social.ts';
import { SocialApiError, type SocialProvider, type VideoToPublish } from './social.types.ts';
import { createTikTokProvider } from './tiktok.social.ts';
import { createYouTubeProvider } from './youtube.social.ts';

const REDIRECT = 'http://app.test/api/social/oauth/x/callback/';

describe('social adapters against a local fake of each platform', () => {
  let fake: FakeSocial;
  let dir: string;
  let video: VideoToPublish;
  let yt: SocialProvider;
  let tt: SocialProvider;
  let ig: SocialProvider;

  const connect = async (p: SocialProvider) => {
    const verifier = 'v'.repeat(50);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const back = new URL(
      await fake.consent(p.authorizeUrl({ state: 's1', codeChallenge: challenge, redirectUri: REDIRECT })),
    );
    expect(back.searchParams.get('state')).toBe('s1');
    return p.exchangeCode({
      code: back.searchParams.get('code')!,
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    });
  };
  const run = (state: Record<string, unknown> = {}) => {
    const saved: Record<string, unknown>[] = [];
    return {
      saved,
      run: { state, saveState: async (s: Record<string, unknown>) => void saved.push(s), pollMs: 5 },
    };
  };

  beforeAll(async () => {
    fake = await startFakeSocial();
    const env = fake.env();
    dir = mkdtempSync(path.join(os.tmpdir(), 'social-adapters-'));
    const file = path.join(dir, 'v.mp4');
    const bytes = randomBytes(11 * 1024 * 1024);
    writeFileSync(file, bytes);
    video = {
      filePath: file,
      size: bytes.length,
      durationSec: 42,
      title: 'Why cats sit in boxes',
      description: 'A short explainer',
      hashtags: ['cats', 'science'],
      publicUrl: () => 'http://app.test/api/files/x.mp4?exp=1&sig=s',
    };
    yt = createYouTubeProvider({
      clientId: env.YOUTUBE_CLIENT_ID,
      clientSecret: env.YOUTUBE_CLIENT_SECRET,
      authUrl: env.YOUTUBE_AUTH_URL,
      tokenUrl: env.YOUTUBE_TOKEN_URL,
      apiUrl: env.YOUTUBE_API_URL,
      chunkSize: 4 * 256 * 1024,
    });
    tt = createTikTokProvider({
      clientKey: 'k',
      clientSecret: 's',
      authUrl: env.TIKTOK_AUTH_URL,
      apiUrl: env.TIKTOK_API_URL,
      chunkSize: 5 * 1024 * 1024,
    });
    ig = createInstagramProvider({
      appId: 'a',
      appSecret: 's',
      authUrl: env.INSTAGRAM_AUTH_URL,
      tokenUrl: env.INSTAGRAM_TOKEN_URL,
      graphUrl: env.INSTAGRAM_GRAPH_URL,
    });
  });
  afterAll(async () => {
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('YouTube: PKCE sign-in, then a resumable upload that survives a dropped connection', async () => {
    const { tokens, account } = await connect(yt);
    expect(account).toEqual({ id: 'UC-fake', username: '@fakechannel' });
    expect(
      new URL(yt.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT })).searchParams.get(
        'scope',
      ),
    ).toContain('youtube.upload');
    fake.dropUploadAfter(500_000);
    const { run: r, saved } = run();
    const progress: number[] = [];
    const done = await yt.publish(tokens.accessToken, video, { ...r, onProgress: (f) => progress.push(f) });
    expect(done.remoteId).toMatch(/^yt_/);
    expect(saved[0].uploadUrl).toMatch(/\/upload\/session\//);
    // After the drop the adapter asked where the session stood, then went on from there.
    const puts = fake.requests.filter((q) => q.platform === 'youtube' && q.method === 'PUT');
    expect(puts.some((q) => q.headers['content-range'] === `bytes */${video.size}`)).toBe(true);
    const pub = fake.published.find((p) => p.id === done.remoteId)!;
    expect(pub.bytes).toBe(video.size);
    expect(pub.title).toBe('Why cats sit in boxes');
    expect(progress.at(-1)).toBe(1);
    // A retry with the saved session finds the finished video instead of uploading again.
    const again = await yt.publish(tokens.accessToken, video, run(saved[0]).run);
    expect(again.remoteId).toBe(done.remoteId);
    expect(fake.published.filter((p) => p.platform === 'youtube')).toHaveLength(1);
    expect(await yt.fetchMetrics(tokens.accessToken, done.remoteId)).toEqual({
      views: 1234,
      likes: 56,
      comments: 7,
      shares: 0,
    });
  });

  it('YouTube: refresh tokens work once (rotation), a revoked one is an auth error', async () => {
    const { tokens } = await connect(yt);
    const next = await yt.refresh(tokens);
    expect(next.accessToken).not.toBe(tokens.accessToken);
    await expect(yt.refresh(tokens)).rejects.toMatchObject({ kind: 'auth' });
    await expect(yt.fetchMetrics('not-a-token', 'x')).rejects.toMatchObject({
      kind: 'auth',
      message: expect.stringMatching(/Reconnect/),
    });
  });

  it('YouTube: 429 carries Retry-After, 5xx is temporary, quota errors read well', async () => {
    const { tokens } = await connect(yt);
    fake.fail('youtube', '/upload/youtube/v3/videos', { status: 429, retryAfter: '17' });
    const e429 = await yt.publish(tokens.accessToken, video, run().run).catch((e) => e);
    expect(e429).toBeInstanceOf(SocialApiError);
    expect(e429).toMatchObject({ kind: 'rate_limited', retryAfterSec: 17 });
    fake.fail('youtube', '/upload/youtube/v3/videos', {
      status: 503,
      body: { error: { message: 'Backend Error' } },
    });
    await expect(yt.publish(tokens.accessToken, video, run().run)).rejects.toMatchObject({
      kind: 'temporary',
      message: 'YouTube: Backend Error (HTTP 503)',
    });
    fake.fail('youtube', '/upload/youtube/v3/videos', {
      status: 403,
      body: { error: { message: 'The request cannot be completed because you have exceeded your quota.' } },
    });
    await expect(yt.publish(tokens.accessToken, video, run().run)).rejects.toMatchObject({
      kind: 'rejected',
      message: 'YouTube: The request cannot be completed because you have exceeded your quota. (HTTP 403)',
    });
    expect(await yt.checkLimits(tokens.accessToken, { ...video, durationSec: 200 }, 0)).toMatch(
      /at most 180 seconds/,
    );
  });

  it('TikTok: creator info, FILE_UPLOAD in chunks (one resent after a drop), polled to PUBLISH_COMPLETE', async () => {
    const { tokens, account } = await connect(tt);
    expect(account.username).toBe('fake.tiktoker');
    expect(await tt.checkLimits(tokens.accessToken, video, 0)).toBeNull();
    expect(await tt.checkLimits(tokens.accessToken, { ...video, durationSec: 700 }, 0)).toMatch(
      /up to 600 seconds/,
    );
    expect(await tt.checkLimits(tokens.accessToken, video, 15)).toMatch(/posts a day/);
    fake.dropUploadAfter(1_000_000);
    const { run: r, saved } = run();
    const done = await tt.publish(tokens.accessToken, video, r);
    expect(done).toEqual({
      remoteId: '7300000000000000001',
      url: 'https://www.tiktok.com/video/7300000000000000001',
    });
    const puts = fake.requests
      .filter((q) => q.platform === 'tiktok' && q.method === 'PUT')
      .map((q) => q.headers['content-range']);
    expect(puts).toEqual([`bytes 0-5242879/${video.size}`, `bytes 5242880-${video.size - 1}/${video.size}`]);
    expect(saved.at(-1)).toMatchObject({ nextChunk: 2 });
    const polls = fake.requests.filter((q) => q.path === '/v2/post/publish/status/fetch/');
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(fake.published.find((p) => p.platform === 'tiktok')!.title).toBe(
      'Why cats sit in boxes\nA short explainer\n#cats #science',
    );
    expect((await tt.fetchMetrics(tokens.accessToken, done.remoteId)).shares).toBe(3);
  });

  it('TikTok: refresh rotates, daily limit and invalid tokens read as people would say them', async () => {
    const { tokens } = await connect(tt);
    const next = await tt.refresh(tokens);
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    await expect(tt.refresh(tokens)).rejects.toMatchObject({ kind: 'auth' });
    fake.fail('tiktok', '/v2/post/publish/creator_info/query/', {
      status: 200,
      body: { error: { code: 'spam_risk_too_many_posts', message: 'too many' } },
    });
    await expect(tt.publish(next.accessToken, video, run().run)).rejects.toMatchObject({
      message: 'TikTok: this account reached its daily posting limit. Try again tomorrow.',
    });
    fake.fail('tiktok', '/v2/post/publish/video/init/', {
      status: 429,
      retryAfter: '30',
      body: { error: { code: 'rate_limit_exceeded', message: 'slow down' } },
    });
    await expect(tt.publish(next.accessToken, video, run().run)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSec: 30,
    });
    await expect(tt.publish('bad', video, run().run)).rejects.toMatchObject({ kind: 'auth' });
  });

  it('Instagram: Reels container from a public URL, polled, then media_publish; resumes without publishing twice', async () => {
    const { tokens, account } = await connect(ig);
    expect(account).toEqual({ id: '17841400000000', username: 'fake.insta' });
    expect(await ig.checkLimits(tokens.accessToken, video, 0)).toBeNull();
    expect(await ig.checkLimits(tokens.accessToken, { ...video, durationSec: 2 }, 0)).toMatch(
      /3 seconds to 15 minutes/,
    );
    expect(
      await ig.checkLimits(
        tokens.accessToken,
        { ...video, hashtags: Array.from({ length: 31 }, (_, i) => `t${i}`) },
        0,
      ),
    ).toMatch(/30 hashtags/);
    const { run: r, saved } = run();
    const done = await ig.publish(tokens.accessToken, video, r);
    expect(done.remoteId).toMatch(/^media_/);
    expect(done.url).toBe(`https://www.instagram.com/reel/${done.remoteId}/`);
    const create = fake.requests.find((q) => q.platform === 'instagram' && q.path === '/graph/me/media')!;
    expect(create.method).toBe('POST');
    expect(saved.at(-1)).toMatchObject({ mediaId: done.remoteId });
    const again = await ig.publish(tokens.accessToken, video, run(saved.at(-1)).run);
    expect(again.remoteId).toBe(done.remoteId);
    expect(fake.published.filter((p) => p.platform === 'instagram')).toHaveLength(1);
    expect(await ig.fetchMetrics(tokens.accessToken, done.remoteId)).toEqual({
      views: 1234,
      likes: 56,
      comments: 7,
      shares: 3,
    });
    const refreshed = await ig.refresh(tokens);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    fake.fail('instagram', '/graph/me/media', {
      status: 400,
      body: { error: { message: 'Application request limit reached', code: 4 } },
      retryAfter: '60',
    });
    await expect(ig.publish(refreshed.accessToken, video, run().run)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSec: 60,
    });
    fake.fail('instagram', '/graph/me/media', {
      status: 500,
      body: { error: { message: 'An unexpected error has occurred.', code: 2 } },
    });
    await expect(ig.publish(refreshed.accessToken, video, run().run)).rejects.toMatchObject({
      kind: 'temporary',
    });
  });
});
