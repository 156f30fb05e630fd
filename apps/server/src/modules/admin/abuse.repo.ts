import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { abuseReports, blockedWords, users, videos } from '../../db/schema/index.ts';

/** Reports from shared links and the block list of words for ideas. */
export class AbuseRepo {
  constructor(private readonly db: Db) {}

  async addReport(row: { videoId: string; reason: string; details: string | null }) {
    const [r] = await this.db.insert(abuseReports).values(row).returning();
    return r!;
  }

  /** Open reports first, newest first; the video and its owner when they still exist. */
  async reports(limit: number) {
    return this.db
      .select({
        id: abuseReports.id,
        videoId: abuseReports.videoId,
        reason: abuseReports.reason,
        details: abuseReports.details,
        resolvedAt: abuseReports.resolvedAt,
        resolution: abuseReports.resolution,
        createdAt: abuseReports.createdAt,
        title: videos.title,
        ownerId: users.id,
        ownerEmail: users.email,
      })
      .from(abuseReports)
      .leftJoin(videos, eq(videos.id, abuseReports.videoId))
      .leftJoin(users, eq(users.id, videos.userId))
      .orderBy(desc(isNull(abuseReports.resolvedAt)), desc(abuseReports.createdAt))
      .limit(limit);
  }

  async report(id: string) {
    const [r] = await this.db.select().from(abuseReports).where(eq(abuseReports.id, id));
    return r;
  }

  async resolve(id: string, resolution: string) {
    const [r] = await this.db
      .update(abuseReports)
      .set({ resolvedAt: new Date(), resolution })
      .where(and(eq(abuseReports.id, id), isNull(abuseReports.resolvedAt)))
      .returning();
    return r;
  }

  async words(): Promise<string[]> {
    return (
      await this.db.select({ word: blockedWords.word }).from(blockedWords).orderBy(blockedWords.word)
    ).map((r) => r.word);
  }

  /** true when the word was not on the list yet. */
  async addWord(word: string) {
    return (await this.db.insert(blockedWords).values({ word }).onConflictDoNothing().returning()).length > 0;
  }

  async removeWord(word: string) {
    return (await this.db.delete(blockedWords).where(eq(blockedWords.word, word)).returning()).length > 0;
  }
}
