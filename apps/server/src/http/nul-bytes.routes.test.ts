import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/users.ts';
import { configureRateLimits } from './rate-limits.ts';

const NUL = 'a\u0000b';

// The 14 entry points where a NUL byte reached PostgreSQL and came back as a 500.
const probes: {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: object;
  auth?: boolean;
}[] = [
  {
    name: 'register',
    method: 'POST',
    url: '/api/users/register/',
    body: { username: NUL, first_name: 'A', last_name: 'B', email: 'n@example.com', password: 'x7!Kq9#mZp2' },
  },
  {
    name: 'login',
    method: 'POST',
    url: '/api/users/login/',
    body: { email: `x${NUL}@example.com`, password: 'p' },
  },
  {
    name: 'resend',
    method: 'POST',
    url: '/api/users/activation/resend/',
    body: { email: `${NUL}@example.com` },
  },
  {
    name: 'forgot',
    method: 'POST',
    url: '/api/users/password/forgot/',
    body: { email: `${NUL}@example.com` },
  },
  { name: 'profile', method: 'PATCH', url: '/api/users/me/', body: { first_name: NUL }, auth: true },
  { name: 'videos create', method: 'POST', url: '/api/videos', body: { idea: `An idea ${NUL}` }, auth: true },
  { name: 'videos search', method: 'GET', url: '/api/videos?q=a%00b', auth: true },
  { name: 'scripts', method: 'POST', url: '/api/scripts/text/', body: { topic: `Topic ${NUL}` }, auth: true },
  {
    name: 'narration',
    method: 'POST',
    url: '/api/scripts/audio-from-text/',
    body: { script: `Hello ${NUL}` },
    auth: true,
  },
  {
    name: 'contact',
    method: 'POST',
    url: '/api/contact/',
    body: { firstName: NUL, lastName: 'B', email: 'c@example.com', subject: 'Hi', message: 'Hello there' },
  },
  {
    name: 'waitlist',
    method: 'POST',
    url: '/api/waitlist/join/',
    body: { email: 'w@example.com', referrer: NUL },
  },
  { name: 'content search', method: 'GET', url: '/api/content?q=a%00b', auth: true },
];

describe('a NUL byte in any string is a 400', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let videoId: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
    headers = (await makeUser(t.ctx)).headers;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers,
      payload: { idea: 'A lighthouse keeper who collects storms' },
    });
    videoId = created.json().id;
  });
  afterAll(() => t?.close());

  it.each([
    ...probes,
    { name: 'videos rename', method: 'PATCH' as const, url: '', body: { title: NUL }, auth: true },
  ])('$name', async (p) => {
    const res = await t.app.inject({
      method: p.method,
      url: p.url || `/api/videos/${videoId}`,
      headers: p.auth ? headers : {},
      ...(p.body ? { payload: p.body } : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/cannot contain a NUL character/);
  });

  it('names the field, even deep in the body', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers,
      payload: { last_name: `x${NUL}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().last_name).toEqual(['Text cannot contain a NUL character.']);
  });
});
