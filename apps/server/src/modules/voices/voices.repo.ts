import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { previewUsage, voiceFavorites, voicePreviews } from '../../db/schema/index.ts';

export type VoicePreview = typeof voicePreviews.$inferSelect;

/** Voice previews (shared), favourites (per user) and the daily preview counter. */
export class VoicesRepo {
  constructor(private readonly db: Db) {}

  async allPreviews(): Promise<VoicePreview[]> {
    return this.db.select().from(voicePreviews);
  }

  async preview(voiceId: string): Promise<VoicePreview | undefined> {
    const [row] = await this.db.select().from(voicePreviews).where(eq(voicePreviews.voiceId, voiceId));
    return row;
  }

  /**
   * Marks a render of `targetFingerprint` as started, unless one for the same fingerprint is already
   * running and was asked for after `staleBefore`. True when this caller won and must enqueue it.
   */
  async claimRender(voiceId: string, targetFingerprint: string, staleBefore: Date): Promise<boolean> {
    const now = new Date();
    const rows = await this.db
      .insert(voicePreviews)
      .values({ voiceId, status: 'generating', targetFingerprint, requestedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: voicePreviews.voiceId,
        set: { status: 'generating', targetFingerprint, error: null, requestedAt: now, updatedAt: now },
        setWhere: or(
          ne(voicePreviews.status, 'generating'),
          ne(voicePreviews.targetFingerprint, targetFingerprint),
          lt(voicePreviews.requestedAt, staleBefore),
        ),
      })
      .returning({ voiceId: voicePreviews.voiceId });
    return rows.length > 0;
  }

  /** Records a finished preview (an upsert, so a render started outside the API still lands). */
  async saveReady(
    voiceId: string,
    set: { fingerprint: string; audioKey: string; previewText: string; generatedAt: Date },
  ): Promise<void> {
    const row = {
      ...set,
      status: 'ready' as const,
      error: null,
      targetFingerprint: null,
      updatedAt: new Date(),
    };
    await this.db
      .insert(voicePreviews)
      .values({ voiceId, ...row })
      .onConflictDoUpdate({ target: voicePreviews.voiceId, set: row });
  }

  async saveFailed(voiceId: string, error: string): Promise<void> {
    await this.db
      .update(voicePreviews)
      .set({ status: 'failed', error, updatedAt: new Date() })
      .where(eq(voicePreviews.voiceId, voiceId));
  }

  /** Counts one preview render for the user today, unless that passes `quota`; false when it would. */
  async chargePreview(userId: string, day: string, quota: number): Promise<boolean> {
    if (quota <= 0) return false;
    const rows = await this.db
      .insert(previewUsage)
      .values({ userId, day, count: 1 })
      .onConflictDoUpdate({
        target: [previewUsage.userId, previewUsage.day],
        set: { count: sql`${previewUsage.count} + 1` },
        setWhere: lt(previewUsage.count, quota),
      })
      .returning({ count: previewUsage.count });
    return rows.length > 0;
  }

  /** Gives back a charge that started no render (another request won the race). */
  async refundPreview(userId: string, day: string): Promise<void> {
    await this.db
      .update(previewUsage)
      .set({ count: sql`greatest(${previewUsage.count} - 1, 0)` })
      .where(and(eq(previewUsage.userId, userId), eq(previewUsage.day, day)));
  }

  async favorites(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ voiceId: voiceFavorites.voiceId })
      .from(voiceFavorites)
      .where(eq(voiceFavorites.userId, userId))
      .orderBy(voiceFavorites.createdAt, voiceFavorites.voiceId);
    return rows.map((r) => r.voiceId);
  }

  async addFavorite(userId: string, voiceId: string): Promise<void> {
    await this.db.insert(voiceFavorites).values({ userId, voiceId }).onConflictDoNothing();
  }

  async removeFavorite(userId: string, voiceId: string): Promise<void> {
    await this.db
      .delete(voiceFavorites)
      .where(and(eq(voiceFavorites.userId, userId), eq(voiceFavorites.voiceId, voiceId)));
  }
}
