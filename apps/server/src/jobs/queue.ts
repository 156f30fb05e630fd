import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, Db } from '../db/client.ts';
import { currentRequestId, withRequestId } from '../lib/request-id.ts';
import { JOB_NAMES, JOB_POLICIES, type JobCatalogue, type JobName } from './catalogue.ts';

export type JobHandler<N extends JobName> = (
  payload: JobCatalogue[N],
  ctx: {
    jobId: string;
    /** 0 on the first run, then 1, 2... on retries. */
    attempt: number;
    /** True when a failure now is final (no retry left): the handler records the reason for the user. */
    isLastAttempt: boolean;
    signal: AbortSignal;
  },
) => Promise<void>;

export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface Queue {
  send<N extends JobName>(
    name: N,
    payload: JobCatalogue[N],
    opts?: {
      singletonKey?: string;
      startAfter?: Date;
      /** pg-boss priority: a higher number is taken first (background work sends below 0; decision 215). */
      priority?: number;
      /** A transaction on the app's database: the job exists only if it commits (the queue shares the database). */
      tx?: Db;
    },
  ): Promise<string | null>;
  /**
   * For each of `values`, the states of the jobs named `name` whose payload's `field` is that value
   * (`created`, `retry`, `active`, `completed`, `failed`, `cancelled`); a value with no job is absent.
   */
  jobStates<N extends JobName>(
    name: N,
    field: keyof JobCatalogue[N] & string,
    values: string[],
  ): Promise<Map<string, string[]>>;
  /**
   * Cancels the jobs named `name` not yet started (waiting or waiting to retry) whose payload's
   * `field` is one of `values`. Answers how many.
   */
  cancelQueued<N extends JobName>(
    name: N,
    field: keyof JobCatalogue[N] & string,
    values: string[],
  ): Promise<number>;
  /** Starts taking jobs with exactly one handler per job name. */
  work(handlers: Partial<JobHandlers>, opts?: { concurrency?: number }): Promise<void>;
  ping(): Promise<void>;
  /** Sends `name` with `payload` on a cron timetable (UTC); one schedule per name, replaced on each call. */
  schedule<N extends JobName>(name: N, cron: string, payload: JobCatalogue[N]): Promise<void>;
  /**
   * Hands jobs left 'active' by a process that died back to the queue at once. Only safe when no
   * other process can be running them: the embedded database belongs to one process.
   */
  recoverOrphans(): Promise<number>;
  /**
   * Fails the active jobs named `name` whose payload's `field` is one of `values` (each is retried if
   * it has retries left). Answers how many there were.
   */
  failActive<N extends JobName>(
    name: N,
    field: keyof JobCatalogue[N] & string,
    values: string[],
    reason: string,
  ): Promise<number>;
  /** Stops taking jobs, lets running ones finish (or aborts them after the grace period), then closes. */
  stop(opts?: { graceMs?: number }): Promise<void>;
  readonly isWorking: boolean;
}

/**
 * How often each worker asks for jobs (every job name has its own workers). A job sent from this process
 * wakes them at once; the poll finds the rest: retries and delayed jobs whose time has come, scheduled
 * ones, and on PostgreSQL jobs sent by other processes. The embedded PGlite database belongs to one
 * process and runs each poll on its CPU: 29 names, two workers each, every 0.5 s kept an idle server at
 * 13 % of a core.
 */
const POLL_SECONDS: Record<Database['kind'], number> = { postgres: 0.5, pglite: 2 };

export async function createQueue(database: Database, logger: Logger): Promise<Queue> {
  const boss = database.executor
    ? new PgBoss({ db: database.executor, schema: 'pgboss' } as any)
    : new PgBoss({ connectionString: database.connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (err) => logger.error({ err }, 'queue error'));
  await boss.start();
  const createQueues = async () => {
    for (const name of JOB_NAMES) {
      const p = JOB_POLICIES[name];
      // createQueue is idempotent in pg-boss 10; updateQueue keeps policies in step with the code.
      await boss.createQueue(name, { name, ...p });
      await boss.updateQueue(name, { name, ...p });
    }
  };
  // Processes starting together on a new database (API replicas, workers) deadlocked creating the
  // same queues' partitions: one process at a time does it, the rest wait on this lock (held by a
  // transaction on the app's pool while pg-boss works on its own connections).
  if (database.kind === 'postgres')
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(7315002)`);
      await createQueues();
    });
  else await createQueues();

  const running = new Set<AbortController>();
  let working = false;
  // Workers in this process, per job name: a job sent here wakes them at once instead of waiting for
  // their next poll (POLL_SECONDS). Workers in other processes still find it by polling.
  const localWorkers = new Map<JobName, string[]>();
  const wake = (name: JobName) => {
    for (const w of localWorkers.get(name) ?? []) boss.notifyWorker(w);
  };

  return {
    get isWorking() {
      return working;
    },
    async send(name, payload, opts) {
      const { tx, ...rest } = opts ?? {};
      // The request (or the job) that sends this one: its id rides in the data for the worker's logs.
      const requestId = currentRequestId();
      const data = requestId ? { ...(payload as object), requestId } : (payload as object);
      const id = await boss.send(name, data, {
        ...JOB_POLICIES[name],
        ...rest,
        ...(tx ? { db: transactionExecutor(tx) } : {}),
      });
      if (id && !opts?.startAfter) wake(name);
      return id;
    },
    async work(handlers, opts) {
      const names = Object.keys(handlers) as JobName[];
      for (const name of names) {
        if (!JOB_NAMES.includes(name)) throw new Error(`No job named ${name} in the catalogue`);
      }
      const concurrency = opts?.concurrency ?? 1;
      for (const name of names) {
        const handler = handlers[name] as JobHandler<JobName>;
        // The whole run (its logs through the logger's mixin, the jobs it sends) has the request id current.
        const run = ([job]: PgBoss.Job<any>[]) => withRequestId(job.data?.requestId, () => runOne(job));
        const runOne = async (job: PgBoss.Job<any>) => {
          const controller = new AbortController();
          running.add(controller);
          const started = Date.now();
          const log = logger.child({ job: name, jobId: job.id });
          try {
            const meta = job as PgBoss.JobWithMetadata<any>;
            const attempt = meta.retryCount ?? 0;
            await handler(job.data, {
              jobId: job.id,
              attempt,
              isLastAttempt: attempt >= (meta.retryLimit ?? 0),
              signal: controller.signal,
            });
            log.info({ ms: Date.now() - started }, 'job done');
          } catch (err) {
            log.warn({ err }, 'job failed');
            throw err;
          } finally {
            running.delete(controller);
            // The queue may hold more: the worker asks again at once instead of sleeping out its
            // poll, so a burst of short jobs (previews, posts, webhooks) drains at the handlers' pace,
            // not one job per worker per poll.
            wake(name);
          }
        };
        const ids: string[] = [];
        for (let i = 0; i < concurrency; i++) {
          ids.push(
            await boss.work(
              name,
              { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS[database.kind], includeMetadata: true },
              run as any,
            ),
          );
        }
        localWorkers.set(name, ids);
      }
      working = names.length > 0;
    },
    async jobStates(name, field, values) {
      const states = new Map<string, string[]>();
      if (!values.length) return states;
      const found = await database.db.execute<{ value: string; state: string }>(
        sql`SELECT data->>${field} AS value, state::text AS state FROM pgboss.job WHERE name = ${name} AND data->>${field} IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
      for (const r of (found as unknown as { rows: Array<{ value: string; state: string }> }).rows) {
        states.set(r.value, [...(states.get(r.value) ?? []), r.state]);
      }
      return states;
    },
    async schedule(name, cron, payload) {
      await boss.schedule(name, cron, payload as object, { tz: 'UTC' });
    },
    async ping() {
      await boss.getQueue(JOB_NAMES[0]);
    },
    async failActive(name, field, values, reason) {
      if (!values.length) return 0;
      const found = await database.db.execute<{ id: string }>(
        sql`SELECT id FROM pgboss.job WHERE name = ${name} AND state = 'active' AND data->>${field} IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
      const rows = (found as unknown as { rows: Array<{ id: string }> }).rows;
      for (const j of rows) await boss.fail(name, j.id, { message: reason });
      return rows.length;
    },
    async cancelQueued(name, field, values) {
      if (!values.length) return 0;
      const found = await database.db.execute<{ id: string }>(
        sql`SELECT id FROM pgboss.job WHERE name = ${name} AND state IN ('created', 'retry') AND data->>${field} IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
      const ids = (found as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
      if (ids.length) await boss.cancel(name, ids);
      return ids.length;
    },
    async recoverOrphans() {
      if (!database.executor) throw new Error('recoverOrphans is only for the embedded database');
      const { rows } = await database.executor.executeSql(
        `SELECT id, name FROM pgboss.job WHERE state = 'active'`,
        [],
      );
      for (const row of rows) {
        await boss.fail(row.name, row.id, { message: 'The worker stopped while running this job; retrying' });
      }
      return rows.length;
    },
    async stop(opts) {
      const graceMs = opts?.graceMs ?? 10_000;
      working = false;
      localWorkers.clear();
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

/**
 * pg-boss runs its insert through this, inside our Drizzle transaction: node-postgres' pool client
 * and PGlite's transaction both answer `query(text, values)`.
 */
function transactionExecutor(tx: Db) {
  const client = (
    tx as unknown as {
      session: { client: { query: (t: string, v?: unknown[]) => Promise<{ rows: any[] }> } };
    }
  ).session.client;
  return { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
}
