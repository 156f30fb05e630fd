import { describe, expect, it } from 'vitest';
import { planCaptionLayer } from './caption-layer.ts';
import { layoutPage, paginate } from './captions.ts';
import { illustrationBitmap, illustrationPng } from '../scenes/illustration-icons.ts';
import { drawLayersOnThread } from './layer-thread.ts';
import { planSceneLayer } from './scene-layer.ts';
import { planScenes } from '../scenes/scenes.ts';
import { evenTimings, octopusScript } from '../../../test/scripts.ts';

const script = octopusScript([
  { text: 'They have three hearts.', visualKeywords: ['hearts'] },
  { text: 'Two hearts push blood through the gills.', visualKeywords: ['octopus', 'gills'] },
]);
const words = evenTimings(script);
const DURATION = 8.5;

async function collect(it: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for await (const b of it) out.push(Buffer.from(b)); // the slot is reused: copy
  return out;
}

describe('the layer thread', () => {
  it('hands ffmpeg exactly the images the layers draw in-process, for both layers at once', async () => {
    const captionInput = {
      pages: paginate(words.slice(5)).map((p) => layoutPage(p, 'bold')),
      title: { words: words.slice(0, 5), end: 2.1, accent: '#4FC3F7' },
      preset: 'bold' as const,
      durationSec: DURATION,
    };
    const caption = planCaptionLayer(captionInput)!;
    const sceneInput = {
      scenes: planScenes(script, words, DURATION, 'educational'),
      style: 'cinematic' as const,
      durationSec: DURATION,
      accent: '#4FC3F7',
      titleEnd: 2.1,
    };
    const pngs: Record<string, Uint8Array> = {};
    const scene = (await planSceneLayer(sceneInput, async (id, size) => {
      pngs[`${id}@${size}`] = (await illustrationPng(id, size))!;
      return illustrationBitmap(id, size);
    }))!;
    expect(Object.keys(pngs).length).toBeGreaterThan(0);

    for (let round = 0; round < 2; round++) {
      // The second round reuses the kept thread.
      const streams = drawLayersOnThread({
        caption: { layer: caption, input: captionInput },
        scene: { layer: scene, input: sceneInput, pngs },
      });
      const [caps, scenes] = await Promise.all([collect(streams.caption!), collect(streams.scene!)]);
      await streams.close();
      expect(caps.length).toBe(caption.frames.length);
      expect(scenes.length).toBe(scene.frames.length);
      for (const i of [0, 1, Math.floor(caps.length / 2), caps.length - 1])
        expect(caps[i]!.equals(caption.draw(i)), `caption image ${i}`).toBe(true);
      for (const i of [0, 3, Math.floor(scenes.length / 2), scenes.length - 1])
        expect(scenes[i]!.equals(scene.draw(i)), `scene image ${i}`).toBe(true);
    }
  }, 60_000);
});
