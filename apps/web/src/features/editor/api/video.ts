import { useQuery } from '@tanstack/react-query';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { api } from '../../../lib/api-client';

/** The video itself: its file plays when no version is listed yet. */
export const useVideo = (videoId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['content', 'video', videoId],
    queryFn: ({ signal }) => api<VideoDto>(`/api/videos/${encodeURIComponent(videoId)}`, { signal }),
    enabled,
    staleTime: 30_000,
  });
