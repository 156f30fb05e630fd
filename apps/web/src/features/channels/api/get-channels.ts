import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ChannelDto as Channel, ChannelListDto } from '@reelsmith/contracts/channels';

export const CHANNELS_KEY = ['channels'] as const;

export const getChannels = () => api<ChannelListDto>('/api/channels').then((r) => r.channels);
export const getChannel = (id: string) => api<Channel>(`/api/channels/${encodeURIComponent(id)}`);

export const channelsQuery = () => queryOptions({ queryKey: CHANNELS_KEY, queryFn: getChannels });
export const channelQuery = (id: string) =>
  queryOptions({ queryKey: [...CHANNELS_KEY, id], queryFn: () => getChannel(id) });

export const useChannels = () => useQuery(channelsQuery());
export const useChannel = (id: string) => useQuery(channelQuery(id));
