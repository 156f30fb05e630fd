import { bigint, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { UPLOAD_KINDS, UPLOAD_STATUSES } from '@reelsmith/contracts/uploads';
import { ownerId } from './users.ts';
import { createdAt, timestampTz } from './columns.ts';

/** A word of an upload's transcript: the recogniser's timing, the text the user may edit. */
export interface TranscriptWord {
  text: string;
  start: number;
  end: number;
}

/** The enhance options the user chose (step 2); see modules/uploads/uploads.schemas.ts. */
export interface EnhanceOptions {
  reframe: 'blur' | 'crop' | 'subject';
  loudness: boolean;
  denoise: boolean;
  trimSilence: boolean;
  captions: boolean;
  captionPreset: string;
  /** What the clip's speech is in for auto-captions (`auto`: detected; absent on older rows: English). */
  language?: string;
}

export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/**
 * A creator's own clip (decision 100): the original as uploaded (checked by ffprobe), the enhance
 * job's progress, its transcript and the enhanced file. Deleting the row's project deletes its folder.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    userId: ownerId(),
    filename: text('filename').notNull(),
    /** A video (checked by ffprobe, can be enhanced) or a photo (B-roll only; decision 045). */
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull().default('video'),
    originalKey: text('original_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSec: real('duration_sec').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hasAudio: integer('has_audio').notNull().default(0),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('uploaded'),
    percent: integer('percent').notNull().default(0),
    error: text('error'),
    options: jsonb('options').$type<EnhanceOptions>(),
    transcript: jsonb('transcript').$type<TranscriptWord[]>(),
    outputKey: text('output_key'),
    outputBytes: bigint('output_bytes', { mode: 'number' }).notNull().default(0),
    outputDurationSec: real('output_duration_sec'),
    /** What the output check measured: integrated loudness (LUFS) and true peak (dBTP). */
    loudness: jsonb('loudness').$type<{ lufs: number; truePeak: number }>(),
    stageTimings: jsonb('stage_timings').$type<Record<string, number>>(),
    /** The My Content video this upload was saved as (export step). */
    videoId: uuid('video_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Live preview segments stored so far while the enhance renders (decision 103). */
    previewSegments: integer('preview_segments').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);

export type Upload = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;
