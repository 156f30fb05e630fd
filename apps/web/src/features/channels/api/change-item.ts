import type { ChannelItemDto as ChannelItem, RejectResponse } from '@reelsmith/contracts/channels';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { itemsKey } from './get-channel-items';

const itemPath = (channelId: string, itemId: string) =>
  `/api/channels/${encodeURIComponent(channelId)}/items/${encodeURIComponent(itemId)}`;

export type ItemAction = 'approve' | 'reject' | 'retry';

interface ItemRef {
  channelId: string;
  item: Pick<ChannelItem, 'id' | 'post_id'>;
}

/**
 * Approve (it takes the next free slot), reject (a new idea takes its place), or send a failed post
 * again: the post is the social module's job, so its retry is the social route.
 */
export function actOnItem({ channelId, item, action }: ItemRef & { action: ItemAction }) {
  if (action === 'retry')
    return api<unknown>(`/api/social/posts/${encodeURIComponent(item.post_id ?? '')}/retry/`, {
      method: 'POST',
    });
  return api<ChannelItem | RejectResponse>(`${itemPath(channelId, item.id)}/${action}`, { method: 'POST' });
}

/** Moves an approved or scheduled item to another time (the calendar's drag and its "Move to…" menu). */
export const rescheduleItem = ({ channelId, item, scheduledAt }: ItemRef & { scheduledAt: string }) =>
  api<ChannelItem>(itemPath(channelId, item.id), { method: 'PATCH', body: { scheduled_at: scheduledAt } });

// An item changed: its channel's list and counts (['channels', id] holds both).
export const useActOnItem = (channelId: string) =>
  useInvalidatingMutation(actOnItem, [itemsKey(channelId), ['channels', channelId], ['social', 'posts']]);
export const useRescheduleItem = (channelId: string) =>
  useInvalidatingMutation(rescheduleItem, [itemsKey(channelId)]);
