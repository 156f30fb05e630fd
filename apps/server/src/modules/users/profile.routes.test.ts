import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authTokens, scripts, users, videos } from '../../db/schema/index.ts';
import { Housekeeping } from '../../jobs/housekeeping.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { createSignedInUser, login, refreshCookieOf, TEST_PASSWORD } from './users.test-helpers.ts';
import { composeServices } from '../../root.ts';

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----reelsmith' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the signed-in profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    configureRateLimits(t.ctx, {
      login: { ip: { max: 1000, windowSec: 60 }, email: { max: 1000, windowSec: 60 } },
    });
  });
  afterAll(() => t?.close());

  it('GET /api/users/me/ answers the contract fields', async () => {
    const { user, auth } = await createSignedInUser(t.ctx, { firstName: 'Grace', lastName: 'Hopper' });
    const res = await t.app.inject({ url: '/api/users/me/', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: user.email,
      plan: 'free',
      credits: 3,
      avatar: null,
      default_voice: 'rachel',
      default_style: 'cinematic',
      default_caption_preset: 'bold',
      default_language: 'en',
      date_joined: user.createdAt.toISOString(),
      operator: false,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password|hash/i);
  });

  it('PATCH updates names and defaults, with the spec messages for emptied names', async () => {
    const { auth } = await createSignedInUser(t.ctx);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: auth,
      payload: {
        first_name: ' Ada ',
        last_name: 'King',
        default_voice: 'George',
        default_style: 'retro',
        default_caption_preset: 'neon',
        default_language: 'es',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me/', headers: auth })).json().default_language).toBe('es');
    expect(res.json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'King',
      default_voice: 'george',
      default_style: 'retro',
      default_caption_preset: 'neon',
    });

    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: auth,
      payload: {
        first_name: '  ',
        last_name: '',
        default_voice: 'nobody',
        default_style: 'noir',
        default_caption_preset: 'comic',
        default_language: 'klingon',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      default_voice: ['Choose one of the available voices.'],
    });
    expect(bad.json().default_style[0]).toMatch(/^Choose one of: cinematic/);
    expect(bad.json().default_caption_preset[0]).toMatch(/^Choose one of: bold/);
    expect(bad.json().default_language).toEqual([
      'language must be one of: en, es, pt, fr, de, it, hi, ar, zh.',
    ]);
    // Nothing else changes through this endpoint.
    const other = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: auth,
      payload: { email: 'x@y.z', plan: 'pro', credits: 999 } as object,
    });
    expect(other.json()).toMatchObject({ plan: 'free', credits: 3 });
  });

  it('accepts a real picture as avatar, serves it through a signed URL, and refuses other files', async () => {
    const { user, auth } = await createSignedInUser(t.ctx);
    const form = multipart('avatar', 'me.txt', PNG);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar/',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(200);
    const avatar: string = up.json().avatar;
    expect(avatar).toMatch(
      new RegExp(`^/api/files/users/${user.id}/avatar\\.png\\?exp=\\d+&sig=[\\w-]+&v=\\w+$`),
    );
    const file = await t.app.inject({ url: avatar });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const fake = multipart('avatar', 'cat.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar/',
      headers: { ...auth, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().avatar).toEqual(['Upload a PNG, JPEG, WebP or GIF picture.']);

    const big = multipart('avatar', 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar/',
      headers: { ...auth, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('The picture is too large. The limit is 5 MB.');

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/users/me/avatar/', headers: auth });
    expect(removed.json().avatar).toBeNull();
    expect(await t.ctx.storage.stat(`users/${user.id}/avatar.png`)).toBeNull();
  });

  it('reads only the avatar field, refuses a malformed form with 400, and serves a GIF as image/gif', async () => {
    const { user, auth } = await createSignedInUser(t.ctx);
    const post = (form: { payload: Buffer; headers: Record<string, string> }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/avatar/',
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });

    const elsewhere = await post(multipart('picture', 'me.png', PNG));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().avatar).toEqual(['Choose a picture to upload.']);
    expect(await t.ctx.storage.stat(`users/${user.id}/avatar.png`)).toBeNull();

    const whole = multipart('avatar', 'me.png', PNG);
    const cut = await post({ ...whole, payload: whole.payload.subarray(0, whole.payload.length - 20) });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error).toMatch(/picture|form/i);
    const noBoundary = await post({
      payload: Buffer.from('garbage'),
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const up = await post(multipart('avatar', 'a.gif', gif));
    expect(up.statusCode).toBe(200);
    const file = await t.app.inject({ url: up.json().avatar });
    expect(file.headers['content-type']).toBe('image/gif');
    expect(file.rawPayload.equals(gif)).toBe(true);
  });

  it('changes the password with the current one, ends other sessions and starts a new one', async () => {
    const { user, auth } = await createSignedInUser(t.ctx);
    const other = refreshCookieOf(await login(t.app, user.email, TEST_PASSWORD))!;
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/users/me/password/', headers: auth, payload });

    expect((await change({ current_password: '', new_password: 'short' })).json()).toMatchObject({
      current_password: ['Password is required'],
      new_password: ['Password must be at least 8 characters'],
    });
    const wrong = await change({ current_password: 'not it at all', new_password: 'a better secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().current_password).toEqual(['Your current password is incorrect.']);

    const ok = await change({ current_password: TEST_PASSWORD, new_password: 'a better secret' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your password has been changed. Other devices have been signed out.');
    expect(refreshCookieOf(ok)).toBeTruthy();
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/refresh/',
      cookies: { refresh: other },
    });
    expect(stale.statusCode).toBe(401);
    expect((await login(t.app, user.email, 'a better secret')).statusCode).toBe(200);
    await t.smtp.waitFor(
      (m) => m.to.includes(user.email.toLowerCase()) && m.subject === 'Your Reelsmith password was changed',
    );
  });

  it('deletes the account only with its password, with every row and file it owns', async () => {
    const { user, auth } = await createSignedInUser(t.ctx);
    const { user: bystander } = await createSignedInUser(t.ctx);
    const db = t.ctx.database.db;
    await db.insert(scripts).values({ userId: user.id, title: 'Mine', topic: 'x', content: 'y' });
    await db.insert(scripts).values({ userId: bystander.id, title: 'Theirs', topic: 'x', content: 'y' });
    await t.ctx.storage.putBuffer(`users/${user.id}/videos/v1/video.mp4`, Buffer.from('video'));
    await t.ctx.storage.putBuffer(`users/${bystander.id}/videos/v1/video.mp4`, Buffer.from('video'));
    const session = refreshCookieOf(await login(t.app, user.email, TEST_PASSWORD))!;

    const noPassword = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: auth,
      payload: {},
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().password).toEqual(['Password is required']);
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: auth,
      payload: { password: 'nope nope' },
    });
    expect(wrong.json().password).toEqual(['The password is incorrect.']);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: auth,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your account is closed. Sign in within 30 days to reactivate it; after that, it and everything in it are deleted for good.',
    );

    // The still-unexpired access token and the refresh cookie of the closed account are dead.
    const after = await t.app.inject({ url: '/api/users/me/', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/token/refresh/',
          cookies: { refresh: session },
        })
      ).statusCode,
    ).toBe(401);

    // Kept for the 30 days of grace...
    const housekeeping = new Housekeeping(t.ctx, composeServices(t.ctx));
    await housekeeping.run();
    expect(await db.select().from(scripts).where(eq(scripts.userId, user.id))).toHaveLength(1);
    expect(await t.ctx.storage.stat(`users/${user.id}/videos/v1/video.mp4`)).not.toBeNull();

    // ...then every row and file goes, and the bystander keeps theirs.
    await db
      .update(users)
      .set({ closedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(users.id, user.id));
    await housekeeping.run();
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(scripts).where(eq(scripts.userId, user.id))).toEqual([]);
    expect(await db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toEqual([]);
    expect(await t.ctx.storage.stat(`users/${user.id}/videos/v1/video.mp4`)).toBeNull();
    expect(await db.select().from(scripts).where(eq(scripts.userId, bystander.id))).toHaveLength(1);
    expect(await t.ctx.storage.stat(`users/${bystander.id}/videos/v1/video.mp4`)).not.toBeNull();
    expect((await login(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('signing in within the 30 days reactivates a closed account with everything in it', async () => {
    const { user, auth } = await createSignedInUser(t.ctx);
    await t.ctx.database.db
      .insert(scripts)
      .values({ userId: user.id, title: 'Mine', topic: 'x', content: 'y' });
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: auth,
      payload: { password: TEST_PASSWORD },
    });
    expect(closed.statusCode).toBe(200);
    await t.ctx.database.db
      .update(users)
      .set({ closedAt: new Date(Date.now() - 29 * 24 * 3600 * 1000) })
      .where(eq(users.id, user.id));
    const back = await login(t.app, user.email, TEST_PASSWORD);
    expect(back.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${back.json().access}` },
    });
    expect(me.statusCode).toBe(200);
    await new Housekeeping(t.ctx, composeServices(t.ctx)).run();
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.closedAt).toBeNull();
    expect(await t.ctx.database.db.select().from(scripts).where(eq(scripts.userId, user.id))).toHaveLength(1);
  });

  it('deletes generated content after the 90 days the privacy page states, files included', async () => {
    const { user } = await createSignedInUser(t.ctx);
    const db = t.ctx.database.db;
    const old = new Date(Date.now() - 91 * 24 * 3600 * 1000);
    const [oldScript] = await db
      .insert(scripts)
      .values({ userId: user.id, title: 'Old', topic: 'x', content: 'y', createdAt: old })
      .returning();
    const [newScript] = await db
      .insert(scripts)
      .values({ userId: user.id, title: 'New', topic: 'x', content: 'y' })
      .returning();
    const [oldVideo] = await db
      .insert(videos)
      .values({
        userId: user.id,
        title: 'Old',
        idea: 'An old idea',
        vibe: 'educational',
        voice: 'rachel',
        style: 'cinematic',
        captionPreset: 'bold',
        music: 'auto',
        targetDurationSec: 30,
        status: 'completed',
        createdAt: old,
      })
      .returning();
    await t.ctx.storage.putBuffer(`users/${user.id}/videos/${oldVideo.id}/video.mp4`, Buffer.from('v'));
    await new Housekeeping(t.ctx, composeServices(t.ctx)).run();
    const left = await db.select().from(scripts).where(eq(scripts.userId, user.id));
    expect(left.map((r) => r.id)).toEqual([newScript.id]);
    expect(left.map((r) => r.id)).not.toContain(oldScript.id);
    expect(await db.select().from(videos).where(eq(videos.id, oldVideo.id))).toEqual([]);
    expect(await t.ctx.storage.stat(`users/${user.id}/videos/${oldVideo.id}/video.mp4`)).toBeNull();
  });

  it('one user can neither read nor change another user’s data', async () => {
    const alice = await createSignedInUser(t.ctx, { firstName: 'Alice' });
    const bob = await createSignedInUser(t.ctx, { firstName: 'Bob' });
    const up = multipart('avatar', 'a.png', PNG);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar/',
      headers: { ...alice.auth, ...up.headers },
      payload: up.payload,
    });

    // /me is always the caller's own row, whatever the body or query says.
    const asBob = await t.app.inject({ url: `/api/users/me/?id=${alice.user.id}`, headers: bob.auth });
    expect(asBob.json().id).toBe(bob.user.id);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: bob.auth,
      payload: { id: alice.user.id, first_name: 'Hacked' } as object,
    });
    expect(patch.json().id).toBe(bob.user.id);
    const aliceNow = await t.app.inject({ url: '/api/users/me/', headers: alice.auth });
    expect(aliceNow.json().first_name).toBe('Alice');
    // Alice's avatar file is not Bob's to read without her signed URL.
    const file = await t.app.inject({
      url: `/api/files/users/${alice.user.id}/avatar.png`,
      headers: bob.auth,
    });
    expect(file.statusCode).toBe(404);
    // Bob's password cannot delete Alice.
    await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: bob.auth,
      payload: { password: 'wrong guess!' },
    });
    expect((await t.app.inject({ url: '/api/users/me/', headers: alice.auth })).statusCode).toBe(200);
  });
});
