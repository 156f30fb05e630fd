import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGE } from '@reelsmith/contracts/languages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { audioClips } from '../../db/schema/index.ts';

// A video's language (issue 42) through every HTTP entry point: the one-shot create, the five-step
// flow's script and narration, the voice library; one render in Spanish end to end.

describe('video language', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.ctx);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: me.headers, payload });

  it('refuses a language it does not make videos in, naming the field', async () => {
    for (const [url, body] of [
      ['/api/videos', { idea: 'cats', language: 'xx' }],
      ['/api/videos', { idea: 'cats', language: 'ES' }],
      ['/api/scripts/text/', { topic: 'cats', language: 'klingon' }],
      ['/api/scripts/audio-from-text/', { script: 'Hola.', language: 'ja' }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: LANGUAGE_MESSAGE, language: [LANGUAGE_MESSAGE] });
    }
    const voices = await t.app.inject({
      url: '/api/scripts/voices/with-previews/?language=xx',
      headers: me.headers,
    });
    expect(voices.statusCode).toBe(400);
    const both = await post('/api/videos', { idea: 'cats', script: 'Hola.', script_id: crypto.randomUUID() });
    expect(both.json().error).toBe('Send either script or script_id, not both.');
  });

  it('the offline writer writes English and asks for the creator’s own script in another language', async () => {
    const res = await post('/api/scripts/text/', { topic: 'Tres datos sobre los pulpos', language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().writer_notice).toBe(
      'This script is in English: the writer here writes English only. To make your video in Spanish, type or paste your own script in Español, and it is spoken as you wrote it.',
    );
    const en = await post('/api/scripts/text/', { topic: '3 facts about octopuses' });
    expect(en.json().writer_notice).toBeUndefined();
  });

  it('narrates in the account’s language when the request names none (decision 233)', async () => {
    const es = await makeUser(t.ctx);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: es.headers,
      payload: { default_language: 'es' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/audio-from-text/',
      headers: es.headers,
      payload: { script: 'Los pulpos tienen tres corazones.', voice: 'rachel' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [clip] = await t.ctx.database.db
      .select()
      .from(audioClips)
      .where(eq(audioClips.id, res.json().content_id));
    expect(clip!.language).toBe('es');
  });

  it('the voice library says which voices are robotic offline voices of a language', async () => {
    const list = async (q: string) =>
      (await t.app.inject({ url: `/api/scripts/voices/with-previews/${q}`, headers: me.headers })).json()
        .voices as Array<{
        id: string;
        language: string;
        robotic: boolean;
        description: string;
        pace: unknown;
      }>;
    const en = await list('');
    expect(en.every((v) => v.language === 'en' && !v.robotic)).toBe(true);
    const ar = await list('?language=ar');
    expect(ar).toHaveLength(en.length);
    const rachel = ar.find((v) => v.id === 'rachel')!;
    expect(rachel).toMatchObject({ language: 'ar', robotic: true, pace: null });
    expect(rachel.description).toMatch(/^Robotic offline voice speaking Arabic\. /);
    // In Italian, each voice speaks Festival's recorded voice of its gender (decision 225).
    const it = await list('?language=it');
    expect(it.find((v) => v.id === 'adam')!.description).toMatch(
      /^Recorded Festival offline voice speaking Italian\. /,
    );
    expect(it.find((v) => v.id === 'rachel')!.description).toMatch(/^Recorded Festival offline voice/);
  });

  it('makes a video from the creator’s Spanish script, spoken as written, with Spanish captions', async () => {
    const script =
      'Los pulpos tienen tres corazones. Dos llevan la sangre a las branquias. El tercero la lleva al resto del cuerpo. ¡Síguenos para más!';
    const res = await post('/api/videos', { idea: 'Pulpos', language: 'es', script, duration: 15 });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ language: 'es', status: 'queued' });
    const id = res.json().id as string;

    // Until the render ends, read as a browser reads the progress stream.
    const stream = await fetch(`${baseUrl}/api/videos/${id}/events`, { headers: me.headers });
    await stream.text();
    const v = (await t.app.inject({ url: `/api/videos/${id}`, headers: me.headers })).json();
    expect(v.status, v.error).toBe('completed');
    expect(v.language).toBe('es');

    const sb = (await t.app.inject({ url: `/api/videos/${id}/storyboard`, headers: me.headers })).json();
    const doc = sb.storyboard ?? sb;
    expect(doc.language).toBe('es');
    const spoken = doc.scenes.flatMap((s: { narration: { words: { word: string }[] } }) =>
      s.narration.words.map((w) => w.word),
    );
    // The words as written, accents and punctuation kept: the captions show the creator's text.
    expect(spoken.slice(0, 5)).toEqual(['Los', 'pulpos', 'tienen', 'tres', 'corazones.']);
    expect(spoken.join(' ')).toContain('Síguenos');
    // Caption and hashtags from the creator's own words, in Spanish, no English filler tags.
    expect(doc.caption).toBe('Los pulpos tienen tres corazones.');
    expect(doc.hashtags).toEqual(expect.arrayContaining(['#corazones', '#branquias']));
    expect(doc.hashtags.join(' ')).not.toMatch(/viral|trending|fyp/);
  }, 180_000);
});
