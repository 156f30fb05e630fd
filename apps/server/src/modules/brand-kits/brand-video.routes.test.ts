import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videoWhenDone } from '../../../test/videos.ts';
import { logoBox, logoSize } from '../../media/layers/brand-logo.ts';
import { INTRO_SEC } from '../../media/storyboard/plan-brand.ts';

// Issue 41: a video made under a brand kit shows the kit. Made through the API (kit, channel, plan),
// rendered by the worker with ffmpeg, and looked at frame by frame: the logo is in the kit's corner in
// the logo's own colour, the intro card and the scenes' backdrops are in the kit's colours.

type Rgb = [number, number, number];
/** The frame at `at` seconds as rgb24, 1080x1920. */
function frame(file: string, at: number): Buffer {
  return execFileSync('ffmpeg', [
    '-v', 'error', '-ss', String(at), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1',
  ], { maxBuffer: 16 * 1024 * 1024 }); // prettier-ignore
}
const pixel = (f: Buffer, x: number, y: number): Rgb => {
  const i = (y * 1080 + x) * 3;
  return [f[i]!, f[i + 1]!, f[i + 2]!];
};
const near = (a: Rgb, b: Rgb, tolerance = 40) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
/**
 * Share of a grid of pixels over the whole frame in the kit's vivid blue or a shade of it (the
 * gradients and glows darken it): blue well above red and green. No style's own palette has such a
 * blue (cinematic's blues are greyish, #7FA3D6 at most), so without the kit this is about 0.
 */
function kitBlue(f: Buffer): number {
  let hit = 0;
  let n = 0;
  for (let y = 10; y < 1920; y += 40)
    for (let x = 10; x < 1080; x += 40, n++) {
      const [r, g, b] = pixel(f, x, y);
      if (b > 120 && b > 2.5 * Math.max(r, g)) hit++;
    }
  return hit / n;
}

/** A vivid blue (kitBlue finds it) over a navy. */
const PRIMARY = '#1E5BFF';
const SECONDARY = '#0A1A40';
const RED: Rgb = [255, 0, 0];

describe('a video made under a brand kit', () => {
  let t: TestApp;
  let base: string;
  let dir: string;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    me = await makeUser(t.ctx, { plan: 'creator' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-brand-video-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows the kit’s logo in its corner, its intro card and its colours behind the scenes', async () => {
    // A solid red square logo, so its corner's colour says it is there.
    const logo = createCanvas(200, 200);
    const g = logo.getContext('2d');
    g.fillStyle = '#FF0000';
    g.fillRect(0, 0, 200, 200);
    const form = new FormData();
    const fields = {
      name: 'Ocean Minute',
      primary_color: PRIMARY,
      secondary_color: SECONDARY,
      text_color: '#FFFFFF',
      watermark_position: 'top-right',
      intro_text: 'Ocean Minute',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append(
      'logo',
      new Blob([new Uint8Array(logo.toBuffer('image/png'))], { type: 'image/png' }),
      'logo.png',
    );
    const kitRes = await fetch(`${base}/api/brand-kits`, { method: 'POST', headers: me.headers, body: form });
    expect(kitRes.status, await kitRes.clone().text()).toBe(201);
    const kit = (await kitRes.json()) as { id: string };

    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: me.headers, ...(payload ? { payload } : {}) });
    const channel = await api('POST', '/api/channels', {
      name: 'Ocean Minute',
      niche: 'ocean animal facts',
      duration: 15,
      brand_kit_id: kit.id,
      timezone: 'Europe/London',
    });
    expect(channel.statusCode, channel.body).toBe(201);
    const planned = await api('POST', `/api/channels/${channel.json().id}/plan`, { count: 1 });
    expect(planned.statusCode, planned.body).toBe(200);
    const items = (await api('GET', `/api/channels/${channel.json().id}/items`)).json().items;
    const v = await videoWhenDone(t, items[0].video_id, me.headers, 720);
    expect(v.status, JSON.stringify(v.error)).toBe('completed');

    const file = path.join(dir, 'video.mp4');
    writeFileSync(file, Buffer.from(await (await fetch(`${base}${v.video_url}`)).arrayBuffer()));

    // The storyboard says what the render drew: the intro first, the logo in the kit's corner.
    const sb = (await api('GET', `/api/videos/${v.id}/storyboard`)).json().storyboard;
    expect(sb.brand).toMatchObject({ watermarkPosition: 'top-right', colors: { primary: PRIMARY } });
    expect(sb.scenes[0]).toMatchObject({ text: 'Ocean Minute', layout: 'statement' });

    const box = logoBox(logoSize(200, 200), 'top-right', { position: 'bottom', safeZone: 'all' });
    const inLogo = (f: Buffer) => pixel(f, (box.x0 + box.x1) >> 1, (box.y0 + box.y1) >> 1);
    // During the intro card, a body scene and the last second: the logo is there, red, throughout.
    const intro = frame(file, INTRO_SEC / 2);
    const body = frame(file, INTRO_SEC + 3);
    const end = frame(file, v.duration_seconds - 0.5);
    for (const f of [intro, body, end]) expect(inLogo(f)).toSatisfy((c: Rgb) => near(c, RED));
    // The other top corner holds no logo.
    expect(near(pixel(body, 1080 - ((box.x0 + box.x1) >> 1), (box.y0 + box.y1) >> 1), RED)).toBe(false);
    // The intro card leads with the kit's primary (about half the frame, its glow running into the
    // secondary's navy).
    expect(kitBlue(intro)).toBeGreaterThan(0.3);
    // The spoken scenes alternate which kit colour leads: those led by the primary show it too.
    const seconds = Array.from({ length: Math.floor(v.duration_seconds - INTRO_SEC - 3) }, (_, i) => i);
    const bodyBlue = seconds.map((s) => kitBlue(frame(file, INTRO_SEC + 0.5 + s)));
    expect(Math.max(...bodyBlue)).toBeGreaterThan(0.2);
  }, 360_000);
});
