import { api } from '../../../lib/api-client';
import { deliveriesQueryKey, type Delivery } from './list-deliveries';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const replayDelivery = (id: string) =>
  api<Delivery>(`/api/webhooks/deliveries/${id}/replay/`, { method: 'POST' });

export function useReplayDelivery(endpointId: string) {
  return useInvalidatingMutation(replayDelivery, [deliveriesQueryKey(endpointId)], { wait: true });
}
