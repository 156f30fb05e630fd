import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    /** Raised by a password change or reset: access tokens carry it, older ones stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Email when a video finishes or fails after the creator left the page (Settings, decision 123). */
    notifyEmail: boolean('notify_email').notNull().default(true),
    /** Set when the user closes the account: 30 days of grace, then everything is deleted. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

export type User = typeof users.$inferSelect;
