import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(def ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  /**
   * Which proxies may set X-Forwarded-For: unset or false (none, the default), a hop count, or a
   * comma-separated list of addresses/CIDRs. Anything else would let a client pick its own IP.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, c) => {
      const s = v.trim();
      if (s === '' || s === 'false' || s === '0') return false as const;
      if (/^\d+$/.test(s)) return Number(s);
      const list = s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (!list.every((x) => /^[\d.:a-fA-F]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(x))) {
        c.addIssue({ code: 'custom', message: 'must be false, a hop count or a list of addresses/CIDRs' });
        return z.NEVER;
      }
      return list;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  WORKER_IN_PROCESS: bool(true),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Renders run on worker threads, so a process that also serves the API keeps answering (decision 141). */
  RENDER_THREADS: bool(true),
  /** How much lower the media tools (ffmpeg, speech) run than the API, as a nice increment; 0 turns it off. */
  MEDIA_NICE: z.coerce.number().int().min(0).max(19).default(10),
  WEB_DIST: z.string().optional(),

  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool(true),

  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Reelsmith <no-reply@reelsmith.local>'),
  TEAM_EMAIL: z.string().email().default('team@reelsmith.local'),

  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),

  LLM_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Seconds a model writer may take per request before the builtin writer stands in. */
  OPENAI_TIMEOUT_SEC: z.coerce.number().positive().default(60),

  TTS_PROVIDER: z.enum(['builtin', 'elevenlabs', 'openai']).default('builtin'),
  /** An OpenAI-compatible speech server (`/v1/audio/speech`): OpenAI, Kokoro-FastAPI, openedai-speech. */
  SPEECH_BASE_URL: z.string().url().default('http://localhost:8880/v1'),
  SPEECH_API_KEY: z.string().optional(),
  SPEECH_MODEL: z.string().default('tts-1'),
  /** `rachel=af_heart,josh=am_adam`: catalogue voice → server voice (default: OpenAI's voice names). */
  SPEECH_VOICES: z.string().optional(),
  ELEVENLABS_BASE_URL: z.string().url().default('https://api.elevenlabs.io'),
  ELEVENLABS_API_KEY: z.string().optional(),
  ELEVENLABS_MODEL: z.string().default('eleven_multilingual_v2'),

  /** Speech recognition for auto-captions of uploads: builtin pocketsphinx, or an OpenAI-compatible server. */
  STT_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  STT_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().default('whisper-1'),

  VISUALS_PROVIDER: z.enum(['builtin', 'pexels', 'pixabay']).default('builtin'),
  PEXELS_BASE_URL: z.string().url().default('https://api.pexels.com'),
  PEXELS_API_KEY: z.string().optional(),
  PIXABAY_BASE_URL: z.string().url().default('https://pixabay.com'),
  PIXABAY_API_KEY: z.string().optional(),

  /** 32 bytes, base64: encrypts social tokens at rest. Default: derived from JWT_SECRET (or the generated secret). */
  SOCIAL_TOKEN_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'must be 32 bytes, base64 (openssl rand -base64 32)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * "Continue with Google": an OAuth client of the operator's Google project (it may be the one
   * the YouTube connection uses). Unset: the button is not shown (decision 216).
   */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The OpenID Connect issuer; only changed for a local stand-in. */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  YOUTUBE_CLIENT_ID: z.string().optional(),
  YOUTUBE_CLIENT_SECRET: z.string().optional(),
  YOUTUBE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  YOUTUBE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  YOUTUBE_API_URL: z.string().url().default('https://www.googleapis.com'),
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  TIKTOK_AUTH_URL: z.string().url().default('https://www.tiktok.com/v2/auth/authorize/'),
  TIKTOK_API_URL: z.string().url().default('https://open.tiktokapis.com'),
  INSTAGRAM_APP_ID: z.string().optional(),
  INSTAGRAM_APP_SECRET: z.string().optional(),
  INSTAGRAM_AUTH_URL: z.string().url().default('https://www.instagram.com/oauth/authorize'),
  INSTAGRAM_TOKEN_URL: z.string().url().default('https://api.instagram.com/oauth/access_token'),
  INSTAGRAM_GRAPH_URL: z.string().url().default('https://graph.instagram.com/v23.0'),
  /** How often posted videos' views, likes, comments and shares are fetched. */
  SOCIAL_METRICS_INTERVAL_SECONDS: z.coerce.number().int().min(10).default(900),
  /** Seconds between status polls while a platform processes an upload. */
  SOCIAL_POLL_SECONDS: z.coerce.number().min(0.05).default(5),

  /** Billing: unset means billing off (operators grant plans with `npm run cli -- plan set`). */
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The signing secret of the webhook endpoint (whsec_...); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where the Stripe API is; only changed for a local stand-in. */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  /** YouTube Data API key for Trending's most-popular videos (none: the platform's own aggregate only). */
  YOUTUBE_API_KEY: z.string().optional(),
  /** Region of YouTube's most-popular chart (ISO 3166-1 alpha-2). */
  TRENDS_REGION: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter region code such as US')
    .default('US'),

  /** Voice preview renders one user may start per UTC day (stored previews are free). */
  /**
   * Accounts that start on a plan without paying: `email=plan` pairs, comma-separated (staff,
   * partners, a self-hosted team; also how the browser tests get a Business account).
   */
  PLAN_GRANTS: z
    .string()
    .default('')
    .transform((v, c) => {
      const grants: Record<string, 'free' | 'creator' | 'business'> = {};
      for (const pair of v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [email, plan] = pair.split('=').map((x) => x.trim());
        if (!email?.includes('@') || !['free', 'creator', 'business'].includes(plan ?? '')) {
          c.addIssue({ code: 'custom', message: `"${pair}" is not email=free|creator|business` });
          return z.NEVER;
        }
        grants[email.toLowerCase()] = plan as 'free' | 'creator' | 'business';
      }
      return grants;
    }),
  /** Accounts that are operators (the console at /admin) without `operator grant`: comma-separated emails. */
  OPERATOR_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Bearer token for GET /metrics (Prometheus); unset: /metrics answers 404. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Webhooks: the first retry waits this long, each next one four times longer (decision 121). */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(0.05).default(30),
  /** Webhooks: how long one delivery may take before it counts as failed. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).default(10),
  /**
   * Webhooks and Web Push to loopback addresses (127.0.0.1, ::1, localhost): for tests and local
   * development only, never in production. Every other private address is always refused
   * (decision 160).
   */
  OUTBOUND_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default('false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  /** Web Push: the contact in VAPID tokens (a mailto: or https: address); keys are made on first start. */
  VAPID_SUBJECT: z.string().default('mailto:team@reelsmith.local'),
  VOICE_PREVIEW_DAILY_QUOTA: z.coerce.number().int().min(0).default(30),

  /** Creator program: the commission on what a referred customer actually paid, in basis points (3000 = 30 %). */
  AFFILIATE_RATE_BPS: z.coerce.number().int().min(0).max(10000).default(3000),
  /** Days a commission stays pending (refund and chargeback window) before it is ready to pay. */
  AFFILIATE_HOLD_DAYS: z.coerce.number().min(0).default(30),
  /** Days the referral cookie lasts: a signup within them is attributed to the referrer. */
  AFFILIATE_COOKIE_DAYS: z.coerce.number().min(1).max(365).default(30),
  /** The smallest payout in cents; smaller balances wait for the next period. */
  AFFILIATE_PAYOUT_MINIMUM_CENTS: z.coerce.number().int().min(1).default(5000),
  /** When the payout run happens (cron, UTC); it pays the previous calendar month. */
  AFFILIATE_PAYOUT_CRON: z.string().default('0 6 * * *'),
});

/** Keys needed because of another key's value; checked on the raw values so they show with the other errors. */
function crossChecks(src: NodeJS.ProcessEnv): string[] {
  const issues: string[] = [];
  const need = (cond: boolean, key: string, why: string) => {
    if (cond && !src[key]) issues.push(`${key}: ${why}`);
  };
  need(src.STORAGE_DRIVER === 's3', 'S3_BUCKET', 'required when STORAGE_DRIVER=s3');
  need(
    src.LLM_PROVIDER === 'openai' &&
      (src.OPENAI_BASE_URL ?? 'https://api.openai.com').includes('api.openai.com'),
    'OPENAI_API_KEY',
    'required when LLM_PROVIDER=openai with the OpenAI endpoint',
  );
  need(
    src.STT_PROVIDER === 'openai' &&
      (src.STT_BASE_URL ?? 'https://api.openai.com').includes('api.openai.com'),
    'STT_API_KEY',
    'required when STT_PROVIDER=openai with the OpenAI endpoint',
  );
  need(src.TTS_PROVIDER === 'elevenlabs', 'ELEVENLABS_API_KEY', 'required when TTS_PROVIDER=elevenlabs');
  need(
    src.TTS_PROVIDER === 'openai' && (src.SPEECH_BASE_URL ?? '').includes('api.openai.com'),
    'SPEECH_API_KEY',
    'required when TTS_PROVIDER=openai with the OpenAI endpoint',
  );
  need(src.VISUALS_PROVIDER === 'pexels', 'PEXELS_API_KEY', 'required when VISUALS_PROVIDER=pexels');
  need(src.VISUALS_PROVIDER === 'pixabay', 'PIXABAY_API_KEY', 'required when VISUALS_PROVIDER=pixabay');
  need(!!src.STRIPE_SECRET_KEY, 'STRIPE_WEBHOOK_SECRET', 'required when STRIPE_SECRET_KEY is set');
  need(
    (src.NODE_ENV ?? 'production') === 'production' && !!src.DATABASE_URL,
    'JWT_SECRET',
    'required with DATABASE_URL in production (every process must share it)',
  );
  if (
    (src.NODE_ENV ?? 'production') === 'production' &&
    /^(true|1|yes)$/.test(src.OUTBOUND_ALLOW_LOOPBACK ?? '')
  )
    issues.push('OUTBOUND_ALLOW_LOOPBACK: for tests and development only, never in production');
  return issues;
}

export type RawEnv = z.infer<typeof envSchema>;
export interface Env extends Omit<RawEnv, 'JWT_SECRET' | 'PUBLIC_URL'> {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  /** Absolute data folder. */
  DATA_DIR: string;
}

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment once at boot; throws every bad key at once. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...crossChecks(source),
  ];
  if (!parsed.success || issues.length) throw new EnvError(issues);
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...raw,
    DATA_DIR: dataDir,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: raw.JWT_SECRET ?? localSecret(dataDir),
  };
}

/** loadEnv for a process's start-up: a bad environment is printed and the process exits 1. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

// With no JWT_SECRET, a random one is made once and kept in the data folder, so the embedded
// default needs no configuration and tokens survive a restart.
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
