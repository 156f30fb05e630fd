import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { startSmtpServer } from './smtp.ts';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/**
 * deploy/compose.yaml as processes on this machine: `apis` API processes (WORKER_IN_PROCESS=false)
 * and `workers` worker processes on one PostgreSQL database (`databaseUrl`, already created), a local
 * S3 server (s3rver) and a local SMTP server. `env` is added to every process's settings.
 */
export async function startTopology(opts: {
  databaseUrl: string;
  apis?: number;
  workers?: number;
  workerConcurrency?: number;
  env?: Record<string, string>;
  logLevel?: string;
}) {
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-topology-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'reels', configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  const smtp = await startSmtpServer();
  const dataDirs: string[] = [];
  const ports = await Promise.all(Array.from({ length: opts.apis ?? 2 }, freePort));
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  const common = {
    NODE_ENV: 'test',
    DATABASE_URL: opts.databaseUrl,
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'reels',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    SMTP_URL: smtp.url,
    JWT_SECRET: 'topology-secret-that-is-at-least-32-characters',
    PUBLIC_URL: urls[0]!,
    WORKER_IN_PROCESS: 'false',
    LOG_LEVEL: opts.logLevel ?? 'warn',
    ...opts.env,
  };
  const children: ChildProcess[] = [];
  // A caller that crashes leaves no process behind.
  process.once('exit', () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  });
  const start = (file: string, extra: Record<string, string>) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-topology-'));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(src, file)], {
      env: { ...process.env, ...common, DATA_DIR: dataDir, ...extra },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const apis = ports.map((p) => start('main-api.ts', { PORT: String(p), HOST: '127.0.0.1' }));
  const workers = Array.from({ length: opts.workers ?? 2 }, () =>
    start('main-worker.ts', { WORKER_CONCURRENCY: String(opts.workerConcurrency ?? 1) }),
  );
  const close = async () => {
    await Promise.all(
      children.map(async (c) => {
        if (c.exitCode !== null || c.signalCode) return;
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        const t = setTimeout(() => c.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(t);
      }),
    );
    await s3.close();
    await smtp.close();
    for (const d of [s3Dir, ...dataDirs]) rmSync(d, { recursive: true, force: true });
  };
  try {
    // Every API answers /readyz (database, queue and storage) before anyone is sent there.
    const deadline = Date.now() + 60_000;
    for (const url of urls) {
      for (;;) {
        const ok = await fetch(`${url}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (apis.some((c) => c.exitCode !== null)) throw new Error('an API process exited while starting');
        if (Date.now() > deadline) throw new Error(`${url} never became ready`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  } catch (err) {
    await close();
    throw err;
  }
  return {
    urls,
    smtp,
    apis,
    workers,
    /** Every object key stored in the S3 bucket. */
    s3Keys(): string[] {
      const root = path.join(s3Dir, 'reels');
      const keys: string[] = [];
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const p = path.join(dir, name);
          if (statSync(p).isDirectory()) walk(p);
          else if (name.endsWith('._S3rver_object'))
            keys.push(path.relative(root, p).replace(/\._S3rver_object$/, ''));
        }
      };
      walk(root);
      return keys;
    },
    close,
  };
}

export type Topology = Awaited<ReturnType<typeof startTopology>>;
