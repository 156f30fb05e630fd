import type { StoryboardVisual } from '@reelsmith/contracts/storyboard';
import type { AppContext } from '../../context.ts';
import { AppError, NotFoundError } from '../../http/errors.ts';
import type { StockChoice } from '../../providers/visuals/visuals.types.ts';
import { videoAssetKey } from '../../storage/storage-paths.ts';
import { StoryboardsRepo } from './storyboards.repo.ts';

/** What the editor reads when the server has no stock library set up (it offers the other tabs). */
export const STOCK_OFF =
  'Stock footage is not available on this server. Choose an illustration, one of your uploads or a colour.';
const VENDOR_DOWN = 'The stock footage library did not answer. Please try again in a moment.';

/**
 * The editor's stock footage (issue 36): a search of the configured stock provider, a still of each
 * clip found, and a chosen clip kept with the video (its file stored under the video's assets, so the
 * storyboard names it as the planner's own clips are named, and a render never fetches it again).
 */
export class StoryboardStock {
  private readonly repo: StoryboardsRepo;
  constructor(private readonly ctx: AppContext) {
    this.repo = new StoryboardsRepo(ctx.database.db);
  }

  private get visuals() {
    return this.ctx.providers.visuals;
  }

  get available(): boolean {
    const v = this.visuals;
    return Boolean(v.search && v.clip && v.picture);
  }

  async search(query: string): Promise<{ available: boolean; reason?: string; items: StockChoice[] }> {
    if (!this.available) return { available: false, reason: STOCK_OFF, items: [] };
    if (!query) return { available: true, items: [] };
    const items = await this.vendor(() => this.visuals.search!(query));
    return { available: true, items };
  }

  async picture(clipId: string): Promise<{ bytes: Buffer; type: string }> {
    if (!this.available) throw new NotFoundError(STOCK_OFF, 'stock_unavailable');
    const pic = await this.vendor(() => this.visuals.picture!(clipId));
    if (!pic) throw new NotFoundError('That clip was not found.');
    return pic;
  }

  /** Fetches the chosen clip into the video's files; answers the visual a scene can show. */
  async choose(userId: string, videoId: string, clipId: string): Promise<StoryboardVisual> {
    const video = await this.repo.video(videoId, userId);
    if (!video) throw new NotFoundError('Video not found.');
    if (!this.available) throw new NotFoundError(STOCK_OFF, 'stock_unavailable');
    const clip = await this.vendor(() => this.visuals.clip!(clipId));
    if (!clip || clip.kind !== 'video') throw new NotFoundError('That clip was not found.');
    const key = videoAssetKey(video, `${clipId}-chosen`);
    await this.ctx.storage.putFile(key, clip.path, 'video/mp4');
    return {
      kind: 'stock',
      provider: this.visuals.name,
      clipId,
      key,
      width: clip.width,
      height: clip.height,
      durationSec: clip.durationSec && clip.durationSec > 0 ? clip.durationSec : 1,
      inSec: 0,
    };
  }

  /** A vendor that fails says so in plain words (502); the log keeps its own message. */
  private async vendor<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.ctx.logger.warn({ err }, 'stock footage request failed');
      throw new AppError(502, 'stock_failed', VENDOR_DOWN, { detail: VENDOR_DOWN });
    }
  }
}
