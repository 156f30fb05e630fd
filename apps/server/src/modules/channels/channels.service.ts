import { randomUUID } from 'node:crypto';
import {
  CHANNEL_LIMITS,
  type ChannelBody,
  type ChannelDto,
  type ChannelItemDto,
  type ChannelItemState,
  type ChannelPatch,
  type PlanResponse,
  type RejectResponse,
} from '@reelsmith/contracts/channels';
import type { AppContext } from '../../context.ts';
import type { Channel, Video } from '../../db/schema/index.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { videoFolder } from '../../storage/storage-paths.ts';
import type { AllowancesService } from '../billing/allowances.service.ts';
import { BillingRepo } from '../billing/billing.repo.ts';
import { UsersRepo } from '../users/users.repo.ts';
import type { BrandKitsService } from '../brand-kits/brand-kits.service.ts';
import type { SocialService } from '../social/social.service.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { freeSlots } from './cadence.ts';
import { itemState } from './channel-items.ts';
import { channelDto, channelItemDto, PAUSED_NOTICES } from './channels.dto.ts';
import { nextIdeas } from './channels.ideas.ts';
import { ChannelsRepo, type ItemView } from './channels.repo.ts';

/** pg-boss runs higher first: a creator waiting in the create flow (0) goes before series work. */
export const SERIES_PRIORITY = -10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const channelNotFound = () => new NotFoundError('Channel not found.');
const itemNotFound = () => new NotFoundError('Item not found.');
const wrongState = (message: string) => new ConflictError(message, 'wrong_state');

export class ChannelsService {
  private readonly repo: ChannelsRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      videos: Pick<VideosService, 'createSeries' | 'delete'>;
      brandKits: Pick<BrandKitsService, 'get' | 'storyboardBrand' | 'cards'>;
      social: Pick<SocialService, 'createPost' | 'editPost' | 'cancel'>;
      allowances: Pick<AllowancesService, 'creditsLeft'>;
    },
  ) {
    this.repo = new ChannelsRepo(ctx.database.db);
  }

  async list(userId: string): Promise<ChannelDto[]> {
    const rows = await this.repo.list(userId);
    return Promise.all(rows.map((c) => this.dto(c)));
  }

  async get(userId: string, id: string): Promise<ChannelDto> {
    return this.dto(await this.own(userId, id));
  }

  async create(userId: string, body: ChannelBody): Promise<ChannelDto> {
    if ((await this.repo.count(userId)) >= CHANNEL_LIMITS.channelsMax)
      throw new ConflictError(
        `You can have at most ${CHANNEL_LIMITS.channelsMax} channels.`,
        'channel_limit',
      );
    if (body.brand_kit_id) await this.kitOf(userId, body.brand_kit_id);
    const timeZone =
      body.timezone ?? (await new BillingRepo(this.ctx.database.db).account(userId))?.timeZone ?? 'UTC';
    const row = await this.repo.insert({
      userId,
      name: body.name,
      niche: body.niche,
      vibe: body.vibe,
      voice: body.voice,
      style: body.style,
      language: await new UsersRepo(this.ctx.database.db).language(userId, body.language),
      durationSec: body.duration,
      brandKitId: body.brand_kit_id,
      platforms: body.platforms,
      cadence: body.cadence,
      approvalMode: body.approval_mode,
      timeZone,
    });
    return this.dto(row);
  }

  async update(userId: string, id: string, body: ChannelPatch): Promise<ChannelDto> {
    const channel = await this.own(userId, id);
    if (body.brand_kit_id) await this.kitOf(userId, body.brand_kit_id);
    const values: Partial<Channel> = {
      name: body.name,
      niche: body.niche,
      vibe: body.vibe,
      voice: body.voice,
      style: body.style,
      language: body.language,
      durationSec: body.duration,
      brandKitId: body.brand_kit_id,
      platforms: body.platforms,
      cadence: body.cadence,
      approvalMode: body.approval_mode,
      timeZone: body.timezone,
    };
    if (body.status === 'paused' && channel.status !== 'paused') {
      Object.assign(values, { status: 'paused', pausedReason: 'creator' });
    } else if (body.status === 'active' && channel.status === 'paused') {
      const left = await this.deps.allowances.creditsLeft(userId);
      if (left !== null && left <= 0)
        throw new AppError(402, 'plan_limit_reached', PAUSED_NOTICES.allowance, {
          detail: PAUSED_NOTICES.allowance,
          upgrade_url: '/pricing',
        });
      Object.assign(values, { status: 'active', pausedReason: null });
    }
    const row = await this.repo.update(id, userId, values);
    if (!row) throw channelNotFound();
    if (values.status === 'paused') await this.stopQueuedWork(row);
    if (values.status === 'active') await this.resumeQueuedWork(row);
    // Switching to automatic posting schedules what is already rendered.
    if (body.approval_mode === 'auto' && row.status === 'active') await this.autoSchedule(row);
    return this.dto(row);
  }

  /** Deletes the channel: queued renders are cancelled, renders in progress stop, waiting posts are cancelled. */
  async delete(userId: string, id: string): Promise<void> {
    const channel = await this.own(userId, id);
    await this.stopQueuedWork(channel);
    for (const postId of await this.repo.waitingPosts(channel.id))
      await this.deps.social.cancel(userId, postId).catch(() => undefined);
    // Unfinished videos go with the channel; finished ones stay in the creator's library.
    for (const videoId of await this.repo.videoIds(channel.id, [
      'queued',
      'cancelled',
      'scripting',
      'voicing',
      'rendering',
    ]))
      await this.deps.videos.delete(userId, videoId).catch(() => undefined);
    await this.repo.delete(channel.id, userId);
  }

  /** Plans the next `count` items: fresh ideas from the niche, each a video queued below interactive work. */
  async plan(userId: string, id: string, count: number): Promise<PlanResponse> {
    const channel = await this.own(userId, id);
    if (channel.status === 'paused')
      throw new ConflictError(PAUSED_NOTICES[channel.pausedReason ?? 'creator'], 'channel_paused');
    const ideas = await nextIdeas(this.repo, this.ctx.providers.llm, channel, count);
    const { made, allowance } = await this.makeItems(channel, ideas);
    let notice: string | null = allowance ? PAUSED_NOTICES.allowance : null;
    if (!notice && made.length < count)
      notice = made.length
        ? `Only ${made.length} new ideas were different enough from this channel’s earlier ones.`
        : 'No new ideas were different enough from this channel’s earlier ones. Try widening the niche.';
    return { items: await this.itemDtos(channel, made), notice };
  }

  async items(userId: string, id: string, q: { state?: ChannelItemState; from?: string; to?: string }) {
    const channel = await this.own(userId, id);
    const from = q.from ? Date.parse(q.from) : -Infinity;
    const to = q.to ? Date.parse(q.to) : Infinity;
    return (await this.itemDtos(channel)).filter((i) => {
      if (q.state && i.state !== q.state) return false;
      const at = Date.parse(i.scheduled_at ?? i.created_at);
      return at >= from && at < to;
    });
  }

  /** Approve: scheduled at the channel's next free slot (posted there when it has platforms). */
  async approve(userId: string, channelId: string, itemId: string): Promise<ChannelItemDto> {
    const channel = await this.own(userId, channelId);
    const view = await this.view(channel, itemId);
    if (itemState(view).state !== 'rendered')
      throw wrongState('Only a finished video waiting for approval can be approved.');
    await this.schedule(channel, view);
    return this.toItemDto(await this.view(channel, itemId));
  }

  /** Reject: the item is set aside and a new idea takes its place. */
  async reject(userId: string, channelId: string, itemId: string): Promise<RejectResponse> {
    const channel = await this.own(userId, channelId);
    const view = await this.view(channel, itemId);
    const state = itemState(view).state;
    if (state === 'posted' || state === 'rejected')
      throw wrongState('A posted or rejected item cannot be rejected.');
    if (view.item.postId && state === 'scheduled')
      await this.deps.social.cancel(userId, view.item.postId).catch(() => undefined);
    if (view.item.videoId && (state === 'planned' || state === 'rendering'))
      await this.deps.videos.delete(userId, view.item.videoId).catch(() => undefined);
    const done = await this.repo.transitionItem(itemId, ['planned', 'approved', 'scheduled', 'failed'], {
      state: 'rejected',
      scheduledAt: null,
    });
    if (!done) throw wrongState('This item has changed; reload and try again.');
    let replacement: string | null = null;
    if (channel.status === 'active') {
      replacement =
        (await this.makeItems(channel, await nextIdeas(this.repo, this.ctx.providers.llm, channel, 1)))
          .made[0] ?? null;
    }
    return {
      item: this.toItemDto(await this.view(channel, itemId)),
      replacement: replacement ? this.toItemDto(await this.view(channel, replacement)) : null,
    };
  }

  /** Moves an approved or scheduled item to another time (the calendar's drag). */
  async reschedule(userId: string, channelId: string, itemId: string, at: string): Promise<ChannelItemDto> {
    const channel = await this.own(userId, channelId);
    const view = await this.view(channel, itemId);
    const state = itemState(view).state;
    if (state !== 'approved' && state !== 'scheduled')
      throw wrongState('Only approved or scheduled items can be moved.');
    const when = new Date(at);
    if (when.getTime() <= Date.now())
      throw new ValidationError('Choose a time in the future.', {
        scheduled_at: ['Choose a time in the future.'],
      });
    if (view.item.postId)
      await this.deps.social.editPost(userId, view.item.postId, {
        scheduled_for: when.toISOString(),
        time_zone: 'UTC',
      });
    await this.repo.transitionItem(itemId, ['approved', 'scheduled'], { scheduledAt: when });
    return this.toItemDto(await this.view(channel, itemId));
  }

  /** Told when any video settles: an automatic channel schedules its finished item at once. */
  async videoSettled(video: Video): Promise<void> {
    if (video.status !== 'completed') return;
    const found = await this.repo.itemOfVideo(video.id);
    if (!found || found.channel.approvalMode !== 'auto' || found.channel.status !== 'active') return;
    const [view] = await this.repo.items(found.channel.id, found.channel.userId, [found.item.id]);
    if (view && itemState(view).state === 'rendered') await this.schedule(found.channel, view);
  }

  // -- internals ------------------------------------------------------------------------------

  /**
   * The items for `ideas` and their videos, made together (renders queued at series priority). Where
   * the month's allowance runs out the rest are not made and the channel pauses with that reason.
   */
  private async makeItems(
    channel: Channel,
    ideas: string[],
  ): Promise<{ made: string[]; allowance: boolean }> {
    if (!ideas.length) return { made: [], allowance: false };
    const { userId } = channel;
    const cards = channel.brandKitId
      ? await this.deps.brandKits.cards(userId, channel.brandKitId).catch(() => null)
      : null;
    const planned = await Promise.all(
      ideas.map(async (idea) => {
        const id = randomUUID();
        const folder = videoFolder({ userId, id });
        const brand = cards
          ? await this.deps.brandKits.storyboardBrand(userId, channel.brandKitId!, folder)
          : undefined;
        return { id, idea: idea.slice(0, 1000), brand };
      }),
    );
    const { videos, refused } = await this.deps.videos.createSeries(
      userId,
      {
        vibe: channel.vibe as never,
        voice: channel.voice,
        style: channel.style as never,
        language: channel.language as never,
        duration: channel.durationSec,
        caption_style: (cards?.captionPreset ?? 'bold') as never,
        music: 'auto',
      },
      planned,
      SERIES_PRIORITY,
    );
    const made = new Set(videos.map((v) => v.id));
    // Copied brand files of videos the allowance did not let through go again.
    for (const p of planned)
      if (!made.has(p.id) && p.brand)
        await this.ctx.storage.deletePrefix(videoFolder({ userId, id: p.id })).catch(() => undefined);
    const items = await this.repo.insertItems(
      // Apart by a millisecond each, so the list keeps the planned order.
      planned
        .filter((p) => made.has(p.id))
        .map((p, i) => ({
          channelId: channel.id,
          userId,
          idea: p.idea,
          videoId: p.id,
          createdAt: new Date(Date.now() + i),
        })),
    );
    const allowance = refused?.code === 'plan_limit_reached';
    if (refused && !allowance) throw refused;
    if (allowance) {
      await this.repo.update(channel.id, userId, { status: 'paused', pausedReason: 'allowance' });
      Object.assign(channel, { status: 'paused', pausedReason: 'allowance' });
    }
    return { made: items.map((i) => i.id), allowance };
  }

  private async schedule(channel: Channel, view: ItemView): Promise<void> {
    const taken = await this.repo.takenSlots(channel.id);
    const [slot] = freeSlots(channel.cadence, channel.timeZone, new Date(Date.now() + 60_000), 1, taken);
    if (!slot) throw wrongState('This channel has no free posting time in the next year.');
    let postId: string | null = null;
    if (channel.platforms.length && view.item.videoId) {
      const post = await this.deps.social.createPost(channel.userId, {
        title: view.item.idea.slice(0, 100),
        description: '',
        video_file_path: view.item.videoId,
        hashtags: [],
        platforms: channel.platforms as never,
        scheduled_for: slot.toISOString(),
        time_zone: 'UTC',
      });
      postId = post.id;
    }
    const done = await this.repo.transitionItem(view.item.id, ['planned'], {
      state: postId ? 'scheduled' : 'approved',
      postId,
      scheduledAt: slot,
    });
    if (!done) {
      if (postId) await this.deps.social.cancel(channel.userId, postId).catch(() => undefined);
      throw wrongState('This item has changed; reload and try again.');
    }
  }

  private async autoSchedule(channel: Channel) {
    for (const view of await this.repo.items(channel.id, channel.userId))
      if (itemState(view).state === 'rendered') await this.schedule(channel, view).catch(() => undefined);
  }

  /** Pausing: renders not yet started are set aside and their jobs cancelled at once. */
  private async stopQueuedWork(channel: Channel) {
    const queued = await this.repo.videoIds(channel.id, ['queued']);
    await this.ctx.queue.cancelQueued('video.render', 'videoId', queued);
    await this.repo.setVideosStatus(queued, 'queued', 'cancelled');
  }

  private async resumeQueuedWork(channel: Channel) {
    const waiting = await this.repo.videoIds(channel.id, ['cancelled']);
    for (const videoId of await this.repo.setVideosStatus(waiting, 'cancelled', 'queued'))
      await this.ctx.queue.send('video.render', { videoId }, { priority: SERIES_PRIORITY });
  }

  private async own(userId: string, id: string): Promise<Channel> {
    const c = UUID.test(id) ? await this.repo.find(id, userId) : undefined;
    if (!c) throw channelNotFound();
    return c;
  }

  private async kitOf(userId: string, kitId: string) {
    try {
      return await this.deps.brandKits.get(userId, kitId);
    } catch {
      const message = 'brand_kit_id must be the id of one of your brand kits.';
      throw new ValidationError(message, { brand_kit_id: [message] });
    }
  }

  private async view(channel: Channel, itemId: string): Promise<ItemView> {
    if (!UUID.test(itemId)) throw itemNotFound();
    const [view] = await this.repo.items(channel.id, channel.userId, [itemId]);
    if (!view) throw itemNotFound();
    return view;
  }

  private async itemDtos(channel: Channel, ids?: string[]): Promise<ChannelItemDto[]> {
    return (await this.repo.items(channel.id, channel.userId, ids)).map((v) => this.toItemDto(v));
  }

  private toItemDto(v: ItemView): ChannelItemDto {
    return channelItemDto(v, this.ctx.urls);
  }

  private async dto(c: Channel): Promise<ChannelDto> {
    const views = await this.repo.items(c.id, c.userId);
    return channelDto(c, views, await this.repo.takenSlots(c.id));
  }
}
