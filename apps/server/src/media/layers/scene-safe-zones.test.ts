import { CAPTION_POSITIONS, SAFE_ZONE_TARGETS } from '@reelsmith/contracts/storyboard';
import { describe, expect, it } from 'vitest';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import type { Scene } from '../scenes/scenes.ts';
import { planCaptionLayer } from './caption-layer.ts';
import { layoutPage, paginate } from './captions.ts';
import { interfaceBoxes, intersects, type Box } from './safe-zones.ts';
import { LOOKS, planSceneLayer, SPRITE_X, type SceneLayer } from './scene-layer.ts';
import { solidPicture } from './scene-layer.test-helpers.ts';
import { watermarkBox } from './watermark.ts';

// What the scene layer draws, measured in the frame for every caption position and target (issue 37):
// no caption covers a subject, a card or a label; no label or card (text) sits under an app's buttons,
// tabs or caption area; the watermark corner stays clear. Abstract reaches furthest (the largest
// picture, the widest float, a tilted label).

const STYLE = 'abstract';
const FLOAT = LOOKS[STYLE].float.y;

const base = { kind: 'point' as const, beat: 1, keywords: [] as string[], emphasisAt: null, label: null };
/** A scene of each drawn layout, each labelled where the layout shows a label, with or without pictures. */
function scenes(pictures: boolean): Scene[] {
  const pic = (id: string) => (pictures ? id : null);
  return [
    {
      ...base,
      start: 0,
      end: 2.5,
      text: 'Bees find flowers',
      illustration: pic('bee'),
      layout: 'subject',
      transition: 'zoom',
      emphasisAt: 0.5,
      label: { text: 'WAGGLE DANCE', at: 0.6 },
    },
    {
      ...base,
      start: 2.5,
      end: 5,
      text: 'Bees dance in four steps',
      illustration: pic('bee'),
      layout: 'list',
      transition: 'push',
      label: { text: '4 STEPS', at: 2.8 },
    },
    {
      ...base,
      start: 5,
      end: 7.5,
      text: 'Bees vs wasps',
      illustration: pic('bee'),
      secondIllustration: 'wasp',
      layout: pictures ? 'split' : 'subject',
      transition: 'whip',
      label: pictures ? null : { text: 'BEES VS WASPS', at: 5.2 },
    },
    {
      ...base,
      start: 7.5,
      end: 10,
      text: 'Nobody ever taught the bees this dance',
      illustration: null,
      layout: 'statement',
      transition: 'glitch',
    },
  ];
}

/** The union of what each scene's images cover in the frame, wherever the float takes the sprite. */
function inkPerScene(layer: SceneLayer): (Box | null)[] {
  const w = layer.width;
  const h = layer.height;
  const boxes: (Box | null)[] = [];
  const starts = [0, 2.5, 5, 7.5, 10];
  for (let i = 0; i < layer.frames.length; i++) {
    const t = layer.frames[i]! / 30;
    const s = starts.findLastIndex((x) => x <= t + 1e-6);
    const a = layer.draw(i).subarray(w * h * 1.5);
    let x0 = w;
    let y0 = h;
    let x1 = -1;
    let y1 = -1;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        if (a[y * w + x]! > 0) {
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y < y0) y0 = y;
          if (y > y1) y1 = y;
        }
    if (x1 < 0) continue;
    const top = layer.topAt(t);
    const ink = {
      x0: SPRITE_X + x0 - 14,
      x1: SPRITE_X + x1 + 15,
      y0: top + y0 - FLOAT,
      y1: top + y1 + 1 + FLOAT,
    };
    const b = boxes[s];
    boxes[s] = b
      ? {
          x0: Math.min(b.x0, ink.x0),
          y0: Math.min(b.y0, ink.y0),
          x1: Math.max(b.x1, ink.x1),
          y1: Math.max(b.y1, ink.y1),
        }
      : ink;
  }
  return boxes;
}

const words: WordTiming[] =
  'Octopuses have three hearts and blue blood. Each arm can taste what it touches, so the brain gets help'
    .split(' ')
    .map((word, i) => ({ word, start: i * 0.32, end: i * 0.32 + 0.29 }));

describe('scene layer and the platforms', () => {
  for (const safeZone of SAFE_ZONE_TARGETS)
    for (const position of CAPTION_POSITIONS)
      it(`${safeZone}, ${position}: captions never cover a scene; labels and cards stay off the apps`, async () => {
        const placement = { position, safeZone };
        const captions = planCaptionLayer({
          pages: paginate(words).map((p) => layoutPage(p, 'pop')),
          title: null,
          preset: 'pop',
          style: 'retro',
          durationSec: 10,
          ...placement,
        })!;
        const caption = {
          x0: captions.x,
          y0: captions.captionTop,
          x1: captions.x + captions.width,
          y1: captions.captionTop + captions.height,
        };
        const input = { style: STYLE, durationSec: 10, accent: '#FFD400', titleEnd: 0, placement } as const;
        const drawn = inkPerScene((await planSceneLayer({ ...input, scenes: scenes(true) }, solidPicture))!);
        const layoutsSeen = drawn.filter(Boolean).length;
        expect(layoutsSeen).toBe(4);
        drawn.forEach((ink, s) =>
          expect(intersects(ink!, caption), `scene ${s} under the captions`).toBe(false),
        );
        // Text only (labels without their pictures, the number and statement cards).
        const text = inkPerScene((await planSceneLayer({ ...input, scenes: scenes(false) }, solidPicture))!);
        const mark = watermarkBox('Made with Reelsmith', placement);
        text.forEach((ink, s) => {
          for (const ui of interfaceBoxes(safeZone))
            expect(intersects(ink!, ui), `scene ${s} text under "${ui.what}"`).toBe(false);
          expect(intersects(ink!, mark), `scene ${s} over the watermark`).toBe(false);
        });
      });
});
