import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import type { Scene } from '../scenes/scenes.ts';
import { STYLES } from '../scenes/styles.ts';
import { easeOut, SPRITE_W, type SpriteState } from './scene-look.ts';
import { bigText, cardType, fillPlate, fontOf } from './scene-type.ts';

/** A number label: an optional $, the number, an optional %, then what it counts. */
const COUNT = /^(\$?)(\d+)(%?)\s*(.*)$/;

/**
 * The number card's count at `progress` (0 to 1) of its run up to the label's number. It never stops
 * at 1 on its way to a plural ("1 sources" was seen): it holds at 0 instead.
 */
export function countShown(text: string, progress: number): string {
  const m = COUNT.exec(text);
  if (!m) return text;
  const target = Number(m[2]);
  const count = Math.round(target * progress);
  return `${m[1]}${count === 1 && target !== 1 && m[4] ? 0 : count}${m[3]}`;
}

/** The number card: the count running up to its number, what it counts, and its items one by one. */
export function drawListCard(
  g: SKRSContext2D,
  style: VideoStyle,
  accent: string,
  sc: Scene,
  st: SpriteState,
  art: Canvas,
  alpha: number,
  dx: number,
) {
  const text = sc.label!.text;
  const m = COUNT.exec(text);
  const target = m ? Number(m[2]) : 0;
  const noun = m ? m[4]! : '';
  const shownN = countShown(text, easeOut(st.label));
  const f = STYLES[style].font;
  g.save();
  g.globalAlpha = alpha;
  g.translate(dx, 0);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = fontOf(style, 300);
  g.lineJoin = 'round';
  // The number and what it counts read like a statement card's words: on a plate where the backdrop
  // would not let them, the number in the accent only where it reads (cardType).
  const { light, ink, lastFill, plate } = cardType(style, accent, sc.backdrop);
  const shownNoun = noun ? (f.uppercase ? noun.toUpperCase() : noun.toLowerCase()) : '';
  let px = 92;
  g.font = fontOf(style, px);
  while (noun && g.measureText(shownNoun).width > SPRITE_W - 120 && px > 40)
    g.font = fontOf(style, (px -= 6));
  if (plate) {
    const nounW = noun ? g.measureText(shownNoun).width : 0;
    g.font = fontOf(style, 300);
    // As wide as the number it counts up to, so the plate holds still while it counts.
    const full = g.measureText(m ? `${m[1]}${target}${m[3]}` : text).width;
    const half = Math.min(SPRITE_W / 2 - 20, Math.max(full, nounW) / 2 + 48);
    fillPlate(g, plate, SPRITE_W / 2, half, 100, noun ? 470 + px * 0.6 + 24 : 420);
  }
  g.font = fontOf(style, 300);
  bigText(g, style, shownN, SPRITE_W / 2, 260, 300, style === 'minimal' ? ink : lastFill, light);
  if (noun) {
    g.font = fontOf(style, px);
    bigText(g, style, shownNoun, SPRITE_W / 2, 470, px, ink, light);
  }
  // The items: the scene's picture, small, appearing in rows of up to six.
  const n = Math.min(12, target);
  const per = Math.min(6, n);
  const cell = 150;
  for (let i = 0; i < st.items && art.width > 2; i++) {
    const row = Math.floor(i / per);
    const col = i % per;
    const x = SPRITE_W / 2 + (col - (per - 1) / 2) * cell;
    const y = 680 + row * (cell + 10);
    const k = i === st.items - 1 ? 1.12 : 1;
    g.drawImage(art, x - (cell * k) / 2, y - (cell * k) / 2, cell * k, cell * k);
  }
  g.restore();
}
