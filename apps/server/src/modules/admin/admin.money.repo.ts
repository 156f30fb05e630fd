import { and, desc, eq, gte, ilike, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  adminAudit,
  billingEvents,
  invoices,
  socialPosts,
  socialPostTargets,
  users,
} from '../../db/schema/index.ts';

/** What the console's payments and social tabs read across every account. */
export class AdminMoneyRepo {
  constructor(private readonly db: Db) {}

  /** Paid invoices as Stripe reported them, newest first, with what the console has refunded of each. */
  async invoices(q: string, limit: number) {
    const refunded = sql<number>`coalesce((SELECT sum((${adminAudit.after}->>'amount_cents')::int)
      FROM ${adminAudit} WHERE ${adminAudit.action} = 'payment.refund'
        AND ${adminAudit.targetId} = ${invoices.id}), 0)::int`;
    return this.db
      .select({
        id: invoices.id,
        userId: invoices.userId,
        email: users.email,
        amountPaidCents: invoices.amountPaidCents,
        currency: invoices.currency,
        billingReason: invoices.billingReason,
        paidAt: invoices.paidAt,
        refundedCents: refunded,
      })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(q ? ilike(users.email, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
      .orderBy(desc(invoices.paidAt))
      .limit(limit);
  }

  /** Dispute events as Stripe sent them (created, updated, closed), newest first. */
  async disputeEvents(limit: number) {
    return this.db
      .select({
        id: billingEvents.id,
        type: billingEvents.type,
        created: billingEvents.created,
        payload: billingEvents.payload,
      })
      .from(billingEvents)
      .where(like(billingEvents.type, 'charge.dispute.%'))
      .orderBy(desc(billingEvents.created))
      .limit(limit);
  }

  /** Failed posts since `since` per platform and error text, most frequent first. */
  async socialFailures(since: Date) {
    return this.db
      .select({
        platform: socialPostTargets.platform,
        error: sql<string>`coalesce(${socialPostTargets.errorMessage}, 'No reason given')`,
        count: sql<number>`count(*)::int`,
        last: sql<Date>`max(${socialPosts.updatedAt})`,
      })
      .from(socialPostTargets)
      .innerJoin(socialPosts, eq(socialPosts.id, socialPostTargets.postId))
      .where(and(eq(socialPostTargets.status, 'failed'), gte(socialPosts.updatedAt, since)))
      .groupBy(socialPostTargets.platform, sql`2`)
      .orderBy(desc(sql`3`))
      .limit(100);
  }

  /** Posts per platform and result since `since` (what the failures are out of). */
  async socialTotals(since: Date) {
    return this.db
      .select({
        platform: socialPostTargets.platform,
        status: socialPostTargets.status,
        count: sql<number>`count(*)::int`,
      })
      .from(socialPostTargets)
      .innerJoin(socialPosts, eq(socialPosts.id, socialPostTargets.postId))
      .where(gte(socialPosts.updatedAt, since))
      .groupBy(socialPostTargets.platform, socialPostTargets.status);
  }
}
