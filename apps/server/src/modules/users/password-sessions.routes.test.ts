import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { createSignedInUser, login, refreshCookieOf, TEST_PASSWORD } from './users.test-helpers.ts';

// Two devices signed in; the password changes on one of them (or is reset by email).
describe('sessions after a password change or reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    configureRateLimits(t.ctx, {
      login: { ip: { max: 1000, windowSec: 60 }, email: { max: 1000, windowSec: 60 } },
      forgot: { ip: { max: 1000, windowSec: 60 }, email: { max: 1000, windowSec: 60 } },
      refresh: { ip: { max: 1000, windowSec: 60 } },
    });
  });
  afterAll(() => t?.close());

  const me = (access: string) =>
    t.app.inject({ url: '/api/users/me/', headers: { authorization: `Bearer ${access}` } });
  const refresh = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/token/refresh/', cookies: { refresh: cookie } });
  const device = async (email: string) => {
    const res = await login(t.app, email, TEST_PASSWORD);
    return { access: res.json().access as string, refresh: refreshCookieOf(res)! };
  };

  it('a change ends the other device at once, and its refresh does not sign out the new session', async () => {
    const { user } = await createSignedInUser(t.ctx);
    const phone = await device(user.email);
    const laptop = await device(user.email);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: { authorization: `Bearer ${laptop.access}` },
      payload: { current_password: TEST_PASSWORD, new_password: 'a fresh long secret' },
    });
    expect(changed.statusCode).toBe(200);
    const current = { access: changed.json().access as string, refresh: refreshCookieOf(changed)! };

    // Access tokens from before the change stop working now, not in 15 minutes.
    expect((await me(phone.access)).statusCode).toBe(401);
    expect((await me(laptop.access)).statusCode).toBe(401);
    expect((await me(current.access)).statusCode).toBe(200);
    // The same for the token a progress stream carries in its address (EventSource sends no headers).
    const stream = (token: string) =>
      t.app.inject({ url: `/api/videos/${user.id}/events?access_token=${token}` });
    expect((await stream(phone.access)).statusCode).toBe(401);
    expect((await stream(current.access)).statusCode).toBe(404);

    // The phone's routine refresh is refused, and is not taken for theft.
    const phoneRefresh = await refresh(phone.refresh);
    expect(phoneRefresh.statusCode).toBe(401);
    const next = await refresh(current.refresh);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().access)).statusCode).toBe(200);
  });

  it('a reset ends every earlier access token at once', async () => {
    const { user } = await createSignedInUser(t.ctx);
    const phone = await device(user.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot/',
      payload: { email: user.email },
    });
    await t.smtp.waitFor(() =>
      t.smtp.inbox.some((m) => m.to.includes(user.email) && /reset/i.test(m.subject)),
    );
    const mail = t.smtp.inbox.find((m) => m.to.includes(user.email) && /reset/i.test(m.subject))!;
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/password/reset/',
      payload: { token, password: 'another long secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(phone.access)).statusCode).toBe(401);
    const fresh = await login(t.app, user.email, 'another long secret');
    expect((await me(fresh.json().access)).statusCode).toBe(200);
  });

  it('a refresh token that really was used twice still ends every session', async () => {
    const { user } = await createSignedInUser(t.ctx);
    const phone = await device(user.email);
    const laptop = await device(user.email);
    expect((await refresh(phone.refresh)).statusCode).toBe(200);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
  });
});
