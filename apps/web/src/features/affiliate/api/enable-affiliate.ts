import { api, ApiError } from '../../../lib/api-client';

/** The spec's message when enabling fails. */
export class EnableFailedError extends Error {
  constructor(status: number | string) {
    super(`Enable failed: ${status}`);
    this.name = 'EnableFailedError';
  }
}

/** Joins the creator program (no body); used after a 403 from `me`. */
export async function enableAffiliate(): Promise<void> {
  try {
    await api('/api/affiliate/enable/', { method: 'POST' });
  } catch (err) {
    throw new EnableFailedError(err instanceof ApiError ? err.status : 'network error');
  }
}
