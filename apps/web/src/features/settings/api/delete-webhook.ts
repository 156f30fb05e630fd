import { api } from '../../../lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './list-webhooks';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const deleteWebhook = (id: string) => api<void>(`/api/webhooks/${id}/`, { method: 'DELETE' });

export function useDeleteWebhook() {
  return useInvalidatingMutation(deleteWebhook, [WEBHOOKS_QUERY_KEY], { wait: true });
}
