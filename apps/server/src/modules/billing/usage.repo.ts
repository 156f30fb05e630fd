import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usageNotices, videoUsage, voiceUsage } from '../../db/schema/index.ts';

export type UsageKind = 'videos' | 'voice';

/** One usage row per video started or narration made; every allowance is counted from these rows. */
export class UsageRepo {
  constructor(private readonly db: Db) {}

  /** Locks the user's row for the rest of the transaction: two requests cannot share the last slot. */
  async lockUser(userId: string): Promise<void> {
    await this.db.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
  }

  async countVideos(userId: string, period: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(videoUsage)
      .where(and(eq(videoUsage.userId, userId), eq(videoUsage.period, period)));
    return Number(row?.n ?? 0);
  }

  async countVoice(userId: string, period: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(voiceUsage)
      .where(and(eq(voiceUsage.userId, userId), eq(voiceUsage.period, period)));
    return Number(row?.n ?? 0);
  }

  async addVideo(userId: string, videoId: string, period: string): Promise<void> {
    await this.db.insert(videoUsage).values({ userId, videoId, period });
  }

  async addVoice(userId: string, audioId: string, period: string): Promise<void> {
    await this.db.insert(voiceUsage).values({ userId, audioId, period });
  }

  /** A video that never rendered does not count against the allowance. */
  async release(videoId: string): Promise<void> {
    await this.db.delete(videoUsage).where(eq(videoUsage.videoId, videoId));
  }

  /** A narration that failed for good gives its voice generation back. */
  async releaseVoice(audioId: string): Promise<void> {
    await this.db.delete(voiceUsage).where(eq(voiceUsage.audioId, audioId));
  }

  /** Records a notice; false when it was already sent for this period (so it goes once). */
  async claimNotice(userId: string, period: string, kind: UsageKind, threshold: number): Promise<boolean> {
    const rows = await this.db
      .insert(usageNotices)
      .values({ userId, period, kind, threshold })
      .onConflictDoNothing()
      .returning({ userId: usageNotices.userId });
    return rows.length > 0;
  }
}
