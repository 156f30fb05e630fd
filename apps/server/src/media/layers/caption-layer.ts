import { captionFont, isRtl, joinWords, spaced, visualOrder } from './text-shaping.ts';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { CaptionPreset, VideoStyle } from '@reelsmith/contracts/video';
import {
  ASS_TO_CANVAS,
  captionBlockTop,
  EMOJI_DROP,
  EMOJI_GAP,
  EMOJI_PX,
  FRAME_W,
  layoutTitle,
  PRESETS,
  TITLE_Y,
  wordSpans,
  type CaptionPage,
  type TitleCard,
  type TitleLayout,
} from './captions.ts';
import { PLAIN, TREATMENTS, treatmentReach, type CaptionTreatment } from './caption-styles.ts';
import type { LayerPlan } from './layer-plan.ts';
import { placeCaptions, type Box, type CaptionPlacement } from './safe-zones.ts';

export type { Box } from './safe-zones.ts';

// Burned-in captions, title card and emoji drawn by canvas into one transparent layer that ffmpeg
// overlays on the video. Only frames where something visibly changes are drawn (a word lights up, a
// page turns, an animation step), so a 30 s video needs about 150-400 images instead of 900, and the
// per-frame cost inside ffmpeg is one alpha blend of a band of the frame. libass drew the same
// captions at about 1.9 ms a frame on every frame, and could not draw colour emoji at all
// (docs/PERFORMANCE.md, decision 012).

export const LAYER_FPS = 30;
/** The band spans the safe width plus room for outlines, glow and the pop-in scale. */
const BAND_X = 48;
const BAND_W = FRAME_W - 2 * BAND_X;
const MARGIN = 28;

type LayerState =
  | { kind: 'empty' }
  | { kind: 'title'; scale: number; fade: number; bar: number; alphas: number[] }
  | { kind: 'page'; page: number; active: number; scale: number; dy: number };

export interface CaptionLayerInput extends CaptionPlacement {
  pages: CaptionPage[];
  title: TitleCard | null;
  preset: CaptionPreset;
  /** The video's style: its caption treatment over the preset (caption-styles.ts). */
  style?: VideoStyle;
  durationSec: number;
}

/** Where the pages go, and how they look: worked out once per layer. */
interface PageLook {
  at: ReturnType<typeof placeCaptions>;
  treatment: CaptionTreatment;
}

/** Where the band goes and when it changes (the part ffmpeg needs), plus the drawing. */
export interface CaptionLayer extends LayerPlan {
  /**
   * The image for `frames[i]`: raw yuva420p (BT.709, straight alpha), `width` x `height`. The buffer is
   * reused: it is valid until the next call. With `out`, the image is written there instead.
   */
  draw(i: number, out?: Buffer): Buffer;
}

const even = (n: number) => Math.floor(n / 2) * 2;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/** How much of a title word shows before it is spoken. */
const TITLE_DIM = 0.45;

/** Everything the title card shows at `t` seconds (the card starts at 0). */
function titleState(card: TitleCard, t: number): LayerState {
  const ms = t * 1000;
  const scale = ms < 180 ? 0.7 + (0.36 * ms) / 180 : ms < 300 ? 1.06 - (0.06 * (ms - 180)) / 120 : 1;
  return {
    kind: 'title',
    scale: round(scale, 3),
    fade: round(clamp01((card.end - t) / 0.18), 2),
    bar: round(clamp01(ms / 260), 2),
    // Every word is there from frame 0, which feeds show before playback, dimmed until it is spoken
    // (decision 035).
    alphas: card.words.map((w) =>
      round(TITLE_DIM + (1 - TITLE_DIM) * clamp01((ms - Math.max(0, w.start * 1000 - 40)) / 90), 2),
    ),
  };
}

function pageState(
  pages: CaptionPage[],
  preset: CaptionPreset,
  pop: boolean,
  t: number,
  from: number,
): LayerState {
  for (let p = from; p < pages.length; p++) {
    const page = pages[p]!;
    if (t < page.start) break;
    if (t >= page.end) continue;
    const span = wordSpans(page).find((s) => t >= s.from && t < s.to);
    const sinceWord = span ? t - span.from : 1;
    const scale = preset === 'pop' && pop ? (sinceWord < 0.09 ? 1 + (0.16 * sinceWord) / 0.09 : 1.16) : 1;
    const drop = page.emoji ? -EMOJI_DROP * Math.exp(-(t - page.start) * 14) : 0;
    return {
      kind: 'page',
      page: p,
      active: span ? span.word : -1,
      scale: round(scale, 3),
      dy: Math.abs(drop) < 0.5 ? 0 : Math.round(drop),
    };
  }
  return { kind: 'empty' };
}

/** Where the band must sit and how tall it must be to hold every page and the title card. */
function bandGeometry(input: CaptionLayerInput, title: TitleLayout | null, look: PageLook) {
  let capTop = Infinity;
  let capBottom = -Infinity;
  const reach = treatmentReach(look.treatment);
  for (const page of input.pages) {
    const top = captionBlockTop(page, look.at);
    const bottom = top + page.lines.length * page.fontSize * 1.18;
    const scaleRoom = (input.preset === 'pop' ? page.fontSize * 0.1 : 0) + reach;
    capTop = Math.min(capTop, top - scaleRoom - (page.emoji ? EMOJI_PX + EMOJI_GAP + EMOJI_DROP : 0));
    capBottom = Math.max(capBottom, bottom + scaleRoom);
  }
  const capH = Number.isFinite(capTop) ? capBottom - capTop + 2 * MARGIN : 0;
  const titleTopRaw = title ? TITLE_Y - (title.blockH * 1.06) / 2 : Infinity;
  const titleH = title ? title.barY + 9 - titleTopRaw + 2 * MARGIN : 0;
  const height = Math.min(FRAME_W * 2, even(Math.max(capH, titleH) + 1));
  const clampTop = (y: number) => Math.max(0, Math.min(1920 - height, even(y)));
  return {
    height,
    captionTop: Number.isFinite(capTop) ? clampTop(capTop - MARGIN) : 0,
    titleTop: title ? clampTop(titleTopRaw - MARGIN) : 0,
  };
}

const stateKey = (s: LayerState) => JSON.stringify(s);

/**
 * Plans the layer: its band, and the frames where it changes. Drawing happens lazily in `draw`. With
 * `whole`, the layer is the whole band and every pixel of it is converted (what the tests compare with).
 */
export function planCaptionLayer(input: CaptionLayerInput, whole = false): CaptionLayer | null {
  const title = input.title && input.title.words.length ? input.title : null;
  if (!title && !input.pages.length) return null;
  const titleLayout = title ? layoutTitle(title) : null;
  const look: PageLook = {
    at: placeCaptions(input),
    treatment: input.style ? TREATMENTS[input.style] : PLAIN,
  };
  const geo = bandGeometry(input, titleLayout, look);
  const titleEnd = title ? title.end : 0;

  const states: LayerState[] = [];
  const frames: number[] = [];
  const total = Math.ceil(input.durationSec * LAYER_FPS);
  let pageFrom = 0;
  let last = '';
  for (let f = 0; f <= total; f++) {
    const t = f / LAYER_FPS + 1e-6; // a word timed exactly on a frame counts from that frame
    while (pageFrom < input.pages.length && input.pages[pageFrom]!.end <= t) pageFrom++;
    const s =
      title && t < title.end
        ? titleState(title, t)
        : pageState(input.pages, input.preset, look.treatment.pop, t, pageFrom);
    const key = stateKey(s);
    if (key === last) continue;
    last = key;
    states.push(s);
    frames.push(f);
  }

  const canvas = createCanvas(BAND_W, geo.height);
  const g = canvas.getContext('2d');
  // Each image is drawn and converted only inside its box (outside it the image is transparent), so
  // only the union of all the boxes, measured here without drawing, is sent to ffmpeg: for W30 about a
  // quarter fewer bytes to pipe, read and blend per image, and the same video (decision 044).
  const boxOf = (s: LayerState, paint: boolean): Box | null =>
    s.kind === 'title'
      ? drawTitle(g, title!, titleLayout!, s, geo.titleTop, paint)
      : s.kind === 'page'
        ? drawPage(g, input.pages[s.page]!, input.preset, look, s, geo.captionTop, paint)
        : null;
  const win = whole
    ? { x: 0, y: 0, w: BAND_W, h: geo.height }
    : unionWindow(
        states.map((s) => boxOf(s, false)),
        BAND_W,
        geo.height,
      );
  const out = Buffer.allocUnsafeSlow(win.w * win.h * 2.5);
  return {
    width: win.w,
    height: win.h,
    x: BAND_X + win.x,
    titleTop: geo.titleTop + win.y,
    captionTop: geo.captionTop + win.y,
    titleEnd,
    frames,
    draw(i, into = out) {
      g.clearRect(0, 0, BAND_W, geo.height);
      const box = boxOf(states[i]!, true); // drawn before canvas.data() reads the pixels
      return toYuva420p(canvas.data(), BAND_W, geo.height, whole ? null : box, into, win);
    },
  };
}

/**
 * The part of a `w` x `h` image that holds every box (rounded out to even pixels as toYuva420p does),
 * plus two transparent pixels right and below where the image goes on: ffmpeg's overlay averages the
 * alpha for the chroma differently on its input's last chroma column and row, so those must stay
 * transparent for the video to come out the same as with the whole image.
 */
export function unionWindow(boxes: (Box | null)[], w: number, h: number): Window {
  let x0 = w;
  let y0 = h;
  let x1 = 0;
  let y1 = 0;
  for (const b of boxes) {
    if (!b) continue;
    const bx0 = Math.max(0, Math.floor(b.x0 / 2) * 2);
    const by0 = Math.max(0, Math.floor(b.y0 / 2) * 2);
    const bx1 = Math.min(w, Math.ceil(b.x1 / 2) * 2);
    const by1 = Math.min(h, Math.ceil(b.y1 / 2) * 2);
    if (bx1 <= bx0 || by1 <= by0) continue;
    x0 = Math.min(x0, bx0);
    y0 = Math.min(y0, by0);
    x1 = Math.max(x1, bx1);
    y1 = Math.max(y1, by1);
  }
  if (x1 <= x0 || y1 <= y0) return { x: 0, y: 0, w: Math.min(w, 2), h: Math.min(h, 2) };
  x1 = Math.min(w, x1 + 2);
  y1 = Math.min(h, y1 + 2);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

// BT.709, limited range: the colour the video is tagged with, so caption colours come out exact.
const KR = 0.2126;
const KB = 0.0722;
const KG = 1 - KR - KB;
const Y_SCALE = 219 / 255;
const C_SCALE = 224 / 255;
const CB_R = (-KR / (1 - KB)) * 0.5 * C_SCALE;
const CB_G = (-KG / (1 - KB)) * 0.5 * C_SCALE;
const CB_B = 0.5 * C_SCALE;
const CR_R = 0.5 * C_SCALE;
const CR_G = (-KG / (1 - KR)) * 0.5 * C_SCALE;
const CR_B = (-KB / (1 - KR)) * 0.5 * C_SCALE;

const blanks = new Map<number, Buffer>();

/** A transparent yuva420p image: luma and alpha 0, neutral chroma. Copied, not rebuilt, per image. */
function blank(w: number, h: number): Buffer {
  const key = w * 100_000 + h;
  let b = blanks.get(key);
  if (!b) {
    b = Buffer.alloc(w * h * 2.5);
    b.fill(128, w * h, w * h * 1.5);
    blanks.clear(); // one band size per render
    blanks.set(key, b);
  }
  return b;
}

/** The luma of one premultiplied pixel (alpha `a` > 0): the straight colour's luma. */
function lumaOf(v: number, a: number): number {
  const lin = (KR * (v & 255) + KG * ((v >>> 8) & 255) + KB * ((v >>> 16) & 255)) * (255 / a);
  return Math.min(235, (16.5 + lin * Y_SCALE) | 0);
}

/** A part of an image (even x, y, width and height): the part a layer sends to ffmpeg. */
export interface Window {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Premultiplied RGBA (canvas) to planar YUVA 4:2:0 with straight alpha (what ffmpeg's overlay blends),
 * done here because swscale's generic RGBA path cost about 30 M instructions per image. Chroma is the
 * alpha-weighted mean of each 2x2 block, so glyph edges keep their colour. Empty blocks are skipped.
 * `rgba` is `sw` x `sh`; the result is its window `win` (the whole image by default), `win.w` x `win.h`.
 * `box` is in the source's coordinates.
 */
export function toYuva420p(
  rgba: Uint8Array,
  sw: number,
  sh: number,
  box: Box | null = null,
  out?: Buffer,
  win: Window = { x: 0, y: 0, w: sw, h: sh },
): Buffer {
  const { w, h } = win;
  out ??= Buffer.allocUnsafeSlow(w * h * 2.5);
  blank(w, h).copy(out);
  // From here on, coordinates are the window's (win.x and win.y are even, so 2x2 blocks stay aligned).
  const x0 = box ? Math.max(0, Math.floor((box.x0 - win.x) / 2) * 2) : 0;
  const y0 = box ? Math.max(0, Math.floor((box.y0 - win.y) / 2) * 2) : 0;
  const x1 = box ? Math.min(w, Math.ceil((box.x1 - win.x) / 2) * 2) : w;
  const y1 = box ? Math.min(h, Math.ceil((box.y1 - win.y) / 2) * 2) : h;
  const uOff = w * h;
  const vOff = uOff + (w * h) / 4;
  const aOff = vOff + (w * h) / 4;
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, (sw * sh) | 0);
  const srcOff = win.y * sw + win.x;
  // Text and illustrations are mostly runs of one colour: the last pixel's luma and the last uniform
  // 2x2 block's chroma are kept and reused when the same 32-bit value comes again (the same arithmetic
  // on the same value, so the same bytes), instead of being recomputed with a division per pixel. 0 is
  // never a key: a pixel or block that gets here has alpha.
  let lastP = 0;
  let lastY = 0;
  let lastQ = 0;
  let lastU = 0;
  let lastV = 0;
  let lastQY = 0;
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const i0 = y * w + x;
      const i1 = i0 + w;
      const s0 = srcOff + y * sw + x;
      const p0 = px[s0]!;
      const p1 = px[s0 + 1]!;
      const p2 = px[s0 + sw]!;
      const p3 = px[s0 + sw + 1]!;
      if ((p0 | p1 | p2 | p3) >>> 24 === 0) continue; // premultiplied: no alpha means no colour either
      const c = (y >> 1) * (w >> 1) + (x >> 1);
      if (p0 === p1 && p0 === p2 && p0 === p3) {
        // A uniform block (alpha > 0): one luma, and the chroma of four equal pixels.
        const a = p0 >>> 24;
        if (p0 !== lastQ) {
          lastQ = p0;
          lastQY = lumaOf(p0, a);
          const k = 255 / (a * 4);
          const r = (p0 & 255) * 4 * k;
          const gg = ((p0 >>> 8) & 255) * 4 * k;
          const b = ((p0 >>> 16) & 255) * 4 * k;
          lastU = Math.max(16, Math.min(240, (128.5 + CB_R * r + CB_G * gg + CB_B * b) | 0));
          lastV = Math.max(16, Math.min(240, (128.5 + CR_R * r + CR_G * gg + CR_B * b) | 0));
        }
        out[i0] = lastQY;
        out[i0 + 1] = lastQY;
        out[i1] = lastQY;
        out[i1 + 1] = lastQY;
        out[aOff + i0] = a;
        out[aOff + i0 + 1] = a;
        out[aOff + i1] = a;
        out[aOff + i1 + 1] = a;
        out[uOff + c] = lastU;
        out[vOff + c] = lastV;
        continue;
      }
      const a0 = p0 >>> 24;
      const a1 = p1 >>> 24;
      const a2 = p2 >>> 24;
      const a3 = p3 >>> 24;
      const sa = a0 + a1 + a2 + a3;
      if (a0) {
        if (p0 !== lastP) {
          lastP = p0;
          lastY = lumaOf(p0, a0);
        }
        out[i0] = lastY;
        out[aOff + i0] = a0;
      }
      if (a1) {
        if (p1 !== lastP) {
          lastP = p1;
          lastY = lumaOf(p1, a1);
        }
        out[i0 + 1] = lastY;
        out[aOff + i0 + 1] = a1;
      }
      if (a2) {
        if (p2 !== lastP) {
          lastP = p2;
          lastY = lumaOf(p2, a2);
        }
        out[i1] = lastY;
        out[aOff + i1] = a2;
      }
      if (a3) {
        if (p3 !== lastP) {
          lastP = p3;
          lastY = lumaOf(p3, a3);
        }
        out[i1 + 1] = lastY;
        out[aOff + i1 + 1] = a3;
      }
      const sr = (p0 & 255) + (p1 & 255) + (p2 & 255) + (p3 & 255);
      const sg = ((p0 >>> 8) & 255) + ((p1 >>> 8) & 255) + ((p2 >>> 8) & 255) + ((p3 >>> 8) & 255);
      const sb = ((p0 >>> 16) & 255) + ((p1 >>> 16) & 255) + ((p2 >>> 16) & 255) + ((p3 >>> 16) & 255);
      const k = 255 / sa;
      const r = sr * k;
      const gg = sg * k;
      const b = sb * k;
      out[uOff + c] = Math.max(16, Math.min(240, (128.5 + CB_R * r + CB_G * gg + CB_B * b) | 0));
      out[vOff + c] = Math.max(16, Math.min(240, (128.5 + CR_R * r + CR_G * gg + CR_B * b) | 0));
    }
  }
  return out;
}

/** Beyond a shape's exact bounds, anti-aliasing can touch this many more pixels. */
const INK_EDGE = 2;
/** How far a glow (shadowBlur 18) reaches beyond its shape: 35 px with any alpha, measured on Skia's blur. */
const GLOW_REACH = 36;

/** Converts the frame's x to the band's x. */
const bx = (x: number) => x - BAND_X;

function font(weight: number, assSize: number, texts: readonly string[]) {
  return captionFont(weight, (assSize * ASS_TO_CANVAS).toFixed(1), texts.join(' '));
}

function drawTitle(
  g: SKRSContext2D,
  card: TitleCard,
  layout: TitleLayout,
  s: Extract<LayerState, { kind: 'title' }>,
  top: number,
  paint = true,
): Box {
  // What this image touches: the accent bar at its full width, and each word's ink (scaled as drawn)
  // plus its outline and the anti-aliased edge.
  const box: Box = {
    x0: bx(540 - 300) - INK_EDGE,
    x1: bx(540 + 300) + INK_EDGE,
    y0: layout.barY - 9 - top - INK_EDGE,
    y1: layout.barY + 9 - top + INK_EDGE,
  };
  g.save();
  g.globalAlpha = s.fade;
  // Accent bar sweeping open from the centre.
  const barW = 600 * s.bar;
  g.fillStyle = card.accent;
  if (paint) g.fillRect(bx(540 - barW / 2), layout.barY - 9 - top, barW, 18);

  g.font = font(900, layout.fontSize, layout.words);
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  const space = g.measureText(' ').width;
  const rtl = isRtl(layout.words);
  layout.lines.forEach((logical, li) => {
    // Placed left to right on screen: an Arabic line's first word goes on the right (decision 209).
    const line = visualOrder(logical, rtl);
    const y = TITLE_Y - layout.blockH / 2 + layout.lineH * (li + 0.5) - top;
    const metrics = line.map((i) => g.measureText(layout.words[i]!));
    const widths = metrics.map((m) => m.width);
    const gaps = gapsOf(
      line.map((i) => layout.words[i]!),
      space,
    );
    const total = widths.reduce((a, b) => a + b, 0) + gaps.reduce((a, b) => a + b, 0);
    const pad = 4 + INK_EDGE; // half the outline's width
    let wx = -total / 2;
    metrics.forEach((m, k) => {
      box.x0 = Math.min(box.x0, bx(540) + (wx - m.actualBoundingBoxLeft) * s.scale - pad);
      box.x1 = Math.max(box.x1, bx(540) + (wx + m.actualBoundingBoxRight) * s.scale + pad);
      box.y0 = Math.min(box.y0, y - m.actualBoundingBoxAscent * s.scale - pad);
      box.y1 = Math.max(box.y1, y + m.actualBoundingBoxDescent * s.scale + pad);
      wx += widths[k]! + gaps[k]!;
    });
    if (!paint) return;
    g.save();
    g.translate(bx(540), y);
    g.scale(s.scale, s.scale);
    for (const pass of ['stroke', 'fill'] as const) {
      let x = -total / 2;
      line.forEach((wi, k) => {
        const alpha = s.alphas[wi]!;
        if (alpha > 0) {
          g.globalAlpha = s.fade * alpha;
          if (pass === 'stroke') {
            g.strokeStyle = 'rgba(0,0,0,0.56)';
            g.lineWidth = 8;
            g.strokeText(layout.words[wi]!, x, 0);
          } else {
            g.fillStyle = '#FFFFFF';
            g.fillText(layout.words[wi]!, x, 0);
          }
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

function drawPage(
  g: SKRSContext2D,
  page: CaptionPage,
  preset: CaptionPreset,
  pageLook: PageLook,
  s: Extract<LayerState, { kind: 'page' }>,
  top: number,
  paint = true,
): Box {
  const p = PRESETS[preset];
  const look = LOOKS[preset];
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
  g.font = font(p.weight, page.fontSize, texts);
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  const space = g.measureText(' ').width;

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

  const rtl = isRtl(texts);
  page.lines.forEach((logical, li) => {
    // Placed left to right on screen: an Arabic line's first word goes on the right (decision 209).
    const line = visualOrder(logical, rtl);
    const y = blockY + lineH * (li + 0.5);
    const metrics = line.map((i) => g.measureText(texts[i]!));
    const widths = metrics.map((m) => m.width);
    const gaps = gapsOf(
      line.map((i) => texts[i]!),
      space,
    );
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
      box.x0 = Math.min(box.x0, c + (-widths[k]! / 2 - m.actualBoundingBoxLeft) * sc - pad);
      box.x1 = Math.max(box.x1, c + (-widths[k]! / 2 + m.actualBoundingBoxRight) * sc + pad);
      box.y0 = Math.min(box.y0, y - m.actualBoundingBoxAscent * sc - pad - lean);
      box.y1 = Math.max(box.y1, y + m.actualBoundingBoxDescent * sc + pad + lean);
      wx += advances[k]! + gaps[k]!;
    });
    const lm = look.box || bar ? g.measureText(joinWords(logical.map((i) => texts[i]!))) : null;
    if (lm) {
      box.x0 = Math.min(box.x0, left - 16 - INK_EDGE);
      box.x1 = Math.max(box.x1, left + total + 16 + INK_EDGE);
      box.y0 = Math.min(box.y0, y - lm.actualBoundingBoxAscent - 16 - INK_EDGE);
      box.y1 = Math.max(box.y1, y + lm.actualBoundingBoxDescent + 16 + INK_EDGE);
    }
    if (!paint) return;
    if (lm) {
      const up = lm.actualBoundingBoxAscent;
      const down = lm.actualBoundingBoxDescent;
      g.fillStyle = (look.box ?? bar)!;
      g.beginPath();
      // The preset's own box is rounded; the documentary bar is plain and square.
      g.roundRect(left - 16, y - up - 16, total + 32, up + down + 32, look.box ? 14 : 0);
      g.fill();
    }
    // Outlines and shadows first for the whole line, so no outline covers a neighbour's letters.
    for (const pass of ['under', 'fill'] as const) {
      let x = left;
      line.forEach((wi, k) => {
        const w = widths[k]!;
        const active = wi === s.active;
        const lk = active ? look.active : look.idle;
        const scale = active ? s.scale : 1;
        g.save();
        g.translate(x + advances[k]! / 2, y);
        if (scale !== 1) g.scale(scale, scale);
        if (tilt) g.rotate(wi % 2 ? tilt : -tilt);
        g.globalAlpha = lk.alpha ?? 1;
        if (pass === 'under') {
          if (tr.shadow) drawShadow(g, texts[wi]!, -w / 2, tr.shadow);
          if (look.shadow) {
            g.fillStyle = look.shadow;
            g.fillText(texts[wi]!, -w / 2 + 3, 3);
          }
          if (lk.stroke) {
            if (lk.glow) {
              g.shadowColor = lk.glow;
              g.shadowBlur = 18;
            }
            g.strokeStyle = lk.stroke;
            g.lineWidth = strokeOf(lk);
            g.strokeText(texts[wi]!, -w / 2, 0);
          }
        } else {
          if (tr.glow && active) {
            // Futuristic: the spoken word glows in its own colour.
            g.shadowColor = lk.fill;
            g.shadowBlur = tr.glow;
          }
          g.fillStyle = lk.fill;
          g.fillText(texts[wi]!, -w / 2, 0);
        }
        g.restore();
        x += advances[k]! + gaps[k]!;
      });
    }
  });
  g.restore();
  return box;
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
