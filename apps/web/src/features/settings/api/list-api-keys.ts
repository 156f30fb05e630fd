import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}
export interface ApiKeyList {
  api_access: boolean;
  scopes: string[];
  keys: ApiKey[];
}

export const API_KEYS_QUERY_KEY = ['developer', 'keys'] as const;
export const listApiKeys = (signal?: AbortSignal) => api<ApiKeyList>('/api/developer/keys/', { signal });
export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: API_KEYS_QUERY_KEY, queryFn: ({ signal }) => listApiKeys(signal) });
export const useApiKeys = () => useQuery(apiKeysQueryOptions());
