import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestEarlyAccess = (platform: string) =>
  api<{ message: string }>('/api/social/early-access/', { method: 'POST', body: { platform } });

export function useRequestEarlyAccess() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestEarlyAccess,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['social', 'connections'] }),
  });
}
