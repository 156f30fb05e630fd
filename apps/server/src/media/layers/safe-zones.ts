import { FRAME, PLATFORM_UI, type Box, type InterfaceBox } from '@reelsmith/contracts/safe-zones';
import type { CaptionPosition, SafeZoneTarget, SceneLayout } from '@reelsmith/contracts/storyboard';

// Where captions, the title card and the watermark may go, given where each platform's app draws over
// a 1080x1920 video (the boxes are in contracts, so the editor can show them too; issue 37, decision
// 188). `all` is the union: what is clear on every app.

export type { Box };

/** The interface boxes a target must keep clear of (all of them for `all`). */
export function interfaceBoxes(target: SafeZoneTarget): InterfaceBox[] {
  return target === 'all' ? Object.values(PLATFORM_UI).flat() : PLATFORM_UI[target];
}

/** Phones crop a few pixels of the sides on some screens: text keeps this far from any edge. */
const EDGE = 40;

export function intersects(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

export function inside(a: Box, b: Box): boolean {
  return a.x0 >= b.x0 && a.x1 <= b.x1 && a.y0 >= b.y0 && a.y1 <= b.y1;
}

/**
 * The largest clear rectangle of a target: each interface box pushes in the edge it sits on (a box
 * touching the top pushes the top down, one on the right pushes the right edge in). Conservative:
 * Shorts' button column, which covers only the lower half, still narrows the whole height.
 */
export function safeArea(target: SafeZoneTarget): Box {
  const area: Box = { x0: EDGE, y0: EDGE, x1: FRAME.w - EDGE, y1: FRAME.h - EDGE };
  for (const b of interfaceBoxes(target)) {
    const fullWidth = b.x0 === 0 && b.x1 === FRAME.w;
    if (fullWidth && b.y0 === 0) area.y0 = Math.max(area.y0, b.y1);
    else if (fullWidth) area.y1 = Math.min(area.y1, b.y0);
    else if (b.x0 === 0) area.x0 = Math.max(area.x0, b.x1);
    else area.x1 = Math.min(area.x1, b.x0);
  }
  return area;
}

/**
 * The column text is centred in: symmetric about the frame's centre (captions and the title card sit
 * under a centred subject), as wide as the safe area allows on its narrower side.
 */
export function textColumn(target: SafeZoneTarget): { x0: number; x1: number; width: number } {
  const a = safeArea(target);
  const half = Math.min(FRAME.w / 2 - a.x0, a.x1 - FRAME.w / 2);
  return { x0: FRAME.w / 2 - half, x1: FRAME.w / 2 + half, width: 2 * half };
}

/** Room left between captions and the subject. */
export const CAPTION_MARGIN = 24;
/**
 * How far a caption's paint reaches beyond its letters and outline: a neon or futuristic glow, a
 * cinematic shadow (Skia's blur reaches about twice its radius). Text keeps this far inside the safe
 * area, so even the faintest glow stays off the apps' buttons.
 */
export const INK_REACH = 40;
/** Height a position's caption band reserves: two lines of the largest preset, with the pop-in scale. */
export const CAPTION_BAND_H = 290;
/** Pictures are not text: they may reach under the apps' top and bottom bars, but not to the edge. */
const ART_EDGE = 140;

/**
 * Where a position's caption blocks go: `bottom` blocks end at `y1`, `top` blocks start at `y0`,
 * `middle` blocks are centred between them. The band is the room they may take.
 */
export function captionBand(position: CaptionPosition, target: SafeZoneTarget): Box {
  const a = safeArea(target);
  const col = textColumn(target);
  const top = a.y0 + INK_REACH;
  const bottom = a.y1 - INK_REACH;
  const mid = Math.round((top + bottom) / 2);
  const [y0, y1] =
    position === 'top'
      ? [top, top + CAPTION_BAND_H]
      : position === 'middle'
        ? [mid - CAPTION_BAND_H / 2, mid + CAPTION_BAND_H / 2]
        : [bottom - CAPTION_BAND_H, bottom];
  return { x0: col.x0 + INK_REACH, x1: col.x1 - INK_REACH, y0, y1 };
}

/**
 * Where a layout's subject (the illustration, the list or statement card, the split's two pictures)
 * should stay so that the captions of `position` never cover it: the larger room of the frame above
 * or below the caption band. Footage fills the frame whatever the captions do: its box is the frame.
 */
export function subjectBox(
  layout: SceneLayout,
  position: CaptionPosition = 'bottom',
  target: SafeZoneTarget = 'all',
): Box {
  if (layout === 'footage') return { x0: 0, y0: 0, x1: FRAME.w, y1: FRAME.h };
  const band = captionBand(position, target);
  const above = { x0: 0, x1: FRAME.w, y0: ART_EDGE, y1: band.y0 - CAPTION_MARGIN };
  const below = { x0: 0, x1: FRAME.w, y0: band.y1 + CAPTION_MARGIN, y1: FRAME.h - ART_EDGE };
  return above.y1 - above.y0 >= below.y1 - below.y0 ? above : below;
}

/** Where a render's captions go (RenderInput.captionPosition and safeZone). */
export interface CaptionPlacement {
  position?: CaptionPosition;
  safeZone?: SafeZoneTarget;
  /** A box the captions must not cover (the scene's subject, when the caller knows it). */
  keepClear?: Box | null;
}

/** The position and band captions take: the one asked for, or another when it would cover `keepClear`. */
export function placeCaptions(placement: CaptionPlacement = {}): { position: CaptionPosition; band: Box } {
  const target = placement.safeZone ?? 'all';
  const asked = placement.position ?? 'bottom';
  const order = [asked, ...(['bottom', 'top', 'middle'] as const).filter((p) => p !== asked)];
  const keep = placement.keepClear;
  const position = (keep && order.find((p) => !intersects(captionBand(p, target), keep))) || asked;
  return { position, band: captionBand(position, target) };
}

/** The watermark's place: a corner of the safe area the captions of `position` leave free. */
export function watermarkSpot(
  size: { w: number; h: number },
  position: CaptionPosition,
  target: SafeZoneTarget,
): { x: number; y: number } {
  const a = safeArea(target);
  const x = a.x0 + 16;
  return position === 'top' ? { x, y: a.y1 - 16 - size.h } : { x, y: a.y0 + 16 };
}
