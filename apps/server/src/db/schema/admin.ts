import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, timestampTz } from './columns.ts';

/**
 * Every operator action, append-only: a trigger refuses UPDATE and DELETE (migration 0023). The
 * actor is kept by id and email with no foreign key, so the record outlives a deleted account.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: id(),
    /** null: the command line on the server's machine. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt)],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;

/**
 * A viewer's "Report" on a shared video's page (/watch/:token). The reporter is anonymous; only
 * the video is kept, by id with no foreign key, so the report outlives the video it names.
 */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: id(),
    videoId: uuid('video_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    /** open until an operator resolves it (and says how). */
    resolvedAt: timestampTz('resolved_at'),
    resolution: text('resolution'),
    createdAt: createdAt(),
  },
  (t) => [index('abuse_reports_created_idx').on(t.createdAt)],
);

/** Words an idea may not contain: the create endpoints refuse such an idea with a clear message. */
export const blockedWords = pgTable('blocked_words', {
  word: text('word').primaryKey(),
  createdAt: createdAt(),
});

export type AbuseReportRow = typeof abuseReports.$inferSelect;
