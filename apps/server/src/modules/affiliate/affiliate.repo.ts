import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  affiliateClicks,
  affiliateCommissions,
  affiliatePayouts,
  affiliateReferrals,
  affiliateRefunds,
  affiliates,
  users,
  type Affiliate,
  type AffiliateCommission,
  type AffiliatePayout,
  type CommissionStatus,
} from '../../db/schema/index.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The creator program's I/O; every read names its owner. */
export class AffiliateRepo {
  constructor(private db: Db) {}

  transaction<T>(fn: (repo: AffiliateRepo, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new AffiliateRepo(tx as unknown as Db), tx as unknown as Db));
  }

  async affiliate(userId: string): Promise<Affiliate | undefined> {
    const [row] = await this.db.select().from(affiliates).where(eq(affiliates.userId, userId));
    return row;
  }
  async byCode(code: string): Promise<Affiliate | undefined> {
    const [row] = await this.db.select().from(affiliates).where(eq(affiliates.referralCode, code));
    return row;
  }
  async enable(userId: string): Promise<void> {
    await this.db.insert(affiliates).values({ userId }).onConflictDoNothing();
  }
  /** Who holds a code now or held it before. */
  async holderOf(code: string): Promise<Affiliate | undefined> {
    const [row] = await this.db
      .select()
      .from(affiliates)
      .where(sql`${affiliates.referralCode} = ${code} or ${code} = any(${affiliates.pastCodes})`)
      .limit(1);
    return row;
  }
  /** A new code; the one it replaces stays reserved for this affiliate. */
  async setCode(userId: string, code: string): Promise<void> {
    await this.db
      .update(affiliates)
      .set({
        referralCode: code,
        pastCodes: sql`case when ${affiliates.referralCode} is null or ${affiliates.referralCode} = ${code}
          or ${affiliates.referralCode} = any(${affiliates.pastCodes}) then ${affiliates.pastCodes}
          else array_append(${affiliates.pastCodes}, ${affiliates.referralCode}) end`,
      })
      .where(eq(affiliates.userId, userId));
  }
  /** No current code; the last one stays reserved for this affiliate among the past ones. */
  async retireCode(userId: string): Promise<void> {
    await this.db
      .update(affiliates)
      .set({
        referralCode: null,
        pastCodes: sql`case when ${affiliates.referralCode} is null
          or ${affiliates.referralCode} = any(${affiliates.pastCodes}) then ${affiliates.pastCodes}
          else array_append(${affiliates.pastCodes}, ${affiliates.referralCode}) end`,
      })
      .where(eq(affiliates.userId, userId));
  }
  /** Keeps the newest 20 networks, this one last. */
  async addOwnNetwork(userId: string, key: string): Promise<void> {
    await this.db
      .update(affiliates)
      .set({
        ownNetworks: sql`(array_remove(${affiliates.ownNetworks}, ${key}) || array[${key}]::text[])[greatest(1, cardinality(array_remove(${affiliates.ownNetworks}, ${key})) - 18):]`,
      })
      .where(eq(affiliates.userId, userId));
  }
  async setAccount(userId: string, set: { stripeAccountId?: string; payoutsEnabled?: boolean }) {
    await this.db.update(affiliates).set(set).where(eq(affiliates.userId, userId));
  }

  async userEmail(userId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email;
  }

  /** A click, once per referrer, visitor and day: answers the day's row, new or not. */
  async recordClick(affiliateUserId: string, visitorHash: string, day: string): Promise<string> {
    const [made] = await this.db
      .insert(affiliateClicks)
      .values({ affiliateUserId, visitorHash, day })
      .onConflictDoNothing()
      .returning({ id: affiliateClicks.id });
    if (made) return made.id;
    const [row] = await this.db
      .select({ id: affiliateClicks.id })
      .from(affiliateClicks)
      .where(
        and(
          eq(affiliateClicks.affiliateUserId, affiliateUserId),
          eq(affiliateClicks.visitorHash, visitorHash),
          eq(affiliateClicks.day, day),
        ),
      );
    return row!.id;
  }
  async click(id: string) {
    const [row] = await this.db.select().from(affiliateClicks).where(eq(affiliateClicks.id, id));
    return row;
  }

  /** Written once: a second attribution of the same user changes nothing. */
  async addReferral(row: typeof affiliateReferrals.$inferInsert): Promise<boolean> {
    const made = await this.db.insert(affiliateReferrals).values(row).onConflictDoNothing().returning();
    return made.length > 0;
  }
  async referralOf(referredUserId: string) {
    const [row] = await this.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.referredUserId, referredUserId));
    return row;
  }

  async counts(affiliateUserId: string) {
    const [clicks] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateUserId, affiliateUserId));
    const [signups] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.affiliateUserId, affiliateUserId));
    const [paid] = await this.db
      .select({ n: sql<number>`count(distinct ${affiliateCommissions.referredUserId})::int` })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.affiliateUserId, affiliateUserId),
          eq(affiliateCommissions.kind, 'sale'),
          sql`${affiliateCommissions.status} <> 'reversed'`,
        ),
      );
    const sums = await this.db
      .select({
        status: affiliateCommissions.status,
        cents: sql<number>`coalesce(sum(${affiliateCommissions.amountCommissionCents}), 0)::int`,
      })
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.affiliateUserId, affiliateUserId))
      .groupBy(affiliateCommissions.status);
    const by = Object.fromEntries(sums.map((s) => [s.status, Number(s.cents)])) as Partial<
      Record<CommissionStatus, number>
    >;
    return { clicks: clicks!.n, signups: signups!.n, paidCustomers: paid!.n, cents: by };
  }

  async insertCommission(row: typeof affiliateCommissions.$inferInsert): Promise<boolean> {
    const made = await this.db.insert(affiliateCommissions).values(row).onConflictDoNothing().returning();
    return made.length > 0;
  }
  commissions(affiliateUserId: string, status?: CommissionStatus) {
    return this.db
      .select()
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.affiliateUserId, affiliateUserId),
          status ? eq(affiliateCommissions.status, status) : undefined,
        ),
      )
      .orderBy(desc(affiliateCommissions.createdAt), desc(affiliateCommissions.id))
      .limit(500);
  }
  /** The sale commission of an invoice, locked for the refund that changes it. */
  async saleForUpdate(invoiceId: string): Promise<AffiliateCommission | undefined> {
    const [row] = await this.db
      .select()
      .from(affiliateCommissions)
      .where(and(eq(affiliateCommissions.stripeInvoiceId, invoiceId), eq(affiliateCommissions.kind, 'sale')))
      .for('update');
    return row;
  }
  async addRefund(row: typeof affiliateRefunds.$inferInsert): Promise<boolean> {
    const made = await this.db.insert(affiliateRefunds).values(row).onConflictDoNothing().returning();
    return made.length > 0;
  }
  async updateCommission(id: string, set: Partial<typeof affiliateCommissions.$inferInsert>) {
    await this.db.update(affiliateCommissions).set(set).where(eq(affiliateCommissions.id, id));
  }

  /** Pending commissions whose refund window has passed become ready. */
  async mature(now: Date): Promise<number> {
    const moved = await this.db
      .update(affiliateCommissions)
      .set({ status: 'ready' })
      .where(and(eq(affiliateCommissions.status, 'pending'), lte(affiliateCommissions.readyAt, now)))
      .returning({ id: affiliateCommissions.id });
    return moved.length;
  }

  /** Per affiliate: the ready commissions not yet in a payout that became ready before `before`. */
  async readyBalances(before: Date) {
    return rowsOf<{ affiliate_user_id: string; cents: number; n: number; currency: string }>(
      await this.db.execute(sql`
        SELECT affiliate_user_id, sum(amount_commission_cents)::int AS cents, count(*)::int AS n, min(currency) AS currency
        FROM affiliate_commissions
        WHERE status = 'ready' AND payout_id IS NULL AND ready_at < ${before.toISOString()}
        GROUP BY affiliate_user_id
        ORDER BY affiliate_user_id`),
    );
  }
  /** A payout and its commissions, or null when this period already has a live payout. */
  async createPayout(input: {
    affiliateUserId: string;
    periodStart: Date;
    periodEnd: Date;
  }): Promise<AffiliatePayout | null> {
    const ids = await this.db
      .select({ id: affiliateCommissions.id, cents: affiliateCommissions.amountCommissionCents })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.affiliateUserId, input.affiliateUserId),
          eq(affiliateCommissions.status, 'ready'),
          isNull(affiliateCommissions.payoutId),
          lt(affiliateCommissions.readyAt, input.periodEnd),
        ),
      )
      .for('update');
    const amountCents = ids.reduce((a, r) => a + r.cents, 0);
    const [payout] = await this.db
      .insert(affiliatePayouts)
      .values({ ...input, amountCents })
      .onConflictDoNothing()
      .returning();
    if (!payout) return null;
    await this.db
      .update(affiliateCommissions)
      .set({ payoutId: payout.id })
      .where(
        inArray(
          affiliateCommissions.id,
          ids.map((r) => r.id),
        ),
      );
    return payout;
  }
  async payout(id: string): Promise<AffiliatePayout | undefined> {
    const [row] = await this.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, id));
    return row;
  }
  payouts(affiliateUserId: string) {
    return this.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateUserId, affiliateUserId))
      .orderBy(desc(affiliatePayouts.createdAt), desc(affiliatePayouts.id))
      .limit(500);
  }
  pendingPayouts() {
    return this.db
      .select({ payout: affiliatePayouts, email: users.email })
      .from(affiliatePayouts)
      .innerJoin(users, eq(users.id, affiliatePayouts.affiliateUserId))
      .where(eq(affiliatePayouts.status, 'pending'))
      .orderBy(asc(affiliatePayouts.createdAt));
  }
  /** The payout is paid and so are its commissions; false when it was not pending. */
  async markPaid(id: string, transferId: string | null, at: Date): Promise<boolean> {
    const done = await this.db
      .update(affiliatePayouts)
      .set({ status: 'paid', stripeTransferId: transferId, paidAt: at })
      .where(and(eq(affiliatePayouts.id, id), eq(affiliatePayouts.status, 'pending')))
      .returning({ id: affiliatePayouts.id });
    if (!done.length) return false;
    await this.db
      .update(affiliateCommissions)
      .set({ status: 'paid' })
      .where(and(eq(affiliateCommissions.payoutId, id), eq(affiliateCommissions.status, 'ready')));
    return true;
  }
  /** The payout failed: its commissions are ready again for the next run. */
  /** Approves a pending payout once; false when it is not pending or already approved. */
  async approve(id: string, at: Date): Promise<boolean> {
    const done = await this.db
      .update(affiliatePayouts)
      .set({ approvedAt: at })
      .where(
        and(
          eq(affiliatePayouts.id, id),
          eq(affiliatePayouts.status, 'pending'),
          isNull(affiliatePayouts.approvedAt),
        ),
      )
      .returning({ id: affiliatePayouts.id });
    return done.length > 0;
  }

  async markFailed(id: string, reason: string): Promise<boolean> {
    const done = await this.db
      .update(affiliatePayouts)
      .set({ status: 'failed', failureReason: reason })
      .where(and(eq(affiliatePayouts.id, id), eq(affiliatePayouts.status, 'pending')))
      .returning({ id: affiliatePayouts.id });
    if (!done.length) return false;
    await this.db
      .update(affiliateCommissions)
      .set({ payoutId: null })
      .where(and(eq(affiliateCommissions.payoutId, id), eq(affiliateCommissions.status, 'ready')));
    return true;
  }
}
