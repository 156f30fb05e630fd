import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@reelsmith/contracts/uploads';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videoWhenDone } from '../../../test/videos.ts';
import { run, stillImage } from '../../../test/media.ts';
import { FOUR_SCENE_SCRIPT } from '../../../test/scripts.ts';

/** The frame at `at` seconds as rgb24 rows of the middle column (x = 540), top to bottom. */
function middleColumn(file: string, at: number): [number, number, number][] {
  const raw = execFileSync('ffmpeg', [
    '-v', 'error', '-ss', String(at), '-i', file,
    '-vf', 'crop=1:1920:540:0,format=rgb24', '-frames:v', '1', '-f', 'rawvideo', 'pipe:1',
  ]); // prettier-ignore
  return Array.from({ length: raw.length / 3 }, (_, y) => [raw[y * 3]!, raw[y * 3 + 1]!, raw[y * 3 + 2]!]);
}
/** The mean colour (R, G, B) of the frame at `at` seconds. */
function meanColour(file: string, at: number): [number, number, number] {
  const raw = execFileSync('ffmpeg', [
    '-v', 'error', '-ss', String(at), '-i', file,
    '-vf', 'scale=1:1:flags=area,format=rgb24', '-frames:v', '1', '-f', 'rawvideo', 'pipe:1',
  ]); // prettier-ignore
  return [raw[0]!, raw[1]!, raw[2]!];
}
/** Middle row of the green stripe in the middle column (green well above red and blue), or -1. */
function stripeRow(file: string, at: number): number {
  const rows = middleColumn(file, at)
    .map(([r, g, b], y) => (g > 180 && g - Math.max(r, b) > 100 ? y : -1))
    .filter((y) => y >= 0);
  return rows.length ? rows[Math.floor(rows.length / 2)]! : -1;
}

/** #13 point 3, decision 045: the creator's photos in the uploads library, chosen as B-roll. */
describe("the creator's photos as B-roll", () => {
  let t: TestApp;
  let base: string;
  let dir: string;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let orangeJpg: string;
  let bluePng: string;

  /** POST /api/uploads/photos with these files (name as sent, file on disk). */
  async function addPhotos(files: [string, string][], headers = me.headers) {
    const form = new FormData();
    for (const [name, file] of files) form.append('photos', new Blob([readFileSync(file)]), name);
    return fetch(`${base}/api/uploads/photos`, { method: 'POST', headers, body: form });
  }

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    me = await makeUser(t.ctx, { plan: 'business' });
    other = await makeUser(t.ctx, { plan: 'business' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-broll-photos-'));
    // A landscape orange photo with a green stripe across its middle (to see it move), as JPEG; a
    // blue portrait one as PNG.
    orangeJpg = path.join(dir, 'orange.jpg');
    bluePng = path.join(dir, 'blue.png');
    await run('ffmpeg', [
      '-v', 'error', '-y', '-f', 'lavfi',
      '-i', 'color=0xff8000:s=1280x720,drawbox=x=0:y=340:w=1280:h=40:color=0x00ff00:t=fill',
      '-frames:v', '1', '-q:v', '2', orangeJpg,
    ]); // prettier-ignore
    await stillImage('color=0x0030ff:s=720x1280', bluePng);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('takes JPEG and PNG by content and refuses a text file named .jpg, keeping none of that post', async () => {
    const notes = path.join(dir, 'notes.txt');
    writeFileSync(notes, 'just some words, not a picture at all\n'.repeat(20));
    let res = await addPhotos([
      ['holiday.png', orangeJpg],
      ['beach.jpg', notes],
    ]);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'not_a_photo',
      error: '"beach.jpg" is not a photo we can read. Use JPEG, PNG or WebP pictures.',
    });
    // A video is not a photo either.
    const clip = path.join(dir, 'clip.mp4');
    await run('ffmpeg', [
      '-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=red:s=320x240:d=1', '-pix_fmt', 'yuv420p', clip,
    ]); // prettier-ignore
    res = await addPhotos([['clip.jpg', clip]]);
    expect(((await res.json()) as { code: string }).code).toBe('not_a_photo');
    const list = await t.app.inject({ method: 'GET', url: '/api/uploads', headers: me.headers });
    expect(list.json().results).toEqual([]);

    res = await addPhotos([
      ['holiday.png', orangeJpg],
      ['sky', bluePng],
    ]);
    expect(res.status).toBe(201);
    const { results } = (await res.json()) as {
      results: { kind: string; filename: string; width: number; height: number; original_url: string }[];
    };
    expect(results.map((r) => [r.kind, r.filename, r.width, r.height])).toEqual([
      ['photo', 'holiday.png', 1280, 720],
      ['photo', 'sky', 720, 1280],
    ]);
    // Stored under the extension its content calls for; the file is the photo as sent.
    expect(results[0]!.original_url).toMatch(/original\.jpg\?/);
    expect(results[1]!.original_url).toMatch(/original\.png\?/);
    const got = await t.app.inject({ method: 'GET', url: results[1]!.original_url });
    expect(got.rawPayload.equals(readFileSync(bluePng))).toBe(true);

    // An iPhone photo (HEIC) is decoded and kept as the JPEG it shows as (decision 104).
    const heic = path.join(dir, 'phone.heic');
    await run('heif-enc', ['-q', '50', '-o', heic, bluePng]);
    res = await addPhotos([['IMG_0001.HEIC', heic]]);
    expect(res.status).toBe(201);
    const [fromPhone] = ((await res.json()) as { results: typeof results }).results;
    expect([fromPhone!.kind, fromPhone!.width, fromPhone!.height]).toEqual(['photo', 720, 1280]);
    expect(fromPhone!.original_url).toMatch(/original\.jpg\?/);
  });

  it(`refuses a photo over ${PHOTO_MAX_BYTES / 1024 / 1024} MB before keeping any of the post`, async () => {
    const big = path.join(dir, 'big.jpg');
    writeFileSync(big, Buffer.alloc(PHOTO_MAX_BYTES + 1024, 7));
    const res = await addPhotos(
      [
        ['fine.png', bluePng],
        ['big.jpg', big],
      ],
      other.headers,
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: `A photo is too large. Each can be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/uploads', headers: other.headers });
    expect(list.json().results).toEqual([]);
  });

  it('a photo is not enhanced, and someone else cannot choose it', async () => {
    const res = await addPhotos([['mine.jpg', orangeJpg]]);
    const photo = ((await res.json()) as { results: { id: string }[] }).results[0]!.id;
    const enhance = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${photo}/enhance`,
      headers: me.headers,
      payload: {},
    });
    expect(enhance.statusCode).toBe(409);
    expect(enhance.json().code).toBe('not_a_video');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: other.headers,
      payload: { idea: 'A day at the lake', broll_upload_ids: [photo] },
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({
      code: 'broll_not_found',
      error: 'broll_upload_ids must be the ids of your own uploads.',
      broll_upload_ids: [`Upload ${photo} not found.`],
    });
    await t.app.inject({ method: 'DELETE', url: `/api/uploads/${photo}`, headers: me.headers });
  });

  it('renders the chosen photos as the first scenes, in order, with a slow pan', async () => {
    const res = await addPhotos([
      ['orange.jpg', orangeJpg],
      ['blue.png', bluePng],
    ]);
    const [orange, blue] = ((await res.json()) as { results: { id: string }[] }).results.map((r) => r.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      // The creator's own four sentences: a video of a few seconds instead of the shortest written one
      // (15 s), still a scene for each photo and builtin ones after them.
      payload: {
        idea: 'Why octopuses have three hearts',
        script: FOUR_SCENE_SCRIPT,
        broll_upload_ids: [orange, blue],
      },
    });
    expect(created.statusCode).toBe(202);
    const { id } = created.json();
    expect(created.json().broll_upload_ids).toEqual([orange, blue]);
    const v = await videoWhenDone(t, id, me.headers, 480);
    expect(v.error).toBeNull();
    expect(v.status).toBe('completed');
    const file = path.join(dir, 'out.mp4');
    const got = await fetch(`${base}${v.video_url}`);
    writeFileSync(file, Buffer.from(await got.arrayBuffer()));
    // The first scene is the orange photo, cut to 9:16 from its centre (the stripe stays in frame)...
    const [r, g, b] = meanColour(file, 0.3);
    expect(r).toBeGreaterThan(170);
    expect(r - b).toBeGreaterThan(120);
    expect(g).toBeGreaterThan(70);
    // ...and it moves: the stripe is lower (panning up) a second later.
    const early = stripeRow(file, 0.2);
    const later = stripeRow(file, 1.2);
    expect(early).toBeGreaterThan(0);
    expect(later).toBeGreaterThan(0);
    expect(Math.abs(later - early)).toBeGreaterThan(20);
    // The blue photo follows (some frame after the first scene is blue all over), then the builtin look.
    const colours = Array.from({ length: Math.floor(v.duration_seconds) }, (_, s) =>
      meanColour(file, s + 0.5),
    );
    const firstBlue = colours.findIndex(([r2, g2, b2]) => b2 > 150 && b2 - Math.max(r2, g2) > 100);
    expect(firstBlue).toBeGreaterThan(0);
    const [r3, g3, b3] = colours.at(-1)!;
    expect(b3 - Math.max(r3, g3)).toBeLessThan(100);
  }, 150_000);
});
