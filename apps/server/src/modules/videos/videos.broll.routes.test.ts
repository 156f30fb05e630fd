import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROLL_MAX } from '@reelsmith/contracts/video';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videoWhenDone } from '../../../test/videos.ts';
import { run } from '../../../test/media.ts';
import { tusCreate, tusPatch } from '../../../test/tus.ts';
import { FOUR_SCENE_SCRIPT } from '../../../test/scripts.ts';

/** The mean colour (R, G, B) of the frame at `at` seconds: the whole picture averaged to one pixel. */
function meanColour(file: string, at: number): [number, number, number] {
  const raw = execFileSync('ffmpeg', [
    '-v', 'error', '-ss', String(at), '-i', file,
    '-vf', 'scale=1:1:flags=area,format=rgb24', '-frames:v', '1', '-f', 'rawvideo', 'pipe:1',
  ]); // prettier-ignore
  return [raw[0]!, raw[1]!, raw[2]!];
}

/** Issue 13 point 3: the creator's own uploads as B-roll through POST /api/videos (decision 028). */
describe("the creator's uploads as B-roll", () => {
  let t: TestApp;
  let base: string;
  let dir: string;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let redClip: string;
  let othersClip: string;

  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const startUpload = (headers: Record<string, string>, size: number) =>
    tusCreate(base, headers, size, 'mine.mp4');
  /** A whole file over tus; answers the upload's id. */
  async function upload(headers: Record<string, string>, file: string): Promise<string> {
    const bytes = readFileSync(file);
    const res = await startUpload(headers, bytes.length);
    expect(res.status).toBe(201);
    const done = await tusPatch(base, res.headers.get('location')!, headers, bytes);
    expect(done.status).toBe(200);
    return ((await done.json()) as { id: string }).id;
  }
  const post = (payload: object, headers = me.headers) =>
    t.app.inject({ method: 'POST', url: '/api/videos', headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    me = await makeUser(t.ctx, { plan: 'business' });
    other = await makeUser(t.ctx, { plan: 'business' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-broll-'));
    // A pure red 9:16 clip (nothing in the builtin look is red all over) with sound.
    const red = path.join(dir, 'red.mp4');
    await run('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'color=0xff0000:s=360x640:r=30:d=20',
      '-f', 'lavfi', '-i', 'sine=frequency=300:duration=20',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', red,
    ]); // prettier-ignore
    redClip = await upload(me.headers, red);
    othersClip = await upload(other.headers, red);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows the chosen clip at the first beat and keeps it with the video', async () => {
    // The creator's own four sentences: a video of a few seconds instead of the shortest written one
    // (15 s), still the clip's beat first and builtin beats after it.
    const res = await post({
      idea: 'Why octopuses have three hearts',
      script: FOUR_SCENE_SCRIPT,
      broll_upload_ids: [redClip],
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json();
    expect(res.json().broll_upload_ids).toEqual([redClip]);
    const v = await videoWhenDone(t, id, me.headers, 360);
    expect(v.error).toBeNull();
    expect(v.status).toBe('completed');
    expect(v.broll_upload_ids).toEqual([redClip]);
    const file = path.join(dir, 'out.mp4');
    const got = await fetch(`${base}${v.video_url}`);
    expect(got.status).toBe(200);
    writeFileSync(file, Buffer.from(await got.arrayBuffer()));
    // The first beat is the red clip under the title card; the last beat is the builtin look.
    const [r, g, b] = meanColour(file, 0.5);
    expect(r).toBeGreaterThan(150);
    expect(r - Math.max(g, b)).toBeGreaterThan(100);
    const [r2, g2, b2] = meanColour(file, v.duration_seconds - 0.5);
    expect(r2 - Math.max(g2, b2)).toBeLessThan(60);
  }, 90_000);

  it('refuses what is not the caller’s finished upload, and too many, with a clear error', async () => {
    const idea = 'Three facts about owls';
    let res = await post({ idea, broll_upload_ids: [othersClip] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'broll_not_found',
      error: 'broll_upload_ids must be the ids of your own uploads.',
      broll_upload_ids: [`Upload ${othersClip} not found.`],
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    res = await post({ idea, broll_upload_ids: [redClip, unknown] });
    expect(res.json()).toMatchObject({
      code: 'broll_not_found',
      broll_upload_ids: [`Upload ${unknown} not found.`],
    });

    // Started over tus but not finished: known, but not ready.
    const started = await startUpload(me.headers, 1000);
    const staged = started.headers.get('location')!.split('/').pop()!;
    res = await post({ idea, broll_upload_ids: [staged] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'broll_not_ready',
      error:
        'One of the clips you chose is still uploading. Choose it as B-roll once its upload has finished.',
    });
    // Someone else's unfinished upload is no more visible than a finished one.
    const theirs = (await startUpload(other.headers, 1000)).headers.get('location')!.split('/').pop()!;
    expect((await post({ idea, broll_upload_ids: [theirs] })).json().code).toBe('broll_not_found');

    res = await post({
      idea,
      broll_upload_ids: Array.from({ length: BROLL_MAX + 1 }, () => crypto.randomUUID()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`You can choose at most ${BROLL_MAX} of your clips as B-roll.`);
    res = await post({ idea, broll_upload_ids: [redClip, redClip] });
    expect(res.json().error).toBe('Each clip can be chosen once as B-roll.');
    res = await post({ idea, broll_upload_ids: ['clip-1'] });
    expect(res.json().error).toBe('broll_upload_ids must be a list of the ids of your uploads.');
    res = await post({ idea, broll_upload_ids: redClip });
    expect(res.json().error).toBe('broll_upload_ids must be a list of the ids of your uploads.');
    // Nothing was created by any refusal.
    const list = await t.app.inject({ method: 'GET', url: '/api/videos', headers: me.headers });
    expect(list.json().results.filter((x: { idea: string }) => x.idea === idea)).toEqual([]);
  });

  it('takes an API key with videos:create, and the OpenAPI document describes the field', async () => {
    const minted = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys/',
      headers: me.headers,
      payload: { name: 'broll', scopes: ['read', 'videos:create'] },
    });
    expect(minted.statusCode).toBe(201);
    const key = minted.json().key as string;
    const res = await post({ idea: 'A day at the lake', broll_upload_ids: [redClip] }, bearer(key));
    expect(res.statusCode).toBe(202);
    expect(res.json().broll_upload_ids).toEqual([redClip]);
    // A key of the other account cannot reach my clip.
    const theirKey = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys/',
      headers: other.headers,
      payload: { name: 'broll', scopes: ['videos:create'] },
    });
    const refused = await post(
      { idea: 'A day at the lake', broll_upload_ids: [redClip] },
      bearer(theirKey.json().key),
    );
    expect(refused.json().code).toBe('broll_not_found');

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/api/videos'].post.requestBody.content['application/json'].schema;
    expect(body.properties.broll_upload_ids).toMatchObject({ type: 'array', maxItems: BROLL_MAX });
  });
});
