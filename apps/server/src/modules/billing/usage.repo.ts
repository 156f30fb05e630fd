import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { videoUsage, voiceUsage } from '../../db/schema/index.ts';

/** One usage row per video started; the allowance is counted from these rows. */
export class UsageRepo {
  constructor(private readonly db: Db) {}

  /** A video that never rendered does not count against the allowance. */
  async release(videoId: string): Promise<void> {
    await this.db.delete(videoUsage).where(eq(videoUsage.videoId, videoId));
  }

  /** A narration that failed for good gives its voice generation back. */
  async releaseVoice(audioId: string): Promise<void> {
    await this.db.delete(voiceUsage).where(eq(voiceUsage.audioId, audioId));
  }
}
