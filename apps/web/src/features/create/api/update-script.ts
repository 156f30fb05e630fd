import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const updateScript = ({ id, content }: { id: string; content: string }) =>
  api<{ id: string; content: string; word_count: number }>(`/api/scripts/${id}/`, {
    method: 'PATCH',
    body: { content },
  });

/** Saves the edited narration before it is voiced, so the video uses the same words. */
export const useUpdateScript = () => useMutation({ mutationFn: updateScript });
