import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, timestampTz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    plan: text('plan').notNull().default('free'),
    avatarUrl: text('avatar_url'),
    defaultVoice: text('default_voice').notNull().default('rachel'),
    defaultStyle: text('default_style').notNull().default('cinematic'),
    defaultCaptionPreset: text('default_caption_preset').notNull().default('bold'),
    /** The language the pickers start at (ISO 639-1; decision 224). */
    defaultLanguage: text('default_language').notNull().default('en'),
    /** Raised by a password change or reset: access tokens carry it, older ones stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Email when a video finishes or fails after the creator left the page (Settings, decision 123). */
    notifyEmail: boolean('notify_email').notNull().default(true),
    /** Set when the user closes the account: 30 days of grace, then everything is deleted. */
    closedAt: timestampTz('closed_at'),
    /** `operator` opens the console at /admin (also granted by OPERATOR_EMAILS; decision 190). */
    role: text('role', { enum: ['creator', 'operator'] })
      .notNull()
      .default('creator'),
    /** Set by an operator: no sign-in and no API key works; the reason is shown on sign-in. */
    bannedAt: timestampTz('banned_at'),
    banReason: text('ban_reason'),
    lastLoginAt: timestampTz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/** The owner column most tables carry: the user the row belongs to, gone with them. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export type User = typeof users.$inferSelect;
