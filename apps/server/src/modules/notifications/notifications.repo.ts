import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, serverSecrets, users, videoWatchers } from '../../db/schema/index.ts';

export class NotificationsRepo {
  constructor(private readonly db: Db) {}

  async user(userId: string) {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, notifyEmail: users.notifyEmail })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  async setNotifyEmail(userId: string, on: boolean) {
    await this.db.update(users).set({ notifyEmail: on }).where(eq(users.id, userId));
  }

  subscriptions(userId: string) {
    return this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  }

  /** One row per browser: subscribing again (or from another account) moves it to this user. */
  async upsertSubscription(row: { userId: string; endpoint: string; p256dh: string; auth: string }) {
    await this.db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth },
      });
  }

  async deleteSubscription(userId: string, endpoint: string) {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  async deleteSubscriptionById(id: string) {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async secret(name: string) {
    const [row] = await this.db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
    return row?.value;
  }

  /** Keeps the first value stored under name (another process may have won) and answers it. */
  async putSecretOnce(name: string, value: string): Promise<string> {
    await this.db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
    return (await this.secret(name))!;
  }

  /** An open progress stream of a video: its row id. */
  async addWatcher(videoId: string): Promise<string> {
    const [row] = await this.db.insert(videoWatchers).values({ videoId }).returning({ id: videoWatchers.id });
    return row.id;
  }

  async touchWatcher(id: string) {
    await this.db.update(videoWatchers).set({ lastSeenAt: new Date() }).where(eq(videoWatchers.id, id));
  }

  async removeWatcher(id: string) {
    await this.db.delete(videoWatchers).where(eq(videoWatchers.id, id));
  }

  /** Is anyone, in any process, watching the video (a heartbeat newer than `since`)? */
  async watched(videoId: string, since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: videoWatchers.id })
      .from(videoWatchers)
      .where(and(eq(videoWatchers.videoId, videoId), gt(videoWatchers.lastSeenAt, since)))
      .limit(1);
    return !!row;
  }

  /** Rows of streams whose process died without closing them. */
  async deleteStaleWatchers(before: Date): Promise<number> {
    const rows = await this.db
      .delete(videoWatchers)
      .where(lt(videoWatchers.lastSeenAt, before))
      .returning({ id: videoWatchers.id });
    return rows.length;
  }
}
