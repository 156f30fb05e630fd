import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StudioCaption } from './types';

/** `hashtags` as typed in the editor: comma-separated. */
export const updateCaption = ({ id, ...body }: { id: string; text: string; hashtags: string }) =>
  api<StudioCaption>(`/api/captions/${id}/`, { method: 'PATCH', body });

export const useUpdateCaption = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCaption,
    onSuccess: (c) => {
      qc.setQueryData(['studio', 'caption', c.id], c);
      return qc.invalidateQueries({ queryKey: ['studio', 'captions'] });
    },
  });
};
