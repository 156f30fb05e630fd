import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const deleteCaption = (id: string) => api<void>(`/api/captions/${id}/`, { method: 'DELETE' });

export const useDeleteCaption = () =>
  useInvalidatingMutation(deleteCaption, [['studio', 'captions']], { wait: true });
