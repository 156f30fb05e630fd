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
import { ownerId, users } from './users.ts';
import { id, createdAt, timestampTz } from './columns.ts';

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
  planUntil: timestampTz('plan_until'),
  /**
   * The creator's monthly limit for usage past the allowance, in cents; null when they have not
   * opted in (the product then stops at the allowance). Billed only while payments are on.
   */
  overageCapCents: integer('overage_cap_cents'),
  createdAt: createdAt(),
});

/**
 * The user's Stripe subscription as the newest event described it. `state_at` is that event's
 * `created` time: an older event never overwrites a newer state (out-of-order delivery).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    plan: text('plan').notNull(),
    interval: text('interval').notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestampTz('current_period_end'),
    /** When the subscription first went past_due in this stretch: the 7-day grace counts from here. */
    pastDueSince: timestampTz('past_due_since'),
    /** A refunded first annual payment (14-day window) ended the plan at this time. */
    endedByRefundAt: timestampTz('ended_by_refund_at'),
    /** A disputed payment (chargeback) suspended the plan at this time; a won dispute clears it. */
    suspendedByDisputeAt: timestampTz('suspended_by_dispute_at'),
    stateAt: timestampTz('state_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Invoices paid, as Stripe reported them (what a refund is matched against). */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    subscriptionId: text('subscription_id'),
    billingReason: text('billing_reason'),
    amountPaidCents: integer('amount_paid_cents').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestampTz('paid_at').notNull(),
    /** The paying card's fingerprint: the creator program checks a referral's card against its affiliate's. */
    cardFingerprint: text('card_fingerprint'),
  },
  (t) => [index('invoices_user_idx').on(t.userId)],
);

/** Every webhook event by its id: a replay finds its row and does nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  created: timestampTz('created').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestampTz('received_at').notNull().defaultNow(),
  processedAt: timestampTz('processed_at'),
});

/** The 80 % and 100 % usage emails, once each per allowance and period. */
export const usageNotices = pgTable(
  'usage_notices',
  {
    userId: ownerId(),
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    threshold: integer('threshold').notNull(),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
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
    userId: ownerId(),
    joinedAt: timestampTz('joined_at').notNull().defaultNow(),
  },
  // A person belongs to at most one team.
  (t) => [uniqueIndex('team_members_user_idx').on(t.userId), index('team_members_owner_idx').on(t.ownerId)],
);

/** An emailed invitation; only the token's hash is kept. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    acceptedAt: timestampTz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('team_invites_owner_email_idx').on(t.ownerId, sql`lower(${t.email})`)],
);
