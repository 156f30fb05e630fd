import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { clampToChars } from './scripts.text.ts';

describe('clampToChars', () => {
  it('cuts at a sentence end within the limit, else at a word', () => {
    expect(clampToChars('One two. Three four five. Six.', 20)).toBe('One two.');
    expect(clampToChars('Supercalifragilistic expialidocious words', 25)).toBe('Supercalifragilistic');
    expect(clampToChars('  short  ', 100)).toBe('short');
  });
});

describe('script API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.ctx);
  });
  afterAll(() => t?.close());
  const narrate = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/scripts/audio-from-text/', headers: me.headers, payload });

  it('needs a token, and says so in the spec’s shape', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/scripts/text/', payload: { topic: 'x' } });
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBeTruthy();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: { authorization: 'Bearer nope' },
      payload: { topic: 'x' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('token_not_valid');
  });

  it('rejects an empty topic with the spec’s message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: me.headers,
      payload: { topic: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter a topic');
  });

  it('writes a script on the topic and keeps it for the user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: me.headers,
      payload: { topic: 'Sourdough starters for beginners', vibe: 'educational', duration: 30 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.original_topic).toBe('Sourdough starters for beginners');
    expect(body.generated_script.toLowerCase()).toContain('sourdough');
    expect(body.character_count).toBe(body.generated_script.length);
    expect(body.estimated_duration).toBeGreaterThanOrEqual(25);
    expect(body.estimated_duration).toBeLessThanOrEqual(35);
    const list = (await t.app.inject({ url: '/api/scripts/', headers: me.headers })).json();
    expect(list.results[0]).toMatchObject({ id: body.script_id, content: body.generated_script });

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/scripts/${body.script_id}/`,
      headers: me.headers,
      payload: { content: 'My own words now. Second line here.' },
    });
    expect(edited.json()).toMatchObject({ content: 'My own words now. Second line here.', word_count: 7 });
    const other = await makeUser(t.ctx);
    expect(
      (await t.app.inject({ url: `/api/scripts/${body.script_id}/`, headers: other.headers })).statusCode,
    ).toBe(404);
  });

  it('writing again in the same flow rewrites its script instead of adding another project', async () => {
    const user = await makeUser(t.ctx);
    const write = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/scripts/text/',
        headers: user.headers,
        payload: { topic: 'Why octopuses have three hearts', vibe: 'educational', duration: 30, ...extra },
      });
    const first = (await write({})).json();
    const again = await write({ seed: 7, replace_script_id: first.script_id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().script_id).toBe(first.script_id);
    const list = (await t.app.inject({ url: '/api/scripts/', headers: user.headers })).json();
    expect(list.results).toHaveLength(1);
    expect(list.results[0].content).toBe(again.json().generated_script);
    // Someone else's script id is not theirs to rewrite: they get a new script of their own.
    const other = await makeUser(t.ctx);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: other.headers,
      payload: { topic: 'Cats', replace_script_id: first.script_id },
    });
    expect(theirs.json().script_id).not.toBe(first.script_id);
    const mine = (
      await t.app.inject({ url: `/api/scripts/${first.script_id}/`, headers: user.headers })
    ).json();
    expect(mine.content).toBe(again.json().generated_script);
  });

  it('tells the creator when the builtin writer cannot answer the question the idea asks', async () => {
    const post = (topic: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/scripts/text/',
        headers: me.headers,
        payload: { topic, vibe: 'educational', duration: 30 },
      });
    const asked = await post('Why do axolotls regrow their legs');
    expect(asked.statusCode).toBe(200);
    const body = asked.json();
    // The script poses the question; the notice says the answer must come from the creator or a model.
    expect(body.generated_script).toContain('"Why do axolotls regrow their legs"');
    expect(body.writer_notice).toMatch(/does not know the answer to "Why do axolotls regrow their legs"/);
    expect(body.writer_notice).toMatch(/Add the answer in your own words in the editor/);
    expect(body.writer_notice).not.toMatch(/README/);
    expect(body.written_by).toEqual({ name: 'builtin' });
    // A how-to taught gives no steps: the notice says they come from the creator.
    const howTo = (await post('How to repot a cactus')).json();
    expect(howTo.writer_notice).toMatch(/does not know the steps for "How to repot a cactus"/);
    // A versus has nothing to answer: no notice, and the field is absent rather than empty.
    const versus = (await post('Coffee vs tea')).json();
    expect(versus).not.toHaveProperty('writer_notice');
  });

  it('narrates a script, serves the MP3 with word timings, and reuses it for the same request', async () => {
    const payload = {
      script: 'Bees dance to share directions. The waggle points toward food.',
      original_topic: 'bees',
      voice: 'drew',
      max_chars: 1000,
    };
    const first = await narrate(payload);
    expect(first.statusCode).toBe(200);
    const a = first.json();
    expect(a).toMatchObject({
      success: true,
      voice_used: 'drew',
      character_count: payload.script.length,
      was_cached: false,
    });
    expect(a.words.map((w: { word: string }) => w.word.toLowerCase().replace(/[^a-z]/g, ''))).toEqual(
      'bees dance to share directions the waggle points toward food'.split(' '),
    );
    const file = await t.app.inject({ url: a.audio_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.length).toBeGreaterThan(5000);

    const again = (await narrate(payload)).json();
    expect(again).toMatchObject({ was_cached: true, content_id: a.content_id });
    const otherVoice = (await narrate({ ...payload, voice: 'rachel' })).json();
    expect(otherVoice.was_cached).toBe(false);
  });

  it('speaks a language again when the engine that speaks it changes, and reuses it until then', async () => {
    const italian = async () =>
      (
        await narrate({ script: 'I fiumi portano piccole pietre al mare.', voice: 'adam', language: 'it' })
      ).json();
    const first = await italian();
    expect(first).toMatchObject({ success: true, was_cached: false });
    expect(await italian()).toMatchObject({ was_cached: true, content_id: first.content_id });
    // The builtin names the engine per language (Festival's Italian man here, espeak-ng before
    // Debian's package was installed); another engine answers another fingerprint.
    const tts = t.ctx.providers.tts;
    const fingerprint = tts.voiceFingerprint;
    expect(fingerprint.call(tts, 'adam', 'it')).toContain('festival');
    tts.voiceFingerprint = (id, language) =>
      language === 'it' ? `builtin:espeak-words-1:${id}` : fingerprint.call(tts, id, language);
    try {
      const espeak = await italian();
      expect(espeak).toMatchObject({ was_cached: false });
      expect(espeak.content_id).not.toBe(first.content_id);
    } finally {
      tts.voiceFingerprint = fingerprint;
    }
  });

  it('times every word of a Hindi narration with nukta letters, one narration however ज़ was typed', async () => {
    const hindi = async (script: string) => (await narrate({ script, voice: 'adam', language: 'hi' })).json();
    // ज़ and फ़ as a letter + the nukta (U+093C), as keyboards and NFC spell them.
    const first = await hindi('यह \u091C\u093Cरूरी है, मेरा \u092B\u093Cोन कहाँ है?');
    expect(first).toMatchObject({ success: true, was_cached: false });
    expect(first.words.map((w: { word: string }) => w.word.normalize('NFD'))).toEqual(
      'यह ज़रूरी है, मेरा फ़ोन कहाँ है?'.normalize('NFD').split(' '),
    );
    // The same words with ज़ and फ़ typed as single letters are the same narration.
    expect(await hindi('यह \u095Bरूरी है, मेरा \u095Eोन कहाँ है?')).toMatchObject({
      was_cached: true,
      content_id: first.content_id,
    });
  });

  it('enforces max_chars (at most 1000) and speaks only what fits', async () => {
    const tooMany = await narrate({ script: 'Hi.', voice: 'rachel', max_chars: 5000 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('max_chars can be at most 1000.');
    const cut = (
      await narrate({ script: 'First part. Second part that is long.', voice: 'rachel', max_chars: 15 })
    ).json();
    expect(cut.character_count).toBe('First part.'.length);
  });
});
