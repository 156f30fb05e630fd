import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../context.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  COMING_SOON_PLATFORMS,
  SOCIAL_PLATFORMS,
  type SocialConnection,
  type SocialPlatform,
} from '../../db/schema/index.ts';
import { ValidationError } from '../../http/errors.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import { isSocialPlatform } from '../../providers/social/social.registry.ts';
import {
  SocialApiError,
  type SocialProvider,
  type VideoToPublish,
} from '../../providers/social/social.types.ts';
import { createTokenCrypto, type TokenCrypto } from '../../providers/social/token-crypto.ts';
import {
  comingSoon,
  notConfigured,
  postNotFound,
  unknownPlatform,
  videoNotFound,
  wrongState,
} from './social.errors.ts';
import { BINDING_MISMATCH_MESSAGE } from './oauth-binding.ts';
import { SocialRepo, type PostWithTargets } from './social.repo.ts';
import type { CreatePostBody, EditPostBody } from './social.schemas.ts';
import { isTimeZone, scheduleInstant } from './schedule-time.ts';
import { UUID } from '../../lib/uuid.ts';

type JobCtx = Parameters<JobHandler<'social.post'>>[1];

const DISPLAY: Record<string, string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
};
export const displayName = (p: string) => DISPLAY[p] ?? p;
/** How long before expiry a token is refreshed. */
const REFRESH_EARLY_MS = 5 * 60_000;
const MAX_SCHEDULE_AHEAD_MS = 2 * 365 * 86_400_000;

export function jobDto(p: PostWithTargets) {
  const sum = (k: 'views' | 'likes' | 'comments' | 'shares') =>
    p.targets.reduce((n, t) => n + Number(t[k]), 0);
  const order = (t: { platform: string }) => SOCIAL_PLATFORMS.indexOf(t.platform as SocialPlatform);
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    status: p.status,
    platforms: [...p.targets]
      .sort((a, b) => order(a) - order(b))
      .map((t) => ({
        platform_name: t.platform,
        status: t.status,
        error_message: t.errorMessage,
        url: t.remoteUrl,
        posted_at: t.postedAt?.toISOString() ?? null,
      })),
    total_views: sum('views'),
    total_likes: sum('likes'),
    total_comments: sum('comments'),
    total_shares: sum('shares'),
    created_at: p.createdAt.toISOString(),
    error_message: p.errorMessage,
    video_id: p.videoId,
    hashtags: p.hashtags,
    scheduled_for: p.scheduledFor?.toISOString() ?? null,
    time_zone: p.timeZone,
  };
}

/** Social posting: linked accounts (OAuth 2), post jobs on the queue, scheduling and metrics. */
export class SocialService {
  private repo: SocialRepo;
  private crypto: TokenCrypto;
  constructor(
    private ctx: AppContext,
    /** Told when a post settles (webhooks); absent in tests of the service alone. */
    private notifier?: Pick<NotificationsService, 'postSettled'>,
  ) {
    this.repo = new SocialRepo(ctx.database.db);
    this.crypto = createTokenCrypto({ key: ctx.env.SOCIAL_TOKEN_KEY, secret: ctx.env.JWT_SECRET });
  }

  private provider(platform: string): SocialProvider {
    if ((COMING_SOON_PLATFORMS as readonly string[]).includes(platform))
      throw comingSoon(displayName(platform));
    if (!isSocialPlatform(platform)) throw unknownPlatform(platform);
    const p = this.ctx.providers.social.get(platform);
    if (!p) throw notConfigured(displayName(platform), this.ctx.providers.social.missing(platform));
    return p;
  }
  redirectUri(platform: SocialPlatform) {
    return `${this.ctx.env.PUBLIC_URL}/api/social/oauth/${platform}/callback/`;
  }

  async connectionStatus(userId: string) {
    const [conns, early] = await Promise.all([
      this.repo.connections(userId),
      this.repo.earlyAccessRequests(userId),
    ]);
    return {
      platforms: [
        ...SOCIAL_PLATFORMS.map((name) => {
          const c = conns.find((x) => x.platform === name);
          const missing = this.ctx.providers.social.missing(name);
          return {
            platform: { name, display_name: displayName(name), is_coming_soon: false },
            is_connected: c?.state === 'connected',
            account: c
              ? { platform_username: c.username, last_connected_at: c.lastConnectedAt.toISOString() }
              : null,
            needs_reconnect: c?.state === 'reconnect_needed',
            is_configured: missing.length === 0,
            missing_env: missing,
            early_access_requested: false,
          };
        }),
        ...COMING_SOON_PLATFORMS.map((name) => ({
          platform: { name, display_name: displayName(name), is_coming_soon: true },
          is_connected: false,
          account: null,
          needs_reconnect: false,
          is_configured: false,
          missing_env: [],
          early_access_requested: early.has(name),
        })),
      ],
    };
  }

  async connect(userId: string, platform: string) {
    const provider = this.provider(platform);
    const state = randomBytes(24).toString('base64url');
    const codeVerifier = randomBytes(48).toString('base64url');
    const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
    await this.repo.saveOauthState({ state, userId, platform: provider.platform, codeVerifier });
    return {
      oauth_url: provider.authorizeUrl({
        state,
        codeChallenge,
        redirectUri: this.redirectUri(provider.platform),
      }),
    };
  }

  /**
   * The platform's redirect back to us: a page for the popup saying what happened. `startedHere`
   * says whether this browser started the connection (oauth-binding.ts); a live state from
   * another browser is used up and connects nothing.
   */
  async oauthCallback(
    platform: string,
    q: { code?: string; state?: string; error?: string; error_description?: string },
    startedHere: (state: string) => boolean,
  ) {
    const name = displayName(platform);
    if (q.error)
      return { ok: false, message: `${name} was not connected: ${q.error_description ?? q.error}.` };
    const attempt = q.state ? await this.repo.takeOauthState(q.state) : undefined;
    if (!attempt || attempt.platform !== platform || Date.now() - attempt.createdAt.getTime() > 15 * 60_000)
      return {
        ok: false,
        message: 'This sign-in link has expired. Close this window and press Connect again.',
      };
    if (!startedHere(attempt.state)) return { ok: false, message: BINDING_MISMATCH_MESSAGE };
    if (!q.code) return { ok: false, message: `${name} sent no authorization code. Press Connect again.` };
    const provider = this.provider(platform);
    try {
      const { tokens, account } = await provider.exchangeCode({
        code: q.code,
        codeVerifier: attempt.codeVerifier,
        redirectUri: this.redirectUri(provider.platform),
      });
      await this.repo.saveConnection({
        userId: attempt.userId,
        platform: provider.platform,
        accountId: account.id,
        username: account.username,
        accessTokenEnc: this.crypto.encrypt(tokens.accessToken),
        refreshTokenEnc: tokens.refreshToken ? this.crypto.encrypt(tokens.refreshToken) : null,
        expiresAt: tokens.expiresAt ?? null,
        scopes: tokens.scopes ?? '',
      });
      return { ok: true, message: `${name} is connected as ${account.username}. You can close this window.` };
    } catch (err) {
      this.ctx.logger.warn({ platform, err: (err as Error).message }, 'social connect failed');
      const message = err instanceof SocialApiError ? err.message : 'Something went wrong.';
      return { ok: false, message: `${name} was not connected. ${message}` };
    }
  }

  async disconnect(userId: string, platform: string) {
    if (!isSocialPlatform(platform)) throw unknownPlatform(platform);
    await this.repo.deleteConnection(userId, platform);
    return { message: `Disconnected from ${displayName(platform)}.` };
  }

  async earlyAccess(userId: string, platform: string) {
    if (!(COMING_SOON_PLATFORMS as readonly string[]).includes(platform))
      throw new ValidationError(
        `Early access is for platforms that are coming soon: ${COMING_SOON_PLATFORMS.join(', ')}.`,
        { platform: ['Choose twitter or linkedin.'] },
      );
    await this.repo.requestEarlyAccess(userId, platform);
    return { message: `Early access requested for ${platform}!`, platform };
  }

  async listPosts(userId: string) {
    return (await this.repo.listPosts(userId)).map(jobDto);
  }

  async analytics(userId: string) {
    const [posts, conns] = await Promise.all([
      this.repo.listPosts(userId, 10_000),
      this.repo.connections(userId),
    ]);
    const done = posts.filter((p) => p.status === 'posted' || p.status === 'failed');
    const posted = done.filter((p) => p.status === 'posted').length;
    return {
      total_posts: posts.length,
      success_rate: done.length ? Math.round((posted / done.length) * 1000) / 10 : 0,
      total_views: posts.reduce((n, p) => n + p.targets.reduce((m, t) => m + Number(t.views), 0), 0),
      connected_platforms: conns.filter((c) => c.state === 'connected').map((c) => c.platform),
    };
  }

  private resolveSchedule(scheduledFor: string | null | undefined, timeZone: string | undefined) {
    const tz = timeZone || 'UTC';
    if (!isTimeZone(tz))
      throw new ValidationError('Unknown time zone.', { time_zone: ['Unknown time zone.'] });
    if (!scheduledFor) return { at: null, tz };
    const at = scheduleInstant(scheduledFor, tz);
    if (!at)
      throw new ValidationError('Enter the schedule as a date and time.', {
        scheduled_for: ['Enter the schedule as a date and time.'],
      });
    if (at.getTime() <= Date.now())
      throw new ValidationError('Choose a time in the future.', {
        scheduled_for: ['Choose a time in the future.'],
      });
    if (at.getTime() > Date.now() + MAX_SCHEDULE_AHEAD_MS)
      throw new ValidationError('Schedule at most two years ahead.', {
        scheduled_for: ['Schedule at most two years ahead.'],
      });
    return { at, tz };
  }

  async createPost(userId: string, body: CreatePostBody) {
    const video = await this.repo.finishedVideo(userId, body.video_file_path);
    if (!video) throw videoNotFound();
    if (video.status !== 'completed' || !video.videoKey)
      throw new ValidationError('Only finished videos can be posted.', {
        video_file_path: ['Only finished videos can be posted.'],
      });
    const conns = await this.repo.connections(userId);
    for (const p of body.platforms) {
      this.provider(p);
      if (conns.find((c) => c.platform === p)?.state !== 'connected')
        throw new ValidationError(`Connect ${displayName(p)} before posting to it.`, {
          platforms: [`Connect ${displayName(p)} before posting to it.`],
        });
    }
    const { at, tz } = this.resolveSchedule(body.scheduled_for, body.time_zone);
    const post = await this.repo.createPost(
      {
        userId,
        videoId: video.id,
        title: body.title,
        description: body.description,
        hashtags: body.hashtags,
        status: at ? 'scheduled' : 'pending',
        scheduledFor: at,
        timeZone: tz,
      },
      body.platforms,
    );
    await this.ctx.queue.send('social.post', { postId: post.id }, at ? { startAfter: at } : undefined);
    return jobDto((await this.repo.post(post.id))!);
  }

  async editPost(userId: string, id: string, body: EditPostBody) {
    const post = UUID.test(id) ? await this.repo.postForOwner(id, userId) : undefined;
    if (!post) throw postNotFound();
    if (post.status !== 'scheduled') throw wrongState('Only scheduled posts can be edited.');
    const { at, tz } =
      body.scheduled_for !== undefined
        ? this.resolveSchedule(body.scheduled_for, body.time_zone ?? post.timeZone)
        : { at: post.scheduledFor, tz: post.timeZone };
    const ok = await this.repo.transition(id, ['scheduled'], {
      title: body.title ?? post.title,
      description: body.description ?? post.description,
      hashtags: body.hashtags ?? post.hashtags,
      status: at ? 'scheduled' : 'pending',
      scheduledFor: at,
      timeZone: tz,
    });
    if (!ok) throw wrongState('Only scheduled posts can be edited.');
    // The job sent for the old time finds the new time and leaves the post alone.
    await this.ctx.queue.send('social.post', { postId: id }, at ? { startAfter: at } : undefined);
    return jobDto((await this.repo.post(id))!);
  }

  async retry(userId: string, id: string) {
    const post = UUID.test(id) ? await this.repo.postForOwner(id, userId) : undefined;
    if (!post) throw postNotFound();
    if (post.status !== 'failed') throw wrongState('Only failed posts can be retried.');
    await this.repo.resetFailedTargets(id);
    if (
      !(await this.repo.transition(id, ['failed'], {
        status: 'pending',
        errorMessage: null,
        scheduledFor: null,
      }))
    )
      throw wrongState('Only failed posts can be retried.');
    await this.ctx.queue.send('social.post', { postId: id });
    return jobDto((await this.repo.post(id))!);
  }

  async cancel(userId: string, id: string) {
    const post = UUID.test(id) ? await this.repo.postForOwner(id, userId) : undefined;
    if (!post) throw postNotFound();
    if (!(await this.repo.transition(id, ['pending', 'scheduled'], { status: 'cancelled' })))
      throw wrongState('Only pending or scheduled posts can be cancelled.');
    return jobDto((await this.repo.post(id))!);
  }

  /** A connection's access token, refreshed first when it is about to expire. */
  private async accessToken(
    conn: SocialConnection,
    provider: SocialProvider,
    force = false,
  ): Promise<string> {
    const fresh = conn.expiresAt && conn.expiresAt.getTime() - Date.now() > REFRESH_EARLY_MS;
    if (!force && (fresh || !conn.expiresAt)) return this.crypto.decrypt(conn.accessTokenEnc);
    try {
      const t = await provider.refresh({
        accessToken: this.crypto.decrypt(conn.accessTokenEnc),
        refreshToken: conn.refreshTokenEnc ? this.crypto.decrypt(conn.refreshTokenEnc) : undefined,
        expiresAt: conn.expiresAt ?? undefined,
      });
      const set = {
        accessTokenEnc: this.crypto.encrypt(t.accessToken),
        refreshTokenEnc: t.refreshToken ? this.crypto.encrypt(t.refreshToken) : conn.refreshTokenEnc,
        expiresAt: t.expiresAt ?? null,
      };
      await this.repo.updateTokens(conn.id, set);
      Object.assign(conn, set);
      return t.accessToken;
    } catch (err) {
      if (err instanceof SocialApiError && err.kind === 'auth')
        await this.repo.updateTokens(conn.id, { state: 'reconnect_needed' });
      throw err;
    }
  }

  /** Runs with a token; a refused token is refreshed once, and a refused refresh marks the connection. */
  private async withToken<T>(
    conn: SocialConnection,
    provider: SocialProvider,
    fn: (token: string) => Promise<T>,
  ) {
    try {
      return await fn(await this.accessToken(conn, provider));
    } catch (err) {
      if (!(err instanceof SocialApiError) || err.kind !== 'auth') throw err;
      const token = await this.accessToken(conn, provider, true);
      try {
        return await fn(token);
      } catch (again) {
        if (again instanceof SocialApiError && again.kind === 'auth')
          await this.repo.updateTokens(conn.id, { state: 'reconnect_needed' });
        throw again;
      }
    }
  }

  /** The `social.post` job: posts to every platform not yet posted; never posts one twice. */
  async runPost(postId: string, job: JobCtx) {
    const post = await this.repo.post(postId);
    if (!post || !['pending', 'scheduled', 'processing'].includes(post.status)) return;
    // A job sent for an earlier schedule: the post was moved to a later time.
    if (post.status === 'scheduled' && post.scheduledFor && post.scheduledFor.getTime() > Date.now() + 5000)
      return;
    if (!(await this.repo.claim(postId, job.jobId))) return;
    const video = await this.repo.finishedVideo(post.userId, post.videoId);
    const unposted = post.targets.filter((t) => t.status !== 'posted');
    if (!video?.videoKey) {
      for (const t of unposted)
        await this.repo.updateTarget(t.id, { status: 'failed', errorMessage: 'The video was deleted.' });
      if (
        await this.repo.transition(postId, ['processing'], {
          status: 'failed',
          errorMessage: 'The video was deleted.',
        })
      )
        await this.announce(postId);
      return;
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelsmith-post-'));
    const file = path.join(dir, 'video.mp4');
    const retryable: string[] = [];
    try {
      await this.ctx.storage.download(video.videoKey, file);
      const input: VideoToPublish = {
        filePath: file,
        size: (await stat(file)).size,
        durationSec: video.durationSec ?? 0,
        title: post.title,
        description: post.description,
        hashtags: post.hashtags,
        publicUrl: () => `${this.ctx.env.PUBLIC_URL}${this.ctx.urls.sign(video.videoKey!, 3600)}`,
      };
      const conns = await this.repo.connections(post.userId);
      for (const target of unposted) {
        const fail = (message: string) =>
          this.repo.updateTarget(target.id, { status: 'failed', errorMessage: message });
        const conn = conns.find((c) => c.platform === target.platform);
        const provider = this.ctx.providers.social.get(target.platform);
        if (!provider) {
          await fail(`Posting to ${displayName(target.platform)} isn’t available on this server yet.`);
          continue;
        }
        if (!conn || conn.state !== 'connected') {
          await fail(`${displayName(target.platform)} is not connected. Connect it and retry.`);
          continue;
        }
        await this.repo.updateTarget(target.id, { status: 'posting', errorMessage: null });
        let state = target.uploadState ?? {};
        try {
          const done = await this.withToken(conn, provider, async (token) => {
            // A resumed upload was already checked; limits are checked before anything is sent.
            if (!Object.keys(state).length) {
              const reason = await provider.checkLimits(
                token,
                input,
                await this.repo.postedInLastDay(post.userId, target.platform),
              );
              if (reason) throw new SocialApiError('rejected', reason);
            }
            return provider.publish(token, input, {
              state,
              saveState: async (s) => {
                state = s;
                await this.repo.updateTarget(target.id, { uploadState: s });
              },
              signal: job.signal,
              pollMs: this.ctx.env.SOCIAL_POLL_SECONDS * 1000,
            });
          });
          await this.repo.updateTarget(target.id, {
            status: 'posted',
            remoteId: done.remoteId,
            remoteUrl: done.url,
            postedAt: new Date(),
            uploadState: null,
            errorMessage: null,
          });
          await this.ctx.queue.send('social.metrics', { targetId: target.id });
        } catch (err) {
          const e = err instanceof SocialApiError ? err : null;
          const message = e?.message ?? `${displayName(target.platform)}: ${(err as Error).message}`;
          this.ctx.logger.warn({ postId, platform: target.platform, err: message }, 'social post failed');
          if (e && (e.kind === 'temporary' || e.kind === 'rate_limited') && !job.isLastAttempt) {
            await this.repo.updateTarget(target.id, { status: 'posting', errorMessage: message });
            retryable.push(message);
          } else await fail(message);
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Temporary trouble (5xx, 429, a dropped connection): the queue runs the job again later and
    // the platforms already posted are skipped.
    if (retryable.length) throw new Error(retryable.join(' '));
    const after = (await this.repo.post(postId))!;
    const failed = after.targets.filter((t) => t.status === 'failed');
    const settled = await this.repo.transition(postId, ['processing'], {
      status: failed.length ? 'failed' : 'posted',
      errorMessage: failed.length ? failed.map((t) => t.errorMessage).join(' ') : null,
      jobId: null,
    });
    if (settled) await this.announce(postId);
  }

  /** Tells the notifier; a webhook that cannot be queued never fails the post. */
  private async announce(postId: string) {
    if (!this.notifier) return;
    try {
      const post = await this.repo.post(postId);
      if (post) await this.notifier.postSettled(post.userId, jobDto(post));
    } catch (err) {
      this.ctx.logger.warn({ err, postId }, 'could not send the post notifications');
    }
  }

  /** The `social.metrics` job: one platform's numbers for one posted video, kept as a time series. */
  async fetchMetrics(targetId: string) {
    const row = await this.repo.target(targetId);
    if (!row || row.target.status !== 'posted' || !row.target.remoteId) return;
    if (row.target.metricsNotBefore && row.target.metricsNotBefore > new Date()) return;
    const provider = this.ctx.providers.social.get(row.target.platform);
    const conn = await this.repo.connection(row.userId, row.target.platform);
    if (!provider || !conn || conn.state !== 'connected') return;
    try {
      const m = await this.withToken(conn, provider, (token) =>
        provider.fetchMetrics(token, row.target.remoteId!),
      );
      await this.repo.recordMetrics(targetId, m);
    } catch (err) {
      if (err instanceof SocialApiError && err.kind === 'rate_limited') {
        // Back off as the platform asks, doubling on repeated refusals (capped at a day).
        const prev = row.target.metricsNotBefore ? Date.now() - row.target.metricsNotBefore.getTime() : 0;
        const waitMs = Math.min(86_400_000, Math.max((err.retryAfterSec ?? 60) * 1000, prev * 2));
        await this.repo.updateTarget(targetId, { metricsNotBefore: new Date(Date.now() + waitMs) });
        return;
      }
      if (err instanceof SocialApiError) {
        this.ctx.logger.warn({ targetId, err: err.message }, 'social metrics failed');
        await this.repo.updateTarget(targetId, { metricsAt: new Date() });
        return;
      }
      throw err;
    }
  }

  /** Housekeeping: metrics that are due, and scheduled posts whose queue job went missing. */
  async sweep() {
    const due = await this.repo.targetsDueForMetrics(this.ctx.env.SOCIAL_METRICS_INTERVAL_SECONDS * 1000);
    // Marked as fetched when asked for, so the next sweep (on any worker) does not ask again.
    await this.repo.markMetricsRequested(due.map((d) => d.id));
    for (const { id } of due) await this.ctx.queue.send('social.metrics', { targetId: id });
    for (const { id } of await this.repo.overdueScheduled(60_000))
      await this.ctx.queue.send('social.post', { postId: id });
  }

  metricsSeries(targetId: string) {
    return this.repo.metricsSeries(targetId);
  }
}
