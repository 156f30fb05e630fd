import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PostJob } from './get-posts';

/** POST /api/social/posts/{id}/retry/ and /cancel/: the two actions on a job in the list. */
export const postAction = ({ id, action }: { id: string; action: 'retry' | 'cancel' }) =>
  api<PostJob>(`/api/social/posts/${id}/${action}/`, { method: 'POST' });

export function usePostAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: postAction,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['social'] }),
  });
}
