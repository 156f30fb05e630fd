import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerId } from './users.ts';
import { id, createdAt, timestampTz } from './columns.ts';

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;

/**
 * Settings > "Download my data": one zip of everything an account holds, built by the
 * `account.export` job. The file lives under the user's folder, so closing the account deletes it.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: ownerId(),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    percent: integer('percent').notNull().default(0),
    fileKey: text('file_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestampTz('finished_at'),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);
export type DataExport = typeof dataExports.$inferSelect;
