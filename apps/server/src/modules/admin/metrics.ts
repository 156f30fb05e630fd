import { Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../../context.ts';
import { AdminRepo } from './admin.repo.ts';
import { MetricsRepo } from './metrics.repo.ts';

// Prometheus metrics (decision 192). The HTTP histogram is this process's own; everything about
// videos, jobs and email is read from the database when scraped, so any API process answers for
// the whole deployment (workers in other processes included) and nothing is lost on a restart.

const HOUR = 3600_000;

/** p50 and p95 of `values` (nearest rank), or nothing for no values. */
function quantiles(values: number[]): Array<[string, number]> {
  const v = [...values].sort((a, b) => a - b);
  if (!v.length) return [];
  return [0.5, 0.95].map((p) => [String(p), v[Math.min(v.length - 1, Math.floor(p * v.length))]!]);
}

export interface Metrics {
  registry: Registry;
  http: Histogram<'method' | 'route' | 'status'>;
}

const built = new WeakMap<AppContext, Metrics>();

export function metricsOf(ctx: AppContext): Metrics {
  let m = built.get(ctx);
  if (m) return m;
  const registry = new Registry();
  const repo = new AdminRepo(ctx.database.db);
  const jobs = new MetricsRepo(ctx.database.db);
  const http = new Histogram({
    name: 'reelsmith_http_request_duration_seconds',
    help: 'HTTP request latency by route (the route pattern, never the URL)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'reelsmith_queue_depth',
    help: 'Jobs waiting to run (created or retry), per job kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await repo.queueDepth()) this.set({ kind: r.name }, r.n);
    },
  });
  new Gauge({
    name: 'reelsmith_render_seconds',
    help: 'Render time (writing, voicing, rendering) of videos finished in the last hour, by quantile',
    labelNames: ['quantile'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const secs = (await repo.recentRenderSeconds(new Date(Date.now() - HOUR))).map((r) => Number(r.sec));
      for (const [quantile, v] of quantiles(secs)) this.set({ quantile }, v);
    },
  });
  new Gauge({
    name: 'reelsmith_queue_wait_seconds',
    help: 'Time from a job being due to a worker taking it, for jobs taken in the last hour, per job kind and quantile',
    labelNames: ['kind', 'quantile'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await jobs.queueWait(new Date(Date.now() - HOUR))) {
        this.set({ kind: r.name, quantile: '0.5' }, Number(r.p50));
        this.set({ kind: r.name, quantile: '0.95' }, Number(r.p95));
      }
    },
  });
  new Gauge({
    name: 'reelsmith_jobs_taken_last_hour',
    help: 'Jobs a worker took in the last hour, per job kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await jobs.queueWait(new Date(Date.now() - HOUR))) this.set({ kind: r.name }, r.n);
    },
  });
  new Gauge({
    name: 'reelsmith_enhance_seconds',
    help: 'Enhance time of uploads finished in the last hour, by quantile',
    labelNames: ['quantile'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const secs = (await jobs.recentEnhanceSeconds(new Date(Date.now() - HOUR))).map((r) => Number(r.sec));
      for (const [quantile, v] of quantiles(secs)) this.set({ quantile }, v);
    },
  });
  new Gauge({
    name: 'reelsmith_job_failures_24h',
    help: 'Jobs failed for good in the last 24 hours, by job kind and reason (the first 80 characters)',
    labelNames: ['kind', 'reason'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await jobs.jobFailures(new Date(Date.now() - 24 * HOUR)))
        this.set({ kind: r.name, reason: r.reason }, r.n);
    },
  });
  new Gauge({
    name: 'reelsmith_social_posts',
    help: 'Posts per platform and result (pending, posting, posted, failed), all time',
    labelNames: ['platform', 'result'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await jobs.postsByPlatform()) this.set({ platform: r.platform, result: r.status }, r.n);
    },
  });
  new Gauge({
    name: 'reelsmith_renders_finished_last_hour',
    help: 'Videos finished in the last hour',
    registers: [registry],
    async collect() {
      this.set((await repo.recentRenderSeconds(new Date(Date.now() - HOUR))).length);
    },
  });
  new Gauge({
    name: 'reelsmith_video_failures_24h',
    help: 'Videos failed in the last 24 hours, by reason (the first 80 characters)',
    labelNames: ['reason'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await repo.failuresByReason(new Date(Date.now() - 24 * HOUR)))
        this.set({ reason: r.reason }, r.n);
    },
  });
  new Gauge({
    name: 'reelsmith_emails',
    help: 'Emails by state (sent, queued, failed), all time',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await repo.emailsByStatus()) this.set({ status: r.status }, r.n);
    },
  });
  m = { registry, http };
  built.set(ctx, m);
  return m;
}
