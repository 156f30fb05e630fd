import { api, ApiError } from '../../../lib/api-client';
import { reasonPhrase } from '../../../lib/server-errors';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const claimCode = (referral_code: string) =>
  api<{ referral_code: string }>('/api/affiliate/claim-code/', { body: { referral_code } });

/** The spec's claim-code message: the server's detail, else "{status} {statusText}", else "Failed to save code". */
export function claimErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    const detail = err.body.detail;
    if (typeof detail === 'string' && detail) return detail;
    return `${err.status} ${reasonPhrase(err.status)}`;
  }
  return 'Failed to save code';
}

export function useClaimCode() {
  return useInvalidatingMutation(claimCode, [['affiliate']]);
}
