import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { contrastOn, type Backdrop } from '../scenes/styles.ts';
import { DESIGN_BOTTOM, DESIGN_TOP } from './scene-fit.ts';
import { SPRITE_W, type Stage } from './scene-look.ts';

// The big subject: the scene's illustration on the style's backing (a glow, a photo card, a blob, a
// pixel frame, a HUD ring), framed differently scene to scene over a drifting disc of the accent. The
// hook's small picture above the title card is the same art, unframed.

/** Places the subject (or, `subject` false, the title card's small picture) centred on row `y`. */
export function placeSubject(
  stage: Stage,
  art: Canvas,
  at: { subject: boolean; scene: number; y: number; size: number },
) {
  const { g, side, alpha, dx, accent } = stage;
  // The subject's framing changes scene to scene (centred, off to one side, a close-up), so two
  // subjects in a row read as two shots.
  const [fx, fy, fk] = at.subject ? FRAMINGS[at.scene % FRAMINGS.length]! : [0, 0, 1];
  const x = SPRITE_W / 2 + fx * side;
  const y = at.y + fy;
  if (at.subject) {
    // Parallax: a soft disc of the accent behind the subject, drifting the other way.
    // At most the room to the sprite's edges: a disc cut flat there reads as a broken shape.
    const r = Math.min(at.size * 0.62 * fk, DESIGN_BOTTOM - 8 - (y + 40), y + 40 - DESIGN_TOP - 8);
    const px = x - dx * 1.6;
    g.save();
    g.globalAlpha = 0.16 * alpha;
    g.fillStyle = accent;
    g.beginPath();
    g.arc(px, y + 40, r, 0, Math.PI * 2);
    g.fill();
    g.restore();
    stage.grow(px - r, y + 40 - r, px + r, y + 40 + r);
  }
  stage.place(art, x, y, fk);
}

/** Styles whose backing is a square (a photo card, a pixel frame): a backing disc would break its shape. */
const SQUARE_BACKING = new Set<VideoStyle>(['documentary', 'retro']);
/**
 * A pixel stands apart from the ground by lightness (1.5:1) or by colour (this far apart in RGB), and
 * a picture separates when at least half of its pixels do: a black spider on near-black scores 0.2,
 * a white cloud on paper 0, a pink octopus on teal 0.9. (Lightness alone, at WCAG's 3:1 for graphics
 * or even 1.5:1, failed most colourful emoji on cinematic's mid-tones, which their hue still parts.)
 */
const SEPARATES = 1.5;
const COLOUR_APART = 100;
const PAPER = '#F4F1EA';
const NIGHT = '#15171C';

/** What a style's picture sits on: its own opaque backing, else the backdrop's leading colour (most of the frame). */
export function groundOf(
  style: VideoStyle,
  accent: string,
  backdrop: Backdrop | null | undefined,
): string | null {
  if (style === 'documentary') return '#E3DACB';
  if (style === 'retro') return '#1B0B3A';
  if (style === 'abstract') return accent;
  return backdrop?.colors[0] ?? null;
}

/** A picture's opaque pixels (sampled at 48 px) as RGB triples: sampled once, judged against each ground. */
function opaqueSample(bmp: Canvas): number[][] {
  const n = 48;
  const c = createCanvas(n, n);
  const g = c.getContext('2d');
  g.drawImage(bmp, 0, 0, n, n);
  const d = g.getImageData(0, 0, n, n).data;
  const out: number[][] = [];
  for (let i = 0; i < d.length; i += 4) if (d[i + 3]! >= 128) out.push([d[i]!, d[i + 1]!, d[i + 2]!]);
  return out;
}

/** The share of the sampled pixels (opaqueSample) that stand apart from `ground`. */
function separationOf(sample: number[][], ground: string): number {
  const g0 = [1, 3, 5].map((k) => parseInt(ground.slice(k, k + 2), 16));
  let apart = 0;
  for (const rgb of sample) {
    const hex = `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    if (
      contrastOn(hex, { colors: [ground], pattern: 'plain' }) >= SEPARATES ||
      Math.hypot(...rgb.map((v, k) => v - g0[k]!)) >= COLOUR_APART
    )
      apart++;
  }
  return sample.length ? apart / sample.length : 1;
}

/** The share of a picture's opaque pixels that stand apart from `ground` (sampled at 48 px). */
export function separation(bmp: Canvas, ground: string): number {
  return separationOf(opaqueSample(bmp), ground);
}

/**
 * The backing a picture needs to separate from what it sits on, or null: where under half of it
 * stands apart from the ground, a paper or near-black disc (a plate on a square backing), whichever
 * more of the picture stands out on. The picture is sampled once for the three judgements.
 */
export function pictureBacking(
  style: VideoStyle,
  accent: string,
  bmp: Canvas,
  backdrop: Backdrop | null | undefined,
): string | null {
  const ground = groundOf(style, accent, backdrop);
  if (!ground) return null;
  const sample = opaqueSample(bmp);
  if (separationOf(sample, ground) >= 0.5) return null;
  return separationOf(sample, PAPER) >= separationOf(sample, NIGHT) ? PAPER : NIGHT;
}

/** Backing and illustration, centred in a square canvas with room for the backing, shadow and glow. */
export function drawArt(
  style: VideoStyle,
  accent: string,
  bmp: Canvas | null,
  size: number,
  sceneIndex: number,
  backdrop?: Backdrop | null,
): Canvas {
  const side = Math.ceil(Math.max(size * 1.42, size + 100) / 2) * 2;
  const c = createCanvas(side, side);
  const g = c.getContext('2d');
  const half = size / 2;
  g.translate(side / 2, side / 2);
  drawBacking(g, style, accent, half, sceneIndex);
  const disc = bmp ? pictureBacking(style, accent, bmp, backdrop) : null;
  if (disc) {
    // Behind a picture that would sink into what it sits on (seen: a black pickaxe on near-black).
    g.fillStyle = disc;
    g.beginPath();
    if (SQUARE_BACKING.has(style))
      g.roundRect(-half * 1.04, -half * 1.04, half * 2.08, half * 2.08, half * 0.12);
    else g.arc(0, 0, half * 1.1, 0, Math.PI * 2);
    g.fill();
  }
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

/** Subject framings: offset from the centre (x towards the scene's side) and scale. */
const FRAMINGS: [number, number, number][] = [
  [0, 0, 1],
  [-150, -20, 1],
  [70, 0, 1.06],
];

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
