import { loadEnvOrExit } from './config/env.ts';
import { closeContext, createContext } from './context.ts';
import { createLogger } from './http/logger.ts';
import { jobHandlers, prepareAhead, startSchedules, startSweeper } from './jobs/handlers.ts';
import { composeServices } from './root.ts';
import { assertCompleteHandlers } from './jobs/queue.ts';

/** A standalone worker: any number of them, on any machine, share the PostgreSQL queue. */
async function main() {
  const env = loadEnvOrExit();
  if (!env.DATABASE_URL) {
    console.error(
      'A standalone worker needs DATABASE_URL (postgres://...): the embedded database belongs to the API process, which already runs a worker.',
    );
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL).child({ role: 'worker' });
  const ctx = await createContext(env, logger);
  const svc = composeServices(ctx);
  const handlers = jobHandlers(ctx, svc);
  assertCompleteHandlers(handlers);
  await ctx.queue.work(handlers, { concurrency: env.WORKER_CONCURRENCY });
  startSweeper(ctx, svc);
  await startSchedules(ctx);
  prepareAhead(ctx, svc);
  logger.info(`worker started (concurrency ${env.WORKER_CONCURRENCY})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping: finishing running jobs');
    await closeContext(ctx, { graceMs: 20_000 });
    process.exit(0);
  };
  // A promise nobody awaited (a failed progress write, a dropped connection) is logged, not fatal:
  // the jobs it belongs to are retried, and a process that stays up keeps its other renders.
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
