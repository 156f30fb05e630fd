import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  channelItems,
  channels,
  socialPosts,
  socialPostTargets,
  videos,
  type Channel,
  type ChannelItem,
} from '../../db/schema/index.ts';

export type NewChannel = typeof channels.$inferInsert;

/** An item with what its state is read from: its video and its post. */
export interface ItemView {
  item: ChannelItem;
  video: { status: string; percent: number; error: string | null; thumbnailKey: string | null } | null;
  post: { status: string; error: string | null; postedAt: Date | null } | null;
}

/** Channels and their items; every query names the owner. */
export class ChannelsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<Channel[]> {
    return this.db
      .select()
      .from(channels)
      .where(eq(channels.userId, userId))
      .orderBy(desc(channels.createdAt), channels.id);
  }

  async count(userId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(channels)
      .where(eq(channels.userId, userId));
    return Number(r?.n ?? 0);
  }

  async find(id: string, userId: string): Promise<Channel | undefined> {
    const [row] = await this.db
      .select()
      .from(channels)
      .where(and(eq(channels.id, id), eq(channels.userId, userId)));
    return row;
  }

  async insert(values: NewChannel): Promise<Channel> {
    const [row] = await this.db.insert(channels).values(values).returning();
    return row!;
  }

  async update(id: string, userId: string, values: Partial<NewChannel>): Promise<Channel | undefined> {
    const [row] = await this.db
      .update(channels)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(channels.id, id), eq(channels.userId, userId)))
      .returning();
    return row;
  }

  async delete(id: string, userId: string): Promise<Channel | undefined> {
    const [row] = await this.db
      .delete(channels)
      .where(and(eq(channels.id, id), eq(channels.userId, userId)))
      .returning();
    return row;
  }

  /** The items of a channel with their video and post, oldest first; `ids` narrows to those. */
  async items(channelId: string, userId: string, ids?: string[]): Promise<ItemView[]> {
    const rows = await this.db
      .select({
        item: channelItems,
        videoStatus: videos.status,
        videoPercent: videos.percent,
        videoError: videos.error,
        thumbnailKey: videos.thumbnailKey,
        postStatus: socialPosts.status,
        postError: socialPosts.errorMessage,
        postedAt: sql<
          string | null
        >`(SELECT max(${socialPostTargets.postedAt}) FROM ${socialPostTargets} WHERE ${socialPostTargets.postId} = ${socialPosts.id})`,
      })
      .from(channelItems)
      .leftJoin(videos, eq(videos.id, channelItems.videoId))
      .leftJoin(socialPosts, eq(socialPosts.id, channelItems.postId))
      .where(
        and(
          eq(channelItems.channelId, channelId),
          eq(channelItems.userId, userId),
          ids
            ? inArray(channelItems.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000'])
            : undefined,
        ),
      )
      .orderBy(asc(channelItems.createdAt), channelItems.id);
    return rows.map((r) => ({
      item: r.item,
      video: r.videoStatus
        ? {
            status: r.videoStatus,
            percent: r.videoPercent ?? 0,
            error: r.videoError,
            thumbnailKey: r.thumbnailKey,
          }
        : null,
      post: r.postStatus
        ? { status: r.postStatus, error: r.postError, postedAt: r.postedAt ? new Date(r.postedAt) : null }
        : null,
    }));
  }

  /** Every idea the channel has had (rejected ones too: a rejected idea is not offered again). */
  async ideas(channelId: string): Promise<string[]> {
    const rows = await this.db
      .select({ idea: channelItems.idea })
      .from(channelItems)
      .where(eq(channelItems.channelId, channelId));
    return rows.map((r) => r.idea);
  }

  /**
   * The ideas of the channel's posted items that did best by their latest recorded metrics: most
   * views over all platforms, then most likes, comments and shares. Items without metrics yet are left out.
   */
  async bestPostedIdeas(channelId: string, limit: number): Promise<string[]> {
    const views = sql<number>`sum(${socialPostTargets.views})`;
    const engagement = sql<number>`sum(${socialPostTargets.likes} + ${socialPostTargets.comments} + ${socialPostTargets.shares})`;
    const rows = await this.db
      .select({ idea: channelItems.idea })
      .from(channelItems)
      .innerJoin(socialPostTargets, eq(socialPostTargets.postId, channelItems.postId))
      .where(
        and(
          eq(channelItems.channelId, channelId),
          isNotNull(socialPostTargets.postedAt),
          isNotNull(socialPostTargets.metricsAt),
        ),
      )
      .groupBy(channelItems.id, channelItems.idea)
      .having(sql`sum(${socialPostTargets.views}) + sum(${socialPostTargets.likes}) > 0`)
      .orderBy(desc(views), desc(engagement), asc(channelItems.id))
      .limit(limit);
    return rows.map((r) => r.idea);
  }

  /** Slot times already given to the channel's live items. */
  async takenSlots(channelId: string): Promise<Set<number>> {
    const rows = await this.db
      .select({ at: channelItems.scheduledAt })
      .from(channelItems)
      .where(
        and(
          eq(channelItems.channelId, channelId),
          isNotNull(channelItems.scheduledAt),
          ne(channelItems.state, 'rejected'),
        ),
      );
    return new Set(rows.map((r) => r.at!.getTime()));
  }

  async insertItems(values: Array<typeof channelItems.$inferInsert>): Promise<ChannelItem[]> {
    if (!values.length) return [];
    return this.db.insert(channelItems).values(values).returning();
  }

  /** Changes an item only while its stored state is one of `from` (two clicks cannot both win). */
  async transitionItem(
    id: string,
    from: ChannelItem['state'][],
    values: Partial<typeof channelItems.$inferInsert>,
  ): Promise<ChannelItem | undefined> {
    const [row] = await this.db
      .update(channelItems)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(channelItems.id, id), inArray(channelItems.state, from)))
      .returning();
    return row;
  }

  /** The item (and its channel) a video was made for, if any. */
  async itemOfVideo(videoId: string): Promise<{ item: ChannelItem; channel: Channel } | undefined> {
    const [row] = await this.db
      .select({ item: channelItems, channel: channels })
      .from(channelItems)
      .innerJoin(channels, eq(channels.id, channelItems.channelId))
      .where(eq(channelItems.videoId, videoId));
    return row;
  }

  /** Videos of the channel's items in these statuses. */
  async videoIds(channelId: string, statuses: string[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: videos.id })
      .from(channelItems)
      .innerJoin(videos, eq(videos.id, channelItems.videoId))
      .where(and(eq(channelItems.channelId, channelId), inArray(videos.status, statuses as never[])));
    return rows.map((r) => r.id);
  }

  /**
   * Pausing: the channel's renders not yet started are set aside as `cancelled` (their jobs are
   * cancelled by the caller); resuming puts them back to `queued`. Answers the videos changed.
   */
  async setVideosStatus(
    ids: string[],
    from: 'queued' | 'cancelled',
    to: 'queued' | 'cancelled',
  ): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .update(videos)
      .set({ status: to, updatedAt: new Date() })
      .where(and(inArray(videos.id, ids), eq(videos.status, from)))
      .returning({ id: videos.id });
    return rows.map((r) => r.id);
  }

  /** Posts of the channel's items still waiting to go out. */
  async waitingPosts(channelId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: socialPosts.id })
      .from(channelItems)
      .innerJoin(socialPosts, eq(socialPosts.id, channelItems.postId))
      .where(
        and(eq(channelItems.channelId, channelId), inArray(socialPosts.status, ['pending', 'scheduled'])),
      );
    return rows.map((r) => r.id);
  }
}
