import { api } from '../../../lib/api-client';
import { WEBHOOKS_QUERY_KEY, type WebhookEndpoint } from './list-webhooks';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const createWebhook = (body: { url: string; events: string[] }) =>
  api<WebhookEndpoint & { secret: string }>('/api/webhooks/', { method: 'POST', body });

export function useCreateWebhook() {
  return useInvalidatingMutation(createWebhook, [WEBHOOKS_QUERY_KEY], { wait: true });
}
