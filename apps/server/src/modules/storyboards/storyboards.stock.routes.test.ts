import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { STORYBOARD_SCHEMA_VERSION, type Storyboard } from '@reelsmith/contracts/storyboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lavfi } from '../../../test/media.ts';
import { listenLocal, tinyPortraitMp4 } from '../../../test/local-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videos } from '../../db/schema/index.ts';
import { createBuiltinVisuals } from '../../providers/visuals/builtin.visuals.ts';
import { STOCK_OFF } from './storyboards.stock.ts';

// The editor's Stock tab (issue 36) against a local server speaking Pexels' video API: a search
// through our API, each clip's still through our API, and a chosen clip kept with the video, which
// a scene then shows.
describe('stock footage in the editor', () => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof listenLocal>>;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  const cache = mkdtempSync(join(tmpdir(), 'stock-editor-'));
  const asked: string[] = [];
  const mp4 = tinyPortraitMp4();
  const jpeg = execFileSync('ffmpeg', [
    ...['-v', 'error', ...lavfi('color=c=orange:s=90x160:d=1'), '-frames:v', '1', '-f', 'mjpeg', '-'],
  ]);
  const clip = (id: number, base: string) => ({
    id,
    width: 1080,
    height: 1920,
    // Longer than the one-second file served: a still past its end shows its first frame.
    duration: 9,
    url: `https://www.pexels.com/video/${id}/`,
    image: `${base}/pictures/${id}.jpeg`,
    user: { name: 'Ann' },
    video_files: [
      {
        id: id * 10,
        quality: 'hd',
        file_type: 'video/mp4',
        width: 1080,
        height: 1920,
        link: `${base}/files/${id}.mp4`,
      },
    ],
  });

  beforeAll(async () => {
    vendor = await listenLocal((req, res) => {
      const url = new URL(req.url!, 'http://x');
      asked.push(url.pathname + url.search);
      // The API wants the key; files and pictures are public links (as on Pexels' CDN).
      if (url.pathname.startsWith('/videos/') && req.headers.authorization !== 'test-pexels-key')
        return void res.writeHead(401).end();
      if (url.pathname === '/videos/search') {
        const videos =
          url.searchParams.get('query') === 'nothing'
            ? []
            : [clip(3, vendor.baseUrl), clip(4, vendor.baseUrl)];
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ videos }));
      } else if (url.pathname === '/videos/videos/4') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(clip(4, vendor.baseUrl)));
      } else if (url.pathname.startsWith('/files/')) {
        res.writeHead(200, { 'content-type': 'video/mp4' }).end(mp4);
      } else if (url.pathname.startsWith('/pictures/')) {
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      } else res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not Found"}');
    });
    process.env.STOCK_CACHE_DIR = cache;
    t = await createTestApp({
      worker: false,
      env: { VISUALS_PROVIDER: 'pexels', PEXELS_API_KEY: 'test-pexels-key', PEXELS_BASE_URL: vendor.baseUrl },
    });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
  });
  afterAll(async () => {
    await t?.close();
    await vendor?.close();
    rmSync(cache, { recursive: true, force: true });
  });

  const get = (url: string, headers = me.headers) => t.app.inject({ method: 'GET', url, headers });

  /** A finished video whose one scene is a colour (no files behind it), ready to edit. */
  async function myVideo() {
    const [row] = await t.ctx.database.db
      .insert(videos)
      .values({
        userId: me.user.id,
        title: 'Sea',
        idea: 'Sea',
        vibe: 'educational',
        voice: 'rachel',
        style: 'cinematic',
        captionPreset: 'bold',
        music: 'none',
        targetDurationSec: 15,
        status: 'completed',
      })
      .returning();
    const storyboard: Storyboard = {
      schema_version: STORYBOARD_SCHEMA_VERSION,
      ...{
        width: 1080,
        height: 1920,
        fps: 30,
        seed: 1,
        vibe: 'educational',
        voiceId: 'rachel',
        language: 'en',
      },
      style: 'cinematic',
      captions: { preset: 'bold', position: 'bottom', safeZone: 'all' },
      music: { track: 'none', volume: 0.5, ducking: true },
      ...{ watermark: null, title: 'Sea', caption: '', hashtags: [], tailSec: 0.8 },
      scenes: [
        {
          id: 's1',
          text: '',
          narration: { text: '', audioKey: null, offsetSec: 0, durationSec: 0, words: [] },
          visual: { kind: 'color', colors: ['#112233'] },
          ...{ layout: 'statement', durationSec: 6, transition: 'cut', label: 'The sea' },
          ...{ emphasis: null, backdrop: null },
        },
      ],
    };
    await t.ctx.database.db
      .update(videos)
      .set({ storyboard, storyboardRev: 1 })
      .where(eq(videos.id, row!.id));
    return { id: row!.id, revision: 1 };
  }

  it('searches the stock library through our API and shows each clip’s still', async () => {
    const res = await get('/api/stock?q=ocean waves');
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json();
    expect(found.available).toBe(true);
    expect(found.items).toHaveLength(2);
    expect(found.items[0]).toMatchObject({
      id: 'pexels-3',
      durationSec: 9,
      attribution: 'Video by Ann on Pexels (https://www.pexels.com/video/3/)',
      pictureUrl: '/api/stock/pexels-3/picture',
    });
    // The vendor got our key and the words; the browser never sees the key or the vendor's links.
    expect(asked).toContain('/videos/search?query=ocean+waves&orientation=portrait&size=medium&per_page=15');
    expect(res.body).not.toContain(vendor.baseUrl);
    const pic = await get(found.items[0].pictureUrl);
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/jpeg');
    expect(pic.rawPayload.equals(jpeg)).toBe(true);

    expect((await get('/api/stock?q=nothing')).json()).toEqual({ available: true, items: [] });
    expect((await get('/api/stock/pexels-99/picture')).statusCode).toBe(404);
    expect((await get('/api/stock/../../etc/picture')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/stock?q=sea' })).statusCode).toBe(401);
  });

  it('keeps a chosen clip with the video, and a scene shows it', async () => {
    const video = await myVideo();
    const choose = (clipId: string, headers = me.headers, id = video.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/videos/${id}/storyboard/stock`,
        headers,
        payload: { clipId },
      });
    // Another user's video, and a clip the vendor does not have: 404, nothing fetched.
    expect((await choose('pexels-4', other.headers)).statusCode).toBe(404);
    expect((await choose('pexels-77')).statusCode).toBe(404);
    expect((await choose('https://evil.example/x.mp4')).statusCode).toBe(400);

    const res = await choose('pexels-4');
    expect(res.statusCode, res.body).toBe(200);
    const { visual } = res.json();
    expect(visual).toMatchObject({
      kind: 'stock',
      provider: 'pexels',
      clipId: 'pexels-4',
      width: 1080,
      height: 1920,
      durationSec: 9,
      inSec: 0,
    });
    expect(visual.key).toMatch(new RegExp(`^users/${me.user.id}/videos/${video.id}/assets/`));
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/videos/${video.id}/storyboard/scenes/s1`,
      headers: me.headers,
      payload: { revision: video.revision, visual: { ...visual, inSec: 0.5 } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().storyboard.scenes[0].visual).toMatchObject({
      kind: 'stock',
      clipId: 'pexels-4',
      inSec: 0.5,
    });
    // The scene's still is drawn from the kept clip (no vendor request).
    const before = asked.length;
    const still = await get(`/api/videos/${video.id}/storyboard/scenes/s1/still`);
    expect(still.statusCode, still.body).toBe(200);
    expect(still.headers['content-type']).toBe('image/jpeg');
    expect(asked.length).toBe(before);
  });

  it('says in plain words when the server has no stock library', async () => {
    const visuals = t.ctx.providers.visuals;
    t.ctx.providers.visuals = createBuiltinVisuals();
    try {
      const res = await get('/api/stock?q=sea');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ available: false, reason: STOCK_OFF, items: [] });
      expect(STOCK_OFF).not.toMatch(/PEXELS|PIXABAY|VISUALS_PROVIDER|README|npm/);
      const video = await myVideo();
      const chosen = await t.app.inject({
        method: 'POST',
        url: `/api/videos/${video.id}/storyboard/stock`,
        headers: me.headers,
        payload: { clipId: 'pexels-4' },
      });
      expect(chosen.statusCode).toBe(404);
      expect(chosen.json().error).toBe(STOCK_OFF);
    } finally {
      t.ctx.providers.visuals = visuals;
    }
  });
});
