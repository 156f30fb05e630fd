import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../context.ts';
import type { SocialConnection } from '../../db/schema/index.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import {
  SocialApiError,
  type SocialProvider,
  type VideoToPublish,
} from '../../providers/social/social.types.ts';
import { createTokenCrypto, type TokenCrypto } from '../../providers/social/token-crypto.ts';
import { SocialRepo } from './social.repo.ts';
import { displayName, jobDto } from './social.service.ts';

type JobCtx = Parameters<JobHandler<'social.post'>>[1];

const REFRESH_EARLY_MS = 5 * 60_000;

/** Social posting's queue work: publishing a post, fetching its numbers, and the sweep that asks for both. */
export class SocialJobs {
  private readonly repo: SocialRepo;
  private readonly crypto: TokenCrypto;
  constructor(
    private readonly ctx: AppContext,
    /** Told when a post settles (webhooks); absent in tests of the jobs alone. */
    private readonly notifier?: {
      postSettled(userId: string, post: ReturnType<typeof jobDto>): Promise<void>;
    },
  ) {
    this.repo = new SocialRepo(ctx.database.db);
    this.crypto = createTokenCrypto({ key: ctx.env.SOCIAL_TOKEN_KEY, secret: ctx.env.JWT_SECRET });
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
}
