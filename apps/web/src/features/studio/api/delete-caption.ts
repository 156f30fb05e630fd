import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteCaption = (id: string) => api<void>(`/api/captions/${id}/`, { method: 'DELETE' });

export const useDeleteCaption = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCaption,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['studio', 'captions'] }),
  });
};
