import { useQuery } from '@tanstack/react-query';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { api } from '../../../lib/api-client';

export type PostWords = Pick<VideoDto, 'id' | 'title' | 'caption' | 'hashtags'>;

/** The chosen video's own title, caption and hashtags, to prefill a post with. */
export const getPostWords = (videoId: string, signal?: AbortSignal) =>
  api<VideoDto>(`/api/videos/${videoId}`, { signal }).then(({ id, title, caption, hashtags }): PostWords => ({
    id,
    title,
    caption,
    hashtags,
  }));

export const usePostWords = (videoId: string) =>
  useQuery({
    queryKey: ['social', 'post-words', videoId],
    queryFn: ({ signal }) => getPostWords(videoId, signal),
    enabled: !!videoId,
    staleTime: 60_000,
  });
