import { createCanvas } from '@napi-rs/canvas';
import { CAPTION_PRESETS, VIDEO_STYLES, type VideoStyle } from '@reelsmith/contracts/video';
import { describe, expect, it } from 'vitest';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import { LAYER_FPS, planCaptionLayer } from './caption-layer.ts';
import { toYuva420p } from './yuva.ts';
import { layerPtsExpression } from './layer-plan.ts';
import { captionBlockTop, layoutPage, paginate, wordSpans } from './captions.ts';
import { placeCaptions } from './safe-zones.ts';
import { assignEmoji } from './emoji.ts';

const words = (text: string, start: number, step = 0.32): WordTiming[] =>
  text.split(' ').map((word, i) => ({ word, start: start + i * step, end: start + i * step + step * 0.85 }));

const hook = words('You will never guess this', 0.1);
const body = words('Honeybees dance to share where the flowers are. Rockets need fuel too.', 2.2);

function layer(preset: (typeof CAPTION_PRESETS)[number] = 'bold') {
  const pages = assignEmoji(paginate(body).map((p) => layoutPage(p, preset)));
  const title = { words: hook, end: 2.0, accent: '#4FC3F7' };
  const input = { pages, title, preset, durationSec: 7 };
  return { pages, l: planCaptionLayer(input)!, whole: planCaptionLayer(input, true)! };
}

/** Decodes the centre pixel of a yuva420p image back to RGB (BT.709, limited range). */
function rgbAt(buf: Buffer, w: number, h: number, x: number, y: number) {
  const Y = buf[y * w + x]! - 16;
  const U = buf[w * h + (y >> 1) * (w >> 1) + (x >> 1)]! - 128;
  const V = buf[w * h * 1.25 + (y >> 1) * (w >> 1) + (x >> 1)]! - 128;
  const A = buf[w * h * 1.5 + y * w + x]!;
  const c = 255 / 219;
  const d = 255 / 224;
  return {
    r: Math.round(c * Y + d * 1.5748 * V),
    g: Math.round(c * Y - d * 0.1873 * U - d * 0.4681 * V),
    b: Math.round(c * Y + d * 1.8556 * U),
    a: A,
  };
}

describe('planCaptionLayer', () => {
  it('draws a new image exactly when the spoken word changes, and only when something changes', () => {
    const { pages, l } = layer();
    expect(l.frames[0]).toBe(0);
    for (let i = 1; i < l.frames.length; i++) expect(l.frames[i]!).toBeGreaterThan(l.frames[i - 1]!);
    for (const page of pages)
      for (const span of wordSpans(page)) {
        if (span.to - span.from < 1 / LAYER_FPS) continue;
        expect(l.frames, `word ${page.words[span.word]!.word}`).toContain(
          Math.ceil(span.from * LAYER_FPS - 1e-9),
        );
      }
    // Far fewer images than video frames: static stretches are not redrawn.
    expect(l.frames.length).toBeLessThan((7 * LAYER_FPS) / 2);
  });

  it('keeps the band inside the frame and every caption block inside it', () => {
    for (const preset of CAPTION_PRESETS) {
      const { pages, l, whole } = layer(preset);
      expect(l.x).toBeGreaterThanOrEqual(0);
      expect(l.x + l.width).toBeLessThanOrEqual(1080);
      expect((l.width % 2) + (l.height % 2) + (l.captionTop % 2) + (l.titleTop % 2)).toBe(0);
      expect(l.captionTop + l.height).toBeLessThanOrEqual(1920);
      // The band (of which the layer sends only the part its images draw on) holds every block.
      for (const p of pages) {
        const top = captionBlockTop(p, placeCaptions());
        expect(top).toBeGreaterThanOrEqual(whole.captionTop);
        expect(top + p.lines.length * p.fontSize * 1.18).toBeLessThanOrEqual(whole.captionTop + whole.height);
      }
      expect(l.titleEnd).toBe(2.0);
    }
  });

  it('sends ffmpeg only the part of the band its images draw on, each image as in the whole band', () => {
    // Less to pipe, read and blend per image (decision 044), and the same video: every
    // image is, byte for byte, its window of the whole band converted everywhere (outlines, the neon
    // glow, the pop scale, accents and descenders, the emoji and the title card), nothing is drawn
    // outside the window, and its last two columns and rows stay transparent (ffmpeg's overlay weighs
    // the chroma differently on its input's last chroma column and row).
    // Each style's treatment too: the cinematic soft shadow, retro's hard one, the futuristic glow, the
    // documentary bar, the abstract tilt.
    const text = 'Ça déjà vu? Égypte, jQuery glyphs fly high; WWWW MMMM! Quickly, joy spreads: fire, water.';
    const looks: [(typeof CAPTION_PRESETS)[number], VideoStyle | undefined][] = [
      ...CAPTION_PRESETS.map((p) => [p, undefined] as [typeof p, undefined]),
      ['bold', 'cinematic'],
      ['pop', 'retro'],
      ['neon', 'futuristic'],
      ['minimal', 'documentary'],
      ['bold', 'abstract'],
    ];
    for (const [preset, style] of looks) {
      const pages = assignEmoji(paginate(words(text, 2.2)).map((p) => layoutPage(p, preset)));
      const title = { words: hook, end: 2.0, accent: '#4FC3F7' };
      const input = { pages, title, preset, style, durationSec: 9 };
      const l = planCaptionLayer(input)!;
      const all = planCaptionLayer(input, true)!;
      expect(all.width, preset).toBe(984);
      expect(l.width * l.height, preset).toBeLessThan(0.85 * all.width * all.height);
      const dx = l.x - all.x;
      const dy = l.captionTop - all.captionTop;
      expect(l.titleTop - all.titleTop).toBe(dy);
      expect(l.frames).toEqual(all.frames);
      expect(
        pages.some((pg) => pg.emoji),
        `${preset}: a page with an emoji`,
      ).toBe(true);
      // Plane k of a w x h image: offset, width and height (chroma is subsampled 2x2).
      const plane = (w: number, h: number, k: number) =>
        [
          { at: 0, w, h, s: 1 },
          { at: w * h, w: w / 2, h: h / 2, s: 2 },
          { at: w * h * 1.25, w: w / 2, h: h / 2, s: 2 },
          { at: w * h * 1.5, w, h, s: 1 },
        ][k]!;
      const blank = (b: Buffer) => b.every((v) => v === 0);
      // Every third image and the last: each look's pages, words and emoji still pass through the
      // window, at a third of the drawing (two whole bands a look was most of this file's time).
      const sampled = [...l.frames.keys()].filter((i) => i % 3 === 0 || i === l.frames.length - 1);
      for (const i of sampled) {
        const a = Buffer.from(l.draw(i));
        const b = all.draw(i);
        for (let k = 0; k < 4; k++) {
          const p = plane(l.width, l.height, k);
          const q = plane(all.width, all.height, k);
          const [ox, oy] = [dx / p.s, dy / p.s];
          for (let y = 0; y < p.h; y++) {
            const got = a.subarray(p.at + y * p.w, p.at + (y + 1) * p.w);
            const row = q.at + (y + oy) * q.w;
            const want = b.subarray(row + ox, row + ox + p.w);
            if (!got.equals(want)) expect([preset, i, k, y, [...got]]).toEqual([preset, i, k, y, [...want]]);
          }
        }
        // Nothing is drawn outside the window (the whole band's alpha is 0 there).
        const q = plane(all.width, all.height, 3);
        for (let y = 0; y < q.h; y++) {
          const row = b.subarray(q.at + y * q.w, q.at + (y + 1) * q.w);
          const inside = y >= dy && y < dy + l.height;
          const outside = inside ? [row.subarray(0, dx), row.subarray(dx + l.width)] : [row];
          expect(outside.every(blank), `${preset} image ${i}: drawn outside the window, row ${y}`).toBe(true);
        }
        // The window's last two columns and rows are transparent, unless it ends with the band.
        const p = plane(l.width, l.height, 3);
        if (dx + l.width < all.width)
          for (let y = 0; y < l.height; y++)
            expect(blank(a.subarray(p.at + (y + 1) * l.width - 2, p.at + (y + 1) * l.width))).toBe(true);
        if (dy + l.height < all.height) expect(blank(a.subarray(p.at + (l.height - 2) * l.width))).toBe(true);
      }
    }
  }, 150_000);

  it('shows the whole title card at frame 0, as it stays until it fades, on a plate white words read on', () => {
    // Feeds show frame 0 before playback starts: it was a dimmed, shrunken card (the cover, issue 37).
    const { l } = layer();
    expect(l.frames[0]).toBe(0);
    const first = Buffer.from(l.draw(0));
    const settled = l.draw(l.frames.findLastIndex((f) => f / LAYER_FPS <= 1.8));
    expect(first.equals(settled)).toBe(true);
    // The plate over the brightest backdrop (white) leaves the white words at 4.5:1 or more.
    // The plate's colour is the commonest translucent dark pixel (a text edge or shadow can match too).
    const plate = new Map<string, number>();
    for (let y = 0; y < l.height; y += 2)
      for (let x = 0; x < l.width; x += 2) {
        const p = rgbAt(first, l.width, l.height, x, y);
        const key = [p.a / 255, p.r, p.g, p.b].join();
        if (p.a > 120 && p.a < 200 && p.r < 60) plate.set(key, (plate.get(key) ?? 0) + 1);
      }
    const [commonest, count] = [...plate].sort((x, y) => y[1] - x[1])[0]!;
    expect(count).toBeGreaterThan(4000);
    const [a, r, g, b] = commonest.split(',').map(Number) as [number, number, number, number];
    const lin = (v: number) => {
      const c = Math.min(255, Math.max(0, v * a + 255 * (1 - a))) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const lum = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    expect(1.05 / (lum + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('paints the spoken word in the highlight colour and the others white', () => {
    const { pages, l } = layer('bold');
    const page = pages[0]!;
    const f = Math.ceil(wordSpans(page)[0]!.from * LAYER_FPS);
    const img = l.draw(l.frames.indexOf(f));
    expect(img.length).toBe(l.width * l.height * 2.5);
    const seen = { yellow: 0, white: 0 };
    for (let y = 0; y < l.height; y += 3)
      for (let x = 0; x < l.width; x += 3) {
        const p = rgbAt(img, l.width, l.height, x, y);
        if (p.a < 255) continue;
        if (p.r > 235 && p.g > 210 && p.b < 40) seen.yellow++;
        if (p.r > 235 && p.g > 235 && p.b > 235) seen.white++;
      }
    expect(seen.yellow).toBeGreaterThan(50);
    expect(seen.white).toBeGreaterThan(50);
  });
});

const inkedAny = (n: number, on: (i: number) => boolean) => Array.from({ length: n }, (_, i) => i).some(on);
/** The [from, to) stretches where `on` holds. */
function runsOf(on: boolean[]): [number, number][] {
  const out: [number, number][] = [];
  on.forEach((v, i) => {
    if (v && !on[i - 1]) out.push([i, i + 1]);
    else if (v) out[out.length - 1]![1] = i + 1;
  });
  return out;
}

describe('the spoken word popping in', () => {
  it('keeps a whole space on each side of it, glow and all (seen: "TOSPEAK")', () => {
    for (const style of ['futuristic', 'retro', 'cinematic'] as const) {
      const spoken = words('The plan was simple', 0.2, 0.45);
      const pages = paginate(spoken).map((p) => layoutPage(p, 'pop'));
      const l = planCaptionLayer({ pages, title: null, preset: 'pop', durationSec: 3, style })!;
      // Each word at its full pop (0.09 s after it starts): each line's ink has one gap per space.
      for (const w of spoken.slice(1)) {
        const img = l.draw(l.frames.filter((f) => f <= Math.ceil((w.start + 0.12) * LAYER_FPS)).length - 1);
        const ink = (x: number, y: number) => img[l.width * l.height * 1.5 + y * l.width + x]! > 160;
        const rows = Array.from({ length: l.height }, (_, y) => inkedAny(l.width, (x) => ink(x, y)));
        const bands = runsOf(rows);
        // Gaps between letters are a few pixels; a space between words is at least 8 clear pixels.
        const perLine = bands.map(([y0, y1]) => {
          const runs = runsOf(
            Array.from({ length: l.width }, (_, x) => inkedAny(y1 - y0, (k) => ink(x, y0 + k))),
          );
          return 1 + runs.slice(1).filter(([from], j) => from - runs[j]![1] >= 8).length;
        });
        expect(perLine, `${style}, "${w.word}" spoken`).toEqual(pages[0]!.lines.map((line) => line.length));
      }
    }
  });
});

describe('captions on a pale backdrop', () => {
  it('edge white words with at least as much dark as white in every style (seen: white on cream, unreadable)', () => {
    for (const style of VIDEO_STYLES) {
      const pages = paginate(words('Read what it says before you share it', 0.2)).map((p) =>
        layoutPage(p, 'bold'),
      );
      const l = planCaptionLayer({ pages, title: null, preset: 'bold', durationSec: 4, style })!;
      const img = l.draw(l.frames.indexOf(Math.ceil(wordSpans(pages[0]!)[0]!.from * LAYER_FPS)));
      const n = l.width * l.height;
      let white = 0;
      let dark = 0;
      for (let i = 0; i < n; i++) {
        // The layer over minimal's cream backdrop (luma 236): the outline and shadow are what the eye
        // separates the white letters by.
        const a = img[n * 1.5 + i]! / 255;
        const luma = ((img[i]! - 16) * 255 * a) / 219 + 236 * (1 - a);
        if (luma > 245 && a > 0.9) white++;
        if (luma < 150) dark++;
      }
      expect(white, style).toBeGreaterThan(5000);
      expect(dark / white, style).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('toYuva420p', () => {
  it('turns premultiplied canvas pixels into straight-alpha BT.709 YUVA', () => {
    const c = createCanvas(4, 2);
    const g = c.getContext('2d');
    g.fillStyle = 'rgba(255,0,0,0.5)';
    g.fillRect(0, 0, 2, 2);
    g.fillStyle = '#FFFFFF';
    g.fillRect(2, 0, 2, 2);
    const out = toYuva420p(c.data(), 4, 2);
    const red = rgbAt(out, 4, 2, 0, 0);
    expect(red.a).toBeGreaterThanOrEqual(127);
    expect(red.a).toBeLessThanOrEqual(128);
    expect(red.r).toBeGreaterThan(245); // straight colour: full red, not half
    expect(red.g).toBeLessThan(10);
    expect(out[2]).toBe(235); // white luma
    expect(out[8 + 1]).toBe(128); // white: neutral chroma
  });
});

describe('layerPtsExpression', () => {
  it('maps image N to its start frame with a balanced tree', () => {
    expect(layerPtsExpression([0])).toBe('0');
    expect(layerPtsExpression([0, 9, 30])).toBe('if(lt(N,1),0,if(lt(N,2),9,30))');
    const frames = Array.from({ length: 300 }, (_, i) => i * 3);
    const expr = layerPtsExpression(frames);
    expect(expr.match(/if\(/g)).toHaveLength(299);
    // Nesting depth stays logarithmic (ffmpeg's parser recurses per level).
    let depth = 0;
    let max = 0;
    for (const ch of expr) {
      if (ch === '(') max = Math.max(max, ++depth);
      if (ch === ')') depth--;
    }
    expect(max).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(300)) + 2);
  });
});
