import { captionFont, isRtl, joinWords, spaced, visualOrder } from './text-shaping.ts';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { CaptionPreset } from '@reelsmith/contracts/video';
import {
  ASS_TO_CANVAS,
  captionBlockTop,
  EMOJI_GAP,
  EMOJI_PX,
  PRESETS,
  TITLE_BAR,
  type CaptionPage,
  type TitleCard,
  type TitleLayout,
} from './captions.ts';
import { treatmentReach, type CaptionTreatment } from './caption-styles.ts';
import type { Box, placeCaptions } from './safe-zones.ts';

// Drawing one image of the caption layer: the title card, or a page with its spoken word lit, in the
// preset's look and the style's treatment. Each returns the box it painted (or would paint), which is
// all of the image that is converted and sent (caption-layer.ts plans which images there are).

/** The band spans the safe width plus room for outlines, glow and the pop-in scale. */
export const BAND_X = 48;

export type LayerState =
  | { kind: 'empty' }
  | { kind: 'title'; fade: number }
  | { kind: 'page'; page: number; active: number; scale: number; dy: number };

/** Where the pages go, and how they look: worked out once per layer. */
export interface PageLook {
  at: ReturnType<typeof placeCaptions>;
  treatment: CaptionTreatment;
  /** A brand's font family and spoken-word colour (issue 41), over the preset's. */
  family?: string | null;
  highlight?: string | null;
}

/** Beyond a shape's exact bounds, anti-aliasing can touch this many more pixels. */
const INK_EDGE = 2;
/** How far a glow (shadowBlur 18) reaches beyond its shape: 35 px with any alpha, measured on Skia's blur. */
const GLOW_REACH = 36;

/** Converts the frame's x to the band's x. */
const bx = (x: number) => x - BAND_X;

function font(weight: number, assSize: number, texts: readonly string[], family?: string | null) {
  return captionFont(weight, (assSize * ASS_TO_CANVAS).toFixed(1), texts.join(' '), family);
}

/**
 * The title card's plate: dark enough that its white words read at 4.5:1 on any backdrop, even white
 * (the backdrop shows through at 38 %: sRGB 97 at most, contrast 6.3).
 */
export const TITLE_PLATE = 'rgba(8,10,14,0.62)';

export function drawTitle(
  g: SKRSContext2D,
  card: TitleCard,
  layout: TitleLayout,
  s: Extract<LayerState, { kind: 'title' }>,
  top: number,
  paint = true,
): Box {
  const { plate } = layout;
  // What this image touches: the plate (the words lie inside it).
  const box: Box = {
    x0: bx(plate.x0) - INK_EDGE,
    x1: bx(plate.x1) + INK_EDGE,
    y0: plate.y0 - top - INK_EDGE,
    y1: plate.y1 - top + INK_EDGE,
  };
  if (!paint) return box;
  g.save();
  g.globalAlpha = s.fade;
  g.fillStyle = TITLE_PLATE;
  g.beginPath();
  g.roundRect(bx(plate.x0), plate.y0 - top, plate.x1 - plate.x0, plate.y1 - plate.y0, 26);
  g.fill();
  // The accent along the plate's foot, inside its rounded corners.
  g.fillStyle = card.accent;
  g.fillRect(bx(plate.x0) + 26, plate.y1 - top - TITLE_BAR, plate.x1 - plate.x0 - 52, TITLE_BAR);

  const measure = lineMeasurer(g, font(900, layout.fontSize, layout.words, card.family), layout.words);
  layout.lines.forEach((logical, li) => {
    const { line, widths, gaps } = measure(logical);
    const y = layout.top + layout.lineH * (li + 0.5) - top;
    const total = widths.reduce((a, b) => a + b, 0) + gaps.reduce((a, b) => a + b, 0);
    g.save();
    g.translate(bx(540), y);
    for (const pass of ['stroke', 'fill'] as const) {
      let x = -total / 2;
      line.forEach((wi, k) => {
        if (pass === 'stroke') {
          g.strokeStyle = 'rgba(0,0,0,0.56)';
          g.lineWidth = 8;
          g.strokeText(layout.words[wi]!, x, 0);
        } else {
          g.fillStyle = '#FFFFFF';
          g.fillText(layout.words[wi]!, x, 0);
        }
        x += widths[k]! + gaps[k]!;
      });
    }
    g.restore();
  });
  g.restore();
  return box;
}

interface WordLook {
  fill: string;
  alpha?: number;
  stroke?: string;
  strokeWidth?: number;
  glow?: string;
}

/** The look of each preset (the same as the ASS styles in captions.ts, which editors receive). */
const LOOKS: Record<CaptionPreset, { idle: WordLook; active: WordLook; box?: string; shadow?: string }> = {
  bold: {
    idle: { fill: '#FFFFFF', stroke: '#000000', strokeWidth: 12 },
    active: { fill: '#FFE500', stroke: '#000000', strokeWidth: 12 },
  },
  pop: {
    idle: { fill: '#FFFFFF', stroke: '#101010', strokeWidth: 10 },
    active: { fill: '#39FF6A', stroke: '#101010', strokeWidth: 10 },
  },
  boxed: {
    idle: { fill: '#FFFFFF' },
    active: { fill: '#FFD400' },
    box: 'rgba(0,0,0,0.75)',
  },
  minimal: {
    idle: { fill: '#FFFFFF', alpha: 0.56, stroke: 'rgba(0,0,0,0.37)', strokeWidth: 3 },
    active: { fill: '#FFFFFF', stroke: 'rgba(0,0,0,0.37)', strokeWidth: 3 },
    shadow: 'rgba(0,0,0,0.75)',
  },
  neon: {
    idle: { fill: '#FAF0FF', stroke: '#FF2BD6', strokeWidth: 10, glow: '#FF2BD6' },
    active: { fill: '#FFFFFF', stroke: '#00F0FF', strokeWidth: 10, glow: '#00F0FF' },
  },
};

/**
 * Under-layers of caption lines by key (drawPage): a canvas of the band's size, `fresh` when it has
 * just been cleared for `key` and must be drawn. A cached blurred shadow laid under the words is the
 * same picture as drawing it there each time (compositing "over" is associative), to within a
 * rounding step where a shadow overlaps the line above; the blur is most of a caption image's cost.
 */
export interface UnderLayers {
  take(key: string, like: SKRSContext2D): { g: SKRSContext2D; canvas: Canvas; fresh: boolean };
}

/** A few canvases of `w` x `h`, the most recently used kept: a page's lines, reused page after page. */
export function underLayers(w: number, h: number, keep = 4): UnderLayers {
  const held: { key: string; canvas: Canvas; g: SKRSContext2D }[] = [];
  return {
    take(key, like) {
      const at = held.findIndex((e) => e.key === key);
      if (at >= 0) {
        const [e] = held.splice(at, 1);
        held.push(e!);
        return { g: e!.g, canvas: e!.canvas, fresh: false };
      }
      let e = held.length >= keep ? held.shift()! : null;
      if (!e) {
        const canvas = createCanvas(w, h);
        e = { key, canvas, g: canvas.getContext('2d') };
      }
      e.key = key;
      e.g.resetTransform();
      e.g.clearRect(0, 0, w, h);
      // What lineMeasurer set on the image's own context.
      e.g.font = like.font;
      e.g.textBaseline = like.textBaseline;
      e.g.lineJoin = like.lineJoin;
      held.push(e);
      return { g: e.g, canvas: e.canvas, fresh: true };
    },
  };
}

/** Whether the spoken word's outline and glow are drawn as the other words' are. */
const sameUnder = (a: WordLook, b: WordLook) =>
  (a.alpha ?? 1) === (b.alpha ?? 1) &&
  a.stroke === b.stroke &&
  a.strokeWidth === b.strokeWidth &&
  a.glow === b.glow;

export function drawPage(
  g: SKRSContext2D,
  page: CaptionPage,
  preset: CaptionPreset,
  pageLook: PageLook,
  s: Extract<LayerState, { kind: 'page' }>,
  top: number,
  paint = true,
  under: UnderLayers | null = null,
): Box {
  const p = PRESETS[preset];
  const preLook = LOOKS[preset];
  // A brand's highlight takes the spoken word's fill (its outline and glow stay the preset's).
  const look = pageLook.highlight
    ? { ...preLook, active: { ...preLook.active, fill: pageLook.highlight } }
    : preLook;
  const tr = pageLook.treatment;
  // The style's treatment over the preset: outline width, shadow, glow, bar, tilt (caption-styles.ts).
  const strokeOf = (l: WordLook) => (l.stroke ? (l.strokeWidth ?? 6) * tr.stroke : 0);
  // What this image touches: each word's ink (its glyphs' bounds, scaled as drawn) plus the outline, the
  // glow, the shadow's offset and the anti-aliased edge; the box or bar behind a line; the emoji above.
  const reach = [look.idle, look.active].map((l) => strokeOf(l) / 2 + (l.glow ? GLOW_REACH : 0));
  const pad = Math.max(reach[0]!, reach[1]!, treatmentReach(tr)) + (look.shadow ? 3 : 0) + INK_EDGE;
  const tilt = ((tr.tilt ?? 0) * Math.PI) / 180;
  const bar = tr.bar && !look.box ? tr.bar : null;
  const box: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const texts = page.words.map((w) => (p.upper ? w.word.toUpperCase() : w.word));
  const lineH = page.fontSize * 1.18;
  const blockY = captionBlockTop(page, pageLook.at) - top;
  g.save();
  const measure = lineMeasurer(g, font(p.weight, page.fontSize, texts, pageLook.family), texts);

  if (page.emoji) {
    const cy = blockY - EMOJI_GAP - EMOJI_PX / 2 + 6 + s.dy;
    box.y0 = Math.min(cy - EMOJI_PX / 2 - 14, blockY - EMOJI_GAP - EMOJI_PX + Math.min(0, s.dy) - 8);
    box.y1 = cy + EMOJI_PX / 2 + 8;
    box.x0 = bx(540) - EMOJI_PX / 2 - 8;
    box.x1 = bx(540) + EMOJI_PX / 2 + 8;
  }
  if (page.emoji && paint) {
    g.save();
    g.font = `${Math.round(EMOJI_PX * 0.8)}px "Noto Color Emoji"`;
    g.textAlign = 'center';
    g.fillText(page.emoji, bx(540), blockY - EMOJI_GAP - EMOJI_PX / 2 + 6 + s.dy);
    g.restore();
  }

  page.lines.forEach((logical, li) => {
    const { line, metrics, widths, gaps } = measure(logical);
    const y = blockY + lineH * (li + 0.5);
    // The active word's pop makes room for itself: its neighbours move aside by what it grows, so
    // the spaces stay whole ("TO SPEAK", never "TOSPEAK").
    const advances = line.map((wi, k) => widths[k]! * (wi === s.active ? s.scale : 1));
    const total = advances.reduce((a, b) => a + b, 0) + gaps.reduce((a, b) => a + b, 0);
    const left = bx(540) - total / 2;
    let wx = left;
    line.forEach((wi, k) => {
      // A word is drawn centred in its advance, scaled about its centre when it is the active one, and tilted.
      const m = metrics[k]!;
      const c = wx + advances[k]! / 2;
      const sc = wi === s.active ? s.scale : 1;
      const lean = Math.abs(Math.sin(tilt)) * (widths[k]! / 2) * sc;
      grow(box, {
        x0: c + (-widths[k]! / 2 - m.actualBoundingBoxLeft) * sc - pad,
        x1: c + (-widths[k]! / 2 + m.actualBoundingBoxRight) * sc + pad,
        y0: y - m.actualBoundingBoxAscent * sc - pad - lean,
        y1: y + m.actualBoundingBoxDescent * sc + pad + lean,
      });
      wx += advances[k]! + gaps[k]!;
    });
    const lm = look.box || bar ? g.measureText(joinWords(logical.map((i) => texts[i]!))) : null;
    if (lm) {
      grow(box, {
        x0: left - 16 - INK_EDGE,
        x1: left + total + 16 + INK_EDGE,
        y0: y - lm.actualBoundingBoxAscent - 16 - INK_EDGE,
        y1: y + lm.actualBoundingBoxDescent + 16 + INK_EDGE,
      });
    }
    if (!paint) return;
    // The line's box, outlines, shadows and glows: drawn here, or once into an under-layer that every
    // image of the page with the same key repeats (UnderLayers). The spoken word changes them only
    // when it grows or is outlined differently from the others.
    const changesUnder = line.includes(s.active) && (s.scale !== 1 || !sameUnder(look.idle, look.active));
    const layer = under?.take(`${s.page}|${li}|${changesUnder ? `${s.active}@${s.scale}` : ''}`, g) ?? null;
    const ug = layer?.g ?? g;
    if (lm && (!layer || layer.fresh)) {
      const up = lm.actualBoundingBoxAscent;
      const down = lm.actualBoundingBoxDescent;
      ug.fillStyle = (look.box ?? bar)!;
      ug.beginPath();
      // The preset's own box is rounded; the documentary bar is plain and square.
      ug.roundRect(left - 16, y - up - 16, total + 32, up + down + 32, look.box ? 14 : 0);
      ug.fill();
    }
    // Outlines and shadows first for the whole line, so no outline covers a neighbour's letters.
    for (const pass of ['under', 'fill'] as const) {
      if (pass === 'under' && layer && !layer.fresh) continue;
      if (pass === 'fill' && layer) g.drawImage(layer.canvas, 0, 0);
      const c = pass === 'under' ? ug : g;
      let x = left;
      line.forEach((wi, k) => {
        const w = widths[k]!;
        const active = wi === s.active;
        const lk = active ? look.active : look.idle;
        const scale = active ? s.scale : 1;
        c.save();
        c.translate(x + advances[k]! / 2, y);
        if (scale !== 1) c.scale(scale, scale);
        if (tilt) c.rotate(wi % 2 ? tilt : -tilt);
        c.globalAlpha = lk.alpha ?? 1;
        if (pass === 'under') {
          if (tr.shadow) drawShadow(c, texts[wi]!, -w / 2, tr.shadow);
          if (look.shadow) {
            c.fillStyle = look.shadow;
            c.fillText(texts[wi]!, -w / 2 + 3, 3);
          }
          if (lk.stroke) {
            if (lk.glow) {
              c.shadowColor = lk.glow;
              c.shadowBlur = 18;
            }
            c.strokeStyle = lk.stroke;
            c.lineWidth = strokeOf(lk);
            c.strokeText(texts[wi]!, -w / 2, 0);
          }
        } else {
          if (tr.glow && active) {
            // Futuristic: the spoken word glows in its own colour.
            c.shadowColor = lk.fill;
            c.shadowBlur = tr.glow;
          }
          c.fillStyle = lk.fill;
          c.fillText(texts[wi]!, -w / 2, 0);
        }
        c.restore();
        x += advances[k]! + gaps[k]!;
      });
    }
  });
  g.restore();
  return box;
}

/**
 * Sets the words' font on `g` and returns what measures one line of them: its words in screen order
 * (an Arabic line's first word goes on the right, decision 209), each word's metrics and width, and
 * the space after it. The title card and the caption pages lay out their lines the same way.
 */
function lineMeasurer(g: SKRSContext2D, fontSpec: string, texts: readonly string[]) {
  g.font = fontSpec;
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  const space = g.measureText(' ').width;
  const rtl = isRtl(texts);
  return (logical: readonly number[]) => {
    const line = visualOrder(logical, rtl);
    const metrics = line.map((i) => g.measureText(texts[i]!));
    const widths = metrics.map((m) => m.width);
    const gaps = gapsOf(
      line.map((i) => texts[i]!),
      space,
    );
    return { line, metrics, widths, gaps };
  };
}

/** Widens `box` to hold `r` (what an image touches is the union of what each stroke touches). */
function grow(box: Box, r: Box) {
  box.x0 = Math.min(box.x0, r.x0);
  box.x1 = Math.max(box.x1, r.x1);
  box.y0 = Math.min(box.y0, r.y0);
  box.y1 = Math.max(box.y1, r.y1);
}

/** The space after each word of a line as placed (none between Chinese characters, none after the last). */
function gapsOf(texts: string[], space: number): number[] {
  return texts.map((t, k) => (k + 1 < texts.length && spaced(t, texts[k + 1]!) ? space : 0));
}

/** A word's shadow: a hard offset copy, or a soft blurred one (the word itself is drawn over it). */
function drawShadow(g: SKRSContext2D, text: string, x: number, sh: NonNullable<CaptionTreatment['shadow']>) {
  g.save();
  g.fillStyle = sh.color;
  if (sh.blur) {
    g.shadowColor = sh.color;
    g.shadowBlur = sh.blur;
    g.shadowOffsetX = sh.dx;
    g.shadowOffsetY = sh.dy;
    g.fillText(text, x, 0);
  } else g.fillText(text, x + sh.dx, sh.dy);
  g.restore();
}
