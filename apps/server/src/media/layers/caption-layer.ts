import { createCanvas } from '@napi-rs/canvas';
import type { CaptionPreset, VideoStyle } from '@reelsmith/contracts/video';
import {
  captionBlockTop,
  EMOJI_DROP,
  EMOJI_GAP,
  EMOJI_PX,
  FRAME_W,
  layoutTitle,
  wordSpans,
  type CaptionPage,
  type TitleCard,
  type TitleLayout,
} from './captions.ts';
import { BAND_X, drawPage, drawTitle, underLayers, type LayerState, type PageLook } from './caption-draw.ts';
import { PLAIN, TREATMENTS, treatmentReach } from './caption-styles.ts';
import { brandFontFamily, type BrandFont } from './brand-font.ts';
import type { LayerPlan } from './layer-plan.ts';
import { placeCaptions, type Box, type CaptionPlacement } from './safe-zones.ts';
import { toYuva420p, unionWindow } from './yuva.ts';

export type { Box } from './safe-zones.ts';

// Burned-in captions, title card and emoji drawn by canvas into one transparent layer that ffmpeg
// overlays on the video. Only frames where something visibly changes are drawn (a word lights up, a
// page turns, an animation step), so a 30 s video needs about 150-400 images instead of 900, and the
// per-frame cost inside ffmpeg is one alpha blend of a band of the frame. libass drew the same
// captions at about 1.9 ms a frame on every frame, and could not draw colour emoji at all
// (docs/PERFORMANCE.md, decision 012).

export const LAYER_FPS = 30;
const BAND_W = FRAME_W - 2 * BAND_X;
const MARGIN = 28;

export interface CaptionLayerInput extends CaptionPlacement {
  pages: CaptionPage[];
  title: TitleCard | null;
  preset: CaptionPreset;
  /** The video's style: its caption treatment over the preset (caption-styles.ts). */
  style?: VideoStyle;
  durationSec: number;
  /** A brand's caption font and spoken-word colour (issue 41). */
  brand?: { font: BrandFont | null; highlight: string | null } | null;
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

/**
 * Everything the title card shows at `t` seconds (the card starts at 0): the whole card, still, from
 * frame 0, which feeds show before playback starts (decision 035); it only fades as it ends.
 */
function titleState(card: TitleCard, t: number): LayerState {
  return { kind: 'title', fade: round(clamp01((card.end - t) / 0.18), 2) };
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
  const titleTopRaw = title ? title.plate.y0 : Infinity;
  const titleH = title ? title.plate.y1 - title.plate.y0 + 2 * MARGIN : 0;
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
  // Registered before anything is measured: the title and pages were laid out in this font.
  const family = brandFontFamily(input.brand?.font);
  const titleLayout = title ? layoutTitle(title) : null;
  const look: PageLook = {
    at: placeCaptions(input),
    treatment: input.style ? TREATMENTS[input.style] : PLAIN,
    family,
    highlight: input.brand?.highlight ?? null,
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
  const under = underLayers(BAND_W, geo.height);
  // Each image is drawn and converted only inside its box (outside it the image is transparent), so
  // only the union of all the boxes, measured here without drawing, is sent to ffmpeg: for W30 about a
  // quarter fewer bytes to pipe, read and blend per image, and the same video (decision 044).
  const boxOf = (s: LayerState, paint: boolean): Box | null =>
    s.kind === 'title'
      ? drawTitle(g, title!, titleLayout!, s, geo.titleTop, paint)
      : s.kind === 'page'
        ? drawPage(
            g,
            input.pages[s.page]!,
            input.preset,
            look,
            s,
            geo.captionTop,
            paint,
            paint ? under : null,
          )
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
