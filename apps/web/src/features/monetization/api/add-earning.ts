import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const addEarning = (body: {
  product_id: string | null;
  date: string;
  amount: number;
  items?: number;
  note?: string;
}) => api<{ id: string }>('/api/monetization/earnings', { method: 'POST', body });

export function useAddEarning() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addEarning,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['monetization'] }),
  });
}
