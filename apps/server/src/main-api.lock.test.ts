import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/client.ts';
import { LOCK_FILE } from './db/data-lock.ts';
import { createTokenSigner } from './http/auth.ts';
import { UsersRepo } from './modules/users/users.repo.ts';
import { OPERATOR_FILE, OPERATOR_PATH } from './operator/operator.channel.ts';

// One owner of the embedded database (decision 155), with real processes on a real data folder.

const here = import.meta.dirname;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-lock-api-'));
const JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const env = (port: number) => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  JWT_SECRET,
  LOG_LEVEL: 'warn',
});

/** A process of ours; answers when it exits, with its code and what it wrote. */
function start(script: string, args: string[], port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script), ...args], {
    env: env(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += String(d)));
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited };
}

async function startServer() {
  const port = await freePort();
  const server = start('main-api.ts', [], port);
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 45_000; ;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${(await server.exited).stderr}`);
    if (
      existsSync(path.join(dataDir, OPERATOR_FILE)) &&
      (await fetch(`${base}/api/health`).catch(() => null))
    )
      return { ...server, base, port };
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database has one owner', () => {
  it('refuses a second process, sends plan set through the server, and outlives a killed holder', async () => {
    // An account, written before the server starts (this process holds the folder meanwhile).
    const database = await openPglite({ dataDir: path.join(dataDir, 'db'), lockDir: dataDir });
    const users = new UsersRepo(database.db);
    const user = await users.create({
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      passwordHash: 'x',
    });
    await users.update(user.id, { isActive: true });
    await database.close();
    const auth = { authorization: `Bearer ${await createTokenSigner(JWT_SECRET).signAccess(user.id)}` };
    const planOf = async (base: string) =>
      ((await (await fetch(`${base}/api/billing/`, { headers: auth })).json()) as { plan: string }).plan;

    const server = await startServer();
    expect(await planOf(server.base)).toBe('free');
    const lockFile = path.join(dataDir, LOCK_FILE);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(server.child.pid);
    expect(statSync(path.join(dataDir, OPERATOR_FILE)).mode & 0o777).toBe(0o600);

    // (a) A second server on the same folder is refused at once, naming the holder; (b) meanwhile
    // plan set goes through the server, prints what it always printed, and the server sees it.
    const [second, granted] = await Promise.all([
      freePort().then((port) => start('main-api.ts', [], port).exited),
      start('cli.ts', ['plan', 'set', 'ada@example.com', 'business'], 0).exited,
    ]);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`is in use by Reelsmith (pid ${server.child.pid}, main-api.ts`);
    expect(second.stderr).toContain('Stop it first, or set DATABASE_URL to use PostgreSQL');
    expect(granted).toMatchObject({ code: 0, stdout: 'ada@example.com is now on Business.\n' });
    expect(await planOf(server.base)).toBe('business');
    // `operator grant` takes the same way; the console opens to the account at once.
    const operator = await start('cli.ts', ['operator', 'grant', 'ada@example.com'], 0).exited;
    expect(operator).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('ada@example.com is an operator'),
    });
    const me = (await (await fetch(`${server.base}/api/users/me/`, { headers: auth })).json()) as {
      operator: boolean;
    };
    expect(me.operator).toBe(true);
    // Its route answers no one without the folder's token.
    const stranger = await fetch(`${server.base}${OPERATOR_PATH}`, {
      method: 'POST',
      headers: { authorization: 'Bearer guess', 'content-type': 'application/json' },
      body: JSON.stringify({ command: 'run-payouts' }),
    });
    expect(stranger.status).toBe(401);

    // (c) A holder killed outright leaves its lock; the next start takes it over.
    server.child.kill('SIGKILL');
    await server.exited;
    expect(existsSync(lockFile)).toBe(true);
    const next = await startServer();
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(next.child.pid);
    expect(await planOf(next.base)).toBe('business');
    next.child.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    expect(existsSync(path.join(dataDir, OPERATOR_FILE))).toBe(false);
  }, 120_000);
});
