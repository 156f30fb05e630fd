import type { VoiceCategory } from '../../../lib/voices/get-voices';

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

/** A clear keyboard focus ring for every button, chip and toggle inside (the ripple alone is too faint). */
export const FOCUS_RINGS = {
  '& .MuiButtonBase-root.Mui-focusVisible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
} as const;
