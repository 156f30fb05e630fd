import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { escapeHtml, oneLine } from '../../lib/text.ts';

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

/** Stores a contact message and queues one email to the team, with the sender as reply-to. */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactInput,
  meta: RequestMeta,
): Promise<string> {
  const db = ctx.database.db;
  const company = input.company?.trim() || null;
  const [row] = await db
    .insert(contactMessages)
    .values({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      company,
      subject: input.subject.trim(),
      message: input.message.trim(),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
    })
    .returning();
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
  const emailId = await ctx.email.enqueue({
    to: ctx.env.TEAM_EMAIL,
    replyTo: row.email,
    subject: oneLine(`[Contact] ${row.subject} (from ${name})`).slice(0, 250),
    text: lines.join('\n'),
    html: `<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(row.email)}&gt;</p>${
      company ? `<p><strong>Company:</strong> ${escapeHtml(company)}</p>` : ''
    }<p><strong>Subject:</strong> ${escapeHtml(row.subject)}</p><p style="white-space:pre-wrap">${escapeHtml(row.message)}</p>`,
  });
  await db.update(contactMessages).set({ emailId }).where(eq(contactMessages.id, row.id));
  return row.id;
}
