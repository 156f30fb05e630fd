import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SharedVideoDto, ShareLinkDto } from '@reelsmith/contracts/share';
import type { AppContext } from '../../context.ts';
import type { Video } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import type { VideosService } from './videos.service.ts';
import { VideosRepo } from './videos.repo.ts';

/** Long enough to pick up a phone and share from it; short enough that a forwarded link soon dies. */
export const SHARE_TTL_SEC = 30 * 60;
const GONE =
  'This share link has expired or the video is no longer available. Make a new one from the video.';

/**
 * Share links (decision 196): a signed, expiring page address for one finished video, opened on a
 * phone without signing in. The token is the video id, the expiry and an HMAC of both; nothing is
 * stored, and deleting the video ends every link to it.
 */
export class VideoShareService {
  private readonly repo: VideosRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly videos: Pick<VideosService, 'get' | 'toDto'>,
  ) {
    this.repo = new VideosRepo(ctx.database.db);
  }

  private mac(videoId: string, exp: number) {
    return createHmac('sha256', this.ctx.env.JWT_SECRET)
      .update(`share:${videoId}:${exp}`)
      .digest('base64url');
  }

  async link(userId: string, videoId: string, now = Date.now()): Promise<ShareLinkDto> {
    const v = await this.videos.get(userId, videoId);
    if (v.status !== 'completed' || !v.videoKey)
      throw new ConflictError(
        'Only a finished video can be shared. Wait until it is ready.',
        'video_not_ready',
      );
    const exp = Math.floor(now / 1000) + SHARE_TTL_SEC;
    // No dots: the web server takes a path with an extension for a file, not a page.
    const path = `/watch/${v.id}-${exp}-${this.mac(v.id, exp)}`;
    return { url: `${this.ctx.env.PUBLIC_URL}${path}`, path, expires_at: new Date(exp * 1000).toISOString() };
  }

  /** The public page's video; one answer for a bad, expired or dead link. */
  async open(token: string, now = Date.now()): Promise<SharedVideoDto> {
    const { video, exp } = await this.live(token, now);
    // The file links last as long as the page does (rounded up a little by the signer).
    const ttl = Math.max(60, exp - Math.floor(now / 1000));
    const signed = this.ctx.urls.sign(video.videoKey, ttl);
    // The file name the owner's download uses (the title, made safe).
    const name = /[?&]download=([^&]+)/.exec(this.videos.toDto(video).download_url ?? '')?.[1];
    return {
      title: video.title,
      caption: video.caption,
      hashtags: video.hashtags ?? [],
      duration_seconds: video.durationSec,
      video_url: signed,
      download_url: `${signed}&download=${name ?? 'video.mp4'}`,
      thumbnail_url: video.thumbnailKey ? this.ctx.urls.sign(video.thumbnailKey, ttl) : null,
      expires_at: new Date(exp * 1000).toISOString(),
    };
  }

  /** The video a live link shows (a viewer's report names it); the same answer as the page for a dead link. */
  async videoIdOf(token: string, now = Date.now()): Promise<string> {
    return (await this.live(token, now)).video.id;
  }

  private async live(
    token: string,
    now: number,
  ): Promise<{ video: Video & { videoKey: string }; exp: number }> {
    const [, videoId, expText, sig] = /^([0-9a-f-]{36})-(\d{1,12})-([\w-]{1,100})$/.exec(token) ?? [];
    const exp = Number(expText);
    const video = await this.verified(videoId, exp, sig, now);
    if (!video?.videoKey) throw new NotFoundError(GONE, 'share_link_gone');
    return { video: video as Video & { videoKey: string }, exp };
  }

  private async verified(videoId = '', exp: number, sig = '', now: number): Promise<Video | null> {
    if (!/^[0-9a-f-]{36}$/.test(videoId) || !Number.isInteger(exp) || exp * 1000 <= now) return null;
    const want = Buffer.from(this.mac(videoId, exp));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
    const v = await this.repo.findById(videoId);
    return v?.status === 'completed' ? v : null;
  }
}
