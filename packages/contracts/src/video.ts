// Plain data with no imports, so the web bundle can use the ids without pulling zod in.

export const VIBES = ['meme', 'educational', 'motivational', 'comedy'] as const;
export type Vibe = (typeof VIBES)[number];

// The spec's video styles; cinematic is the default.
export const VIDEO_STYLES = [
  'cinematic',
  'documentary',
  'abstract',
  'minimal',
  'retro',
  'futuristic',
] as const;
export type VideoStyle = (typeof VIDEO_STYLES)[number];

export const CAPTION_PRESETS = ['bold', 'pop', 'boxed', 'minimal', 'neon'] as const;
export type CaptionPreset = (typeof CAPTION_PRESETS)[number];

export const MUSIC_CHOICES = ['auto', 'none'] as const;
export type MusicChoice = (typeof MUSIC_CHOICES)[number];

export const TOPIC_MAX = 1000;
export const DURATION_MIN = 15;
export const DURATION_MAX = 60;
/** The creator's own uploads a video may use as B-roll, one per scene in order (decision 028). */
export const BROLL_MAX = 8;

/** A video's life: waiting, the pipeline's stages, then one of three endings. */
export const VIDEO_STATUSES = [
  'queued',
  'scripting',
  'voicing',
  'rendering',
  'completed',
  'failed',
  'cancelled',
] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** A video still on its way: waiting for a worker or being made. */
export const LIVE_STATUSES = ['queued', 'scripting', 'voicing', 'rendering'] as const satisfies VideoStatus[];
export const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);
