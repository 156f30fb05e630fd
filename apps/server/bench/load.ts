import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pino from 'pino';
import { build } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { closeContext, createContext } from '../src/context.ts';
import { configureRateLimits } from '../src/http/rate-limits.ts';
import { jobHandlers, startSweeper } from '../src/jobs/handlers.ts';
import { composeServices } from '../src/root.ts';
import { createSignedInUser } from '../src/modules/users/users.test-helpers.ts';

// The load scenario (issue 14): the running product on this machine, embedded database.
//  1. autocannon at 50 connections against /api/health, a signed file and a listing: 0 errors.
//  2. RENDERS render requests from 20 users, while a listing is measured: every video reaches a
//     terminal state and the API's p99 stays under 500 ms.
// Usage: npm run bench -- load [--seconds 10] [--renders 100]

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) || def : def;
};
const SECONDS = arg('--seconds', 10);
const RENDERS = arg('--renders', 100);
const USERS = 20;

async function cannon(url: string, headers: Record<string, string> = {}, duration = SECONDS) {
  const r = await autocannon({ url, connections: 50, duration, headers });
  return {
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
    p50: r.latency.p50,
    p99: r.latency.p99,
  };
}

export async function loadBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-load-'));
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    RENDER_THREADS: process.env.RENDER_THREADS ?? 'true',
  });
  const ctx = await createContext(env, pino({ level: 'silent' }));
  // Load, not abuse: the per-account API limit would answer 429 to a benchmark's one account.
  configureRateLimits(ctx, { account: { max: 1e9 } });
  const svc = composeServices(ctx);
  await ctx.queue.work(jobHandlers(ctx, svc), { concurrency: env.WORKER_CONCURRENCY });
  const stopSweeper = startSweeper(ctx, svc);
  const app = await build(ctx, { serveWeb: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const users = await Promise.all(
      Array.from({ length: USERS }, () => createSignedInUser(ctx, { plan: 'business' })),
    );
    const key = `users/${users[0].user.id}/videos/bench/video.mp4`;
    await ctx.storage.putBuffer(key, Buffer.alloc(256 * 1024, 7));
    const rows: string[] = [];
    const report = (name: string, r: Awaited<ReturnType<typeof cannon>>) => {
      rows.push(`| ${name} | ${r.requests} | ${r.errors} | ${r.p50} | ${r.p99} |`);
      process.stderr.write(`${name}: ${JSON.stringify(r)}\n`);
    };
    report('GET /api/health', await cannon(`${address}/api/health`));
    report('GET signed file (256 kB)', await cannon(`${address}${ctx.urls.sign(key)}`));
    report('GET /api/videos (listing)', await cannon(`${address}/api/videos`, users[0].auth));

    // Renders from 20 users at once, and the API measured meanwhile.
    const started = Date.now();
    // How long the API's event loop is held up while the renders run (they draw on worker threads).
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const ids = await Promise.all(
      Array.from({ length: RENDERS }, async (_, i) => {
        const res = await fetch(`${address}/api/videos`, {
          method: 'POST',
          headers: { ...users[i % USERS].auth, 'content-type': 'application/json' },
          body: JSON.stringify({ idea: `Load test idea number ${i}`, duration: 15 }),
        });
        if (res.status !== 202) throw new Error(`render request ${i}: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { id: string }).id;
      }),
    );
    const during = cannon(`${address}/api/videos`, users[1].auth, SECONDS);
    const terminal = async () => {
      const got = await Promise.all(
        ids.map(async (id, i) => {
          const res = await fetch(`${address}/api/videos/${id}`, { headers: users[i % USERS].auth });
          return ((await res.json()) as { status: string }).status;
        }),
      );
      return got;
    };
    report(`GET /api/videos while ${RENDERS} renders run`, await during);
    const isTerminal = (s: string) => ['completed', 'failed', 'cancelled'].includes(s);
    const deadline = Date.now() + 60 * 60_000;
    let states = await terminal();
    while (states.some((s) => !isTerminal(s)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 2000));
      states = await terminal();
    }
    loop.disable();
    const completed = states.filter((s) => s === 'completed').length;
    const failed = states.filter((s) => s === 'failed' || s === 'cancelled').length;
    const ms = (ns: number) => (ns / 1e6).toFixed(0);
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    console.log(`\nLoad (${availableParallelism()} CPUs, ${SECONDS} s per run, 50 connections)\n`);
    console.log('| target | requests | errors | p50 ms | p99 ms |\n|---|---|---|---|---|');
    for (const r of rows) console.log(r);
    console.log(
      `\n${RENDERS} render requests from ${USERS} users: ${completed} completed, ${failed} failed, ${RENDERS - completed - failed} not terminal after ${minutes} min`,
    );
    console.log(
      `API event-loop delay while rendering (render threads ${env.RENDER_THREADS ? 'on' : 'off'}): p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms`,
    );
  } finally {
    stopSweeper();
    await app.close();
    await closeContext(ctx, { graceMs: 2000 });
    await rm(dir, { recursive: true, force: true });
  }
}
