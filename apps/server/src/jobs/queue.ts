import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { JOB_NAMES, JOB_POLICIES, type JobCatalogue, type JobName } from './catalogue.ts';

export type JobHandler<N extends JobName> = (
  payload: JobCatalogue[N],
  ctx: { jobId: string; attempt: number; signal: AbortSignal },
) => Promise<void>;

export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface Queue {
  send<N extends JobName>(name: N, payload: JobCatalogue[N], opts?: { singletonKey?: string; startAfter?: Date }): Promise<string | null>;
  /** Starts taking jobs with exactly one handler per job name. */
  work(handlers: Partial<JobHandlers>, opts?: { concurrency?: number }): Promise<void>;
  ping(): Promise<void>;
  /** Stops taking jobs, lets running ones finish (or aborts them after the grace period), then closes. */
  stop(opts?: { graceMs?: number }): Promise<void>;
  readonly isWorking: boolean;
}

export async function createQueue(database: Database, logger: Logger): Promise<Queue> {
  const boss = database.executor
    ? new PgBoss({ db: database.executor, schema: 'pgboss' } as any)
    : new PgBoss({ connectionString: database.connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (err) => logger.error({ err }, 'queue error'));
  await boss.start();
  for (const name of JOB_NAMES) {
    const p = JOB_POLICIES[name];
    // createQueue is idempotent in pg-boss 10; updateQueue keeps policies in step with the code.
    await boss.createQueue(name, { name, ...p });
    await boss.updateQueue(name, { name, ...p });
  }

  const running = new Set<AbortController>();
  let working = false;

  return {
    get isWorking() {
      return working;
    },
    async send(name, payload, opts) {
      return boss.send(name, payload as object, { ...JOB_POLICIES[name], ...opts });
    },
    async work(handlers, opts) {
      const names = Object.keys(handlers) as JobName[];
      for (const name of names) {
        if (!JOB_NAMES.includes(name)) throw new Error(`No job named ${name} in the catalogue`);
      }
      const concurrency = opts?.concurrency ?? 1;
      for (const name of names) {
        const handler = handlers[name] as JobHandler<JobName>;
        const run = async ([job]: PgBoss.Job<any>[]) => {
          const controller = new AbortController();
          running.add(controller);
          const started = Date.now();
          try {
            await handler(job.data, { jobId: job.id, attempt: (job as any).retryCount ?? 0, signal: controller.signal });
            logger.info({ job: name, jobId: job.id, ms: Date.now() - started }, 'job done');
          } catch (err) {
            logger.warn({ job: name, jobId: job.id, err }, 'job failed');
            throw err;
          } finally {
            running.delete(controller);
          }
        };
        for (let i = 0; i < concurrency; i++) {
          await boss.work(name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, run);
        }
      }
      working = names.length > 0;
    },
    async ping() {
      await boss.getQueue(JOB_NAMES[0]);
    },
    async stop(opts) {
      const graceMs = opts?.graceMs ?? 10_000;
      working = false;
      for (const name of JOB_NAMES) await boss.offWork(name).catch(() => undefined);
      const deadline = Date.now() + graceMs;
      while (running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      // Whatever is still running is aborted; pg-boss hands it to another worker after expiry.
      for (const c of running) c.abort(new Error('worker shutting down'));
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}

/** A worker must have exactly one handler for every job in the catalogue. */
export function assertCompleteHandlers(handlers: Partial<JobHandlers>): asserts handlers is JobHandlers {
  const missing = JOB_NAMES.filter((n) => typeof handlers[n] !== 'function');
  if (missing.length) throw new Error(`No handler for job(s): ${missing.join(', ')}`);
}
