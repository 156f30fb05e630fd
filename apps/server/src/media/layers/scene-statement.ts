import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { statementWords } from '../scenes/layouts.ts';
import { STYLES, type Backdrop } from '../scenes/styles.ts';
import { SENTENCE_END } from './caption-breaks.ts';
import { CARD_BOTTOM, CARD_TOP } from './scene-fit.ts';
import { SPRITE_W } from './scene-look.ts';
import { bigText, cardType, fillPlate, fontOf, type CardBrand } from './scene-type.ts';

/** The card's canvas in the design space: the card rows (scene-fit.ts), so the words can fill them. */
const CARD_W = SPRITE_W - 40;
const CARD_H = CARD_BOTTOM - CARD_TOP - 10;
/** Where the canvas's centre goes in the design space. */
export const STATEMENT_Y = (CARD_TOP + CARD_BOTTOM) / 2;
/** Room at the canvas's edges, and around the words inside their plate. */
const EDGE = 24;
const PAD = 16;
/**
 * The big words' ceiling (about 225 px in the frame): a single short word at the column's width would
 * be taller than a caption page and read as a logo.
 */
const BIG_MAX = 360;
const BIG_MIN = 60;
/** The small words: about 35 px in the frame, never under about 27. */
const SMALL_PX = 56;
const SMALL_MIN = 44;
/**
 * How far each style's treatment of big type reaches past its letters on each side, per px of type
 * (bigText: documentary's band, abstract's edge, retro's offset; the soft edge of futuristic's glow and
 * cinematic's shadow may fade out at the canvas's edge).
 */
const REACH: Record<VideoStyle, number> = {
  documentary: 0.25,
  futuristic: 0.1,
  cinematic: 0.06,
  abstract: 0.06,
  retro: 0.05,
  minimal: 0,
};

/** A card shows at least as long as a caption page of three words; a quicker sentence shares its neighbour's. */
const MIN_CARD_SEC = 0.75;

/** One card of a statement scene: its words, from when the first of them is spoken. */
export interface StatementPart {
  text: string;
  from: number;
}

/**
 * A statement scene's cards, one per sentence: a scene of two or three short sentences showed its
 * last sentence's big words while the first was spoken (seen: "SMALL STEPS" huge over "Begin where
 * you are."). Each card shows from its first word's start in `words` (the voice-over's timings). One
 * card for the whole scene when the scene has one sentence, or its words are not the ones spoken
 * (edited text awaiting its voice).
 */
export function statementParts(
  scene: { text: string; start: number; end: number },
  words: readonly { word: string; start: number }[] | undefined,
): StatementPart[] {
  const whole = [{ text: scene.text, from: scene.start }];
  const list = scene.text.split(/\s+/).filter(Boolean);
  const spoken = (words ?? []).filter((w) => w.start >= scene.start && w.start < scene.end);
  if (spoken.length !== list.length) return whole;
  const parts: StatementPart[] = [];
  let first = 0;
  list.forEach((word, k) => {
    if (k < list.length - 1 && !SENTENCE_END.test(word)) return;
    parts.push({
      text: list.slice(first, k + 1).join(' '),
      from: first ? spoken[first]!.start : scene.start,
    });
    first = k + 1;
  });
  // A quick sentence joins a neighbour instead of flashing by.
  for (let i = 0; i < parts.length && parts.length > 1;) {
    const end = parts[i + 1]?.from ?? scene.end;
    if (end - parts[i]!.from >= MIN_CARD_SEC) {
      i++;
      continue;
    }
    const into = i + 1 < parts.length ? i : i - 1;
    parts.splice(into, 2, { text: `${parts[into]!.text} ${parts[into + 1]!.text}`, from: parts[into]!.from });
    i = Math.max(0, into);
  }
  return parts;
}

export interface StatementLayout {
  /** The big words' lines and their size (design px). */
  lines: string[];
  px: number;
  /** The words before and after them, small, in at most two rows each, and their size. */
  above: string[];
  below: string[];
  small: number;
}

/** A run of words in at most two rows of `width`, the first row the longer. */
function rows(g: SKRSContext2D, text: string, width: number): string[] {
  if (!text || g.measureText(text).width <= width) return text ? [text] : [];
  const w = text.split(/\s+/);
  const half = Math.ceil(w.length / 2);
  return [w.slice(0, half).join(' '), w.slice(half).join(' ')];
}

/** Every way to set `words` in order on one to three lines. */
function groupings(words: string[]): string[][] {
  if (words.length <= 1) return [words];
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << (words.length - 1); mask++) {
    const lines = [words[0]!];
    words.slice(1).forEach((w, k) => {
      if (mask & (1 << k)) lines.push(w);
      else lines[lines.length - 1] += ` ${w}`;
    });
    out.push(lines);
  }
  return out;
}

/**
 * The statement card's layout (issue 37: "two or three words huge, the rest small"): the key words at
 * the largest size that keeps every line inside the card's width with its style's edge, and all the
 * lines, with the small words above and below, inside its height; of the ways to break them, the one
 * that sets them largest (fewer lines on a tie).
 */
export function layoutStatement(
  style: VideoStyle,
  text: string,
  family: string | null = null,
): StatementLayout {
  const up = STYLES[style].font.uppercase;
  const shown = (s: string) => (up ? s.toUpperCase() : s);
  const { before, big, after } = statementWords(text);
  const g = createCanvas(8, 8).getContext('2d');
  const inner = CARD_W - 2 * EDGE - 2 * PAD;
  let small = SMALL_PX;
  const smallRows = () => {
    g.font = fontOf(style, small, family);
    return { above: rows(g, shown(before), inner), below: rows(g, shown(after), inner) };
  };
  let { above, below } = smallRows();
  const widest = () => Math.max(0, ...[...above, ...below].map((r) => g.measureText(r).width));
  while (widest() > inner && small > SMALL_MIN) {
    small -= 2;
    ({ above, below } = smallRows());
  }
  const smallH = (n: number) => (n ? n * small * 1.2 + small * 0.5 : 0);
  const room = CARD_H - 2 * PAD - smallH(above.length) - smallH(below.length);
  g.font = fontOf(style, 100, family);
  let best: { lines: string[]; px: number } = { lines: [shown(big)], px: 0 };
  for (const lines of groupings(shown(big).split(/\s+/))) {
    const w = Math.max(...lines.map((l) => g.measureText(l).width)) / 100;
    const px = Math.min(BIG_MAX, inner / (w + 2 * REACH[style]), room / (lines.length * 1.05));
    if (px > best.px + 0.5) best = { lines, px };
  }
  return { lines: best.lines, px: Math.max(BIG_MIN, Math.floor(best.px)), above, below, small };
}

/**
 * The statement card: its two or three key words huge, the words before them small above and the
 * words after small below. Dark type on a light backdrop (minimal's paper tones), light type with a
 * shadow edge elsewhere; the last big line in the accent, and a brand kit's font and text colour,
 * each only where it reads (cardType).
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
  const { lines, px, above, below, small } = layoutStatement(style, text, family);
  const c = createCanvas(CARD_W, CARD_H);
  const g = c.getContext('2d');
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  const lineH = px * 1.05;
  const smallH = small * 1.2;
  const gap = small * 0.5;
  const height =
    lines.length * lineH +
    (above.length ? above.length * smallH + gap : 0) +
    (below.length ? below.length * smallH + gap : 0);
  let y = (c.height - height) / 2;
  const cx = c.width / 2;
  if (plate) {
    // A plain plate under all the words: the backdrop's texture stops at its edge.
    g.font = font(px);
    const bigW = Math.max(...lines.map((l) => g.measureText(l).width)) * (1 + 2 * REACH[style]);
    g.font = font(small);
    const smallW = Math.max(0, ...[...above, ...below].map((r) => g.measureText(r).width));
    const half = Math.min(cx, Math.max(bigW, smallW) / 2 + PAD + 24);
    fillPlate(g, plate, cx, half, Math.max(0, y - PAD), Math.min(c.height, y + height + PAD));
  }
  const smallRows = (list: string[]) => {
    g.font = font(small);
    g.fillStyle = ink;
    g.globalAlpha = 0.85;
    for (const row of list) {
      g.fillText(row, cx, y + smallH / 2);
      y += smallH;
    }
    g.globalAlpha = 1;
  };
  if (above.length) {
    smallRows(above);
    y += gap;
  }
  g.font = font(px);
  lines.forEach((line, i) => {
    const fill = i === lines.length - 1 ? lastFill : ink;
    bigText(g, style, line, cx, y + lineH / 2, px, fill, light);
    y += lineH;
  });
  if (below.length) {
    y += gap;
    smallRows(below);
  }
  return c;
}
