import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './list-webhooks';

export const deleteWebhook = (id: string) => api<void>(`/api/webhooks/${id}/`, { method: 'DELETE' });

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
