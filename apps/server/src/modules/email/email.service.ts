import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Mailer, OutgoingEmail } from '../../providers/email/email.types.ts';
import { EmailRepo } from './email.repo.ts';

export class EmailService {
  readonly repo: EmailRepo;
  constructor(private readonly deps: { db: Db; queue: Queue; mailer: Mailer; from: string; logger: Logger }) {
    this.repo = new EmailRepo(deps.db);
  }

  /** Stores the email and queues its delivery; returns the email's id. */
  async enqueue(msg: OutgoingEmail): Promise<string> {
    const id = await this.repo.insert(msg);
    await this.deps.queue.send('email.send', { emailId: id });
    return id;
  }

  /** The job handler: sends a queued email once; a retried job finds it sent and stops. */
  async deliver(emailId: string): Promise<void> {
    const row = await this.repo.get(emailId);
    if (!row || row.status === 'sent') return;
    await this.repo.countAttempt(emailId);
    try {
      const info = await this.deps.mailer.send({ ...row, from: this.deps.from });
      await this.repo.markSent(emailId, info.messageId);
      if (info.location) {
        // No SMTP configured: say where the message is so a local user can open it.
        this.deps.logger.info(
          { emailId, file: info.location },
          `email "${row.subject}" written to the outbox`,
        );
      }
    } catch (err) {
      await this.repo.setError(emailId, (err as Error).message);
      throw err;
    }
  }

  async get(emailId: string) {
    return this.repo.get(emailId);
  }
}
