import { api } from '../../../lib/api-client';
import { API_KEYS_QUERY_KEY, type ApiKey } from './list-api-keys';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const createApiKey = (body: { name: string; scopes: string[] }) =>
  api<ApiKey & { key: string }>('/api/developer/keys/', { method: 'POST', body });

export function useCreateApiKey() {
  return useInvalidatingMutation(createApiKey, [API_KEYS_QUERY_KEY], { wait: true });
}
