import { ApiError } from './api-client';

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
