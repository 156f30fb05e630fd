import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';

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
