import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import SentimentVerySatisfiedRounded from '@mui/icons-material/SentimentVerySatisfiedRounded';
import TheaterComedyRounded from '@mui/icons-material/TheaterComedyRounded';
import type { SvgIconComponent } from '@mui/icons-material';

// The ids of packages/contracts/src/video.ts and the voice catalogue, copied so the signed-in
// chunks do not pull zod into the browser; video-options.test.ts fails when they drift apart.

export type VibeId = 'meme' | 'educational' | 'motivational' | 'comedy';
export const VIBES: Array<{ id: VibeId; label: string; Icon: SvgIconComponent; color: string }> = [
  { id: 'meme', label: 'Meme', Icon: SentimentVerySatisfiedRounded, color: '#fde047' },
  { id: 'educational', label: 'Educational', Icon: SchoolRounded, color: '#7dd3fc' },
  { id: 'motivational', label: 'Motivational', Icon: LocalFireDepartmentRounded, color: '#fb923c' },
  { id: 'comedy', label: 'Comedy', Icon: TheaterComedyRounded, color: '#f9a8d4' },
];
export const vibeOf = (id: string | null | undefined) => VIBES.find((v) => v.id === id);
export const SparkIcon = AutoAwesomeRounded;

export const VIDEO_STYLES = [
  {
    id: 'cinematic',
    label: 'Cinematic',
    hint: 'Moody, wide, film grade',
    swatch: 'linear-gradient(135deg,#1e1b4b,#7c3aed 60%,#f59e0b)',
  },
  {
    id: 'documentary',
    label: 'Documentary',
    hint: 'Natural and grounded',
    swatch: 'linear-gradient(135deg,#064e3b,#10b981 70%,#d1fae5)',
  },
  {
    id: 'abstract',
    label: 'Abstract',
    hint: 'Shapes and colour fields',
    swatch: 'linear-gradient(135deg,#ec4899,#8b5cf6 50%,#06b6d4)',
  },
  {
    id: 'minimal',
    label: 'Minimal',
    hint: 'Clean, calm, lots of air',
    swatch: 'linear-gradient(135deg,#e5e7eb,#9ca3af)',
  },
  {
    id: 'retro',
    label: 'Retro',
    hint: 'Warm film, VHS glow',
    swatch: 'linear-gradient(135deg,#7c2d12,#f97316 55%,#fde68a)',
  },
  {
    id: 'futuristic',
    label: 'Futuristic',
    hint: 'Neon, chrome and grids',
    swatch: 'linear-gradient(135deg,#0f172a,#22d3ee 55%,#a855f7)',
  },
] as const;
export type VideoStyleId = (typeof VIDEO_STYLES)[number]['id'];

/** How each caption preset looks, drawn with CSS so the picker shows the real difference. */
export const CAPTION_PRESETS = [
  {
    id: 'bold',
    label: 'Bold',
    sample: {
      fontWeight: 900,
      color: '#fff',
      textShadow: '0 3px 0 #000, 0 0 12px rgba(0,0,0,.6)',
      textTransform: 'uppercase',
    },
  },
  {
    id: 'pop',
    label: 'Pop',
    sample: { fontWeight: 900, color: '#fde047', textShadow: '0 3px 0 #000', textTransform: 'uppercase' },
  },
  {
    id: 'boxed',
    label: 'Boxed',
    sample: {
      fontWeight: 700,
      color: '#fff',
      background: 'rgba(0,0,0,.75)',
      padding: '2px 8px',
      borderRadius: 6,
    },
  },
  { id: 'minimal', label: 'Minimal', sample: { fontWeight: 500, color: '#fff', letterSpacing: '.02em' } },
  {
    id: 'neon',
    label: 'Neon',
    sample: { fontWeight: 800, color: '#f0abfc', textShadow: '0 0 6px #d946ef, 0 0 14px #a855f7' },
  },
] as const;
export type CaptionPresetId = (typeof CAPTION_PRESETS)[number]['id'];

export const MUSIC_CHOICES = [
  { id: 'auto', label: 'Music on', hint: 'A bed that fits the vibe, ducked under the voice' },
  { id: 'none', label: 'Voice only', hint: 'No background music' },
] as const;

export const DURATIONS = [15, 30, 45, 60] as const;

export const DEFAULT_VOICE = 'rachel';
export const DEFAULT_STYLE: VideoStyleId = 'cinematic';

// The spec's voices: 5 female, 15 male and one character voice.
export const VOICE_IDS = [
  'rachel',
  'sarah',
  'charlotte',
  'alice',
  'matilda',
  'josh',
  'antoni',
  'adam',
  'sam',
  'drew',
  'clyde',
  'dave',
  'fin',
  'giovanni',
  'arnold',
  'thomas',
  'charlie',
  'george',
  'callum',
  'liam',
  'mimi',
] as const;

export const titleCase = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
