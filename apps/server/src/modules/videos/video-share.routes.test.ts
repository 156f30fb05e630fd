import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videos } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { composeServices } from '../../root.ts';
import { videoFileKeys } from '../../storage/storage-paths.ts';

describe('sharing a finished video to a phone through a short-lived link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
  });
  afterAll(() => t?.close());

  const mp4 = Buffer.from('a tiny stand-in for an MP4 file');
  async function finishedVideo(userId: string, status: 'completed' | 'rendering' = 'completed') {
    const id = randomUUID();
    const keys = videoFileKeys({ id, userId });
    if (status === 'completed') await t.ctx.storage.putBuffer(keys.videoKey, mp4, 'video/mp4');
    await t.ctx.database.db.insert(videos).values({
      id,
      userId,
      title: 'Why cats sit in boxes',
      idea: 'why cats sit in boxes',
      vibe: 'educational',
      voice: 'rachel',
      style: 'cinematic',
      captionPreset: 'bold',
      music: 'none',
      targetDurationSec: 30,
      status,
      percent: status === 'completed' ? 100 : 40,
      durationSec: 29,
      caption: 'Cats love boxes and here is why',
      hashtags: ['#cats', '#facts'],
      ...(status === 'completed' ? { videoKey: keys.videoKey } : {}),
    });
    return id;
  }
  const makeLink = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/videos/${id}/share-link`, headers });
  const open = (path: string) => t.app.inject({ url: `/api/shared/${path.replace('/watch/', '')}` });

  it('gives the owner a 30-minute link whose page plays the video with its caption, signed out', async () => {
    const { user, headers } = await makeUser(t.ctx);
    const id = await finishedVideo(user.id);
    const res = await makeLink(id, headers);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<{ url: string; path: string; expires_at: string }>();
    expect(link.url).toBe(`${t.ctx.env.PUBLIC_URL}${link.path}`);
    expect(link.path).toMatch(/^\/watch\/[\w-]+$/);
    const minutes = (Date.parse(link.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const page = await open(link.path);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      title: 'Why cats sit in boxes',
      caption: 'Cats love boxes and here is why',
      hashtags: ['#cats', '#facts'],
      duration_seconds: 29,
    });
    const file = await t.app.inject({ url: page.json().video_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(mp4)).toBe(true);
    const download = await t.app.inject({ url: page.json().download_url });
    expect(download.headers['content-disposition']).toContain('Why cats sit in boxes.mp4');
  });

  it('makes no link for another account’s video or one still rendering', async () => {
    const owner = await makeUser(t.ctx);
    const stranger = await makeUser(t.ctx);
    const id = await finishedVideo(owner.user.id);
    expect((await makeLink(id, stranger.headers)).statusCode).toBe(404);
    const rendering = await finishedVideo(owner.user.id, 'rendering');
    const refused = await makeLink(rendering, owner.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Only a finished video can be shared. Wait until it is ready.');
  });

  it('refuses a forged, expired or dead link with one plain answer', async () => {
    const { user, headers } = await makeUser(t.ctx);
    const id = await finishedVideo(user.id);
    const { path } = (await makeLink(id, headers)).json<{ path: string }>();
    const gone = {
      code: 'share_link_gone',
      error:
        'This share link has expired or the video is no longer available. Make a new one from the video.',
    };
    const forged = path.slice(0, -2) + (path.endsWith('AA') ? 'BB' : 'AA');
    expect((await open(forged)).json()).toMatchObject(gone);
    expect((await open('not-a-token')).statusCode).toBe(404);

    const shares = composeServices(t.ctx).videoShares;
    const old = await shares.link(user.id, id, Date.now() - 31 * 60_000);
    const expired = await open(old.path);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject(gone);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers })).statusCode).toBe(
      204,
    );
    expect((await open(path)).json()).toMatchObject(gone);
  });
});
