import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Progress of long jobs, keyed by the job's subject (a video id, a preview id...). pg-boss has no
 * progress API; this table is what the SSE endpoint streams, whichever process runs the job.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    id: text('id').primaryKey(),
    ownerId: uuid('owner_id'),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    stage: text('stage'),
    percent: integer('percent').notNull().default(0),
    message: text('message'),
    detail: jsonb('detail'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_progress_owner_idx').on(t.ownerId)],
);
