import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PostJob } from './get-posts';

/** Sends the failed platforms of a job again. */
export const retryPost = (id: string) => api<PostJob>(`/api/social/posts/${id}/retry/`, { method: 'POST' });

export function useRetryPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryPost,
    // A post changed: its list and the stats, not the connections or the videos to choose from.
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['social', 'posts'] });
      void qc.invalidateQueries({ queryKey: ['social', 'stats'] });
    },
  });
}
