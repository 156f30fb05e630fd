import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  captions,
  dataExports,
  invoices,
  scripts,
  socialPosts,
  socialPostTargets,
  users,
  videos,
  type DataExport,
} from '../../db/schema/index.ts';

/** The rows of one account for "Download my data", and the exports themselves (owner-scoped). */
export class DataExportRepo {
  constructor(private readonly db: Db) {}

  /** A new export and its job in one transaction (no row without its job). */
  async create(userId: string, send: (tx: Db, id: string) => Promise<unknown>) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(dataExports).values({ userId }).returning();
      await send(tx, row!.id);
      return row!;
    });
  }

  async latest(userId: string): Promise<DataExport | undefined> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    return row;
  }

  async unfinished(userId: string) {
    const [row] = await this.db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'running'])));
    return row;
  }

  async find(id: string): Promise<DataExport | undefined> {
    const [row] = await this.db.select().from(dataExports).where(eq(dataExports.id, id));
    return row;
  }

  async update(id: string, set: Partial<typeof dataExports.$inferInsert>) {
    await this.db.update(dataExports).set(set).where(eq(dataExports.id, id));
  }

  /** The account's earlier exports (their files are replaced by the newest). */
  async others(userId: string, keep: string) {
    return this.db
      .select({ id: dataExports.id, fileKey: dataExports.fileKey })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), ne(dataExports.id, keep)));
  }

  async deleteRows(ids: string[]) {
    if (ids.length) await this.db.delete(dataExports).where(inArray(dataExports.id, ids));
  }

  // ---- What goes in the zip ------------------------------------------------------------------

  async user(userId: string) {
    const [u] = await this.db
      .select({
        email: users.email,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        defaultVoice: users.defaultVoice,
        defaultStyle: users.defaultStyle,
        defaultCaptionPreset: users.defaultCaptionPreset,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return u;
  }

  videos(userId: string) {
    return this.db.select().from(videos).where(eq(videos.userId, userId)).orderBy(asc(videos.createdAt));
  }

  scripts(userId: string) {
    return this.db
      .select({
        id: scripts.id,
        title: scripts.title,
        topic: scripts.topic,
        content: scripts.content,
        createdAt: scripts.createdAt,
      })
      .from(scripts)
      .where(eq(scripts.userId, userId))
      .orderBy(asc(scripts.createdAt));
  }

  captions(userId: string) {
    return this.db
      .select({
        id: captions.id,
        platform: captions.platform,
        text: captions.text,
        hashtags: captions.hashtags,
        content: captions.content,
        createdAt: captions.createdAt,
      })
      .from(captions)
      .where(eq(captions.userId, userId))
      .orderBy(asc(captions.createdAt));
  }

  async posts(userId: string) {
    const posts = await this.db
      .select()
      .from(socialPosts)
      .where(eq(socialPosts.userId, userId))
      .orderBy(asc(socialPosts.createdAt));
    const targets = posts.length
      ? await this.db
          .select()
          .from(socialPostTargets)
          .where(
            inArray(
              socialPostTargets.postId,
              posts.map((p) => p.id),
            ),
          )
      : [];
    return posts.map((p) => ({ post: p, targets: targets.filter((t) => t.postId === p.id) }));
  }

  invoices(userId: string) {
    return this.db
      .select({
        id: invoices.id,
        amountPaidCents: invoices.amountPaidCents,
        currency: invoices.currency,
        billingReason: invoices.billingReason,
        paidAt: invoices.paidAt,
      })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(asc(invoices.paidAt));
  }
}
