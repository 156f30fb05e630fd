import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { API_KEYS_QUERY_KEY, type ApiKey } from './list-api-keys';

export const revokeApiKey = (id: string) => api<ApiKey>(`/api/developer/keys/${id}/`, { method: 'DELETE' });

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
