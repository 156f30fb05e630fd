import type { Vibe, VideoStyle } from '@reelsmith/contracts/video';
import { gradientPoints } from './gradient-points.ts';
import type { Backdrop, BackdropPattern } from './styles.ts';

// Procedural motion backgrounds. Each style is drawn by ffmpeg's own sources at a low resolution, given
// its look there (grading, vignette, grain, grid, pixels) and scaled to 1080x1920 once: the per-pixel
// work happens on 1/36 of the pixels, which is what keeps the render close to the cost of encoding
// alone (see docs/PERFORMANCE.md). The vibe picks the palette, the style picks motion and texture.

export interface Palette {
  colors: string[];
  /** Title-card accent, #RRGGBB. */
  accent: string;
}

export const VIBE_PALETTES: Record<Vibe, Palette> = {
  educational: { colors: ['0x0f2027', '0x203a43', '0x2c5364', '0x1c6e8c'], accent: '#4FC3F7' },
  motivational: { colors: ['0xff512f', '0xdd2476', '0xf09819', '0x6a1b3a'], accent: '#FFD54F' },
  meme: { colors: ['0x8e2de2', '0xff0080', '0x00c6ff', '0xffe600'], accent: '#00FF85' },
  comedy: { colors: ['0xf8b500', '0xff6f61', '0x6a82fb', '0xfc5c7d'], accent: '#FF6F61' },
};

export interface BackgroundSource {
  /** A lavfi source description (input of `-f lavfi -i`). */
  lavfi: string;
  /** Filters applied at low resolution, before the single upscale. */
  lowResFilters: string[];
  scaleFlags: 'bilinear' | 'neighbor' | 'bicubic';
}

/**
 * Backdrops move slowly: drawn at 10 fps (every frame shown three times) cuts their cost to a third
 * without visible steps. The `speed` values below were tuned at 15 fps; `gradients` moves by `speed` per
 * frame, so they are rescaled to keep the same motion per second.
 */
export const BG_FPS = 10;
const SPEED_TUNED_AT_FPS = 15;
const LOW_W = 180;
const LOW_H = 320;
/**
 * Cinematic, documentary and minimal are drawn at half of 180x320 and scaled up 12x: the source, the
 * grading, the RGBA → yuv420p conversion and the upscale's reads work on a quarter of the pixels (the
 * backdrop's instructions about halve). The picture is still the 180x320 one, its gradient line (chosen
 * by the seed at 180x320) passed halved; the line moves by at most half a pixel of 180x320 (decision 044).
 * Not abstract: its spiral divides by the line's x, so that half pixel can change whole frames. Not
 * retro or futuristic: their pixels and grid lines are drawn at their size.
 */
const HALF = 2;

function gradients(
  colors: string[],
  opts: {
    type: number;
    speed: number;
    w?: number;
    h?: number;
    shrink?: number;
    seed: number;
    duration: number;
  },
): string {
  const c = colors.map((col, i) => `c${i}=${col}`).join(':');
  const w = opts.w ?? LOW_W;
  const h = opts.h ?? LOW_H;
  const k = opts.shrink ?? 1;
  // Pixel q of the smaller frame covers pixels k*q .. k*q+k-1 of the larger: floor keeps the line
  // where it was to within half a pixel of the smaller frame.
  const [x0, y0, x1, y1] = gradientPoints(opts.seed, w, h).map((p) => Math.floor(p / k));
  return `gradients=s=${w / k}x${h / k}:r=${BG_FPS}:${c}:n=${colors.length}:type=${opts.type}:speed=${+((opts.speed * SPEED_TUNED_AT_FPS) / BG_FPS).toFixed(5)}:x0=${x0}:y0=${y0}:x1=${x1}:y1=${y1}:d=${opts.duration.toFixed(3)}`;
}

/**
 * Grades a palette colour here, once, instead of running `eq` on every frame (measured: about 0.25 s of
 * CPU per 30 s even at 180x320). Saturation around Rec.709 luma, contrast around mid-grey, then brightness.
 */
export function grade(
  hex: string,
  g: { saturation?: number; contrast?: number; brightness?: number },
): string {
  const n = Number.parseInt(hex.replace(/^0x|^#/, ''), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
  const luma = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
  const out = rgb.map((c) => {
    let v = luma + (c - luma) * (g.saturation ?? 1);
    v = 0.5 + (v - 0.5) * (g.contrast ?? 1) + (g.brightness ?? 0);
    return Math.round(Math.min(1, Math.max(0, v)) * 255);
  });
  return `0x${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const gradeAll = (colors: string[], g: Parameters<typeof grade>[1]) => colors.map((c) => grade(c, g));

/** The moving backdrop for a style and vibe. `seed` varies the gradient layout between videos. */
export function backgroundSource(
  style: VideoStyle,
  vibe: Vibe,
  durationSec: number,
  seed = 1,
): BackgroundSource {
  const pal = VIBE_PALETTES[vibe].colors;
  const base = { seed: seed % 100000, duration: durationSec };
  switch (style) {
    case 'cinematic':
      // Slow radial light, teal-and-orange grade, deep vignette: a lit set rather than a flat card.
      return {
        lavfi: gradients(gradeAll(pal, { contrast: 1.15, brightness: -0.06, saturation: 0.85 }), {
          ...base,
          type: 1,
          shrink: HALF,
          speed: 0.006,
        }),
        // Without dither: vignette's dither is new noise on every frame, which cost x264 a sixth of its
        // work and a quarter of the file, for a 1/255 step no one sees (decision 255).
        lowResFilters: ['vignette=angle=PI/3.2:dither=0'],
        scaleFlags: 'bilinear',
      };
    case 'documentary':
      // Muted, near-still light across the frame fading to a dark edge, like a lit interview backdrop.
      // (Temporal film grain was tried: it changes every pixel of every frame and doubled x264's work.)
      return {
        lavfi: gradients(
          [...gradeAll(pal, { saturation: 0.45, contrast: 0.95, brightness: 0.02 }), '0x100c0a'],
          {
            ...base,
            type: 0,
            shrink: HALF,
            speed: 0.003,
          },
        ),
        lowResFilters: [],
        scaleFlags: 'bilinear',
      };
    case 'abstract':
      // Spiral of the whole palette, turning, its hue swaying around the vibe's colours.
      return {
        lavfi: gradients(pal, { ...base, type: 3, speed: 0.02 }),
        lowResFilters: ['hue=H=0.7*sin(2*PI*t/16)'],
        scaleFlags: 'bilinear',
      };
    case 'minimal':
      // Two close tones drifting very slowly: room for the words.
      return {
        lavfi: gradients(
          gradeAll([pal[0]!, pal[2]!], { saturation: 0.6, brightness: -0.06, contrast: 0.8 }),
          {
            ...base,
            type: 0,
            shrink: HALF,
            speed: 0.002,
          },
        ),
        lowResFilters: [],
        scaleFlags: 'bilinear',
      };
    case 'retro':
      // Chunky pixels and scanlines: drawn at 108x192 and blown up 10x with nearest-neighbour.
      return {
        lavfi: gradients(gradeAll(pal, { saturation: 1.3, contrast: 1.1 }), {
          ...base,
          type: 2,
          speed: 0.012,
          w: 108,
          h: 192,
        }),
        lowResFilters: ['drawgrid=w=iw:h=3:t=1:c=black@0.35'],
        scaleFlags: 'neighbor',
      };
    case 'futuristic':
      // Dark field with a cyan grid and a hue that breathes.
      return {
        lavfi: gradients(
          gradeAll(['0x020617', '0x0b1a3a', pal[1]!, '0x020617'], { brightness: -0.12, saturation: 1.2 }),
          { ...base, type: 1, speed: 0.01 },
        ),
        lowResFilters: ['drawgrid=w=20:h=20:t=1:c=0x00e5ff@0.35', 'hue=H=0.5*sin(2*PI*t/10)'],
        scaleFlags: 'bilinear',
      };
  }
}

/** A scene's stretch of the backdrop: its time, colours, pattern and how it arrives. */
export interface BackdropScene {
  start: number;
  end: number;
  backdrop?: Backdrop | null;
}

/** The low-resolution size each style's backdrop is drawn at (see HALF above). */
const LOW_SIZE: Record<VideoStyle, [number, number]> = {
  cinematic: [LOW_W / HALF, LOW_H / HALF],
  documentary: [LOW_W / HALF, LOW_H / HALF],
  minimal: [LOW_W / HALF, LOW_H / HALF],
  abstract: [LOW_W, LOW_H],
  retro: [108, 192],
  futuristic: [LOW_W, LOW_H],
};

/**
 * The backdrop changes in one step on the cut (a one-frame xfade at its 10 fps, ending on the cut's
 * frame). A change spread over several frames reads as the same shot drifting, and ffmpeg's scene
 * detector, which looks for a sudden change between two frames, finds none; the picture's own
 * entrance carries each transition's character (scene-layer.ts).
 */
const STEP_SEC = 1 / BG_FPS;

const toFf = (hex: string) => `0x${hex.replace(/^#|^0x/, '')}`;

/** A pattern at w x h: the gradient's shape and any texture drawn over it. */
function patternFilters(pattern: BackdropPattern, w: number): { type: number; extra: string[] } {
  const cell = Math.max(4, Math.round(w / 9));
  switch (pattern) {
    case 'rays':
      return { type: 3, extra: [] };
    case 'plain':
      return { type: 1, extra: [] };
    case 'dots':
      return { type: 1, extra: [`drawgrid=w=${cell}:h=${cell}:t=${Math.max(2, cell >> 1)}:c=white@0.10`] };
    case 'stripes':
      return { type: 0, extra: [`drawgrid=w=iw:h=${cell}:t=${Math.max(2, cell >> 1)}:c=black@0.22`] };
    case 'grid':
      return { type: 0, extra: [`drawgrid=w=${cell}:h=${cell}:t=1:c=white@0.16`] };
    case 'gradient':
      return { type: 0, extra: [] };
  }
}

/**
 * The backdrop with a look of its own per scene (issue 37): each scene's colours and pattern drawn
 * at the style's low size, changing on the cut, then given the style's grade and scaled
 * once like the single backdrop. Scenes without a backdrop fall back to backgroundSource.
 */
export function sceneBackdropSource(
  style: VideoStyle,
  vibe: Vibe,
  durationSec: number,
  seed: number,
  scenes: BackdropScene[],
): BackgroundSource {
  const base = backgroundSource(style, vibe, durationSec, seed);
  if (!scenes.length || scenes.some((s) => !s.backdrop)) return base;
  const [w, h] = LOW_SIZE[style];
  // Scene edges on the backdrop's 10 fps grid; every stretch at least one frame.
  const edges = scenes.map((s, i) => (i === 0 ? 0 : Math.round(s.start * BG_FPS) / BG_FPS));
  const total = Math.max(edges[edges.length - 1]! + 0.1, Math.ceil(durationSec * BG_FPS) / BG_FPS);
  const speed = style === 'abstract' ? 0.02 : style === 'minimal' || style === 'documentary' ? 0.004 : 0.01;
  const parts: string[] = [];
  let prev = 's0';
  scenes.forEach((s, i) => {
    const from = edges[i]!;
    const to = i + 1 < scenes.length ? Math.max(edges[i + 1]!, from + 0.1) : total;
    const colors = s.backdrop!.colors.map(toFf);
    const { type, extra } = patternFilters(s.backdrop!.pattern, w);
    let pal: string[];
    let points: number[];
    if (type === 1) {
      // A radial pattern is a soft light behind the subject (upper middle), its second colour
      // lighting the first: off-centre rings read as a stain rather than a set.
      const [c0, c1] = [colors[0]!, colors[1] ?? grade(colors[0]!, { brightness: 0.15 })];
      pal = [c1, c0, c0];
      const cy = Math.round(h * 0.3);
      // Every point inside the frame: ffmpeg picks an out-of-range point at random (a different
      // picture each render), and the same storyboard must render the same frames.
      points = [Math.round(w / 2), cy, w - 1, Math.min(h - 1, Math.round(cy + h * 0.45))];
    } else if (type === 3) {
      // A spiral wraps around: the same colour on both ends leaves no seam.
      const c1 = colors[1] ?? grade(colors[0]!, { brightness: -0.1 });
      pal = [colors[0]!, c1, colors[0]!];
      points = gradientPoints((seed + i * 7919) % 100000, w, h);
    } else {
      // The first colour dominates (two thirds of the frame): layouts.ts alternates which one leads.
      pal = [colors[0]!, colors[0]!, colors[1] ?? grade(colors[0]!, { brightness: -0.1 })];
      points = gradientPoints((seed + i * 7919) % 100000, w, h);
    }
    const [x0, y0, x1, y1] = points;
    const c = pal.map((col, k) => `c${k}=${col}`).join(':');
    const src =
      `gradients=s=${w}x${h}:r=${BG_FPS}:${c}:n=${pal.length}:type=${type}:speed=${speed}` +
      // A stretch after the first starts one step early (xfade's offset), so it lasts one step more.
      `:x0=${x0}:y0=${y0}:x1=${x1}:y1=${y1}:seed=${seed % 100000}:d=${(to - from + (i > 0 ? STEP_SEC : 0)).toFixed(1)}`;
    parts.push(`${[src, ...extra, 'format=yuv420p'].join(',')}[s${i}]`);
    if (i > 0) {
      const out = i === scenes.length - 1 ? 'out0' : `x${i}`;
      parts.push(
        `[${prev}][s${i}]xfade=transition=fade:duration=${STEP_SEC.toFixed(1)}:offset=${(from - STEP_SEC).toFixed(1)}[${out}]`,
      );
      prev = out;
    }
  });
  if (scenes.length === 1) parts[0] = parts[0]!.replace(/\[s0\]$/, '[out0]');
  return { ...base, lavfi: parts.join(';') };
}
