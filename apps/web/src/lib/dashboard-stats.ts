import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface DashboardStats {
  videos_created: number;
  scripts_generated: number;
  captions_created: number;
  /** Videos left this month; null when the plan is unlimited. */
  credits_available: number | null;
  plan: string;
}

export const getStats = (signal?: AbortSignal) => api<DashboardStats>('/api/dashboard/stats', { signal });

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'stats'],
    queryFn: ({ signal }) => getStats(signal),
    staleTime: 10_000,
  });

/** The dashboard's figures and the credits in the app's header. */
export const useStats = () => useQuery(statsQueryOptions());
