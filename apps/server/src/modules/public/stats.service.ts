import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, videos } from '../../db/schema/index.ts';

export interface PublicStats {
  videos_generated: number;
  creators: number;
}

/** Counts completed videos and accounts, remembering the answer for `ttlMs` (the landing page asks on every visit). */
export function createStatsReader(db: Db, ttlMs = 60_000, now = () => Date.now()) {
  let cached: { at: number; value: Promise<PublicStats> } | null = null;
  const load = async (): Promise<PublicStats> => {
    const [[v], [u]] = await Promise.all([
      db.select({ n: count() }).from(videos).where(eq(videos.status, 'completed')),
      db.select({ n: count() }).from(users),
    ]);
    return { videos_generated: Number(v.n), creators: Number(u.n) };
  };
  return {
    read(): Promise<PublicStats> {
      if (!cached || now() - cached.at >= ttlMs) {
        const value = load();
        cached = { at: now(), value };
        // A failed count is not remembered.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
  };
}
