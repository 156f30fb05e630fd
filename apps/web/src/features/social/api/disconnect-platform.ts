import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const disconnectPlatform = (platform: string) =>
  api<{ message: string }>(`/api/social/platforms/${platform}/disconnect/`, { method: 'POST' });

export function useDisconnectPlatform() {
  // A connection changed: the connections and the stats (connected platforms), not the posts.
  return useInvalidatingMutation(disconnectPlatform, [
    ['social', 'connections'],
    ['social', 'stats'],
  ]);
}
