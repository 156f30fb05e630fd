import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, videos } from '../../db/schema/index.ts';

/** The public counters on the landing page: across all users, and nothing but counts. */
export class StatsRepo {
  constructor(private readonly db: Db) {}

  async counts(): Promise<{ completedVideos: number; users: number }> {
    const [[v], [u]] = await Promise.all([
      this.db.select({ n: count() }).from(videos).where(eq(videos.status, 'completed')),
      this.db.select({ n: count() }).from(users),
    ]);
    return { completedVideos: Number(v.n), users: Number(u.n) };
  }
}
