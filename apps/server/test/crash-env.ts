import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from './test-app.ts';

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'main-worker.ts');

/**
 * What a crash test runs on: PostgreSQL (the test app's), S3-compatible storage (s3rver) and
 * worker processes it can SIGKILL. `close` ends all three.
 */
export async function crashEnv() {
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 'reelsmith-crash-s3-')),
    configureBuckets: [{ name: 'reels', configs: [] }],
  });
  const { port } = await s3.run();
  // A worker killed mid-upload resets its connection. A real S3 drops the request; s3rver pipes the
  // request body without an error listener, so the reset would surface in this process as an
  // uncaught ECONNRESET and fail the run though every assertion holds. The reset can also reach the
  // socket before or after its request is parsed (seen once in CI), so the socket hears it too.
  const http = (s3 as unknown as { httpServer: import('node:http').Server }).httpServer;
  http.on('connection', (socket) => socket.on('error', () => {}));
  http.on('request', (req) => req.on('error', () => {}));
  const s3Env = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'reels',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const t: TestApp = await createTestApp({ worker: false, env: s3Env });
  const children: ChildProcess[] = [];
  /** A worker process; `env` overrides its settings (WORKER_CONCURRENCY '2' runs two jobs of a kind at once). */
  const startWorker = (env: Record<string, string> = {}) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker], {
      env: {
        ...process.env,
        ...s3Env,
        NODE_ENV: 'test',
        DATABASE_URL: t.ctx.database.connectionString!,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'reelsmith-crash-worker-')),
        SMTP_URL: t.smtp.url,
        JWT_SECRET: t.ctx.env.JWT_SECRET,
        WORKER_CONCURRENCY: '1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  /** Still running: not exited, and not ended by a signal (a SIGKILLed child keeps exitCode null). */
  const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  const kill = async (child: ChildProcess) => {
    child.kill('SIGKILL');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  };
  return {
    t,
    startWorker,
    kill,
    alive,
    /** Kills every worker still running. */
    async killAll() {
      for (const child of children.filter(alive)) await kill(child);
    },
    async close() {
      for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
      await t.close();
      await s3.close();
    },
  };
}

/** Waits until `ok` answers true, checking four times a second; throws after `ms`. */
export async function until(ok: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}
