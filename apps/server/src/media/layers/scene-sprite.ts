import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import type { Scene } from '../scenes/scenes.ts';
import { STYLES } from '../scenes/styles.ts';
import type { Box } from './safe-zones.ts';
import { DESIGN_BOTTOM, DESIGN_TOP, sceneTransform, type SpriteFit } from './scene-fit.ts';
import { drawListCard } from './scene-list.ts';
import {
  CENTRE_Y,
  clamp01,
  coverCentre,
  easeBack,
  easeOut,
  layoutOf,
  SPRITE_W,
  type SpriteState,
  type Stage,
  type StyleLook,
} from './scene-look.ts';
import { placeSplit } from './scene-split.ts';
import { STATEMENT_Y } from './scene-statement.ts';
import { placeSubject } from './scene-subject.ts';

// One image of the scene sprite: the transition and the style's motion are worked out here once, then
// the layout's own file draws into the stage (subject and title, split, number card; a statement card
// is one canvas placed at the centre), and the label goes on last.

export interface SpriteParts {
  art: Canvas;
  /** The split's second picture. */
  art2: Canvas | null;
  label: Canvas | null;
  /** The statement card's words. */
  statement: Canvas | null;
  /** The previous scene's art, drawn under this one while it comes in (documentary). */
  held: { art: Canvas; small: boolean } | null;
}

/** One image of the sprite: the scene in its layout, arriving by its transition, then its label. */
export function drawSprite(
  g: SKRSContext2D,
  style: VideoStyle,
  look: StyleLook,
  st: SpriteState,
  sc: Scene,
  parts: SpriteParts,
  small: boolean,
  accent: string,
  fit: SpriteFit,
): Box {
  const layout = small ? 'title' : layoutOf(sc);
  // Everything below is drawn in the design space; the transform puts it in the sprite.
  const { s: k, ty } = sceneTransform(fit, layout);
  g.setTransform(k, 0, 0, k, ((1 - k) * SPRITE_W) / 2, ty);
  const size = small ? look.hookSize : look.size;
  const cx = SPRITE_W / 2;
  const cy = small ? coverCentre(size) : CENTRE_Y;
  const side = st.scene % 2 ? -1 : 1;
  const e = st.enter;
  let alpha = 1;
  let scale = 1;
  let dx = 0;
  let dy = 0;
  let rot = 0;
  let ghost = 0;
  // The entrance: the scene's transition. A card of type never slides or punches in: caught mid-way,
  // a frame showed a clipped word at its edge ("ISE"). It fades up from a little smaller instead.
  const card = layout === 'statement' || layout === 'list';
  const moves = sc.transition === 'push' || sc.transition === 'whip' || sc.transition === 'zoom';
  switch (card && moves ? 'card' : (sc.transition ?? 'cut')) {
    case 'cut':
      break;
    case 'card':
      alpha = easeOut(e);
      scale = 0.92 + 0.08 * easeOut(e);
      break;
    case 'dissolve':
      alpha = easeOut(e);
      dy = style === 'documentary' ? 60 * (1 - easeOut(e)) : 0;
      break;
    case 'push':
      dx = side * SPRITE_W * (1 - easeOut(e));
      break;
    case 'whip':
      dx = side * SPRITE_W * 1.2 * (1 - e) ** 2;
      ghost = e < 1 ? 60 : 0;
      break;
    case 'zoom':
      // A punch-in: the picture is there at once, settling from close up.
      scale = 1.35 - 0.35 * easeOut(e);
      break;
    case 'glitch':
      alpha = e < 1 ? 0.4 + 0.6 * e : 1;
      dx = e < 1 ? side * Math.round(Math.sin(e * 17) * 36) : 0;
      ghost = e < 1 ? 16 : 0;
      break;
  }
  // The style's own exit and resting pose.
  if (style === 'cinematic' || style === 'abstract') alpha *= 1 - st.exit;
  if (style === 'abstract') scale *= 1 + 0.5 * st.exit;
  if (style === 'documentary' && layout !== 'statement') rot = side * 0.03;
  if (style === 'abstract' && layout !== 'statement') rot = side * 0.05;
  // The big subject's slow push-in and drift across its scene.
  const motion = STYLES[style].motion;
  if (layout === 'subject' || layout === 'split') {
    scale *= 1 + motion.pushIn * st.push;
    dx += side * motion.drift * (st.push - 0.5);
  }
  // Emphasis pulse when the word that chose the illustration is spoken.
  const pulse = st.pulse > 0 && st.pulse < 1 ? Math.sin(st.pulse * Math.PI) : 0;
  scale *= 1 + 0.12 * pulse;
  alpha = clamp01(alpha);

  const box: Box = { x0: SPRITE_W, x1: 0, y0: DESIGN_BOTTOM, y1: 0 };
  const grow = (x0: number, y0: number, x1: number, y1: number) => {
    box.x0 = Math.min(box.x0, x0);
    box.y0 = Math.min(box.y0, y0);
    box.x1 = Math.max(box.x1, x1);
    box.y1 = Math.max(box.y1, y1);
  };
  if (parts.held && parts.held.art.width > 2) {
    // The previous photo where it settled (its tilt the other way), fading only as the new one lands.
    const h = parts.held.art.width;
    const heldY = parts.held.small ? coverCentre(look.hookSize) : CENTRE_Y;
    g.save();
    g.globalAlpha = clamp01(1 - e * e);
    g.translate(cx, heldY);
    g.rotate(-side * 0.03);
    g.drawImage(parts.held.art, -h / 2, -h / 2);
    g.restore();
    const r = (h / 2) * 1.42;
    grow(cx - r, heldY - r, cx + r, heldY + r);
  }
  /** Places a canvas centred at (x, y) with the scene's motion; grows the box by what it covers. */
  const place = (c: Canvas, x: number, y: number, k = 1, turn = rot, shift = dx) => {
    const a = c.width;
    const b = c.height;
    g.save();
    g.globalAlpha = alpha;
    g.translate(x + shift, y + dy);
    g.rotate(turn);
    g.scale(scale * k, scale * k);
    if (ghost) {
      // Streaks of the same picture while it arrives (a whip's blur, a glitch's colour split).
      g.globalAlpha = alpha * 0.4;
      g.drawImage(c, -a / 2 - side * ghost, -b / 2);
      g.drawImage(c, -a / 2 + side * ghost * 0.5, -b / 2 + 4);
      g.globalAlpha = alpha;
    }
    g.drawImage(c, -a / 2, -b / 2);
    g.restore();
    const rx = (a / 2) * scale * k * (turn ? 1.42 : 1) + ghost + 4;
    const ry = (b / 2) * scale * k * (turn ? 1.42 : 1) + 4;
    grow(x + shift - rx, y + dy - ry, x + shift + rx, y + dy + ry);
  };
  const stage: Stage = { g, style, accent, side, alpha, dx, place, grow };

  if (layout === 'statement' && parts.statement) {
    place(parts.statement, cx, STATEMENT_Y);
  } else if (layout === 'split' && parts.art2) {
    placeSplit(stage, parts.art, parts.art2);
  } else if (layout === 'list' && sc.label) {
    drawListCard(g, style, accent, sc, st, parts.art, look.size, alpha, dx);
    grow(0, 60, SPRITE_W, DESIGN_BOTTOM + 50);
  } else if (layout !== 'footage' && parts.art.width > 2) {
    placeSubject(stage, parts.art, { subject: layout === 'subject' && !small, scene: st.scene, y: cy, size });
  }

  const label = layout === 'list' ? null : parts.label;
  if (label) {
    const p = st.label;
    // The label sits on the picture's edge nearest the captions (inside the safe area, clear of them).
    const ly = fit.labelAbove
      ? Math.max(DESIGN_TOP + label.height / 2, CENTRE_Y - look.size / 2 - 10)
      : Math.min(DESIGN_BOTTOM - label.height / 2, CENTRE_Y + look.size / 2 + 10);
    // At most the text column wide (in the design space, which the sprite shows at k).
    const fitW = Math.min(1, (fit.column[1] - fit.column[0]) / k / (label.width * 1.06));
    const pop =
      fitW * (style === 'minimal' || style === 'documentary' ? 1 : p < 1 ? 0.5 + 0.5 * easeBack(p) : 1);
    const fade = style === 'documentary' || style === 'minimal' ? p : 1;
    g.save();
    g.globalAlpha = clamp01(alpha * fade);
    g.translate(SPRITE_W / 2, ly + (style === 'documentary' ? 20 * (1 - p) : 0));
    if (style === 'abstract') g.rotate(-0.06);
    g.scale(pop, pop);
    g.drawImage(label, -label.width / 2, -label.height / 2);
    g.restore();
    grow(0, ly - label.height * 0.7, SPRITE_W, ly + (label.height / 2) * pop * 1.2 + 24);
  }
  g.resetTransform();
  const ox = ((1 - k) * SPRITE_W) / 2;
  const out: Box = {
    x0: Math.max(0, Math.floor(k * box.x0 + ox)),
    y0: Math.max(0, Math.floor(k * box.y0 + ty)),
    x1: Math.min(SPRITE_W, Math.ceil(k * box.x1 + ox)),
    y1: Math.min(fit.height, Math.ceil(k * box.y1 + ty)),
  };
  if (out.x1 <= out.x0 || out.y1 <= out.y0) return { x0: 0, y0: 0, x1: 2, y1: 2 };
  return out;
}
