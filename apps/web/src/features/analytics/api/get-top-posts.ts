import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TopPost } from '@reelsmith/contracts/insights';
import { api } from '../../../lib/api-client';
import { filterQuery, type AnalyticsFilter } from './get-overview';

export const getTopPosts = (f: AnalyticsFilter) =>
  api<{ results: TopPost[] }>(`/api/analytics/top-posts?${filterQuery(f)}`).then((r) => r.results);

export const topPostsQuery = (f: AnalyticsFilter) =>
  queryOptions({
    queryKey: ['analytics', 'top-posts', f],
    queryFn: () => getTopPosts(f),
    placeholderData: keepPreviousData,
  });

export const useTopPosts = (f: AnalyticsFilter) => useQuery(topPostsQuery(f));
