import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { createSignedInUser, login, refreshCookieOf, TEST_PASSWORD } from './users.test-helpers.ts';

describe('login, tokens, refresh and logout', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, {
      login: { ip: { max: 1000, windowSec: 60 }, email: { max: 1000, windowSec: 60 } },
      refresh: { ip: { max: 1000, windowSec: 60 } },
    });
    ({
      user: { email },
    } = await createSignedInUser(t.ctx, { email: 'Sam.Rivera@example.com' }));
  });
  afterAll(() => t?.close());

  const refresh = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/token/refresh/',
      cookies: cookie ? { refresh: cookie } : {},
    });
  const me = (access: string) =>
    t.app.inject({ url: '/api/users/me/', headers: { authorization: `Bearer ${access}` } });

  it('checks the login form with the spec messages', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: ' ', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ email: ['Email is required'], password: ['Password is required'] });
    const bad = await login(t.app, 'sam.example.com', 'whatever');
    expect(bad.json()).toMatchObject({ email: ['Email is invalid'] });
    expect(bad.json().password).toBeUndefined();
  });

  it('signs in case-insensitively: access token and spec message in the body, refresh token in an httpOnly cookie', async () => {
    const res = await login(t.app, '  sam.rivera@EXAMPLE.com ', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Login successful! Redirecting...');
    expect(body.access.split('.')).toHaveLength(3);
    expect(Object.keys(body).sort()).toEqual(['access', 'message']);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^refresh=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/users');
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect((await me(body.access)).json().email).toBe(email);
  });

  it('gives wrong passwords and unknown emails the same answer', async () => {
    const wrong = await login(t.app, email, 'not the password');
    const unknown = await login(t.app, 'ghost@example.com', 'not the password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'Invalid email or password.',
        code: 'invalid_credentials',
        detail: 'Invalid email or password.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('an inactive account learns it is inactive only with the right password', async () => {
    const { user } = await createSignedInUser(t.ctx, { isActive: false });
    expect((await login(t.app, user.email, 'wrong password')).json().code).toBe('invalid_credentials');
    const right = await login(t.app, user.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toBe(
      'Your account is not activated yet. Open the activation link we emailed you, or send a new one.',
    );
  });

  it('a missing, invalid or expired access token answers 401 as the spec describes', async () => {
    const none = await t.app.inject({ url: '/api/users/me/' });
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBe('Authentication credentials were not provided.');

    const junk = await me('not.a.jwt');
    expect(junk.statusCode).toBe(401);
    expect(junk.json()).toMatchObject({
      code: 'token_not_valid',
      detail: 'Given token not valid for any token type',
    });

    const { user } = await createSignedInUser(t.ctx);
    const key = new TextEncoder().encode(t.ctx.env.JWT_SECRET);
    const old = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const expired = await me(old);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'token_not_valid', detail: 'Token is expired' });

    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-that-is-also-32-characters!'));
    expect((await me(forged)).json().code).toBe('token_not_valid');
  });

  it('refresh rotates the cookie; each refresh token works once, and a replayed one ends every session', async () => {
    const first = refreshCookieOf(await login(t.app, email, TEST_PASSWORD))!;
    const r1 = await refresh(first);
    expect(r1.statusCode).toBe(200);
    expect(Object.keys(r1.json())).toEqual(['access']);
    expect((await me(r1.json().access)).statusCode).toBe(200);
    const second = refreshCookieOf(r1)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'token_not_valid',
      detail: 'Token has already been used. Please sign in again.',
    });
    // The replay revoked the rotated token too: whoever copied the cookie gets nothing.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('refresh without a cookie, with an unknown one or an expired one answers 401', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('token_not_valid');
    expect((await refresh('made-up-value')).json().detail).toBe('Token is invalid or expired');
  });

  it('logout revokes the refresh cookie and clears it', async () => {
    const cookie = refreshCookieOf(await login(t.app, email, TEST_PASSWORD))!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout/',
      cookies: { refresh: cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^refresh=;/);
    expect((await refresh(cookie)).statusCode).toBe(401);
    // Signing out twice, or with no session, is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout/' })).statusCode).toBe(200);
  });
});
