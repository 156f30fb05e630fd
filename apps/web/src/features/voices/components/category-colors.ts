import type { VoiceCategory } from '../api/get-voices';

/** One accent colour per category, used by chips, cards and the side panel. */
export const CATEGORY_COLORS: Record<VoiceCategory, string> = {
  Professional: '#60a5fa',
  Energetic: '#fb7185',
  Educational: '#34d399',
  Casual: '#fbbf24',
  Unique: '#c084fc',
};

/** Colour emoji before any text font that also has monochrome emoticons (DejaVu on Linux). */
export const EMOJI_FONT =
  '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", "Twemoji Mozilla", sans-serif';
