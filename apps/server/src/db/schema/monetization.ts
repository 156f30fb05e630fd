import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerId } from './users.ts';
import { id, createdAt } from './columns.ts';

/** A product the user promotes, with its destination and the short tracked link (`/go/<slug>`). */
export const products = pgTable(
  'products',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    category: text('category').notNull().default('general'),
    destinationUrl: text('destination_url').notNull(),
    /** Amazon's product id when the destination names one: matches imported earnings to it. */
    asin: text('asin'),
    slug: text('slug').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('products_slug_idx').on(t.slug), index('products_user_idx').on(t.userId, t.createdAt)],
);
export type Product = typeof products.$inferSelect;

/** One row per product, day and visitor (a keyed hash of address and browser): a deduplicated click. */
export const linkClicks = pgTable(
  'link_clicks',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day, t.visitor] })],
);

/** Deduplicated clicks per product and day, counted as each new click is recorded (the figures read this). */
export const linkClicksDaily = pgTable(
  'link_clicks_daily',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

export const EARNING_SOURCES = ['manual', 'amazon'] as const;

/** Money earned: entered by hand or imported from an Amazon Associates earnings report. */
export const earnings = pgTable(
  'earnings',
  {
    id: id(),
    userId: ownerId(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    source: text('source', { enum: EARNING_SOURCES }).notNull(),
    /** The affiliate account (Amazon tracking ID); null for manual entries. */
    account: text('account'),
    /** The item's name as the report gives it, for rows no product matches. */
    itemName: text('item_name').notNull().default(''),
    day: date('day', { mode: 'string' }).notNull(),
    items: integer('items').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** A re-imported report row is recognised and not counted twice. */
    externalKey: text('external_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('earnings_user_day_idx').on(t.userId, t.day),
    uniqueIndex('earnings_user_external_idx').on(t.userId, t.externalKey),
  ],
);
