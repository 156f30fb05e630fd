import { open } from 'node:fs/promises';
import { SocialApiError } from './social.types.ts';

/** Parses Retry-After (seconds or an HTTP date) into seconds, at least 1. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const n = Number(header);
  if (Number.isFinite(n)) return Math.max(1, Math.ceil(n));
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(1, Math.ceil((at - Date.now()) / 1000)) : undefined;
}

/**
 * Turns a refused vendor answer into a SocialApiError a person can read: "YouTube: <vendor text>
 * (HTTP 403)". `detail` is what the vendor said, already picked out of its JSON by the adapter.
 */
export function vendorError(vendor: string, status: number, detail: string, retryAfter?: string | null) {
  const text = `${vendor}: ${detail || 'the request was refused'} (HTTP ${status})`;
  if (status === 401)
    return new SocialApiError(
      'auth',
      `${vendor} no longer accepts this connection. Reconnect the account and retry.`,
    );
  if (status === 429)
    return new SocialApiError(
      'rate_limited',
      `${vendor} is limiting requests right now; we will try again later.`,
      retryAfterSeconds(retryAfter ?? null) ?? 60,
    );
  if (status >= 500) return new SocialApiError('temporary', text);
  return new SocialApiError('rejected', text);
}

/** A fetch whose network failures (refused, reset, dropped) become temporary SocialApiErrors. */
export async function vendorFetch(vendor: string, url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new SocialApiError(
      'temporary',
      `${vendor}: the connection failed (${cause?.code ?? cause?.message ?? (err as Error).message})`,
    );
  }
}

export async function readJson(res: Response): Promise<any> {
  const text = await res.text();
  try {
    // Platform ids are often int64 (TikTok post ids): quote long integers so none loses digits.
    return text ? JSON.parse(text.replace(/([:[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g, '$1"$2"')) : {};
  } catch {
    return { raw: text.slice(0, 200) };
  }
}

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(signal.reason ?? new Error('aborted'));
    });
  });

/** `#a #b` from hashtags, for captions. */
export const hashtagLine = (tags: string[]) => tags.map((t) => `#${t}`).join(' ');

/** Bytes [start, end) of a local file. */
export async function readRange(filePath: string, start: number, end: number): Promise<Buffer> {
  const fh = await open(filePath, 'r');
  try {
    const buf = Buffer.alloc(end - start);
    await fh.read(buf, 0, buf.length, start);
    return buf;
  } finally {
    await fh.close();
  }
}

/** The OAuth 2 authorization-code request with PKCE (S256): the parameters every vendor shares. */
export function authorizeUrlWithPkce(
  base: string,
  p: { state: string; codeChallenge: string; redirectUri: string },
  extra: Record<string, string>,
): string {
  const u = new URL(base);
  u.search = new URLSearchParams({
    ...extra,
    response_type: 'code',
    redirect_uri: p.redirectUri,
    state: p.state,
    code_challenge: p.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return u.toString();
}
