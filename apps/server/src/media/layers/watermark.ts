import { createCanvas } from '@napi-rs/canvas';
import { watermarkSpot, type Box, type CaptionPlacement } from './safe-zones.ts';

// The free plan's "Made with Reelsmith" mark: one small image, placed in a corner of the safe area that
// the captions leave free (safe-zones.ts), and overlaid last, after every layer and clip, so that no
// layout, picture or caption is ever drawn over it (issue 37).

const FONT = '600 28px Inter';
const H = 44;

const probe = createCanvas(8, 8).getContext('2d');

/** Where the mark goes in the frame for this placement (its image's box). */
export function watermarkBox(text: string, placement: CaptionPlacement = {}): Box {
  probe.font = FONT;
  const w = Math.ceil(probe.measureText(text).width) + 12;
  const size = { w: w + (w % 2), h: H };
  const { x, y } = watermarkSpot(size, placement.position ?? 'bottom', placement.safeZone ?? 'all');
  const x0 = x - (x % 2);
  const y0 = y - (y % 2);
  return { x0, y0, x1: x0 + size.w, y1: y0 + size.h };
}

/** The mark as a transparent PNG, and where it goes. */
export function watermarkImage(text: string, placement: CaptionPlacement = {}): { png: Buffer; box: Box } {
  const box = watermarkBox(text, placement);
  const c = createCanvas(box.x1 - box.x0, box.y1 - box.y0);
  const g = c.getContext('2d');
  g.font = FONT;
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  g.strokeStyle = 'rgba(0,0,0,0.4)';
  g.lineWidth = 3;
  g.strokeText(text, 6, H / 2);
  g.fillStyle = 'rgba(255,255,255,0.6)';
  g.fillText(text, 6, H / 2);
  return { png: c.toBuffer('image/png'), box };
}
