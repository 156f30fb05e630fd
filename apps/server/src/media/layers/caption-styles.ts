import type { VideoStyle } from '@reelsmith/contracts/video';

// How each video style treats its captions, layered over the creator's preset (issue 37 item 2): the
// preset keeps its identity (face, case, colours, outline or box), the style adds what a viewer reads
// as its look. Drawn by the caption layer; the same look, as far as ASS allows, in the editors' file.

export interface CaptionTreatment {
  /** A shadow under every word: soft (blur) or hard (no blur, offset). */
  shadow?: { color: string; dx: number; dy: number; blur: number };
  /** A glow around the spoken word in its own colour. */
  glow?: number;
  /** A plain bar behind each line (a documentary lower third); presets with their own box keep it. */
  bar?: string;
  /** Outline width, as a share of the preset's. */
  stroke: number;
  /** Whether the pop preset's spoken word grows (plain styles keep words still). */
  pop: boolean;
  /** Degrees each word leans, alternately left and right. */
  tilt?: number;
  /** ASS override tags for the same look in the captions file. */
  ass: string;
}

export const TREATMENTS: Record<VideoStyle, CaptionTreatment> = {
  cinematic: {
    shadow: { color: 'rgba(0,0,0,0.6)', dx: 0, dy: 6, blur: 12 },
    stroke: 1,
    pop: true,
    ass: '\\shad4\\4a&H66&',
  },
  documentary: { bar: 'rgba(12,14,18,0.6)', stroke: 0.4, pop: false, ass: '\\bord2' },
  abstract: { tilt: 3, stroke: 1, pop: true, ass: '' },
  // Minimal's pale backdrops (cream, light blue) made white words with a thin outline unreadable:
  // a firmer outline and a soft shadow keep the plain face legible on any of its backdrops.
  minimal: {
    shadow: { color: 'rgba(0,0,0,0.55)', dx: 0, dy: 3, blur: 10 },
    stroke: 0.8,
    pop: false,
    ass: '\\bord2.5\\shad2\\4a&H73&',
  },
  retro: {
    shadow: { color: '#FF5A36', dx: 7, dy: 7, blur: 0 },
    stroke: 1,
    pop: true,
    ass: '\\shad7\\4c&H365AFF&\\4a&H00&',
  },
  futuristic: { glow: 16, stroke: 0.8, pop: true, ass: '\\blur1.5' },
};

/** Presets drawn before styles had treatments (and the enhance pipeline, which has no style). */
export const PLAIN: CaptionTreatment = { stroke: 1, pop: true, ass: '' };

/** How far beyond a word's outline a treatment can paint (Skia's blur reaches about twice its radius). */
export function treatmentReach(t: CaptionTreatment): number {
  const shadow = t.shadow ? Math.max(Math.abs(t.shadow.dx), Math.abs(t.shadow.dy)) + 2 * t.shadow.blur : 0;
  return Math.max(shadow, t.glow ? 2 * t.glow + 2 : 0);
}
