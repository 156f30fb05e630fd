import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendItem } from '@reelsmith/contracts/insights';
import { api } from '../../../lib/api-client';

export interface TrendFilter {
  platform: string;
  category: string;
  q: string;
}
export const trendQueryString = (f: TrendFilter) =>
  new URLSearchParams({ platform: f.platform, category: f.category, q: f.q }).toString();

export interface Trends {
  source: 'builtin' | 'youtube';
  viralError: string | null;
  minimumUsers: number;
  windowDays: number;
  viral: TrendItem[];
  hashtags: TrendItem[];
  topics: TrendItem[];
  audio: TrendItem[];
  counters: { hotTopics: number; risingHashtags: number; viralSounds: number };
  niche: TrendItem[];
  breaking: TrendItem | null;
  /** `kind:key` of everything the user saved. */
  saved: string[];
}

export const getTrends = (f: TrendFilter) => api<Trends>(`/api/trending?${trendQueryString(f)}`);

export const trendsQuery = (f: TrendFilter) =>
  queryOptions({
    queryKey: ['trending', 'list', f],
    queryFn: () => getTrends(f),
    placeholderData: keepPreviousData,
  });

export const useTrends = (f: TrendFilter) => useQuery(trendsQuery(f));
