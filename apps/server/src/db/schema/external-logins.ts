import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerId } from './users.ts';
import { createdAt } from './columns.ts';

/**
 * An outside identity that signs in to an account ("Continue with Google"). Keyed by the
 * provider's stable subject, not the email: an address can change hands at the provider, the
 * subject cannot. One identity per provider per account.
 */
export const externalLogins = pgTable(
  'external_logins',
  {
    provider: text('provider', { enum: ['google'] }).notNull(),
    subject: text('subject').notNull(),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    uniqueIndex('external_logins_user_idx').on(t.userId, t.provider),
  ],
);
