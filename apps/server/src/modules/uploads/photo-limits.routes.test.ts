import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heicHeader, run } from '../../../test/media.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { PHOTO_MAX_PIXELS } from '../../media/intake/image-size.ts';

// Issue 43, item 3: a small file of huge dimensions is refused by its header, before any decode,
// by both routes that take photos (the uploads library and image to video).
describe('photos over the pixel budget', () => {
  let t: TestApp;
  let base: string;
  let dir: string;
  const f = (n: string) => path.join(dir, n);
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 10_000 } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-pixels-'));
    // 64 megapixels of grey in 60 KB: its check would decode it whole.
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=gray:s=8000x8000'],
      ...['-frames:v', '1', '-pix_fmt', 'gray', f('wide.png')],
    ]);
    writeFileSync(f('huge.heic'), heicHeader(16_000, 16_000));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const post = async (url: string, file: string, headers: Record<string, string>) => {
    const fd = new FormData();
    fd.append('photos', new Blob([readFileSync(f(file))]), file);
    if (url.includes('from-images')) fd.append('script', 'A grey square, very large.');
    return fetch(`${base}${url}`, { method: 'POST', headers, body: fd });
  };
  const message = (name: string, w: number, h: number) =>
    `"${name}" is ${w} x ${h} pixels; photos can be at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels. Resize it and try again.`;

  for (const url of ['/api/uploads/photos', '/api/videos/from-images'])
    it(`${url}: refused with a 400 that says the size and the limit`, async () => {
      const me = await makeUser(t.ctx);
      let res = await post(url, 'wide.png', me.headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'photo_too_large',
        error: message('wide.png', 8000, 8000),
        photos: [message('wide.png', 8000, 8000)],
      });
      // A HEIC is measured before heif-convert decodes it.
      res = await post(url, 'huge.heic', me.headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'photo_too_large',
        error: message('huge.heic', 16_000, 16_000),
      });
    });
});
