import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { build } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { closeContext, createContext } from '../src/context.ts';
import { configureRateLimits } from '../src/http/rate-limits.ts';
import { ownerScope } from '../src/lib/owner-scope.ts';
import { AnalyticsRepo } from '../src/modules/analytics/analytics.repo.ts';
import { createSignedInUser } from '../src/modules/users/users.test-helpers.ts';

// Issue 20: analytics, trending and monetization for a heavy user, on the embedded database
// (or DATABASE_URL). One user with 10,000 posted videos over a year, a daily metrics fetch for
// each from the day it went out (a year of daily metrics: ~1.8 million social_metrics rows), a
// year of daily gains, the engagement rollups (kept by the triggers as the rows go in), 50 products with
// 90 days of clicks and earnings; 20 more creators for the platform-wide trends.
// Each endpoint is called RUNS times one after another after two warm-ups; p50 and p95 printed.
// Usage: npm run bench -- analytics [--runs 40] [--posts 10000] [--explain: time each analytics query]

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) || def : def;
};
const RUNS = arg('--runs', 40);
const POSTS = arg('--posts', 10_000);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** `--explain`: each query of insights and top posts on its own, with the plan PostgreSQL chose. */
async function explain(ctx: Awaited<ReturnType<typeof createContext>>, userId: string) {
  const repo = new AnalyticsRepo(ctx.database.db);
  const scope = ownerScope(userId);
  const week = { from: new Date(Date.now() - 7 * 86_400_000), to: new Date() };
  const year = { from: new Date(Date.now() - 365 * 86_400_000), to: new Date() };
  const calls: Array<[string, () => Promise<unknown>]> = [
    ['engagementByWindow', () => repo.engagementByWindow(scope, 'all')],
    ['engagementByVibe', () => repo.engagementByVibe(scope, 'all')],
    ['totalViews', () => repo.totalViews(scope, 'all')],
    ['gainsByPlatform 7d', () => repo.gainsByPlatform(scope, week, 'all')],
    ['gainsByDay 365d', () => repo.gainsByDay(scope, year, 'all')],
    ['postsByPlatform 7d', () => repo.postsByPlatform(scope, week, 'all')],
    ['postsByPlatform 365d', () => repo.postsByPlatform(scope, year, 'all')],
    ['topPosts 365d', () => repo.topPosts(scope, year, 'all', 20)],
    ['scheduled', () => repo.scheduled(scope, 'all', 50)],
    ['production 7d', () => repo.production(scope, week)],
    ['bestPostTitle', () => repo.bestPostTitle(scope)],
    ['latestIdea', () => repo.latestIdea(scope)],
  ];
  for (const [name, run] of calls) {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const s = performance.now();
      await run();
      times.push(performance.now() - s);
    }
    process.stderr.write(
      `${name}: p50 ${pct(times, 50).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms\n`,
    );
  }
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
  for (const q of [
    sql`EXPLAIN ANALYZE SELECT p.title FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id
        WHERE p.user_id = ${userId}::uuid AND t.status = 'posted' ORDER BY t.views DESC LIMIT 1`,
    sql`EXPLAIN ANALYZE SELECT t.platform, count(*) FROM social_posts p JOIN social_post_targets t ON t.post_id = p.id
        WHERE p.user_id = ${userId}::uuid AND t.status = 'posted' AND t.posted_at > ${since} GROUP BY 1`,
  ]) {
    const plan = (await ctx.database.db.execute(q)) as unknown as { rows: Array<Record<string, string>> };
    process.stderr.write(`${plan.rows.map((r) => Object.values(r)[0]).join('\n')}\n`);
  }
}

export async function analyticsBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-analytics-bench-'));
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent', PORT: '0' });
  const ctx = await createContext(env, pino({ level: 'silent' }));
  configureRateLimits(ctx, { account: { max: 1e9 } });
  const app = await build(ctx, { serveWeb: false });
  await app.ready();
  const db = ctx.database.db;
  const load0 = loadavg();
  try {
    const { user } = await createSignedInUser(ctx, { plan: 'business' });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser(ctx)));
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const u = user.id;
    // Posts spread over the last year, at varied hours, one finished video each.
    await db.execute(sql`
      INSERT INTO videos (id, user_id, title, idea, vibe, voice, style, caption_preset, music, target_duration_sec,
                          status, percent, hashtags, created_at, completed_at)
      SELECT md5('v' || g)::uuid, ${u}, 'Bench video ' || g, 'bench idea number ' || (g % 97) || ' about habits',
             (ARRAY['meme','educational','motivational','comedy'])[1 + g % 4], 'alloy', 'modern', 'bold', 'lofi', 15,
             'completed', 100, jsonb_build_array('#topic' || (g % 50), '#habits'),
             now() - make_interval(hours => (g * 8760 / ${POSTS})::int), now()
      FROM generate_series(1, ${POSTS}) g`);
    await db.execute(sql`
      INSERT INTO social_posts (id, user_id, video_id, title, hashtags, status, time_zone, created_at, updated_at)
      SELECT md5('p' || g)::uuid, ${u}, md5('v' || g)::uuid, 'Bench post ' || g,
             jsonb_build_array('#topic' || (g % 50), '#habits'), 'posted', 'UTC',
             now() - make_interval(hours => (g * 8760 / ${POSTS})::int), now()
      FROM generate_series(1, ${POSTS}) g`);
    const tTargets = performance.now();
    await db.execute(sql`
      INSERT INTO social_post_targets (id, post_id, platform, status, remote_id, posted_at, views, likes, comments, shares, metrics_at)
      SELECT md5('t' || g)::uuid, md5('p' || g)::uuid, (ARRAY['youtube','tiktok','instagram'])[1 + g % 3], 'posted', 'r' || g,
             now() - make_interval(hours => (g * 8760 / ${POSTS})::int),
             1000 + (g * 7919) % 50000, 50 + (g * 31) % 2000, (g * 7) % 300, (g * 3) % 150, now()
      FROM generate_series(1, ${POSTS}) g`);
    const t1 = performance.now();
    // Daily fetches from the day each post went out until today: a year of daily metrics
    // (about 1.8 million rows; the oldest post has 365). One bulk statement, the table's indexes
    // built afterwards and foreign-key checks off for it (each target_id is a row just written):
    // row-by-row index and key checks made the old per-chunk seed take 14 minutes.
    await db.execute(sql`ALTER TABLE social_metrics DROP CONSTRAINT social_metrics_pkey`);
    await db.execute(sql`DROP INDEX social_metrics_target_idx`);
    await db.execute(sql`SET session_replication_role = replica`);
    await db.execute(sql`
      INSERT INTO social_metrics (target_id, fetched_at, views, likes, comments, shares)
      SELECT t.id, now() - make_interval(days => d), greatest(t.views - d * 3, 0), t.likes, t.comments, t.shares
      FROM social_post_targets t JOIN social_posts p ON p.id = t.post_id,
           generate_series(0, (extract(epoch FROM now() - t.posted_at) / 86400)::int) d
      WHERE p.user_id = ${u}`);
    await db.execute(sql`SET session_replication_role = DEFAULT`);
    await db.execute(sql`ALTER TABLE social_metrics ADD CONSTRAINT social_metrics_pkey PRIMARY KEY (id)`);
    await db.execute(sql`CREATE INDEX social_metrics_target_idx ON social_metrics (target_id, fetched_at)`);
    const t2 = performance.now();
    // What the metrics job adds up per day and platform (decision 110).
    await db.execute(sql`
      INSERT INTO social_metrics_daily (user_id, day, platform, views, likes, comments, shares)
      SELECT ${u}, (now() - make_interval(days => d))::date, p, 2000 + (d * 37) % 5000, 100 + d % 90, 10 + d % 7, 5 + d % 3
      FROM generate_series(0, 364) d, unnest(ARRAY['youtube','tiktok','instagram']) p`);
    for (const [i, c] of crowd.entries())
      await db.execute(sql`
        INSERT INTO videos (user_id, title, idea, vibe, voice, style, caption_preset, music, target_duration_sec, status, hashtags, created_at)
        SELECT ${c.user.id}, 'Crowd', 'morning routine habits ' || g, 'educational', 'alloy', 'modern', 'bold', 'lofi', 15, 'completed',
               jsonb_build_array('#habits', '#crowd${sql.raw(String(i % 4))}'), now() - make_interval(hours => g * 7)
        FROM generate_series(1, 40) g`);
    await db.execute(sql`
      INSERT INTO products (id, user_id, name, destination_url, slug, utm_campaign)
      SELECT md5('prod' || g)::uuid, ${u}, 'Product ' || g, 'https://shop.example.com/p/' || g, 'bench' || g, 'product-' || g
      FROM generate_series(1, 50) g`);
    await db.execute(sql`
      INSERT INTO link_clicks (product_id, day, visitor)
      SELECT md5('prod' || g)::uuid, (now() - make_interval(days => d))::date, 'v' || k
      FROM generate_series(1, 50) g, generate_series(0, 89) d, generate_series(1, 30) k`);
    await db.execute(sql`
      INSERT INTO link_clicks_daily (product_id, day, clicks)
      SELECT product_id, day, count(*) FROM link_clicks GROUP BY 1, 2`);
    await db.execute(sql`
      INSERT INTO earnings (user_id, product_id, source, day, items, amount_cents)
      SELECT ${u}, md5('prod' || g)::uuid, 'manual', (now() - make_interval(days => d))::date, 1, 100 + (g * d) % 900
      FROM generate_series(1, 50) g, generate_series(0, 89) d`);
    await db.execute(sql`ANALYZE`);
    const t3 = performance.now();
    const cpu = process.cpuUsage(cpu0);
    const [{ n: fetches } = { n: '0' }] = (
      (await db.execute(sql`SELECT count(*)::text AS n FROM social_metrics`)) as unknown as {
        rows: Array<{ n: string }>;
      }
    ).rows;
    const seedLine = `Seeded ${Number(fetches).toLocaleString('en-US')} metric fetches and the rest in ${((t3 - t0) / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU (this process; PGlite runs in it): posts ${((tTargets - t0) / 1000).toFixed(1)} s + targets with their rollup triggers ${((t1 - tTargets) / 1000).toFixed(1)} s, metrics series ${((t2 - t1) / 1000).toFixed(1)} s, rest ${((t3 - t2) / 1000).toFixed(1)} s`;
    process.stderr.write(`${seedLine}\n`);

    if (process.argv.includes('--explain')) {
      await explain(ctx, user.id);
      if (process.argv.includes('--try-index')) {
        await db.execute(sql`CREATE INDEX bench_targets_posted_idx ON social_post_targets (posted_at)`);
        await db.execute(sql`ANALYZE social_post_targets`);
        process.stderr.write('with an index on social_post_targets (posted_at):\n');
        await explain(ctx, user.id);
      }
    }
    // Every GET behind the three screens (and the tracked link a viewer follows).
    const endpoints = [
      '/api/analytics/overview?period=30d',
      '/api/analytics/overview?period=365d',
      '/api/analytics/top-posts?period=365d',
      '/api/analytics/scheduled',
      '/api/analytics/insights',
      '/api/analytics/ideas',
      '/api/analytics/report?period=365d&format=csv',
      '/api/analytics/report?period=30d&format=pdf',
      '/api/trending',
      '/api/trending/ideas',
      '/api/trending/saved',
      '/api/monetization/overview?period=quarter',
      '/api/monetization/report?period=quarter',
      '/api/monetization/products',
      '/api/monetization/earnings',
      '/go/bench1',
    ];
    const rows: string[] = [];
    for (const url of endpoints) {
      // Seeding and a busy machine outlast an access token: a fresh one per endpoint.
      const headers = {
        authorization: `Bearer ${await ctx.tokens.signAccess(user.id, user.sessionVersion)}`,
      };
      const times: number[] = [];
      const cpus: number[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const s = performance.now();
        const c = process.cpuUsage();
        const res = await app.inject({ url, headers });
        if (res.statusCode >= 400) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        const used = process.cpuUsage(c);
        if (i >= 2) {
          times.push(performance.now() - s);
          cpus.push((used.user + used.system) / 1000);
        }
      }
      // CPU time of this process (the API and PGlite both run in it): what a quiet machine's wall
      // time would be close to, whatever the load.
      const line = `| \`GET ${url}\` | ${pct(times, 50).toFixed(0)} | ${pct(times, 95).toFixed(0)} | ${pct(cpus, 50).toFixed(0)} | ${pct(cpus, 95).toFixed(0)} |`;
      rows.push(line);
      process.stderr.write(`${line}\n`);
    }
    // Closing the account: the rollup triggers take each post out as its video goes (decision 115).
    const d0 = performance.now();
    const dc = process.cpuUsage();
    await db.execute(sql`DELETE FROM users WHERE id = ${u}`);
    const dcpu = process.cpuUsage(dc);
    const deleteLine = `Deleting the account with its ${POSTS.toLocaleString('en-US')} posts and series: ${((performance.now() - d0) / 1000).toFixed(1)} s wall, ${((dcpu.user + dcpu.system) / 1e6).toFixed(1)} s CPU`;
    process.stderr.write(`${deleteLine}\n`);
    const load1 = loadavg();
    console.log(
      [
        `Database: ${ctx.database.kind}; ${POSTS.toLocaleString('en-US')} posts, ${Number(fetches).toLocaleString('en-US')} metric fetches, ${RUNS} calls each after 2 warm-ups; ${availableParallelism()} CPUs`,
        seedLine,
        deleteLine,
        `Load average (1/5/15 min) before ${load0.map((l) => l.toFixed(2)).join(' ')}, after ${load1.map((l) => l.toFixed(2)).join(' ')}`,
        '',
        '| endpoint | p50 ms | p95 ms | CPU p50 ms | CPU p95 ms |',
        '|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await app.close();
    await closeContext(ctx, { graceMs: 1000 });
    await rm(dir, { recursive: true, force: true });
  }
}
