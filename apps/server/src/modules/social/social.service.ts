import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { COMING_SOON_PLATFORMS, SOCIAL_PLATFORMS, type SocialPlatform } from '../../db/schema/index.ts';
import { ValidationError } from '../../http/errors.ts';
import { isSocialPlatform } from '../../providers/social/social.registry.ts';
import { SocialApiError, type SocialProvider } from '../../providers/social/social.types.ts';
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
import { isTimeZone } from '../../lib/time-zone.ts';
import { scheduleInstant } from './schedule-time.ts';
import { UUID } from '../../lib/uuid.ts';

const DISPLAY: Record<string, string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
};
export const displayName = (p: string) => DISPLAY[p] ?? p;
/** How long before expiry a token is refreshed. */
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
  constructor(private ctx: AppContext) {
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

  metricsSeries(targetId: string) {
    return this.repo.metricsSeries(targetId);
  }
}
