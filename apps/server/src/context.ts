import path from 'node:path';
import type { Logger } from 'pino';
import type { Env } from './config/env.ts';
import { checkSystem, type SystemTool } from './config/system.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createTokenSigner, type TokenSigner } from './http/auth.ts';
import { createUrlSigner, type UrlSigner } from './http/signed-url.ts';
import { ProgressSignal } from './jobs/progress-signal.ts';
import { createQueue, type Queue } from './jobs/queue.ts';
import type { Mailer } from './providers/email/email.types.ts';
import { createOutboxMailer } from './providers/email/outbox.email.ts';
import { createSmtpMailer } from './providers/email/smtp.email.ts';
import { createLocalStorage } from './providers/storage/local.storage.ts';
import { createS3Storage } from './providers/storage/s3.storage.ts';
import type { Storage } from './providers/storage/storage.types.ts';
import { createProviders, type Providers } from './providers/providers.ts';
import { configureMediaPriority } from './lib/ffmpeg/ffmpeg.runner.ts';

/** Everything a service may need, made once per process (and once per test). */
export interface AppContext {
  env: Env;
  logger: Logger;
  database: Database;
  queue: Queue;
  storage: Storage;
  mailer: Mailer;
  progress: ProgressSignal;
  tokens: TokenSigner;
  urls: UrlSigner;
  system: SystemTool[];
  providers: Providers;
}

export function createStorage(env: Env): Storage {
  return env.STORAGE_DRIVER === 's3'
    ? createS3Storage({
        bucket: env.S3_BUCKET!,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      })
    : createLocalStorage(path.join(env.DATA_DIR, 'files'));
}

export function createMailer(env: Env): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL)
    : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'));
}

export async function createContext(
  env: Env,
  logger: Logger,
  overrides: Partial<Pick<AppContext, 'database' | 'storage' | 'mailer' | 'system' | 'providers'>> = {},
): Promise<AppContext> {
  configureMediaPriority(env.MEDIA_NICE);
  const database = overrides.database ?? (await openDatabase(env));
  const queue = await createQueue(database, logger.child({ component: 'queue' }));
  const mailer = overrides.mailer ?? createMailer(env);
  const ctx: AppContext = {
    env,
    logger,
    database,
    queue,
    storage: overrides.storage ?? createStorage(env),
    mailer,
    progress: new ProgressSignal(),
    tokens: createTokenSigner(env.JWT_SECRET),
    urls: createUrlSigner(env.JWT_SECRET),
    system: overrides.system ?? (await checkSystem(env)),
    providers:
      overrides.providers ??
      createProviders(env, (err, what) =>
        logger.warn({ err: (err as Error).message, what }, 'LLM server failed; the builtin writer answered'),
      ),
  };
  return ctx;
}

export async function closeContext(ctx: AppContext, opts: { graceMs?: number } = {}) {
  await ctx.queue.stop({ graceMs: opts.graceMs });
  ctx.mailer.close();
  await ctx.database.close();
}
