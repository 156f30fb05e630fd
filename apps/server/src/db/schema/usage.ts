import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './users.ts';
import { id, createdAt, timestampTz } from './columns.ts';

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

/**
 * Usage past the allowance by a creator who opted in to overage (decision 219): one row per
 * narration and kind (`voice`: the generation, `characters`: those past the plan's characters
 * each), priced when taken in mills ($0.001) and reported to the processor by `billing.overage`.
 */
export const overageUsage = pgTable(
  'overage_usage',
  {
    id: id(),
    userId: ownerId(),
    audioId: uuid('audio_id').notNull(),
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    amountMills: integer('amount_mills').notNull(),
    /** When the processor accepted it; null until then. */
    reportedAt: timestampTz('reported_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('overage_usage_audio_kind_idx').on(t.audioId, t.kind),
    index('overage_usage_user_period_idx').on(t.userId, t.period),
  ],
);
