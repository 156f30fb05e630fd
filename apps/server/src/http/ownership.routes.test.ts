import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/users.ts';
import { audioClips, socialPosts } from '../db/schema/index.ts';
import { configureRateLimits } from './rate-limits.ts';

// The ownership suite (issue 14): a second user tries every id-bearing operation of the OpenAPI
// document and every file URL of the first: 404 each, and nothing of the first user's changes.
describe('one account cannot reach another’s things', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof makeUser>>;
  let bob: Awaited<ReturnType<typeof makeUser>>;
  const ids: Record<string, string> = {};
  let fileKey: string;
  let avatarKey: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 1_000_000 } });
    alice = await makeUser(t.ctx);
    bob = await makeUser(t.ctx);
    const video = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: alice.headers,
      payload: { idea: 'How lighthouses were kept lit', duration: 15 },
    });
    ids.videos = video.json().id;
    const script = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: alice.headers,
      payload: { topic: 'Why the sea is salty' },
    });
    ids.scripts = script.json().script_id;
    fileKey = `users/${alice.user.id}/audio/${ids.scripts}.mp3`;
    await t.ctx.storage.putBuffer(fileKey, Buffer.from('ID3 audio'));
    const [clip] = await t.ctx.database.db
      .insert(audioClips)
      .values({
        userId: alice.user.id,
        cacheKey: 'k',
        voice: 'rachel',
        text: 'Hello',
        characterCount: 5,
        durationMs: 1000,
        audioKey: fileKey,
      })
      .returning();
    ids.audio = clip.id;
    const caption = await t.app.inject({
      method: 'POST',
      url: '/api/captions/',
      headers: alice.headers,
      payload: { content: 'Why the sea is salty', tone: 'casual', platform: 'tiktok' },
    });
    ids.captions = caption.json().id;
    const [post] = await t.ctx.database.db
      .insert(socialPosts)
      .values({ userId: alice.user.id, videoId: ids.videos, title: 'Lighthouses', status: 'scheduled' })
      .returning();
    ids.social = post.id;
    avatarKey = `users/${alice.user.id}/avatar.png`;
    await t.ctx.storage.putBuffer(avatarKey, Buffer.from('png'));
  });
  afterAll(() => t?.close());

  // What Alice sees, without the signed URLs (their expiry moves with the clock).
  const snapshot = async () => {
    const v = (await t.app.inject({ url: `/api/videos/${ids.videos}`, headers: alice.headers })).json();
    const s = (await t.app.inject({ url: `/api/scripts/${ids.scripts}/`, headers: alice.headers })).json();
    const c = (await t.app.inject({ url: '/api/content', headers: alice.headers })).json().results;
    const cap = (
      await t.app.inject({ url: `/api/captions/${ids.captions}/`, headers: alice.headers })
    ).json();
    const posts = (await t.app.inject({ url: '/api/social/posts/', headers: alice.headers })).json();
    return {
      video: [v.id, v.title, v.status],
      script: [s.id, s.title, s.content],
      content: c.map((x: { type: string; id: string; title: string }) => [x.type, x.id, x.title]),
      caption: [cap.id, cap.content],
      posts: posts.map((p: { id: string; title: string; status: string }) => [p.id, p.title, p.status]),
      file: (await t.ctx.storage.stat(fileKey))?.size,
      avatar: (await t.ctx.storage.stat(avatarKey))?.size,
    };
  };

  it('answers 404 to every id-bearing operation and file URL, and changes nothing', async () => {
    const before = await snapshot();
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const tried: string[] = [];
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      const param = /\{(\w+)\}/.exec(path)?.[1];
      // Voices belong to everyone; a platform name addresses the caller's own connection.
      if (!param || param === 'voice_id' || param === 'platform') continue;
      const kind = path.split('/')[2];
      const id = ids[kind];
      expect(id, `no resource of Alice's for ${path}`).toBeDefined();
      for (const method of Object.keys(methods)) {
        if (method === 'head') continue;
        const url = path.replace(`{${param}}`, id);
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: bob.headers,
          ...(['post', 'patch', 'put'].includes(method)
            ? { payload: { title: 'Mine now', content: 'Mine', video_id: ids.videos } }
            : {}),
        });
        tried.push(`${method.toUpperCase()} ${path}`);
        if (res.statusCode !== 404) wrong.push(`${method.toUpperCase()} ${url}: ${res.statusCode}`);
      }
    }
    for (const key of [fileKey, avatarKey]) {
      const res = await t.app.inject({ url: `/api/files/${key}`, headers: bob.headers });
      tried.push(`GET file ${key}`);
      if (res.statusCode !== 404) wrong.push(`GET /api/files/${key}: ${res.statusCode}`);
    }
    expect(tried.length).toBeGreaterThanOrEqual(8);
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
