import { z } from 'zod';

export const VIBES = ['meme', 'educational', 'motivational', 'comedy'] as const;
export const vibeSchema = z.enum(VIBES);
export type Vibe = z.infer<typeof vibeSchema>;

// The spec's video styles; cinematic is the default.
export const VIDEO_STYLES = [
  'cinematic',
  'documentary',
  'abstract',
  'minimal',
  'retro',
  'futuristic',
] as const;
export const videoStyleSchema = z.enum(VIDEO_STYLES);
export type VideoStyle = z.infer<typeof videoStyleSchema>;

export const CAPTION_PRESETS = ['bold', 'pop', 'boxed', 'minimal', 'neon'] as const;
export const captionPresetSchema = z.enum(CAPTION_PRESETS);
export type CaptionPreset = z.infer<typeof captionPresetSchema>;

export const MUSIC_CHOICES = ['auto', 'none'] as const;
export const musicSchema = z.enum(MUSIC_CHOICES);
export type MusicChoice = z.infer<typeof musicSchema>;

export const TOPIC_MAX = 1000;
export const DURATION_MIN = 15;
export const DURATION_MAX = 60;
