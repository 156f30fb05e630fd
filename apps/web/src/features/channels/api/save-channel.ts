import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { CHANNELS_KEY } from './get-channels';
import type { ChannelBody, ChannelDto as Channel, ChannelPatch } from '@reelsmith/contracts/channels';

export const createChannel = (body: ChannelBody) => api<Channel>('/api/channels', { method: 'POST', body });

export const updateChannel = ({ id, ...changes }: ChannelPatch & { id: string }) =>
  api<Channel>(`/api/channels/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

/** Create or edit: the dialog waits for the list to show the change before it closes. */
export const useCreateChannel = () => useInvalidatingMutation(createChannel, [CHANNELS_KEY], { wait: true });
export const useUpdateChannel = () => useInvalidatingMutation(updateChannel, [CHANNELS_KEY], { wait: true });
