// The storyboard: the one document of a video (issue 36, decision 180). Planning (writer, voice,
// scene planner, visuals) makes one; rendering turns one into files and reads nothing else; the
// editor, the API, MCP and the CLI change one. Stored with the video as JSON; `schema_version`
// says which shape a stored document has, and `migrateStoryboard` brings an old one up to date.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';
import { CAPTION_PRESETS, VIBES, VIDEO_STYLES } from './video.ts';

export const STORYBOARD_SCHEMA_VERSION = 1;

/** Server-enforced limits (issue 36): scenes, the shortest scene, the whole video. */
export const STORYBOARD_LIMITS = {
  maxScenes: 60,
  minSceneSec: 0.5,
  minTotalSec: 5,
  maxTotalSec: 180,
  maxSceneTextChars: 400,
  maxLabelChars: 40,
} as const;

/**
 * How a scene fills the frame (issue 37): the hook's title card, a big moving subject over a
 * backdrop, a number or list card, a statement card, a split of two pictures, full-bleed footage or
 * the creator's media.
 */
export const SCENE_LAYOUTS = ['title', 'subject', 'list', 'statement', 'split', 'footage'] as const;
export type SceneLayout = (typeof SCENE_LAYOUTS)[number];

export const SCENE_TRANSITIONS = ['cut', 'push', 'whip', 'zoom', 'glitch', 'dissolve'] as const;
export type SceneTransition = (typeof SCENE_TRANSITIONS)[number];

export const CAPTION_POSITIONS = ['bottom', 'middle', 'top'] as const;
export type CaptionPosition = (typeof CAPTION_POSITIONS)[number];

/** The platforms whose on-screen buttons captions keep clear of; `all` is the union (default). */
export const SAFE_ZONE_TARGETS = ['all', 'tiktok', 'reels', 'shorts'] as const;
export type SafeZoneTarget = (typeof SAFE_ZONE_TARGETS)[number];

/** The corner a brand's logo sits in (issue 41). */
export const WATERMARK_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

export const BACKDROP_PATTERNS = ['gradient', 'dots', 'stripes', 'grid', 'rays', 'plain'] as const;

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour such as #1A2B3C');
const seconds = z.number().finite().min(0);

export const wordTimingSchema = z.object({
  word: z.string().min(1),
  /** Seconds from the start of the scene's narration segment. */
  start: seconds,
  end: seconds,
});
export type StoryboardWord = z.infer<typeof wordTimingSchema>;

/** A window of the source picture (0..1 each way) shown in the 9:16 frame. */
export const cropSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().gt(0).max(1),
  height: z.number().gt(0).max(1),
});

export const visualSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('illustration'),
    /** A builtin illustration id (the illustration catalogue). */
    id: z.string().min(1),
    /** The split layout's second picture. */
    secondId: z.string().min(1).optional(),
  }),
  z.object({
    kind: z.literal('stock'),
    provider: z.string().min(1),
    clipId: z.string().min(1),
    /** Where the fetched clip is kept (a storage key of the video's assets). */
    key: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    durationSec: z.number().positive(),
    inSec: seconds.default(0),
    crop: cropSchema.optional(),
  }),
  z.object({
    kind: z.literal('upload'),
    uploadId: z.string().uuid(),
    /** The upload's file (checked against the owner's uploads on every save and render). */
    key: z.string().min(1),
    media: z.enum(['video', 'photo']),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    durationSec: seconds.default(0),
    inSec: seconds.default(0),
    crop: cropSchema.optional(),
    pan: z.enum(['none', 'up', 'down', 'left', 'right', 'in']).default('in'),
  }),
  z.object({
    kind: z.literal('photo'),
    /** One of the video's own photos (image to video), stored under the video's folder. */
    key: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    crop: cropSchema.optional(),
    pan: z.enum(['none', 'up', 'down', 'left', 'right', 'in']).default('in'),
  }),
  z.object({
    kind: z.literal('color'),
    /** One colour, or two for a gradient. */
    colors: z.array(hex).min(1).max(2),
  }),
]);
export type StoryboardVisual = z.infer<typeof visualSchema>;

export const narrationSchema = z.object({
  /** The text this segment speaks; a scene whose `text` differs is voiced again on save. */
  text: z.string(),
  /** Storage key of the audio holding the segment (null: not voiced yet). */
  audioKey: z.string().min(1).nullable(),
  /** Where the segment starts in that audio, and how long it is (seconds). */
  offsetSec: seconds.default(0),
  durationSec: seconds,
  words: z.array(wordTimingSchema),
});
export type StoryboardNarration = z.infer<typeof narrationSchema>;

export const sceneSchema = z.object({
  /** Stable within the document: edits, thumbnails and the API name a scene by it. */
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  /** What the voice says in this scene (its captions are these words). */
  text: z.string().max(STORYBOARD_LIMITS.maxSceneTextChars),
  narration: narrationSchema,
  visual: visualSchema,
  layout: z.enum(SCENE_LAYOUTS),
  /** The scene's length on screen; at least its narration's. */
  durationSec: z.number().finite().min(STORYBOARD_LIMITS.minSceneSec),
  /** How this scene arrives from the previous one. */
  transition: z.enum(SCENE_TRANSITIONS).default('cut'),
  /** Big on-screen text (a number with its noun, a key term, a statement), if any. */
  label: z.string().max(STORYBOARD_LIMITS.maxLabelChars).nullable().default(null),
  /** The word that chose the picture: its moment gets the emphasis pulse. */
  emphasis: z.string().nullable().default(null),
  /** The scene's backdrop behind its picture (changes scene to scene). */
  backdrop: z
    .object({ colors: z.array(hex).min(1).max(2), pattern: z.enum(BACKDROP_PATTERNS) })
    .nullable()
    .default(null),
});
export type StoryboardScene = z.infer<typeof sceneSchema>;

/**
 * A channel's brand kit as the storyboard carries it (issue 41): copied in when the video is planned
 * under a kit, so the render reads nothing but the storyboard, and the editor can override it per
 * video. Intro and outro cards are ordinary first and last scenes; this keeps the rest.
 */
export const storyboardBrandSchema = z.object({
  /** The kit it came from (informational: later edits to the kit do not change this video). */
  kitId: z.string().nullable().default(null),
  /** Storage key of the logo (PNG, or the sanitised SVG), drawn as the watermark; null for none. */
  logoKey: z.string().min(1).nullable().default(null),
  logoType: z.enum(['png', 'svg']).default('png'),
  watermarkPosition: z.enum(WATERMARK_POSITIONS).default('bottom-right'),
  colors: z.object({ primary: hex, secondary: hex, text: hex }),
  /** A bundled family, or an uploaded TTF/OTF kept at `fontKey`. */
  font: z.object({ name: z.string().min(1), key: z.string().min(1).nullable().default(null) }),
  /**
   * The kit's intro and outro card texts (empty: none). Planning makes them the first and last
   * scenes; they stay here only to say what the kit asked for.
   */
  intro: z.string().max(200).default(''),
  outro: z.string().max(200).default(''),
  /** Where the kit puts captions: planning starts `captions.position` there (the editor can move them). */
  captionPosition: z.enum(CAPTION_POSITIONS).default('bottom'),
  /** Whether the logo, font and caption colour are drawn: the editor turns them off per video. */
  show: z.boolean().default(true),
});
export type StoryboardBrand = z.infer<typeof storyboardBrandSchema>;

export const storyboardSchema = z.object({
  schema_version: z.literal(STORYBOARD_SCHEMA_VERSION),
  width: z.literal(1080),
  height: z.literal(1920),
  fps: z.literal(30),
  /** Drives the procedural parts (music bed, motion jitter): the same storyboard renders the same frames. */
  seed: z.number().int().min(0),
  vibe: z.enum(VIBES),
  voiceId: z.string().min(1),
  /**
   * What the narration, captions and hashtags are written in (ISO 639-1, issue 42). A default,
   * not a new schema_version: a stored document without it is English, as it always was.
   */
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  style: z.enum(VIDEO_STYLES),
  captions: z.object({
    preset: z.enum(CAPTION_PRESETS),
    position: z.enum(CAPTION_POSITIONS).default('bottom'),
    safeZone: z.enum(SAFE_ZONE_TARGETS).default('all'),
  }),
  music: z.object({
    /** `auto` is the vibe's generated bed; `none` is silence under the voice. */
    track: z.enum(['auto', 'none']),
    volume: z.number().min(0).max(1).default(0.5),
    ducking: z.boolean().default(true),
  }),
  watermark: z.string().max(60).nullable(),
  /** The brand kit applied (logo watermark, colours, font); absent or null: no brand. */
  brand: storyboardBrandSchema.nullable().optional(),
  title: z.string().max(200),
  caption: z.string().max(2200),
  hashtags: z.array(z.string().max(100)).max(30),
  /** Seconds held after the last scene's narration, for the last caption and music to breathe. */
  tailSec: z.number().min(0).max(3).default(0.8),
  scenes: z.array(sceneSchema).min(1).max(STORYBOARD_LIMITS.maxScenes),
});
export type Storyboard = z.infer<typeof storyboardSchema>;

/** Each scene's start on the timeline (seconds), in order, and the whole length. */
export function storyboardTimeline(sb: Pick<Storyboard, 'scenes' | 'tailSec'>): {
  starts: number[];
  totalSec: number;
} {
  const starts: number[] = [];
  let t = 0;
  for (const s of sb.scenes) {
    starts.push(t);
    t += s.durationSec;
  }
  return { starts, totalSec: t + sb.tailSec };
}

/**
 * Brings a stored document of any earlier `schema_version` up to this one. Version 1 is the
 * first, so today this only checks the shape; a later version adds a step here per version, and
 * never changes what an older step does.
 */
export function migrateStoryboard(doc: unknown): Storyboard {
  const version = (doc as { schema_version?: unknown } | null)?.schema_version;
  if (version !== STORYBOARD_SCHEMA_VERSION) {
    throw new Error(`Unknown storyboard schema_version: ${String(version)}`);
  }
  return storyboardSchema.parse(doc);
}
