import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import {
  captions,
  emails,
  invoices,
  scripts,
  socialPosts,
  socialPostTargets,
  videos,
} from '../../db/schema/index.ts';
import { composeServices } from '../../root.ts';
import { videoFileKeys } from '../../storage/storage-paths.ts';

describe('Settings > Download my data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  it('gathers videos, scripts, captions, posts and invoices into a zip only its owner can download', async () => {
    const me = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    const db = t.ctx.database.db;
    const id = crypto.randomUUID();
    const keys = videoFileKeys({ id, userId: me.user.id });
    const mp4 = Buffer.from('not really an mp4, but its bytes must arrive unchanged');
    await t.ctx.storage.putBuffer(keys.videoKey, mp4, 'video/mp4');
    await t.ctx.storage.putBuffer(keys.srtKey, Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHello\n'));
    await db.insert(videos).values({
      id,
      userId: me.user.id,
      title: 'Why cats purr',
      idea: 'why cats purr',
      vibe: 'educational',
      voice: 'rachel',
      style: 'cinematic',
      captionPreset: 'bold',
      music: 'auto',
      targetDurationSec: 30,
      status: 'completed',
      completedAt: new Date(),
      videoKey: keys.videoKey,
      srtKey: keys.srtKey,
      caption: 'Purring, explained',
    });
    await db.insert(scripts).values({
      userId: me.user.id,
      title: 'Purr script',
      topic: 'purring',
      content: 'Cats purr.',
      vibe: 'educational',
    });
    await db.insert(captions).values({
      userId: me.user.id,
      text: 'A caption of mine',
      hashtags: ['#cats'],
      platform: 'tiktok',
      tone: 'fun',
      engagement: 'high',
    });
    const [post] = await db
      .insert(socialPosts)
      .values({ userId: me.user.id, videoId: id, title: 'Posted purr', status: 'posted' })
      .returning();
    await db
      .insert(socialPostTargets)
      .values({ postId: post!.id, platform: 'youtube', status: 'posted', remoteUrl: 'https://youtu.be/x' });
    await db.insert(invoices).values({
      id: 'in_export_1',
      userId: me.user.id,
      amountPaidCents: 1500,
      currency: 'usd',
      paidAt: new Date(),
    });

    const started = await t.app.inject({ method: 'POST', url: '/api/account/export', headers: me.headers });
    expect(started.statusCode).toBe(202);
    const exportId = started.json().export.id as string;
    expect(started.json().export).toMatchObject({ status: 'queued', percent: 0, download_url: null });
    expect((await t.ctx.queue.jobStates('account.export', 'exportId', [exportId])).get(exportId)).toEqual([
      'created',
    ]);
    const again = await t.app.inject({ method: 'POST', url: '/api/account/export', headers: me.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('export_running');

    // The job's handler (jobs/handlers.ts: 'account.export').
    await composeServices(t.ctx).dataExports.build(exportId);
    const latest = (await t.app.inject({ url: '/api/account/export', headers: me.headers })).json().export;
    expect(latest).toMatchObject({ id: exportId, status: 'ready', percent: 100 });
    expect((await t.app.inject({ url: '/api/account/export', headers: other.headers })).json()).toEqual({
      export: null,
    });

    const file = await t.app.inject({ url: latest.download_url });
    expect(file.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const folder = `videos/why-cats-purr-${id.slice(0, 8)}/`;
    expect(Object.keys(zip).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'captions.json',
        'invoices.json',
        'posts.json',
        'scripts.json',
        'videos.json',
        `${folder}captions.srt`,
        `${folder}video.mp4`,
      ].sort(),
    );
    expect(Buffer.from(zip[`${folder}video.mp4`]!).equals(mp4)).toBe(true);
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!));
    expect(json('account.json')).toMatchObject({ email: me.user.email });
    expect(json('account.json')).not.toHaveProperty('passwordHash');
    expect(json('videos.json')).toEqual([
      expect.objectContaining({ id, title: 'Why cats purr', caption: 'Purring, explained', folder }),
    ]);
    expect(json('scripts.json')).toEqual([
      expect.objectContaining({ title: 'Purr script', content: 'Cats purr.' }),
    ]);
    expect(json('captions.json')).toEqual([expect.objectContaining({ text: 'A caption of mine' })]);
    expect(json('posts.json')).toEqual([
      expect.objectContaining({
        title: 'Posted purr',
        platforms: [expect.objectContaining({ platform: 'youtube', url: 'https://youtu.be/x' })],
      }),
    ]);
    expect(json('invoices.json')).toEqual([
      expect.objectContaining({ id: 'in_export_1', amountPaidCents: 1500 }),
    ]);

    // The owner hears it is ready; someone else's export is not theirs to see.
    const sent = await db.select().from(emails).where(eq(emails.to, me.user.email));
    expect(sent.map((e) => e.subject)).toContain('Your Reelsmith data is ready');
  });
});
