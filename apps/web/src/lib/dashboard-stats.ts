import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { seedsQuery } from './early-data';

const STATS_PATH = '/api/dashboard/stats';

export interface DashboardStats {
  videos_created: number;
  scripts_generated: number;
  captions_created: number;
  /** Videos left this month; null when the plan is unlimited. */
  credits_available: number | null;
  plan: string;
}

export const getStats = (signal?: AbortSignal) => api<DashboardStats>(STATS_PATH, { signal });

const STATS_QUERY_KEY = ['dashboard', 'stats'] as const;
seedsQuery(STATS_PATH, STATS_QUERY_KEY);

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: STATS_QUERY_KEY,
    queryFn: ({ signal }) => getStats(signal),
    staleTime: 10_000,
  });

/**
 * The dashboard's figures and the credits in the app's header. `staleTime` is this screen's: the
 * dashboard asks again after 10 s, the app's header after a minute (decision 061).
 */
export const useStats = (staleTime?: number) =>
  useQuery({ ...statsQueryOptions(), ...(staleTime === undefined ? {} : { staleTime }) });
