import {
  CHANNEL_ITEM_STATES,
  type ChannelDto,
  type ChannelItemDto,
  type ChannelItemState,
} from '@reelsmith/contracts/channels';
import type { Channel } from '../../db/schema/index.ts';
import type { UrlSigner } from '../../http/signed-url.ts';
import { freeSlots } from './cadence.ts';
import { itemState } from './channel-items.ts';
import type { ItemView } from './channels.repo.ts';

// What the creator sees of a channel and its items: the answers' shapes, read off the rows.

/** Why a channel is paused, in the creator's words. */
export const PAUSED_NOTICES = {
  creator: 'This channel is paused. Resume it to plan and make new videos.',
  allowance:
    'This channel is paused because this month’s videos are used up. It can resume when your plan has videos again.',
} as const;

/** An item as the calendar and the list show it: its state read off its video and post. */
export function channelItemDto(v: ItemView, urls: Pick<UrlSigner, 'sign'>): ChannelItemDto {
  const { state, error } = itemState(v);
  return {
    id: v.item.id,
    channel_id: v.item.channelId,
    idea: v.item.idea,
    state,
    video_id: v.item.videoId,
    percent: state === 'rendering' ? (v.video?.percent ?? 0) : state === 'planned' ? 0 : 100,
    thumbnail_url: v.video?.thumbnailKey ? urls.sign(v.video.thumbnailKey) : null,
    error,
    scheduled_at: v.item.scheduledAt?.toISOString() ?? null,
    posted_at: state === 'posted' ? (v.post?.postedAt?.toISOString() ?? null) : null,
    post_id: v.item.postId,
    created_at: v.item.createdAt.toISOString(),
    updated_at: v.item.updatedAt.toISOString(),
  };
}

export function channelDto(c: Channel, views: ItemView[], taken: Set<number>): ChannelDto {
  const counts = Object.fromEntries(CHANNEL_ITEM_STATES.map((s) => [s, 0])) as Record<
    ChannelItemState,
    number
  >;
  for (const v of views) counts[itemState(v).state]++;
  return {
    id: c.id,
    name: c.name,
    niche: c.niche,
    vibe: c.vibe as ChannelDto['vibe'],
    voice: c.voice,
    style: c.style as ChannelDto['style'],
    language: c.language as ChannelDto['language'],
    duration: c.durationSec,
    brand_kit_id: c.brandKitId,
    platforms: c.platforms as ChannelDto['platforms'],
    cadence: c.cadence,
    approval_mode: c.approvalMode,
    timezone: c.timeZone,
    status: c.status,
    paused_reason: c.status === 'paused' ? (c.pausedReason ?? 'creator') : null,
    paused_notice: c.status === 'paused' ? PAUSED_NOTICES[c.pausedReason ?? 'creator'] : null,
    next_slots: freeSlots(c.cadence, c.timeZone, new Date(), 5, taken).map((d) => d.toISOString()),
    item_counts: counts,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
