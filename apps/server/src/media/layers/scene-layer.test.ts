import { createCanvas } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { describe, expect, it } from 'vitest';
import { planSceneLayer, SPRITE_X, type SceneLayerInput } from './scene-layer.ts';
import { solidPicture } from './scene-layer.test-helpers.ts';
import { textColumn } from './safe-zones.ts';
import type { Scene } from '../scenes/scenes.ts';

const STYLES: VideoStyle[] = ['cinematic', 'documentary', 'abstract', 'minimal', 'retro', 'futuristic'];

/** A stand-in illustration per id: a coloured disc with a corner mark, so that ids and sizes differ. */
async function loader(id: string, size: number) {
  const c = createCanvas(size, size);
  const g = c.getContext('2d');
  g.fillStyle = id === 'bee' ? '#F5B700' : id === 'flower' ? '#E0479E' : '#3FA7D6';
  g.beginPath();
  g.arc(size / 2, size / 2, size * 0.4, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#111111';
  g.fillRect(0, 0, size / 4, size / 8);
  return c;
}

function scene(
  kind: Scene['kind'],
  start: number,
  end: number,
  illustration: string,
  extra: Partial<Scene> = {},
) {
  return {
    kind,
    beat: 0,
    start,
    end,
    text: '',
    keywords: [],
    illustration,
    emphasisAt: null,
    label: null,
    ...extra,
  } satisfies Scene;
}

/** Illustrations that come back (bee, flower, bee …), one label twice, pulses, a hook under a title card. */
function input(style: VideoStyle): SceneLayerInput {
  // The two bee scenes are the same split (a subject's framing changes scene to scene).
  const split = { layout: 'split', secondIllustration: 'flower' } as const;
  return {
    scenes: [
      scene('hook', 0, 2.5, 'bee', { emphasisAt: 0.6 }),
      scene('point', 2.5, 5, 'flower'),
      scene('point', 5, 7.5, 'bee', { ...split, emphasisAt: 5.6, label: { text: 'HONEYBEE', at: 5.6 } }),
      scene('point', 7.5, 10, 'flower'),
      scene('point', 10, 12.5, 'bee', { ...split, emphasisAt: 10.6, label: { text: 'HONEYBEE', at: 10.6 } }),
      scene('cta', 12.5, 15, 'leaf'),
    ],
    style,
    durationSec: 15,
    accent: '#4FC3F7',
    titleEnd: 1.2,
  };
}

describe('scene layer: images that repeat an earlier one', () => {
  it.each(STYLES)(
    '%s: a repeated image is copied, and every image equals its fresh drawing',
    async (style) => {
      const layer = (await planSceneLayer(input(style), loader))!;
      const n = layer.frames.length;
      const repeats = layer.repeatOf.filter((r) => r >= 0).length;
      // The third and fifth scenes run through the first bee scene's steps again (abstract's backing
      // follows the scene index, so only its identical steps inside a scene repeat).
      if (style !== 'abstract') expect(repeats, 'repeated images').toBeGreaterThan(4);
      // In order: as ffmpeg asks for them (repeats copied from the kept images).
      const inOrder = layer.frames.map((_, i) => Buffer.from(layer.draw(i)));
      // Backwards: nothing is kept before it is needed, so every image is drawn afresh.
      const fresh: Buffer[] = [];
      for (let i = n - 1; i >= 0; i--) fresh[i] = Buffer.from(layer.draw(i));
      for (let i = 0; i < n; i++) {
        expect(inOrder[i]!.equals(fresh[i]!), `image ${i}`).toBe(true);
        const r = layer.repeatOf[i]!;
        if (r >= 0) expect(fresh[i]!.equals(fresh[r]!), `image ${i} repeats ${r}`).toBe(true);
      }
    },
  );
});

/** One scene of each drawn layout, each arriving by a different transition. */
function layouts(style: VideoStyle): SceneLayerInput {
  return {
    scenes: [
      scene('hook', 0, 2, 'bee', { layout: 'title', text: 'Why do bees dance?' }),
      scene('point', 2, 4.5, 'flower', { layout: 'subject', transition: 'push', emphasisAt: 2.5 }),
      scene('point', 4.5, 7, 'bee', {
        layout: 'list',
        transition: 'zoom',
        text: 'Bees dance in four steps',
        label: { text: '4 STEPS', at: 4.8 },
      }),
      scene('point', 7, 9.5, 'bee', {
        layout: 'split',
        secondIllustration: 'flower',
        transition: 'whip',
        text: 'Bees vs flowers',
      }),
      scene('point', 9.5, 12, 'leaf', {
        layout: 'statement',
        transition: 'glitch',
        text: 'Nobody taught them this',
      }),
      scene('cta', 12, 14, 'leaf', {
        layout: 'subject',
        transition: 'dissolve',
        label: { text: 'LEAF', at: 12.5 },
      }),
    ],
    style,
    durationSec: 14,
    accent: '#4FC3F7',
    titleEnd: 1.4,
  };
}

/**
 * The layouts' layer of each style, planned once: the corner test and the pictures test read the
 * same one (drawing an image in any order gives the same picture, as the first describe checks).
 */
const planned = new Map<VideoStyle, ReturnType<typeof planSceneLayer>>();
function layoutsLayer(style: VideoStyle) {
  if (!planned.has(style)) planned.set(style, planSceneLayer(layouts(style), loader));
  return planned.get(style)!;
}

/** The alpha plane of a yuva420p image. */
const alphaOf = (img: Buffer, w: number, h: number) => img.subarray(w * h * 1.5, w * h * 2.5);

describe('scene layer: layouts', () => {
  it.each(STYLES)(
    '%s: keeps the bottom-right watermark corner (300x140) of the frame clear',
    async (style) => {
      const layer = (await layoutsLayer(style))!;
      const { width: w, height: h } = layer;
      // The corner in the sprite's own coordinates, grown by the most the float moves the sprite.
      const float = 40;
      const x0 = Math.max(0, 1080 - 300 - float - SPRITE_X);
      const y0 = Math.max(0, 1920 - 140 - float - layer.topAt(5));
      let drawn = 0;
      for (let i = 0; i < layer.frames.length; i++) {
        const a = alphaOf(layer.draw(i), w, h);
        for (let y = y0; y < h; y++) for (let x = x0; x < w; x++) if (a[y * w + x]! > 0) drawn++;
      }
      expect(drawn, 'opaque pixels in the watermark corner').toBe(0);
      // And the sprite itself ends above it, wherever the float takes it.
      expect(layer.topAt(5) + h + float).toBeLessThan(1920 - 140);
    },
  );

  it.each(STYLES)(
    '%s: each layout draws a different picture, and the number card counts up',
    async (style) => {
      const layer = (await layoutsLayer(style))!;
      const at = (t: number) => {
        const f = Math.round(t * 30);
        let i = 0;
        while (i + 1 < layer.frames.length && layer.frames[i + 1]! <= f) i++;
        return Buffer.from(layer.draw(i));
      };
      const mid = [1, 4, 6.8, 9.3, 11.8, 13.8].map(at);
      for (let i = 1; i < mid.length; i++) expect(mid[i]!.equals(mid[i - 1]!), `scene ${i}`).toBe(false);
      // The list's items appear one by one: more of the sprite is covered late in its scene than early.
      const covered = (img: Buffer) =>
        alphaOf(img, layer.width, layer.height).reduce((n, v) => n + (v > 0 ? 1 : 0), 0);
      expect(covered(at(6.8))).toBeGreaterThan(covered(at(5)));
      // The big subject moves across its scene (push-in and drift), not one still image.
      expect(at(2.6).equals(at(4.3))).toBe(false);
    },
  );
});

describe('scene layer: cards of type arrive inside the text column', () => {
  it.each(['abstract', 'retro'] as const)(
    '%s: no frame of a card’s entrance cuts a word at the edge (seen: "ISE" mid-slide)',
    async (style) => {
      const moves = ['push', 'whip', 'zoom', 'glitch', 'dissolve'] as const;
      const scenes = moves.map((transition, k) =>
        scene('point', k, k + 1, 'leaf', { layout: 'statement', transition, text: 'Keep your promise' }),
      );
      const layer = (await planSceneLayer(
        { scenes, style, durationSec: moves.length, accent: '#4FC3F7', titleEnd: 0 },
        loader,
      ))!;
      const { width: w, height: h } = layer;
      const column = textColumn('all');
      let images = 0;
      for (let i = 0; i < layer.frames.length; i++) {
        if (layer.frames[i]! % 30 > 12) continue; // each scene's first 0.4 s: its entrance
        images++;
        const a = alphaOf(layer.draw(i), w, h);
        let x0 = w;
        let x1 = -1;
        for (let y = 0; y < h; y++)
          for (let x = 0; x < w; x++)
            if (a[y * w + x]! > 0) {
              x0 = Math.min(x0, x);
              x1 = Math.max(x1, x);
            }
        const t = (layer.frames[i]! / 30).toFixed(2);
        expect(x0 + SPRITE_X, `left edge at ${t} s`).toBeGreaterThanOrEqual(column.x0);
        expect(x1 + SPRITE_X, `right edge at ${t} s`).toBeLessThan(column.x1);
      }
      expect(images).toBeGreaterThan(moves.length * 3);
    },
  );
});

describe('scene layer: the big subject', () => {
  it.each([
    ['minimal', 'bottom'],
    ['minimal', 'middle'],
    ['minimal', 'top'],
    ['cinematic', 'bottom'],
    ['cinematic', 'top'],
  ] as const)(
    '%s, captions at the %s: the picture is 55 to 75 percent of the frame wide in every framing and on the cover, and whole',
    async (style, position) => {
      // Three subjects in a row take the three framings (centred, to one side, close up).
      const scenes = [
        scene('hook', 0, 2, 'bee', { layout: 'title' }),
        ...[2, 5, 8].map((t) => scene('point', t, t + 3, 'bee', { layout: 'subject' })),
      ];
      const layer = (await planSceneLayer(
        { scenes, style, durationSec: 11, accent: '#4FC3F7', titleEnd: 1.4, placement: { position } },
        solidPicture,
      ))!;
      const { width: w, height: h } = layer;
      // The hook's picture over the title card is the cover: as big as the subjects after it.
      for (const t of [0, 3, 6, 9]) {
        const i = layer.frames.findLastIndex((f) => f / 30 <= t);
        const a = alphaOf(layer.draw(i), w, h);
        let x0 = w;
        let x1 = 0;
        for (let y = 0; y < h; y++)
          for (let x = 0; x < w; x++)
            if (a[y * w + x]! > 200) {
              x0 = Math.min(x0, x);
              x1 = Math.max(x1, x);
            }
        const share = (x1 - x0 + 1) / 1080;
        expect(share, `at ${t} s`).toBeGreaterThanOrEqual(0.55);
        expect(share, `at ${t} s`).toBeLessThanOrEqual(0.75);
      }
      // Fully pushed in at its scene's end, the picture still ends inside the sprite, not cut flat by its edge.
      for (const t of [4.95, 7.95, 10.95]) {
        const a = alphaOf(layer.draw(layer.frames.findLastIndex((f) => f / 30 <= t)), w, h);
        // Nor its faint light: a cinematic glow or the disc behind it fades out before the edge
        // (seen: a glow boxed in above a framed-high handshake).
        const rowInk = (y: number) => a.subarray(y * w, (y + 1) * w).some((v) => v > 8);
        expect(rowInk(0) || rowInk(h - 1), `cut at ${t} s`).toBe(false);
      }
    },
  );
});

describe('scene layer: documentary lays a photo only over a photo', () => {
  /** A photo, a statement card, a photo; `first` and `card` are the pictures of the first two. */
  const plan = (first: string, card: string) =>
    planSceneLayer(
      {
        scenes: [
          scene('hook', 0, 2, 'bee', { layout: 'title' }),
          scene('point', 2, 4.5, first, { layout: 'subject', transition: 'dissolve' }),
          scene('point', 4.5, 7, card, {
            layout: 'statement',
            transition: 'dissolve',
            text: 'Nobody taught them this',
          }),
          scene('point', 7, 9.5, 'bee', { layout: 'subject', transition: 'dissolve' }),
        ],
        style: 'documentary',
        durationSec: 9.5,
        accent: '#4FC3F7',
        titleEnd: 1.4,
      },
      loader,
    );
  const imagesIn = (layer: NonNullable<Awaited<ReturnType<typeof plan>>>, from: number, to: number) =>
    layer.frames.flatMap((f, i) => (f / 30 >= from && f / 30 < to ? [Buffer.from(layer.draw(i))] : []));

  it('the statement card never shows the photo before it, and the next photo never shows the card’s picture', async () => {
    const a = (await plan('flower', 'leaf'))!;
    const b = (await plan('leaf', 'flower'))!;
    // What the statement scene shows does not depend on the photo before it.
    const cardA = imagesIn(a, 4.5, 7);
    const cardB = imagesIn(b, 4.5, 7);
    expect(cardA.length).toBeGreaterThan(0);
    cardA.forEach((img, k) => expect(img.equals(cardB[k]!), `statement image ${k}`).toBe(true));
    // Nor the photo after it on the statement scene's (never shown) picture.
    const nextA = imagesIn(a, 7, 9.5);
    imagesIn(b, 7, 9.5).forEach((img, k) => expect(img.equals(nextA[k]!), `photo image ${k}`).toBe(true));
    // The card is in whole from its first frame: a cut, not a dissolve over nothing.
    expect(cardA[0]!.equals(cardA.at(-1)!)).toBe(true);
  });
});

describe('scene layer blended at the backdrop’s rate', () => {
  it('draws only the images a blended frame shows, and each blended frame shows the same image', async () => {
    // Scenes cut off the 10 fps grid, so some entrance and label steps fall between blended frames.
    const base = input('cinematic');
    const shifted: SceneLayerInput = {
      ...base,
      scenes: base.scenes.map((s, i) => ({
        ...s,
        start: i ? s.start + 0.033 : 0,
        end: s.end + 0.033,
        emphasisAt: s.emphasisAt === null ? null : s.emphasisAt + 0.033,
        label: s.label ? { ...s.label, at: s.label.at + 0.033 } : null,
      })),
    };
    const all = (await planSceneLayer(shifted, loader))!;
    const seen = (await planSceneLayer({ ...shifted, blendFps: 10 }, loader))!;
    expect(seen.frames.length).toBeLessThan(all.frames.length);
    const at = (frames: number[], n: number) => frames.findLastIndex((f) => f <= n);
    const last = all.frames.at(-1)!;
    for (let n = 0; n <= last + 3; n += 3) {
      const a = Buffer.from(all.draw(at(all.frames, n)));
      const b = Buffer.from(seen.draw(at(seen.frames, n)));
      expect(a.equals(b), `blended frame ${n}`).toBe(true);
    }
  });
});

describe('a statement scene of several sentences', () => {
  // Three sentences on one card (no picture): the voice reaches the second at 3.1 s, the third at 4.3 s.
  const text = 'Your pace is still a pace. Do it for future you. Show up again.';
  const starts = [2, 2.2, 2.4, 2.6, 2.8, 2.95, 3.1, 3.3, 3.5, 3.7, 3.9, 4.3, 4.5, 4.8];
  const words = text.split(' ').map((word, k) => ({ word, start: starts[k]! }));
  const layerOf = (spoken?: typeof words) =>
    planSceneLayer(
      {
        scenes: [
          scene('hook', 0, 1.9, 'bee', { layout: 'subject' }),
          scene('point', 1.9, 5.5, 'leaf', { layout: 'statement', transition: 'cut', text }),
        ],
        style: 'cinematic',
        durationSec: 5.5,
        accent: '#4FC3F7',
        titleEnd: 0,
        words: spoken,
      },
      loader,
    );

  it('changes its card as each sentence is spoken, and shows one card when no voice timings are known', async () => {
    const at = (sec: number) => Math.round(sec * 30);
    const timed = (await layerOf(words))!;
    // A new image where each later sentence starts, unlike the one just before it.
    for (const from of [3.1, 4.3]) {
      const i = timed.frames.indexOf(at(from));
      expect(i, `an image at ${from} s`).toBeGreaterThan(0);
      expect(Buffer.from(timed.draw(i)).equals(Buffer.from(timed.draw(i - 1))), `${from} s`).toBe(false);
    }
    const still = (await layerOf())!;
    expect(still.frames.filter((f) => f > at(2.5))).toEqual([]);
  });
});
