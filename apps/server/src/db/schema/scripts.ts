import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerId, users } from './users.ts';
import { id, createdAt, timestampTz } from './columns.ts';

/** Scripts the user generated or wrote (the step-by-step flow and the scripts studio). */
export const scripts = pgTable(
  'scripts',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    topic: text('topic').notNull(),
    vibe: text('vibe'),
    category: text('category'),
    status: text('status', { enum: ['completed', 'draft', 'in-progress'] })
      .notNull()
      .default('completed'),
    content: text('content').notNull(),
    structured: jsonb('structured'),
    wordCount: integer('word_count').notNull().default(0),
    /** Times the script was opened in the studio's editor. */
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('scripts_user_created_idx').on(t.userId, t.createdAt)],
);

/** Narrations rendered by a voice; `cacheKey` makes an identical request reuse the file. */
export const audioClips = pgTable(
  'audio_clips',
  {
    id: id(),
    userId: ownerId(),
    cacheKey: text('cache_key').notNull(),
    voice: text('voice').notNull(),
    /** What the text is written and spoken in: speaking rates are measured per language. */
    language: text('language').notNull().default('en'),
    text: text('text').notNull(),
    topic: text('topic'),
    characterCount: integer('character_count').notNull(),
    durationMs: integer('duration_ms').notNull(),
    words: jsonb('words'),
    audioKey: text('audio_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audio_clips_user_cache_idx').on(t.userId, t.cacheKey)],
);

/** Captions made in the studio's caption generator. */
export const captions = pgTable(
  'captions',
  {
    id: id(),
    userId: ownerId(),
    /** The content description it was written from. */
    content: text('content').notNull().default(''),
    text: text('text').notNull(),
    hashtags: jsonb('hashtags').$type<string[]>().notNull(),
    platform: text('platform').notNull(),
    tone: text('tone').notNull(),
    engagement: text('engagement').notNull(),
    engagementScore: integer('engagement_score').notNull().default(0),
    engagementReasons: jsonb('engagement_reasons').$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('captions_user_created_idx').on(t.userId, t.createdAt)],
);

/** A user's saved prompt instructions for the script writers (paid plans; decision 015). */
export const writerInstructions = pgTable('writer_instructions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  instructions: jsonb('instructions').notNull(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});
