import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { run, stillImage } from '../../../test/media.ts';
import { TUS, tusCreate, tusPatch } from '../../../test/tus.ts';

/** "Upload media" with an API key (issue 21, point 2): tus, enhance, image to video. */
describe('API keys upload media', () => {
  let t: TestApp;
  let base: string;
  let dir: string;
  let clip: Buffer;
  let photo: Buffer;
  let biz: Awaited<ReturnType<typeof makeUser>>;
  let keys: { create: string; read: string; stranger: string };

  const mintKey = async (headers: Record<string, string>, scopes: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys/',
      headers,
      payload: { name: 'uploader', scopes },
    });
    expect(res.statusCode).toBe(201);
    return res.json().key as string;
  };
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

  beforeAll(async () => {
    // No worker: an enhance or a render waits in the queue, which is all these tests need.
    t = await createTestApp({ worker: false });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-key-upload-'));
    await run('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=15:d=2',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
      path.join(dir, 'clip.mp4'),
    ]); // prettier-ignore
    await stillImage('testsrc2=s=320x240', path.join(dir, 'photo.png'));
    clip = readFileSync(path.join(dir, 'clip.mp4'));
    photo = readFileSync(path.join(dir, 'photo.png'));
    biz = await makeUser(t.ctx, { plan: 'business' });
    const stranger = await makeUser(t.ctx, { plan: 'business' });
    keys = {
      create: await mintKey(biz.headers, ['read', 'videos:create']),
      read: await mintKey(biz.headers, ['read']),
      stranger: await mintKey(stranger.headers, ['read', 'videos:create']),
    };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const startUpload = (key: string) => tusCreate(base, bearer(key), clip.length, 'from-my-tool.mp4');
  const sendBytes = (key: string, location: string) => tusPatch(base, location, bearer(key), clip);

  let uploadId = '';

  it('a videos:create key uploads a clip over tus and starts its enhance', async () => {
    const created = await startUpload(keys.create);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    // Another account's key cannot see or continue it.
    const peek = await fetch(`${base}${location}`, {
      method: 'HEAD',
      headers: { ...bearer(keys.stranger), ...TUS },
    });
    expect(peek.status).toBe(404);
    expect((await sendBytes(keys.stranger, location)).status).toBe(404);

    const done = await sendBytes(keys.create, location);
    expect(done.status).toBe(200);
    const upload = (await done.json()) as { id: string };
    expect(upload).toMatchObject({
      filename: 'from-my-tool.mp4',
      width: 320,
      height: 240,
      status: 'uploaded',
    });
    uploadId = upload.id;

    // The owner sees it in the app (the same account), and a read key lists it.
    const listed = await t.app.inject({ url: '/api/uploads', headers: bearer(keys.read) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results.map((u: { id: string }) => u.id)).toEqual([uploadId]);
    expect(listed.json().storage.used_bytes).toBe(clip.length);

    const enhance = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${uploadId}/enhance`,
      headers: bearer(keys.create),
      payload: { reframe: 'blur', captions: false },
    });
    expect(enhance.statusCode).toBe(202);
    expect(enhance.json()).toMatchObject({ id: uploadId, status: 'queued' });
    expect(enhance.headers['ratelimit-limit']).toBe('60');
  });

  it('refuses a read-only key with the scope named, and a key never deletes', async () => {
    const created = await startUpload(keys.read);
    expect(created.status).toBe(403);
    expect(((await created.json()) as { error: string }).error).toBe(
      'This API key does not have the "videos:create" scope.',
    );
    const enhance = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/${uploadId}/enhance`,
      headers: bearer(keys.read),
      payload: {},
    });
    expect(enhance.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${uploadId}`,
      headers: bearer(keys.create),
    });
    expect(del.statusCode).toBe(403);
    expect(del.json().error).toBe('API keys cannot be used for this operation.');
  });

  it("answers 404 to another account's key for this upload", async () => {
    for (const [method, url] of [
      ['GET', `/api/uploads/${uploadId}`],
      ['POST', `/api/uploads/${uploadId}/enhance`],
      ['POST', `/api/uploads/${uploadId}/save`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(keys.stranger), payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('a videos:create key makes a video from photos, counted in the month like the app', async () => {
    const form = new FormData();
    form.append('photos', new Blob([photo], { type: 'image/png' }), 'photo.png');
    form.append('idea', 'Three tips for a tidy desk');
    const res = await fetch(`${base}/api/videos/from-images`, {
      method: 'POST',
      headers: bearer(keys.create),
      body: form,
    });
    expect(res.status).toBe(202);
    const video = (await res.json()) as { id: string; status: string };
    expect(video.status).toBe('queued');
    const listed = await t.app.inject({ url: '/api/videos', headers: biz.headers });
    expect(listed.json().results.map((v: { id: string }) => v.id)).toContain(video.id);
    const usage = await t.app.inject({ url: '/api/billing/usage/', headers: biz.headers });
    expect(usage.json().videos.used).toBe(1);

    const readOnly = await fetch(`${base}/api/videos/from-images`, {
      method: 'POST',
      headers: bearer(keys.read),
      body: form,
    });
    expect(readOnly.status).toBe(403);
  });

  it('is documented: the upload operations take keys, with curl and TypeScript', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const tus = doc.paths['/api/uploads/tus'].post;
    expect(tus.security).toContainEqual({ apiKey: [] });
    expect(tus['x-api-key-scope']).toBe('videos:create');
    expect(tus.description).toContain('Upload-Offset: 0');
    expect(tus.description).toContain("await readFile('clip.mp4')");
    const images = doc.paths['/api/videos/from-images'].post;
    expect(images.security).toContainEqual({ apiKey: [] });
    expect(images.description).toContain('-F "photos=@beach.jpg"');
    expect(images.description).toContain('const form = new FormData();');
    for (const [p, m] of [
      ['/api/uploads', 'get'],
      ['/api/uploads/{id}', 'get'],
      ['/api/uploads/{id}/enhance', 'post'],
    ])
      expect(doc.paths[p][m].security, `${m} ${p}`).toContainEqual({ apiKey: [] });
    expect(doc.paths['/api/uploads/{id}'].delete.security).not.toContainEqual({ apiKey: [] });
  });
});
