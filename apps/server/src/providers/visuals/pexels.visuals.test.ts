import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenStockSite, scratchStockCache } from '../../../test/local-server.ts';
import { createBuiltinVisuals } from './builtin.visuals.ts';
import { createPexelsVisuals, pickBestFile } from './pexels.visuals.ts';

// A local server speaking the Pexels video search protocol and serving a real MP4 made by ffmpeg.
const { dir, done } = scratchStockCache('pexels-test-');
let close: () => Promise<void>;
let baseUrl: string;
const searches: Array<{ params: URLSearchParams; auth?: string }> = [];
const downloads: string[] = [];

const file = (
  id: number,
  width: number | null,
  height: number | null,
  quality: string | null = 'hd',
  type = 'video/mp4',
) => ({
  id,
  quality,
  file_type: type,
  width,
  height,
  fps: 25,
  link: `BASE/files/${id}.mp4`,
});

function searchAnswer(query: string) {
  const videos = [
    // Long enough, but landscape only.
    {
      id: 1,
      width: 1920,
      height: 1080,
      duration: 20,
      url: 'https://www.pexels.com/video/1/',
      user: { name: 'Ann' },
      video_files: [file(11, 1920, 1080), file(12, 1280, 720)],
    },
    // Portrait but too short.
    {
      id: 2,
      width: 1080,
      height: 1920,
      duration: 2,
      url: 'https://www.pexels.com/video/2/',
      user: { name: 'Bo' },
      video_files: [file(21, 1080, 1920)],
    },
    // The one: several portrait files, the 1080x1920 is the best fit.
    {
      id: 3,
      width: 2160,
      height: 3840,
      duration: 12,
      url: 'https://www.pexels.com/video/3/',
      user: { name: 'Cleo Park', url: 'https://www.pexels.com/@cleo' },
      video_files: [
        file(31, 720, 1280, 'hd'),
        file(32, 2160, 3840, 'uhd'),
        file(33, 1080, 1920, 'hd'),
        file(34, null, null, null, 'application/x-mpegURL'),
        file(35, 1920, 1080),
      ],
    },
    // A near-square portrait file is a poor fit for 9:16.
    {
      id: 4,
      width: 1080,
      height: 1350,
      duration: 30,
      url: 'https://www.pexels.com/video/4/',
      user: { name: 'Dee' },
      video_files: [file(41, 1080, 1350)],
    },
  ];
  if (query.includes('nothing')) return { page: 1, per_page: 15, total_results: 0, videos: [] };
  if (query === 'ocean waves sunset') return { page: 1, per_page: 15, total_results: 0, videos: [] };
  if (query.includes('huge'))
    return {
      page: 1,
      per_page: 15,
      total_results: 1,
      videos: [
        { ...videos[2], id: 9, video_files: [{ ...file(99, 1080, 1920), link: 'BASE/files/huge.mp4' }] },
      ],
    };
  return {
    page: 1,
    per_page: 15,
    total_results: videos.length,
    url: 'https://www.pexels.com/search/videos/x/',
    videos,
  };
}

beforeAll(async () => {
  ({ baseUrl, close } = await listenStockSite((url, req) => {
    if (url.pathname !== '/videos/search') return null;
    searches.push({ params: url.searchParams, auth: req.headers.authorization });
    if (req.headers.authorization !== 'pexels-key') return { status: 401, json: { error: 'Unauthorized' } };
    return { status: 200, json: searchAnswer(url.searchParams.get('query') ?? '') };
  }, downloads));
});
afterAll(async () => {
  await close();
  done();
});

describe('Pexels stock visuals', () => {
  it('searches portrait videos and downloads the file closest to 1080x1920', async () => {
    const workDir = join(dir, 'job1');
    const cacheDir = join(dir, 'cache');
    const visuals = createPexelsVisuals({ baseUrl, apiKey: 'pexels-key', perPage: 10, cacheDir });
    const clip = await visuals.find({
      keywords: ['cats', 'tables'],
      minDurationSec: 5,
      workDir,
      orientation: 'portrait',
    });

    const s = searches.at(-1)!;
    expect(s.auth).toBe('pexels-key');
    expect(Object.fromEntries(s.params)).toEqual({
      query: 'cats tables',
      orientation: 'portrait',
      size: 'medium',
      per_page: '10',
    });
    expect(clip).toEqual({
      id: 'pexels-3',
      path: join(cacheDir, 'pexels-3-33.mp4'),
      kind: 'video',
      width: 1080,
      height: 1920,
      durationSec: 12,
      attribution: 'Video by Cleo Park on Pexels (https://www.pexels.com/video/3/)',
    });
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', clip!.path]).toString(),
    );
    expect(probe.streams[0].codec_name).toBe('h264');
    expect(readdirSync(cacheDir)).toEqual(['pexels-3-33.mp4']);

    // Asked again for another video, the clip cached by id is reused: no second download.
    const before = downloads.length;
    await visuals.find({
      keywords: ['cats', 'tables'],
      minDurationSec: 5,
      workDir: join(dir, 'job-other'),
      orientation: 'portrait',
    });
    expect(downloads.length).toBe(before);
  });

  it('retries with the main keyword alone, and answers null when nothing fits', async () => {
    const visuals = createPexelsVisuals({ baseUrl, apiKey: 'pexels-key' });
    const clip = await visuals.find({
      keywords: ['ocean waves', 'sunset'],
      minDurationSec: 5,
      workDir: join(dir, 'job2'),
      orientation: 'portrait',
    });
    expect(searches.slice(-2).map((x) => x.params.get('query'))).toEqual([
      'ocean waves sunset',
      'ocean waves',
    ]);
    expect(clip?.width).toBe(1080);

    expect(
      await visuals.find({
        keywords: ['nothing here'],
        minDurationSec: 5,
        workDir: join(dir, 'job3'),
        orientation: 'portrait',
      }),
    ).toBeNull();
    // Longer than every portrait clip: null.
    expect(
      await visuals.find({
        keywords: ['cats'],
        minDurationSec: 40,
        workDir: join(dir, 'job3'),
        orientation: 'portrait',
      }),
    ).toBeNull();
    expect(
      await visuals.find({
        keywords: [],
        minDurationSec: 1,
        workDir: join(dir, 'job3'),
        orientation: 'portrait',
      }),
    ).toBeNull();
  });

  it('stops a download above the size cap and leaves no partial file', async () => {
    const workDir = join(dir, 'job4');
    const visuals = createPexelsVisuals({ baseUrl, apiKey: 'pexels-key', maxBytes: 100_000 });
    await expect(
      visuals.find({ keywords: ['huge'], minDurationSec: 1, workDir, orientation: 'portrait' }),
    ).rejects.toThrow(/100000-byte limit/);
    expect(existsSync(workDir) ? readdirSync(workDir) : []).toEqual([]);
  });

  it('reports HTTP errors with the status and vendor message', async () => {
    const visuals = createPexelsVisuals({ baseUrl, apiKey: 'wrong' });
    await expect(
      visuals.find({
        keywords: ['cats'],
        minDurationSec: 1,
        workDir: join(dir, 'job5'),
        orientation: 'portrait',
      }),
    ).rejects.toThrow('Pexels answered HTTP 401: Unauthorized');
  });

  it('prefers 9:16 files over larger or squarer ones', () => {
    const v = (id: number, files: Array<[number, number]>, duration = 10) => ({
      id,
      width: 0,
      height: 0,
      duration,
      url: '',
      video_files: files.map(([w, h], i) => ({
        id: id * 10 + i,
        quality: 'hd',
        file_type: 'video/mp4',
        width: w,
        height: h,
        link: 'x',
      })),
    });
    expect(
      pickBestFile(
        [
          v(1, [
            [1080, 1350],
            [720, 1280],
          ]),
        ],
        1,
      )?.file.id,
    ).toBe(11);
    expect(pickBestFile([v(1, [[2160, 3840]]), v(2, [[1080, 1920]])], 1)?.file.id).toBe(20);
    // Landscape only when nothing portrait fits (it is cropped to 9:16 when rendered).
    expect(pickBestFile([v(1, [[1920, 1080]]), v(2, [[720, 1280]])], 1)?.file.id).toBe(20);
    expect(pickBestFile([v(1, [[1920, 1080]])], 1)?.file.id).toBe(10);
    // An excluded video is never picked again.
    expect(pickBestFile([v(1, [[1080, 1920]]), v(2, [[720, 1280]])], 1, new Set([1]))?.file.id).toBe(20);
  });

  it('builtin visuals find nothing: the media engine draws backgrounds', async () => {
    expect(
      await createBuiltinVisuals().find({
        keywords: ['cats'],
        minDurationSec: 3,
        workDir: dir,
        orientation: 'portrait',
      }),
    ).toBeNull();
  });
});
