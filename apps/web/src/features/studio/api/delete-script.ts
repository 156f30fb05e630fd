import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteScript = (id: string) => api<void>(`/api/scripts/${id}/`, { method: 'DELETE' });

export const useDeleteScript = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteScript,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['studio', 'scripts'] }),
  });
};
