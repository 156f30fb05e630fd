import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SavedTrend } from './get-saved';

export const saveTrend = (body: Pick<SavedTrend, 'kind' | 'key' | 'title' | 'data'>) =>
  api<SavedTrend>('/api/trending/saved', { method: 'POST', body });

export function useSaveTrend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTrend,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['trending'] }),
  });
}
