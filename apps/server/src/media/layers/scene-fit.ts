import type { SceneLayout } from '@reelsmith/contracts/storyboard';
import { placeCaptions, safeArea, subjectBox, textColumn, type CaptionPlacement } from './safe-zones.ts';

// Where the scene layer's sprite goes for a render's captions (issue 37): the scenes are drawn in a
// design space of 1080 x DESIGN_H (the subject centred at y 470) and placed, scaled down only when
// needed, in the room the caption band leaves (above bottom captions, below top or middle ones), so
// no caption covers a subject. The sprite holds only the design rows that can show (DESIGN_TOP to
// DESIGN_BOTTOM), which is also less for ffmpeg to blend. Text (a label, a statement or number card)
// keeps inside the target's safe area; pictures may reach under the apps' bars (safe-zones.ts).

/** The design rows that hold a scene's picture: a subject with its push-in and pulse, a split. */
export const DESIGN_TOP = 40;
export const DESIGN_BOTTOM = 900;
/** A statement or number card's rows in the design space (its small line, big words, items). */
export const CARD_TOP = 80;
export const CARD_BOTTOM = 950;
/** The widest a card reaches across the design space: its 1040 px canvas, a glitch entrance's shake and ghost. */
const CARD_W = 1100;
/** Rows the watermark takes at its edge of the safe area (16 in, 44 tall; watermark.ts). */
const MARK_ROWS = 60;
/** Text keeps this far inside the safe area (anti-aliasing, a label's shadow). */
const TEXT_PAD = 12;

export interface SpriteFit {
  /** The sprite's top in the frame before the style's float. */
  top: number;
  /** Sprite height (even): the design rows DESIGN_TOP..DESIGN_BOTTOM at `scale`. */
  height: number;
  /** Scale of the design space for pictures. */
  scale: number;
  /** Whether the captions are above the room: a label then sits at the top of the picture, near them. */
  labelAbove: boolean;
  /** Rows of the sprite in which text may be drawn (inside the safe area and the room, off the watermark). */
  text: [number, number];
  /** Columns text may take: the target's text column (clear of every app's buttons). */
  column: [number, number];
}

/** The sprite's place for `float` px of the style's steady motion each way. */
export function spriteFit(placement: CaptionPlacement = {}, float = 0): SpriteFit {
  const target = placement.safeZone ?? 'all';
  const { position, band } = placeCaptions(placement);
  const room = subjectBox('subject', position, target);
  const roomAbove = room.y1 <= band.y0;
  const span = DESIGN_BOTTOM - DESIGN_TOP;
  const scale = Math.min(1, (room.y1 - room.y0 - 2 * float) / span);
  const height = Math.floor((span * scale) / 2) * 2;
  const safe = safeArea(target);
  // Above the captions the sprite ends just over them; below them it starts just under them.
  const top = Math.round(roomAbove ? room.y1 - float - height : room.y0 + float);
  // The watermark sits at the top of the safe area, or at its foot when the captions are at the top.
  const markTop = (placement.position ?? 'bottom') !== 'top';
  const t0 = Math.max(0, safe.y0 + TEXT_PAD + (markTop ? MARK_ROWS : 0) + float - top);
  const t1 = Math.min(height, safe.y1 - TEXT_PAD - (markTop ? 0 : MARK_ROWS) - float - top);
  const col = textColumn(target);
  return {
    top,
    height,
    scale,
    labelAbove: !roomAbove,
    text: [t0, Math.max(t0, t1)],
    column: [col.x0 + TEXT_PAD, col.x1 - TEXT_PAD],
  };
}

/**
 * The affine (y' = s * y + ty, x' = s * x + (1 - s) * 540) that takes a scene's design space into the
 * sprite: pictures at the fit's scale, a card scaled to lie inside the text rows.
 */
export function sceneTransform(fit: SpriteFit, layout: SceneLayout | 'title'): { s: number; ty: number } {
  if (layout === 'statement' || layout === 'list') {
    const [t0, t1] = fit.text;
    const [c0, c1] = fit.column;
    const s = Math.min(fit.scale, (t1 - t0) / (CARD_BOTTOM - CARD_TOP), (c1 - c0) / CARD_W);
    return { s, ty: (t0 + t1) / 2 - (s * (CARD_TOP + CARD_BOTTOM)) / 2 };
  }
  return { s: fit.scale, ty: -fit.scale * DESIGN_TOP };
}
