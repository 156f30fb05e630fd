import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { ADMIN_KEY } from './users';

export interface AdminInvoice {
  id: string;
  user_id: string;
  email: string;
  amount_paid_cents: number;
  refunded_cents: number;
  currency: string;
  reason: string | null;
  paid_at: string;
}
export interface AdminDispute {
  event_id: string;
  event: string;
  dispute_id: string | null;
  charge_id: string | null;
  amount_cents: number | null;
  currency: string | null;
  reason: string | null;
  status: string | null;
  at: string;
}
export interface AdminPayments {
  payments_on: boolean;
  invoices: AdminInvoice[];
  disputes: AdminDispute[];
}

export const getPayments = (q: string, signal?: AbortSignal) =>
  api<AdminPayments>(`/api/admin/payments?q=${encodeURIComponent(q)}`, { signal });
export const paymentsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'payments', q],
    queryFn: ({ signal }) => getPayments(q, signal),
    placeholderData: keepPreviousData,
  });
export const useAdminPayments = (q: string) => useQuery(paymentsQueryOptions(q));

export const refundInvoice = ({ id, amountCents }: { id: string; amountCents: number | null }) =>
  api<{ refund_id: string; amount_cents: number }>(`/api/admin/invoices/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body: { amount_cents: amountCents },
  });
export const useRefundInvoice = () => useInvalidatingMutation(refundInvoice, [ADMIN_KEY], { wait: true });
