import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { statementWords } from '../scenes/layouts.ts';
import { STYLES, type Backdrop } from '../scenes/styles.ts';
import { SPRITE_W } from './scene-look.ts';
import { bigText, cardType, fillPlate, fontOf, type CardBrand } from './scene-type.ts';

/**
 * The statement card: its two or three key words huge, the rest of the line small above them. Dark
 * type on a light backdrop (minimal's paper tones), light type with a shadow edge elsewhere; the last
 * big line in the accent, and a brand kit's font and text colour, each only where it reads (cardType).
 */
export function drawStatementArt(
  style: VideoStyle,
  accent: string,
  text: string,
  backdrop: Backdrop | null | undefined,
  brand?: CardBrand | null,
): Canvas {
  const { light, ink, lastFill, family, plate } = cardType(style, accent, backdrop, brand);
  const font = (px: number) => fontOf(style, px, family);
  const { big, rest } = statementWords(text);
  const f = STYLES[style].font;
  const c = createCanvas(SPRITE_W - 40, 760);
  const g = c.getContext('2d');
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  const words = (f.uppercase ? big.toUpperCase() : big).split(/\s+/);
  // One line if it fits at a large size, else a word per line.
  let px = 210;
  g.font = font(px);
  const oneLine = words.join(' ');
  const widest = () => Math.max(...words.map((w) => g.measureText(w).width));
  let lines = [oneLine];
  if (g.measureText(oneLine).width > c.width - 60) {
    lines = words;
    while (widest() > c.width - 60 && px > 60) g.font = font((px -= 10));
  }
  const lineH = px * 1.05;
  const top = 430 - (lineH * lines.length) / 2 + lineH / 2;
  const bigW = Math.max(...lines.map((line) => g.measureText(line).width));
  // The whole line, small, above the big words: shrunk to fit, else in two lines.
  let small = 46;
  let rows: string[] = [];
  let rowsW = 0;
  let bottom = 0;
  if (rest) {
    const line = f.uppercase ? rest.toUpperCase() : rest;
    g.font = font(small);
    while (g.measureText(line).width > c.width - 60 && small > 34) g.font = font((small -= 2));
    rows = [line];
    if (g.measureText(line).width > c.width - 60) {
      const w = line.split(/\s+/);
      const half = Math.ceil(w.length / 2);
      rows = [w.slice(0, half).join(' '), w.slice(half).join(' ')];
    }
    rowsW = Math.max(...rows.map((row) => g.measureText(row).width));
    bottom = Math.max(40 + small * 1.2 * (rows.length - 1), top - lineH / 2 - 50);
  }
  if (plate) {
    // A plain plate under all the words: the backdrop's texture stops at its edge.
    const y0 = rest ? bottom - (rows.length - 0.5) * small * 1.2 - 24 : top - lineH / 2 - 24;
    const y1 = top + (lines.length - 0.5) * lineH + 24;
    const half = Math.min(c.width / 2, Math.max(bigW, rowsW) / 2 + 48);
    fillPlate(g, plate, c.width / 2, half, Math.max(0, y0), Math.min(c.height, y1));
  }
  if (rest) {
    g.font = font(small);
    g.fillStyle = ink;
    g.globalAlpha = 0.85;
    rows.forEach((row, k) => g.fillText(row, c.width / 2, bottom - (rows.length - 1 - k) * small * 1.2));
    g.globalAlpha = 1;
  }
  g.font = font(px);
  lines.forEach((line, i) => {
    const y = top + i * lineH;
    const fill = i === lines.length - 1 ? lastFill : ink;
    bigText(g, style, line, c.width / 2, y, px, fill, light);
  });
  return c;
}
