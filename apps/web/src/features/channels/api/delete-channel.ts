import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { CHANNELS_KEY } from './get-channels';

export const deleteChannel = (id: string) =>
  api<void>(`/api/channels/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteChannel = () => useInvalidatingMutation(deleteChannel, [CHANNELS_KEY], { wait: true });
