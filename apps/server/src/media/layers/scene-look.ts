import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { BG_FPS } from '../scenes/backgrounds.ts';
import type { Scene } from '../scenes/scenes.ts';
import { STYLES } from '../scenes/styles.ts';

// What the scene layer's drawing files share: each style's look (sizes, entrance, float, label type),
// the sprite's size, and the state of one image (how far the entrance, pulse, label and push-in are).

export const SPRITE_W = 1080;
/** Where the sprite sits across the 1080x1920 frame before the float. */
export const SPRITE_X = 0;
/** The subject's centre in the design space (scene-fit.ts). */
export const CENTRE_Y = 470;
/** The big subject's slow push-in and drift advance this many steps a second (each step an image). */
const PUSH_FPS = 4;
/** Animation steps per second: the backdrop's rate, at which ffmpeg blends the sprite (decision 013). */
const STEP_FPS = BG_FPS;
export const FPS = 30;

/**
 * The most a subject takes of the design space's 860 rows at rest, so that in its close-up framing
 * (1.06) fully pushed in (up to 1.12) it still ends inside the sprite: a bigger one was cut flat by
 * the sprite's edge in the middle of the frame (seen on the contact sheets at 780).
 */
const SUBJECT_MAX = 720;

/**
 * The big subject's size in the design space: the style's share of the frame's width (styles.ts
 * subjectWidth, issue 37: 55 to 75 %) once the sprite is scaled into the room the captions leave.
 * Sized in the design space alone, it came out at 49 to 59 % under bottom captions.
 */
export const subjectSize = (style: VideoStyle, scale: number) =>
  Math.min(SUBJECT_MAX, Math.round((STYLES[style].subjectWidth * SPRITE_W) / scale));

/**
 * The hook's picture above the title card, the video's cover (issue 37): 56 % of the frame's width
 * once the sprite is scaled, placed so that its backing (futuristic's brackets reach furthest, 1.3
 * times the picture) ends inside the sprite's top, and the picture's foot meets the title card's
 * plate (captions.ts TITLE_TOP).
 */
export const coverSize = (scale: number) => Math.min(760, Math.round((0.56 * SPRITE_W) / scale));
/** The cover picture's centre row in the design space (the sprite's rows start at DESIGN_TOP, 40). */
export const coverCentre = (size: number) => 44 + 0.66 * size;

export interface StyleLook {
  /** Entrance and exit lengths in seconds (0: a cut). */
  enter: number;
  exit: number;
  /** Illustration size in the design space for the big subject (subjectSize) and for the hook (coverSize). */
  size: number;
  hookSize: number;
  /** Overlay motion: `y` amplitude (px) and period (s), `x` sway amplitude; `steps` makes it jump. */
  float: { y: number; period: number; x: number; steps?: number };
  labelFont: string;
  /** Each new photo lands over the last one, which stays until it is in (documentary; decision 035). */
  stacks?: boolean;
}

export const LOOKS: Record<VideoStyle, Omit<StyleLook, 'size' | 'hookSize'>> = {
  cinematic: {
    enter: 0.5,
    exit: 0,
    float: { y: 10, period: 6, x: 0 },
    labelFont: '800 76px Inter',
  },
  documentary: {
    stacks: true,
    enter: 0.4,
    exit: 0,
    float: { y: 0, period: 1, x: 0 },
    labelFont: '700 64px Inter',
  },
  abstract: {
    enter: 0.45,
    exit: 0,
    float: { y: 18, period: 3.2, x: 14 },
    labelFont: '900 92px Inter',
  },
  minimal: {
    enter: 0,
    exit: 0,
    float: { y: 0, period: 1, x: 0 },
    labelFont: '500 60px Inter',
  },
  retro: {
    enter: 0.34,
    exit: 0,
    float: { y: 10, period: 1, x: 0, steps: 2 },
    labelFont: '900 80px Inter',
  },
  futuristic: {
    enter: 0.35,
    exit: 0,
    float: { y: 8, period: 4, x: 0 },
    labelFont: '600 70px Inter',
  },
};

export interface SpriteState {
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
  /** Which of a statement scene's cards shows: the sentence being spoken (statementParts). */
  part: number;
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

/**
 * The layout a scene is drawn in: footage whenever it has a clip, the subject when none was chosen, a
 * statement card where a picture was wanted but there is none (an empty middle, layouts.ts).
 */
export const layoutOf = (sc: Scene) => {
  if (sc.clip) return 'footage';
  const layout = sc.layout ?? 'subject';
  return !sc.illustration && (layout === 'subject' || layout === 'split') ? 'statement' : layout;
};

/** Layouts that show the scene's picture (a split's two, when `split`), not a card of type. */
const isPicture = (layout: string, split = false) =>
  layout === 'subject' || layout === 'title' || (split && layout === 'split');

/** A list card's count: the number its label starts with (at most 12 items are drawn). */
export const countOf = (sc: Scene) => Number(/^\$?(\d+)/.exec(sc.label?.text ?? '')?.[1] ?? 0);

export const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/** Progress through an animation of `len` seconds, `since` seconds in, advancing STEP_FPS times a second. */
const step = (since: number, len: number, fps = STEP_FPS) =>
  since < 0 ? 0 : clamp01(Math.round((Math.floor(since * fps) / fps / len) * 1000) / 1000);
export const easeOut = (t: number) => 1 - (1 - t) ** 3;
export const easeBack = (t: number) => 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2;

export function stateAt(
  scenes: Scene[],
  look: StyleLook,
  s: number,
  t: number,
  /** Each scene's statement cards and when each starts (null: one card or another layout). */
  cards: readonly (readonly { from: number }[] | null)[] = [],
): SpriteState {
  const sc = scenes[s]!;
  const since = t - sc.start;
  const until = sc.end - t;
  // The first scene is in at frame 0, which feeds show before playback starts (decision 035).
  // The scene's transition decides its entrance; without one, the style's own.
  const len = sc.transition ? ENTER_SEC[sc.transition] : look.enter;
  // A style that lays each photo over the last arrives on a cut unless both are pictures: a statement
  // or number card is never drawn over a photo (seen in a documentary about bees), nor a photo over one.
  const over =
    !look.stacks || (s > 0 && isPicture(layoutOf(sc), true) && isPicture(layoutOf(scenes[s - 1]!)));
  const enter = len && s > 0 && over ? step(since, len) : 1;
  const exit = look.exit && s < scenes.length - 1 ? step(look.exit - until, look.exit) : 0;
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
  const list = cards[s];
  let part = 0;
  while (list && part + 1 < list.length && t >= list[part + 1]!.from) part++;
  return { scene: s, enter, exit, pulse, label, push, items, part };
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
export const floatReach = (style: VideoStyle) => LOOKS[style].float.y;

/** Where a layout draws one image: the canvas in design space, with the entrance already worked out. */
export interface Stage {
  g: SKRSContext2D;
  style: VideoStyle;
  accent: string;
  /** The side things come from: 1 or -1, alternating scene to scene. */
  side: number;
  alpha: number;
  /** The entrance's and the drift's horizontal offset. */
  dx: number;
  /** Places a canvas centred at (x, y) with the scene's motion (scale k, turn, offset `shift`). */
  place(c: Canvas, x: number, y: number, k?: number, turn?: number, shift?: number): void;
  /** Grows the box of what this image covers (in design space). */
  grow(x0: number, y0: number, x1: number, y1: number): void;
}
