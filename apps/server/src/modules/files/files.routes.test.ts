import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { forgeSignature } from '../../../test/urls.ts';
import { makeUser } from '../../../test/users.ts';
import { parseRange } from './files.routes.ts';

describe('parseRange', () => {
  it('reads the three forms and rejects the rest', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('invalid');
    expect(parseRange('items=1-2', 100)).toBe('invalid');
    expect(parseRange(undefined, 100)).toBeUndefined();
  });
});

describe('GET /api/files/*', () => {
  let t: TestApp;
  let owner: string;
  let ownerToken: string;
  let key: string;
  const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    const signedIn = await makeUser(t.ctx);
    owner = signedIn.user.id;
    ownerToken = signedIn.token;
    key = `users/${owner}/videos/v1/video.mp4`;
    await t.ctx.storage.putBuffer(key, body);
    await t.ctx.storage.putBuffer('public/voices/rachel.mp3', Buffer.from('mp3'));
  });
  afterAll(() => t?.close());

  it('hides a private file from anonymous and other users', async () => {
    expect((await t.app.inject({ url: `/api/files/${key}` })).statusCode).toBe(404);
    const other = await t.ctx.tokens.signAccess('22222222-2222-4222-8222-222222222222');
    const res = await t.app.inject({
      url: `/api/files/${key}`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it('serves the owner, and anyone holding a signed URL until it expires', async () => {
    const token = ownerToken;
    const mine = await t.app.inject({
      url: `/api/files/${key}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(body)).toBe(true);
    expect(mine.headers['content-type']).toBe('video/mp4');

    const signed = await t.app.inject({ url: t.ctx.urls.sign(key) });
    expect(signed.statusCode).toBe(200);
    const tampered = await t.app.inject({ url: forgeSignature(t.ctx.urls.sign(key)) });
    expect(tampered.statusCode).toBe(404);
    const expired = await t.app.inject({ url: `/api/files/${key}?exp=1000&sig=x` });
    expect(expired.statusCode).toBe(404);
  });

  it('streams byte ranges so video can seek', async () => {
    const res = await t.app.inject({ url: t.ctx.urls.sign(key), headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(body.subarray(100, 200))).toBe(true);
    const bad = await t.app.inject({ url: t.ctx.urls.sign(key), headers: { range: 'bytes=5000-' } });
    expect(bad.statusCode).toBe(416);
  });

  it('serves public files to anyone with caching headers', async () => {
    const res = await t.app.inject({ url: '/api/files/public/voices/rachel.mp3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
  });

  it('refuses keys that climb out of the storage folder', async () => {
    const res = await t.app.inject({ url: '/api/files/public/..%2F..%2Fsecret.key' });
    expect(res.statusCode).toBe(404);
  });

  it('answers HEAD with the real Content-Length and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: t.ctx.urls.sign(key) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.rawPayload.length).toBe(0);
    const part = await t.app.inject({
      method: 'HEAD',
      url: t.ctx.urls.sign(key),
      headers: { range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-length']).toBe('10');
    expect(part.headers['content-range']).toBe('bytes 0-9/1000');
    expect(part.rawPayload.length).toBe(0);
  });

  it('honours If-Range: the range only while the file is unchanged, else the whole file', async () => {
    const first = await t.app.inject({ url: t.ctx.urls.sign(key) });
    const lastModified = String(first.headers['last-modified']);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const validator of [lastModified, etag]) {
      const same = await t.app.inject({
        url: t.ctx.urls.sign(key),
        headers: { range: 'bytes=0-9', 'if-range': validator },
      });
      expect(same.statusCode).toBe(206);
    }
    for (const stale of ['Thu, 01 Jan 2015 00:00:00 GMT', '"another-version"']) {
      const changed = await t.app.inject({
        url: t.ctx.urls.sign(key),
        headers: { range: 'bytes=0-9', 'if-range': stale },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.equals(body)).toBe(true);
    }
  });

  it('ignores a bearer token from before a password change (a signed URL still works)', async () => {
    const { user, token: access } = await makeUser(t.ctx, { password: 'the first long secret' });
    const mine = `users/${user.id}/videos/v2/video.mp4`;
    await t.ctx.storage.putBuffer(mine, body);
    const get = (token: string) =>
      t.app.inject({ url: `/api/files/${mine}`, headers: { authorization: `Bearer ${token}` } });
    expect((await get(access)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: { authorization: `Bearer ${access}` },
      payload: { current_password: 'the first long secret', new_password: 'a fresh long secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(access)).statusCode).toBe(404);
    expect((await get(changed.json().access)).statusCode).toBe(200);
    expect((await t.app.inject({ url: t.ctx.urls.sign(mine) })).statusCode).toBe(200);
  });

  it('answers a key that is not valid percent-encoding with 404', async () => {
    expect((await t.app.inject({ url: '/api/files/public/%25' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/files/public/a%25b.mp3' })).statusCode).toBe(404);
    // Not a URL at all: Fastify answers 400 before any route.
    for (const url of ['/api/files/public/%', '/api/files/public/%E0%A4%A']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('serves GIF pictures as image/gif', async () => {
    await t.ctx.storage.putBuffer(`users/${owner}/avatar.gif`, Buffer.from('GIF89a'));
    const res = await t.app.inject({ url: t.ctx.urls.sign(`users/${owner}/avatar.gif`) });
    expect(res.headers['content-type']).toBe('image/gif');
  });
});
