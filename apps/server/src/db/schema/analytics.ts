import {
  bigint,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SOCIAL_PLATFORMS } from './social.ts';
import { users } from './users.ts';

/**
 * What a user's posts gained per day and platform: the difference between consecutive metric
 * fetches, added up when a fetch is recorded (decision 110). Analytics reads a year from at most
 * 365 × 3 rows instead of the whole time series.
 */
export const socialMetricsDaily = pgTable(
  'social_metrics_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
    shares: bigint('shares', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.platform] })],
);

export const TREND_KINDS = ['viral', 'hashtag', 'topic', 'audio', 'idea', 'search'] as const;
export type TrendKind = (typeof TREND_KINDS)[number];

/** Saved Trends: bookmarked viral items, saved hashtags, topics, sounds, ideas and searches. */
export const trendSaves = pgTable(
  'trend_saves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TREND_KINDS }).notNull(),
    /** The item's stable key (a YouTube video id, a hashtag, a topic...). */
    key: text('key').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trend_saves_user_kind_key_idx').on(t.userId, t.kind, t.key),
    index('trend_saves_user_created_idx').on(t.userId, t.createdAt),
  ],
);
