import {
  bigint,
  date,
  integer,
  smallint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SOCIAL_PLATFORMS } from './social.ts';
import { ownerId } from './users.ts';
import { id, createdAt } from './columns.ts';

/**
 * What a user's posts gained per day and platform: the difference between consecutive metric
 * fetches, added up when a fetch is recorded (decision 110). Analytics reads a year from at most
 * 365 × 3 rows instead of the whole time series.
 */
export const socialMetricsDaily = pgTable(
  'social_metrics_daily',
  {
    userId: ownerId(),
    day: date('day', { mode: 'string' }).notNull(),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
    shares: bigint('shares', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.platform] })],
);

/**
 * Latest totals of a user's measured posts (posted, views > 0) by platform, weekday and two-hour
 * block in the post's own time zone: what the posting windows read (at most 3 × 7 × 12 rows a user
 * instead of every post). Kept by database triggers on social_post_targets, social_posts and
 * videos, so every write path (metrics sync, deletion) keeps it equal to the slow computation
 * (decision 115).
 */
export const socialEngagementWindows = pgTable(
  'social_engagement_windows',
  {
    userId: ownerId(),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
    dow: smallint('dow').notNull(),
    block: smallint('block').notNull(),
    posts: integer('posts').notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    engagement: bigint('engagement', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform, t.dow, t.block] })],
);

/** The same totals by the video's vibe (content type), kept by the same triggers (decision 115). */
export const socialEngagementVibes = pgTable(
  'social_engagement_vibes',
  {
    userId: ownerId(),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
    vibe: text('vibe').notNull(),
    posts: integer('posts').notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    engagement: bigint('engagement', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform, t.vibe] })],
);

export const TREND_KINDS = ['viral', 'hashtag', 'topic', 'audio', 'idea', 'search'] as const;
export type TrendKind = (typeof TREND_KINDS)[number];

/** Saved Trends: bookmarked viral items, saved hashtags, topics, sounds, ideas and searches. */
export const trendSaves = pgTable(
  'trend_saves',
  {
    id: id(),
    userId: ownerId(),
    kind: text('kind', { enum: TREND_KINDS }).notNull(),
    /** The item's stable key (a YouTube video id, a hashtag, a topic...). */
    key: text('key').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trend_saves_user_kind_key_idx').on(t.userId, t.kind, t.key),
    index('trend_saves_user_created_idx').on(t.userId, t.createdAt),
  ],
);
