import nodemailer from 'nodemailer';
import type { Env } from '../../config/env.ts';
import type { Storage } from '../../providers/storage/storage.types.ts';

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

export function describeVendors(env: Env): Vendor[] {
  const e = env as E;
  return [
    {
      id: 'llm',
      name: 'Script model',
      purpose: 'Writes scripts with a language model; without it the builtin writer does.',
      configured: env.LLM_PROVIDER === 'openai',
      summary:
        env.LLM_PROVIDER === 'openai'
          ? `${env.OPENAI_MODEL} at ${where(env.OPENAI_BASE_URL)}`
          : 'builtin writer',
      variables: [
        v(e, 'LLM_PROVIDER', 'openai to use a model server'),
        v(e, 'OPENAI_BASE_URL', 'any OpenAI-compatible server'),
        v(e, 'OPENAI_API_KEY', 'required with the OpenAI endpoint'),
        v(e, 'OPENAI_MODEL', 'default gpt-4o-mini'),
        v(e, 'OPENAI_TIMEOUT_SEC', 'the builtin writer answers after this'),
      ],
    },
    {
      id: 'speech',
      name: 'Voices',
      purpose: 'Natural voices and voice cloning; without it the builtin voices speak.',
      configured: env.TTS_PROVIDER !== 'builtin',
      summary:
        env.TTS_PROVIDER === 'elevenlabs'
          ? `ElevenLabs at ${where(env.ELEVENLABS_BASE_URL)}`
          : env.TTS_PROVIDER === 'openai'
            ? `${env.SPEECH_MODEL} at ${where(env.SPEECH_BASE_URL)}`
            : 'builtin voices (flite)',
      variables: [
        v(e, 'TTS_PROVIDER', 'elevenlabs or openai'),
        v(e, 'ELEVENLABS_API_KEY', 'with elevenlabs; also enables voice cloning'),
        v(e, 'ELEVENLABS_MODEL', 'default eleven_multilingual_v2'),
        v(e, 'SPEECH_BASE_URL', 'an OpenAI-compatible speech server'),
        v(e, 'SPEECH_API_KEY', 'if that server needs one'),
        v(e, 'SPEECH_MODEL', 'default tts-1'),
        v(e, 'SPEECH_VOICES', 'catalogue voice=server voice pairs'),
      ],
    },
    {
      id: 'transcription',
      name: 'Speech recognition',
      purpose: 'Captions for uploaded clips; without it the builtin recogniser listens.',
      configured: env.STT_PROVIDER === 'openai',
      summary:
        env.STT_PROVIDER === 'openai'
          ? `${env.STT_MODEL} at ${where(env.STT_BASE_URL)}`
          : 'builtin (pocketsphinx)',
      variables: [
        v(e, 'STT_PROVIDER', 'openai to use a server'),
        v(e, 'STT_BASE_URL', 'any OpenAI-compatible server'),
        v(e, 'STT_API_KEY', 'required with the OpenAI endpoint'),
        v(e, 'STT_MODEL', 'default whisper-1'),
      ],
    },
    {
      id: 'stock',
      name: 'Stock footage',
      purpose: 'Stock clips in videos; without it videos use illustrations.',
      configured: env.VISUALS_PROVIDER !== 'builtin',
      summary: env.VISUALS_PROVIDER === 'builtin' ? 'builtin illustrations' : env.VISUALS_PROVIDER,
      variables: [
        v(e, 'VISUALS_PROVIDER', 'pexels or pixabay'),
        v(e, 'PEXELS_API_KEY', 'with pexels'),
        v(e, 'PIXABAY_API_KEY', 'with pixabay'),
      ],
    },
    {
      id: 'smtp',
      name: 'Email (SMTP)',
      purpose:
        'Activation, password and notification emails; without it they are written to the outbox folder.',
      configured: !!env.SMTP_URL,
      summary: env.SMTP_URL ? `SMTP at ${where(env.SMTP_URL)}` : 'outbox folder (nothing is sent)',
      variables: [
        v(e, 'SMTP_URL', 'smtp://user:password@host:587 or smtps://'),
        v(e, 'MAIL_FROM', 'the sender address'),
      ],
    },
    {
      id: 's3',
      name: 'File storage (S3)',
      purpose: 'Where videos and uploads are kept; without it, the data folder on this machine.',
      configured: env.STORAGE_DRIVER === 's3',
      summary:
        env.STORAGE_DRIVER === 's3'
          ? `bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${where(env.S3_ENDPOINT)}` : ''}`
          : 'local folder',
      variables: [
        v(e, 'STORAGE_DRIVER', 's3'),
        v(e, 'S3_BUCKET', 'required with s3'),
        v(e, 'S3_ENDPOINT', 'for MinIO and other S3-compatible stores'),
        v(e, 'S3_REGION', 'default us-east-1'),
        v(e, 'S3_ACCESS_KEY_ID', ''),
        v(e, 'S3_SECRET_ACCESS_KEY', ''),
        v(e, 'S3_FORCE_PATH_STYLE', 'default true'),
      ],
    },
    {
      id: 'stripe',
      name: 'Payments (Stripe)',
      purpose:
        'Plans paid by card and creator payouts; without it billing is off and plans are granted here.',
      configured: !!env.STRIPE_SECRET_KEY,
      summary: env.STRIPE_SECRET_KEY ? `Stripe at ${where(env.STRIPE_API_URL)}` : 'billing off',
      variables: [
        v(e, 'STRIPE_SECRET_KEY', 'sk_live_… or sk_test_…'),
        v(e, 'STRIPE_WEBHOOK_SECRET', 'whsec_… of the /api/billing/webhook endpoint'),
      ],
    },
    {
      id: 'google_sign_in',
      name: 'Sign in with Google',
      purpose:
        'A "Continue with Google" button on sign-in and sign-up; accounts are matched by the email Google has verified.',
      configured: !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
      summary:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? `OpenID Connect at ${where(env.GOOGLE_ISSUER)}; redirect URI ${env.PUBLIC_URL}/api/auth/google/callback/`
          : 'button not shown',
      variables: [
        v(e, 'GOOGLE_CLIENT_ID', 'a Web application OAuth client (may be the YouTube one)'),
        v(e, 'GOOGLE_CLIENT_SECRET', ''),
        v(e, 'GOOGLE_ISSUER', 'default https://accounts.google.com'),
      ],
    },
    ...(
      [
        ['youtube', 'YouTube', 'YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET'],
        ['tiktok', 'TikTok', 'TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
        ['instagram', 'Instagram', 'INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'],
      ] as const
    ).map(([id, name, client, secret]) => ({
      id,
      name: `${name} posting`,
      purpose: `Creators connect ${name} and post videos to it; without it the platform is not offered.`,
      configured: !!(e[client] && e[secret]),
      summary: e[client] && e[secret] ? 'OAuth client set' : 'not offered to creators',
      variables: [
        v(e, client, 'from the platform’s developer console'),
        v(e, secret, ''),
        v(e, 'SOCIAL_TOKEN_KEY', 'encrypts creators’ tokens (default: derived from JWT_SECRET)'),
      ],
    })),
    {
      id: 'youtube_trends',
      name: 'YouTube trends',
      purpose:
        'Most-popular YouTube videos on Trending; without it Trending shows this server’s own figures.',
      configured: !!env.YOUTUBE_API_KEY,
      summary: env.YOUTUBE_API_KEY ? `region ${env.TRENDS_REGION}` : 'this server’s figures only',
      variables: [v(e, 'YOUTUBE_API_KEY', 'a YouTube Data API key'), v(e, 'TRENDS_REGION', 'default US')],
    },
    {
      id: 'web_push',
      name: 'Web Push',
      purpose: 'Browser notifications when a video is ready; keys are made on first use.',
      configured: true,
      summary: `contact ${env.VAPID_SUBJECT}`,
      variables: [v(e, 'VAPID_SUBJECT', 'mailto: or https: address in push tokens')],
    },
  ];
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
