import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WEBHOOKS_QUERY_KEY, type WebhookEndpoint } from './list-webhooks';

export const createWebhook = (body: { url: string; events: string[] }) =>
  api<WebhookEndpoint & { secret: string }>('/api/webhooks/', { method: 'POST', body });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
