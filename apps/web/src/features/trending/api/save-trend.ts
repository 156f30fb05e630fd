import { api } from '../../../lib/api-client';
import type { SavedTrend } from './get-saved';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const saveTrend = (body: Pick<SavedTrend, 'kind' | 'key' | 'title' | 'data'>) =>
  api<SavedTrend>('/api/trending/saved', { method: 'POST', body });

export function useSaveTrend() {
  return useInvalidatingMutation(saveTrend, [['trending']]);
}
