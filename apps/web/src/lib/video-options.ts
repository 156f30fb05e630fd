import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import SentimentVerySatisfiedRounded from '@mui/icons-material/SentimentVerySatisfiedRounded';
import TheaterComedyRounded from '@mui/icons-material/TheaterComedyRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  CAPTION_PRESETS as CAPTION_PRESET_IDS,
  MUSIC_CHOICES as MUSIC_CHOICE_IDS,
  VIBES as VIBE_IDS,
  VIDEO_STYLES as VIDEO_STYLE_IDS,
  type CaptionPreset,
  type MusicChoice,
  type Vibe,
  type VideoStyle,
} from '@reelsmith/contracts/video';
import type { CSSProperties } from 'react';

export { DEFAULT_VOICE, VOICE_IDS } from '@reelsmith/contracts/voices';

// How each of the contracts' ids (packages/contracts/src/video.ts) looks on screen. The ids and
// their order come from the contracts; a Record per list makes a missing or unknown id a type error.

export type VibeId = Vibe;
const VIBE_LOOK: Record<Vibe, { label: string; Icon: SvgIconComponent; color: string }> = {
  meme: { label: 'Meme', Icon: SentimentVerySatisfiedRounded, color: '#fde047' },
  educational: { label: 'Educational', Icon: SchoolRounded, color: '#7dd3fc' },
  motivational: { label: 'Motivational', Icon: LocalFireDepartmentRounded, color: '#fb923c' },
  comedy: { label: 'Comedy', Icon: TheaterComedyRounded, color: '#f9a8d4' },
};
export const VIBES = VIBE_IDS.map((id) => ({ id, ...VIBE_LOOK[id] }));
export const vibeOf = (id: string | null | undefined) => VIBES.find((v) => v.id === id);
export const SparkIcon = AutoAwesomeRounded;

const STYLE_LOOK: Record<VideoStyle, { label: string; hint: string; swatch: string }> = {
  cinematic: {
    label: 'Cinematic',
    hint: 'Moody, wide, film grade',
    swatch: 'linear-gradient(135deg,#1e1b4b,#7c3aed 60%,#f59e0b)',
  },
  documentary: {
    label: 'Documentary',
    hint: 'Natural and grounded',
    swatch: 'linear-gradient(135deg,#064e3b,#10b981 70%,#d1fae5)',
  },
  abstract: {
    label: 'Abstract',
    hint: 'Shapes and colour fields',
    swatch: 'linear-gradient(135deg,#ec4899,#8b5cf6 50%,#06b6d4)',
  },
  minimal: {
    label: 'Minimal',
    hint: 'Clean, calm, lots of air',
    swatch: 'linear-gradient(135deg,#e5e7eb,#9ca3af)',
  },
  retro: {
    label: 'Retro',
    hint: 'Warm film, VHS glow',
    swatch: 'linear-gradient(135deg,#7c2d12,#f97316 55%,#fde68a)',
  },
  futuristic: {
    label: 'Futuristic',
    hint: 'Neon, chrome and grids',
    swatch: 'linear-gradient(135deg,#0f172a,#22d3ee 55%,#a855f7)',
  },
};
export const VIDEO_STYLES = VIDEO_STYLE_IDS.map((id) => ({ id, ...STYLE_LOOK[id] }));
export type VideoStyleId = VideoStyle;

/** How each caption preset looks, drawn with CSS so the picker shows the real difference. */
const CAPTION_LOOK: Record<CaptionPreset, { label: string; sample: CSSProperties }> = {
  bold: {
    label: 'Bold',
    sample: {
      fontWeight: 900,
      color: '#fff',
      textShadow: '0 3px 0 #000, 0 0 12px rgba(0,0,0,.6)',
      textTransform: 'uppercase',
    },
  },
  pop: {
    label: 'Pop',
    sample: { fontWeight: 900, color: '#fde047', textShadow: '0 3px 0 #000', textTransform: 'uppercase' },
  },
  boxed: {
    label: 'Boxed',
    sample: {
      fontWeight: 700,
      color: '#fff',
      background: 'rgba(0,0,0,.75)',
      padding: '2px 8px',
      borderRadius: 6,
    },
  },
  minimal: { label: 'Minimal', sample: { fontWeight: 500, color: '#fff', letterSpacing: '.02em' } },
  neon: {
    label: 'Neon',
    sample: { fontWeight: 800, color: '#f0abfc', textShadow: '0 0 6px #d946ef, 0 0 14px #a855f7' },
  },
};
export const CAPTION_PRESETS = CAPTION_PRESET_IDS.map((id) => ({ id, ...CAPTION_LOOK[id] }));
export type CaptionPresetId = CaptionPreset;

const MUSIC_LOOK: Record<MusicChoice, { label: string; hint: string }> = {
  auto: { label: 'Music on', hint: 'A bed that fits the vibe, ducked under the voice' },
  none: { label: 'Voice only', hint: 'No background music' },
};
export const MUSIC_CHOICES = MUSIC_CHOICE_IDS.map((id) => ({ id, ...MUSIC_LOOK[id] }));

export const DURATIONS = [15, 30, 45, 60] as const;

export const DEFAULT_STYLE: VideoStyleId = 'cinematic';

export const titleCase = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The longest topic a video may start from, in characters. */
export const TOPIC_MAX = 1000;

/** What is wrong with a (trimmed) topic, or '' when it will do. */
export function topicError(trimmed: string): string {
  if (!trimmed) return 'Please enter a topic';
  if (trimmed.length > TOPIC_MAX) return `The topic can be at most ${TOPIC_MAX} characters.`;
  return '';
}
