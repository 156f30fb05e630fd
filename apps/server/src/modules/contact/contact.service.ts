import type { AppContext } from '../../context.ts';
import type { EmailService } from '../email/email.service.ts';
import { escapeHtml, oneLine } from '../../lib/text.ts';
import { ContactRepo } from './contact.repo.ts';

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  company?: string | null;
  subject: string;
  message: string;
}

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

/** The contact form: each message is kept and emailed to the team. */
export class ContactService {
  readonly repo: ContactRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly email: Pick<EmailService, 'enqueue'>,
  ) {
    this.repo = new ContactRepo(ctx.database.db);
  }

  /** Stores a contact message and queues one email to the team, with the sender as reply-to. */
  async send(input: ContactInput, meta: RequestMeta): Promise<string> {
    const ctx = this.ctx;
    const company = input.company?.trim() || null;
    const row = await this.repo.insert({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      company,
      subject: input.subject.trim(),
      message: input.message.trim(),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
    });
    const name = `${row.firstName} ${row.lastName}`;
    const lines = [
      `From: ${name} <${row.email}>`,
      company ? `Company: ${company}` : null,
      `Subject: ${row.subject}`,
      '',
      row.message,
      '',
      `Reply to this email to answer ${row.firstName} directly.`,
    ].filter((l): l is string => l !== null);
    const emailId = await this.email.enqueue({
      to: ctx.env.TEAM_EMAIL,
      replyTo: row.email,
      subject: oneLine(`[Contact] ${row.subject} (from ${name})`).slice(0, 250),
      text: lines.join('\n'),
      html: `<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(row.email)}&gt;</p>${
        company ? `<p><strong>Company:</strong> ${escapeHtml(company)}</p>` : ''
      }<p><strong>Subject:</strong> ${escapeHtml(row.subject)}</p><p style="white-space:pre-wrap">${escapeHtml(row.message)}</p>`,
    });
    await this.repo.setEmail(row.id, emailId);
    return row.id;
  }
}
