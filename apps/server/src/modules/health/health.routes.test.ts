import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('reports database, queue and storage', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.checks.database).toEqual({
      ok: true,
      detail: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
    expect(body.checks.queue.ok).toBe(true);
    expect(body.checks.storage).toEqual({ ok: true, detail: 'local' });
  });

  it('answers 503 and says how to fix a missing system tool', async () => {
    t.ctx.system.push({ name: 'ffmpeg', ok: false, fix: 'apt-get install -y ffmpeg' });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    t.ctx.system.pop();
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.ffmpeg).toEqual({
      ok: false,
      detail: 'not installed',
      fix: 'apt-get install -y ffmpeg',
    });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No route GET /api/nope', code: 'not_found' });
  });
});
