import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  configureRateLimits,
  DEFAULT_RATE_LIMITS,
  FixedWindowLimiter,
  rateLimitSettings,
  resetRateLimitCounters,
} from '../../http/rate-limits.ts';
import { createSignedInUser, TEST_PASSWORD } from './users.test-helpers.ts';

describe('FixedWindowLimiter', () => {
  it('allows max hits per window, then says how long to wait, then opens again', () => {
    const limiter = new FixedWindowLimiter();
    const limit = { max: 2, windowSec: 10 };
    expect(limiter.hit('k', limit, 0)).toBe(0);
    expect(limiter.hit('k', limit, 1000)).toBe(0);
    expect(limiter.hit('k', limit, 2000)).toBe(8);
    expect(limiter.hit('other', limit, 2000)).toBe(0);
    expect(limiter.hit('k', limit, 10_000)).toBe(0);
  });
});

describe('abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());
  beforeEach(() => resetRateLimitCounters(t.ctx));

  const post = (url: string, payload: object, remoteAddress = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const tooMany = (res: { statusCode: number; json(): any }) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(res.json().error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  };

  it('ships the terms’ 60 calls a minute for programs, and ten times that for the web app', () => {
    expect(DEFAULT_RATE_LIMITS.account).toEqual({ max: 60, windowSec: 60 });
    expect(DEFAULT_RATE_LIMITS.session).toEqual({ max: 600, windowSec: 60 });
    expect(rateLimitSettings(t.ctx).login.email.max).toBeGreaterThan(0);
  });

  it('limits failed logins per email from one address, with Retry-After, and not a new device with the password', async () => {
    configureRateLimits(t.ctx, {
      login: {
        email: { max: 3, windowSec: 60 },
        emailAllAddresses: { max: 1000, windowSec: 60 },
        ip: { max: 1000, windowSec: 60 },
      },
    });
    const { user } = await createSignedInUser(t.ctx, { password: TEST_PASSWORD });
    for (let i = 0; i < 3; i++) {
      const res = await post(
        '/api/users/login/',
        { email: user.email, password: `guess-${i}-x` },
        '198.51.100.1',
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/users/login/',
      { email: user.email.toUpperCase(), password: TEST_PASSWORD },
      '198.51.100.1',
    );
    tooMany(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, on another device, with the right password.
    const owner = await post(
      '/api/users/login/',
      { email: user.email, password: TEST_PASSWORD },
      '192.0.2.77',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('still caps guesses at one email spread over many addresses', async () => {
    configureRateLimits(t.ctx, {
      login: {
        email: { max: 1000, windowSec: 60 },
        emailAllAddresses: { max: 3, windowSec: 60 },
        ip: { max: 1000, windowSec: 60 },
      },
    });
    for (let i = 0; i < 3; i++) {
      const res = await post(
        '/api/users/login/',
        { email: 'target@example.com', password: `guess-${i}-x` },
        `198.51.100.${i + 10}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/users/login/',
      { email: 'TARGET@example.com', password: 'guess-4-x' },
      '198.51.100.99',
    );
    tooMany(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await post('/api/users/login/', { email: 'someone.else@example.com', password: 'guess-x-x' }))
        .statusCode,
    ).toBe(401);
  });

  it('lets the owner in from a device that signed in before, while guesses from everywhere lock the email', async () => {
    configureRateLimits(t.ctx, {
      login: {
        email: { max: 1000, windowSec: 60 },
        emailAllAddresses: { max: 3, windowSec: 60 },
        ip: { max: 1000, windowSec: 60 },
      },
    });
    const { user } = await createSignedInUser(t.ctx, { password: TEST_PASSWORD });
    const first = await post(
      '/api/users/login/',
      { email: user.email, password: TEST_PASSWORD },
      '192.0.2.5',
    );
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'rs_device')!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/users/login/' });
    // Someone who knows only the email locks it from many addresses.
    for (let i = 0; i < 4; i++)
      await post(
        '/api/users/login/',
        { email: user.email, password: `guess-${i}-x` },
        `198.51.100.${i + 40}`,
      );
    const login = (cookies: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: user.email, password: TEST_PASSWORD },
        remoteAddress: '192.0.2.6',
        cookies,
      });
    tooMany(await login({}));
    tooMany(await login({ rs_device: `${device.value.split('.')[0]}.forged` }));
    // The owner's own browser still gets in, with the password.
    const mine = await login({ rs_device: device.value });
    expect(mine.statusCode, mine.body).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: user.email, password: 'not-the-password' },
      remoteAddress: '192.0.2.6',
      cookies: { rs_device: device.value },
    });
    expect(wrong.statusCode).toBe(401);
    // A password change retires the device cookies made before it.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: { authorization: `Bearer ${mine.json().access}` },
      payload: { current_password: TEST_PASSWORD, new_password: 'a fresh long secret' },
    });
    expect(changed.statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      await post(
        '/api/users/login/',
        { email: user.email, password: `guess-${i}-y` },
        `198.51.100.${i + 60}`,
      );
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: user.email, password: 'a fresh long secret' },
      remoteAddress: '192.0.2.6',
      cookies: { rs_device: device.value },
    });
    tooMany(stale);
  });

  it('limits login attempts per IP across emails, with Retry-After', async () => {
    configureRateLimits(t.ctx, {
      login: { ip: { max: 2, windowSec: 60 }, email: { max: 1000, windowSec: 60 } },
    });
    await post('/api/users/login/', { email: 'a1@example.com', password: 'x'.repeat(8) }, '192.0.2.50');
    await post('/api/users/login/', { email: 'a2@example.com', password: 'x'.repeat(8) }, '192.0.2.50');
    const blocked = await post(
      '/api/users/login/',
      { email: 'a3@example.com', password: 'x'.repeat(8) },
      '192.0.2.50',
    );
    tooMany(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await post('/api/users/login/', { email: 'a3@example.com', password: 'x'.repeat(8) }, '192.0.2.51'))
        .statusCode,
    ).toBe(401);
  });

  it('limits registration per IP and per email', async () => {
    configureRateLimits(t.ctx, {
      register: { ip: { max: 2, windowSec: 3600 }, email: { max: 1, windowSec: 3600 } },
    });
    const body = (n: number) => ({
      username: `u${n}`,
      first_name: 'A',
      last_name: 'B',
      email: `reg${n}@example.com`,
      password: 'long enough',
    });
    expect((await post('/api/users/register/', body(1), '192.0.2.10')).statusCode).toBe(201);
    tooMany(await post('/api/users/register/', { ...body(2), email: 'reg1@example.com' }, '192.0.2.11'));
    expect((await post('/api/users/register/', body(3), '192.0.2.10')).statusCode).toBe(201);
    tooMany(await post('/api/users/register/', body(4), '192.0.2.10'));
  });

  it('limits activation resends and forgot-password emails per email and per IP', async () => {
    configureRateLimits(t.ctx, {
      resend: { email: { max: 2, windowSec: 900 }, ip: { max: 3, windowSec: 900 } },
      forgot: { email: { max: 2, windowSec: 900 }, ip: { max: 3, windowSec: 900 } },
    });
    for (const url of ['/api/users/activation/resend/', '/api/users/password/forgot/']) {
      expect((await post(url, { email: 'pat@example.com' }, '192.0.2.20')).statusCode).toBe(200);
      expect((await post(url, { email: 'pat@example.com' }, '192.0.2.21')).statusCode).toBe(200);
      tooMany(await post(url, { email: 'pat@example.com' }, '192.0.2.22'));
      expect((await post(url, { email: 'kim@example.com' }, '192.0.2.20')).statusCode).toBe(200);
      expect((await post(url, { email: 'lee@example.com' }, '192.0.2.20')).statusCode).toBe(200);
      tooMany(await post(url, { email: 'max@example.com' }, '192.0.2.20'));
    }
  });

  it('lets the web app pass the programs’ 60 calls a minute, up to its own limit, then 429 for that account only', async () => {
    const a = await createSignedInUser(t.ctx, { password: TEST_PASSWORD });
    const b = await createSignedInUser(t.ctx);
    const first = await t.app.inject({ url: '/api/users/me/', headers: a.auth });
    expect(first.headers['ratelimit-policy']).toBe('600;w=60');
    for (let i = 1; i < 70; i++) {
      const res = await t.app.inject({ url: '/api/users/me/', headers: a.auth });
      expect(res.statusCode, `call ${i + 1}`).toBe(200);
    }
    // The session's own limit, made small so the test need not make 600 calls.
    configureRateLimits(t.ctx, { session: { max: 70 } });
    try {
      const blocked = await t.app.inject({ url: '/api/users/me/', headers: a.auth });
      tooMany(blocked);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.app.inject({ url: '/api/users/me/', headers: b.auth })).statusCode).toBe(200);
    } finally {
      configureRateLimits(t.ctx, { session: DEFAULT_RATE_LIMITS.session });
    }
  });
});
