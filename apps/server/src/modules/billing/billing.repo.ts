import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  billingAccounts,
  billingEvents,
  invoices,
  subscriptions,
  teamInvites,
  teamMembers,
  users,
} from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** Every query of the billing module's own tables (plans, Stripe state, events, teams). */
export class BillingRepo {
  constructor(private readonly db: Db) {}

  async user(userId: string) {
    const [row] = await this.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        plan: users.plan,
        closedAt: users.closedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  async userByEmail(email: string) {
    const [row] = await this.db
      .select({ id: users.id, email: users.email, plan: users.plan })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return row;
  }

  async account(userId: string) {
    const [row] = await this.db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
    return row;
  }

  async ensureAccount(userId: string) {
    await this.db.insert(billingAccounts).values({ userId }).onConflictDoNothing();
    return (await this.account(userId))!;
  }

  /** Sets the customer once: a second request that raced us keeps the first customer. */
  async setCustomer(userId: string, customerId: string): Promise<string> {
    await this.ensureAccount(userId);
    await this.db
      .update(billingAccounts)
      .set({ stripeCustomerId: customerId })
      .where(and(eq(billingAccounts.userId, userId), isNull(billingAccounts.stripeCustomerId)));
    return (await this.account(userId))!.stripeCustomerId!;
  }

  async userIdForCustomer(customerId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: billingAccounts.userId })
      .from(billingAccounts)
      .where(eq(billingAccounts.stripeCustomerId, customerId));
    return row?.userId ?? null;
  }

  async setTimeZone(userId: string, timeZone: string) {
    await this.ensureAccount(userId);
    await this.db.update(billingAccounts).set({ timeZone }).where(eq(billingAccounts.userId, userId));
  }

  /** The creator's monthly overage limit in cents; null turns overage off. */
  async setOverageCap(userId: string, capCents: number | null) {
    await this.ensureAccount(userId);
    await this.db
      .update(billingAccounts)
      .set({ overageCapCents: capCents })
      .where(eq(billingAccounts.userId, userId));
  }

  /** The operator's grant: the plan column and its optional end. */
  async grant(userId: string, plan: string, until: Date | null) {
    await this.ensureAccount(userId);
    await this.db.update(users).set({ plan, updatedAt: new Date() }).where(eq(users.id, userId));
    await this.db.update(billingAccounts).set({ planUntil: until }).where(eq(billingAccounts.userId, userId));
  }

  /** Every subscription row of the user, newest first (allowances picks the one that decides). */
  async subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt));
  }

  async subscription(id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row;
  }

  /**
   * Writes a subscription's state unless a newer event already did (state_at is the event's
   * `created`): an older event delivered late changes nothing.
   */
  async upsertSubscription(row: typeof subscriptions.$inferInsert): Promise<boolean> {
    const { id: _id, userId: _u, createdAt: _c, ...changes } = row;
    const written = await this.db
      .insert(subscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: subscriptions.id,
        set: changes,
        setWhere: sql`${subscriptions.stateAt} <= ${row.stateAt}`,
      })
      .returning({ id: subscriptions.id });
    return written.length > 0;
  }

  async endByRefund(id: string, at: Date) {
    await this.db.update(subscriptions).set({ endedByRefundAt: at }).where(eq(subscriptions.id, id));
  }

  /** A disputed payment suspends the subscription's plan (at a time), or a won dispute lifts it (null). */
  async suspendByDispute(id: string, at: Date | null) {
    await this.db.update(subscriptions).set({ suspendedByDisputeAt: at }).where(eq(subscriptions.id, id));
  }

  async saveInvoice(row: typeof invoices.$inferInsert) {
    await this.db.insert(invoices).values(row).onConflictDoNothing();
  }

  /** Whether `userId` pays through this customer, or has paid us with this card. */
  async paysLike(
    userId: string,
    customerId: string | null,
    cardFingerprint: string | null,
  ): Promise<boolean> {
    if (customerId && (await this.account(userId))?.stripeCustomerId === customerId) return true;
    if (!cardFingerprint) return false;
    const [row] = await this.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.cardFingerprint, cardFingerprint)))
      .limit(1);
    return !!row;
  }

  async invoice(id: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.id, id));
    return row;
  }

  /** Stores the event once; true when it still needs processing (new, or an earlier try failed). */
  async claimEvent(e: { id: string; type: string; created: Date; payload: unknown }): Promise<boolean> {
    await this.db.insert(billingEvents).values(e).onConflictDoNothing();
    const claimed = await this.db
      .update(billingEvents)
      .set({ processedAt: new Date() })
      .where(and(eq(billingEvents.id, e.id), isNull(billingEvents.processedAt)))
      .returning({ id: billingEvents.id });
    return claimed.length > 0;
  }

  /** Processing failed: the next delivery of the same event tries again. */
  async unclaimEvent(id: string) {
    await this.db.update(billingEvents).set({ processedAt: null }).where(eq(billingEvents.id, id));
  }

  // Teams: the owner's id names the team.

  async teamOf(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ ownerId: teamMembers.ownerId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, userId));
    return row?.ownerId ?? null;
  }

  async members(ownerId: string) {
    return this.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        joinedAt: teamMembers.joinedAt,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.ownerId, ownerId))
      .orderBy(asc(teamMembers.joinedAt));
  }

  async addMember(ownerId: string, userId: string) {
    await this.db.insert(teamMembers).values({ ownerId, userId });
  }

  async removeMember(ownerId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.ownerId, ownerId), eq(teamMembers.userId, userId)))
      .returning({ userId: teamMembers.userId });
    return rows.length > 0;
  }

  async openInvites(ownerId: string, now: Date) {
    return this.db
      .select({ id: teamInvites.id, email: teamInvites.email, expiresAt: teamInvites.expiresAt })
      .from(teamInvites)
      .where(
        and(eq(teamInvites.ownerId, ownerId), isNull(teamInvites.acceptedAt), gt(teamInvites.expiresAt, now)),
      )
      .orderBy(asc(teamInvites.createdAt));
  }

  /** One open invite per address: a new one replaces the old link. */
  async putInvite(ownerId: string, email: string, tokenHash: string, expiresAt: Date) {
    await this.db
      .delete(teamInvites)
      .where(and(eq(teamInvites.ownerId, ownerId), sql`lower(${teamInvites.email}) = lower(${email})`));
    await this.db.insert(teamInvites).values({ ownerId, email, tokenHash, expiresAt });
  }

  async inviteByHash(tokenHash: string) {
    const [row] = await this.db.select().from(teamInvites).where(eq(teamInvites.tokenHash, tokenHash));
    return row;
  }

  async acceptInvite(id: string, now: Date) {
    await this.db.update(teamInvites).set({ acceptedAt: now }).where(eq(teamInvites.id, id));
  }

  /** Ends a team: every member leaves and every invite is void. */
  async disbandTeam(ownerId: string): Promise<void> {
    await this.db.delete(teamMembers).where(eq(teamMembers.ownerId, ownerId));
    await this.db.delete(teamInvites).where(eq(teamInvites.ownerId, ownerId));
  }

  async cancelInvite(ownerId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(teamInvites)
      .where(and(eq(teamInvites.ownerId, ownerId), eq(teamInvites.id, id), isNull(teamInvites.acceptedAt)))
      .returning({ id: teamInvites.id });
    return rows.length > 0;
  }

  /** Runs `fn` in a transaction on a repo bound to it. */
  async transaction<T>(fn: (repo: BillingRepo, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => fn(new BillingRepo(tx as unknown as Db), tx as unknown as Db));
  }

  async lockOwner(ownerId: string) {
    await this.db.execute(sql`SELECT id FROM users WHERE id = ${ownerId} FOR UPDATE`);
  }
}
