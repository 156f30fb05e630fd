import { CAPTION_PLATFORMS, CAPTION_TONES, PLATFORM_RULES } from '@reelsmith/contracts/captions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';

describe('caption API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  const call = (method: string, url: string, payload?: unknown, who = me) =>
    t.app.inject({ method: method as 'GET', url, headers: who.headers, payload: payload as object });
  const generate = (body: object, who = me) => call('POST', '/api/captions/', body, who);

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 100_000 }, session: { max: 100_000 } });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
  });
  afterAll(() => t?.close());

  it('rejects empty content and unknown tones or platforms', async () => {
    const empty = await generate({ content: '  ', tone: 'casual', platform: 'tiktok' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please describe your content');
    const tone = await generate({ content: 'x', tone: 'angry', platform: 'tiktok' });
    expect(tone.json().error).toBe(
      'Unknown tone. Choose one of: engaging, professional, funny, inspirational, casual.',
    );
    const platform = await generate({ content: 'x', tone: 'casual', platform: 'myspace' });
    expect(platform.json().error).toBe(
      'Unknown platform. Choose one of: tiktok, instagram, youtube, twitter.',
    );
    expect((await generate({ content: 'a'.repeat(1001) })).statusCode).toBe(400);
  });

  it('writes every tone differently on every platform: six hashtags, within the limit, scored', async () => {
    const content = 'Budget travel tips for Japan: rail passes, konbini breakfasts and capsule hotels';
    for (const platform of CAPTION_PLATFORMS) {
      const texts = new Set<string>();
      for (const tone of CAPTION_TONES) {
        const res = await generate({ content, tone, platform });
        expect(res.statusCode, `${tone} ${platform}`).toBe(201);
        const c = res.json();
        texts.add(c.text);
        expect(c).toMatchObject({ tone, platform, content });
        expect(c.hashtags).toHaveLength(6);
        expect(c.hashtags.slice(3)).toEqual(['#viral', '#trending', '#fyp']);
        expect(c.hashtags.slice(0, 3).join(' ')).toMatch(/japan|travel|budget|rail|konbini|capsule/);
        expect(c.character_count).toBe(`${c.text} ${c.hashtags.join(' ')}`.length);
        expect(c.character_limit).toBe(PLATFORM_RULES[platform].maxChars);
        expect(c.character_count).toBeLessThanOrEqual(c.character_limit);
        expect(['High', 'Medium', 'Low']).toContain(c.engagement);
        expect(c.engagement_reasons.map((r: { check: string }) => r.check)).toEqual([
          'hook',
          'length',
          'ask',
          'hashtags',
        ]);
        expect(c.engagement_score).toBe(
          c.engagement_reasons.reduce((s: number, r: { points: number }) => s + r.points, 0),
        );
        if (tone === 'professional') expect(c.text).not.toMatch(/\p{Extended_Pictographic}/u);
      }
      expect(texts.size, platform).toBe(CAPTION_TONES.length);
    }
    const list = (await call('GET', '/api/captions/?page_size=5')).json();
    expect(list.count).toBe(20);
    expect(list.results).toHaveLength(5);
    expect((await call('GET', '/api/captions/?platform=twitter')).json().count).toBe(5);
  });

  it('edits text and comma-separated hashtags (trimmed, empties dropped, duplicates ignored), rescoring', async () => {
    const c = (
      await generate({ content: 'Sourdough for beginners', tone: 'casual', platform: 'instagram' })
    ).json();
    const res = await call('PATCH', `/api/captions/${c.id}/`, {
      text: 'A very long caption without any question and without a hook at the start of the very first line of text, which goes on and on for a while',
      hashtags: ' bread, #Sourdough ,, bread, baking ',
    });
    expect(res.statusCode).toBe(200);
    const e = res.json();
    expect(e.hashtags).toEqual(['#bread', '#Sourdough', '#baking']);
    expect(e.engagement).toBe('Low');
    expect(e.engagement_score).toBe(30);
    expect(e.engagement_reasons.find((r: { check: string }) => r.check === 'ask').text).toBe(
      'No question or call to action',
    );
    const better = (
      await call('PATCH', `/api/captions/${c.id}/`, {
        text: 'Your first sourdough loaf, in 3 steps! Which step scares you? Comment below',
      })
    ).json();
    expect(better.engagement).toBe('High');
    expect(better.engagement_score).toBe(100);
  });

  it("enforces each platform's limits on edits", async () => {
    const tw = (await generate({ content: 'Electric cars', tone: 'engaging', platform: 'twitter' })).json();
    const long = await call('PATCH', `/api/captions/${tw.id}/`, { text: 'word '.repeat(60).trim() });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/^Too long for Twitter: \d+ of 280 characters, hashtags included\.$/);
    const ig = (await generate({ content: 'Houseplants', tone: 'casual', platform: 'instagram' })).json();
    const tags = Array.from({ length: 31 }, (_, i) => `tag${i}`).join(',');
    const many = await call('PATCH', `/api/captions/${ig.id}/`, { hashtags: tags });
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toBe('Instagram allows at most 30 hashtags.');
    expect((await call('PATCH', `/api/captions/${ig.id}/`, { text: '' })).json().error).toBe(
      'Please enter a caption',
    );
  });

  it('sets a caption on a finished video of the owner only, and deletes', async () => {
    const c = (await generate({ content: 'Octopus facts', tone: 'funny', platform: 'tiktok' })).json();
    const db = t.ctx.database.db;
    const base = {
      userId: me.user.id,
      title: 'Octopus',
      idea: 'octopus',
      vibe: 'educational',
      voice: 'rachel',
      style: 'cinematic',
      captionPreset: 'bold',
      music: 'auto',
      targetDurationSec: 15,
    };
    const [done] = await db
      .insert(videos)
      .values({ ...base, status: 'completed', percent: 100 })
      .returning();
    const [busy] = await db
      .insert(videos)
      .values({ ...base, status: 'rendering' })
      .returning();
    const use = await call('POST', `/api/captions/${c.id}/use/`, { video_id: done.id });
    expect(use.statusCode).toBe(200);
    const v = (await call('GET', `/api/videos/${done.id}`)).json();
    expect(v.caption).toBe(c.text);
    expect(v.hashtags).toEqual(c.hashtags);
    const notDone = await call('POST', `/api/captions/${c.id}/use/`, { video_id: busy.id });
    expect(notDone.statusCode).toBe(400);
    expect(notDone.json().error).toBe('Only a finished video can take a caption.');
    expect((await call('POST', `/api/captions/${c.id}/use/`, { video_id: done.id }, other)).statusCode).toBe(
      404,
    );

    for (const [method, url, body] of [
      ['GET', `/api/captions/${c.id}/`],
      ['PATCH', `/api/captions/${c.id}/`, { text: 'mine now' }],
      ['DELETE', `/api/captions/${c.id}/`],
    ] as const) {
      const res = await call(method, url, body, other);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('Caption not found.');
    }
    expect((await call('GET', '/api/captions/', undefined, other)).json().count).toBe(0);
    expect((await call('DELETE', `/api/captions/${c.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/api/captions/${c.id}/`)).statusCode).toBe(404);
  });
});

describe('caption API with an unreachable LLM server', () => {
  it('still writes the caption, with the builtin writer', async () => {
    const t = await createTestApp({
      worker: false,
      env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_MODEL: 'm' },
    });
    try {
      const me = await makeUser(t.ctx);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/captions/',
        headers: me.headers,
        payload: {
          content: 'Houseplants that are hard to kill',
          tone: 'inspirational',
          platform: 'instagram',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().text.toLowerCase()).toContain('houseplants');
      expect(res.json().hashtags).toHaveLength(6);
    } finally {
      await t.close();
    }
  });
});
