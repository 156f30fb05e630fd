import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataLock } from './data-lock.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What pg-boss needs to run on a database it does not connect to itself (PGlite). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw SQL for pg-boss on PGlite; undefined on PostgreSQL, where pg-boss opens its own pool. */
  executor?: SqlExecutor;
  connectionString?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function openPglite(opts: {
  dataDir?: string;
  loadDataDir?: Blob;
  pglite?: PGlite;
  /** The data folder this process takes for itself while the database is open (data-lock.ts). */
  lockDir?: string;
}): Promise<Database> {
  const lock = opts.lockDir ? acquireDataLock(opts.lockDir) : undefined;
  let client: PGlite | undefined;
  let db: Db;
  try {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    client =
      opts.pglite ??
      (await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : { loadDataDir: opts.loadDataDir }));
    db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as any, { migrationsFolder: MIGRATIONS_DIR });
  } catch (e) {
    if (client && !opts.pglite && !client.closed) await client.close().catch(() => undefined);
    lock?.release();
    throw e;
  }
  const pglite = client;
  return {
    kind: 'pglite',
    db,
    executor: {
      async executeSql(text, values) {
        if (values && values.length > 0) return pglite.query(text, values);
        // pg-boss sends multi-statement scripts (schema creation) without parameters.
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    },
    ping: async () => {
      await pglite.query('select 1');
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
      lock?.release();
    },
  };
}

export async function openPostgres(
  connectionString: string,
  opts: { max?: number; onError?: (err: Error) => void } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: opts.max ?? 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => opts.onError?.(err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several processes (API replicas, workers) start at once on one database: one migrates while the
  // others wait on this lock, then find nothing left to do (without it two ran the same CREATE TABLE).
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock(7315001)');
    await migratePg(db as any, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock(7315001)').catch(() => undefined);
    lockHolder.release();
  }
  return {
    kind: 'postgres',
    db,
    connectionString,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded default is PGlite in `<dataDir>/db`, owned by one process at a time (the data folder's
 * lock); DATABASE_URL switches to PostgreSQL, which many processes share.
 */
export function openDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : openPglite({ dataDir: path.join(env.DATA_DIR, 'db'), lockDir: env.DATA_DIR });
}
