import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Mailer, OutgoingEmail } from '../../providers/email/email.types.ts';

export class EmailService {
  constructor(
    private readonly deps: { db: Db; queue: Queue; mailer: Mailer; from: string; logger: Logger },
  ) {}

  /** Stores the email and queues its delivery; returns the email's id. */
  async enqueue(msg: OutgoingEmail): Promise<string> {
    const [row] = await this.deps.db
      .insert(emails)
      .values({
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? null,
        replyTo: msg.replyTo ?? null,
      })
      .returning({ id: emails.id });
    await this.deps.queue.send('email.send', { emailId: row.id });
    return row.id;
  }

  /** The job handler: sends a queued email once; a retried job finds it sent and stops. */
  async deliver(emailId: string): Promise<void> {
    const [row] = await this.deps.db.select().from(emails).where(eq(emails.id, emailId));
    if (!row || row.status === 'sent') return;
    await this.deps.db
      .update(emails)
      .set({ attempts: sql`${emails.attempts} + 1` })
      .where(eq(emails.id, emailId));
    try {
      const info = await this.deps.mailer.send({ ...row, from: this.deps.from });
      await this.deps.db
        .update(emails)
        .set({ status: 'sent', sentAt: new Date(), messageId: info.messageId, lastError: null })
        .where(eq(emails.id, emailId));
      if (info.location) {
        // No SMTP configured: say where the message is so a local user can open it.
        this.deps.logger.info(
          { emailId, file: info.location },
          `email "${row.subject}" written to the outbox`,
        );
      }
    } catch (err) {
      await this.deps.db
        .update(emails)
        .set({ lastError: (err as Error).message })
        .where(eq(emails.id, emailId));
      throw err;
    }
  }

  async get(emailId: string) {
    const [row] = await this.deps.db.select().from(emails).where(eq(emails.id, emailId));
    return row;
  }
}
