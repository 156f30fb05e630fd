import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { CENTRE_Y, SPRITE_W, type Stage } from './scene-look.ts';
import { fontOf } from './scene-type.ts';

/** The split (a comparison, a "vs"): two pictures side by side, each from its own edge, a badge between. */
export function placeSplit(stage: Stage, art: Canvas, art2: Canvas) {
  const cx = SPRITE_W / 2;
  const k = 0.62;
  const off = 250;
  stage.place(art, cx - off, CENTRE_Y - 60, k, -0.04, -Math.abs(stage.dx));
  stage.place(art2, cx + off, CENTRE_Y + 80, k, 0.04, Math.abs(stage.dx));
  drawVersus(stage.g, stage.style, stage.accent, cx, CENTRE_Y + 10, stage.alpha);
  stage.grow(cx - 90, CENTRE_Y - 80, cx + 90, CENTRE_Y + 100);
}

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
