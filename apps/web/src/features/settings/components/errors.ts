import { ApiError, NetworkError } from '../../../lib/api-client';
import { CANNOT_CONNECT, SOMETHING_WENT_WRONG } from '../../../lib/server-errors';

export function fieldError(err: unknown, field: string): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const list = err.fieldErrors[field];
  return list?.[0];
}

/** A text field's error state and helper text from the server's complaint about it. */
export function fieldErrorProps(err: unknown, field: string) {
  const text = fieldError(err, field);
  return { error: !!text, helperText: text };
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
