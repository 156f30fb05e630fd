import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import type { Scene } from '../scenes/scenes.ts';
import { namesPicture } from '../scenes/layouts.ts';
import { STYLES } from '../scenes/styles.ts';
import { easeOut, SPRITE_W, type SpriteState } from './scene-look.ts';
import { bigText, cardType, fillPlate, fontOf } from './scene-type.ts';

/** A number label: an optional $, the number, an optional %, then what it counts. */
const COUNT = /^(\$?)(\d+)(%?)\s*(.*)$/;

/**
 * The number card's count at `progress` (0 to 1) of its run up to the label's number. It never stops
 * at 1 on its way to a plural ("1 sources" was seen): it holds at 0 instead. One or two is shown as
 * it is: a run from 0 to 1 drew a lone "0" under the line before "Step one".
 */
export function countShown(text: string, progress: number): string {
  const m = COUNT.exec(text);
  if (!m) return text;
  const target = Number(m[2]);
  const count = target < 3 ? target : Math.round(target * progress);
  return `${m[1]}${count === 1 && target !== 1 && m[4] ? 0 : count}${m[3]}`;
}

/** The number card's rows in the design space: the count from NUMBER_TOP, its items down to ITEMS_END. */
const NUMBER_TOP = 96;
const ITEMS_END = 920;
/** The count's size and what it counts (about 235 and 75 px in the frame), shrunk only to fit the width. */
const NUMBER_PX = 380;
const NOUN_PX = 120;
/** The width the words and items may take (the card's 1040 px canvas less its edges). */
const INNER_W = SPRITE_W - 100;
/** An item's picture fills this share of its cell: a style's backing (a frame, a glow) reaches past it. */
export const ITEM_FILL = 0.84;

/** Where the number card's items go: as many per row as lets each be largest, in rows from `top`. */
export function listGrid(count: number, top: number): { per: number; cell: number } {
  const n = Math.max(1, Math.min(12, count));
  let best = { per: n, cell: 0 };
  for (let per = 1; per <= Math.min(6, n); per++) {
    const rows = Math.ceil(n / per);
    const cell = Math.min(INNER_W / per, (ITEMS_END - top) / rows);
    if (cell > best.cell) best = { per, cell };
  }
  return best;
}

/** Whether the scene's picture is the thing a number card counts: named by its last word, as a key term's label is. */
export function picturesTheCount(noun: string, illustration: string | null | undefined): boolean {
  const head = (noun.split(/\s+/).at(-1) ?? '').replace(/[^A-Za-z]/g, '');
  return !head || (!!illustration && namesPicture(illustration, head));
}

/**
 * The number card: the count running up to its number, huge, what it counts under it, and its items
 * one by one as large as the room under them allows (issue 37: readable on a phone at a glance; they
 * were about 40 px across in the frame). `size` is the illustration's size inside `art`.
 */
export function drawListCard(
  g: SKRSContext2D,
  style: VideoStyle,
  accent: string,
  sc: Scene,
  st: SpriteState,
  art: Canvas,
  size: number,
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
  g.lineJoin = 'round';
  // The number and what it counts read like a statement card's words: on a plate where the backdrop
  // would not let them, the number in the accent only where it reads (cardType).
  const { light, ink, lastFill, plate } = cardType(style, accent, sc.backdrop);
  const shownNoun = noun ? (f.uppercase ? noun.toUpperCase() : noun.toLowerCase()) : '';
  // Sized for the number it counts up to, so the count holds still while it runs.
  const full = m ? `${m[1]}${target}${m[3]}` : text;
  let numPx = NUMBER_PX;
  g.font = fontOf(style, numPx);
  while (g.measureText(full).width > INNER_W - 40 && numPx > 120) g.font = fontOf(style, (numPx -= 10));
  let px = NOUN_PX;
  g.font = fontOf(style, px);
  while (noun && g.measureText(shownNoun).width > INNER_W - 40 && px > 48) g.font = fontOf(style, (px -= 6));
  const numY = NUMBER_TOP + numPx / 2;
  const nounY = numY + numPx * 0.42 + px * 0.6;
  const wordsEnd = noun ? nounY + px * 0.6 : numY + numPx * 0.45;
  if (plate) {
    const nounW = noun ? g.measureText(shownNoun).width : 0;
    g.font = fontOf(style, numPx);
    const half = Math.min(SPRITE_W / 2 - 20, Math.max(g.measureText(full).width, nounW) / 2 + 48);
    fillPlate(g, plate, SPRITE_W / 2, half, NUMBER_TOP, wordsEnd + 24);
  }
  g.font = fontOf(style, numPx);
  bigText(g, style, shownN, SPRITE_W / 2, numY, numPx, style === 'minimal' ? ink : lastFill, light);
  if (noun) {
    g.font = fontOf(style, px);
    bigText(g, style, shownNoun, SPRITE_W / 2, nounY, px, ink, light);
  }
  // The items appear one by one: the scene's picture when it is what the card counts ("3 HEARTS" over
  // a heart), else a plain disc, so that "2 SOURCES" is not two brains.
  const counted = picturesTheCount(noun, sc.illustration);
  const top = wordsEnd + 40;
  const n = Math.min(12, target);
  const { per, cell } = listGrid(n, top);
  const rows = Math.ceil(n / per);
  // The art holds the picture with room for its backing: scaled so the picture fills ITEM_FILL of a cell.
  const drawn = (cell * ITEM_FILL * art.width) / size;
  for (let i = 0; i < st.items && art.width > 2; i++) {
    const row = Math.floor(i / per);
    const inRow = Math.min(per, n - row * per);
    const x = SPRITE_W / 2 + ((i % per) - (inRow - 1) / 2) * cell;
    const y = top + (ITEMS_END - top - rows * cell) / 2 + (row + 0.5) * cell;
    const k = i === st.items - 1 ? 1.08 : 1;
    if (counted) g.drawImage(art, x - (drawn * k) / 2, y - (drawn * k) / 2, drawn * k, drawn * k);
    else {
      g.fillStyle = lastFill;
      g.beginPath();
      g.arc(x, y, cell * 0.22 * k, 0, Math.PI * 2);
      g.fill();
    }
  }
  g.restore();
}
