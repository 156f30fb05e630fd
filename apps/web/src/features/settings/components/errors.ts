import { ApiError, NetworkError } from '../../../lib/api-client';

export function fieldError(err: unknown, field: string): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const list = err.fieldErrors[field];
  return list?.[0];
}

export function bannerText(err: unknown, fields: string[]): string | null {
  if (!err) return null;
  if (err instanceof NetworkError)
    return 'Cannot connect to server. Please check your connection and try again.';
  if (err instanceof ApiError) {
    if (fields.some((f) => err.fieldErrors[f])) return null;
    return err.message;
  }
  return 'Something went wrong. Please try again.';
}
