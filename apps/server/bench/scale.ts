// npm run bench:scale [-- --seconds 150 --workers 2]: deploy/compose.yaml's topology as processes
// (two APIs, N workers, a fresh PostgreSQL database, s3rver, SMTP) under a mix of interactive
// renders (priority 0) and background work: low-priority renders (priority -10, as channel series
// send them), enhances and posts. Prints queue wait p50/p95 per kind, renders an hour, CPU seconds
// per render and errors. Needs PostgreSQL on 127.0.0.1:5432 (TEST_PG_URL).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startFakeSocial } from '../test/fake-social.ts';
import { startTopology } from '../test/topology.ts';
import { tusCreate, tusPatch } from '../test/tus.ts';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '150' }, workers: { type: 'string', default: '2' } },
});
const SECONDS = Number(args.seconds);
const admin = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `reelsmith_bench_${process.pid}`;
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query(`CREATE DATABASE ${dbName}`);
const databaseUrl = admin.replace(/\/[^/]*$/, `/${dbName}`);
const fake = await startFakeSocial();
const topo = await startTopology({
  databaseUrl,
  workers: Number(args.workers),
  env: fake.env(),
  logLevel: 'error',
});
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const [a, b] = topo.urls as [string, string];
const errors: string[] = [];
/** The live child processes of `pid` (ps answers 1 when there are none). */
const children = (pid: number): string[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split(/\s+/);
  } catch {
    return [];
  }
};
const cpuAt = () => {
  // User+system CPU of the worker processes and their children (ffmpeg, flite), from /proc.
  let ticks = 0;
  for (const w of topo.workers) {
    const tree = children(w.pid!);
    for (const pid of [String(w.pid), ...tree.filter(Boolean)]) {
      try {
        const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      } catch {
        /* gone */
      }
    }
  }
  return ticks / 100;
};

async function call(base: string, url: string, body?: unknown, auth?: Record<string, string>) {
  const res = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as any;
  if (res.status >= 400) errors.push(`${url}: ${res.status} ${json?.error ?? ''}`);
  return { status: res.status, json, res };
}

async function creator(n: number) {
  const email = `bench${n}@example.com`;
  const password = 'A-Long-Password-9';
  await call(a, '/api/users/register/', {
    username: `bench${n}`,
    first_name: 'B',
    last_name: 'N',
    email,
    password,
  });
  const mail = await topo.smtp
    .waitFor((m) => m.to.includes(email) && /activate/i.test(m.subject), 90_000)
    .catch((err) => {
      throw new Error(`${err.message}; errors so far: ${errors.join('; ')}`);
    });
  await fetch(`${b}/api/users/activate/?token=${/activate\?token=([\w-]+)/.exec(mail.text)![1]}`);
  await db.query(`UPDATE users SET plan = 'business' WHERE email = $1`, [email]);
  const auth = {
    authorization: `Bearer ${(await call(b, '/api/users/login/', { email, password })).json.access}`,
  };
  const connect = await call(a, '/api/social/platforms/youtube/connect/', {}, auth);
  const back = new URL(await fake.consent(connect.json.oauth_url));
  const cookie = connect.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await fetch(`${b}${back.pathname}${back.search}`, { headers: { cookie } });
  return auth;
}

const ideas = ['Why owls turn their heads', 'How bridges sway', 'The first maps', 'Why the sea is salty'];
const clipDir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-bench-scale-'));
const clip = path.join(clipDir, 'clip.mp4');
execFileSync('ffmpeg', [
  '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=720x1280:r=30:d=8', '-f', 'lavfi', '-i', 'sine=d=8',
  '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip,
]); // prettier-ignore
const clipBytes = readFileSync(clip);

const interactive = await creator(0);
const background = await creator(1);
const uploader = await creator(2);
const cpu0 = cpuAt();
const t0 = Date.now();
const interactiveIds: string[] = [];
let n = 0;
const at = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Background renders: a channel's series arrives at once, below every creator's own render.
const series = async () => {
  for (let i = 0; i < 6; i++) {
    const made = await call(a, '/api/videos', { idea: `${ideas[i % 4]} ${i}`, duration: 15 }, background);
    if (made.status === 202)
      await db.query(
        `UPDATE pgboss.job SET priority = -10 WHERE name = 'video.render' AND data->>'videoId' = $1 AND state = 'created'`,
        [made.json.id],
      );
  }
};
// Interactive renders: a creator presses Create every 25 s, on either API.
const creators = async () => {
  while (Date.now() - t0 < SECONDS * 1000) {
    const made = await call(
      n++ % 2 ? a : b,
      '/api/videos',
      { idea: ideas[n % 4], duration: 15 },
      interactive,
    );
    if (made.status === 202) interactiveIds.push(made.json.id);
    await at(25_000);
  }
};
// Enhances: an upload every 40 s; posts: each finished interactive video once.
const enhances = async () => {
  while (Date.now() - t0 < SECONDS * 1000) {
    const opened = await tusCreate(b, uploader, clipBytes.length, 'clip.mp4');
    const sent = await tusPatch(b, opened.headers.get('location')!, uploader, clipBytes);
    if (sent.status !== 200) errors.push(`upload: ${sent.status}`);
    else await call(a, `/api/uploads/${((await sent.json()) as { id: string }).id}/enhance`, {}, uploader);
    await at(40_000);
  }
};
const posted = new Set<string>();
const posts = async () => {
  while (Date.now() - t0 < SECONDS * 1000) {
    for (const id of interactiveIds) {
      if (posted.has(id)) continue;
      const v = await call(a, `/api/videos/${id}`, undefined, interactive);
      if (v.json?.status !== 'completed') continue;
      posted.add(id);
      await call(b, '/api/social/posts/create/', {
        title: 'Bench',
        description: '',
        video_file_path: id,
        hashtags: [],
        platforms: ['youtube'],
        scheduled_for: null,
      }, interactive); // prettier-ignore
    }
    await at(5_000);
  }
};
await Promise.all([series(), creators(), enhances(), posts()]);
const elapsed = (Date.now() - t0) / 1000;
const cpu = cpuAt() - cpu0;

const { rows: waits } = await db.query(`
  SELECT name || CASE WHEN priority < 0 THEN ' (background)' ELSE '' END AS kind, count(*)::int AS taken,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY w) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY w) AS p95,
    count(*) FILTER (WHERE state = 'failed')::int AS failed
  FROM (SELECT name, priority, state, extract(epoch FROM started_on - greatest(created_on, start_after)) AS w
        FROM pgboss.job WHERE started_on IS NOT NULL AND name NOT LIKE '__pgboss%') j
  GROUP BY 1 ORDER BY 1`);
const { rows: waiting } = await db.query(`
  SELECT name || CASE WHEN priority < 0 THEN ' (background)' ELSE '' END AS kind, count(*)::int AS n,
    max(extract(epoch FROM now() - created_on)) AS oldest
  FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY 1 ORDER BY 1`);
const { rows: done } = await db.query(`SELECT status, count(*)::int AS n FROM videos GROUP BY 1 ORDER BY 1`);
const renders = done.find((r) => r.status === 'completed')?.n ?? 0;
const f = (x: unknown) => (x === null || x === undefined ? '-' : Number(x).toFixed(1));
console.log(
  `\n${elapsed.toFixed(0)} s, ${topo.workers.length} workers (1 job each), ${os.cpus().length} cores`,
);
console.log('queue wait (s) per kind: kind, taken, p50, p95, failed');
for (const r of waits)
  console.log(
    `  ${r.kind.padEnd(32)} ${String(r.taken).padStart(4)} ${f(r.p50).padStart(7)} ${f(r.p95).padStart(7)} ${r.failed}`,
  );
console.log('still waiting at the end: kind, jobs, oldest (s)');
for (const r of waiting)
  console.log(`  ${r.kind.padEnd(32)} ${String(r.n).padStart(4)} ${f(r.oldest).padStart(7)}`);
console.log(`videos: ${done.map((r) => `${r.status} ${r.n}`).join(', ')}`);
console.log(`renders an hour: ${((renders / elapsed) * 3600).toFixed(0)}`);
console.log(
  `worker CPU: ${cpu.toFixed(0)} s, ${renders ? (cpu / renders).toFixed(1) : '-'} s per finished video (all work included)`,
);
console.log(`errors: ${errors.length}${errors.length ? `\n  ${errors.slice(0, 10).join('\n  ')}` : ''}`);

await db.end();
await topo.close();
await fake.close();
await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await adminClient.end();
process.exit(0);
