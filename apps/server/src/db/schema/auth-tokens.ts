import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerId } from './users.ts';
import { id, createdAt, timestampTz } from './columns.ts';

/** Single-use tokens (activation, password reset) and refresh sessions; only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: ownerId(),
    kind: text('kind', { enum: ['activation', 'reset', 'refresh'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.kind),
  ],
);
