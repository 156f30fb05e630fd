import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trendQueryString, type TrendFilter } from './get-trends';

export interface TrendIdea {
  idea: string;
  vibe: string;
  confidence: number;
  bestTime: string | null;
  estimatedViews: number | null;
  difficulty: 'Easy' | 'Medium' | 'Hard';
}

export const getTrendIdeas = (f: TrendFilter) =>
  api<{ seed: string | null; basis?: string; ideas: TrendIdea[] }>(
    `/api/trending/ideas?${trendQueryString(f)}`,
  );

export const trendIdeasQuery = (f: TrendFilter) =>
  queryOptions({
    queryKey: ['trending', 'ideas', f],
    queryFn: () => getTrendIdeas(f),
    staleTime: 5 * 60_000,
  });

export const useTrendIdeas = (f: TrendFilter, enabled: boolean) =>
  useQuery({ ...trendIdeasQuery(f), enabled });
