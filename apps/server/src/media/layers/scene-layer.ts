import { captionFont, SCRIPT_FALLBACKS } from './text-shaping.ts';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { BG_FPS } from '../scenes/backgrounds.ts';
import type { Box, CaptionPlacement } from './safe-zones.ts';
import { DESIGN_BOTTOM, DESIGN_TOP, sceneTransform, spriteFit, type SpriteFit } from './scene-fit.ts';
import { toYuva420p } from './yuva.ts';
import type { Scene } from '../scenes/scenes.ts';
import { statementWords } from '../scenes/layouts.ts';
import { isLight, STYLES } from '../scenes/styles.ts';

// The scene layer: each scene drawn by canvas into one transparent sprite in the room the captions
// leave (scene-fit.ts), in the scene's layout (issue 37: a big moving subject, a number card counting up, a
// statement card, a split of two pictures; footage shows only its label) and arriving by the scene's
// transition (push, whip, zoom, glitch, dissolve or a cut). Like the caption layer, an image is drawn
// only when the sprite visibly changes (an entrance step, the emphasis pulse, the label popping in, an
// exit): about 10 to 14 images per scene, animated at 15 steps a second. The steady motion (float,
// sway, the retro bob) is ffmpeg's overlay x/y expression, which costs nothing per frame
// (decision 013).

export const SPRITE_W = 1080;
/** Where the sprite sits across the 1080x1920 frame before the float. */
export const SPRITE_X = 0;
/** The subject's centre in the design space (scene-fit.ts). */
const CENTRE_Y = 470;
/** During the title card the hook's small picture keeps its place above the card: design row 0 at this frame row. */
const TITLE_ART_Y = 90;
/** The big subject's slow push-in and drift advance this many steps a second (each step an image). */
const PUSH_FPS = 4;
/** Animation steps per second: the backdrop's rate, at which ffmpeg blends the sprite (decision 013). */
const STEP_FPS = BG_FPS;
/** At most this much memory holds images that a later image repeats (24 sprites; W30 needs up to 20). */
const KEEP_BYTES = 48 * 1024 * 1024;
const FPS = 30;

interface StyleLook {
  /** Entrance and exit lengths in seconds (0: a cut). */
  enter: number;
  exit: number;
  /** Illustration size for the big subject (styles.ts subjectWidth of 1080) and for the hook (above the title card). */
  size: number;
  hookSize: number;
  /** Overlay motion: `y` amplitude (px) and period (s), `x` sway amplitude; `steps` makes it jump. */
  float: { y: number; period: number; x: number; steps?: number };
  labelFont: string;
}

export const LOOKS: Record<VideoStyle, StyleLook> = {
  cinematic: {
    enter: 0.5,
    exit: 0,
    size: 670,
    hookSize: 250,
    float: { y: 10, period: 6, x: 0 },
    labelFont: '800 76px Inter',
  },
  documentary: {
    enter: 0.4,
    exit: 0,
    size: 626,
    hookSize: 230,
    float: { y: 0, period: 1, x: 0 },
    labelFont: '700 64px Inter',
  },
  abstract: {
    enter: 0.45,
    exit: 0,
    size: 756,
    hookSize: 260,
    float: { y: 18, period: 3.2, x: 14 },
    labelFont: '900 92px Inter',
  },
  minimal: {
    enter: 0,
    exit: 0,
    size: 604,
    hookSize: 220,
    float: { y: 0, period: 1, x: 0 },
    labelFont: '500 60px Inter',
  },
  retro: {
    enter: 0.34,
    exit: 0,
    size: 692,
    hookSize: 240,
    float: { y: 10, period: 1, x: 0, steps: 2 },
    labelFont: '900 80px Inter',
  },
  futuristic: {
    enter: 0.35,
    exit: 0,
    size: 648,
    hookSize: 240,
    float: { y: 8, period: 4, x: 0 },
    labelFont: '600 70px Inter',
  },
};

interface SpriteState {
  scene: number;
  /** Entrance 0..1, exit 0..1 (1 = gone), emphasis pulse 0..1, label 0..1. */
  enter: number;
  exit: number;
  pulse: number;
  label: number;
  /** Progress through the scene (0..1, in PUSH_FPS steps): the subject's push-in and drift. */
  push: number;
  /** A list card's items shown so far. */
  items: number;
}

/** How long each transition's entrance takes (seconds; a cut has none). */
const ENTER_SEC: Record<NonNullable<Scene['transition']>, number> = {
  cut: 0,
  dissolve: 0.3,
  push: 0.35,
  whip: 0.25,
  zoom: 0.4,
  glitch: 0.35,
};

/** The layout a scene is drawn in: footage whenever it has a clip, the subject when none was chosen. */
export const layoutOf = (sc: Scene) => (sc.clip ? 'footage' : (sc.layout ?? 'subject'));

/** A list card's count: the number its label starts with (at most 12 items are drawn). */
const countOf = (sc: Scene) => Number(/^\$?(\d+)/.exec(sc.label?.text ?? '')?.[1] ?? 0);

export interface SceneLayerInput {
  scenes: Scene[];
  style: VideoStyle;
  durationSec: number;
  accent: string;
  /** Where the hook's title card ends: until then the hook's illustration sits small above it. */
  titleEnd: number;
  /** Where the render's captions go: the scenes take the room they leave. */
  placement?: CaptionPlacement;
}

export interface SceneLayer {
  width: number;
  height: number;
  frames: number[];
  /** ffmpeg expressions (single-quote them) for the overlay position. */
  x: string;
  y: string;
  /** The sprite's top in the frame at `t` seconds, before the float (the title card's, then the room's). */
  topAt(t: number): number;
  /** Seconds [from, to) in which the sprite is not empty (over footage: while a label shows). */
  shown: [number, number][];
  /** For each image, the index of an earlier image that looks the same (drawn once, then copied), or -1. */
  repeatOf: number[];
  /** The image for `frames[i]` (raw yuva420p); the buffer is reused, or `out` when given. */
  draw(i: number, out?: Buffer): Buffer;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/** Progress through an animation of `len` seconds, `since` seconds in, advancing STEP_FPS times a second. */
const step = (since: number, len: number, fps = STEP_FPS) =>
  since < 0 ? 0 : clamp01(Math.round((Math.floor(since * fps) / fps / len) * 1000) / 1000);
const easeOut = (t: number) => 1 - (1 - t) ** 3;
const easeBack = (t: number) => 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2;

function stateAt(input: SceneLayerInput, look: StyleLook, s: number, t: number): SpriteState {
  const sc = input.scenes[s]!;
  const since = t - sc.start;
  const until = sc.end - t;
  // The first scene is in at frame 0, which feeds show before playback starts (decision 035).
  // The scene's transition decides its entrance; without one, the style's own.
  const len = sc.transition ? ENTER_SEC[sc.transition] : look.enter;
  const enter = len && s > 0 ? step(since, len) : 1;
  const exit = look.exit && s < input.scenes.length - 1 ? step(look.exit - until, look.exit) : 0;
  const pulseT = sc.emphasisAt !== null ? t - sc.emphasisAt : -1;
  const pulse = pulseT >= 0 && pulseT < 0.4 ? step(pulseT, 0.4) : 0;
  const layout = layoutOf(sc);
  // A list's number counts up from the cut and lands as it is spoken; other labels pop in on their word.
  const label = !sc.label
    ? 0
    : layout === 'list'
      ? step(since, Math.max(0.4, sc.label.at + 0.15 - sc.start))
      : step(t - sc.label.at + 0.05, 0.3);
  const moving = layout === 'subject' || layout === 'split';
  const push = moving ? step(since, Math.max(0.5, sc.end - sc.start), PUSH_FPS) : 0;
  let items = 0;
  if (layout === 'list' && sc.label) {
    // Items appear one by one from the number's word to shortly before the cut.
    const n = Math.min(12, countOf(sc));
    const from = sc.label.at;
    const span = Math.max(0.3, sc.end - 0.4 - from);
    items = t < from ? 0 : Math.min(n, 1 + Math.floor(((t - from) / span) * n));
  }
  return { scene: s, enter, exit, pulse, label, push, items };
}

/** The overlay position expressions for a style's steady motion (t in seconds) from a resting `top`. */
export function floatExpressions(style: VideoStyle, top: string): { x: string; y: string } {
  const f = LOOKS[style].float;
  const x = f.x ? `${SPRITE_X}+${f.x}*sin(2*PI*t/${(f.period * 1.7).toFixed(2)})` : String(SPRITE_X);
  let y = top;
  if (f.steps) y = `${top}+${f.y}*mod(floor(t*${f.steps}),2)`;
  else if (f.y) y = `${top}+${f.y}*sin(2*PI*t/${f.period})`;
  return { x, y };
}

/** How far a style's float moves the sprite up or down. */
const floatReach = (style: VideoStyle) => LOOKS[style].float.y;

/** Rasterises an illustration `size` px square (illustrations.ts's, or the layer thread's from PNGs). */
export type BitmapLoader = (id: string, size: number) => Promise<Canvas | null>;

/** The illustrations module is loaded only where it is needed: the layer thread gets PNGs instead. */
const defaultLoader: BitmapLoader = async (id, size) =>
  (await import('../scenes/illustrations.ts')).illustrationBitmap(id, size);

export async function planSceneLayer(
  input: SceneLayerInput,
  loadBitmap: BitmapLoader = defaultLoader,
): Promise<SceneLayer | null> {
  if (!input.scenes.length) return null;
  const look = LOOKS[input.style];
  const states: SpriteState[] = [];
  const frames: number[] = [];
  const total = Math.ceil(input.durationSec * FPS);
  let s = 0;
  let last = '';
  for (let f = 0; f <= total; f++) {
    const t = f / FPS + 1e-6;
    while (s < input.scenes.length - 1 && t >= input.scenes[s]!.end) s++;
    const st = stateAt(input, look, s, t);
    const key = `${st.scene}|${st.enter}|${st.exit}|${st.pulse}|${st.label}|${st.push}|${st.items}|${t < input.titleEnd ? 1 : 0}`;
    if (key === last) continue;
    last = key;
    states.push(st);
    frames.push(f);
  }
  // Every illustration rendered (or read from the cache) before ffmpeg starts asking for images.
  const bitmaps = new Map<string, Canvas>();
  await Promise.all(
    input.scenes.map(async (sc) => {
      if (!sc.illustration || sc.clip) return;
      const size = sc.kind === 'hook' && sc.start < input.titleEnd ? look.hookSize : look.size;
      const ids = [sc.illustration];
      if (layoutOf(sc) === 'split' && sc.secondIllustration) ids.push(sc.secondIllustration);
      for (const id of ids) {
        const key = `${id}@${size}`;
        if (bitmaps.has(key)) continue;
        const bmp = await loadBitmap(id, input.style === 'retro' ? 40 : size);
        if (bmp) bitmaps.set(key, bmp);
      }
    }),
  );
  const fit = spriteFit(input.placement, floatReach(input.style));
  const H = fit.height;
  const canvas = createCanvas(SPRITE_W, H);
  const g = canvas.getContext('2d');
  const out = Buffer.allocUnsafeSlow(SPRITE_W * H * 2.5);
  // While the title card shows, the hook's small picture stays above it, where it always was.
  const titleTop = Math.round(TITLE_ART_Y + fit.scale * DESIGN_TOP);
  const topAt = (t: number) => (t < input.titleEnd ? titleTop : fit.top);
  const top =
    input.titleEnd > 0 && titleTop !== fit.top
      ? `if(lt(t,${input.titleEnd.toFixed(3)}),${titleTop},${fit.top})`
      : String(fit.top);
  const { x, y } = floatExpressions(input.style, top);
  // A scene with footage draws no art: its sprite is empty until its label pops in.
  const shown: [number, number][] = [];
  states.forEach((st, i) => {
    const sc = input.scenes[st.scene]!;
    const small = sc.kind === 'hook' && frames[i]! / FPS < input.titleEnd;
    const empty = !!sc.clip && !(sc.label && st.label > 0 && !small);
    if (empty) return;
    const from = frames[i]! / FPS;
    const to = (frames[i + 1] ?? total + 1) / FPS;
    const last = shown[shown.length - 1];
    if (last && Math.abs(last[1] - from) < 1e-6) last[1] = to;
    else shown.push([from, to]);
  });
  // The still parts (backing, illustration with its shadow or glow, the label) are drawn once per scene
  // into their own canvases; an animation step only places them (one or two drawImage calls).
  const arts = new Map<string, Canvas>();
  const artFor = (sc: Scene, si: number, small: boolean, second = false): Canvas => {
    const key = `${si}|${small}|${second}`;
    let art = arts.get(key);
    if (!art) {
      const size = small ? look.hookSize : look.size;
      const id = second ? sc.secondIllustration : sc.illustration;
      const bmp = id ? (bitmaps.get(`${id}@${size}`) ?? null) : null;
      // Over footage only the label is drawn.
      art = sc.clip || !bmp ? createCanvas(2, 2) : drawArt(input.style, input.accent, bmp, size, si);
      arts.set(key, art);
    }
    return art;
  };
  /** What image i shows, read once for both its key and its drawing, so the two cannot drift apart. */
  const imageOf = (i: number) => {
    const st = states[i]!;
    const sc = input.scenes[st.scene]!;
    const small = sc.kind === 'hook' && frames[i]! / FPS < input.titleEnd;
    const prev = st.scene > 0 ? input.scenes[st.scene - 1]! : null;
    return {
      st,
      sc,
      small,
      labelled: Boolean(sc.label && st.label > 0 && !small),
      prev,
      prevSmall: prev?.kind === 'hook' && frames[i]! / FPS < input.titleEnd,
      // Documentary lays each new photo over the last one, which stays until the new one is in: a
      // frame on the cut is never empty (decision 035).
      holds: input.style === 'documentary' && st.enter < 1 && prev !== null,
    };
  };
  // Images that look the same (a scene that repeats an illustration runs through the same entrance,
  // label and pulse steps; an invisible first step) are drawn once and copied afterwards: the key holds
  // everything drawSprite reads. An image is kept only while a later one repeats it, up to KEEP_BYTES.
  const artKey = (si: number, small: boolean) => {
    const sc = input.scenes[si]!;
    const layout = small ? 'title' : layoutOf(sc);
    const drawn = `${sc.clip ? '' : (sc.illustration ?? '')}+${layout === 'split' ? sc.secondIllustration : ''}`;
    return `${drawn}@${small ? look.hookSize : look.size}|${layout}|${sc.transition ?? ''}|${layout === 'statement' ? `${sc.text}|${isLight(sc.backdrop)}` : ''}${input.style === 'abstract' ? `#${si}` : ''}`;
  };
  const firstOf = new Map<string, number>();
  const repeatOf: number[] = [];
  const lastUse = new Map<number, number>();
  states.forEach((st, i) => {
    const { sc, small, labelled, prevSmall, holds } = imageOf(i);
    const key = JSON.stringify([
      artKey(st.scene, small),
      small,
      // The side things come from (scene % 2) and a subject's framing (scene % 3).
      !small && layoutOf(sc) === 'subject' ? st.scene % 6 : st.scene % 2,
      st.enter,
      st.exit,
      st.pulse,
      st.push,
      st.items,
      labelled ? sc.label!.text : null,
      labelled ? st.label : 0,
      holds ? artKey(st.scene - 1, prevSmall) : '',
    ]);
    const first = firstOf.get(key);
    if (first === undefined) firstOf.set(key, i);
    else lastUse.set(first, i);
    repeatOf.push(first ?? -1);
  });
  const bytes = SPRITE_W * H * 2.5;
  const kept = new Map<number, Buffer>();
  const spare: Buffer[] = [];
  const statements = new Map<number, Canvas>();
  const statementFor = (sc: Scene, si: number): Canvas => {
    let art = statements.get(si);
    if (!art) {
      art = drawStatementArt(input.style, input.accent, sc.text, isLight(sc.backdrop));
      statements.set(si, art);
    }
    return art;
  };
  const labels = new Map<number, Canvas>();
  const labelFor = (sc: Scene, si: number): Canvas => {
    let art = labels.get(si);
    if (!art) {
      art = drawLabelArt(input.style, look, input.accent, sc.label!.text);
      labels.set(si, art);
    }
    return art;
  };
  return {
    width: SPRITE_W,
    height: H,
    frames,
    x,
    y,
    topAt,
    shown,
    repeatOf,
    draw(i, into = out) {
      const src = repeatOf[i]!;
      const copy = src >= 0 ? kept.get(src) : undefined;
      if (copy) {
        copy.copy(into);
        if (lastUse.get(src) === i) {
          kept.delete(src);
          spare.push(copy);
        }
        return into;
      }
      const img = drawFresh(i, into);
      if (lastUse.has(i) && !kept.has(i) && kept.size * bytes < KEEP_BYTES) {
        const keep = spare.pop() ?? Buffer.allocUnsafeSlow(bytes);
        img.copy(keep);
        kept.set(i, keep);
      }
      return img;
    },
  };

  function drawFresh(i: number, into: Buffer): Buffer {
    const { st, sc, small, labelled, prev, prevSmall, holds } = imageOf(i);
    g.resetTransform();
    g.clearRect(0, 0, SPRITE_W, H);
    const layout = small ? 'title' : layoutOf(sc);
    const parts: SpriteParts = {
      art: artFor(sc, st.scene, small),
      art2: layout === 'split' ? artFor(sc, st.scene, small, true) : null,
      label: labelled ? labelFor(sc, st.scene) : null,
      statement: layout === 'statement' ? statementFor(sc, st.scene) : null,
      held: holds ? { art: artFor(prev!, st.scene - 1, prevSmall), small: prevSmall } : null,
    };
    const box = drawSprite(g, input.style, look, st, sc, parts, small, input.accent, fit);
    return toYuva420p(canvas.data(), SPRITE_W, H, box, into);
  }
}

/** Backing and illustration, centred in a square canvas with room for the backing, shadow and glow. */
function drawArt(
  style: VideoStyle,
  accent: string,
  bmp: Canvas | null,
  size: number,
  sceneIndex: number,
): Canvas {
  const side = Math.ceil(Math.max(size * 1.42, size + 100) / 2) * 2;
  const c = createCanvas(side, side);
  const g = c.getContext('2d');
  const half = size / 2;
  g.translate(side / 2, side / 2);
  drawBacking(g, style, accent, half, sceneIndex);
  if (bmp) {
    if (style === 'retro') {
      // Chunky pixels: the icon rasterised at 40 px, each pixel drawn as a square (canvas smooths
      // any scaled drawImage).
      const n = bmp.width;
      const d = bmp.getContext('2d').getImageData(0, 0, n, n).data;
      const px = size / n;
      for (let yy = 0; yy < n; yy++)
        for (let xx = 0; xx < n; xx++) {
          const o = (yy * n + xx) * 4;
          if (d[o + 3]! < 8) continue;
          g.fillStyle = `rgba(${d[o]},${d[o + 1]},${d[o + 2]},${(d[o + 3]! / 255).toFixed(3)})`;
          g.fillRect(-half + xx * px, -half + yy * px, Math.ceil(px), Math.ceil(px));
        }
    } else {
      if (style === 'cinematic' || style === 'abstract') {
        g.shadowColor = 'rgba(0,0,0,0.45)';
        g.shadowBlur = 30;
        g.shadowOffsetY = 18;
      }
      if (style === 'futuristic') {
        g.shadowColor = '#00E5FF';
        g.shadowBlur = 26;
      }
      g.drawImage(bmp, -half, -half, size, size);
    }
  }
  return c;
}

interface SpriteParts {
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
function drawSprite(
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
  const cy = small ? 70 + size / 2 : CENTRE_Y;
  const side = st.scene % 2 ? -1 : 1;
  const e = st.enter;
  let alpha = 1;
  let scale = 1;
  let dx = 0;
  let dy = 0;
  let rot = 0;
  let ghost = 0;
  // The entrance: the scene's transition.
  switch (sc.transition ?? 'cut') {
    case 'cut':
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
    const heldY = parts.held.small ? 70 + look.hookSize / 2 : CENTRE_Y;
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
  const place = (c: Canvas, x: number, y: number, k = 1, turn = rot) => {
    const a = c.width;
    const b = c.height;
    g.save();
    g.globalAlpha = alpha;
    g.translate(x + dx, y + dy);
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
    grow(x + dx - rx, y + dy - ry, x + dx + rx, y + dy + ry);
  };

  if (layout === 'statement' && parts.statement) {
    place(parts.statement, cx, CENTRE_Y);
  } else if (layout === 'split' && parts.art2) {
    // Two pictures side by side, each from its own edge, with a badge between them.
    const k = 0.62;
    const off = 250;
    const keep = dx;
    dx = -Math.abs(keep);
    place(parts.art, cx - off, CENTRE_Y - 60, k, -0.04);
    dx = Math.abs(keep);
    place(parts.art2, cx + off, CENTRE_Y + 80, k, 0.04);
    dx = 0;
    drawVersus(g, style, accent, cx, CENTRE_Y + 10, alpha);
    grow(cx - 90, CENTRE_Y - 80, cx + 90, CENTRE_Y + 100);
  } else if (layout === 'list' && sc.label) {
    drawListCard(g, style, accent, sc, st, parts.art, alpha, dx);
    grow(0, 60, SPRITE_W, DESIGN_BOTTOM + 50);
  } else if (layout !== 'footage' && parts.art.width > 2) {
    // The subject's framing changes scene to scene (centred, off to one side, a close-up), so two
    // subjects in a row read as two shots.
    const subject = layout === 'subject' && !small;
    const [fx, fy, fk] = subject ? FRAMINGS[st.scene % FRAMINGS.length]! : [0, 0, 1];
    const x = cx + fx * side;
    const y = cy + fy;
    if (subject) {
      // Parallax: a soft disc of the accent behind the subject, drifting the other way.
      const r = size * 0.62 * fk;
      const px = x - dx * 1.6;
      g.save();
      g.globalAlpha = 0.16 * alpha;
      g.fillStyle = accent;
      g.beginPath();
      g.arc(px, y + 40, r, 0, Math.PI * 2);
      g.fill();
      g.restore();
      grow(px - r, y + 40 - r, px + r, y + 40 + r);
    }
    place(parts.art, x, y, fk);
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

/** Subject framings: offset from the centre (x towards the scene's side) and scale. */
const FRAMINGS: [number, number, number][] = [
  [0, 0, 1],
  [-150, -40, 0.9],
  [70, 30, 1.12],
];

/** The display font of a style at a size. */
const fontOf = (style: VideoStyle, px: number) => {
  const f = STYLES[style].font;
  return `${f.weight} ${Math.round(px)}px "${f.family}", ${SCRIPT_FALLBACKS}`;
};

/** The split's badge between its two pictures. */
function drawVersus(
  g: SKRSContext2D,
  style: VideoStyle,
  accent: string,
  x: number,
  y: number,
  alpha: number,
) {
  g.save();
  g.globalAlpha = alpha;
  g.fillStyle = style === 'minimal' ? '#FFFFFF' : accent;
  g.beginPath();
  g.arc(x, y, 78, 0, Math.PI * 2);
  g.fill();
  g.font = fontOf(style, 64);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = '#111111';
  g.fillText('VS', x, y + 2);
  g.restore();
}

/** The number card: the count running up to its number, what it counts, and its items one by one. */
function drawListCard(
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
  const m = /^(\$?)(\d+)(%?)\s*(.*)$/.exec(text);
  const target = m ? Number(m[2]) : 0;
  const shownN = m ? `${m[1]}${Math.round(target * easeOut(st.label))}${m[3]}` : text;
  const noun = m ? m[4]! : '';
  const f = STYLES[style].font;
  g.save();
  g.globalAlpha = alpha;
  g.translate(dx, 0);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = fontOf(style, 300);
  g.lineJoin = 'round';
  const light = isLight(sc.backdrop);
  bigText(
    g,
    style,
    shownN,
    SPRITE_W / 2,
    260,
    300,
    style === 'minimal' ? (light ? '#1F2328' : '#FFFFFF') : accent,
    light,
  );
  if (noun) {
    let px = 92;
    g.font = fontOf(style, px);
    const shownNoun = f.uppercase ? noun.toUpperCase() : noun.toLowerCase();
    while (g.measureText(shownNoun).width > SPRITE_W - 120 && px > 40) g.font = fontOf(style, (px -= 6));
    bigText(g, style, shownNoun, SPRITE_W / 2, 470, px, light ? '#1F2328' : '#FFFFFF', light);
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

/** The statement card: its two or three key words huge, the rest of the line small above them. */
function drawStatementArt(style: VideoStyle, accent: string, text: string, light: boolean): Canvas {
  // Dark type on a light backdrop (minimal's paper tones), light type with a shadow edge elsewhere.
  const ink = light ? '#1F2328' : '#FFFFFF';
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
  g.font = fontOf(style, px);
  const oneLine = words.join(' ');
  const widest = () => Math.max(...words.map((w) => g.measureText(w).width));
  let lines = [oneLine];
  if (g.measureText(oneLine).width > c.width - 60) {
    lines = words;
    while (widest() > c.width - 60 && px > 60) g.font = fontOf(style, (px -= 10));
  }
  const lineH = px * 1.05;
  const top = 430 - (lineH * lines.length) / 2 + lineH / 2;
  if (rest) {
    // The whole line, small, above the big words: shrunk to fit, else in two lines.
    const line = f.uppercase ? rest.toUpperCase() : rest;
    let small = 46;
    g.font = fontOf(style, small);
    while (g.measureText(line).width > c.width - 60 && small > 34) g.font = fontOf(style, (small -= 2));
    let rows = [line];
    if (g.measureText(line).width > c.width - 60) {
      const w = line.split(/\s+/);
      const half = Math.ceil(w.length / 2);
      rows = [w.slice(0, half).join(' '), w.slice(half).join(' ')];
    }
    g.fillStyle = light ? 'rgba(31,35,40,0.8)' : 'rgba(255,255,255,0.85)';
    const bottom = Math.max(40 + small * 1.2 * (rows.length - 1), top - lineH / 2 - 50);
    rows.forEach((row, k) => g.fillText(row, c.width / 2, bottom - (rows.length - 1 - k) * small * 1.2));
  }
  g.font = fontOf(style, px);
  lines.forEach((line, i) => {
    const y = top + i * lineH;
    const fill = i === lines.length - 1 && style !== 'minimal' && !light ? accent : ink;
    bigText(g, style, line, c.width / 2, y, px, fill, light);
  });
  return c;
}

/** Big display type in the style's treatment (its edge, shadow or glow). */
function bigText(
  g: SKRSContext2D,
  style: VideoStyle,
  text: string,
  x: number,
  y: number,
  px: number,
  fill: string,
  light: boolean,
) {
  g.save();
  switch (style) {
    case 'retro':
      // A hard offset shadow, like a print slightly off register.
      g.fillStyle = '#FF3CAC';
      g.fillText(text, x + px / 22, y + px / 22);
      break;
    case 'futuristic':
      g.shadowColor = '#00E5FF';
      g.shadowBlur = px / 6;
      break;
    case 'documentary': {
      // A lower-third band behind the words.
      const w = g.measureText(text).width;
      g.fillStyle = light ? 'rgba(255,255,255,0.55)' : 'rgba(20,16,12,0.6)';
      g.fillRect(x - w / 2 - px * 0.25, y - px * 0.6, w + px * 0.5, px * 1.2);
      break;
    }
    case 'abstract':
      g.strokeStyle = '#111111';
      g.lineWidth = Math.max(10, px / 9);
      g.strokeText(text, x, y);
      break;
    case 'cinematic':
      if (!light) {
        g.shadowColor = 'rgba(0,0,0,0.6)';
        g.shadowBlur = px / 8;
      }
      break;
    case 'minimal':
      break;
  }
  g.fillStyle = fill;
  g.fillText(text, x, y);
  g.restore();
}

function drawBacking(g: SKRSContext2D, style: VideoStyle, accent: string, half: number, sceneIndex: number) {
  switch (style) {
    case 'cinematic': {
      const r = half * 1.35;
      const grad = g.createRadialGradient(0, 0, 0, 0, 0, r);
      grad.addColorStop(0, 'rgba(255,214,160,0.42)');
      grad.addColorStop(1, 'rgba(255,214,160,0)');
      g.fillStyle = grad;
      g.fillRect(-r, -r, 2 * r, 2 * r);
      break;
    }
    case 'documentary': {
      // A printed photo card with a white border.
      g.fillStyle = 'rgba(0,0,0,0.35)';
      g.beginPath();
      g.roundRect(-half - 36 + 10, -half - 36 + 14, 2 * half + 72, 2 * half + 72, 18);
      g.fill();
      g.fillStyle = '#F4EFE6';
      g.beginPath();
      g.roundRect(-half - 36, -half - 36, 2 * half + 72, 2 * half + 72, 18);
      g.fill();
      g.fillStyle = '#E3DACB';
      g.fillRect(-half - 12, -half - 12, 2 * half + 24, 2 * half + 24);
      break;
    }
    case 'abstract': {
      g.fillStyle = accent;
      g.globalAlpha *= 0.85;
      g.beginPath();
      const r = half * 1.12;
      for (let a = 0; a <= 24; a++) {
        const ang = (a / 24) * Math.PI * 2;
        const rr = r * (1 + 0.09 * Math.sin(ang * 3 + sceneIndex));
        if (a === 0) g.moveTo(rr * Math.cos(ang), rr * Math.sin(ang));
        else g.lineTo(rr * Math.cos(ang), rr * Math.sin(ang));
      }
      g.fill();
      g.globalAlpha /= 0.85;
      break;
    }
    case 'minimal':
      break;
    case 'retro': {
      g.fillStyle = '#1B0B3A';
      g.fillRect(-half - 30, -half - 30, 2 * half + 60, 2 * half + 60);
      g.strokeStyle = '#FFD23F';
      g.lineWidth = 10;
      g.strokeRect(-half - 30, -half - 30, 2 * half + 60, 2 * half + 60);
      break;
    }
    case 'futuristic': {
      g.strokeStyle = 'rgba(0,229,255,0.9)';
      g.lineWidth = 5;
      g.shadowColor = '#00E5FF';
      g.shadowBlur = 20;
      g.beginPath();
      g.arc(0, 0, half * 1.18, -Math.PI * 0.15, Math.PI * 1.35);
      g.stroke();
      // HUD corner brackets.
      const b = half * 1.3;
      const l = 50;
      g.lineWidth = 6;
      for (const [sx, sy] of [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ] as const) {
        g.beginPath();
        g.moveTo(sx * b, sy * (b - l));
        g.lineTo(sx * b, sy * b);
        g.lineTo(sx * (b - l), sy * b);
        g.stroke();
      }
      g.shadowBlur = 0;
      break;
    }
  }
}

/** The kinetic label's text in this style, drawn once into its own canvas. */
function drawLabelArt(style: VideoStyle, look: StyleLook, accent: string, text: string): Canvas {
  let size = Number(/(\d+)px/.exec(look.labelFont)![1]);
  const weight = look.labelFont.split(' ')[0];
  const shown = style === 'minimal' ? text.toLowerCase() : text;
  const probe = createCanvas(8, 8).getContext('2d');
  probe.font = captionFont(Number(weight), size, shown);
  while (probe.measureText(shown).width > SPRITE_W - 80 && size > 30) {
    size -= 4;
    probe.font = captionFont(Number(weight), size, shown);
  }
  const w = probe.measureText(shown).width;
  const c = createCanvas(Math.ceil(Math.min(SPRITE_W, w + 80)), Math.ceil(size * 2));
  const g = c.getContext('2d');
  g.font = captionFont(Number(weight), size, shown);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  g.translate(c.width / 2, c.height / 2 - size * 0.08);
  switch (style) {
    case 'cinematic':
      g.fillStyle = accent;
      g.fillRect(-w / 2, size * 0.6, w, 8);
      g.shadowColor = 'rgba(0,0,0,0.6)';
      g.shadowBlur = 16;
      g.fillStyle = '#FFFFFF';
      g.fillText(shown, 0, 0);
      break;
    case 'documentary':
      g.fillStyle = 'rgba(20,16,12,0.82)';
      g.fillRect(-w / 2 - 24, -size * 0.72, w + 48, size * 1.44);
      g.fillStyle = '#F4EFE6';
      g.fillText(shown, 0, 2);
      break;
    case 'abstract':
      g.strokeStyle = '#111111';
      g.lineWidth = 14;
      g.strokeText(shown, 0, 0);
      g.fillStyle = '#FFFFFF';
      g.fillText(shown, 0, 0);
      break;
    case 'minimal':
      g.fillStyle = 'rgba(255,255,255,0.92)';
      g.fillText(shown, 0, 0);
      g.fillRect(-40, size * 0.7, 80, 3);
      break;
    case 'retro':
      g.fillStyle = '#FF3CAC';
      g.fillText(shown, 7, 7);
      g.fillStyle = '#FFD23F';
      g.fillText(shown, 0, 0);
      break;
    case 'futuristic':
      g.shadowColor = '#00E5FF';
      g.shadowBlur = 22;
      g.fillStyle = '#CFFAFF';
      g.fillText(shown, 0, 0);
      break;
  }
  return c;
}
