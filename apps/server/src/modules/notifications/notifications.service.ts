import { Agent } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { AppContext } from '../../context.ts';
import type { EmailService } from '../email/email.service.ts';
import { ValidationError } from '../../http/errors.ts';
import { guardedLookup, isSavableUrl, reachable, type Resolve } from '../../lib/public-address.ts';
import type { Video } from '../../db/schema/index.ts';
import type { VideosService } from '../videos/videos.service.ts';
import type { WebhooksService } from '../webhooks/webhooks.service.ts';
import { videoFailedEmail, videoReadyEmail } from './notifications.emails.ts';
import { NotificationsRepo } from './notifications.repo.ts';

const VAPID_SECRET = 'vapid';
/** A watcher whose heartbeat is older than this has gone (its process died without closing). */
export const WATCHER_TTL_MS = 45_000;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A post as the social module answers it (jobDto). */
interface PostDto {
  id: string;
  status: string;
}

/**
 * The notifier: the one place a finished or failed video or post is announced. Webhooks always;
 * for videos also an email and a Web Push when nobody is watching its progress stream (decision 123).
 */
export class NotificationsService {
  readonly repo: NotificationsRepo;
  private vapid?: Promise<VapidKeys>;
  /** The HTTPS agent pushes go through (tests trust their local push service's certificate with it). */
  pushAgent?: Agent;
  /** How push service hosts are resolved (the system's resolver; tests hand in their own). */
  resolve?: Resolve;
  /** How often an open progress stream refreshes its watcher row (a third of WATCHER_TTL_MS). */
  heartbeatMs = 15_000;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      videos: VideosService;
      webhooks: WebhooksService;
      email: Pick<EmailService, 'enqueue'>;
    },
  ) {
    this.repo = new NotificationsRepo(ctx.database.db);
  }

  /** Called by the render job once the row is `completed` or (finally) `failed`. */
  async videoSettled(video: Video): Promise<void> {
    const event = video.status === 'completed' ? 'video.completed' : 'video.failed';
    await this.deps.webhooks.emit(video.userId, event, this.deps.videos.toDto(video));
    // Someone has the page open (in any API process): they see it happen; no email, no push.
    if (await this.repo.watched(video.id, new Date(Date.now() - WATCHER_TTL_MS))) return;
    const user = await this.repo.user(video.userId);
    if (!user) return;
    if (user.notifyEmail) {
      const link = `${this.ctx.env.PUBLIC_URL}/my-content`;
      await this.deps.email.enqueue(
        video.status === 'completed'
          ? videoReadyEmail(user.email, user.firstName, video.title, link)
          : videoFailedEmail(
              user.email,
              user.firstName,
              video.title,
              video.error ?? 'Rendering failed.',
              link,
            ),
      );
    }
    if ((await this.repo.subscriptions(video.userId)).length)
      await this.ctx.queue.send('push.send', { videoId: video.id }, { singletonKey: `push:${video.id}` });
  }

  /**
   * Records an open progress stream of a video until the returned function is called, with a
   * heartbeat so a worker in another process can tell "on the page" from "left" (decision 124).
   * A database hiccup never breaks the stream: the worst case is an email to someone watching.
   */
  async watch(videoId: string): Promise<() => Promise<void>> {
    let id: string;
    try {
      id = await this.repo.addWatcher(videoId);
    } catch (err) {
      this.ctx.logger.warn({ err: (err as Error).message, videoId }, 'watcher not recorded');
      return async () => undefined;
    }
    const beat = setInterval(() => {
      this.repo.touchWatcher(id).catch((err: Error) => {
        this.ctx.logger.warn({ err: err.message, videoId }, 'watcher heartbeat failed');
      });
    }, this.heartbeatMs);
    beat.unref();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      clearInterval(beat);
      await this.repo.removeWatcher(id).catch(() => undefined);
    };
  }

  /** Part of the hourly `developer.sweep`: watcher rows of streams whose process died. */
  sweepWatchers(): Promise<number> {
    return this.repo.deleteStaleWatchers(new Date(Date.now() - WATCHER_TTL_MS));
  }

  /** Called by the social post job once a post is `posted` or `failed`. */
  async postSettled(userId: string, post: PostDto): Promise<void> {
    if (post.status !== 'posted' && post.status !== 'failed') return;
    await this.deps.webhooks.emit(userId, post.status === 'posted' ? 'post.posted' : 'post.failed', post);
  }

  /** The server's VAPID key pair: made on first use and kept in the database (never in the repository). */
  vapidKeys(): Promise<VapidKeys> {
    this.vapid ??= (async () => {
      const stored = await this.repo.secret(VAPID_SECRET);
      if (stored) return JSON.parse(stored) as VapidKeys;
      const made = webpush.generateVAPIDKeys();
      return JSON.parse(await this.repo.putSecretOnce(VAPID_SECRET, JSON.stringify(made))) as VapidKeys;
    })().catch((err) => {
      this.vapid = undefined;
      throw err;
    });
    return this.vapid;
  }

  async settings(userId: string) {
    const user = await this.repo.user(userId);
    const subs = await this.repo.subscriptions(userId);
    return {
      email_on_finish: user?.notifyEmail ?? true,
      push_public_key: (await this.vapidKeys()).publicKey,
      push_subscriptions: subs.length,
    };
  }

  async setEmail(userId: string, on: boolean) {
    await this.repo.setNotifyEmail(userId, on);
    return this.settings(userId);
  }

  async subscribe(userId: string, sub: { endpoint: string; keys: { p256dh: string; auth: string } }) {
    // A browser's push service is on the public internet; anything else would have the server
    // post to its own network on a user's behalf (decision 160).
    const url = URL.canParse(sub.endpoint) ? new URL(sub.endpoint) : null;
    if (!url || !isSavableUrl(url, this.ctx.env.OUTBOUND_ALLOW_LOOPBACK))
      throw new ValidationError('endpoint must be a public push service address.', {
        endpoint: ['endpoint must be a public push service address.'],
      });
    await this.repo.upsertSubscription({ userId, endpoint: sub.endpoint, ...sub.keys });
    return this.settings(userId);
  }

  async unsubscribe(userId: string, endpoint: string) {
    await this.repo.deleteSubscription(userId, endpoint);
    return this.settings(userId);
  }

  /** The `push.send` job: one notification to each of the owner's browsers; gone ones are forgotten. */
  async sendPush(videoId: string): Promise<void> {
    const video = await this.deps.videos.repo.findById(videoId);
    if (!video || (video.status !== 'completed' && video.status !== 'failed')) return;
    const keys = await this.vapidKeys();
    const ok = video.status === 'completed';
    const payload = JSON.stringify({
      title: ok ? 'Your video is ready' : 'Your video could not be made',
      body: ok ? video.title : `${video.title}: ${video.error ?? 'Rendering failed.'}`,
      url: '/my-content',
      tag: `video-${video.id}`,
    });
    let retry: Error | undefined;
    const allowLoopback = this.ctx.env.OUTBOUND_ALLOW_LOOPBACK;
    // Every connection goes to the address its own lookup checked (the same guard as webhooks).
    const agent = this.pushAgent ?? new Agent({ lookup: guardedLookup(allowLoopback, this.resolve) });
    for (const s of await this.repo.subscriptions(video.userId)) {
      const host = new URL(s.endpoint).hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !reachable(allowLoopback)(host)) {
        await this.repo.deleteSubscriptionById(s.id);
        continue;
      }
      try {
        await webpush.sendNotification(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          payload,
          {
            vapidDetails: { subject: this.ctx.env.VAPID_SUBJECT, ...keys },
            TTL: 24 * 3600,
            timeout: 10_000,
            agent,
          },
        );
      } catch (err) {
        const code = (err as { statusCode?: number }).statusCode;
        // 404/410: the browser dropped the subscription.
        if (code === 404 || code === 410) await this.repo.deleteSubscriptionById(s.id);
        else retry = err as Error;
      }
    }
    if (retry) throw retry;
  }
}
