import { loadEnvOrExit } from './config/env.ts';
import { closeContext, createContext } from './context.ts';
import { build } from './app.ts';
import { DataFolderInUseError } from './db/data-lock.ts';
import { createLogger } from './http/logger.ts';
import { jobHandlers, prepareAhead, startSchedules, startSweeper } from './jobs/handlers.ts';
import { composeServices } from './root.ts';
import { loopbackUrl, newOperatorToken, publishOperatorChannel } from './operator/operator.channel.ts';

/** The API process; in the embedded default it also runs the worker. */
async function main() {
  const env = loadEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  const ctx = await createContext(env, logger);
  for (const tool of ctx.system.filter((t) => !t.ok)) {
    logger.warn(`${tool.name} is missing: videos and voices need it. Install it with: ${tool.fix}`);
  }
  if (ctx.database.kind === 'pglite' && !env.WORKER_IN_PROCESS) {
    logger.warn(
      'WORKER_IN_PROCESS=false with the embedded database: no other process can reach it, so nothing will run jobs',
    );
  }
  if (ctx.database.kind === 'pglite') {
    // The embedded database belongs to this process alone: whatever it left running died with it.
    const n = await ctx.queue.recoverOrphans();
    if (n) logger.info(`${n} job(s) interrupted by the last shutdown were queued again`);
  }
  if (env.WORKER_IN_PROCESS) {
    const svc = composeServices(ctx);
    await ctx.queue.work(jobHandlers(ctx, svc), { concurrency: env.WORKER_CONCURRENCY });
    startSweeper(ctx, svc);
    await startSchedules(ctx);
    prepareAhead(ctx, svc);
  }
  // The embedded database is this process's alone: the CLI's operator commands come through it.
  const operatorToken = ctx.database.kind === 'pglite' ? newOperatorToken() : undefined;
  const app = await build(ctx, { operatorToken });
  let unpublish = () => {};

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    unpublish();
    await app.close();
    await closeContext(ctx);
    clearTimeout(force);
    process.exit(0);
  };
  // A promise nobody awaited (a failed progress write, a dropped connection) is logged, not fatal:
  // the jobs it belongs to are retried, and a process that stays up keeps its other renders.
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const operatorUrl = loopbackUrl(app.server.address());
  if (operatorToken && operatorUrl)
    unpublish = publishOperatorChannel(env.DATA_DIR, operatorUrl, operatorToken);
  logger.info(
    `Reelsmith is running at ${env.PUBLIC_URL} (database: ${ctx.database.kind}, storage: ${ctx.storage.name}, email: ${ctx.mailer.name}, worker: ${env.WORKER_IN_PROCESS ? 'in this process' : 'separate'})`,
  );
}

main().catch((err) => {
  console.error(err instanceof DataFolderInUseError ? err.message : err);
  process.exit(1);
});
