import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../http/logger.ts';
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

describe('a request id followed into its jobs, and the queue metrics after real work', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    // The production logger's options (its request-id mixin included), written where the test reads.
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l));
        done();
      },
    });
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, logger: pino(loggerOptions('info'), sink) });
  });
  afterAll(() => t?.close());

  it('carries the request id into the email job the sign-up sends, and counts its wait and the email', async () => {
    const requestId = 'signup-request-0001';
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: { 'x-request-id': requestId },
      payload: {
        username: 'rid',
        first_name: 'R',
        last_name: 'Id',
        email: 'rid@example.com',
        password: 'A-Long-Password-9',
      },
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.headers['x-request-id']).toBe(requestId);
    await t.smtp.waitFor((m) => m.to.includes('rid@example.com'));
    await expect
      .poll(() => lines.find((l) => l.msg === 'job done' && l.job === 'email.send'), { timeout: 10_000 })
      .toMatchObject({ requestId });

    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.body).toMatch(/reelsmith_queue_wait_seconds\{kind="email\.send",quantile="0\.95"\} \d/);
    expect(res.body).toMatch(/reelsmith_jobs_taken_last_hour\{kind="email\.send"\} 1/);
    expect(res.body).toMatch(/reelsmith_emails\{status="sent"\} 1/);
    for (const name of ['reelsmith_enhance_seconds', 'reelsmith_job_failures_24h', 'reelsmith_social_posts'])
      expect(res.body).toContain(`# TYPE ${name} gauge`);
  });
});
