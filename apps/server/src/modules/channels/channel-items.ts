import type { ChannelItemState } from '@reelsmith/contracts/channels';
import type { ItemView } from './channels.repo.ts';

/**
 * An item's state as the creator sees it. The stored state holds the creator's decisions; the rest is
 * read off the video (planned → rendering → rendered, or failed) and the post (scheduled → posted,
 * or failed), so neither is copied and nothing goes stale.
 */
export function itemState(v: ItemView): { state: ChannelItemState; error: string | null } {
  const { item, video, post } = v;
  if (item.state === 'rejected') return { state: 'rejected', error: null };
  if (item.state === 'failed') return { state: 'failed', error: item.error };
  if (post) {
    if (post.status === 'posted') return { state: 'posted', error: null };
    if (post.status === 'failed')
      return { state: 'failed', error: post.error ?? 'The post could not be published.' };
    if (post.status === 'cancelled') return { state: 'rendered', error: null };
    return { state: 'scheduled', error: null };
  }
  if (!video) return { state: 'planned', error: null };
  switch (video.status) {
    case 'completed':
      return { state: item.state === 'approved' ? 'approved' : 'rendered', error: null };
    case 'failed':
      return { state: 'failed', error: video.error ?? 'The video could not be made.' };
    case 'queued':
    case 'cancelled': // set aside while the channel is paused
      return { state: 'planned', error: null };
    default:
      return { state: 'rendering', error: null };
  }
}
