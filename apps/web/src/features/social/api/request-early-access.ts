import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const requestEarlyAccess = (platform: string) =>
  api<{ message: string }>('/api/social/early-access/', { method: 'POST', body: { platform } });

export function useRequestEarlyAccess() {
  return useInvalidatingMutation(requestEarlyAccess, [['social', 'connections']]);
}
