import { api } from '../../../lib/api-client';
import { WEBHOOKS_QUERY_KEY, type WebhookEndpoint } from './list-webhooks';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

/** Turns an endpoint off, or back on after the server turned it off (its failures are forgotten). */
export const updateWebhook = ({ id, enabled }: { id: string; enabled: boolean }) =>
  api<WebhookEndpoint>(`/api/webhooks/${id}/`, { method: 'PATCH', body: { enabled } });

export function useUpdateWebhook() {
  return useInvalidatingMutation(updateWebhook, [WEBHOOKS_QUERY_KEY], { wait: true });
}
