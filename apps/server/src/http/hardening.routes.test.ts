import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Probes from the security review (issue 14), run against the real app.

describe('security headers follow PUBLIC_URL', () => {
  let plain: TestApp;
  let tls: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ worker: false, env: { PUBLIC_URL: 'http://myhost:3000' } });
    tls = await createTestApp({ worker: false, env: { PUBLIC_URL: 'https://reelsmith.example' } });
  });
  afterAll(async () => {
    await plain?.close();
    await tls?.close();
  });

  it('on a plain-HTTP host sends neither HSTS nor upgrade-insecure-requests (assets would go to https)', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('on an https host sends both', async () => {
    const res = await tls.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe("the web app's own inline script", () => {
  const BOOT = 'window.booted = true';
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-web-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script>${BOOT}</script><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`,
    );
    t = await createTestApp({ worker: false, serveWeb: true, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs, allowed by its hash, while any other inline script stays refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<script>${BOOT}</script>`);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });
});

describe('per-IP limits and X-Forwarded-For', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    proxied = await createTestApp({ worker: false, env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  let n = 0;
  const forgot = (app: TestApp, ip: string, remote = '10.0.0.9') =>
    app.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot/',
      remoteAddress: remote,
      headers: { 'x-forwarded-for': ip },
      payload: { email: `nobody-${n++}@example.com` },
    });

  it('by default a rotating X-Forwarded-For does not reset the count', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await forgot(t, `203.0.113.${i}`)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('behind a trusted proxy (TRUST_PROXY=1) each client address counts on its own', async () => {
    for (let i = 0; i < 10; i++) expect((await forgot(proxied, '198.51.100.7')).statusCode).toBe(200);
    expect((await forgot(proxied, '198.51.100.7')).statusCode).toBe(429);
    expect((await forgot(proxied, '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('GET /api/health under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    t.ctx.system.push({ name: 'ffmpeg', ok: true, version: 'ffmpeg version 6.1.1-3ubuntu5' });
  });
  afterAll(() => t?.close());

  it('50 concurrent callers all get 200', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
  });

  it('shows anonymous callers no paths and no tool versions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.body).not.toContain(t.dataDir);
    expect(res.body).not.toContain('6.1.1');
    expect(res.json().checks.ffmpeg).toEqual({ ok: true });
  });

  it('a failing storage says so without its path', async () => {
    const ping = t.ctx.storage.ping;
    t.ctx.storage.ping = async () => {
      throw new Error(`EACCES: permission denied, open '${t.dataDir}/files/.health'`);
    };
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    t.ctx.storage.ping = ping;
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain(t.dataDir);
    expect(res.json().checks.storage).toEqual({ ok: false, detail: 'not reachable' });
  });
});
