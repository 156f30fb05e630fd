import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DeliveryAttempt {
  at: string;
  status: number | null;
  ms: number;
  body: string;
  error: string | null;
}
export interface Delivery {
  id: string;
  event: string;
  status: 'pending' | 'retrying' | 'delivered' | 'failed';
  payload: string;
  attempts: DeliveryAttempt[];
  next_attempt_at: string | null;
  replay_of: string | null;
  created_at: string;
}

export const deliveriesQueryKey = (endpointId: string) => ['webhooks', endpointId, 'deliveries'] as const;
export const listDeliveries = (endpointId: string, signal?: AbortSignal) =>
  api<{ results: Delivery[] }>(`/api/webhooks/${endpointId}/deliveries/`, { signal });
export const deliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: deliveriesQueryKey(endpointId),
    queryFn: ({ signal }) => listDeliveries(endpointId, signal),
    // Retries land on their own: refresh while any is still on its way.
    refetchInterval: (q) =>
      q.state.data?.results.some((d) => d.status === 'pending' || d.status === 'retrying') ? 3000 : false,
  });
export const useDeliveries = (endpointId: string) => useQuery(deliveriesQueryOptions(endpointId));
