import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import type { OutgoingEmail } from '../../providers/email/email.types.ts';

export type EmailRow = typeof emails.$inferSelect;

/** The outbox: every email the product sends, with its delivery state. */
export class EmailRepo {
  constructor(private readonly db: Db) {}

  async insert(msg: OutgoingEmail): Promise<string> {
    const [row] = await this.db
      .insert(emails)
      .values({
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? null,
        replyTo: msg.replyTo ?? null,
      })
      .returning({ id: emails.id });
    return row.id;
  }

  async get(emailId: string): Promise<EmailRow | undefined> {
    const [row] = await this.db.select().from(emails).where(eq(emails.id, emailId));
    return row;
  }

  async countAttempt(emailId: string): Promise<void> {
    await this.db
      .update(emails)
      .set({ attempts: sql`${emails.attempts} + 1` })
      .where(eq(emails.id, emailId));
  }

  async markSent(emailId: string, messageId: string): Promise<void> {
    await this.db
      .update(emails)
      .set({ status: 'sent', sentAt: new Date(), messageId, lastError: null })
      .where(eq(emails.id, emailId));
  }

  async setError(emailId: string, lastError: string): Promise<void> {
    await this.db.update(emails).set({ lastError }).where(eq(emails.id, emailId));
  }
}
