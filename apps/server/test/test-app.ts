import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { build } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { closeContext, createContext, type AppContext } from '../src/context.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { jobHandlers } from '../src/jobs/handlers.ts';
import { startSmtpServer } from './smtp.ts';
import { composeServices } from '../src/root.ts';

let counter = 0;

/**
 * PostgreSQL zeroes its shared buffers at start: the default 128 MB took about 0.6 s of CPU per
 * test file. A test database is a few megabytes, so 8 MB hold all of it.
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/** A fresh, migrated database for one test file: PGlite from the prepared dump, or a PostgreSQL copy of the template. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const admin = inject('pgAdminUrl');
    const name = `reelsmith_t_${process.ppid}_${process.pid}_${counter++}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const database = await openPostgres(admin.replace(/\/[^/]*$/, `/${name}`), { max: 5 });
    return {
      database,
      drop: async () => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const pglite = idle.length > 0 ? await emptied(idle.pop()!) : await fromDump();
  const database = await openPglite({ pglite });
  let held = true;
  return {
    database: {
      ...database,
      // Handed to the next test file of this worker instead of closed (unless a test closed it).
      close: async () => {
        if (!held) return;
        held = false;
        if (!pglite.closed) idle.push(pglite);
      },
    },
    drop: async () => undefined,
  };
}

/**
 * Opening PGlite from the dump costs about a second of CPU and 35 to 77 thousand fresh memory pages;
 * on a host where each fresh page is a trip to the hypervisor (decision 257) that was a tenth of the
 * server tests' time. A closed test database is kept by this worker and emptied for its next file:
 * every table of the app, pg-boss's jobs, schedules and subscriptions, the session's settings, and
 * pg-boss's maintenance times as the dump has them (its queues stay).
 */
const idle: PGlite[] = [];
/** pg-boss's maintenance times in the dump, read from the first PGlite this worker opens. */
let dumpedVersion: unknown[] | null = null;
// Replica mode for the statement: the audit log's append-only trigger refuses TRUNCATE otherwise.
const EMPTY = `DO $$ BEGIN
  PERFORM set_config('session_replication_role', 'replica', true);
  EXECUTE (SELECT 'TRUNCATE TABLE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' CASCADE'
    FROM pg_tables WHERE schemaname = 'public' OR (schemaname = 'pgboss' AND tablename NOT IN ('queue', 'version')));
END $$;`;

async function fromDump(): Promise<PGlite> {
  const dump = readFileSync(inject('pgliteDump'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]), startParams: TEST_START_PARAMS });
  if (!dumpedVersion) {
    const { rows } = await pglite.query<Record<string, unknown>>(
      'SELECT maintained_on, cron_on, monitored_on FROM pgboss.version',
    );
    dumpedVersion = [rows[0]!.maintained_on, rows[0]!.cron_on, rows[0]!.monitored_on];
  }
  return pglite;
}

async function emptied(pglite: PGlite): Promise<PGlite> {
  await pglite.exec('DISCARD ALL'); // alone: it cannot run inside the block exec makes of several
  await pglite.exec(EMPTY);
  await pglite.query(
    'UPDATE pgboss.version SET maintained_on = $1, cron_on = $2, monitored_on = $3',
    dumpedVersion!,
  );
  return pglite;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a real database, a real queue with its worker, and a real local SMTP server. */
export async function createTestApp(
  opts: { env?: Record<string, string>; worker?: boolean; logger?: pino.Logger; serveWeb?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-data-'));
  const smtp = await startSmtpServer();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    // Webhook and push tests answer on 127.0.0.1; every other private address stays refused.
    OUTBOUND_ALLOW_LOOPBACK: 'true',
    ...opts.env,
  });
  const { database, drop } = await openTestDatabase();
  const logger = opts.logger ?? pino({ level: process.env.TEST_LOG ?? 'silent' });
  const ctx = await createContext(env, logger, {
    database,
    system: [],
  });
  if (opts.worker !== false) await ctx.queue.work(jobHandlers(ctx, composeServices(ctx)), { concurrency: 1 });
  const app = await build(ctx, { serveWeb: opts.serveWeb ?? false });
  await app.ready();
  return {
    app,
    ctx,
    smtp,
    dataDir,
    async close() {
      await app.close();
      await closeContext(ctx, { graceMs: 2000 });
      await drop();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
