import { describe, expect, it } from 'vitest';
import { contrastOn } from '../scenes/styles.ts';
import { drawStatementArt } from './scene-statement.ts';

const ACCENT = '#4FC3F7';
/** Opaque pixels of the card: white ones and ones in the accent's light blue. */
function inks(style: 'futuristic' | 'cinematic', colors: string[]) {
  const c = drawStatementArt(style, ACCENT, 'Small steps still count', { colors, pattern: 'grid' });
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let white = 0;
  let accent = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i + 3]! < 250) continue;
    if (d[i]! > 235 && d[i + 1]! > 235 && d[i + 2]! > 235) white++;
    else if (
      Math.abs(d[i]! - 0x4f) < 20 &&
      Math.abs(d[i + 1]! - 0xc3) < 20 &&
      Math.abs(d[i + 2]! - 0xf7) < 20
    )
      accent++;
  }
  return { white, accent };
}

describe('a statement card', () => {
  it('draws its last big line in the accent only where the accent reads on the backdrop', () => {
    // Futuristic's teal: the light-blue accent would melt into it (seen: "PROMISE" unreadable).
    expect(contrastOn(ACCENT, { colors: ['#0E7490'], pattern: 'grid' })).toBeLessThan(3);
    const teal = inks('futuristic', ['#0E7490', '#0E7490']);
    expect(teal.accent).toBeLessThan(teal.white * 0.05);
    // On a near-black backdrop the accent stands out and is used.
    const night = inks('futuristic', ['#020617', '#020617']);
    expect(night.accent).toBeGreaterThan(1000);
    expect(inks('cinematic', ['#111111', '#222222']).accent).toBeGreaterThan(1000);
  });
});
