import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { API_KEYS_QUERY_KEY, type ApiKey } from './list-api-keys';

export const createApiKey = (body: { name: string; scopes: string[] }) =>
  api<ApiKey & { key: string }>('/api/developer/keys/', { method: 'POST', body });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
