import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retryRateLimitOnly } from '../../../lib/query-retry';

export const COMMISSION_STATUSES = ['pending', 'ready', 'paid', 'reversed'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

export interface Commission {
  id: string;
  created_at: string;
  kind: 'sale' | 'clawback';
  buyer_email: string | null;
  stripe_invoice_id: string | null;
  stripe_payment_intent: string | null;
  currency: string;
  amount_gross_cents: number | null;
  amount_refunded_cents: number;
  rate_bps: number | null;
  amount_commission_cents: number | null;
  status: CommissionStatus;
  ready_at: string;
}

export const getCommissions = (status: CommissionStatus | '') =>
  api<Commission[]>(`/api/affiliate/me/commissions/${status ? `?status=${status}` : ''}`);

export const commissionsQuery = (status: CommissionStatus | '') =>
  queryOptions({
    queryKey: ['affiliate', 'commissions', status],
    queryFn: () => getCommissions(status),
    placeholderData: keepPreviousData,
    retry: retryRateLimitOnly,
  });

export const useCommissions = (status: CommissionStatus | '', enabled: boolean) =>
  useQuery({ ...commissionsQuery(status), enabled });
