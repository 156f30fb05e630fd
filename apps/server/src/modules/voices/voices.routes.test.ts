import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { previewUsage, voiceFavorites, voicePreviews } from '../../db/schema/index.ts';
import { QUOTA_MESSAGE } from './voices.service.ts';

type User = Awaited<ReturnType<typeof makeUser>>;

const VOICE_FIELDS = [
  'accent',
  'category',
  'description',
  'gender',
  'has_preview',
  'id',
  'is_favorite',
  'language',
  'last_preview_generated',
  'mood',
  'name',
  'pace',
  'preview_needs_update',
  'preview_text',
  'preview_url',
  'robotic',
  'tone',
].sort();

describe('voice library API', () => {
  let t: TestApp;
  let ann: User;
  let bob: User;

  const list = async (u: User) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/scripts/voices/with-previews/',
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().voices as Array<Record<string, any>>;
  };
  const generate = (u: User, voice_id: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scripts/voices/preview/generate/',
      headers: u.headers,
      payload: { voice_id },
    });
  const usage = async (u: User) => {
    const rows = await t.ctx.database.db
      .select()
      .from(previewUsage)
      .where(eq(previewUsage.userId, u.user.id));
    return rows.reduce((n, r) => n + r.count, 0);
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { VOICE_PREVIEW_DAILY_QUOTA: '4' } });
    ann = await makeUser(t.ctx);
    bob = await makeUser(t.ctx);
  });
  afterAll(() => t?.close());

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/scripts/voices/with-previews/' });
    expect(res.statusCode).toBe(401);
    const gen = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/voices/preview/generate/',
      payload: { voice_id: 'rachel' },
    });
    expect(gen.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/voices/favorites/' })).statusCode).toBe(401);
  });

  it('lists the 21 catalogue voices with the contract’s fields and no previews yet', async () => {
    const voices = await list(ann);
    expect(voices).toHaveLength(21);
    for (const v of voices) expect(Object.keys(v).sort()).toEqual(VOICE_FIELDS);
    const rachel = voices.find((v) => v.id === 'rachel')!;
    expect(rachel).toMatchObject({
      name: 'Rachel',
      accent: 'American',
      gender: 'female',
      has_preview: false,
      preview_url: null,
      preview_needs_update: false,
      last_preview_generated: null,
      is_favorite: false,
    });
    expect(rachel.preview_text).toMatch(/^Hi, I'm Rachel\./);
    expect(new Set(voices.map((v) => v.category))).toEqual(
      new Set(['Professional', 'Energetic', 'Educational', 'Casual', 'Unique']),
    );
    expect(voices.filter((v) => v.gender === 'female')).toHaveLength(5);
    expect(voices.filter((v) => v.gender === 'male')).toHaveLength(15);
  });

  it('names the field when the voice is missing or unknown', async () => {
    const unknown = await generate(ann, 'nobody');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().voice_id).toBeDefined();
    expect(unknown.json().error).toContain('voice_id');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/voices/preview/generate/',
      headers: ann.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().voice_id).toBeDefined();
    expect(await usage(ann)).toBe(0);
  });

  let rachelUrl = '';

  it('renders a preview once through the queue and shares it with every user', async () => {
    const first = await generate(ann, 'rachel');
    expect(first.statusCode).toBe(200);
    const made = first.json();
    expect(made.preview_url).toMatch(/^\/api\/files\/public\/voices\/rachel-[0-9a-f]{16}\.mp3$/);
    expect(made.preview_text).toMatch(/^Hi, I'm Rachel\./);
    expect(Date.parse(made.generated_at)).toBeGreaterThan(Date.now() - 60_000);
    rachelUrl = made.preview_url;

    // The same stored file, not a second render: same answer (generated_at included), no usage.
    const second = await generate(bob, 'rachel');
    expect(second.json()).toEqual(made);
    expect(await usage(ann)).toBe(1);
    expect(await usage(bob)).toBe(0);

    const rachel = (await list(bob)).find((v) => v.id === 'rachel')!;
    expect(rachel).toMatchObject({
      has_preview: true,
      preview_url: made.preview_url,
      preview_needs_update: false,
      preview_text: made.preview_text,
      last_preview_generated: made.generated_at,
    });
  });

  it('starts one render when two users ask for the same new preview at once', async () => {
    const [a, b] = await Promise.all([generate(ann, 'drew'), generate(bob, 'drew')]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect((await usage(ann)) + (await usage(bob))).toBe(2);
  });

  it('serves the preview file to anyone, with caching headers and byte ranges', async () => {
    const res = await t.app.inject({ method: 'GET', url: rachelUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['last-modified']).toBeTruthy();
    const size = res.rawPayload.length;
    expect(size).toBeGreaterThan(5000);
    // An MP3 starts with an ID3 tag or a frame sync.
    const head = res.rawPayload;
    expect(head.subarray(0, 3).toString() === 'ID3' || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)).toBe(
      true,
    );

    const part = await t.app.inject({ method: 'GET', url: rachelUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.length).toBe(100);
    expect(part.rawPayload.equals(head.subarray(100, 200))).toBe(true);
  });

  it('marks a preview made with other engine settings as needing an update, and replaces it on request', async () => {
    // Simulates a preview made before the engine or the voice's settings changed.
    const oldKey = 'public/voices/rachel-0000000000000000.mp3';
    const file = path.join(t.dataDir, 'old.mp3');
    writeFileSync(file, Buffer.alloc(2048, 1));
    await t.ctx.storage.putFile(oldKey, file, 'audio/mpeg');
    const oldDate = new Date(Date.now() - 86_400_000);
    await t.ctx.database.db
      .update(voicePreviews)
      .set({ fingerprint: 'builtin:older-engine', audioKey: oldKey, generatedAt: oldDate })
      .where(eq(voicePreviews.voiceId, 'rachel'));

    const stale = (await list(bob)).find((v) => v.id === 'rachel')!;
    expect(stale).toMatchObject({
      has_preview: true,
      preview_needs_update: true,
      preview_url: `/api/files/${oldKey}`,
      last_preview_generated: oldDate.toISOString(),
    });

    const before = await usage(bob);
    const res = await generate(bob, 'rachel');
    expect(res.statusCode).toBe(200);
    expect(res.json().preview_url).toBe(rachelUrl);
    expect(Date.parse(res.json().generated_at)).toBeGreaterThan(oldDate.getTime());
    expect(await usage(bob)).toBe(before + 1);

    const fresh = (await list(ann)).find((v) => v.id === 'rachel')!;
    expect(fresh).toMatchObject({ has_preview: true, preview_needs_update: false, preview_url: rachelUrl });
    // The outdated file is gone; its URL no longer answers.
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${oldKey}` })).statusCode).toBe(404);
  });

  it('answers quota_exceeded past the daily quota, while stored previews stay free', async () => {
    const carol = await makeUser(t.ctx);
    for (const id of ['sarah', 'josh', 'fin', 'george']) {
      const res = await generate(carol, id);
      expect(res.statusCode, id).toBe(200);
    }
    const over = await generate(carol, 'mimi');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ quota_exceeded: true, error: QUOTA_MESSAGE });
    expect(await usage(carol)).toBe(4);

    const cached = await generate(carol, 'rachel');
    expect(cached.statusCode).toBe(200);
    expect(cached.json().preview_url).toBe(rachelUrl);

    const other = await makeUser(t.ctx);
    expect((await generate(other, 'mimi')).statusCode).toBe(200);
  });

  it('answers "Failed to generate preview" when the engine fails, and a later request tries again', async () => {
    const tts = t.ctx.providers.tts;
    t.ctx.providers.tts = {
      ...tts,
      voiceFingerprint: (id) => tts.voiceFingerprint(id),
      synthesize: async () => {
        throw new Error('engine exploded');
      },
    };
    try {
      const res = await generate(ann, 'callum');
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe('Failed to generate preview');
      const [row] = await t.ctx.database.db
        .select()
        .from(voicePreviews)
        .where(eq(voicePreviews.voiceId, 'callum'));
      expect(row).toMatchObject({ status: 'failed', error: 'engine exploded' });
    } finally {
      t.ctx.providers.tts = tts;
    }
    const again = await generate(ann, 'callum');
    expect(again.statusCode).toBe(200);
    expect((await list(ann)).find((v) => v.id === 'callum')).toMatchObject({ has_preview: true });
  });

  it('keeps favourites per user, idempotent and persistent', async () => {
    const put = (u: User, id: string) =>
      t.app.inject({ method: 'PUT', url: `/api/voices/favorites/${id}/`, headers: u.headers });
    const del = (u: User, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/voices/favorites/${id}/`, headers: u.headers });
    const get = async (u: User) =>
      (await t.app.inject({ method: 'GET', url: '/api/voices/favorites/', headers: u.headers })).json();

    expect(await get(ann)).toEqual({ voice_ids: [] });
    expect((await put(ann, 'rachel')).json()).toEqual({ voice_ids: ['rachel'] });
    expect((await put(ann, 'drew')).json().voice_ids.sort()).toEqual(['drew', 'rachel']);
    expect((await put(ann, 'rachel')).statusCode).toBe(200);
    expect((await get(ann)).voice_ids.sort()).toEqual(['drew', 'rachel']);
    expect(await get(bob)).toEqual({ voice_ids: [] });

    const unknown = await put(ann, 'nobody');
    expect(unknown.statusCode).toBe(404);

    const liked = (await list(ann)).filter((v) => v.is_favorite).map((v) => v.id);
    expect(liked.sort()).toEqual(['drew', 'rachel']);
    expect((await list(bob)).some((v) => v.is_favorite)).toBe(false);

    expect((await del(ann, 'drew')).json()).toEqual({ voice_ids: ['rachel'] });
    expect((await del(ann, 'drew')).statusCode).toBe(200);

    // A new session (signing in again) sees the same favourites.
    const token = await t.ctx.tokens.signAccess(ann.user.id);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/voices/favorites/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.json()).toEqual({ voice_ids: ['rachel'] });
    const rows = await t.ctx.database.db.select().from(voiceFavorites);
    const n = rows.filter((r) => r.userId === ann.user.id).length;
    expect(n).toBe(1);
  });
});
