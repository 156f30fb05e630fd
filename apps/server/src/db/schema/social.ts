import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './users.ts';
import { videos } from './videos.ts';
import { id, createdAt, timestampTz } from './columns.ts';

export const SOCIAL_PLATFORMS = ['youtube', 'tiktok', 'instagram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const COMING_SOON_PLATFORMS = ['twitter', 'linkedin'] as const;

/** A post job's status, exactly as the issue lists them. */
export const POST_STATUSES = ['pending', 'processing', 'posted', 'failed', 'scheduled', 'cancelled'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
/** A platform's status inside a job: `pending` until the worker starts on it (decision 080). */
export const TARGET_STATUSES = ['pending', 'posting', 'posted', 'failed'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];

/** One linked account per user and platform. Tokens are AES-GCM ciphertext (social/token-crypto.ts). */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: id(),
    userId: ownerId(),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
    accountId: text('account_id').notNull(),
    username: text('username').notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    expiresAt: timestampTz('expires_at'),
    scopes: text('scopes').notNull().default(''),
    /** `connected`, or `reconnect_needed` once the platform refused our tokens. */
    state: text('state', { enum: ['connected', 'reconnect_needed'] })
      .notNull()
      .default('connected'),
    lastConnectedAt: timestampTz('last_connected_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_connections_user_platform_idx').on(t.userId, t.platform)],
);
export type SocialConnection = typeof socialConnections.$inferSelect;

/** An OAuth attempt between "Connect" and the platform's redirect back (PKCE verifier kept here). */
export const socialOauthStates = pgTable('social_oauth_states', {
  state: text('state').primaryKey(),
  userId: ownerId(),
  platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: createdAt(),
});

export const socialPosts = pgTable(
  'social_posts',
  {
    id: id(),
    userId: ownerId(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    status: text('status', { enum: POST_STATUSES }).notNull().default('pending'),
    scheduledFor: timestampTz('scheduled_for'),
    timeZone: text('time_zone').notNull().default('UTC'),
    errorMessage: text('error_message'),
    /** The queue job that owns a `processing` post; other copies of the job leave it alone. */
    jobId: text('job_id'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('social_posts_user_created_idx').on(t.userId, t.createdAt),
    index('social_posts_status_idx').on(t.status),
  ],
);
export type SocialPost = typeof socialPosts.$inferSelect;

export const socialPostTargets = pgTable(
  'social_post_targets',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
    status: text('status', { enum: TARGET_STATUSES }).notNull().default('pending'),
    /** Where an interrupted upload stands (upload URL, publish id, container id) so a retry resumes. */
    uploadState: jsonb('upload_state').$type<Record<string, unknown>>(),
    remoteId: text('remote_id'),
    remoteUrl: text('remote_url'),
    errorMessage: text('error_message'),
    postedAt: timestampTz('posted_at'),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
    shares: bigint('shares', { mode: 'number' }).notNull().default(0),
    metricsAt: timestampTz('metrics_at'),
    /** No metrics call before this (set from Retry-After when a platform rate-limits us). */
    metricsNotBefore: timestampTz('metrics_not_before'),
  },
  (t) => [uniqueIndex('social_post_targets_post_platform_idx').on(t.postId, t.platform)],
);
export type SocialPostTarget = typeof socialPostTargets.$inferSelect;

/** Metrics as fetched, one row per fetch, for the time series behind analytics. */
export const socialMetrics = pgTable(
  'social_metrics',
  {
    id: id(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => socialPostTargets.id, { onDelete: 'cascade' }),
    fetchedAt: timestampTz('fetched_at').notNull().defaultNow(),
    views: bigint('views', { mode: 'number' }).notNull(),
    likes: bigint('likes', { mode: 'number' }).notNull(),
    comments: bigint('comments', { mode: 'number' }).notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
  },
  (t) => [index('social_metrics_target_idx').on(t.targetId, t.fetchedAt)],
);

export const socialEarlyAccess = pgTable(
  'social_early_access',
  {
    id: id(),
    userId: ownerId(),
    platform: text('platform').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_early_access_user_platform_idx').on(t.userId, t.platform)],
);
