import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const addEarning = (body: {
  product_id: string | null;
  date: string;
  amount: number;
  items?: number;
  note?: string;
}) => api<{ id: string }>('/api/monetization/earnings', { method: 'POST', body });

export function useAddEarning() {
  return useInvalidatingMutation(addEarning, [['monetization']]);
}
