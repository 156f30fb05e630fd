import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { socialPostTargets, uploads } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What /metrics reads about the queue, enhances and posts (videos and email are AdminRepo's). */
export class MetricsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Seconds between a job becoming due (created, or its start-after time) and a worker taking it,
   * for jobs taken since `since`, as p50 and p95 per job kind.
   */
  async queueWait(since: Date) {
    return rowsOf<{ name: string; p50: number; p95: number; n: number }>(
      await this.db.execute(sql`
        SELECT name,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY w) AS p50,
          percentile_cont(0.95) WITHIN GROUP (ORDER BY w) AS p95,
          count(*)::int AS n
        FROM (SELECT name, greatest(0, extract(epoch FROM started_on - greatest(created_on, start_after))) AS w
              FROM pgboss.job WHERE started_on >= ${since.toISOString()}) t
        GROUP BY name`),
    );
  }

  /** Jobs failed for good since `since`, per kind and reason (the first 80 characters). */
  async jobFailures(since: Date) {
    return rowsOf<{ name: string; reason: string; n: number }>(
      await this.db.execute(sql`
        SELECT name, left(coalesce(output->>'message', 'unknown'), 80) AS reason, count(*)::int AS n
        FROM pgboss.job WHERE state = 'failed' AND completed_on >= ${since.toISOString()}
        GROUP BY 1, 2`),
    );
  }

  /** Enhance time (the sum of its stages) of uploads finished since `since`, in seconds. */
  async recentEnhanceSeconds(since: Date) {
    return rowsOf<{ sec: number }>(
      await this.db.execute(sql`
        SELECT (SELECT coalesce(sum(v::float), 0) FROM jsonb_each_text(${uploads.stageTimings}) AS e(k, v)) / 1000 AS sec
        FROM ${uploads}
        WHERE ${uploads.status} = 'completed' AND ${uploads.updatedAt} >= ${since.toISOString()}
          AND ${uploads.stageTimings} IS NOT NULL`),
    );
  }

  /** Posts per platform and result (pending, posting, posted, failed), all time. */
  async postsByPlatform() {
    return rowsOf<{ platform: string; status: string; n: number }>(
      await this.db.execute(sql`
        SELECT ${socialPostTargets.platform} AS platform, ${socialPostTargets.status} AS status, count(*)::int AS n
        FROM ${socialPostTargets} GROUP BY 1, 2`),
    );
  }
}
