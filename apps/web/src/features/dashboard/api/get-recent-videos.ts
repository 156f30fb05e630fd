import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { VideoDto } from '@reelsmith/contracts/responses';

export const RECENT_COUNT = 8;

export const getRecentVideos = (signal?: AbortSignal) =>
  api<{ results: VideoDto[]; next: string | null }>(`/api/videos?limit=${RECENT_COUNT}`, { signal });

export const recentVideosQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'recent-videos'],
    queryFn: ({ signal }) => getRecentVideos(signal),
    staleTime: 5_000,
  });

/** The newest videos for the dashboard's recent projects. */
export const useRecentVideos = () => useQuery(recentVideosQueryOptions());
