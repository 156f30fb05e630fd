import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retryRateLimitOnly } from '../../../lib/query-retry';

export interface Payout {
  id: string;
  period_start: string | null;
  period_end: string | null;
  stripe_transfer_id: string | null;
  amount_cents: number | null;
  status: 'pending' | 'paid' | 'failed';
  failure_reason: string | null;
  paid_at: string | null;
}

export const getPayouts = () => api<Payout[]>('/api/affiliate/me/payouts/');

export const payoutsQuery = () =>
  queryOptions({ queryKey: ['affiliate', 'payouts'], queryFn: getPayouts, retry: retryRateLimitOnly });

export const usePayouts = (enabled: boolean) => useQuery({ ...payoutsQuery(), enabled });
