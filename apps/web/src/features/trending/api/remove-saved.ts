import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const removeSaved = (id: string) => api<void>(`/api/trending/saved/${id}`, { method: 'DELETE' });

export function useRemoveSaved() {
  return useInvalidatingMutation(removeSaved, [['trending']]);
}
