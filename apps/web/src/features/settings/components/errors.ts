import { ApiError, NetworkError } from '../../../lib/api-client';
import { CANNOT_CONNECT, SOMETHING_WENT_WRONG } from '../../../lib/server-errors';

export function fieldError(err: unknown, field: string): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const list = err.fieldErrors[field];
  return list?.[0];
}

export function bannerText(err: unknown, fields: string[]): string | null {
  if (!err) return null;
  if (err instanceof NetworkError) return CANNOT_CONNECT;
  if (err instanceof ApiError) {
    if (fields.some((f) => err.fieldErrors[f])) return null;
    return err.message;
  }
  return SOMETHING_WENT_WRONG;
}
