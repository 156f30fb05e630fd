import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { drewsRate, insertNarration } from '../../../test/scripts.ts';
import { makeUser } from '../../../test/users.ts';
import { categorize } from './script-category.ts';

describe('script library API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  const call = (method: string, url: string, payload?: unknown, who = me) =>
    t.app.inject({ method: method as 'GET', url, headers: who.headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 100_000 }, session: { max: 100_000 } });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
  });
  afterAll(() => t?.close());

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/scripts/' });
    expect(res.statusCode).toBe(401);
  });

  it('saves a typed script as a draft with its counts, category and a title from its first line', async () => {
    const content =
      'Five pasta recipes for busy weeknights\nBoil water. Salt it like the sea. Cook the pasta.';
    const res = await call('POST', '/api/scripts/', { content });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s.title).toBe('Five pasta recipes for busy weeknights');
    expect(s.status).toBe('draft');
    expect(s.category).toBe('Food');
    expect(s.word_count).toBe(16);
    expect(s.estimated_duration).toBe(6);
    expect(s.views).toBe(0);
    expect(s.preview).toContain('Five pasta recipes');
  });

  it('rejects an empty script and an unknown category with clear messages', async () => {
    const empty = await call('POST', '/api/scripts/', { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please enter a script');
    const bad = await call('POST', '/api/scripts/', { content: 'x', category: 'Gardening' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Unknown category\. Choose one of: Lifestyle, Technology/);
    const long = await call('POST', '/api/scripts/', { content: 'a'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
  });

  it('lists scripts from the create flow too, with search, category filter and pages', async () => {
    const gen = await call('POST', '/api/scripts/text/', {
      topic: 'How AI chips make smartphones faster',
      vibe: 'educational',
    });
    expect(gen.statusCode).toBe(200);
    for (let i = 0; i < 13; i++)
      await call('POST', '/api/scripts/', {
        content: `Morning routine number ${i} for calmer days at home`,
        status: i % 2 ? 'completed' : 'in-progress',
      });

    const all = (await call('GET', '/api/scripts/?page_size=5')).json();
    expect(all.count).toBe(15);
    expect(all.results).toHaveLength(5);
    const page3 = (await call('GET', '/api/scripts/?page_size=5&page=3')).json();
    expect(page3.results).toHaveLength(5);
    const ids = new Set([...all.results, ...page3.results].map((r: { id: string }) => r.id));
    expect(ids.size).toBe(10);

    const tech = (await call('GET', '/api/scripts/?category=Technology')).json();
    expect(tech.count).toBe(1);
    expect(tech.results[0].id).toBe(gen.json().script_id);
    expect(tech.results[0].status).toBe('completed');

    const search = (await call('GET', '/api/scripts/?search=routine%20number%201')).json();
    // "number 1", "number 10", "number 11", "number 12"
    expect(search.count).toBe(4);
    const pct = (await call('GET', '/api/scripts/?search=%25')).json();
    expect(pct.count).toBe(0);
    const lifestyle = (await call('GET', '/api/scripts/?category=Lifestyle&status=in-progress')).json();
    expect(lifestyle.count).toBe(7);

    const bad = await call('GET', '/api/scripts/?page_size=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('page_size can be at most 50.');
  });

  it('edits a script, recounts its words, counts views, and deletes it', async () => {
    const id = (await call('POST', '/api/scripts/', { content: 'one two three' })).json().id;
    const edit = await call('PATCH', `/api/scripts/${id}/`, {
      title: 'Renamed',
      content: 'one two three four five',
      category: 'Business',
      status: 'completed',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      title: 'Renamed',
      word_count: 5,
      category: 'Business',
      status: 'completed',
    });
    expect((await call('POST', `/api/scripts/${id}/view/`)).statusCode).toBe(204);
    expect((await call('GET', `/api/scripts/${id}/`)).json().views).toBe(1);
    expect((await call('PATCH', `/api/scripts/${id}/`, { content: ' ' })).json().error).toBe(
      'Please enter a script',
    );
    expect((await call('DELETE', `/api/scripts/${id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/api/scripts/${id}/`)).statusCode).toBe(404);
  });

  it("gives another user 404 for someone else's script and keeps it out of their list", async () => {
    const id = (await call('POST', '/api/scripts/', { content: 'private words' })).json().id;
    for (const [method, url, body] of [
      ['GET', `/api/scripts/${id}/`],
      ['PATCH', `/api/scripts/${id}/`, { content: 'stolen' }],
      ['POST', `/api/scripts/${id}/view/`],
      ['DELETE', `/api/scripts/${id}/`],
    ] as const) {
      const res = await call(method, url, body, other);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('Script not found.');
    }
    expect((await call('GET', '/api/scripts/', undefined, other)).json().count).toBe(0);
    expect((await call('GET', `/api/scripts/${id}/`)).json().content).toBe('private words');
    expect((await call('GET', '/api/scripts/not-a-uuid/')).statusCode).toBe(400);
  });

  it("measures each voice's speaking rate from its narrations, 150 before there is one", async () => {
    const rate = (query = '') => drewsRate(t, me.headers, query);
    expect(await rate()).toMatchObject({ words_per_minute: 150, measured: false });
    await insertNarration(t, me.user.id, 'word '.repeat(90).trim());
    expect(await rate()).toMatchObject({ words_per_minute: 180, measured: true, measured_seconds: 30 });
    // Per language: Spanish narrations measure Spanish, and leave English as it was.
    await insertNarration(t, me.user.id, 'palabra '.repeat(60).trim(), 'es');
    expect(await rate()).toMatchObject({ words_per_minute: 180, measured_seconds: 30 });
    expect(await rate('?language=es')).toMatchObject({ words_per_minute: 120, measured: true });
    expect(await rate('?language=de')).toMatchObject({ words_per_minute: 150, measured: false });
    // Chinese counts characters: it has no spaces between words.
    await insertNarration(t, me.user.id, '河流把石头。'.repeat(20), 'zh');
    expect(await rate('?language=zh')).toMatchObject({ words_per_minute: 200, measured: true });
    expect((await call('GET', '/api/scripts/speaking-rates/?language=xx')).statusCode).toBe(400);
  });
});

describe('categorize', () => {
  it('picks the category with the most keyword hits, Lifestyle by default', () => {
    expect(categorize('Best budget laptop for coding')).toBe('Technology');
    expect(categorize('A 10 minute yoga workout')).toBe('Health');
    expect(categorize('How to grow your side hustle income')).toBe('Business');
    expect(categorize('Top movies on Netflix this week')).toBe('Entertainment');
    expect(categorize('Something completely different')).toBe('Lifestyle');
  });
});
