import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import type { Scene } from '../scenes/scenes.ts';
import type { CaptionPlacement } from './safe-zones.ts';
import { DESIGN_TOP, spriteFit } from './scene-fit.ts';
import {
  coverSize,
  floatExpressions,
  floatReach,
  FPS,
  layoutOf,
  LOOKS,
  SPRITE_W,
  stateAt,
  subjectSize,
  type SpriteState,
  type StyleLook,
} from './scene-look.ts';
import { drawSprite, type SpriteParts } from './scene-sprite.ts';
import { drawStatementArt, statementParts } from './scene-statement.ts';
import { drawArt, groundOf } from './scene-subject.ts';
import { drawLabelArt, type CardBrand } from './scene-type.ts';
import { toYuva420p } from './yuva.ts';

export { floatExpressions, layoutOf, LOOKS, SPRITE_W, SPRITE_X } from './scene-look.ts';

// The scene layer: each scene drawn by canvas into one transparent sprite in the room the captions
// leave (scene-fit.ts), in the scene's layout (issue 37: a big moving subject, a number card counting up, a
// statement card, a split of two pictures; footage shows only its label) and arriving by the scene's
// transition (push, whip, zoom, glitch, dissolve or a cut). Like the caption layer, an image is drawn
// only when the sprite visibly changes (an entrance step, the emphasis pulse, the label popping in, an
// exit): about 10 to 14 images per scene, animated at 15 steps a second. The steady motion (float,
// sway, the retro bob) is ffmpeg's overlay x/y expression, which costs nothing per frame
// (decision 013).
// This file plans the images and caches them; scene-sprite.ts draws one, with a file per layout.

/** During the title card the hook's big picture sits above the card: design row 0 at this frame row. */
const TITLE_ART_Y = 90;
/** At most this much memory holds images that a later image repeats (24 sprites; W30 needs up to 20). */
const KEEP_BYTES = 48 * 1024 * 1024;

export interface SceneLayerInput {
  scenes: Scene[];
  style: VideoStyle;
  durationSec: number;
  accent: string;
  /** A brand kit's font and text colour for the statement and label cards (issue 41). */
  brand?: CardBrand | null;
  /** Where the hook's title card ends: until then the hook's illustration sits small above it. */
  titleEnd: number;
  /** Where the render's captions go: the scenes take the room they leave. */
  placement?: CaptionPlacement;
  /**
   * The rate ffmpeg blends the sprite at, when below FPS (over a plain backdrop it is the backdrop's,
   * decision 013): an image whose frames all fall between two blended frames is never seen, so it is
   * neither drawn nor sent.
   */
  blendFps?: number;
  /** The voice-over's words and their starts: a statement card shows one sentence at a time by them. */
  words?: readonly { word: string; start: number }[];
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

/** Rasterises an illustration `size` px square (illustration-icons.ts's, or the layer thread's from PNGs). */
export type BitmapLoader = (id: string, size: number) => Promise<Canvas | null>;

/** The illustrations module is loaded only where it is needed: the layer thread gets PNGs instead. */
const defaultLoader: BitmapLoader = async (id, size) =>
  (await import('../scenes/illustration-icons.ts')).illustrationBitmap(id, size);

/**
 * A statement card shows only its words (drawSprite), and a documentary photo is held only over a
 * picture (stateAt): outside the hook's title card its illustration is never seen, so it is neither
 * loaded nor drawn.
 */
function pictureUnseen(sc: Scene, hookSize: boolean): boolean {
  return !hookSize && layoutOf(sc) === 'statement';
}

/**
 * Removes, in place, the images that no blended frame (every `every`th frame) shows: image i lasts
 * from frames[i] to the next image (the last one to `total`), and ffmpeg blends the latest image at
 * or before each blended frame. An image equal to the one kept before it goes as well.
 */
function dropUnseen(states: SpriteState[], frames: number[], keys: string[], every: number, total: number) {
  let n = 0;
  for (let i = 0; i < frames.length; i++) {
    const end = frames[i + 1] ?? total + 1;
    const seen = Math.ceil(frames[i]! / every) * every < end;
    if (!seen || (n > 0 && keys[i] === keys[n - 1])) continue;
    states[n] = states[i]!;
    frames[n] = frames[i]!;
    keys[n] = keys[i]!;
    n++;
  }
  states.length = n;
  frames.length = n;
  keys.length = n;
}

export async function planSceneLayer(
  input: SceneLayerInput,
  loadBitmap: BitmapLoader = defaultLoader,
): Promise<SceneLayer | null> {
  if (!input.scenes.length) return null;
  const fit = spriteFit(input.placement, floatReach(input.style));
  const look: StyleLook = {
    ...LOOKS[input.style],
    size: subjectSize(input.style, fit.scale),
    hookSize: coverSize(fit.scale),
  };
  const states: SpriteState[] = [];
  const frames: number[] = [];
  const total = Math.ceil(input.durationSec * FPS);
  const keys: string[] = [];
  const parts = input.scenes.map((sc) =>
    layoutOf(sc) === 'statement' ? statementParts(sc, input.words) : null,
  );
  let s = 0;
  let last = '';
  for (let f = 0; f <= total; f++) {
    const t = f / FPS + 1e-6;
    while (s < input.scenes.length - 1 && t >= input.scenes[s]!.end) s++;
    const st = stateAt(input.scenes, look, s, t, parts);
    const key = `${st.scene}|${st.enter}|${st.exit}|${st.pulse}|${st.label}|${st.push}|${st.items}|${t < input.titleEnd ? 1 : 0}|${st.part}`;
    if (key === last) continue;
    last = key;
    states.push(st);
    frames.push(f);
    keys.push(key);
  }
  if (input.blendFps && FPS % input.blendFps === 0)
    dropUnseen(states, frames, keys, FPS / input.blendFps, total);
  // Every illustration rendered (or read from the cache) before ffmpeg starts asking for images.
  const bitmaps = new Map<string, Canvas>();
  await Promise.all(
    input.scenes.map(async (sc) => {
      if (!sc.illustration || sc.clip) return;
      const hook = sc.kind === 'hook' && sc.start < input.titleEnd;
      if (pictureUnseen(sc, hook)) return;
      const size = hook ? look.hookSize : look.size;
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
  // The same picture at the same size on the same ground (which decides its backing disc) looks the
  // same in every scene (W30 shows its subject four or five times): drawn once, its blurred shadow
  // being the costly part. Abstract's backing changes shape scene to scene.
  const drawnArts = new Map<string, Canvas>();
  const artFor = (sc: Scene, si: number, small: boolean, second = false): Canvas => {
    const key = `${si}|${small}|${second}`;
    let art = arts.get(key);
    if (!art) {
      const size = small ? look.hookSize : look.size;
      const id = second ? sc.secondIllustration : sc.illustration;
      const bmp = id ? (bitmaps.get(`${id}@${size}`) ?? null) : null;
      // Over footage only the label is drawn; a statement card, only its words.
      if (sc.clip || !bmp || pictureUnseen(sc, small)) art = createCanvas(2, 2);
      else {
        const ground = groundOf(input.style, input.accent, sc.backdrop);
        const same = `${id}@${size}|${ground}|${input.style === 'abstract' ? si : ''}`;
        art = drawnArts.get(same);
        if (!art) {
          art = drawArt(input.style, input.accent, bmp, size, si, sc.backdrop);
          drawnArts.set(same, art);
        }
      }
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
      // frame on the cut is never empty (decision 035). Only a picture over a picture: a card cuts in.
      holds: !!look.stacks && st.enter < 1 && prev !== null,
    };
  };
  // Images that look the same (a scene that repeats an illustration runs through the same entrance,
  // label and pulse steps; an invisible first step) are drawn once and copied afterwards: the key holds
  // everything drawSprite reads. An image is kept only while a later one repeats it, up to KEEP_BYTES.
  const artKey = (si: number, small: boolean) => {
    const sc = input.scenes[si]!;
    const layout = small ? 'title' : layoutOf(sc);
    const drawn = `${sc.clip ? '' : (sc.illustration ?? '')}+${layout === 'split' ? sc.secondIllustration : ''}`;
    // A picture's backing disc depends on the backdrop's leading colour (drawArt), a card's words on all of it.
    const ground =
      layout === 'statement'
        ? `${sc.text}|${sc.backdrop?.colors.join() ?? ''}`
        : (sc.backdrop?.colors[0] ?? '');
    return `${drawn}@${small ? look.hookSize : look.size}|${layout}|${sc.transition ?? ''}|${ground}${input.style === 'abstract' ? `#${si}` : ''}`;
  };
  const firstOf = new Map<string, number>();
  const repeatOf: number[] = [];
  const lastUse = new Map<number, number>();
  states.forEach((st, i) => {
    const { sc, small, labelled, prevSmall, holds } = imageOf(i);
    const key = JSON.stringify([
      st.part,
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
  const statements = new Map<string, Canvas>();
  const statementFor = (sc: Scene, si: number, part: number): Canvas => {
    let art = statements.get(`${si}|${part}`);
    if (!art) {
      const text = parts[si]?.[part]?.text ?? sc.text;
      art = drawStatementArt(input.style, input.accent, text, sc.backdrop, input.brand);
      statements.set(`${si}|${part}`, art);
    }
    return art;
  };
  const labels = new Map<number, Canvas>();
  const labelFor = (sc: Scene, si: number): Canvas => {
    let art = labels.get(si);
    if (!art) {
      art = drawLabelArt(input.style, look, input.accent, sc.label!.text, input.brand, sc.backdrop);
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
      statement: layout === 'statement' ? statementFor(sc, st.scene, st.part) : null,
      held: holds ? { art: artFor(prev!, st.scene - 1, prevSmall), small: prevSmall } : null,
    };
    const box = drawSprite(g, input.style, look, st, sc, parts, small, input.accent, fit);
    fadeEdges(g, H);
    return toYuva420p(canvas.data(), SPRITE_W, H, box, into);
  }
}

/** Rows at the sprite's top and bottom over which whatever reaches its edge fades out. */
const EDGE_FADE = 28;

/**
 * A subject's glow or shadow that reaches the sprite's top or bottom edge fades out there instead of
 * ending in a straight line across the frame (seen: a cinematic glow boxed in above a framed-high
 * handshake). The pictures themselves end inside the sprite (placeSubject), so only faint light is cut.
 */
function fadeEdges(g: SKRSContext2D, h: number) {
  g.save();
  g.resetTransform();
  g.globalCompositeOperation = 'destination-out';
  for (const [from, to] of [
    [0, EDGE_FADE],
    [h, h - EDGE_FADE],
  ] as const) {
    const grad = g.createLinearGradient(0, from, 0, to);
    grad.addColorStop(0, 'rgba(0,0,0,1)');
    grad.addColorStop(1, 'rgba(0,0,0,0)');
    g.fillStyle = grad;
    g.fillRect(0, Math.min(from, to), SPRITE_W, EDGE_FADE);
  }
  g.restore();
}
