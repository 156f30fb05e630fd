import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Storyboard, StoryboardBrand } from '@reelsmith/contracts/storyboard';
import { VIDEO_STATUSES } from '@reelsmith/contracts/video';
import { ownerId } from './users.ts';
import { id, createdAt, timestampTz } from './columns.ts';

/** One upload chosen as B-roll: which, where its file is, and its picture size. */
export interface BrollItem {
  uploadId: string;
  key: string;
  width: number;
  height: number;
  durationSec: number;
  /** A photo becomes a still scene with a slow pan (decision 045); absent on rows from before: a video. */
  kind?: 'video' | 'photo';
}

export type { VideoStatus } from '@reelsmith/contracts/video';

/**
 * What a remix changed (issue 41): one field of the source's storyboard; an A/B hook test's two
 * videos share `abGroup` and are "Hook A" and "Hook B".
 */
export interface VideoRemix {
  change: 'voice' | 'style' | 'hook' | 'duration' | 'language';
  abGroup?: string;
  abHook?: 'A' | 'B';
}

export const videos = pgTable(
  'videos',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    idea: text('idea').notNull(),
    vibe: text('vibe').notNull(),
    voice: text('voice').notNull(),
    /** ISO 639-1: what the script is written and spoken in (issue 42). */
    language: text('language').notNull().default('en'),
    style: text('style').notNull(),
    captionPreset: text('caption_preset').notNull(),
    music: text('music').notNull(),
    targetDurationSec: integer('target_duration_sec').notNull(),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('queued'),
    percent: integer('percent').notNull().default(0),
    error: text('error'),
    /** The script used (given by the step-by-step flow, or written by the job). */
    script: jsonb('script'),
    scriptId: uuid('script_id'),
    audioId: uuid('audio_id'),
    caption: text('caption'),
    hashtags: jsonb('hashtags').$type<string[]>(),
    durationSec: real('duration_sec'),
    stageTimings: jsonb('stage_timings').$type<Record<string, number>>(),
    videoKey: text('video_key'),
    thumbnailKey: text('thumbnail_key'),
    srtKey: text('srt_key'),
    vttKey: text('vtt_key'),
    watermark: text('watermark'),
    /** Image to video: the photos, stored under the video's folder, in order (decision 101). */
    imageKeys: jsonb('image_keys').$type<string[]>(),
    /**
     * The creator's uploads chosen as B-roll, in order, as checked when the video was created
     * (decision 028): a retried render uses the same files.
     */
    broll: jsonb('broll').$type<BrollItem[]>(),
    seed: integer('seed').notNull().default(0),
    /** A channel's brand kit, copied in when planned under one (issue 41): planning puts it on the storyboard. */
    brand: jsonb('brand').$type<StoryboardBrand>(),
    attempts: integer('attempts').notNull().default(0),
    /** Live preview segments of the current attempt already in storage (`preview/000.m4s`...). */
    previewSegments: integer('preview_segments').notNull().default(0),
    /**
     * The video's one document (issue 36, decision 180): what the current files were rendered from,
     * or an edit since. Null on videos made before storyboards until one is derived on first open.
     */
    storyboard: jsonb('storyboard').$type<Storyboard>(),
    /** Bumped on every saved change to `storyboard` (optimistic concurrency; 0 = none yet). */
    storyboardRev: integer('storyboard_rev').notNull().default(0),
    /** The `video_versions.number` whose files are the video's current ones. */
    currentVersion: integer('current_version'),
    /** The video this one was remixed from (a copy of its storyboard with one change); null if none or deleted. */
    remixedFrom: uuid('remixed_from').references((): AnyPgColumn => videos.id, { onDelete: 'set null' }),
    remix: jsonb('remix').$type<VideoRemix>(),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [index('videos_user_created_idx').on(t.userId, t.createdAt)],
);

export type Video = typeof videos.$inferSelect;

export const VIDEO_VERSION_STATUSES = ['rendering', 'completed', 'failed'] as const;

/**
 * One render of a video's storyboard (issue 36): the storyboard as it was rendered and the files
 * it made, stored under `users/<u>/videos/<v>/v<number>/` (version 1 is the first render's files).
 */
export const videoVersions = pgTable(
  'video_versions',
  {
    id: id(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    number: integer('number').notNull(),
    storyboard: jsonb('storyboard').$type<Storyboard>().notNull(),
    status: text('status', { enum: VIDEO_VERSION_STATUSES }).notNull().default('rendering'),
    percent: integer('percent').notNull().default(0),
    error: text('error'),
    videoKey: text('video_key'),
    thumbnailKey: text('thumbnail_key'),
    srtKey: text('srt_key'),
    vttKey: text('vtt_key'),
    durationSec: real('duration_sec'),
    createdAt: createdAt(),
    /** Touched by the rendering job every few seconds: the stale sweep takes a silent row's worker as dead. */
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [unique('video_versions_video_number_uq').on(t.videoId, t.number)],
);

export type VideoVersion = typeof videoVersions.$inferSelect;
