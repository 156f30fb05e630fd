import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const removeSaved = (id: string) => api<void>(`/api/trending/saved/${id}`, { method: 'DELETE' });

export function useRemoveSaved() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeSaved,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['trending'] }),
  });
}
