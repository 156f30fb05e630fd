import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-test-0123';

describe('/metrics, /livez and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  const metrics = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers Prometheus only with the token', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics('Bearer wrong-token-of-some-length')).statusCode).toBe(401);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.ctx.queue.send('email.send', { emailId: crypto.randomUUID() });
    const res = await metrics(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /reelsmith_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(res.body).toMatch(/reelsmith_queue_depth\{kind="email\.send"\} [1-9]/);
    expect(res.body).toContain('reelsmith_emails');
    expect(res.body).toContain('reelsmith_video_failures_24h');
  });

  it('is ready when the database, queue and storage answer, and always live', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).json()).toEqual({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, checks: { database: true, queue: true, storage: true } });
  });
});

describe('/metrics without METRICS_TOKEN, and /readyz with storage unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // An S3 store on a port nothing listens on.
    t = await createTestApp({
      worker: false,
      env: {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'gone',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'x',
        S3_SECRET_ACCESS_KEY: 'y',
      },
    });
  });
  afterAll(() => t?.close());

  it('has no /metrics at all', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('is not ready, and says storage is the reason', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, checks: { database: true, queue: true, storage: false } });
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  });
});
