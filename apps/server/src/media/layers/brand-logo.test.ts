import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandLogoImage, logoBox, logoSize, LOGO_MAX, sizedSvg } from './brand-logo.ts';
import { captionBand, inside, intersects, safeArea } from './safe-zones.ts';

// Issue 41: the kit's logo sits in its corner of the area every app leaves clear, off the captions and
// the free plan's mark, and an SVG logo is drawn as crisply as a PNG at the logo's size.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'brand-logo-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a brand kit’s logo in the frame', () => {
  const corners = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
  it('puts the logo in its corner of the safe area, clear of the captions wherever they are', () => {
    for (const position of ['bottom', 'middle', 'top'] as const)
      for (const safeZone of ['all', 'tiktok'] as const)
        for (const corner of corners) {
          const box = logoBox({ w: 160, h: 100 }, corner, { position, safeZone });
          const area = safeArea(safeZone);
          expect(inside(box, area), `${corner} ${position} ${safeZone}`).toBe(true);
          expect(intersects(box, captionBand(position, safeZone)), `${corner} ${position}`).toBe(false);
          // In its own half of the frame, each way.
          expect(box.x0 < 540).toBe(corner.endsWith('left'));
          if (position === 'middle') expect(box.y0 < 960).toBe(corner.startsWith('top'));
        }
  });

  it('moves the logo off the free plan’s mark when they share a corner', () => {
    const mark = { x0: 82, y0: 286, x1: 380, y1: 330 };
    const box = logoBox({ w: 160, h: 160 }, 'top-left', {}, mark);
    expect(intersects(box, mark)).toBe(false);
    expect(box.y0).toBeGreaterThanOrEqual(mark.y1);
  });

  it('sizes a logo to fit the logo square, enlarging a small PNG at most twice', () => {
    expect(logoSize(640, 320)).toEqual({ w: LOGO_MAX, h: LOGO_MAX / 2 });
    expect(logoSize(40, 40)).toEqual({ w: 80, h: 80 });
    expect(logoSize(40, 40, true)).toEqual({ w: LOGO_MAX, h: LOGO_MAX });
  });

  it('draws an SVG logo at the logo’s full size, in its own colours, and says where it goes', async () => {
    const file = join(dir, 'logo.svg');
    await writeFile(
      file,
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12" viewBox="0 0 24 12"><rect width="24" height="12" fill="#00C853"/></svg>',
    );
    const { png, box } = await brandLogoImage(file, 'svg', 'bottom-left', { position: 'top' });
    const img = await loadImage(png);
    expect([img.width, img.height]).toEqual([LOGO_MAX, LOGO_MAX / 2]);
    expect([box.x1 - box.x0, box.y1 - box.y0]).toEqual([LOGO_MAX, LOGO_MAX / 2]);
    const { createCanvas } = await import('@napi-rs/canvas');
    const c = createCanvas(img.width, img.height);
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    expect([...g.getImageData(LOGO_MAX / 2, LOGO_MAX / 4, 1, 1).data]).toEqual([0, 200, 83, 255]);
    // Bottom left, with the captions at the top: the bottom of the safe area.
    expect(box.y1).toBe(safeArea('all').y1 - 16);
  });

  it('sizes an SVG’s root for the drawing, keeping its picture in a viewBox', () => {
    const sized = sizedSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height=\'12\'><g/></svg>',
      { w: 24, h: 12 },
      160,
      80,
    );
    expect(sized).toBe(
      '<svg width="160" height="80" viewBox="0 0 24 12" xmlns="http://www.w3.org/2000/svg"><g/></svg>',
    );
    expect(sizedSvg('<svg viewBox="0 0 5 5" width="5">', { w: 5, h: 5 }, 160, 160)).toBe(
      '<svg width="160" height="160" viewBox="0 0 5 5">',
    );
  });
});
