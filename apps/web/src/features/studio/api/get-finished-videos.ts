import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { VideoDto } from '@reelsmith/contracts/responses';

/** The user's finished videos, for "Use Caption" on one of them. */
export const getFinishedVideos = (signal?: AbortSignal) =>
  api<{ results: VideoDto[] }>('/api/videos?status=completed&limit=50', { signal });

export const finishedVideosQueryOptions = () =>
  queryOptions({
    queryKey: ['studio', 'finished-videos'],
    queryFn: ({ signal }) => getFinishedVideos(signal),
  });

export const useFinishedVideos = () => useQuery(finishedVideosQueryOptions());
