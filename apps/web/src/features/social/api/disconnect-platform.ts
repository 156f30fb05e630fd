import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const disconnectPlatform = (platform: string) =>
  api<{ message: string }>(`/api/social/platforms/${platform}/disconnect/`, { method: 'POST' });

export function useDisconnectPlatform() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: disconnectPlatform,
    // A connection changed: the connections and the stats (connected platforms), not the posts.
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['social', 'connections'] });
      void qc.invalidateQueries({ queryKey: ['social', 'stats'] });
    },
  });
}
