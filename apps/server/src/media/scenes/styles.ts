import type { BACKDROP_PATTERNS, SceneTransition } from '@reelsmith/contracts/storyboard';
import type { CaptionPreset, VideoStyle } from '@reelsmith/contracts/video';

// What makes a style more than a colour (issue 37): its own backdrop palettes and patterns, its type,
// how its pictures move, how one scene arrives from the last, and how captions should read over it.
// layouts.ts picks from these per scene; scene-layer.ts and backgrounds.ts draw them.

export type BackdropPattern = (typeof BACKDROP_PATTERNS)[number];

/** A scene's backdrop: one or two colours (#RRGGBB) and a pattern. */
export interface Backdrop {
  colors: string[];
  pattern: BackdropPattern;
}

export interface StyleDef {
  /** Backdrop colour pairs (#RRGGBB), taken in turn scene by scene: each scene a new set. */
  palettes: [string, string][];
  /** Backdrop patterns, taken in turn (offset from the palettes so the pairs do not repeat). */
  patterns: BackdropPattern[];
  /** How scenes arrive, taken in turn (the first scene is always a cut). */
  transitions: SceneTransition[];
  /** Display type for labels, statements and counters (fonts installed with the app). */
  font: { family: string; weight: number; uppercase: boolean };
  /** The big subject's width at rest as a share of the 1080 px frame (issue 37: 55 to 75 %; scene-look.ts). */
  subjectWidth: number;
  /** Motion of the big subject across its scene: push-in amount and sideways drift (px). */
  motion: { pushIn: number; drift: number };
  /** For the captions (looks-captions): the preset that suits the style and its text treatment. */
  captionHint: { preset: CaptionPreset; uppercase: boolean; font: string };
}

export const STYLES: Record<VideoStyle, StyleDef> = {
  cinematic: {
    palettes: [
      ['#14304A', '#E0893A'],
      ['#2A1748', '#E8B04E'],
      ['#0E3A40', '#46B3A2'],
      ['#3A141A', '#D8604E'],
      ['#18263A', '#7FA3D6'],
    ],
    patterns: ['plain', 'gradient', 'dots', 'rays'],
    transitions: ['dissolve', 'zoom', 'dissolve', 'push'],
    font: { family: 'DejaVu Serif', weight: 700, uppercase: false },
    subjectWidth: 0.64,
    motion: { pushIn: 0.1, drift: 24 },
    captionHint: { preset: 'bold', uppercase: false, font: 'DejaVu Serif' },
  },
  documentary: {
    palettes: [
      ['#2B2620', '#8A7A62'],
      ['#1E2A24', '#6E8B74'],
      ['#2E2A36', '#8C8496'],
      ['#332018', '#A0704E'],
      ['#1D2630', '#6F8597'],
    ],
    patterns: ['plain', 'stripes', 'gradient'],
    transitions: ['dissolve', 'cut', 'push'],
    font: { family: 'DejaVu Serif', weight: 400, uppercase: false },
    subjectWidth: 0.6,
    motion: { pushIn: 0.07, drift: 30 },
    captionHint: { preset: 'boxed', uppercase: false, font: 'DejaVu Serif' },
  },
  abstract: {
    palettes: [
      ['#FF3CAC', '#2B86C5'],
      ['#F7B733', '#FC4A1A'],
      ['#00C9A7', '#845EC2'],
      ['#FFE000', '#799F0C'],
      ['#FF5F6D', '#FFC371'],
      ['#4158D0', '#C850C0'],
    ],
    patterns: ['rays', 'dots', 'gradient', 'stripes'],
    transitions: ['zoom', 'whip', 'push', 'zoom'],
    font: { family: 'Inter', weight: 900, uppercase: true },
    subjectWidth: 0.7,
    motion: { pushIn: 0.12, drift: 40 },
    captionHint: { preset: 'pop', uppercase: true, font: 'Inter' },
  },
  minimal: {
    palettes: [
      ['#F4F1EA', '#E4DED2'],
      ['#1F2328', '#2D333B'],
      ['#E8EEF2', '#D3DEE6'],
      ['#2B2B2B', '#3A3A3A'],
      ['#F2E9E4', '#E0D3CC'],
      ['#23272E', '#343A44'],
    ],
    patterns: ['plain', 'grid', 'plain'],
    transitions: ['cut', 'push', 'cut'],
    font: { family: 'Inter', weight: 300, uppercase: false },
    subjectWidth: 0.6,
    motion: { pushIn: 0.05, drift: 0 },
    captionHint: { preset: 'minimal', uppercase: false, font: 'Inter' },
  },
  retro: {
    palettes: [
      ['#2D0B59', '#FF3CAC'],
      ['#0B3D59', '#FFD23F'],
      ['#3B0A24', '#FF7A3D'],
      ['#0E2F1F', '#3DDC84'],
      ['#1B0B3A', '#00D1FF'],
    ],
    patterns: ['stripes', 'grid', 'dots', 'stripes'],
    transitions: ['whip', 'cut', 'glitch', 'push'],
    font: { family: 'DejaVu Sans Mono', weight: 700, uppercase: true },
    subjectWidth: 0.64,
    motion: { pushIn: 0.08, drift: 0 },
    captionHint: { preset: 'pop', uppercase: true, font: 'DejaVu Sans Mono' },
  },
  futuristic: {
    palettes: [
      ['#020617', '#0E7490'],
      ['#0B0B2B', '#7C3AED'],
      ['#03141A', '#10B981'],
      ['#12031F', '#DB2777'],
      ['#020B1F', '#2563EB'],
    ],
    patterns: ['grid', 'rays', 'dots', 'grid'],
    transitions: ['glitch', 'zoom', 'glitch', 'whip'],
    // 300, not 200: the hairline face vanished into the glow at a phone's size.
    font: { family: 'Inter', weight: 300, uppercase: true },
    subjectWidth: 0.62,
    motion: { pushIn: 0.1, drift: 18 },
    captionHint: { preset: 'neon', uppercase: true, font: 'Inter' },
  },
};

/** The caption treatment that suits a style (for the caption layer; looks-captions). */
const channels = (hex: string) => {
  const n = Number.parseInt(hex.replace(/^#|^0x/, ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255] as const;
};

/** Whether a backdrop is light (dark type reads on it): the mean luma of its colours. */
export function isLight(backdrop: Backdrop | null | undefined): boolean {
  if (!backdrop?.colors.length) return false;
  const luma = backdrop.colors.map((c) => {
    const [r, g, b] = channels(c);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
  return luma.reduce((a, b) => a + b, 0) / luma.length > 0.6;
}

/** WCAG relative luminance of #RRGGBB. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio of a colour against the backdrop colour it reads worst on (1 to 21): an
 * accent on a backdrop of its own hue (futuristic's cyan on teal) scores near 1.
 */
export function contrastOn(hex: string, backdrop: Backdrop | null | undefined): number {
  if (!backdrop?.colors.length) return 21;
  const l = luminance(hex);
  return Math.min(
    ...backdrop.colors.map((c) => {
      const b = luminance(c);
      return (Math.max(l, b) + 0.05) / (Math.min(l, b) + 0.05);
    }),
  );
}

export const captionHint = (style: VideoStyle) => STYLES[style].captionHint;
