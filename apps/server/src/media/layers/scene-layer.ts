import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { BG_FPS } from '../scenes/backgrounds.ts';
import { toYuva420p, type Box } from './caption-layer.ts';
import type { Scene } from '../scenes/scenes.ts';

// The scene layer: each scene's illustration and kinetic label drawn by canvas into one transparent
// sprite that ffmpeg overlays in the upper half of the frame. Like the caption layer, an image is drawn
// only when the sprite visibly changes (an entrance step, the emphasis pulse, the label popping in, an
// exit): about 10 to 14 images per scene, animated at 15 steps a second. The steady motion (float,
// sway, the retro bob) is ffmpeg's overlay x/y expression, which costs nothing per frame
// (decision 013).

export const SPRITE_W = 880;
export const SPRITE_H = 880;
/** Where the sprite sits in the 1080x1920 frame before the float. */
export const SPRITE_X = 100;
export const SPRITE_Y = 190;
/** Animation steps per second: the backdrop's rate, at which ffmpeg blends the sprite (decision 013). */
const STEP_FPS = BG_FPS;
/** At most this much memory holds images that a later image repeats (24 sprites; W30 needs up to 20). */
const KEEP_BYTES = 48 * 1024 * 1024;
const FPS = 30;

interface StyleLook {
  /** Entrance and exit lengths in seconds (0: a cut). */
  enter: number;
  exit: number;
  /** Illustration size for points and for the hook (above the title card). */
  size: number;
  hookSize: number;
  /** Overlay motion: `y` amplitude (px) and period (s), `x` sway amplitude; `steps` makes it jump. */
  float: { y: number; period: number; x: number; steps?: number };
  labelFont: string;
}

export const LOOKS: Record<VideoStyle, StyleLook> = {
  cinematic: {
    enter: 0.5,
    exit: 0.2,
    size: 540,
    hookSize: 250,
    float: { y: 10, period: 6, x: 0 },
    labelFont: '800 76px Inter',
  },
  documentary: {
    enter: 0.4,
    exit: 0,
    size: 480,
    hookSize: 230,
    float: { y: 0, period: 1, x: 0 },
    labelFont: '700 64px Inter',
  },
  abstract: {
    enter: 0.45,
    exit: 0.15,
    size: 560,
    hookSize: 260,
    float: { y: 18, period: 3.2, x: 14 },
    labelFont: '900 92px Inter',
  },
  minimal: {
    enter: 0,
    exit: 0,
    size: 420,
    hookSize: 220,
    float: { y: 0, period: 1, x: 0 },
    labelFont: '500 60px Inter',
  },
  retro: {
    enter: 0.34,
    exit: 0,
    size: 520,
    hookSize: 240,
    float: { y: 10, period: 1, x: 0, steps: 2 },
    labelFont: '900 80px Inter',
  },
  futuristic: {
    enter: 0.35,
    exit: 0.13,
    size: 500,
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
}

export interface SceneLayerInput {
  scenes: Scene[];
  style: VideoStyle;
  durationSec: number;
  accent: string;
  /** Where the hook's title card ends: until then the hook's illustration sits small above it. */
  titleEnd: number;
}

export interface SceneLayer {
  width: number;
  height: number;
  frames: number[];
  /** ffmpeg expressions (single-quote them) for the overlay position. */
  x: string;
  y: string;
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
  const enter = look.enter && s > 0 ? step(since, look.enter) : 1;
  const exit = look.exit && s < input.scenes.length - 1 ? step(look.exit - until, look.exit) : 0;
  const pulseT = sc.emphasisAt !== null ? t - sc.emphasisAt : -1;
  const pulse = pulseT >= 0 && pulseT < 0.4 ? step(pulseT, 0.4) : 0;
  const label = sc.label ? step(t - sc.label.at + 0.05, 0.3) : 0;
  return { scene: s, enter, exit, pulse, label };
}

/** The overlay position expressions for a style's steady motion (t in seconds). */
export function floatExpressions(style: VideoStyle): { x: string; y: string } {
  const f = LOOKS[style].float;
  const x = f.x ? `${SPRITE_X}+${f.x}*sin(2*PI*t/${(f.period * 1.7).toFixed(2)})` : String(SPRITE_X);
  let y = String(SPRITE_Y);
  if (f.steps) y = `${SPRITE_Y}+${f.y}*mod(floor(t*${f.steps}),2)`;
  else if (f.y) y = `${SPRITE_Y}+${f.y}*sin(2*PI*t/${f.period})`;
  return { x, y };
}

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
    const key = `${st.scene}|${st.enter}|${st.exit}|${st.pulse}|${st.label}|${t < input.titleEnd ? 1 : 0}`;
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
      const key = `${sc.illustration}@${size}`;
      if (bitmaps.has(key)) return;
      const bmp = await loadBitmap(sc.illustration, input.style === 'retro' ? 40 : size);
      if (bmp) bitmaps.set(key, bmp);
    }),
  );
  const canvas = createCanvas(SPRITE_W, SPRITE_H);
  const g = canvas.getContext('2d');
  const out = Buffer.allocUnsafeSlow(SPRITE_W * SPRITE_H * 2.5);
  const { x, y } = floatExpressions(input.style);
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
  const artFor = (sc: Scene, si: number, small: boolean): Canvas => {
    const key = `${si}|${small}`;
    let art = arts.get(key);
    if (!art) {
      const size = small ? look.hookSize : look.size;
      const bmp = sc.illustration ? (bitmaps.get(`${sc.illustration}@${size}`) ?? null) : null;
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
    return `${sc.clip ? '' : (sc.illustration ?? '')}@${small ? look.hookSize : look.size}${input.style === 'abstract' ? `#${si}` : ''}`;
  };
  const firstOf = new Map<string, number>();
  const repeatOf: number[] = [];
  const lastUse = new Map<number, number>();
  states.forEach((st, i) => {
    const { sc, small, labelled, prevSmall, holds } = imageOf(i);
    const key = JSON.stringify([
      artKey(st.scene, small),
      small,
      st.scene % 2,
      st.enter,
      st.exit,
      st.pulse,
      labelled ? sc.label!.text : null,
      labelled ? st.label : 0,
      holds ? artKey(st.scene - 1, prevSmall) : '',
    ]);
    const first = firstOf.get(key);
    if (first === undefined) firstOf.set(key, i);
    else lastUse.set(first, i);
    repeatOf.push(first ?? -1);
  });
  const bytes = SPRITE_W * SPRITE_H * 2.5;
  const kept = new Map<number, Buffer>();
  const spare: Buffer[] = [];
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
    height: SPRITE_H,
    frames,
    x,
    y,
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
    g.clearRect(0, 0, SPRITE_W, SPRITE_H);
    const art = artFor(sc, st.scene, small);
    const label = labelled ? labelFor(sc, st.scene) : null;
    const held = holds ? { art: artFor(prev!, st.scene - 1, prevSmall), small: prevSmall } : null;
    const box = drawSprite(g, input.style, look, st, art, label, small, held);
    return toYuva420p(canvas.data(), SPRITE_W, SPRITE_H, box, into);
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

/** One image of the sprite: the scene's art with this style's entrance, exit and pulse, then the label. */
function drawSprite(
  g: SKRSContext2D,
  style: VideoStyle,
  look: StyleLook,
  st: SpriteState,
  art: Canvas,
  label: Canvas | null,
  small: boolean,
  /** The previous scene's art, drawn under this one while it comes in (documentary). */
  held: { art: Canvas; small: boolean } | null = null,
): Box {
  const size = small ? look.hookSize : look.size;
  const cx = SPRITE_W / 2;
  const cy = small ? 70 + size / 2 : 60 + look.size / 2;
  const side = st.scene % 2 ? -1 : 1;
  const e = st.enter;
  let alpha = 1;
  let scale = 1;
  let dx = 0;
  let dy = 0;
  let rot = 0;
  let ghost = false;
  switch (style) {
    case 'cinematic':
      alpha = easeOut(e) * (1 - st.exit);
      scale = 0.88 + 0.12 * easeOut(e) + 0.04 * st.exit;
      break;
    case 'documentary':
      alpha = easeOut(e);
      dy = 60 * (1 - easeOut(e));
      rot = side * 0.03;
      break;
    case 'abstract':
      scale = e < 1 ? 0.3 + 0.7 * easeBack(e) : 1;
      rot = (1 - e) * side * 0.5 + side * 0.06;
      alpha = 1 - st.exit;
      scale *= 1 + 0.5 * st.exit;
      break;
    case 'minimal':
      break;
    case 'retro':
      // Four hard steps in from the side: a sprite sliding on an old console.
      dx = -side * Math.round((1 - e) * 4) * 110;
      break;
    case 'futuristic':
      alpha = e < 1 ? 0.4 + 0.6 * e : 1 - st.exit;
      dx = e < 1 ? side * Math.round(Math.sin(e * 17) * 24) : 0;
      ghost = e < 1;
      break;
  }
  // Emphasis pulse when the word that chose the illustration is spoken.
  const pulse = st.pulse > 0 && st.pulse < 1 ? Math.sin(st.pulse * Math.PI) : 0;
  scale *= 1 + 0.12 * pulse;
  alpha = Math.max(0, Math.min(1, alpha));

  let heldReach = 0;
  let heldY = cy;
  if (held && held.art.width > 2) {
    // The previous photo where it settled (its tilt the other way), fading only as the new one lands.
    const h = held.art.width;
    heldY = held.small ? 70 + look.hookSize / 2 : 60 + look.size / 2;
    g.save();
    g.globalAlpha = clamp01(1 - e * e);
    g.translate(cx, heldY);
    g.rotate(-side * 0.03);
    g.drawImage(held.art, -h / 2, -h / 2);
    g.restore();
    heldReach = (h / 2) * 1.42;
  }
  const a = art.width;
  g.save();
  g.globalAlpha = alpha;
  g.translate(cx + dx, cy + dy);
  g.rotate(rot);
  g.scale(scale, scale);
  if (ghost) {
    // Chromatic split while it glitches in.
    g.globalAlpha = alpha * 0.45;
    g.drawImage(art, -a / 2 - 14, -a / 2);
    g.drawImage(art, -a / 2 + 14, -a / 2 + 4);
    g.globalAlpha = alpha;
  }
  g.drawImage(art, -a / 2, -a / 2);
  g.restore();
  const reach = (a / 2) * scale * (rot ? 1.42 : 1) + (ghost ? 20 : 0);
  const box: Box = {
    x0: cx + dx - reach,
    x1: cx + dx + reach,
    y0: cy + dy - reach,
    y1: cy + dy + reach,
  };
  if (heldReach) {
    box.x0 = Math.min(box.x0, cx - heldReach);
    box.x1 = Math.max(box.x1, cx + heldReach);
    box.y0 = Math.min(box.y0, heldY - heldReach);
    box.y1 = Math.max(box.y1, heldY + heldReach);
  }

  if (label) {
    const p = st.label;
    const ly = 60 + look.size + 120;
    const pop = style === 'minimal' || style === 'documentary' ? 1 : p < 1 ? 0.5 + 0.5 * easeBack(p) : 1;
    const fade = style === 'documentary' || style === 'minimal' ? p : 1;
    g.save();
    g.globalAlpha = Math.max(0, Math.min(1, alpha * fade));
    g.translate(SPRITE_W / 2, ly + (style === 'documentary' ? 20 * (1 - p) : 0));
    if (style === 'abstract') g.rotate(-0.06);
    g.scale(pop, pop);
    g.drawImage(label, -label.width / 2, -label.height / 2);
    g.restore();
    box.y1 = Math.max(box.y1, ly + (label.height / 2) * pop * 1.2 + 24);
    box.x0 = 0;
    box.x1 = SPRITE_W;
  }
  return box;
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
  probe.font = `${weight} ${size}px Inter`;
  while (probe.measureText(shown).width > SPRITE_W - 80 && size > 30) {
    size -= 4;
    probe.font = `${weight} ${size}px Inter`;
  }
  const w = probe.measureText(shown).width;
  const c = createCanvas(Math.ceil(Math.min(SPRITE_W, w + 80)), Math.ceil(size * 2));
  const g = c.getContext('2d');
  g.font = `${weight} ${size}px Inter`;
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
