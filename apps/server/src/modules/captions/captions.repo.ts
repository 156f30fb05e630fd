import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captions, videos } from '../../db/schema/index.ts';

export type CaptionRow = typeof captions.$inferSelect;
export type NewCaption = Omit<typeof captions.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** Captions from the studio's generator; every query names the owner. */
export class CaptionsRepo {
  constructor(private readonly db: Db) {}

  async page(userId: string, platform: string | undefined, offset: number, limit: number) {
    const where = platform
      ? and(eq(captions.userId, userId), eq(captions.platform, platform))
      : eq(captions.userId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(captions)
        .where(where)
        .orderBy(desc(captions.createdAt), desc(captions.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(captions).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async find(userId: string, id: string): Promise<CaptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(captions)
      .where(and(eq(captions.id, id), eq(captions.userId, userId)));
    return row;
  }

  async insert(userId: string, values: NewCaption): Promise<CaptionRow> {
    const [row] = await this.db
      .insert(captions)
      .values({ ...values, userId })
      .returning();
    return row;
  }

  async update(userId: string, id: string, values: Partial<NewCaption>): Promise<CaptionRow | undefined> {
    const [row] = await this.db
      .update(captions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(captions.id, id), eq(captions.userId, userId)))
      .returning();
    return row;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(captions)
      .where(and(eq(captions.id, id), eq(captions.userId, userId)))
      .returning({ id: captions.id });
    return rows.length > 0;
  }

  async findVideo(userId: string, id: string) {
    const [row] = await this.db
      .select({ id: videos.id, status: videos.status })
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.userId, userId)));
    return row;
  }

  async setVideoCaption(userId: string, videoId: string, caption: string, hashtags: string[]) {
    await this.db
      .update(videos)
      .set({ caption, hashtags })
      .where(and(eq(videos.id, videoId), eq(videos.userId, userId)));
  }
}
