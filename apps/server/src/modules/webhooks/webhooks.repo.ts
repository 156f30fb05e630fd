import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  users,
  webhookDeliveries,
  webhookEndpoints,
  type DeliveryAttempt,
  type WebhookDelivery,
} from '../../db/schema/index.ts';

export class WebhooksRepo {
  constructor(private readonly db: Db) {}

  endpoints(userId: string) {
    return this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId))
      .orderBy(desc(webhookEndpoints.createdAt));
  }

  async endpoint(userId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
    return row;
  }

  /** The user's enabled endpoints that listen for `event`. */
  listeners(userId: string, event: string) {
    return this.db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.userId, userId),
          eq(webhookEndpoints.enabled, true),
          arrayContains(webhookEndpoints.events, [event]),
        ),
      );
  }

  async insertEndpoint(row: typeof webhookEndpoints.$inferInsert) {
    const [created] = await this.db.insert(webhookEndpoints).values(row).returning();
    return created;
  }

  async deleteEndpoint(userId: string, id: string) {
    const rows = await this.db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  }

  async insertDelivery(row: typeof webhookDeliveries.$inferInsert) {
    const [created] = await this.db.insert(webhookDeliveries).values(row).returning();
    return created;
  }

  deliveries(userId: string, endpointId: string, limit = 50) {
    return this.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.userId, userId)))
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(limit);
  }

  async deliveryForOwner(userId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.userId, userId)));
    return row;
  }

  async deliveryWithEndpoint(id: string) {
    const [row] = await this.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, id));
    return row;
  }

  /** Appends one attempt and moves the delivery on, in one update. */
  async recordAttempt(
    id: string,
    attempt: DeliveryAttempt,
    set: Pick<WebhookDelivery, 'status' | 'nextAttemptAt'>,
  ): Promise<void> {
    await this.db
      .update(webhookDeliveries)
      .set({
        ...set,
        attempts: sql`${webhookDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb`,
      })
      .where(eq(webhookDeliveries.id, id));
  }

  async setEnabled(userId: string, id: string, enabled: boolean) {
    const [row] = await this.db
      .update(webhookEndpoints)
      .set(
        enabled
          ? { enabled, disabledAt: null, consecutiveFailures: 0, failingSince: null }
          : { enabled, disabledAt: null },
      )
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
      .returning();
    return row;
  }

  /** A delivery went through: the endpoint is healthy again. */
  async endpointAnswered(id: string) {
    await this.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0, failingSince: null })
      .where(and(eq(webhookEndpoints.id, id), sql`${webhookEndpoints.consecutiveFailures} > 0`));
  }

  /** A delivery failed every attempt: one more in the row; the streak began at `since` at the latest. */
  async endpointFailed(id: string, since: Date) {
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({
        consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${since.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    return row;
  }

  /** Turns an enabled endpoint off; answers it only if this call did (so one email is sent). */
  async disable(id: string) {
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: new Date() })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
      .returning();
    return row;
  }

  /** Fails the deliveries still waiting for a retry to an endpoint that was turned off. */
  async failWaiting(endpointId: string) {
    await this.db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          sql`${webhookDeliveries.status} in ('pending', 'retrying')`,
        ),
      );
  }

  async owner(userId: string) {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }
}
