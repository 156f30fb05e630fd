import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Cadence } from '@reelsmith/contracts/channels';
import { ownerId } from './users.ts';
import { videos } from './videos.ts';
import { socialPosts } from './social.ts';
import { id, createdAt, timestampTz } from './columns.ts';

/**
 * A creator's brand (issue 41): the logo and font files live in storage under the owner's folder.
 * A team kit (`team`) belongs to a Business team's owner and every member uses it (decision 222).
 */
export const brandKits = pgTable(
  'brand_kits',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    logoKey: text('logo_key').notNull(),
    logoType: text('logo_type', { enum: ['png', 'svg'] }).notNull(),
    /** An uploaded TTF/OTF; null: the bundled `fontName`. */
    fontKey: text('font_key'),
    fontName: text('font_name').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    textColor: text('text_color').notNull(),
    captionPreset: text('caption_preset').notNull(),
    captionPosition: text('caption_position').notNull(),
    introText: text('intro_text').notNull().default(''),
    outroText: text('outro_text').notNull().default(''),
    watermarkPosition: text('watermark_position').notNull(),
    team: boolean('team').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('brand_kits_user_idx').on(t.userId)],
);
export type BrandKit = typeof brandKits.$inferSelect;

export const channels = pgTable(
  'channels',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    niche: text('niche').notNull(),
    vibe: text('vibe').notNull(),
    voice: text('voice').notNull(),
    style: text('style').notNull(),
    language: text('language').notNull(),
    durationSec: integer('duration_sec').notNull(),
    brandKitId: uuid('brand_kit_id').references(() => brandKits.id, { onDelete: 'set null' }),
    platforms: jsonb('platforms').$type<string[]>().notNull().default([]),
    cadence: jsonb('cadence').$type<Cadence>().notNull(),
    approvalMode: text('approval_mode', { enum: ['approve_each', 'auto'] }).notNull(),
    /** IANA zone the cadence is read in. */
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    pausedReason: text('paused_reason', { enum: ['creator', 'allowance'] }),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('channels_user_idx').on(t.userId)],
);
export type Channel = typeof channels.$inferSelect;

/**
 * One idea of a channel's series. `state` keeps only the creator's decisions (planned, approved,
 * scheduled, rejected) and a failure to start; rendering, rendered, posted and failed are read off
 * the video and the post it points to, so there is one record of each.
 */
export const channelItems = pgTable(
  'channel_items',
  {
    id: id(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    idea: text('idea').notNull(),
    state: text('state', { enum: ['planned', 'approved', 'scheduled', 'rejected', 'failed'] })
      .notNull()
      .default('planned'),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => socialPosts.id, { onDelete: 'set null' }),
    scheduledAt: timestampTz('scheduled_at'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('channel_items_channel_idx').on(t.channelId, t.createdAt),
    index('channel_items_video_idx').on(t.videoId),
  ],
);
export type ChannelItem = typeof channelItems.$inferSelect;
