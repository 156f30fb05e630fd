import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc, type FakeGoogleUser } from '../../../test/fake-oidc.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { makeUser, TEST_PASSWORD } from '../../../test/users.ts';

const CLIENT = { clientId: 'reelsmith-test.apps.googleusercontent.com', clientSecret: 'test-secret' };

describe('Continue with Google (OpenID Connect against a local provider)', () => {
  let t: TestApp;
  let oidc: Awaited<ReturnType<typeof startFakeOidc>>;

  beforeAll(async () => {
    oidc = await startFakeOidc(CLIENT);
    t = await createTestApp({
      worker: false,
      env: {
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_ISSUER: oidc.issuer,
      },
    });
    configureRateLimits(t.ctx, {
      login: { ip: { max: 1000, windowSec: 60 }, email: { max: 1000, windowSec: 60 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  const cookieOf = (res: { headers: Record<string, unknown> }, name: string) => {
    const raw = res.headers['set-cookie'];
    const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
    return (
      list
        .find((c) => c.startsWith(`${name}=`))
        ?.split(';')[0]
        .slice(name.length + 1) || undefined
    );
  };

  const refreshCookieOf = (res: { headers: Record<string, unknown> }) => cookieOf(res, 'refresh');
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login/', payload: { email, password } });

  /** Presses the button, signs in at the provider as `who`, and returns our callback's answer. */
  async function signIn(who: FakeGoogleUser, tamper?: (q: URLSearchParams) => void, keepCookie = true) {
    oidc.state.user = who;
    const start = await t.app.inject({ url: '/api/auth/google/start/?next=/create' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(oidc.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const attempt = cookieOf(start, 'rs_google');
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/google/callback/');
    tamper?.(callback.searchParams);
    return t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      cookies: keepCookie && attempt ? { rs_google: attempt } : {},
    });
  }

  /** The signed-in profile the web app would load after the callback. */
  async function profileAfter(res: Awaited<ReturnType<typeof signIn>>) {
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/google?next=%2Fcreate');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/refresh/',
      cookies: { refresh: refreshCookieOf(res)! },
    });
    expect(refresh.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${refresh.json().access}` },
    });
    expect(me.statusCode).toBe(200);
    return me.json() as { id: string; email: string; first_name: string; username: string };
  }

  const refused = (res: Awaited<ReturnType<typeof signIn>>, code: string) => {
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/auth/google?error=${code}`);
    expect(refreshCookieOf(res)).toBeUndefined();
  };

  it('tells the web app the button is offered', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers/' });
    expect(res.json()).toEqual({ google: true });
  });

  it('signs a new creator up with an activated account, and in again by the same Google account', async () => {
    const who = {
      sub: 'g-new',
      email: 'Maya.Chen@example.com',
      email_verified: true,
      given_name: 'Maya',
      family_name: 'Chen',
    };
    const me = await profileAfter(await signIn(who));
    expect(me).toMatchObject({ email: 'Maya.Chen@example.com', first_name: 'Maya', username: 'Maya.Chen' });
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row.isActive).toBe(true);
    // The token request proved PKCE and carried the client's secret.
    const form = oidc.state.tokenRequests.at(-1)!;
    expect(form.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    expect((await profileAfter(await signIn({ ...who, email: 'maya@elsewhere.example' }))).id).toBe(me.id);
  });

  it('links an existing account by its verified email', async () => {
    const { user } = await makeUser(t.ctx, { email: 'sam.rivera@example.com' });
    const me = await profileAfter(
      await signIn({ sub: 'g-sam', email: 'SAM.rivera@example.com', email_verified: true }),
    );
    expect(me.id).toBe(user.id);
    expect((await login('sam.rivera@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an email Google has not verified, and leaves the account unlinked', async () => {
    const { user } = await makeUser(t.ctx, { email: 'lee.park@example.com' });
    refused(
      await signIn({ sub: 'g-attacker', email: 'lee.park@example.com', email_verified: false }),
      'google_unverified',
    );
    // The same Google account with the address now verified reaches it: nothing was linked before.
    const me = await profileAfter(
      await signIn({ sub: 'g-lee', email: 'lee.park@example.com', email_verified: true }),
    );
    expect(me.id).toBe(user.id);
  });

  it('takes a never-activated account from whoever registered it: their password stops working', async () => {
    await makeUser(t.ctx, { email: 'ana.silva@example.com', isActive: false });
    await profileAfter(await signIn({ sub: 'g-ana', email: 'ana.silva@example.com', email_verified: true }));
    expect((await login('ana.silva@example.com', TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a changed state, a missing attempt cookie and a forged ID token', async () => {
    const who = { sub: 'g-state', email: 'kim@example.com', email_verified: true };
    refused(await signIn(who, (q) => q.set('state', `${q.get('state')}x`)), 'google_state');
    refused(await signIn(who, undefined, false), 'google_state');
    oidc.state.forge = true;
    try {
      refused(await signIn(who), 'google_failed');
    } finally {
      oidc.state.forge = false;
    }
    refused(
      await signIn(who, (q) => (q.delete('code'), q.set('error', 'access_denied'))),
      'google_cancelled',
    );
  });

  it('refuses a suspended account', async () => {
    const { user } = await makeUser(t.ctx, { email: 'banned@example.com' });
    await t.ctx.database.db
      .update(users)
      .set({ bannedAt: new Date(), banReason: 'spam' })
      .where(eq(users.id, user.id));
    refused(
      await signIn({ sub: 'g-banned', email: 'banned@example.com', email_verified: true }),
      'account_banned',
    );
  });
});
