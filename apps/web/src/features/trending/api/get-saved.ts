import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SavedTrend {
  id: string;
  kind: 'viral' | 'hashtag' | 'topic' | 'audio' | 'idea' | 'search';
  key: string;
  title: string;
  data: Record<string, unknown>;
  created_at: string;
}

export const getSaved = () => api<{ results: SavedTrend[] }>('/api/trending/saved').then((r) => r.results);

export const savedQuery = () => queryOptions({ queryKey: ['trending', 'saved'], queryFn: getSaved });

export const useSaved = () => useQuery(savedQuery());
