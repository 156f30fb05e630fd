import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { earnings, linkClicks, linkClicksDaily, products, type Product } from '../../db/schema/index.ts';
import { ownedBy, type OwnerScope } from '../../lib/owner-scope.ts';
import type { AmazonRow } from './amazon-report.ts';

type Rows<T> = { rows: T[] };
export interface DayRange {
  /** Inclusive UTC days. */
  from: string;
  to: string;
}

/** Products, their tracked links' clicks and the earnings entered or imported. */
export class MonetizationRepo {
  constructor(private readonly db: Db) {}

  private async rows<T>(q: SQL): Promise<T[]> {
    return ((await this.db.execute(q)) as unknown as Rows<T>).rows;
  }

  listProducts(scope: OwnerScope) {
    return this.db
      .select()
      .from(products)
      .where(ownedBy(sql`${products.userId}`, scope))
      .orderBy(desc(products.createdAt))
      .limit(500);
  }
  async getProduct(scope: OwnerScope, id: string) {
    const [p] = await this.db
      .select()
      .from(products)
      .where(and(eq(products.id, id), ownedBy(sql`${products.userId}`, scope)));
    return p ?? null;
  }
  async countProducts(userId: string) {
    const [r] = await this.rows<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM products WHERE user_id = ${userId}`,
    );
    return Number(r?.n ?? 0);
  }
  async insertProduct(v: typeof products.$inferInsert) {
    const [p] = await this.db.insert(products).values(v).returning();
    return p!;
  }
  async updateProduct(
    scope: OwnerScope,
    id: string,
    v: Partial<Pick<Product, 'name' | 'category' | 'destinationUrl' | 'asin'>>,
  ) {
    const [p] = await this.db
      .update(products)
      .set(v)
      .where(and(eq(products.id, id), ownedBy(sql`${products.userId}`, scope)))
      .returning();
    return p ?? null;
  }
  async deleteProduct(scope: OwnerScope, id: string) {
    const rows = await this.db
      .delete(products)
      .where(and(eq(products.id, id), ownedBy(sql`${products.userId}`, scope)))
      .returning({ id: products.id });
    return rows.length > 0;
  }
  async bySlug(slug: string) {
    const [p] = await this.db.select().from(products).where(eq(products.slug, slug));
    return p ?? null;
  }
  /** True when this visitor's click on this day is new. */
  async recordClick(productId: string, day: string, visitor: string) {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .insert(linkClicks)
        .values({ productId, day, visitor })
        .onConflictDoNothing()
        .returning({ day: linkClicks.day });
      if (!rows.length) return false;
      await tx
        .insert(linkClicksDaily)
        .values({ productId, day, clicks: 1 })
        .onConflictDoUpdate({
          target: [linkClicksDaily.productId, linkClicksDaily.day],
          set: { clicks: sql`${linkClicksDaily.clicks} + 1` },
        });
      return true;
    });
  }

  clicksByProduct(scope: OwnerScope, r: DayRange) {
    return this.rows<{ product_id: string; clicks: string }>(sql`
      SELECT c.product_id, sum(c.clicks)::text AS clicks
      FROM link_clicks_daily c JOIN products p ON p.id = c.product_id
      WHERE ${ownedBy(sql`p.user_id`, scope)} AND c.day BETWEEN ${r.from} AND ${r.to}
      GROUP BY c.product_id`);
  }
  earningsByProduct(scope: OwnerScope, r: DayRange) {
    return this.rows<{
      product_id: string | null;
      cents: string;
      items: string;
      revenue: string;
      fees: string;
    }>(sql`
      SELECT product_id, sum(amount_cents)::text AS cents, sum(items)::text AS items,
             sum(revenue_cents) FILTER (WHERE source = 'amazon')::text AS revenue,
             sum(amount_cents) FILTER (WHERE source = 'amazon')::text AS fees
      FROM earnings WHERE ${ownedBy(sql`user_id`, scope)} AND day BETWEEN ${r.from} AND ${r.to}
      GROUP BY product_id`);
  }
  byDay(scope: OwnerScope, r: DayRange) {
    return this.rows<{ day: string; cents: string; clicks: string }>(sql`
      SELECT d.day::text AS day, coalesce(e.cents, 0)::text AS cents, coalesce(c.clicks, 0)::text AS clicks
      FROM generate_series(${r.from}::date, ${r.to}::date, interval '1 day') AS d(day)
      LEFT JOIN (SELECT day, sum(amount_cents) AS cents FROM earnings
                 WHERE ${ownedBy(sql`user_id`, scope)} AND day BETWEEN ${r.from} AND ${r.to} GROUP BY day) e
        ON e.day = d.day::date
      LEFT JOIN (SELECT c.day, sum(c.clicks) AS clicks FROM link_clicks_daily c JOIN products p ON p.id = c.product_id
                 WHERE ${ownedBy(sql`p.user_id`, scope)} AND c.day BETWEEN ${r.from} AND ${r.to} GROUP BY c.day) c
        ON c.day = d.day::date
      ORDER BY 1`);
  }
  accounts(scope: OwnerScope, r: DayRange) {
    return this.rows<{
      source: string;
      account: string | null;
      cents: string;
      last_import: Date | string;
    }>(sql`
      SELECT source, account,
             coalesce(sum(amount_cents) FILTER (WHERE day BETWEEN ${r.from} AND ${r.to}), 0)::text AS cents,
             max(created_at) AS last_import
      FROM earnings WHERE ${ownedBy(sql`user_id`, scope)}
      GROUP BY source, account ORDER BY 3 DESC`);
  }
  async viewsGained(scope: OwnerScope, r: DayRange) {
    const [row] = await this.rows<{ views: string | null }>(sql`
      SELECT sum(views)::text AS views FROM social_metrics_daily
      WHERE ${ownedBy(sql`user_id`, scope)} AND day BETWEEN ${r.from} AND ${r.to}`);
    return Number(row?.views ?? 0);
  }
  listEarnings(scope: OwnerScope, limit: number) {
    return this.db
      .select()
      .from(earnings)
      .where(ownedBy(sql`${earnings.userId}`, scope))
      .orderBy(desc(earnings.day), desc(earnings.createdAt))
      .limit(limit);
  }
  async insertEarning(v: typeof earnings.$inferInsert) {
    const [e] = await this.db.insert(earnings).values(v).returning();
    return e!;
  }
  async deleteEarning(scope: OwnerScope, id: string) {
    const rows = await this.db
      .delete(earnings)
      .where(and(eq(earnings.id, id), ownedBy(sql`${earnings.userId}`, scope)))
      .returning({ id: earnings.id });
    return rows.length > 0;
  }

  /** One transaction: every row or none. Rows already imported (same key) are skipped. */
  async importAmazon(userId: string, rows: AmazonRow[], productByAsin: Map<string, string>) {
    return this.db.transaction(async (tx) => {
      let imported = 0;
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = rows.slice(i, i + 500);
        const done = await tx
          .insert(earnings)
          .values(
            chunk.map((r) => ({
              userId,
              productId: productByAsin.get(r.asin) ?? null,
              source: 'amazon' as const,
              account: r.tracking,
              itemName: r.name,
              day: r.day,
              items: r.items,
              revenueCents: r.revenueCents,
              amountCents: r.feesCents,
              externalKey: r.externalKey,
            })),
          )
          .onConflictDoNothing({ target: [earnings.userId, earnings.externalKey] })
          .returning({ id: earnings.id });
        imported += done.length;
      }
      return imported;
    });
  }
}
