import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import { build } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { closeContext, createContext, type AppContext } from '../../context.ts';
import { loggerOptions } from '../../http/logger.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { refreshCookieOf } from './users.test-helpers.ts';
import { composeServices } from '../../root.ts';

/** With no SMTP configured, emails go to the outbox; the log names the file, never the link. */
describe('account flows leave no password, token or link in the log', () => {
  const lines: string[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-logs-'));
  let ctx: AppContext;
  let app: Awaited<ReturnType<typeof build>>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      PUBLIC_URL: 'http://localhost:3000',
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    });
    const opened = await openTestDatabase();
    drop = opened.drop;
    ctx = await createContext(env, pino(loggerOptions('trace'), stream), {
      database: opened.database,
      system: [],
    });
    await ctx.queue.work(jobHandlers(ctx, composeServices(ctx)), { concurrency: 1 });
    app = await build(ctx, { serveWeb: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    if (ctx) await closeContext(ctx, { graceMs: 1000 });
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const outboxToken = async (page: string, count: number) => {
    const dir = path.join(dataDir, 'outbox');
    await expect
      .poll(() => readdirSync(dir).filter((f) => f.endsWith('.eml')).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(count);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
    const raw = readFileSync(path.join(dir, files[count - 1]), 'utf8').replace(/=\r?\n/g, '');
    return new RegExp(`/${page}\\?token=(?:3D)?([\\w-]+)`).exec(raw)![1];
  };

  it('register, activate, login, refresh, forgot and reset', async () => {
    const password = 'Secret-Password-One';
    const newPassword = 'Secret-Password-Two';
    const reg = await app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        username: 'logan',
        first_name: 'Lo',
        last_name: 'Gan',
        email: 'logan@example.com',
        password,
      },
    });
    expect(reg.statusCode).toBe(201);
    const activation = await outboxToken('activate', 1);
    expect((await app.inject({ url: `/api/users/activate/?token=${activation}` })).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'logan@example.com', password },
    });
    const access = login.json().access;
    const refresh = refreshCookieOf(login)!;
    await app.inject({ method: 'POST', url: '/api/users/token/refresh/', cookies: { refresh } });
    await app.inject({ url: '/api/users/me/', headers: { authorization: `Bearer ${access}` } });
    await app.inject({
      method: 'POST',
      url: '/api/users/password/forgot/',
      payload: { email: 'logan@example.com' },
    });
    const reset = await outboxToken('reset-password', 2);
    const done = await app.inject({
      method: 'POST',
      url: '/api/users/password/reset/',
      payload: { token: reset, password: newPassword },
    });
    expect(done.statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('written to the outbox');
    expect(log).toContain('/api/users/activate/?token=[redacted]');
    for (const secret of [password, newPassword, activation, reset, access, refresh]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/token=[\w-]{20,}/);
  });
});
