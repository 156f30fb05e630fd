import { describe, expect, it } from 'vitest';
import type { StockClip, VisualsProvider } from '../providers/visuals/visuals.types.ts';
import { assignBroll, findFootage } from './pipeline.ts';
import { planScenes } from './scenes/scenes.ts';
import { evenTimings, octopusScript } from '../../test/scripts.ts';

const script = octopusScript([
  { text: 'They have three hearts.', visualKeywords: ['hearts'] },
  { text: 'Two hearts push blood through the gills.', visualKeywords: ['octopus', 'gills'] },
  { text: 'The third one feeds the body.', visualKeywords: ['octopus', 'body'] },
]);
const words = evenTimings(script);

const upload = (id: string): StockClip => ({
  id: `upload-${id}`,
  path: `/u/${id}.mp4`,
  kind: 'video',
  width: 1080,
  height: 1920,
});

describe("the creator's own B-roll", () => {
  it('fills the first scenes in order, once each, and stock fills the rest without repeating a clip', async () => {
    const scenes = planScenes(script, words, 12, 'educational');
    expect(scenes.length).toBeGreaterThanOrEqual(4);
    // The same upload twice is used once.
    expect(assignBroll(scenes, [upload('a'), upload('b'), upload('a')])).toBe(2);
    expect(scenes.slice(0, 2).map((s) => s.clip?.id)).toEqual(['upload-a', 'upload-b']);

    const asked: { keywords: string[]; exclude: string[] }[] = [];
    let n = 0;
    // A stock library that offers clip 1 to whoever does not exclude it, then 2, 3...
    const stock: VisualsProvider = {
      name: 'stock',
      async find(req) {
        asked.push({ keywords: req.keywords, exclude: [...(req.exclude ?? [])] });
        const id = [1, 2, 3, 4, 5, 6].map((k) => `stock-${k}`).find((k) => !req.exclude?.includes(k))!;
        n++;
        return { id, path: `/s/${id}.mp4`, kind: 'video', width: 1080, height: 1920 };
      },
    };
    await findFootage(scenes, stock, '/tmp', {});
    expect(n).toBe(scenes.length - 2); // no search for the scenes the creator filled
    expect(asked[0]!.exclude).toEqual(['upload-a', 'upload-b']);
    const ids = scenes.map((s) => s.clip?.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
