import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deliveriesQueryKey, type Delivery } from './list-deliveries';

export const replayDelivery = (id: string) =>
  api<Delivery>(`/api/webhooks/deliveries/${id}/replay/`, { method: 'POST' });

export function useReplayDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(endpointId) }),
  });
}
