import { clearToken, getToken, setToken } from './auth-token';
import { ApiError, NetworkError, messageOf } from './server-errors';
import { takeEarly } from './early-data';

export { ApiError, NetworkError };

let refreshing: Promise<boolean> | null = null;

/** Uses the httpOnly refresh cookie to get a new access token; one refresh at a time. */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= fetch('/api/users/token/refresh/', { method: 'POST', credentials: 'include' })
    .then(async (res) => {
      if (!res.ok) return false;
      const body = (await res.json()) as { access?: string };
      if (!body.access) return false;
      setToken(body.access);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

type Json = Record<string, unknown> | unknown[];

/** A 429's wait in whole seconds (Retry-After as seconds, else the body's retry_after); null otherwise. */
function retryAfterOf(res: Response, body: Record<string, unknown>): number | null {
  if (res.status !== 429) return null;
  const header = Number(res.headers.get('retry-after'));
  if (res.headers.has('retry-after') && Number.isFinite(header) && header >= 0) return header;
  const field = Number(body.retry_after);
  return Number.isFinite(field) && field >= 0 ? field : null;
}

export interface RequestOptions {
  method?: string;
  body?: Json | FormData;
  signal?: AbortSignal;
  /** Skip the bearer token and the refresh-on-401 dance (login, register). */
  anonymous?: boolean;
}

/** The one client: attaches the bearer token, refreshes it once on 401, and throws ApiError with the server's body. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const send = async () => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = opts.anonymous ? null : getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    try {
      return await fetch(path, {
        method: opts.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: opts.signal,
        credentials: 'include',
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new NetworkError();
    }
  };
  const early = opts.anonymous || opts.body !== undefined || opts.method ? undefined : takeEarly(path);
  let res = (await early?.catch(() => undefined)) ?? (await send());
  if (res.status === 401 && !opts.anonymous && getToken()) {
    if (await refreshAccessToken()) res = await send();
    else {
      clearToken();
      window.dispatchEvent(new Event('reelsmith:signed-out'));
    }
  }
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = { error: text };
  }
  if (!res.ok) {
    const body = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
    // The account was suspended while signed in: back to sign-in, which tells them why.
    if (res.status === 403 && body.code === 'account_banned' && !opts.anonymous && getToken()) {
      clearToken();
      window.dispatchEvent(new Event('reelsmith:signed-out'));
    }
    throw new ApiError(
      res.status,
      body,
      messageOf(res.status, body, res.statusText),
      retryAfterOf(res, body),
    );
  }
  return parsed as T;
}

/** A GET with the bearer token, refreshed once on 401; a failure is thrown as ApiError. */
async function fetchAuthed(path: string, signal?: AbortSignal): Promise<Response> {
  const send = () => {
    const token = getToken();
    return fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      signal,
    }).catch((err: unknown) => {
      if ((err as Error).name === 'AbortError') throw err;
      throw new NetworkError();
    });
  };
  let res = await send();
  if (res.status === 401 && (await refreshAccessToken())) res = await send();
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(res.status, body, messageOf(res.status, body, res.statusText));
  }
  return res;
}

/**
 * A picture or sound from the API that needs the signed-in user (an `<img>` cannot send the
 * token): fetched with it and handed back as an object URL the caller revokes.
 */
export async function apiObjectUrl(path: string, signal?: AbortSignal): Promise<string> {
  const res = await fetchAuthed(path, signal);
  return URL.createObjectURL(await res.blob());
}

/**
 * A file from the API (a report): fetched with the bearer token, refreshed once on 401, then
 * saved under the name the server gives in Content-Disposition.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await fetchAuthed(path);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
