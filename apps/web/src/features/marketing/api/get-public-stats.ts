import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PublicStats {
  videos_generated: number;
  creators: number;
}

export const getPublicStats = () => api<PublicStats>('/api/public/stats', { anonymous: true });

/** Live counts from the database (the server caches them for a minute). */
export function usePublicStats() {
  return useQuery({ queryKey: ['public-stats'], queryFn: getPublicStats, staleTime: 60_000, retry: false });
}
