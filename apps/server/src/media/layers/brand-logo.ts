import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { WatermarkPosition } from '@reelsmith/contracts/storyboard';
import { captionBand, safeArea, type Box, type CaptionPlacement } from './safe-zones.ts';

// A brand kit's logo in the video (issue 41): in the kit's corner of the safe area every app leaves
// clear, never over the caption band, drawn once as a small still that the render overlays after
// every layer and clip (like the free plan's mark), so no layout or picture can cover it. An SVG is
// rasterised by Skia (@napi-rs/canvas) at the logo's size, as the builtin illustrations are; it was
// checked on upload (nothing that runs or reaches outside the file).

/** The logo fits in this square: clearly there, and small beside a 830 px wide safe area. */
export const LOGO_MAX = 160;
/** Room between the logo and the safe area's edge or the caption band. */
const GAP = 16;

const even = (n: number) => Math.round(n / 2) * 2;

/**
 * The logo's drawn size for a picture of `w` x `h`: the longer side LOGO_MAX. A small PNG is enlarged at
 * most twice (beyond that it blurs); an SVG is vector and takes the full size.
 */
export function logoSize(w: number, h: number, vector = false): { w: number; h: number } {
  const k = Math.min(LOGO_MAX / Math.max(w, h), vector ? Infinity : 2);
  return { w: Math.max(2, even(w * k)), h: Math.max(2, even(h * k)) };
}

/**
 * Where a logo of `size` goes for this corner and these captions. A corner on the captions' side sits
 * just above (or below) their band; `avoid` (the free plan's mark) pushes it further in.
 */
export function logoBox(
  size: { w: number; h: number },
  corner: WatermarkPosition,
  placement: CaptionPlacement = {},
  avoid: Box | null = null,
): Box {
  const target = placement.safeZone ?? 'all';
  const a = safeArea(target);
  const band = captionBand(placement.position ?? 'bottom', target);
  const left = corner.endsWith('left');
  const top = corner.startsWith('top');
  const x0 = left ? a.x0 + GAP : a.x1 - GAP - size.w;
  let y0 = top ? a.y0 + GAP : a.y1 - GAP - size.h;
  const box = () => ({ x0: even(x0), y0: even(y0), x1: even(x0) + size.w, y1: even(y0) + size.h });
  // The caption band spans the text column: a corner in it moves off the band, towards the centre.
  if (top && y0 < band.y1 && y0 + size.h > band.y0) y0 = band.y1 + GAP;
  if (!top && y0 < band.y1 && y0 + size.h > band.y0) y0 = band.y0 - GAP - size.h;
  if (avoid && overlaps(box(), avoid)) y0 = top ? avoid.y1 + GAP : avoid.y0 - GAP - size.h;
  return box();
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The SVG with its root sized `w` x `h`, so Skia draws the vector at the logo's size rather than a
 * small raster scaled up; a viewBox of its own size is added when it has none, so it scales, not crops.
 */
export function sizedSvg(svg: string, intrinsic: { w: number; h: number }, w: number, h: number): string {
  return svg.replace(/<svg\b[^>]*>/i, (tag) => {
    let t = tag.replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/gi, '');
    if (!/\sviewBox\s*=/i.test(t))
      t = t.replace(/^<svg/i, `<svg viewBox="0 0 ${intrinsic.w} ${intrinsic.h}"`);
    return t.replace(/^<svg/i, `<svg width="${w}" height="${h}"`);
  });
}

/** The logo file as a PNG of its drawn size, and where it goes. */
export async function brandLogoImage(
  file: string,
  type: 'png' | 'svg',
  corner: WatermarkPosition,
  placement: CaptionPlacement = {},
  avoid: Box | null = null,
): Promise<{ png: Buffer; box: Box }> {
  const bytes = await readFile(file);
  // loadImage waits for the decode (drawing before it would draw nothing).
  let img = await loadImage(bytes);
  const intrinsic = { w: img.width || LOGO_MAX, h: img.height || LOGO_MAX };
  const size = logoSize(intrinsic.w, intrinsic.h, type === 'svg');
  if (type === 'svg')
    img = await loadImage(Buffer.from(sizedSvg(bytes.toString('utf8'), intrinsic, size.w, size.h)));
  const box = logoBox(size, corner, placement, avoid);
  const c = createCanvas(size.w, size.h);
  const g = c.getContext('2d');
  g.imageSmoothingQuality = 'high';
  g.drawImage(img, 0, 0, size.w, size.h);
  return { png: c.toBuffer('image/png'), box };
}
