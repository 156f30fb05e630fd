import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One Stripe customer per user, made the first time they open Checkout and reused after.
 * `plan_until`: an operator's grant (`npm run cli -- plan set`) ends then; null means no end.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').unique(),
  /** IANA time zone: allowances run per calendar month here. */
  timeZone: text('time_zone').notNull().default('UTC'),
  planUntil: timestamp('plan_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The user's Stripe subscription as the newest event described it. `state_at` is that event's
 * `created` time: an older event never overwrites a newer state (out-of-order delivery).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    interval: text('interval').notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** When the subscription first went past_due in this stretch: the 7-day grace counts from here. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** A refunded first annual payment (14-day window) ended the plan at this time. */
    endedByRefundAt: timestamp('ended_by_refund_at', { withTimezone: true }),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Invoices paid, as Stripe reported them (what a refund is matched against). */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id'),
    billingReason: text('billing_reason'),
    amountPaidCents: integer('amount_paid_cents').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoices_user_idx').on(t.userId)],
);

/** Every webhook event by its id: a replay finds its row and does nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/** The 80 % and 100 % usage emails, once each per allowance and period. */
export const usageNotices = pgTable(
  'usage_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    threshold: integer('threshold').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period, t.kind, t.threshold] })],
);

/** A Business owner's team: the owner plus up to four members share the owner's plan. */
export const teamMembers = pgTable(
  'team_members',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A person belongs to at most one team.
  (t) => [uniqueIndex('team_members_user_idx').on(t.userId), index('team_members_owner_idx').on(t.ownerId)],
);

/** An emailed invitation; only the token's hash is kept. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_invites_owner_email_idx').on(t.ownerId, sql`lower(${t.email})`)],
);
