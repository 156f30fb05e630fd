import { createCanvas } from '@napi-rs/canvas';
import type { VideoStyle } from '@reelsmith/contracts/video';
import { describe, expect, it } from 'vitest';
import { planSceneLayer, type SceneLayerInput } from './scene-layer.ts';
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
  return {
    scenes: [
      scene('hook', 0, 2.5, 'bee', { emphasisAt: 0.6 }),
      scene('point', 2.5, 5, 'flower'),
      scene('point', 5, 7.5, 'bee', { emphasisAt: 5.6, label: { text: 'HONEYBEE', at: 5.6 } }),
      scene('point', 7.5, 10, 'flower'),
      scene('point', 10, 12.5, 'bee', { emphasisAt: 10.6, label: { text: 'HONEYBEE', at: 10.6 } }),
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
