import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authTokens, emails, users } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { login } from './users.test-helpers.ts';

const valid = {
  username: 'maya_creates',
  first_name: 'Maya',
  last_name: 'Chen',
  email: 'maya@example.com',
  password: 'sunrise-reels',
};

describe('registration and activation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    configureRateLimits(t.ctx, {
      register: { ip: { max: 1000, windowSec: 60 } },
      activate: { ip: { max: 1000, windowSec: 60 } },
    });
  });
  afterAll(() => t?.close());

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users/register/', payload });
  const to = (email: string) => (m: { to: string[] }) => m.to.some((x) => x.toLowerCase() === email);
  const activationTokenFor = async (email: string) => {
    const mail = await t.smtp.waitFor((m) => to(email)(m) && /activate/i.test(m.subject));
    const link = /http:\/\/localhost:3000\/activate\?token=([\w-]+)/.exec(mail.text);
    expect(link, mail.text).toBeTruthy();
    return link![1];
  };

  it('answers every required field with the spec messages, trimmed, in per-field lists', async () => {
    const res = await register({
      username: '   ',
      first_name: '',
      last_name: ' \t',
      email: '  ',
      password: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      username: ['Username is required'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      error: 'Registration failed. Please check your information and try again.',
    });
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(
      expect.arrayContaining(['username', 'first_name', 'last_name', 'email', 'password']),
    );
  });

  it('rejects a malformed email and a short password with the spec messages', async () => {
    const res = await register({ ...valid, email: 'maya@example', password: 'short7!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().email).toEqual(['Email is invalid']);
    expect(res.json().password).toEqual(['Password must be at least 8 characters']);
    expect(res.json().username).toBeUndefined();
    for (const email of ['no-at-sign.com', 'two words@example.com', '@example.com']) {
      expect((await register({ ...valid, email })).json().email).toEqual(['Email is invalid']);
    }
  });

  it('refuses a password from the common-password list, whatever its case', async () => {
    for (const [i, password] of ['password123', 'Qwertyuiop', 'iloveyou1'].entries()) {
      const res = await register({ ...valid, email: `common${i}@example.com`, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().password).toEqual([
        'This password is too common and easy to guess. Choose another one.',
      ]);
    }
  });

  it('enforces maxima the client does not show', async () => {
    const long = 'x'.repeat(151);
    const res = await register({
      ...valid,
      username: long,
      first_name: long,
      last_name: long,
      password: 'p'.repeat(129),
    });
    expect(res.json()).toMatchObject({
      username: ['Username must be at most 150 characters'],
      first_name: ['First name must be at most 150 characters'],
      last_name: ['Last name must be at most 150 characters'],
      password: ['Password must be at most 128 characters'],
    });
    expect((await register({ ...valid, email: `${'a'.repeat(250)}@example.com` })).json().email).toEqual([
      'Email must be at most 254 characters',
    ]);
    expect((await register({ ...valid, username: 'maya creates' })).json().username).toEqual([
      'Username may contain only letters, numbers and @ . + - _ characters',
    ]);
  });

  it('creates an inactive account, answers 201 with the spec message and emails a single-use activation link', async () => {
    const res = await register({ ...valid, username: '  maya_creates ', email: ' Maya@Example.com ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Registration successful! Please check your email to activate your account.',
    });
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.username, 'maya_creates'));
    expect(row.isActive).toBe(false);
    expect(row.email).toBe('Maya@Example.com');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(valid.password);

    const mail = await t.smtp.waitFor(to('maya@example.com'));
    expect(mail.subject).toBe('Activate your Reelsmith account');
    expect(mail.text).toContain('expires in 24 hours');
    // Only the token's hash is stored.
    const token = await activationTokenFor('maya@example.com');
    const stored = await t.ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, row.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('rejects a taken email or username case-insensitively, as field errors', async () => {
    const res = await register({ ...valid, email: 'MAYA@example.COM', username: 'MAYA_Creates' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      email: ['A user with that email already exists.'],
      username: ['A user with that username already exists.'],
    });
  });

  it('will not sign in before activation, and says so clearly', async () => {
    const res = await login(t.app, 'maya@example.com', valid.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'account_inactive',
      error: 'Your account is not activated yet. Open the activation link we emailed you, or send a new one.',
    });
  });

  it('activates once with the emailed token and signs the creator in; a reused link says it was used', async () => {
    const token = await activationTokenFor('maya@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/activate/', payload: { token } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; access: string }>();
    expect(body.message).toBe('Your account is activated and you are signed in.');
    // The access token opens the account's own screens, and the refresh cookie keeps the session.
    const me = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email.toLowerCase()).toBe('maya@example.com');
    const refresh = res.cookies.find((c) => c.name === 'refresh');
    expect(refresh?.httpOnly).toBe(true);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/refresh/',
      cookies: { refresh: refresh!.value },
    });
    expect(renewed.statusCode).toBe(200);
    expect((await login(t.app, 'maya@example.com', valid.password)).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'GET', url: `/api/users/activate/?token=${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'token_used',
      error: 'This activation link has already been used. Your account is active: sign in to continue.',
    });
  });

  it('an expired or unknown activation link says so', async () => {
    await register({ ...valid, username: 'late_larry', email: 'larry@example.com' });
    const token = await activationTokenFor('larry@example.com');
    await t.ctx.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.kind, 'activation'));
    const expired = await t.app.inject({ method: 'POST', url: '/api/users/activate/', payload: { token } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'token_expired',
      error: 'This activation link has expired. Request a new one below.',
    });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/activate/',
      payload: { token: 'not-a-real-token' },
    });
    expect(unknown.json()).toMatchObject({
      code: 'token_invalid',
      error: 'This activation link is not valid. Check that you copied the whole link, or request a new one.',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/activate/', payload: {} })).json().code,
    ).toBe('token_invalid');
  });

  it('resends a fresh link to a waiting account only, with one answer for every email', async () => {
    const before = t.smtp.inbox.length;
    const answers = await Promise.all(
      ['larry@example.com', 'nobody@example.com', 'maya@example.com'].map((email) =>
        t.app.inject({ method: 'POST', url: '/api/users/activation/resend/', payload: { email } }),
      ),
    );
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.json()).toEqual({
        message:
          "If an account with that email is waiting for activation, we've sent a new activation link. Check your inbox.",
      });
    }
    await t.smtp.waitFor((m) => to('larry@example.com')(m) && t.smtp.inbox.indexOf(m) >= before);
    // Nothing else on its way: every email the requests queued has been sent (its row says so),
    // rather than a fixed wait that hopes a stray one would have arrived by then.
    await vi.waitFor(
      async () =>
        expect(await t.ctx.database.db.select().from(emails).where(eq(emails.status, 'queued'))).toEqual([]),
      { timeout: 30_000, interval: 50 },
    );
    const sent = t.smtp.inbox.slice(before).flatMap((m) => m.to.map((x) => x.toLowerCase()));
    expect(sent).toEqual(['larry@example.com']);

    const fresh = await activationTokenFor('larry@example.com').then(async () => {
      const mails = t.smtp.inbox.filter(to('larry@example.com'));
      return /token=([\w-]+)/.exec(mails[mails.length - 1].text)![1];
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/activate/?token=${fresh}` });
    expect(res.statusCode).toBe(200);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/activation/resend/',
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().email).toEqual(['Email is invalid']);
  });
});
