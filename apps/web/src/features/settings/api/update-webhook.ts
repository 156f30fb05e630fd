import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WEBHOOKS_QUERY_KEY, type WebhookEndpoint } from './list-webhooks';

/** Turns an endpoint off, or back on after the server turned it off (its failures are forgotten). */
export const updateWebhook = ({ id, enabled }: { id: string; enabled: boolean }) =>
  api<WebhookEndpoint>(`/api/webhooks/${id}/`, { method: 'PATCH', body: { enabled } });

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
