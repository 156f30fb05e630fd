import { ApiError } from '../../../lib/api-client';

/** The spec's wording for a failed social call: 401, the server's message, or the HTTP status. */
export function socialErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return 'Authentication failed - please log in again';
    return err.message;
  }
  return err instanceof Error ? err.message : 'Network error';
}
