import { describe, expect, it } from 'vitest';
import { BACKDROP_PATTERNS } from '@reelsmith/contracts/storyboard';
import { VIDEO_STYLES } from '@reelsmith/contracts/video';
import { contrastOn, STYLES } from '../scenes/styles.ts';
import { LOOKS } from './scene-look.ts';
import { sceneTransform, spriteFit } from './scene-fit.ts';
import { drawStatementArt, layoutStatement, statementParts } from './scene-statement.ts';
import { cardType, drawLabelArt } from './scene-type.ts';

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

describe('a card’s words on a busy backdrop', () => {
  it('sit on a plain plate they read on at 4.5:1 wherever the backdrop would not let them (seen: dark words on stripes)', () => {
    for (const style of VIDEO_STYLES)
      for (const pair of STYLES[style].palettes)
        for (const pattern of BACKDROP_PATTERNS) {
          const backdrop = { colors: [...pair], pattern };
          const { ink, plate } = cardType(style, ACCENT, backdrop);
          const ground = plate ? { colors: [plate], pattern: 'plain' as const } : backdrop;
          expect(contrastOn(ink, ground), `${style} ${pair.join('/')} ${pattern}`).toBeGreaterThanOrEqual(
            4.5,
          );
          if (['stripes', 'dots', 'grid'].includes(pattern))
            expect(plate, `${style} ${pattern}`).not.toBeNull();
        }
    // Drawn: the plate's colour fills the card behind the words; a plain backdrop that reads has none.
    const stripes = { colors: ['#FFD23F', '#F7F1E3'], pattern: 'stripes' as const };
    const { plate } = cardType('retro', ACCENT, stripes);
    expect(countOf(drawStatementArt('retro', ACCENT, 'Keep your promise', stripes), plate!)).toBeGreaterThan(
      20_000,
    );
    const plain = { colors: ['#111111', '#222222'], pattern: 'plain' as const };
    expect(cardType('cinematic', ACCENT, plain).plate).toBeNull();
  });
});

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** Opaque pixels of a canvas within 20 of #RRGGBB in each channel. */
function countOf(c: ReturnType<typeof drawStatementArt>, hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4)
    if (
      d[i + 3]! >= 250 &&
      Math.abs(d[i]! - r!) < 20 &&
      Math.abs(d[i + 1]! - g!) < 20 &&
      Math.abs(d[i + 2]! - b!) < 20
    )
      n++;
  return n;
}

describe('a brand kit on the cards', () => {
  const CREAM = '#FDE68A';
  const navy = { colors: ['#0A1A40', '#1E3A8A'], pattern: 'grid' as const };
  const sand = { colors: ['#FFF1B8', '#FDE68A'], pattern: 'grid' as const };

  it('writes the card in the kit’s text colour only where it reads (4.5:1 on every backdrop colour)', () => {
    const kit = { font: null, text: CREAM };
    expect(cardType('cinematic', ACCENT, navy, kit).ink).toBe(CREAM);
    // A cream kit on a sand-coloured scene would vanish: the style's dark ink instead.
    expect(contrastOn(CREAM, sand)).toBeLessThan(4.5);
    expect(cardType('cinematic', ACCENT, sand, kit).ink).toBe('#1F2328');
    // A near-black text colour on a dark scene: the style's white.
    expect(cardType('cinematic', ACCENT, navy, { font: null, text: '#111827' }).ink).toBe('#FFFFFF');
    // Without a kit nothing changes.
    expect(cardType('cinematic', ACCENT, navy)).toMatchObject({ ink: '#FFFFFF', family: null });

    // Drawn: the small line and the big words are cream on navy; on sand there is no cream at all.
    const onNavy = drawStatementArt('minimal', ACCENT, 'Small steps still count', navy, kit);
    expect(countOf(onNavy, CREAM)).toBeGreaterThan(1000);
    expect(countOf(drawStatementArt('minimal', ACCENT, 'Small steps still count', navy), CREAM)).toBe(0);
    expect(countOf(drawStatementArt('minimal', ACCENT, 'Small steps still count', sand, kit), CREAM)).toBe(0);
  });

  it('sets the card and the label in the kit’s uploaded font', () => {
    const kit = { font: { family: 'DejaVu Sans', file: FONT }, text: '#FFFFFF' };
    const type = cardType('cinematic', ACCENT, navy, kit);
    expect(type.family).toMatch(/^Brand [0-9a-f]{12}$/);
    const plain = drawStatementArt('cinematic', ACCENT, 'Small steps still count', navy);
    const branded = drawStatementArt('cinematic', ACCENT, 'Small steps still count', navy, kit);
    const bytes = (c: typeof plain) =>
      Buffer.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data);
    expect(bytes(branded).equals(bytes(plain))).toBe(false);
    // The label takes the kit's colour on the documentary band it reads on; a dark one does not.
    const look = { ...LOOKS.documentary, size: 600, hookSize: 600 };
    expect(
      countOf(drawLabelArt('documentary', look, ACCENT, 'Deep sea', { font: null, text: CREAM }), CREAM),
    ).toBeGreaterThan(200);
    expect(
      countOf(
        drawLabelArt('documentary', look, ACCENT, 'Deep sea', { font: null, text: '#2A2A2A' }),
        '#2A2A2A',
      ),
    ).toBe(0);
  });
});

/** The rows and columns (frame pixels) the card's biggest line of type covers, drawn at the default fit. */
function bigLine(style: (typeof VIDEO_STYLES)[number], text: string) {
  const s = sceneTransform(spriteFit({}, 10), 'statement').s;
  const c = drawStatementArt(style, ACCENT, text, { colors: ['#111111', '#222222'], pattern: 'plain' });
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  const inked = (x: number, y: number) => d[(y * c.width + x) * 4 + 3]! > 200;
  const rowInked = (y: number) => Array.from({ length: c.width }, (_, x) => x).some((x) => inked(x, y));
  // The tallest run of rows with type: the big words (the small ones are rows of their own).
  let best = [0, 0];
  let from = -1;
  for (let y = 0; y <= c.height; y++) {
    if (y < c.height && rowInked(y)) from = from < 0 ? y : from;
    else if (from >= 0) {
      if (y - from > best[1]! - best[0]!) best = [from, y];
      from = -1;
    }
  }
  let [x0, x1] = [c.width, 0];
  for (let y = best[0]!; y < best[1]!; y++)
    for (let x = 0; x < c.width; x++) if (inked(x, y)) [x0, x1] = [Math.min(x0, x), Math.max(x1, x)];
  return { height: (best[1]! - best[0]!) * s, width: (x1 - x0) * s };
}

describe('a statement card’s key words', () => {
  // The columns text may take in the frame (the text column, less a little for anti-aliasing).
  const [c0, c1] = spriteFit({}, 10).column;
  const column = c1 - c0;

  it('are set as large as the text column allows in every style, the rest of the line small around them', () => {
    for (const style of VIDEO_STYLES) {
      // One key word fills most of the column (seen at about half of it).
      expect(bigLine(style, 'Find a source you trust.').width, style).toBeGreaterThan(0.7 * column);
      // Two short words stack rather than sit small on one line.
      expect(bigLine(style, 'Stop now').height, style).toBeGreaterThan(150);
      const layout = layoutStatement(style, 'Find a source you trust.');
      expect(layout.above.join(' ').toLowerCase()).toBe('find a');
      expect(layout.below.join(' ').toLowerCase()).toBe('you trust.');
      expect(layout.small * sceneTransform(spriteFit({}, 10), 'statement').s).toBeGreaterThan(30);
    }
  });
});

describe('a statement scene’s cards', () => {
  const scene = { text: 'Your pace is still a pace. Do it. Show up again tomorrow.', start: 10, end: 15 };
  const at = (...starts: number[]) => scene.text.split(' ').map((word, k) => ({ word, start: starts[k]! }));

  it('are one per sentence, each from its first spoken word, with a sentence said in under 0.75 s joined to the next', () => {
    const words = at(10.1, 10.3, 10.5, 10.7, 10.9, 11.1, 12.0, 12.3, 12.6, 13.0, 13.3, 13.6);
    expect(statementParts(scene, words)).toEqual([
      { text: 'Your pace is still a pace.', from: 10 },
      { text: 'Do it. Show up again tomorrow.', from: 12.0 },
    ]);
    // With time for each, three cards; a quick last sentence joins the one before it.
    const slower = at(10.1, 10.3, 10.5, 10.7, 10.9, 11.1, 12.0, 12.3, 13.2, 13.4, 13.6, 13.8);
    expect(statementParts(scene, slower).map((p) => p.from)).toEqual([10, 12.0, 13.2]);
    const quickEnd = { ...scene, end: 13.9 };
    expect(statementParts(quickEnd, slower).map((p) => p.text)).toEqual([
      'Your pace is still a pace.',
      'Do it. Show up again tomorrow.',
    ]);
  });

  it('are the whole scene when its words are not the ones spoken, or when no timings are known', () => {
    const whole = [{ text: scene.text, from: 10 }];
    expect(statementParts(scene, undefined)).toEqual(whole);
    // Edited text waiting for its voice: the spoken words are fewer than the scene's.
    expect(statementParts(scene, at(10.1, 10.3, 10.5).slice(0, 3))).toEqual(whole);
  });
});
