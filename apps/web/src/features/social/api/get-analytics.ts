import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SocialStats {
  total_posts: number;
  success_rate: number;
  total_views: number;
  connected_platforms: string[];
}

export const getSocialStats = () => api<SocialStats>('/api/social/analytics/dashboard/');

export const socialStatsQuery = () =>
  queryOptions({ queryKey: ['social', 'stats'], queryFn: getSocialStats, refetchInterval: 30_000 });

export const useSocialStats = () => useQuery(socialStatsQuery());
