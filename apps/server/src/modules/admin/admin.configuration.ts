import nodemailer from 'nodemailer';
import type { Env } from '../../config/env.ts';
import type { Storage } from '../../providers/storage/storage.types.ts';
import VENDORS from './admin.vendors.json' with { type: 'json' };

// The operator's configuration page (decision 191): each outside service, whether this server is
// set up for it, the exact variables, and one harmless call that proves it answers. Secret values
// never leave this file: answers are built from status codes and the vendor's error code only, and
// any secret that still appears in a text is masked.

export const VENDOR_IDS = [
  'llm',
  'speech',
  'transcription',
  'stock',
  'smtp',
  's3',
  'stripe',
  'google_sign_in',
  'youtube',
  'tiktok',
  'instagram',
  'youtube_trends',
  'web_push',
] as const;
export type VendorId = (typeof VENDOR_IDS)[number];

export interface Vendor {
  id: VendorId;
  name: string;
  /** What creators get when it is set up, and what they are told when it is not. */
  purpose: string;
  configured: boolean;
  /** How it is set up now, without a secret value ("OpenAI-compatible at https://…", "builtin"). */
  summary: string;
  variables: { name: string; set: boolean; secret: boolean; note: string }[];
}

export interface TestAnswer {
  ok: boolean;
  /** What was called (method and host/path, no query string or key). */
  call: string;
  answer: string;
  ms: number;
}

const SECRETS = [
  'OPENAI_API_KEY',
  'SPEECH_API_KEY',
  'ELEVENLABS_API_KEY',
  'STT_API_KEY',
  'PEXELS_API_KEY',
  'PIXABAY_API_KEY',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'S3_ACCESS_KEY_ID',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'YOUTUBE_CLIENT_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'TIKTOK_CLIENT_SECRET',
  'INSTAGRAM_APP_SECRET',
  'YOUTUBE_API_KEY',
  'SOCIAL_TOKEN_KEY',
] as const;

type E = Env & Record<string, unknown>;
const v = (env: E, name: string, note: string) => ({
  name,
  set: env[name] !== undefined && env[name] !== '',
  secret: (SECRETS as readonly string[]).includes(name),
  note,
});
/** Where a URL points, without credentials, query or fragment. */
const where = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/$/, '')}`;
  } catch {
    return 'an invalid address';
  }
};

/** Whether this server is set up for each service, and how, in a few words without a secret. */
const STATUS: Record<VendorId, (env: Env) => [configured: boolean, summary: string]> = {
  llm: (env) =>
    env.LLM_PROVIDER === 'openai'
      ? [true, `${env.OPENAI_MODEL} at ${where(env.OPENAI_BASE_URL)}`]
      : [false, 'builtin writer'],
  speech: (env) =>
    env.TTS_PROVIDER === 'elevenlabs'
      ? [true, `ElevenLabs at ${where(env.ELEVENLABS_BASE_URL)}`]
      : env.TTS_PROVIDER === 'openai'
        ? [true, `${env.SPEECH_MODEL} at ${where(env.SPEECH_BASE_URL)}`]
        : [env.TTS_PROVIDER !== 'builtin', 'builtin voices (flite)'],
  transcription: (env) =>
    env.STT_PROVIDER === 'openai'
      ? [true, `${env.STT_MODEL} at ${where(env.STT_BASE_URL)}`]
      : [false, 'builtin (pocketsphinx)'],
  stock: (env) =>
    env.VISUALS_PROVIDER === 'builtin' ? [false, 'builtin illustrations'] : [true, env.VISUALS_PROVIDER],
  smtp: (env) =>
    env.SMTP_URL ? [true, `SMTP at ${where(env.SMTP_URL)}`] : [false, 'outbox folder (nothing is sent)'],
  s3: (env) =>
    env.STORAGE_DRIVER === 's3'
      ? [true, `bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${where(env.S3_ENDPOINT)}` : ''}`]
      : [false, 'local folder'],
  stripe: (env) =>
    env.STRIPE_SECRET_KEY ? [true, `Stripe at ${where(env.STRIPE_API_URL)}`] : [false, 'billing off'],
  google_sign_in: (env) =>
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? [
          true,
          `OpenID Connect at ${where(env.GOOGLE_ISSUER)}; redirect URI ${env.PUBLIC_URL}/api/auth/google/callback/`,
        ]
      : [false, 'button not shown'],
  youtube: (env) => oauthClient(env.YOUTUBE_CLIENT_ID, env.YOUTUBE_CLIENT_SECRET),
  tiktok: (env) => oauthClient(env.TIKTOK_CLIENT_KEY, env.TIKTOK_CLIENT_SECRET),
  instagram: (env) => oauthClient(env.INSTAGRAM_APP_ID, env.INSTAGRAM_APP_SECRET),
  youtube_trends: (env) =>
    env.YOUTUBE_API_KEY ? [true, `region ${env.TRENDS_REGION}`] : [false, 'this server’s figures only'],
  web_push: (env) => [true, `contact ${env.VAPID_SUBJECT}`],
};

/** A posting platform is offered once its OAuth client and secret are both set. */
const oauthClient = (id?: string, secret?: string): [boolean, string] =>
  id && secret ? [true, 'OAuth client set'] : [false, 'not offered to creators'];

export function describeVendors(env: Env): Vendor[] {
  const e = env as E;
  // Names, purposes and each variable's note are data (admin.vendors.json, in VENDOR_IDS order);
  // whether and how each is set up is read from the environment here.
  return VENDORS.map(({ id, name, purpose, variables }) => {
    const [configured, summary] = STATUS[id as VendorId](env);
    return {
      id: id as VendorId,
      name,
      purpose,
      configured,
      summary,
      variables: variables.map(([variable, note]) => v(e, variable!, note!)),
    };
  });
}

/** Replaces every configured secret value in `text`. */
export function maskSecrets(env: Env, text: string): string {
  let out = text;
  for (const name of SECRETS) {
    const value = (env as E)[name];
    if (typeof value === 'string' && value.length >= 4) out = out.split(value).join('•••');
  }
  return out;
}

/** A short account of an HTTP answer: the status and the vendor's error code or a count. */
async function httpAnswer(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as Record<string, any> | null;
  const code =
    body?.error?.code ??
    body?.error?.type ??
    (typeof body?.error === 'string' ? body.error : undefined) ??
    body?.detail?.status;
  const count = Array.isArray(body?.data)
    ? ` (${body.data.length} listed)`
    : Array.isArray(body?.items)
      ? ` (${body.items.length} listed)`
      : '';
  return (
    `HTTP ${res.status} ${res.statusText || ''}`.trim() + (code ? `: ${String(code).slice(0, 80)}` : count)
  );
}

type Probe = { call: string; run: () => Promise<{ ok: boolean; answer: string }> };

const get =
  (url: string, headers: Record<string, string> = {}, okStatus = (s: number) => s < 300): Probe['run'] =>
  async () => {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    return { ok: okStatus(res.status), answer: await httpAnswer(res) };
  };

/**
 * A refresh with a made-up token at the platform's token endpoint: "invalid_grant" means the
 * platform knows this client and its secret; "invalid_client" means it does not. Nothing changes.
 */
const tokenProbe =
  (url: string, form: Record<string, string>): Probe['run'] =>
  async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'reelsmith-connection-test',
        ...form,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = await httpAnswer(res);
    return {
      ok: res.status < 500 && !/invalid_client|unauthorized_client/i.test(answer) && res.status !== 401,
      answer,
    };
  };

function probeFor(id: VendorId, env: Env, storage: Storage): Probe | null {
  const bearer = (key?: string): Record<string, string> => (key ? { authorization: `Bearer ${key}` } : {});
  switch (id) {
    case 'llm':
      return env.LLM_PROVIDER === 'openai'
        ? {
            call: `GET ${where(env.OPENAI_BASE_URL)}/models`,
            run: get(`${env.OPENAI_BASE_URL}/models`, bearer(env.OPENAI_API_KEY)),
          }
        : null;
    case 'speech':
      if (env.TTS_PROVIDER === 'elevenlabs')
        return {
          call: `GET ${where(env.ELEVENLABS_BASE_URL)}/v1/models`,
          run: get(`${env.ELEVENLABS_BASE_URL}/v1/models`, { 'xi-api-key': env.ELEVENLABS_API_KEY ?? '' }),
        };
      return env.TTS_PROVIDER === 'openai'
        ? {
            call: `GET ${where(env.SPEECH_BASE_URL)}/models`,
            run: get(`${env.SPEECH_BASE_URL}/models`, bearer(env.SPEECH_API_KEY)),
          }
        : null;
    case 'transcription':
      return env.STT_PROVIDER === 'openai'
        ? {
            call: `GET ${where(env.STT_BASE_URL)}/models`,
            run: get(`${env.STT_BASE_URL}/models`, bearer(env.STT_API_KEY)),
          }
        : null;
    case 'stock':
      if (env.VISUALS_PROVIDER === 'pexels')
        return {
          call: `GET ${where(env.PEXELS_BASE_URL)}/videos/popular`,
          run: get(`${env.PEXELS_BASE_URL}/videos/popular?per_page=1`, {
            authorization: env.PEXELS_API_KEY ?? '',
          }),
        };
      return env.VISUALS_PROVIDER === 'pixabay'
        ? {
            call: `GET ${where(env.PIXABAY_BASE_URL)}/api/videos/`,
            run: get(
              `${env.PIXABAY_BASE_URL}/api/videos/?per_page=3&key=${encodeURIComponent(env.PIXABAY_API_KEY ?? '')}`,
            ),
          }
        : null;
    case 'smtp':
      return env.SMTP_URL
        ? {
            call: `SMTP EHLO and sign-in at ${where(env.SMTP_URL)}`,
            run: async () => {
              const transport = nodemailer.createTransport(env.SMTP_URL, {
                connectionTimeout: 10_000,
              } as object);
              try {
                await transport.verify();
                return { ok: true, answer: 'The server accepted the connection.' };
              } finally {
                transport.close();
              }
            },
          }
        : null;
    case 's3':
      return {
        call: env.STORAGE_DRIVER === 's3' ? `HeadBucket ${env.S3_BUCKET}` : 'the local files folder',
        run: async () => {
          await storage.ping();
          return {
            ok: true,
            answer: env.STORAGE_DRIVER === 's3' ? 'The bucket answered.' : 'The folder is writable.',
          };
        },
      };
    case 'stripe':
      return env.STRIPE_SECRET_KEY
        ? {
            call: `GET ${where(env.STRIPE_API_URL)}/v1/balance`,
            run: get(`${env.STRIPE_API_URL}/v1/balance`, bearer(env.STRIPE_SECRET_KEY)),
          }
        : null;
    case 'google_sign_in':
      return env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            call: `GET ${where(env.GOOGLE_ISSUER)}/.well-known/openid-configuration`,
            run: get(`${env.GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`),
          }
        : null;
    case 'youtube':
      return env.YOUTUBE_CLIENT_ID && env.YOUTUBE_CLIENT_SECRET
        ? {
            call: `POST ${where(env.YOUTUBE_TOKEN_URL)} (refresh with a made-up token)`,
            run: tokenProbe(env.YOUTUBE_TOKEN_URL, {
              client_id: env.YOUTUBE_CLIENT_ID,
              client_secret: env.YOUTUBE_CLIENT_SECRET,
            }),
          }
        : null;
    case 'tiktok':
      return env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET
        ? {
            call: `POST ${where(env.TIKTOK_API_URL)}/v2/oauth/token/ (refresh with a made-up token)`,
            run: tokenProbe(`${env.TIKTOK_API_URL}/v2/oauth/token/`, {
              client_key: env.TIKTOK_CLIENT_KEY,
              client_secret: env.TIKTOK_CLIENT_SECRET,
            }),
          }
        : null;
    case 'instagram':
      return env.INSTAGRAM_APP_ID && env.INSTAGRAM_APP_SECRET
        ? {
            call: `POST ${where(env.INSTAGRAM_TOKEN_URL)} (refresh with a made-up token)`,
            run: tokenProbe(env.INSTAGRAM_TOKEN_URL, {
              client_id: env.INSTAGRAM_APP_ID,
              client_secret: env.INSTAGRAM_APP_SECRET,
            }),
          }
        : null;
    case 'youtube_trends':
      return env.YOUTUBE_API_KEY
        ? {
            call: `GET ${where(env.YOUTUBE_API_URL)}/youtube/v3/videos (most popular, 1 result)`,
            run: get(
              `${env.YOUTUBE_API_URL}/youtube/v3/videos?part=id&chart=mostPopular&maxResults=1&regionCode=${env.TRENDS_REGION}&key=${encodeURIComponent(env.YOUTUBE_API_KEY)}`,
            ),
          }
        : null;
    case 'web_push':
      return null;
  }
}

/** Makes the vendor's one harmless call; null when there is nothing to call (builtin or not set up). */
export async function testVendor(id: VendorId, env: Env, storage: Storage): Promise<TestAnswer | null> {
  const probe = probeFor(id, env, storage);
  if (!probe) return null;
  const started = Date.now();
  let result: { ok: boolean; answer: string };
  try {
    result = await probe.run();
  } catch (err) {
    const e = err as Error & { code?: string; cause?: { code?: string; message?: string } };
    result = { ok: false, answer: e.cause?.code ?? e.code ?? e.cause?.message ?? e.message ?? 'No answer' };
  }
  return {
    ok: result.ok,
    call: maskSecrets(env, probe.call),
    answer: maskSecrets(env, result.answer).slice(0, 300),
    ms: Date.now() - started,
  };
}
