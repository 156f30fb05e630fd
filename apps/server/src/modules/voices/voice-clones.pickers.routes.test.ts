import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VOICE_CLONE_CONSENT_TEXT, VOICE_CLONE_KEY_MESSAGE } from '@reelsmith/contracts/voices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeElevenLabs } from '../../../test/fake-elevenlabs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { voiceClonePreviewKey } from '../../storage/storage-paths.ts';
import { VoiceClonesRepo } from './voice-clones.repo.ts';
import { run } from '../../../test/media.ts';

const KEY = 'xi-test-key';
const dir = mkdtempSync(path.join(os.tmpdir(), 'voice-clone-pickers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A 75 s recording (a tone), as the browser's form sends it. */
async function cloneForm(name: string) {
  const out = path.join(dir, 'tone.mp3');
  await run('ffmpeg', [
    '-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=180:duration=75',
    '-ac', '1', '-ar', '16000', '-b:a', '24k', out,
  ]); // prettier-ignore
  const fd = new FormData();
  fd.append('name', name);
  fd.append('consent', 'true');
  fd.append('sample', new Blob([new Uint8Array(readFileSync(out))], { type: 'audio/mpeg' }), 'me.mp3');
  const res = new Response(fd);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

/** Issue 13 point 8: a clone in every voice picker of its owner, with a preview (decision 028). */
describe('cloned voices beyond the voice library', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeElevenLabs>>;
  let base: string;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let mine: string;

  beforeAll(async () => {
    fake = await startFakeElevenLabs({ key: KEY });
    t = await createTestApp({
      env: { ELEVENLABS_API_KEY: KEY, ELEVENLABS_BASE_URL: fake.url },
      worker: false,
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    me = await makeUser(t.ctx, { plan: 'creator' });
    other = await makeUser(t.ctx, { plan: 'creator' });
    const f = await cloneForm('Sam at home');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/voices/clones/',
      headers: { ...me.headers, ...f.headers },
      payload: f.payload,
    });
    expect(res.statusCode).toBe(201);
    mine = res.json().id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const preview = (voice_id: string, headers = me.headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scripts/voices/preview/generate/',
      headers,
      payload: { voice_id },
    });
  const ttsCalls = () => fake.requests.filter((r) => r.path.endsWith('/with-timestamps'));

  it('speaks a preview once through ElevenLabs, keeps it, and plays it to its owner only', async () => {
    const before = ttsCalls().length;
    const res = await preview(mine);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.preview_text).toBe('Hi, this is Sam at home. Here is your story, told in my own voice.');
    const calls = ttsCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.text).toBe(body.preview_text);
    expect(calls[0]!.voiceId).toBe([...fake.voices.values()][0]!.voiceId);
    // The signed link plays an MP3 of the spoken line.
    const file = await fetch(`${base}${body.preview_url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('audio/mpeg');
    const mp3 = path.join(dir, 'preview.mp3');
    writeFileSync(mp3, Buffer.from(await file.arrayBuffer()));
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      mp3,
    ]);
    expect(Number(stdout)).toBeGreaterThan(1.5);

    // Asked again: the stored file, no second call.
    const again = await preview(mine);
    expect(again.statusCode).toBe(200);
    expect(ttsCalls().length).toBe(before + 1);

    // Someone else cannot hear it, nor a made-up clone.
    expect((await preview(mine, other.headers)).statusCode).toBe(404);
    expect((await preview('clone:not-a-uuid')).statusCode).toBe(400);
  });

  it('is a default voice and a speaking rate for its owner only', async () => {
    const patch = (headers: Record<string, string>, default_voice: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/me/', headers, payload: { default_voice } });
    const set = await patch(me.headers, mine);
    expect(set.statusCode).toBe(200);
    expect(set.json().default_voice).toBe(mine);
    const refused = await patch(other.headers, mine);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().default_voice).toEqual([
      'This cloned voice is not one of yours (it may have been deleted).',
    ]);

    const rates = (headers: Record<string, string>) =>
      t.app
        .inject({ url: '/api/scripts/speaking-rates/', headers })
        .then((r) => r.json().results.map((x: { voice: string }) => x.voice) as string[]);
    expect(await rates(me.headers)).toContain(mine);
    expect(await rates(other.headers)).not.toContain(mine);
  });

  it('deletes the preview with the clone, and a default voice falls back to the catalogue’s', async () => {
    const uuid = mine.slice('clone:'.length);
    const key = voiceClonePreviewKey(me.user.id, uuid);
    expect(await t.ctx.storage.stat(key)).not.toBeNull();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/voices/clones/${mine}/`,
      headers: me.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await t.ctx.storage.stat(key)).toBeNull();
    const profile = await t.app.inject({ url: '/api/users/me/', headers: me.headers });
    expect(profile.json().default_voice).toBe('rachel');
    expect((await preview(mine)).statusCode).toBe(404);
  });
});

describe('a clone preview without an ElevenLabs key', () => {
  it('says what is needed', async () => {
    const t = await createTestApp({ worker: false });
    try {
      const me = await makeUser(t.ctx, { plan: 'creator' });
      // A clone made while a key was set.
      const row = await new VoiceClonesRepo(t.ctx.database.db).insertWithin(
        {
          userId: me.user.id,
          name: 'Old clone',
          vendorVoiceId: 'abc123',
          requiresVerification: false,
          sampleSeconds: 70,
          consentText: VOICE_CLONE_CONSENT_TEXT,
          consentAt: new Date(),
          consentIp: '127.0.0.1',
        },
        3,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/scripts/voices/preview/generate/',
        headers: me.headers,
        payload: { voice_id: `clone:${row!.id}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'voice_cloning_not_configured',
        error: VOICE_CLONE_KEY_MESSAGE,
      });
    } finally {
      await t.close();
    }
  });
});
