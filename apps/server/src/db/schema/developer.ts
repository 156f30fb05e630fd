import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerId } from './users.ts';
import { videos } from './videos.ts';
import { id, createdAt, timestampTz } from './columns.ts';

/** What an API key may do (decision 120): `read` everything, `videos:create`, `posts:create`. */
export const API_KEY_SCOPES = ['read', 'videos:create', 'posts:create'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key is shown once; only its SHA-256 is kept, with the public prefix people recognise it by. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    /** `rsk_` and 8 characters: shown in lists and used to find the row. */
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    scopes: text('scopes').array().notNull(),
    lastUsedAt: timestampTz('last_used_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_prefix_idx').on(t.prefix), index('api_keys_user_idx').on(t.userId)],
);
export type ApiKey = typeof apiKeys.$inferSelect;

/**
 * One row per `Idempotency-Key` a user sent to a create call: the body's hash and, once answered,
 * the answer to replay. Kept a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const WEBHOOK_EVENTS = ['video.completed', 'video.failed', 'post.posted', 'post.failed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    userId: ownerId(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** The signing secret, AES-GCM sealed at rest (it must be read back to sign). */
    secretEnc: text('secret_enc').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Deliveries in a row that failed every attempt; a delivered one resets it (decision 125). */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** When the first of those failures ended; null while the endpoint answers. */
    failingSince: timestampTz('failing_since'),
    /** Set when the server turned the endpoint off after failing too long; re-enabling clears it. */
    disabledAt: timestampTz('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

export const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryAttempt {
  at: string;
  status: number | null;
  ms: number;
  body: string;
  error: string | null;
}

/** One event sent to one endpoint, with every attempt and its answer. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    event: text('event').notNull(),
    /** The exact JSON body that is signed and sent. */
    payload: text('payload').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: jsonb('attempts')
      .$type<DeliveryAttempt[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    nextAttemptAt: timestampTz('next_attempt_at'),
    replayOf: uuid('replay_of'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

/** A browser's Web Push subscription. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: ownerId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Secrets the server makes for itself on first start (the VAPID key pair), shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * An open progress stream of a video (decision 124): written by the API process that serves the
 * stream, refreshed by its heartbeat, read by whichever worker finishes the render. A row whose
 * heartbeat stopped (the process died) counts for nothing after a short while.
 */
export const videoWatchers = pgTable(
  'video_watchers',
  {
    id: id(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('video_watchers_video_idx').on(t.videoId, t.lastSeenAt)],
);
