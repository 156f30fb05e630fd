import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { ADMIN_KEY } from './users';

export interface AdminPayout {
  id: string;
  email: string;
  amount_cents: number;
  period_start: string;
  period_end: string;
  status: string;
  created_at: string;
  /** When an operator approved it; only an approved payout can be marked paid. */
  approved_at: string | null;
}

export const getPayouts = (signal?: AbortSignal) =>
  api<{ payouts: AdminPayout[] }>('/api/admin/payouts', { signal });
export const payoutsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'payouts'], queryFn: ({ signal }) => getPayouts(signal) });
export const useAdminPayouts = () => useQuery(payoutsQueryOptions());

export const approvePayout = (id: string) => api(`/api/admin/payouts/${id}/approve`, { method: 'POST' });
export const markPayoutPaid = ({ id, reference }: { id: string; reference: string | null }) =>
  api(`/api/admin/payouts/${id}/paid`, { method: 'POST', body: { reference } });
export const markPayoutFailed = ({ id, reason }: { id: string; reason: string }) =>
  api(`/api/admin/payouts/${id}/failed`, { method: 'POST', body: { reason } });
export const useMarkPayoutPaid = () => useInvalidatingMutation(markPayoutPaid, [ADMIN_KEY], { wait: true });
export const useMarkPayoutFailed = () =>
  useInvalidatingMutation(markPayoutFailed, [ADMIN_KEY], { wait: true });
export const useApprovePayout = () => useInvalidatingMutation(approvePayout, [ADMIN_KEY], { wait: true });
