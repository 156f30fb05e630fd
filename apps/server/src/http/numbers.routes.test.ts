import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/users.ts';
import { configureRateLimits } from './rate-limits.ts';

describe('numbers are numbers', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
    headers = (await makeUser(t.ctx)).headers;
  });
  afterAll(() => t?.close());

  const idea = 'A lighthouse keeper who collects storms';

  it.each([[[30]], ['0x1e'], ['3e1'], [''], [true]])('duration %j is a 400', async (duration) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers,
      payload: { idea, duration },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().duration[0]).toMatch(/duration must be/);
  });

  it('a script length given as an array or hex is a 400', async () => {
    for (const duration of [[30], '0x1e']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/scripts/text/',
        headers,
        payload: { topic: 'Why the sea is salty', duration },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('still takes a number, or its plain decimal text (forms and query strings)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers,
      payload: { idea, duration: '45' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().duration).toBe(45);
    expect((await t.app.inject({ url: '/api/videos?limit=5', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/videos?limit=0x5', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/content?limit=1e1', headers })).statusCode).toBe(400);
  });
});
