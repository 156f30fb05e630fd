import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { apiKeys, subscriptions, users, videos } from '../../db/schema/index.ts';
import { configureRateLimits, resetRateLimitCounters } from '../../http/rate-limits.ts';

describe('API keys', () => {
  let t: TestApp;
  let biz: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    // No worker: created videos wait in the queue, which is all these tests need.
    t = await createTestApp({ worker: false });
    biz = await makeUser(t.ctx, { plan: 'business' });
  });
  afterAll(() => t?.close());

  const makeKey = async (scopes: string[], name = 'My tool') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys/',
      headers: biz.headers,
      payload: { name, scopes },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; key: string; prefix: string };
  };
  const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

  it('are only for plans with API access', async () => {
    const creator = await makeUser(t.ctx, { plan: 'creator' });
    const list = await t.app.inject({ method: 'GET', url: '/api/developer/keys/', headers: creator.headers });
    expect(list.json()).toMatchObject({ api_access: false, keys: [] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys/',
      headers: creator.headers,
      payload: { name: 'x', scopes: ['read'] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('API access comes with the Business plan. Upgrade to use API keys.');
  });

  it('follow the plan in force: a Business subscription opens API access, and its end closes it', async () => {
    const subscriber = await makeUser(t.ctx); // on Free in the users table; pays through Stripe
    await t.ctx.database.db.insert(subscriptions).values({
      id: `sub_${subscriber.user.id.slice(0, 8)}`,
      userId: subscriber.user.id,
      plan: 'business',
      interval: 'monthly',
      status: 'active',
      stateAt: new Date(),
    });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys/',
      headers: subscriber.headers,
      payload: { name: 'Zapier', scopes: ['read'] },
    });
    expect(made.statusCode).toBe(201);
    const key = made.json().key as string;
    const listed = await t.app.inject({ url: '/api/videos', headers: withKey(key) });
    expect(listed.statusCode).toBe(200);

    await t.ctx.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, subscriber.user.id));
    const after = await t.app.inject({ url: '/api/videos', headers: withKey(key) });
    expect(after.statusCode).toBe(403);
    expect(after.json().error).toBe('API access comes with the Business plan. Upgrade to use API keys.');
  });

  it('are shown once, stored hashed, listed by prefix, and revoked', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys/',
      headers: biz.headers,
      payload: { name: ' ', scopes: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      name: ['Please name the key.'],
      scopes: ['Choose at least one scope.'],
    });

    const made = await makeKey(['read']);
    expect(made.key).toMatch(/^rsk_[A-Za-z0-9]{8}_[\w-]{43}$/);
    expect(made.key.startsWith(`${made.prefix}_`)).toBe(true);
    const [row] = await t.ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row.hash).not.toContain(made.key);
    expect(JSON.stringify(row)).not.toContain(made.key.slice(13));

    const list = await t.app.inject({ method: 'GET', url: '/api/developer/keys/', headers: biz.headers });
    expect(list.json().api_access).toBe(true);
    const listed = list.json().keys.find((k: { id: string }) => k.id === made.id);
    expect(listed).toMatchObject({
      name: 'My tool',
      prefix: made.prefix,
      scopes: ['read'],
      revoked_at: null,
    });
    expect(JSON.stringify(list.json())).not.toContain(made.key);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/videos', headers: withKey(made.key) })).statusCode,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/developer/keys/', headers: biz.headers });
    expect(after.json().keys.find((k: { id: string }) => k.id === made.id).last_used_at).not.toBeNull();

    // Another account cannot revoke it.
    const stranger = await makeUser(t.ctx, { plan: 'business' });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/developer/keys/${made.id}/`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/developer/keys/${made.id}/`,
      headers: biz.headers,
    });
    expect(revoked.json().revoked_at).not.toBeNull();
    const refused = await t.app.inject({ method: 'GET', url: '/api/videos', headers: withKey(made.key) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'api_key_revoked',
      error: 'This API key has been revoked.',
    });
  });

  it('refuses unknown keys, keys without the scope, and operations keys cannot do', async () => {
    const read = await makeKey(['read']);
    const forged = `${read.prefix}_${'A'.repeat(43)}`;
    let res = await t.app.inject({ method: 'GET', url: '/api/videos', headers: withKey(forged) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Invalid API key.');
    res = await t.app.inject({ method: 'GET', url: '/api/videos', headers: { 'x-api-key': read.key } });
    expect(res.statusCode).toBe(200);

    res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: withKey(read.key),
      payload: { idea: 'Three facts about octopuses' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'insufficient_scope',
      error: 'This API key does not have the "videos:create" scope.',
    });
    res = await t.app.inject({
      method: 'POST',
      url: '/api/social/posts/create/',
      headers: withKey(read.key),
      payload: {
        title: 'x',
        video_file_path: '00000000-0000-0000-0000-000000000000',
        platforms: ['youtube'],
      },
    });
    expect(res.json().code).toBe('insufficient_scope');
    // Keys cannot manage keys, change the account or delete videos.
    for (const [method, url] of [
      ['GET', '/api/developer/keys/'],
      ['GET', '/api/users/me/'],
      ['DELETE', '/api/videos/00000000-0000-0000-0000-000000000000'],
    ] as const) {
      res = await t.app.inject({ method, url, headers: withKey(read.key) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('API keys cannot be used for this operation.');
    }
    // A plan without API access stops every key at once.
    await t.ctx.database.db.update(users).set({ plan: 'creator' }).where(eq(users.id, biz.user.id));
    res = await t.app.inject({ method: 'GET', url: '/api/videos', headers: withKey(read.key) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('api_access_not_in_plan');
    await t.ctx.database.db.update(users).set({ plan: 'business' }).where(eq(users.id, biz.user.id));
  });

  it('share the account limit of 60 calls a minute, apart from the web app’s, with RateLimit headers', async () => {
    const read = await makeKey(['read']);
    resetRateLimitCounters(t.ctx);
    let res = await t.app.inject({ method: 'GET', url: '/api/videos', headers: withKey(read.key) });
    expect(res.headers['ratelimit-limit']).toBe('60');
    expect(res.headers['ratelimit-remaining']).toBe('59');
    expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(res.headers['ratelimit-policy']).toBe('60;w=60');
    // The owner's web app has its own, larger allowance: it neither spends nor is spent by the keys.
    res = await t.app.inject({ method: 'GET', url: '/api/videos', headers: biz.headers });
    expect(res.headers['ratelimit-policy']).toBe('600;w=60');
    expect(res.headers['ratelimit-remaining']).toBe('599');

    configureRateLimits(t.ctx, { account: { max: 3 } });
    try {
      res = await t.app.inject({ method: 'GET', url: '/api/videos', headers: withKey(read.key) });
      expect(res.headers['ratelimit-remaining']).toBe('1');
      res = await t.app.inject({ method: 'GET', url: '/api/videos', headers: withKey(read.key) });
      expect(res.headers['ratelimit-remaining']).toBe('0');
      res = await t.app.inject({ method: 'GET', url: '/api/videos', headers: withKey(read.key) });
      expect(res.statusCode).toBe(429);
      expect(res.headers['ratelimit-remaining']).toBe('0');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    } finally {
      configureRateLimits(t.ctx, { account: { max: 60 } });
      resetRateLimitCounters(t.ctx);
    }
  });

  it('never make a second video for a retried Idempotency-Key, and refuse the key with another body', async () => {
    const creator = await makeKey(['read', 'videos:create']);
    const send = (idea: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/videos',
        headers: { ...withKey(creator.key), 'idempotency-key': key },
        payload: { idea, duration: 15 },
      });
    const first = await send('Why cats purr', 'retry-me-1');
    expect(first.statusCode).toBe(202);
    const again = await send('Why cats purr', 'retry-me-1');
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.ctx.database.db.select().from(videos).where(eq(videos.userId, biz.user.id));
    expect(rows.filter((v) => v.idea === 'Why cats purr')).toHaveLength(1);

    const other = await send('Why dogs bark', 'retry-me-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('This Idempotency-Key was already used with a different request.');
    const fresh = await send('Why dogs bark', 'retry-me-2');
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json().id).not.toBe(first.json().id);
    // A failed request keeps nothing: fixing it and retrying with the same key works.
    const invalid = await send('', 'retry-me-3');
    expect(invalid.statusCode).toBe(400);
    expect((await send('Why owls hoot', 'retry-me-3')).statusCode).toBe(202);
  });

  it('are documented: /api/docs marks the operations that take keys, with curl and TypeScript', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const create = doc.paths['/api/videos'].post;
    expect(create.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(create.description).toContain('**API keys accepted** with the `videos:create` scope');
    expect(create.description).toContain('curl -X POST "$REELSMITH_URL/api/videos"');
    expect(create.description).toContain("'Idempotency-Key': crypto.randomUUID()");
    for (const [path, method] of [
      ['/api/videos', 'get'],
      ['/api/videos/{id}', 'get'],
      ['/api/scripts/voices/with-previews/', 'get'],
      ['/api/social/posts/create/', 'post'],
      ['/api/scripts/text/', 'post'],
    ])
      expect(doc.paths[path][method].security, `${method} ${path}`).toContainEqual({ apiKey: [] });
    expect(doc.paths['/api/users/me/'].get.security).not.toContainEqual({ apiKey: [] });
  });
});
