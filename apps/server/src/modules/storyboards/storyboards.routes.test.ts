import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../../test/media.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videoWhenDone } from '../../../test/videos.ts';
import { uploads, videoVersions, videos } from '../../db/schema/index.ts';
import { composeServices } from '../../root.ts';
import { StoryboardsRepo } from './storyboards.repo.ts';

type Answer = { storyboard: Storyboard; revision: number };

describe('storyboards API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let videoId: string;
  const url = (p = '') => `/api/videos/${videoId}${p}`;
  const get = (p: string, headers = me.headers) => t.app.inject({ method: 'GET', url: p, headers });
  const read = async (): Promise<Answer> => (await get(url('/storyboard'))).json();
  const put = (storyboard: unknown, revision: number, headers = me.headers) =>
    t.app.inject({ method: 'PUT', url: url('/storyboard'), headers, payload: { storyboard, revision } });
  const patch = (sceneId: string, body: object, headers = me.headers) =>
    t.app.inject({ method: 'PATCH', url: url(`/storyboard/scenes/${sceneId}`), headers, payload: body });

  /** Waits for a version to leave `rendering` (the row is the truth; polling the API would spend the limit). */
  async function versionWhenDone(id: string) {
    const repo = new StoryboardsRepo(t.ctx.database.db);
    for (let i = 0; i < 480; i++) {
      const v = await repo.versionById(id);
      if (v && v.status !== 'rendering') return v;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('version still rendering');
  }

  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.ctx, { plan: 'business' });
    other = await makeUser(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      payload: { idea: 'Why cats sleep so much', vibe: 'educational', duration: 15, music: 'none' },
    });
    videoId = res.json().id;
    const done = await videoWhenDone(t, videoId, me.headers, 720);
    expect(done.status).toBe('completed');
  }, 240_000);
  afterAll(() => t?.close());

  it('reads the storyboard with its revision as the ETag; an old video gets one derived from its script on first open', async () => {
    const res = await get(url('/storyboard'));
    expect(res.statusCode).toBe(200);
    const first = res.json();
    expect(first.editable).toBe(true);
    expect(res.headers.etag).toBe(`"${first.revision}"`);
    expect(first.storyboard.scenes.length).toBeGreaterThan(1);

    // A video made before storyboards: no document, no versions.
    const db = t.ctx.database.db;
    await db.delete(videoVersions).where(eq(videoVersions.videoId, videoId));
    await db
      .update(videos)
      .set({ storyboard: null, storyboardRev: 0, currentVersion: null })
      .where(eq(videos.id, videoId));
    const derived = (await get(url('/storyboard'))).json();
    expect(derived.revision).toBe(1);
    // Planned again from the stored script with the same voice and seed: the same scenes and words.
    expect(derived.storyboard.voiceId).toBe(first.storyboard.voiceId);
    expect(derived.storyboard.seed).toBe(first.storyboard.seed);
    expect(derived.storyboard.scenes.map((s: { text: string }) => s.text)).toEqual(
      first.storyboard.scenes.map((s: { text: string }) => s.text),
    );
    // Stored: the second open reads it, and its files are version 1.
    expect((await read()).storyboard).toEqual(derived.storyboard);
    const { versions } = (await get(url('/versions'))).json();
    expect(versions).toMatchObject([{ number: 1, status: 'completed', current: true }]);
  });

  it('voices again only the scene whose text changed, and the scene fits its new words', async () => {
    const before = await read();
    const target = before.storyboard.scenes[1]!;
    const res = await patch(target.id, {
      revision: before.revision,
      text: 'Cats nap for sixteen hours a day.',
    });
    expect(res.statusCode).toBe(200);
    const after: Answer = res.json();
    expect(after.revision).toBe(before.revision + 1);
    const changed = after.storyboard.scenes[1]!;
    expect(changed.narration.text).toBe('Cats nap for sixteen hours a day.');
    expect(changed.narration.audioKey).not.toBe(target.narration.audioKey);
    expect(changed.narration.audioKey).toMatch(
      new RegExp(`^users/${me.user.id}/videos/${videoId}/narration/`),
    );
    expect(changed.narration.words.map((w) => w.word.toLowerCase().replace(/\W/g, ''))).toContain('sixteen');
    expect(changed.durationSec).toBeGreaterThanOrEqual(changed.narration.durationSec);
    // Every other scene keeps its file and window.
    after.storyboard.scenes.forEach((s, i) => {
      if (i !== 1) expect(s.narration).toEqual(before.storyboard.scenes[i]!.narration);
    });
    // Its audio is the new words: about as long as the narration says.
    const audio = await get(url(`/storyboard/scenes/${changed.id}/audio`));
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    const wav = path.join(t.dataDir, 'scene.wav');
    await writeFile(wav, audio.rawPayload);
    const probed = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      wav,
    ]);
    expect(Number(probed.stdout.trim())).toBeCloseTo(changed.narration.durationSec, 0);
  });

  it('speaks every scene again in the language the editor chose, and the video then says that language', async () => {
    const before = await read();
    const res = await put({ ...before.storyboard, language: 'es' }, before.revision);
    expect(res.statusCode).toBe(200);
    const after: Answer = res.json();
    expect(after.storyboard.language).toBe('es');
    after.storyboard.scenes.forEach((s, i) => {
      const was = before.storyboard.scenes[i]!.narration;
      expect(s.narration.text).toBe(was.text);
      if (was.audioKey) expect(s.narration.audioKey).not.toBe(was.audioKey);
    });
    expect((await get(url())).json().language).toBe('es');
    // And back, for the tests after this one.
    const back = await put({ ...after.storyboard, language: 'en' }, after.revision);
    expect(back.statusCode).toBe(200);
    expect((await get(url())).json().language).toBe('en');
  });

  it('shows a scene as a 540x960 still, which follows an edit of its picture', async () => {
    const current = await read();
    const { storyboard } = current;
    const s2 = storyboard.scenes[1]!.id;
    const before = await get(url(`/storyboard/scenes/${s2}/still`));
    expect(before.statusCode).toBe(200);
    const visual = { kind: 'illustration', id: 'tomato' };
    expect((await patch(s2, { revision: current.revision, visual })).statusCode).toBe(200);
    const started = Date.now();
    const after = await get(url(`/storyboard/scenes/${s2}/still`));
    const firstMs = Date.now() - started;
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    // Made once per change: asked again, the same still at once.
    const again = Date.now();
    expect((await get(url(`/storyboard/scenes/${s2}/still`))).rawPayload.equals(after.rawPayload)).toBe(true);
    expect(Date.now() - again).toBeLessThan(Math.max(200, firstMs / 2));
    const res = await get(url(`/storyboard/scenes/${storyboard.scenes[0]!.id}/still`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const jpg = path.join(t.dataDir, 'still.jpg');
    await writeFile(jpg, res.rawPayload);
    const size = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=width,height',
      '-of',
      'csv=p=0',
      jpg,
    ]);
    expect(size.stdout.trim()).toBe('540,960');
    expect((await get(url('/storyboard/scenes/nope/still'))).statusCode).toBe(404);
  });

  it('refuses a stale revision with 409 and changes nothing', async () => {
    const current = await read();
    const edited = structuredClone(current.storyboard);
    edited.scenes[0]!.label = 'Fresh';
    const stale = await put(edited, current.revision - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'storyboard_conflict', revision: current.revision });
    // If-Match works as the revision does.
    const viaHeader = await t.app.inject({
      method: 'PUT',
      url: url('/storyboard'),
      headers: { ...me.headers, 'if-match': `"${current.revision - 1}"` },
      payload: { storyboard: edited },
    });
    expect(viaHeader.statusCode).toBe(409);
    expect(await read()).toEqual(current);
    const ok = await put(edited, current.revision);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().storyboard.scenes[0].label).toBe('Fresh');
  });

  it('refuses each bad document naming the scene and the field, and keeps the stored one', async () => {
    const current = await read();
    const sb = current.storyboard;
    const s2 = sb.scenes[1]!;
    const theirs = randomUUID();
    await t.ctx.database.db.insert(uploads).values({
      id: theirs,
      userId: other.user.id,
      filename: 'theirs.mp4',
      originalKey: `users/${other.user.id}/uploads/${theirs}/original.mp4`,
      sizeBytes: 10,
      durationSec: 3,
      width: 1080,
      height: 1920,
    });
    const upload = (id: string) => ({
      kind: 'upload',
      uploadId: id,
      key: `users/${other.user.id}/uploads/${id}/original.mp4`,
      media: 'video',
      width: 1080,
      height: 1920,
      durationSec: 3,
    });
    const withScene = (change: object) => ({
      ...sb,
      scenes: sb.scenes.map((s, i) => (i === 1 ? { ...s, ...change } : s)),
    });
    const cases: Array<[string, unknown, string, RegExp]> = [
      [
        "another user's upload",
        withScene({ visual: upload(theirs) }),
        'visual.uploadId',
        /not one of yours or was deleted/,
      ],
      [
        'a deleted upload',
        withScene({ visual: upload(randomUUID()) }),
        'visual.uploadId',
        /not one of yours or was deleted/,
      ],
      [
        'a missing file',
        withScene({
          visual: {
            kind: 'photo',
            key: `users/${me.user.id}/videos/${videoId}/images/09.jpg`,
            width: 1080,
            height: 1920,
          },
        }),
        'visual.key',
        /file is missing/,
      ],
      [
        'a file outside the video',
        withScene({
          visual: {
            kind: 'photo',
            key: `users/${other.user.id}/videos/x/images/00.jpg`,
            width: 1080,
            height: 1920,
          },
        }),
        'visual.key',
        /file is missing/,
      ],
      [
        'an unknown illustration',
        withScene({ visual: { kind: 'illustration', id: 'no-such-picture' } }),
        'visual.id',
        /no illustration "no-such-picture"/,
      ],
      ['a scene under 0.5 s', withScene({ durationSec: 0.3 }), 'durationSec', /at least 0\.5 s/],
    ];
    for (const [what, doc, field, message] of cases) {
      const res = await put(doc, current.revision);
      expect(res.statusCode, what).toBe(422);
      expect(res.json(), what).toMatchObject({
        code: 'invalid_storyboard',
        sceneNumber: 2,
        sceneId: s2.id,
        field,
      });
      expect(res.json().error, what).toMatch(message);
    }
    const voice = await put({ ...sb, voiceId: 'nobody' }, current.revision);
    expect(voice.statusCode).toBe(422);
    expect(voice.json()).toMatchObject({
      field: 'voiceId',
      error: 'Unknown voice "nobody". Choose one from the voices list.',
    });
    const many = await put(
      { ...sb, scenes: Array.from({ length: 61 }, (_, i) => ({ ...sb.scenes[0]!, id: `x${i}` })) },
      current.revision,
    );
    expect(many.statusCode).toBe(422);
    expect(many.json()).toMatchObject({
      field: 'scenes',
      error: 'A video can have at most 60 scenes; this one has 61.',
    });
    const last = sb.scenes.length - 1;
    const short = await put(
      {
        ...sb,
        tailSec: 0,
        scenes: sb.scenes.map((s) => ({
          ...s,
          durationSec: 0.5,
          text: '',
          narration: { ...s.narration, text: '', durationSec: 0, words: [] },
        })),
      },
      current.revision,
    );
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ sceneNumber: last + 1, field: 'durationSec' });
    expect(short.json().error).toMatch(/at least 5 s/);
    const long = await put(withScene({ durationSec: 200 }), current.revision);
    expect(long.json()).toMatchObject({ sceneNumber: 2, field: 'durationSec' });
    expect(long.json().error).toMatch(/a video lasts up to 180 s/);
    // The free plan makes videos up to 60 s.
    await composeServices(t.ctx).allowances.grant(me.user.email, 'free', null);
    try {
      const overPlan = await put(withScene({ durationSec: 70 }), current.revision);
      expect(overPlan.json()).toMatchObject({
        code: 'invalid_storyboard',
        sceneNumber: 2,
        field: 'durationSec',
      });
      expect(overPlan.json().error).toMatch(/your plan makes videos up to 60 s/);
    } finally {
      await composeServices(t.ctx).allowances.grant(me.user.email, 'business', null);
    }
    expect(await read()).toEqual(current);
  });

  it("answers 404 for another user's video, scene, audio, versions and version", async () => {
    const { revision, storyboard } = await read();
    const s1 = storyboard.scenes[0]!.id;
    const h = other.headers;
    expect((await get(url('/storyboard'), h)).statusCode).toBe(404);
    expect((await put(storyboard, revision, h)).statusCode).toBe(404);
    expect((await patch(s1, { revision, text: 'Mine now' }, h)).statusCode).toBe(404);
    expect((await get(url(`/storyboard/scenes/${s1}/still`), h)).statusCode).toBe(404);
    expect((await get(url(`/storyboard/scenes/${s1}/audio`), h)).statusCode).toBe(404);
    expect((await get(url('/versions'), h)).statusCode).toBe(404);
    const mine = (await get(url('/versions'))).json().versions[0];
    const restore = await t.app.inject({
      method: 'POST',
      url: url(`/versions/${mine.id}/restore`),
      headers: h,
    });
    expect(restore.statusCode).toBe(404);
    const start = await t.app.inject({
      method: 'POST',
      url: url('/versions'),
      headers: h,
      payload: { revision },
    });
    expect(start.statusCode).toBe(404);
    expect(await read()).toMatchObject({ revision });
  });

  it('refuses edits while the first render is still being made, with the reason', async () => {
    const [row] = await t.ctx.database.db
      .insert(videos)
      .values({
        userId: me.user.id,
        title: 'Busy',
        idea: 'Busy',
        vibe: 'educational',
        voice: 'rachel',
        style: 'cinematic',
        captionPreset: 'bold',
        music: 'none',
        targetDurationSec: 15,
        status: 'rendering',
      })
      .returning();
    const res = await get(`/api/videos/${row!.id}/storyboard`);
    expect(res.json()).toMatchObject({
      editable: false,
      reason: 'This video is still being made. You can edit it as soon as it is ready.',
    });
    const sb = (await read()).storyboard;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/videos/${row!.id}/storyboard`,
      headers: me.headers,
      payload: { storyboard: sb, revision: 0 },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe('This video is still being made. You can edit it as soon as it is ready.');
  });

  it('renders a version from a snapshot while edits go on, then lists and restores versions', async () => {
    // Two scenes are enough to render (CI time): restoring version 1 below brings the others back.
    const full = await read();
    const [a, b] = full.storyboard.scenes;
    const two = [a!, { ...b!, durationSec: Math.max(b!.durationSec, 5 - a!.durationSec) }];
    const trimmed = await put({ ...full.storyboard, scenes: two }, full.revision);
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    const before = await read();
    const firstKey = (await get(url())).json().video_url as string;
    const start = await t.app.inject({
      method: 'POST',
      url: url('/versions'),
      headers: me.headers,
      payload: { revision: before.revision },
    });
    expect(start.statusCode).toBe(202);
    const { version } = start.json();
    expect(version).toMatchObject({ number: 2, status: 'rendering', current: false });
    // One live version render per video.
    const again = await t.app.inject({
      method: 'POST',
      url: url('/versions'),
      headers: me.headers,
      payload: { revision: before.revision },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('version_rendering');
    // An edit meanwhile is saved, and never reaches the version being rendered.
    const s1 = before.storyboard.scenes[0]!;
    const edited = await patch(s1.id, { revision: before.revision, label: 'Later' });
    expect(edited.statusCode).toBe(200);
    // The previous file stays the video's until the new one is ready.
    expect((await get(url())).json().video_url.split('?')[0]).toBe(firstKey.split('?')[0]);
    const done = await versionWhenDone(version.id);
    expect(done.status, done.error ?? '').toBe('completed');
    expect(done.storyboard.scenes[0]!.label).toBe(before.storyboard.scenes[0]!.label);
    const { versions } = (await get(url('/versions'))).json();
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ status: 'completed', current: true, percent: 100 });
    const video = (await get(url())).json();
    expect(video.video_url).toContain(`/videos/${videoId}/v2/video.mp4`);
    expect(video.duration_seconds).toBeCloseTo(done.durationSec!, 1);
    // Restoring version 1: its storyboard and file are the video's again, at a new revision.
    const latest = await read();
    const restored = await t.app.inject({
      method: 'POST',
      url: url(`/versions/${versions[1].id}/restore`),
      headers: me.headers,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().revision).toBe(latest.revision + 1);
    expect((await get(url())).json().video_url.split('?')[0]).toBe(firstKey.split('?')[0]);
    expect((await get(url('/versions'))).json().versions[1].current).toBe(true);
    expect((await read()).storyboard.scenes).toHaveLength(full.storyboard.scenes.length);
  }, 240_000);

  it('refuses to render a storyboard that shows a deleted upload, naming the scene', async () => {
    const id = randomUUID();
    const key = `users/${me.user.id}/uploads/${id}/original.jpg`;
    const photo = path.join(t.dataDir, 'photo.jpg');
    await run('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=540x960',
      '-frames:v',
      '1',
      photo,
    ]);
    await t.ctx.storage.putFile(key, photo, 'image/jpeg');
    await t.ctx.database.db.insert(uploads).values({
      id,
      userId: me.user.id,
      filename: 'red.jpg',
      kind: 'photo',
      originalKey: key,
      sizeBytes: 10,
      durationSec: 0,
      width: 540,
      height: 960,
    });
    const current = await read();
    const visual = { kind: 'upload', uploadId: id, key, media: 'photo', width: 540, height: 960 };
    const saved = await patch(current.storyboard.scenes[2]!.id, { revision: current.revision, visual });
    expect(saved.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/uploads/${id}`, headers: me.headers })).statusCode,
    ).toBe(204);
    const res = await t.app.inject({
      method: 'POST',
      url: url('/versions'),
      headers: me.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ sceneNumber: 3, field: 'visual.uploadId' });
    expect(res.json().error).toMatch(
      /^Scene 3 \(.+\) shows an upload that is not one of yours or was deleted/,
    );
  });

  it('finds illustrations by word and serves them as cacheable PNGs', async () => {
    const res = await get('/api/illustrations?q=cat&limit=5');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.length).toBeGreaterThan(0);
    expect(items[0].id).toBe('cat');
    const png = await t.app.inject({ method: 'GET', url: items[0].url });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toContain('max-age=604800');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/illustrations/no-such-thing.png' })).statusCode,
    ).toBe(404);
  });

  it('takes API keys with the create scope, and the OpenAPI schema lists every route', async () => {
    const key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/developer/keys/',
        headers: me.headers,
        payload: { name: 'Editor', scopes: ['videos:create'] },
      })
    ).json().key;
    const headers = { authorization: `Bearer ${key}` };
    const current = (await get(url('/storyboard'), headers)).json();
    // Scene 3 still shows the upload deleted above: every save names it until it is replaced.
    const refused = await patch(
      current.storyboard.scenes[0].id,
      { revision: current.revision, label: 'By key' },
      headers,
    );
    expect(refused.json()).toMatchObject({
      code: 'invalid_storyboard',
      sceneNumber: 3,
      field: 'visual.uploadId',
    });
    const res = await patch(
      current.storyboard.scenes[2].id,
      { revision: current.revision, label: 'By key', visual: { kind: 'illustration', id: 'cat' } },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().storyboard.scenes[2]).toMatchObject({
      label: 'By key',
      visual: { kind: 'illustration', id: 'cat' },
    });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of [
      '/api/videos/{id}/storyboard',
      '/api/videos/{id}/storyboard/scenes/{sceneId}',
      '/api/videos/{id}/versions',
      '/api/videos/{id}/versions/{versionId}/restore',
      '/api/illustrations',
    ])
      expect(doc.paths[p], p).toBeDefined();
    expect(doc.paths['/api/videos/{id}/versions'].post.description).toMatch(/costs no new video/);
  });
});
