/**
 * The spec's connection-failure sentences, in one place (public-site-and-accounts.md,
 * signed-in-screens.md).
 */
/** A form that could not reach the server (register, resend, forgot/reset, settings, contact…). */
export const CANNOT_CONNECT = 'Cannot connect to server. Please check your connection and try again.';
/** Login, when the connection is refused. */
export const CANNOT_CONNECT_BACKEND = 'Cannot connect to server. Please make sure the backend is running.';
/** Login, any other exception. */
export const NETWORK_ERROR_RETRY = 'Network error. Please check your connection and try again.';
/** The signed-in screens' bare network failure. */
export const NETWORK_ERROR = 'Network error';
/** Anything else that went wrong. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

// The browser's Response.statusText is empty over HTTP/2; messages that quote the phrase use this.
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The standard reason phrase for an HTTP status ("Error" when unknown). */
export function reasonPhrase(status: number): string {
  return REASONS[status] ?? 'Error';
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: Record<string, unknown>,
    message: string,
    /** A 429's wait in seconds: the Retry-After header, else the body's `retry_after`; null otherwise. */
    public readonly retryAfterSec: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** Per-field message lists from the server (`{ email: ["..."] }`). */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(this.body)) {
      if (Array.isArray(v) && v.every((x) => typeof x === 'string')) out[k] = v as string[];
    }
    return out;
  }
}

export class NetworkError extends Error {
  constructor() {
    super(NETWORK_ERROR);
    this.name = 'NetworkError';
  }
}

/** The message an ApiError carries: the body's message, error or detail, else "HTTP {status}: {statusText}". */
export function messageOf(status: number, body: Record<string, unknown>, statusText: string): string {
  for (const k of ['message', 'error', 'detail']) {
    if (typeof body[k] === 'string' && body[k]) return body[k] as string;
  }
  return `HTTP ${status}: ${statusText}`;
}

export interface ServerErrors<F extends string> {
  /** The first message of each known field's list, shown under the field. */
  fields: Partial<Record<F, string>>;
  /** Every other message, joined by line breaks into the banner. */
  banner: string | null;
}

const META_KEYS = new Set(['error', 'message', 'detail', 'code', 'retry_after', 'statusCode']);

/**
 * The spec's error catalogue: a known field's first message goes under the field, other errors
 * are joined into a banner; with no per-field errors the banner falls back to message, then
 * error, then `fallback`.
 */
export function readServerErrors<F extends string>(
  err: ApiError,
  known: readonly F[],
  fallback: string,
): ServerErrors<F> {
  const fields: Partial<Record<F, string>> = {};
  const lines: string[] = [];
  for (const [key, value] of Object.entries(err.body)) {
    if (META_KEYS.has(key)) continue;
    const list = Array.isArray(value)
      ? value.filter((x): x is string => typeof x === 'string')
      : typeof value === 'string'
        ? [value]
        : [];
    if (!list.length) continue;
    if ((known as readonly string[]).includes(key)) {
      fields[key as F] = list[0];
      lines.push(...list.slice(1));
    } else {
      lines.push(...list);
    }
  }
  const hasFields = Object.keys(fields).length > 0;
  const text = (k: string) =>
    typeof err.body[k] === 'string' && err.body[k] ? (err.body[k] as string) : null;
  const banner = lines.length
    ? lines.join('\n')
    : hasFields
      ? null
      : (text('message') ?? text('error') ?? fallback);
  return { fields, banner };
}

/**
 * The spec's reading of a failed create or script call: a 401 in the session's words, else the
 * answer's message, error or detail (a 402 plan limit, a 429 or a 5xx reach the user in the server's
 * words), else "HTTP error! status: {n}".
 */
export function apiErrorText(err: ApiError): string {
  if (err.status === 401)
    return err.body.code === 'token_not_valid'
      ? 'Your session has expired. Please refresh the page and login again.'
      : 'Authentication failed. Please check your login status.';
  for (const key of ['message', 'error', 'detail']) {
    const text = err.body[key];
    if (typeof text === 'string' && text) return text;
  }
  if (err.message && !/^HTTP \d+/.test(err.message)) return err.message;
  return `HTTP error! status: ${err.status}`;
}

/** A form's failure line: no connection, else the server's message, else `otherwise`; null without an error. */
export function failureText(err: unknown, otherwise = SOMETHING_WENT_WRONG): string | null {
  if (err instanceof NetworkError) return CANNOT_CONNECT;
  if (err instanceof ApiError) return err.message;
  return err ? otherwise : null;
}
