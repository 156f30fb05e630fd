import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenStockSite, scratchStockCache } from '../../../test/local-server.ts';
import { createPixabayVisuals } from './pixabay.visuals.ts';

// Against a local server that answers like Pixabay's search API and serves the files.

let close: () => Promise<void>;
let baseUrl: string;
const { dir, done } = scratchStockCache('pixabay-test-');
const searches: URL[] = [];
const downloads: string[] = [];

const rendition = (name: string, width: number, height: number) => ({
  url: `BASE/files/${name}.mp4`,
  width,
  height,
  size: 1000,
});

function videos(q: string) {
  if (q.includes('nothing')) return { total: 0, totalHits: 0, hits: [] };
  return {
    total: 3,
    totalHits: 3,
    hits: [
      // Landscape only: behind any portrait clip.
      {
        id: 1,
        pageURL: 'https://pixabay.com/videos/id-1/',
        duration: 20,
        user: 'Ana',
        videos: { large: rendition('1-large', 1920, 1080) },
      },
      {
        id: 2,
        pageURL: 'https://pixabay.com/videos/id-2/',
        duration: 12,
        user: 'Ben',
        videos: {
          large: rendition('2-large', 2160, 3840),
          medium: rendition('2-medium', 1080, 1920),
          tiny: rendition('2-tiny', 360, 640),
        },
      },
      {
        id: 3,
        pageURL: 'https://pixabay.com/videos/id-3/',
        duration: 2,
        user: 'Cy',
        videos: { medium: rendition('3-medium', 1080, 1920) },
      },
    ],
  };
}

beforeAll(async () => {
  ({ baseUrl, close } = await listenStockSite((url) => {
    searches.push(url);
    if (url.pathname !== '/api/videos/' && url.pathname !== '/api/') return null;
    if (url.searchParams.get('key') !== 'pixabay-key')
      return { status: 400, text: '[ERROR 400] Invalid or missing API key' };
    const q = url.searchParams.get('q') ?? '';
    return {
      status: 200,
      json:
        url.pathname === '/api/videos/'
          ? videos(q)
          : {
              total: 1,
              totalHits: 1,
              hits: [
                {
                  id: 77,
                  pageURL: 'https://pixabay.com/photos/id-77/',
                  user: 'Dee',
                  largeImageURL: 'BASE/files/photo.jpg',
                  imageWidth: 853,
                  imageHeight: 1280,
                },
              ],
            },
    };
  }, downloads));
});
afterAll(async () => {
  await close();
  done();
});

describe('Pixabay stock visuals', () => {
  it('picks the portrait rendition closest to 1080x1920, long enough, and caches it by id', async () => {
    const workDir = join(dir, 'a');
    const cacheDir = join(dir, 'cache');
    const visuals = createPixabayVisuals({ baseUrl, apiKey: 'pixabay-key', perPage: 5, cacheDir });
    const clip = await visuals.find({
      keywords: ['octopus', 'ocean'],
      minDurationSec: 5,
      workDir,
      orientation: 'portrait',
    });
    const search = searches.at(-1)!;
    expect(search.pathname).toBe('/api/videos/');
    expect(Object.fromEntries(search.searchParams)).toEqual({
      key: 'pixabay-key',
      safesearch: 'true',
      per_page: '5',
      q: 'octopus ocean',
    });
    expect(clip).toEqual({
      id: 'pixabay-2',
      path: join(cacheDir, 'pixabay-2-1080.mp4'),
      kind: 'video',
      width: 1080,
      height: 1920,
      durationSec: 12,
      attribution: 'Video by Ben on Pixabay (https://pixabay.com/videos/id-2/)',
    });
    expect(downloads.at(-1)).toBe('/files/2-medium.mp4');
    // Another video's render finds it in the cache: no second download.
    const before = downloads.length;
    await visuals.find({
      keywords: ['octopus', 'ocean'],
      minDurationSec: 5,
      workDir: join(dir, 'another-video'),
      orientation: 'portrait',
    });
    expect(downloads.length).toBe(before);
    expect(readdirSync(cacheDir)).toEqual(['pixabay-2-1080.mp4']);
  });

  it('never repeats a clip: with the portrait one used, the landscape one comes next, then a photo', async () => {
    const workDir = join(dir, 'b');
    const visuals = createPixabayVisuals({ baseUrl, apiKey: 'pixabay-key' });
    const req = { keywords: ['octopus'], minDurationSec: 5, workDir, orientation: 'portrait' as const };
    const second = await visuals.find({ ...req, exclude: ['pixabay-2'] });
    expect(second).toMatchObject({ id: 'pixabay-1', width: 1920, height: 1080 });
    const third = await visuals.find({ ...req, exclude: ['pixabay-2', 'pixabay-1'] });
    expect(third).toMatchObject({
      id: 'pixabay-photo-77',
      kind: 'image',
      attribution: 'Photo by Dee on Pixabay (https://pixabay.com/photos/id-77/)',
    });
    expect(searches.at(-1)!.searchParams.get('orientation')).toBe('vertical');
  });

  it('reports the vendor’s error text with the HTTP status', async () => {
    const visuals = createPixabayVisuals({ baseUrl, apiKey: 'wrong' });
    await expect(
      visuals.find({
        keywords: ['octopus'],
        minDurationSec: 1,
        workDir: join(dir, 'c'),
        orientation: 'portrait',
      }),
    ).rejects.toThrow('Pixabay answered HTTP 400: [ERROR 400] Invalid or missing API key');
  });
});
