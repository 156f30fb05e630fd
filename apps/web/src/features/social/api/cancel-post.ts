import { api } from '../../../lib/api-client';
import type { PostJob } from './get-posts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

/** Stops a pending or scheduled job. */
export const cancelPost = (id: string) => api<PostJob>(`/api/social/posts/${id}/cancel/`, { method: 'POST' });

export function useCancelPost() {
  // A post changed: its list and the stats, not the connections or the videos to choose from.
  return useInvalidatingMutation(cancelPost, [
    ['social', 'posts'],
    ['social', 'stats'],
  ]);
}
