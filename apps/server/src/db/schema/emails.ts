import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, timestampTz } from './columns.ts';

/** Every outgoing email is a row first; the send job reloads it, so a retried job never sends twice. */
export const emails = pgTable(
  'emails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [index('emails_status_idx').on(t.status)],
);
