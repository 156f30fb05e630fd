import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './users.ts';
import { id, createdAt } from './columns.ts';

/**
 * One row per video that counts against the plan's monthly allowance. Kept when the video is
 * deleted (deleting must not give the credit back); removed when the render fails for good.
 */
export const videoUsage = pgTable(
  'video_usage',
  {
    id: id(),
    userId: ownerId(),
    videoId: uuid('video_id').notNull(),
    /** Calendar month in UTC, `YYYY-MM`. */
    period: text('period').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('video_usage_video_idx').on(t.videoId),
    index('video_usage_user_period_idx').on(t.userId, t.period),
  ],
);

/**
 * One row per narration made (the terms' voice generations); cached repeats add none. Removed
 * when the narration fails for good, so the user gets the generation back.
 */
export const voiceUsage = pgTable(
  'voice_usage',
  {
    id: id(),
    userId: ownerId(),
    audioId: uuid('audio_id').notNull(),
    /** Calendar month in UTC, `YYYY-MM`. */
    period: text('period').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('voice_usage_audio_idx').on(t.audioId),
    index('voice_usage_user_period_idx').on(t.userId, t.period),
  ],
);
