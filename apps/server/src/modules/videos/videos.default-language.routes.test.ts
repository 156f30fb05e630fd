import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videos } from '../../db/schema/index.ts';
import { drewsRate, insertNarration } from '../../../test/scripts.ts';

// A request that names no language means the account's (Settings → Video defaults; decision 233),
// as the web app's pickers start there: the API, the CLI through --server and MCP all call these.
// Without a worker: every check is what is planned and stored, no render runs.
describe('the account’s language when a request names none', () => {
  let t: TestApp;
  let es: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    es = await makeUser(t.ctx, { plan: 'creator' });
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: es.headers,
      payload: { default_language: 'es' },
    });
    expect(set.statusCode, set.body).toBe(200);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers = es.headers) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers = es.headers) => t.app.inject({ url, headers });

  it('makes a video in the account’s language, and in the one the caller names', async () => {
    const script = 'Los pulpos tienen tres corazones.';
    const mine = await post('/api/videos', { idea: 'Pulpos', script });
    expect(mine.statusCode, mine.body).toBe(202);
    expect(mine.json().language).toBe('es');
    const named = await post('/api/videos', { idea: 'Octopuses', language: 'en' });
    expect(named.json().language).toBe('en');
    // An account left at the default is English, as before.
    const other = await makeUser(t.ctx);
    expect((await post('/api/videos', { idea: 'Octopuses' }, other.headers)).json().language).toBe('en');
  });

  it('writes for the account’s language: the offline writer says it writes English only', async () => {
    const res = await post('/api/scripts/text/', { topic: 'Tres datos sobre los pulpos' });
    expect(res.statusCode).toBe(200);
    expect(res.json().writer_notice).toMatch(/To make your video in Spanish/);
  });

  it('lists voices and their pace in the account’s language', async () => {
    const voices = (await get('/api/scripts/voices/with-previews/')).json().voices as Array<{
      id: string;
      language: string;
    }>;
    expect(voices.every((v) => v.language === 'es')).toBe(true);
    await insertNarration(t, es.user.id, 'palabra '.repeat(60).trim(), 'es');
    const drew = (query: string) => drewsRate(t, es.headers, query);
    expect(await drew('')).toMatchObject({ words_per_minute: 120, measured: true });
    expect(await drew('?language=en')).toMatchObject({ words_per_minute: 150, measured: false });
  });

  it('makes a channel in the account’s language, and its series’ videos in the channel’s', async () => {
    const res = await post('/api/channels', { name: 'Cielo', niche: 'datos del espacio' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().language).toBe('es');
    const de = await post('/api/channels', { name: 'Himmel', niche: 'Weltraum Fakten', language: 'de' });
    const planned = await post(`/api/channels/${de.json().id}/plan`, { count: 2 });
    expect(planned.statusCode, planned.body).toBe(200);
    for (const item of planned.json().items as Array<{ video_id: string }>) {
      const [row] = await t.ctx.database.db.select().from(videos).where(eq(videos.id, item.video_id));
      expect(row!.language).toBe('de');
    }
  });
});
