// Channels (issue 41): a brand kit, a channel (niche, look, voice, cadence, approval mode) and the
// items its series plans, renders, and schedules. The server validates with these schemas and
// answers with the DTOs; the web imports the constants and (as `import type`) the DTO types.
import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { CAPTION_POSITIONS, WATERMARK_POSITIONS, type WatermarkPosition } from './storyboard.ts';
import { CAPTION_PRESETS, DURATION_MAX, DURATION_MIN, VIBES, VIDEO_STYLES } from './video.ts';

// ---------------------------------------------------------------------------------------------
// Shared ids

/** Cadence days, Monday first (ISO order). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The platforms a channel posts to (the social module's connectable platforms). */
export const CHANNEL_PLATFORMS = ['youtube', 'tiktok', 'instagram'] as const;
export type ChannelPlatform = (typeof CHANNEL_PLATFORMS)[number];

export const APPROVAL_MODES = ['approve_each', 'auto'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/**
 * An item's life: planned (idea chosen, storyboard on its way) → rendering → rendered → approved →
 * scheduled → posted; failed (render or post) and rejected end it. In `auto` mode rendered goes
 * straight to scheduled.
 */
export const CHANNEL_ITEM_STATES = [
  'planned',
  'rendering',
  'rendered',
  'approved',
  'scheduled',
  'posted',
  'failed',
  'rejected',
] as const;
export type ChannelItemState = (typeof CHANNEL_ITEM_STATES)[number];

export const CHANNEL_STATUSES = ['active', 'paused'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** Why a channel is paused: the creator paused it, or the month's video allowance ran out. */
export const PAUSED_REASONS = ['creator', 'allowance'] as const;
export type PausedReason = (typeof PAUSED_REASONS)[number];

export { WATERMARK_POSITIONS, type WatermarkPosition };

/** Fonts every server has (a brand kit names one of these, or uploads its own TTF/OTF). */
export const BUNDLED_FONTS = ['Inter', 'Inter Display', 'DejaVu Sans', 'DejaVu Serif'] as const;
export type BundledFont = (typeof BUNDLED_FONTS)[number];

export const CHANNEL_LIMITS = {
  nameMax: 80,
  nicheMax: 500,
  /** Items one plan call adds. */
  planMax: 14,
  planDefault: 7,
  /** Channels per account. */
  channelsMax: 20,
} as const;

export const BRAND_KIT_LIMITS = {
  nameMax: 60,
  cardTextMax: 120,
  logoMaxBytes: 2 * 1024 * 1024,
  fontMaxBytes: 5 * 1024 * 1024,
  /** Kits per account. */
  kitsMax: 20,
} as const;

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colours are written like #1A2B3C.' });

/** "HH:MM", 24-hour. */
export const TIME_OF_DAY_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

// ---------------------------------------------------------------------------------------------
// Brand kits

/**
 * The text fields of `POST /api/brand-kits` (multipart: these plus a `logo` file and an optional
 * `font` file) and of `PATCH /api/brand-kits/{id}` (JSON, or multipart to replace the logo or font;
 * every field optional there). Multipart values arrive as strings.
 */
const brandKitShape = {
  name: z
    .string({ error: 'Give the brand kit a name.' })
    .trim()
    .min(1, { error: 'Give the brand kit a name.' })
    .max(BRAND_KIT_LIMITS.nameMax, {
      error: `The name can be at most ${BRAND_KIT_LIMITS.nameMax} characters.`,
    }),
  primary_color: hex,
  secondary_color: hex,
  text_color: hex,
  /** A bundled font; ignored when a `font` file is uploaded. */
  font_name: z.enum(BUNDLED_FONTS, { error: `Fonts are ${BUNDLED_FONTS.join(', ')}, or upload your own.` }),
  caption_preset: z.enum(CAPTION_PRESETS),
  caption_position: z.enum(CAPTION_POSITIONS),
  /** Empty: no intro / outro card. */
  intro_text: z.string().trim().max(BRAND_KIT_LIMITS.cardTextMax),
  outro_text: z.string().trim().max(BRAND_KIT_LIMITS.cardTextMax),
  watermark_position: z.enum(WATERMARK_POSITIONS),
};
export const brandKitFields = z.object({
  ...brandKitShape,
  primary_color: hex.default('#111827'),
  secondary_color: hex.default('#F59E0B'),
  text_color: hex.default('#FFFFFF'),
  font_name: brandKitShape.font_name.default('Inter'),
  caption_preset: brandKitShape.caption_preset.default('bold'),
  caption_position: brandKitShape.caption_position.default('bottom'),
  intro_text: brandKitShape.intro_text.default(''),
  outro_text: brandKitShape.outro_text.default(''),
  watermark_position: brandKitShape.watermark_position.default('bottom-right'),
  /** `true`: the kit is the Business team's, for every member to use (decision 222). */
  team: z.union([z.boolean(), z.stringbool()], { error: 'team must be true or false.' }).default(false),
});
export type BrandKitFields = z.infer<typeof brandKitFields>;
/** PATCH: the same fields, each optional, no defaults filled in. */
export const brandKitPatch = z.object(brandKitShape).partial();
export type BrandKitPatch = z.infer<typeof brandKitPatch>;

export const brandKitDto = z.object({
  id: z.string(),
  name: z.string(),
  /** A signed link to the logo (PNG, or the sanitised SVG). */
  logo_url: z.string(),
  logo_type: z.enum(['png', 'svg']),
  primary_color: z.string(),
  secondary_color: z.string(),
  text_color: z.string(),
  font: z.object({
    source: z.enum(['bundled', 'upload']),
    /** The family name (the bundled name, or the one read from the uploaded file). */
    name: z.string(),
    /** The uploaded file, signed; null for a bundled font. */
    url: z.string().nullable(),
  }),
  caption_preset: z.enum(CAPTION_PRESETS),
  caption_position: z.enum(CAPTION_POSITIONS),
  intro_text: z.string(),
  outro_text: z.string(),
  watermark_position: z.enum(WATERMARK_POSITIONS),
  /** Set when the kit belongs to the creator's team (Business) rather than to the creator alone. */
  team_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BrandKitDto = z.infer<typeof brandKitDto>;
export const brandKitListDto = z.object({ brand_kits: z.array(brandKitDto) });
export type BrandKitListDto = z.infer<typeof brandKitListDto>;

// ---------------------------------------------------------------------------------------------
// Channels

export const cadenceSchema = z.object({
  days: z
    .array(z.enum(WEEKDAYS, { error: `Days are ${WEEKDAYS.join(', ')}.` }))
    .min(1, { error: 'Choose at least one day.' })
    .max(7)
    .refine((d) => new Set(d).size === d.length, { error: 'Each day can be chosen once.' }),
  time: z.string().regex(TIME_OF_DAY_RE, { error: 'The time is written like 18:00.' }),
});
export type Cadence = z.infer<typeof cadenceSchema>;

/** True for an IANA time zone name this runtime knows (e.g. Europe/London). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

/** `POST /api/channels` (JSON). `PATCH /api/channels/{id}` takes `channelPatch`. */
export const channelBody = z.object({
  name: z.string().trim().min(1, { error: 'Give the channel a name.' }).max(CHANNEL_LIMITS.nameMax),
  /** What the channel is about: seeds every idea. */
  niche: z
    .string()
    .trim()
    .min(3, { error: 'Describe the channel’s niche in a few words.' })
    .max(CHANNEL_LIMITS.nicheMax),
  vibe: z.enum(VIBES).default('educational'),
  voice: z.string().min(1).default('rachel'),
  style: z.enum(VIDEO_STYLES).default('cinematic'),
  /** The videos' language (ISO 639-1, one of LANGUAGES). Absent: the account's language. */
  language: z.enum(LANGUAGES, { error: `The language is one of ${LANGUAGES.join(', ')}.` }).optional(),
  /** Seconds per video. */
  duration: z.number().int().min(DURATION_MIN).max(DURATION_MAX).default(30),
  brand_kit_id: z
    .uuid({ error: 'brand_kit_id must be the id of one of your brand kits.' })
    .nullable()
    .default(null),
  platforms: z
    .array(z.enum(CHANNEL_PLATFORMS, { error: `Platforms are ${CHANNEL_PLATFORMS.join(', ')}.` }))
    .max(CHANNEL_PLATFORMS.length)
    .refine((p) => new Set(p).size === p.length, { error: 'Each platform can be chosen once.' })
    .default([]),
  /** In `timezone`. */
  cadence: cadenceSchema.default({ days: ['mon', 'tue', 'wed', 'thu', 'fri'], time: '18:00' }),
  approval_mode: z.enum(APPROVAL_MODES).default('approve_each'),
  /** IANA name; the web sends the browser's. Absent: the account's time zone. */
  timezone: z
    .string()
    .refine(isTimeZone, { error: 'The time zone is a name such as Europe/London.' })
    .optional(),
});
export type ChannelBody = z.infer<typeof channelBody>;

export const channelPatch = z
  .object({
    name: channelBody.shape.name,
    niche: channelBody.shape.niche,
    vibe: z.enum(VIBES),
    voice: z.string().min(1),
    style: z.enum(VIDEO_STYLES),
    language: channelBody.shape.language.unwrap(),
    duration: z.number().int().min(DURATION_MIN).max(DURATION_MAX),
    brand_kit_id: channelBody.shape.brand_kit_id.unwrap(),
    platforms: channelBody.shape.platforms.unwrap(),
    cadence: cadenceSchema,
    approval_mode: z.enum(APPROVAL_MODES),
    timezone: z.string().refine(isTimeZone, { error: 'The time zone is a name such as Europe/London.' }),
    /** `paused` stops queued work at once; `active` resumes (refused while the allowance is used up). */
    status: z.enum(CHANNEL_STATUSES),
  })
  .partial();
export type ChannelPatch = z.infer<typeof channelPatch>;

export const channelDto = z.object({
  id: z.string(),
  name: z.string(),
  niche: z.string(),
  vibe: z.enum(VIBES),
  voice: z.string(),
  style: z.enum(VIDEO_STYLES),
  language: z.enum(LANGUAGES),
  duration: z.number(),
  brand_kit_id: z.string().nullable(),
  platforms: z.array(z.enum(CHANNEL_PLATFORMS)),
  cadence: cadenceSchema,
  approval_mode: z.enum(APPROVAL_MODES),
  timezone: z.string(),
  status: z.enum(CHANNEL_STATUSES),
  paused_reason: z.enum(PAUSED_REASONS).nullable(),
  /** What to tell the creator while paused, in plain words; null while active. */
  paused_notice: z.string().nullable(),
  /** The next few free posting slots (ISO instants), for the calendar. */
  next_slots: z.array(z.string()),
  /** How many items are in each state. */
  item_counts: z.record(z.enum(CHANNEL_ITEM_STATES), z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChannelDto = z.infer<typeof channelDto>;
export const channelListDto = z.object({ channels: z.array(channelDto) });
export type ChannelListDto = z.infer<typeof channelListDto>;

// ---------------------------------------------------------------------------------------------
// Items

export const channelItemDto = z.object({
  id: z.string(),
  channel_id: z.string(),
  /** The idea the video is about (its title). */
  idea: z.string(),
  state: z.enum(CHANNEL_ITEM_STATES),
  /** The video this item made (opens the editor); null before its storyboard exists. */
  video_id: z.string().nullable(),
  /** Render progress 0..100 while rendering. */
  percent: z.number(),
  thumbnail_url: z.string().nullable(),
  /** Why it failed (render or post), in plain words; null otherwise. */
  error: z.string().nullable(),
  /** When it posts (ISO), once approved/scheduled; the calendar drags this. */
  scheduled_at: z.string().nullable(),
  posted_at: z.string().nullable(),
  /** The social post job (GET /api/social/posts/{id}); null before scheduling. */
  post_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChannelItemDto = z.infer<typeof channelItemDto>;

export const channelItemsQuery = z.object({
  state: z.enum(CHANNEL_ITEM_STATES).optional(),
  /** Calendar window (ISO instants) over `scheduled_at`, or `created_at` for unscheduled items. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const channelItemListDto = z.object({ items: z.array(channelItemDto) });
export type ChannelItemListDto = z.infer<typeof channelItemListDto>;

/** `POST /api/channels/{id}/plan`: plan the next `count` items. */
export const planBody = z.object({
  count: z.number().int().min(1).max(CHANNEL_LIMITS.planMax).default(CHANNEL_LIMITS.planDefault),
});
export type PlanBody = z.infer<typeof planBody>;
export const planResponse = z.object({
  items: z.array(channelItemDto),
  /** Why fewer items than asked were planned (ideas too close to earlier ones, allowance used up); else null. */
  notice: z.string().nullable(),
});
export type PlanResponse = z.infer<typeof planResponse>;

/** `PATCH /api/channels/{id}/items/{item}`: move an approved or scheduled item (calendar drag). */
export const itemReschedule = z.object({
  scheduled_at: z.iso.datetime({
    offset: true,
    error: 'scheduled_at is a date and time such as 2026-12-01T18:00:00Z.',
  }),
});
export type ItemReschedule = z.infer<typeof itemReschedule>;

/** `POST .../approve` answers the item; `POST .../reject` answers it and the idea taking its place. */
export const rejectResponse = z.object({ item: channelItemDto, replacement: channelItemDto.nullable() });
export type RejectResponse = z.infer<typeof rejectResponse>;
