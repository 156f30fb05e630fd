import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  VOICE_CLONE_CONSENT_TEXT,
  VOICE_CLONE_KEY_MESSAGE,
  VOICE_CLONE_UPGRADE_MESSAGE,
} from '@reelsmith/contracts/voices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeElevenLabs } from '../../../test/fake-elevenlabs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { Housekeeping } from '../../jobs/housekeeping.ts';
import { VideosRepo } from '../videos/videos.repo.ts';
import { VoiceClonesRepo } from './voice-clones.repo.ts';
import { run } from '../../../test/media.ts';
import { composeServices } from '../../root.ts';
import { SHORT_SCRIPT } from '../../../test/scripts.ts';

const KEY = 'xi-test-key';
const dir = mkdtempSync(path.join(os.tmpdir(), 'voice-clone-test-'));

/** A real recording: a tone of `seconds`, as MP3. */
async function recording(seconds: number): Promise<Buffer> {
  const out = path.join(dir, `tone-${seconds}.mp3`);
  await run('ffmpeg', [
    '-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=180:duration=${seconds}`,
    '-ac', '1', '-ar', '16000', '-b:a', '24k', out,
  ]); // prettier-ignore
  return readFileSync(out);
}

/** The form a browser sends. */
async function form(fields: Record<string, string>, sample?: { bytes: Buffer; name: string; type: string }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (sample)
    fd.append('sample', new Blob([new Uint8Array(sample.bytes)], { type: sample.type }), sample.name);
  const res = new Response(fd);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

describe('voice cloning through ElevenLabs', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeElevenLabs>>;
  let minute: Buffer;
  beforeAll(async () => {
    fake = await startFakeElevenLabs({ key: KEY });
    t = await createTestApp({ env: { ELEVENLABS_API_KEY: KEY, ELEVENLABS_BASE_URL: fake.url } });
    minute = await recording(75);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const clone = async (
    headers: Record<string, string>,
    fields: Record<string, string>,
    sample?: { bytes: Buffer; name: string; type: string },
  ) => {
    const f = await form(fields, sample);
    return t.app.inject({
      method: 'POST',
      url: '/api/voices/clones/',
      headers: { ...headers, ...f.headers },
      payload: f.payload,
    });
  };
  const mp3 = (bytes: Buffer, name = 'me.mp3') => ({ bytes, name, type: 'audio/mpeg' });

  it('refuses the free plan, saying which plan clones', async () => {
    const free = await makeUser(t.ctx, { plan: 'free' });
    const list = await t.app.inject({ url: '/api/voices/clones/', headers: free.headers });
    expect(list.json()).toMatchObject({
      clones: [],
      configured: true,
      plan: 'free',
      limit: 0,
      unavailable_reason: VOICE_CLONE_UPGRADE_MESSAGE,
    });
    const res = await clone(free.headers, { consent: 'true' }, mp3(minute));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'plan_required', error: VOICE_CLONE_UPGRADE_MESSAGE });
    expect(fake.requests.filter((r) => r.path === '/v1/voices/add')).toHaveLength(0);
  });

  it('checks consent and the recording by its content before anything reaches ElevenLabs', async () => {
    const me = await makeUser(t.ctx, { plan: 'creator' });
    let res = await clone(me.headers, { name: 'Me' }, mp3(minute));
    expect(res.statusCode).toBe(400);
    expect(res.json().consent[0]).toMatch(/consent/);

    const short = await recording(20);
    res = await clone(me.headers, { consent: 'true' }, mp3(short));
    expect(res.statusCode).toBe(400);
    expect(res.json().sample[0]).toBe(
      'The recording is 20 seconds long; it must be 1 to 3 minutes of your voice.',
    );

    const long = await recording(200);
    res = await clone(me.headers, { consent: 'true' }, mp3(long));
    expect(res.json().sample[0]).toBe(
      'The recording is 3 min 20 s long; it must be 1 to 3 minutes of your voice.',
    );

    // A file named .mp3 that is not audio at all.
    res = await clone(
      me.headers,
      { consent: 'true' },
      mp3(Buffer.from('hello, not a recording\n'.repeat(500))),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().sample[0]).toMatch(/^"me\.mp3" is not a recording we can read/);

    res = await clone(me.headers, { consent: 'true' });
    expect(res.json().sample[0]).toBe('Choose a recording of your voice (1 to 3 minutes).');
    expect(fake.requests.filter((r) => r.path === '/v1/voices/add')).toHaveLength(0);
  });

  it('clones with consent, lists only the owner’s clones, speaks narrations and videos, and deletes at ElevenLabs', async () => {
    const me = await makeUser(t.ctx, { plan: 'creator' });
    const other = await makeUser(t.ctx, { plan: 'business' });
    const res = await clone(
      me.headers,
      { consent: 'true', name: 'My studio voice', remove_background_noise: 'true' },
      { bytes: minute, name: 'take1.webm', type: 'audio/webm' },
    );
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ name: 'My studio voice', requires_verification: false });
    expect(made.id).toMatch(/^clone:[0-9a-f-]{36}$/);
    expect(made.sample_seconds).toBeCloseTo(75, 0);

    // ElevenLabs got one clean MP3 with the name, and no copy of the recording stays here.
    const [vendor] = [...fake.voices.values()];
    expect(vendor).toMatchObject({ name: 'My studio voice', removeBackgroundNoise: 'true' });
    expect(vendor!.files).toEqual([
      { filename: 'sample.mp3', type: 'audio/mpeg', bytes: expect.any(Number) },
    ]);
    const row = await new VoiceClonesRepo(t.ctx.database.db).findForOwner(made.id.slice(6), me.user.id);
    expect(row).toMatchObject({ vendorVoiceId: vendor!.voiceId, consentText: VOICE_CLONE_CONSENT_TEXT });
    expect(row!.consentIp).toBeTruthy();
    expect(Date.now() - row!.consentAt.getTime()).toBeLessThan(60_000);

    // Only the owner sees it.
    const mine = (await t.app.inject({ url: '/api/voices/clones/', headers: me.headers })).json();
    expect(mine).toMatchObject({ configured: true, plan: 'creator', limit: 3, unavailable_reason: null });
    expect(mine.clones.map((c: { id: string }) => c.id)).toEqual([made.id]);
    const theirs = (await t.app.inject({ url: '/api/voices/clones/', headers: other.headers })).json();
    expect(theirs.clones).toEqual([]);

    // Another user cannot speak with it, delete it, or render a video with it.
    const narrate = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/scripts/audio-from-text/',
        headers,
        payload: { script: 'Octopuses have three hearts and blue blood.', voice: made.id },
      });
    let theirTry = await narrate(other.headers);
    expect(theirTry.statusCode).toBe(400);
    expect(theirTry.json().voice[0]).toBe(
      'This cloned voice is not one of yours (it may have been deleted).',
    );
    theirTry = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: other.headers,
      payload: { idea: 'Octopus hearts', voice: made.id },
    });
    expect(theirTry.statusCode).toBe(400);
    expect(theirTry.json().voice[0]).toMatch(/not one of yours/);
    theirTry = await t.app.inject({
      method: 'DELETE',
      url: `/api/voices/clones/${made.id}/`,
      headers: other.headers,
    });
    expect(theirTry.statusCode).toBe(404);

    // The owner's narration speaks through ElevenLabs with word timings from its character alignment.
    const spoken = await narrate(me.headers);
    expect(spoken.statusCode).toBe(200);
    const clip = spoken.json();
    expect(clip.voice_used).toBe(made.id);
    expect(clip.words.map((w: { word: string }) => w.word).join(' ')).toBe(
      'Octopuses have three hearts and blue blood.',
    );
    expect(clip.duration_seconds).toBeGreaterThan(1);
    for (let i = 1; i < clip.words.length; i++)
      expect(clip.words[i].start).toBeGreaterThanOrEqual(clip.words[i - 1].end - 1e-6);
    const ttsCalls = fake.requests.filter((r) => r.path.endsWith('/with-timestamps'));
    expect(ttsCalls.map((r) => r.voiceId)).toEqual([vendor!.voiceId]);

    // A video renders with the clone: the words on screen are the ones ElevenLabs timed.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      // The creator's own words: a video of a few seconds instead of the shortest written one (15 s).
      payload: {
        idea: 'Why octopuses have three hearts',
        script: SHORT_SCRIPT,
        voice: made.id,
        music: 'none',
      },
    });
    expect(created.statusCode).toBe(202);
    expect(created.json().voice).toBe(made.id);
    const videoId: string = created.json().id;
    const videos = new VideosRepo(t.ctx.database.db);
    for (let i = 0; i < 600; i++) {
      const row = await videos.findForOwner(videoId, me.user.id);
      if (row?.status === 'completed' || row?.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const v = (await t.app.inject({ url: `/api/videos/${videoId}`, headers: me.headers })).json();
    expect(v.error ?? null).toBeNull();
    expect(v.status).toBe('completed');
    const spokenTexts = fake.requests.filter((r) => r.path.endsWith('/with-timestamps')).slice(1);
    expect(spokenTexts.length).toBeGreaterThanOrEqual(1);
    expect(spokenTexts.every((r) => r.voiceId === vendor!.voiceId)).toBe(true);
    const vtt = (await t.app.inject({ url: v.vtt_url })).body;
    const firstWord = spokenTexts[spokenTexts.length - 1]!.text!.split(/\s+/)[0]!.replace(
      /[^\p{L}\p{N}']/gu,
      '',
    );
    expect(vtt.toLowerCase()).toContain(firstWord.toLowerCase());
    const mp4 = path.join(dir, 'clone.mp4');
    writeFileSync(mp4, (await t.app.inject({ url: v.video_url })).rawPayload);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type',
      '-of',
      'csv=p=0',
      mp4,
    ]);
    expect(stdout.split('\n')).toContain('audio');

    // Deleting removes it at ElevenLabs and here; the id is refused afterwards.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/voices/clones/${made.id}/`,
      headers: me.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(fake.voices.has(vendor!.voiceId)).toBe(false);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.voiceId === vendor!.voiceId)).toBe(true);
    expect((await t.app.inject({ url: '/api/voices/clones/', headers: me.headers })).json().clones).toEqual(
      [],
    );
    const after = await narrate(me.headers);
    expect(after.statusCode).toBe(400);
  }, 180_000);

  it('keeps the plan’s number of clones and passes on what ElevenLabs refuses', async () => {
    const me = await makeUser(t.ctx, { plan: 'creator' });
    fake.failNextAdd(400, { status: 'voice_too_short', message: 'The sample has too little speech.' });
    let res = await clone(me.headers, { consent: 'true' }, mp3(minute));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'ElevenLabs could not clone this recording: ElevenLabs answered HTTP 400: The sample has too little speech.',
    );
    for (let i = 0; i < 3; i++)
      expect((await clone(me.headers, { consent: 'true', name: `Take ${i}` }, mp3(minute))).statusCode).toBe(
        201,
      );
    res = await clone(me.headers, { consent: 'true' }, mp3(minute));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Your plan keeps 3 cloned voices. Delete one to clone another.');
    const list = (await t.app.inject({ url: '/api/voices/clones/', headers: me.headers })).json();
    expect(list.clones).toHaveLength(3);
    expect(list.unavailable_reason).toBe('Your plan keeps 3 cloned voices. Delete one to clone another.');

    // A closed account's clones are deleted at ElevenLabs when housekeeping deletes the account.
    const vendorIds = (await new VoiceClonesRepo(t.ctx.database.db).listForOwner(me.user.id)).map(
      (r) => r.vendorVoiceId,
    );
    expect(vendorIds.every((id) => fake.voices.has(id))).toBe(true);
    await t.ctx.database.db
      .update(users)
      .set({ closedAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(eq(users.id, me.user.id));
    await new Housekeeping(t.ctx, composeServices(t.ctx)).run();
    expect(vendorIds.some((id) => fake.voices.has(id))).toBe(false);
    expect(await new VoiceClonesRepo(t.ctx.database.db).countForOwner(me.user.id)).toBe(0);
  }, 60_000);
});

describe('voice cloning without an ElevenLabs key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  it('says exactly what is needed', async () => {
    const me = await makeUser(t.ctx, { plan: 'creator' });
    const list = await t.app.inject({ url: '/api/voices/clones/', headers: me.headers });
    expect(list.json()).toMatchObject({ configured: false, unavailable_reason: VOICE_CLONE_KEY_MESSAGE });
    const f = await form({ consent: 'true' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/voices/clones/',
      headers: { ...me.headers, ...f.headers },
      payload: f.payload,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('Cloning your own voice isn’t available on this server yet.');
  });
});
