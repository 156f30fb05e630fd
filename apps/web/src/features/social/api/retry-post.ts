import { api } from '../../../lib/api-client';
import type { PostJob } from './get-posts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

/** Sends the failed platforms of a job again. */
export const retryPost = (id: string) => api<PostJob>(`/api/social/posts/${id}/retry/`, { method: 'POST' });

export function useRetryPost() {
  // A post changed: its list and the stats, not the connections or the videos to choose from.
  return useInvalidatingMutation(retryPost, [
    ['social', 'posts'],
    ['social', 'stats'],
  ]);
}
