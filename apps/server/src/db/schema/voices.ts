import { boolean, date, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { ownerId } from './users.ts';
import { id, createdAt, timestampTz } from './columns.ts';

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
  generatedAt: timestampTz('generated_at'),
  status: text('status', { enum: ['generating', 'ready', 'failed'] }).notNull(),
  targetFingerprint: text('target_fingerprint'),
  error: text('error'),
  requestedAt: timestampTz('requested_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** Voices a user marked with the heart; shared by the voice library and the create flow. */
export const voiceFavorites = pgTable(
  'voice_favorites',
  {
    userId: ownerId(),
    voiceId: text('voice_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.voiceId] })],
);

/** Preview renders a user started per UTC day (the daily preview quota). */
export const previewUsage = pgTable(
  'preview_usage',
  {
    userId: ownerId(),
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
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    /** ElevenLabs' voice_id. */
    vendorVoiceId: text('vendor_voice_id').notNull(),
    requiresVerification: boolean('requires_verification').notNull().default(false),
    sampleSeconds: real('sample_seconds').notNull(),
    consentText: text('consent_text').notNull(),
    consentAt: timestampTz('consent_at').notNull(),
    consentIp: text('consent_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('voice_clones_user_idx').on(t.userId, t.createdAt)],
);
