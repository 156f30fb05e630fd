import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface FinishedVideo {
  id: string;
  title: string;
  thumbnail_url: string | null;
  duration_seconds: number | null;
}

/** The user's finished videos (the My Content list, videos that are ready), for the post form. */
export const getFinishedVideos = () =>
  api<{ results: FinishedVideo[] }>('/api/content?type=video&status=ready&limit=100').then((r) => r.results);

export const finishedVideosQuery = () =>
  queryOptions({ queryKey: ['social', 'finished-videos'], queryFn: getFinishedVideos });

export const useFinishedVideos = (enabled: boolean) => useQuery({ ...finishedVideosQuery(), enabled });
