import { api } from '../../../lib/api-client';
import { API_KEYS_QUERY_KEY, type ApiKey } from './list-api-keys';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const revokeApiKey = (id: string) => api<ApiKey>(`/api/developer/keys/${id}/`, { method: 'DELETE' });

export function useRevokeApiKey() {
  return useInvalidatingMutation(revokeApiKey, [API_KEYS_QUERY_KEY], { wait: true });
}
