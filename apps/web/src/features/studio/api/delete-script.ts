import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const deleteScript = (id: string) => api<void>(`/api/scripts/${id}/`, { method: 'DELETE' });

export const useDeleteScript = () =>
  useInvalidatingMutation(deleteScript, [['studio', 'scripts']], { wait: true });
