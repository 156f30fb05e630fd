import { createCanvas } from '@napi-rs/canvas';
import { VIDEO_STYLES } from '@reelsmith/contracts/video';
import { describe, expect, it } from 'vitest';
import { STYLES } from '../scenes/styles.ts';
import { drawArt, groundOf, pictureBacking, separation } from './scene-subject.ts';

const ACCENT = '#4FC3F7';
/** A picture of one colour, the worst case of a dark or light emoji. */
function picture(hex: string) {
  const c = createCanvas(200, 200);
  const g = c.getContext('2d');
  g.fillStyle = hex;
  g.beginPath();
  g.arc(100, 100, 90, 0, Math.PI * 2);
  g.fill();
  return c;
}

/** Opaque pixels within 12 of #RRGGBB in each channel. */
function countOf(c: ReturnType<typeof drawArt>, hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4)
    if (d[i + 3]! >= 250 && [r, g, b].every((v, k) => Math.abs(d[i + k]! - v!) < 12)) n++;
  return n;
}

describe('a picture on its backdrop', () => {
  it('always separates from what it sits on, on a backing disc where it would not (seen: a black pickaxe on near-black)', () => {
    for (const style of VIDEO_STYLES)
      for (const pair of STYLES[style].palettes)
        for (const colors of [[...pair], [pair[1], pair[0]]])
          for (const hex of ['#111111', '#F5F5F5', '#2B2B2B']) {
            const bmp = picture(hex);
            const backdrop = { colors, pattern: 'plain' as const };
            const backing = pictureBacking(style, ACCENT, bmp, backdrop);
            const ground = backing ?? groundOf(style, ACCENT, backdrop)!;
            expect(separation(bmp, ground), `${style} ${colors.join('/')} ${hex}`).toBeGreaterThanOrEqual(
              0.5,
            );
          }
  });

  it('draws the backing only where it is needed', () => {
    const night = { colors: ['#2B2B2B', '#3A3A3A'], pattern: 'plain' as const };
    const paper = { colors: ['#F4F1EA', '#E4DED2'], pattern: 'plain' as const };
    // Minimal has no backing of its own: the black picture gets a paper disc on near-black only.
    expect(countOf(drawArt('minimal', ACCENT, picture('#111111'), 400, 0, night), '#F4F1EA')).toBeGreaterThan(
      20_000,
    );
    expect(countOf(drawArt('minimal', ACCENT, picture('#111111'), 400, 0, paper), '#F4F1EA')).toBe(0);
    // A white picture on paper gets a near-black one.
    expect(countOf(drawArt('minimal', ACCENT, picture('#F5F5F5'), 400, 0, paper), '#15171C')).toBeGreaterThan(
      20_000,
    );
  });
});
