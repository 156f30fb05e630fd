import { and, count, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { overageUsage, usageNotices, videoUsage, voiceUsage } from '../../db/schema/index.ts';
import type { OverageKind } from '../../providers/payments/payments.types.ts';

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

  /** A narration that failed for good gives its voice generation back, and its overage not yet billed. */
  async releaseVoice(audioId: string): Promise<void> {
    await this.db.delete(voiceUsage).where(eq(voiceUsage.audioId, audioId));
    await this.db
      .delete(overageUsage)
      .where(and(eq(overageUsage.audioId, audioId), isNull(overageUsage.reportedAt)));
  }

  /** Overage taken this period, in mills ($0.001). */
  async overageMills(userId: string, period: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sum(overageUsage.amountMills) })
      .from(overageUsage)
      .where(and(eq(overageUsage.userId, userId), eq(overageUsage.period, period)));
    return Number(row?.n ?? 0);
  }

  async addOverage(row: {
    userId: string;
    audioId: string;
    period: string;
    kind: OverageKind;
    quantity: number;
    amountMills: number;
  }): Promise<string> {
    const [added] = await this.db.insert(overageUsage).values(row).returning({ id: overageUsage.id });
    return added!.id;
  }

  async overage(id: string) {
    return this.db.query.overageUsage.findFirst({ where: eq(overageUsage.id, id) });
  }

  async markReported(id: string, at: Date): Promise<void> {
    await this.db.update(overageUsage).set({ reportedAt: at }).where(eq(overageUsage.id, id));
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
