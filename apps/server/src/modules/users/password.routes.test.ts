import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authTokens } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { createSignedInUser, login, refreshCookieOf, TEST_PASSWORD } from './users.test-helpers.ts';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    configureRateLimits(t.ctx, {
      login: { ip: { max: 1000, windowSec: 60 }, email: { max: 1000, windowSec: 60 } },
      forgot: { ip: { max: 1000, windowSec: 60 }, email: { max: 1000, windowSec: 60 } },
    });
  });
  afterAll(() => t?.close());

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/password/forgot/', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/password/reset/', payload: { token, password } });
  const resetTokenFor = async (email: string, nth = 1) => {
    await t.smtp.waitFor(
      () => t.smtp.inbox.filter((x) => x.to.includes(email) && /reset/i.test(x.subject)).length >= nth,
    );
    const mails = t.smtp.inbox.filter((x) => x.to.includes(email) && /reset/i.test(x.subject));
    const mail = mails[nth - 1];
    expect(mail.text).toContain('expires in 1 hour');
    return /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(mail.text)![1];
  };

  it('answers the same for known and unknown emails, and emails only the known one', async () => {
    const { user } = await createSignedInUser(t.ctx, { email: 'reset.me@example.com' });
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(
      "If an account exists for that email, we've sent a link to reset your password. The link expires in 1 hour.",
    );
    await resetTokenFor('reset.me@example.com');
    expect(t.smtp.inbox.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
    expect((await forgot('')).json().email).toEqual(['Email is required']);
    expect((await forgot('nope')).json().email).toEqual(['Email is invalid']);
  });

  it('sets a new password once, signs out every session, and the old password stops working', async () => {
    const session = refreshCookieOf(await login(t.app, 'reset.me@example.com', TEST_PASSWORD))!;
    const token = await resetTokenFor('reset.me@example.com');

    expect((await reset(token, 'short')).json().password).toEqual(['Password must be at least 8 characters']);
    expect((await reset(token, '')).json().password).toEqual(['Password is required']);

    const ok = await reset(token, 'brand new secret');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Your password has been reset. You can sign in with your new password now.',
    });

    expect((await login(t.app, 'reset.me@example.com', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, 'reset.me@example.com', 'brand new secret')).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/refresh/',
      cookies: { refresh: session },
    });
    expect(refreshed.statusCode).toBe(401);

    const reused = await reset(token, 'another new secret');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'token_used',
      error:
        'This password reset link has already been used. Request a new one if you still need to reset your password.',
    });
  });

  it('an expired or unknown reset link says so', async () => {
    await forgot('reset.me@example.com');
    const token = await resetTokenFor('reset.me@example.com', 2);
    await t.ctx.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(authTokens.kind, 'reset'));
    const expired = await reset(token, 'brand new secret 2');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'token_expired',
      error: 'This password reset link has expired. Request a new one.',
    });
    expect((await reset('nope', 'brand new secret 2')).json()).toMatchObject({
      code: 'token_invalid',
      error:
        'This password reset link is not valid. Check that you copied the whole link, or request a new one.',
    });
  });

  it('a reset also activates an account that was never activated (the link proves the address)', async () => {
    const { user } = await createSignedInUser(t.ctx, { isActive: false, email: 'waiting@example.com' });
    await forgot(user.email);
    const token = await resetTokenFor('waiting@example.com');
    expect((await reset(token, 'fresh password!')).statusCode).toBe(200);
    expect((await login(t.app, user.email, 'fresh password!')).statusCode).toBe(200);
  });
});
