import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PostJob } from './get-posts';

/** Stops a pending or scheduled job. */
export const cancelPost = (id: string) => api<PostJob>(`/api/social/posts/${id}/cancel/`, { method: 'POST' });

export function useCancelPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelPost,
    // A post changed: its list and the stats, not the connections or the videos to choose from.
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['social', 'posts'] });
      void qc.invalidateQueries({ queryKey: ['social', 'stats'] });
    },
  });
}
