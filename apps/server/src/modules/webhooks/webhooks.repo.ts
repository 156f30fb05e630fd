import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
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
}
