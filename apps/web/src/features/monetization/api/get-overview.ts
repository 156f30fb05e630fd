import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MonetizationPeriod } from '@reelsmith/contracts/insights';
import { api } from '../../../lib/api-client';
import type { Product } from './get-products';

export interface ProductStat extends Product {
  clicks: number;
  earnings: number;
  orders: number;
  trend: number | null;
  earnings_per_click: number | null;
  commission: number | null;
}

export interface MonetizationOverview {
  period: MonetizationPeriod;
  from: string;
  to: string;
  earnings: { current: number; previous: number; growth: number | null };
  links: { total: number; created: number };
  clicks: number;
  views: number;
  click_rate: number | null;
  earnings_per_click: number | null;
  conversion_rate: number | null;
  unmatched_earnings: number;
  series: Array<{ day: string; earnings: number; clicks: number }>;
  products: ProductStat[];
  trending: Array<{
    id: string;
    name: string;
    category: string;
    trend: number | null;
    clicks: number;
    commission: number | null;
  }>;
  accounts: Array<{
    name: string;
    id: string;
    source: string;
    status: 'connected' | 'disconnected';
    earnings: number;
    last_import: string;
  }>;
  tips: Array<{ title: string; description: string; priority: 'high' | 'medium' | 'low' }>;
}

/** Whose figures: the viewer's own, or their whole team's (decision 115). */
export type Scope = 'me' | 'team';

export const getMonetization = (period: MonetizationPeriod, scope: Scope) =>
  api<MonetizationOverview>(`/api/monetization/overview?period=${period}&scope=${scope}`);

export const monetizationQuery = (period: MonetizationPeriod, scope: Scope) =>
  queryOptions({
    queryKey: ['monetization', 'overview', period, scope],
    queryFn: () => getMonetization(period, scope),
    placeholderData: keepPreviousData,
  });

export const useMonetization = (period: MonetizationPeriod, scope: Scope) =>
  useQuery(monetizationQuery(period, scope));
