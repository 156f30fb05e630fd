import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ChannelItemDto as ChannelItem, ChannelItemListDto } from '@reelsmith/contracts/channels';

export const itemsKey = (channelId: string) => ['channels', channelId, 'items'] as const;

export const getChannelItems = (channelId: string) =>
  api<ChannelItemListDto>(`/api/channels/${encodeURIComponent(channelId)}/items`).then((r) => r.items);

const busy = (items: ChannelItem[] | undefined) =>
  items?.some(
    (i) =>
      i.state === 'planned' || i.state === 'rendering' || i.state === 'scheduled' || i.state === 'approved',
  );

export const channelItemsQuery = (channelId: string) =>
  queryOptions({
    queryKey: itemsKey(channelId),
    queryFn: () => getChannelItems(channelId),
    // Follow the videos while any is being made or waits to be posted, every 3 s (20 of the
    // account's 60 calls a minute, decision 061); otherwise now and then.
    refetchInterval: (q) => (busy(q.state.data) ? 3000 : 30_000),
  });

export const useChannelItems = (channelId: string) => useQuery(channelItemsQuery(channelId));
