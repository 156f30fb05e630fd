import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One shared preview per catalogue voice. `fingerprint`, `audioKey`, `previewText` and
 * `generatedAt` describe the last finished preview; `status` and `targetFingerprint` describe the
 * render in progress, so the old preview stays playable while a new one is made.
 */
export const voicePreviews = pgTable('voice_previews', {
  voiceId: text('voice_id').primaryKey(),
  fingerprint: text('fingerprint'),
  audioKey: text('audio_key'),
  previewText: text('preview_text'),
  generatedAt: timestamp('generated_at', { withTimezone: true }),
  status: text('status', { enum: ['generating', 'ready', 'failed'] }).notNull(),
  targetFingerprint: text('target_fingerprint'),
  error: text('error'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Voices a user marked with the heart; shared by the voice library and the create flow. */
export const voiceFavorites = pgTable(
  'voice_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voiceId: text('voice_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.voiceId] })],
);

/** Preview renders a user started per UTC day (the daily preview quota). */
export const previewUsage = pgTable(
  'preview_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A user's own voice, cloned at ElevenLabs (decision 026). The recording itself is not kept: it goes
 * to ElevenLabs and is deleted here. Consent is recorded with its time, address and the exact text.
 */
export const voiceClones = pgTable(
  'voice_clones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** ElevenLabs' voice_id. */
    vendorVoiceId: text('vendor_voice_id').notNull(),
    requiresVerification: boolean('requires_verification').notNull().default(false),
    sampleSeconds: real('sample_seconds').notNull(),
    consentText: text('consent_text').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentIp: text('consent_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voice_clones_user_idx').on(t.userId, t.createdAt)],
);
