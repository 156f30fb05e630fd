import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { id, createdAt, timestampTz } from './columns.ts';

/** A commission's life, as the spec names it (decision 095). */
export const COMMISSION_STATUSES = ['pending', 'ready', 'paid', 'reversed'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
/** A payout: `pending` until the transfer (or the operator) settles it; `failed` gave its commissions back. */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A user who joined the creator program (POST /api/affiliate/enable/). */
export const affiliates = pgTable(
  'affiliates',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lowercase, 2 to 32 characters; null until claimed. */
    referralCode: text('referral_code'),
    /** The Stripe Connect account (acct_...) transfers go to, once onboarding started. */
    stripeAccountId: text('stripe_account_id'),
    /** Stripe says the account can receive transfers (checked when the page loads). */
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    /** Codes this affiliate held before: still theirs, so nobody else takes over old links. */
    pastCodes: text('past_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Keyed hashes of the networks (IPv4 /24, IPv6 /64) the affiliate used the program from, the
     * newest last, at most 20: a click or signup from one of them is the affiliate's own.
     */
    ownNetworks: text('own_networks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliates_code_idx').on(t.referralCode)],
);
export type Affiliate = typeof affiliates.$inferSelect;

/** One counted click: a visitor (hashed address and browser) per referrer per UTC day. */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: id(),
    affiliateUserId: uuid('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    /** `YYYY-MM-DD` in UTC. */
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliate_clicks_visitor_day_idx').on(t.affiliateUserId, t.visitorHash, t.day)],
);

/** Who brought whom: one row per referred user, written once at signup and never changed. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    referredUserId: uuid('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliateUserId: uuid('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clickId: uuid('click_id'),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_referrals_affiliate_idx').on(t.affiliateUserId)],
);

/** A payout: the ready commissions of one affiliate and one period, sent together. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: id(),
    affiliateUserId: uuid('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: timestampTz('period_start').notNull(),
    periodEnd: timestampTz('period_end').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    stripeTransferId: text('stripe_transfer_id'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    /** When an operator approved it (decision 221): only an approved payout is marked paid by hand. */
    approvedAt: timestampTz('approved_at'),
    paidAt: timestampTz('paid_at'),
  },
  (t) => [
    // One live payout per affiliate and period; a failed one leaves room for the retry.
    uniqueIndex('affiliate_payouts_period_idx')
      .on(t.affiliateUserId, t.periodStart)
      .where(sql`status <> 'failed'`),
  ],
);
export type AffiliatePayout = typeof affiliatePayouts.$inferSelect;

/**
 * A commission on one paid invoice (kind `sale`), or a clawback (kind `clawback`, negative) when
 * money already paid out is refunded later; amounts in integer cents.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: id(),
    affiliateUserId: uuid('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept when the buyer closes their account: the money moved all the same. */
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerEmail: text('buyer_email').notNull(),
    kind: text('kind', { enum: ['sale', 'clawback'] })
      .notNull()
      .default('sale'),
    stripeInvoiceId: text('stripe_invoice_id').notNull(),
    stripePaymentIntent: text('stripe_payment_intent'),
    currency: text('currency').notNull().default('usd'),
    /** What the buyer actually paid. */
    amountGrossCents: integer('amount_gross_cents').notNull(),
    /** Refunded so far (partial refunds add up). */
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    rateBps: integer('rate_bps').notNull(),
    amountCommissionCents: integer('amount_commission_cents').notNull(),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull().default('pending'),
    /** When the refund window ends and a pending commission becomes ready. */
    readyAt: timestampTz('ready_at').notNull(),
    payoutId: uuid('payout_id').references(() => affiliatePayouts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_sale_idx')
      .on(t.stripeInvoiceId)
      .where(sql`kind = 'sale'`),
    index('affiliate_commissions_affiliate_idx').on(t.affiliateUserId, t.status),
  ],
);
export type AffiliateCommission = typeof affiliateCommissions.$inferSelect;

/** Each refund or dispute applied once (its Stripe id is the key). */
export const affiliateRefunds = pgTable('affiliate_refunds', {
  refundId: text('refund_id').primaryKey(),
  commissionId: uuid('commission_id')
    .notNull()
    .references(() => affiliateCommissions.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  chargeback: boolean('chargeback').notNull().default(false),
  createdAt: createdAt(),
});
