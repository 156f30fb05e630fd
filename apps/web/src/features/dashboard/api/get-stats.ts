import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DashboardStats {
  videos_created: number;
  scripts_generated: number;
  captions_created: number;
  credits_available: number;
  plan: string;
}

export const getStats = (signal?: AbortSignal) => api<DashboardStats>('/api/dashboard/stats', { signal });

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'stats'],
    queryFn: ({ signal }) => getStats(signal),
    staleTime: 10_000,
  });

export const useStats = () => useQuery(statsQueryOptions());
