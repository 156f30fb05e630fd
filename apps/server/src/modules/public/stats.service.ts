import type { Db } from '../../db/client.ts';
import { StatsRepo } from './stats.repo.ts';

export interface PublicStats {
  videos_generated: number;
  creators: number;
}

export interface StatsReader {
  read(): Promise<PublicStats>;
}

/** Counts completed videos and accounts, remembering the answer for `ttlMs` (the landing page asks on every visit). */
export function createStatsReader(db: Db, ttlMs = 60_000, now = () => Date.now()): StatsReader {
  const repo = new StatsRepo(db);
  let cached: { at: number; value: Promise<PublicStats> } | null = null;
  const load = async (): Promise<PublicStats> => {
    const counts = await repo.counts();
    return { videos_generated: counts.completedVideos, creators: counts.users };
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
