import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { audioClips, scripts, videos } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';

interface Item {
  type: string;
  id: string;
  title: string;
  status: string;
  created_at: string;
  duration_seconds: number | null;
  media_url: string | null;
  download_url: string | null;
}

describe('content API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  const base = Date.parse('2026-01-01T00:00:00Z');
  const N = { video: 1200, script: 900, audio: 900 };

  beforeAll(async () => {
    t = await createTestApp();
    configureRateLimits(t.ctx, { account: { max: 100_000 }, session: { max: 100_000 } });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
    const db = t.ctx.database.db;
    // Thousands of rows, many sharing a timestamp, so the cursor has to break ties.
    const at = (i: number) => new Date(base + Math.floor(i / 3) * 1000);
    const statuses = ['completed', 'completed', 'rendering', 'failed'] as const;
    for (let from = 0; from < N.video; from += 400) {
      await db.insert(videos).values(
        Array.from({ length: Math.min(400, N.video - from) }, (_, k) => {
          const i = from + k;
          return {
            userId: me.user.id,
            title: `Video ${String(i).padStart(4, '0')}${i === 7 ? ' about pelicans' : ''}`,
            idea: `idea ${i}`,
            vibe: 'meme',
            voice: 'rachel',
            style: 'cinematic',
            captionPreset: 'bold',
            music: 'auto',
            targetDurationSec: 15,
            status: statuses[i % 4],
            percent: statuses[i % 4] === 'completed' ? 100 : 40,
            durationSec: 15.2,
            videoKey: statuses[i % 4] === 'completed' ? `users/${me.user.id}/videos/x${i}/video.mp4` : null,
            createdAt: at(i),
          };
        }),
      );
    }
    for (let from = 0; from < N.script; from += 450) {
      await db.insert(scripts).values(
        Array.from({ length: 450 }, (_, k) => {
          const i = from + k;
          return {
            userId: me.user.id,
            title: `Script ${String(i).padStart(4, '0')}`,
            topic: i === 3 ? 'Pelicans at dawn' : `topic ${i}`,
            content: 'word '.repeat(150),
            wordCount: 150,
            status: i % 5 === 0 ? ('draft' as const) : ('completed' as const),
            createdAt: at(i),
          };
        }),
      );
    }
    for (let from = 0; from < N.audio; from += 450) {
      await db.insert(audioClips).values(
        Array.from({ length: 450 }, (_, k) => {
          const i = from + k;
          return {
            userId: me.user.id,
            cacheKey: `k${i}`,
            voice: 'drew',
            text: `Narration number ${i}`,
            topic: `Audio ${String(i).padStart(4, '0')}`,
            characterCount: 20,
            durationMs: 12_500,
            audioKey: `users/${me.user.id}/audio/a${i}.mp3`,
            createdAt: at(i),
          };
        }),
      );
    }
  }, 120_000);
  afterAll(() => t?.close());

  const list = async (query: string, who = me) => {
    const res = await t.app.inject({ url: `/api/content?${query}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: Item[]; next: string | null };
  };

  async function all(query: string) {
    const out: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`${query}&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      out.push(...page.results);
      cursor = page.next;
      pages++;
    } while (cursor && pages < 100);
    return out;
  }

  it('pages through thousands of videos, scripts and audio clips, newest first, each once', async () => {
    const items = await all('sort=newest');
    expect(items).toHaveLength(N.video + N.script + N.audio);
    expect(new Set(items.map((i) => `${i.type}:${i.id}`)).size).toBe(items.length);
    const times = items.map((i) => Date.parse(i.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldest = await all('sort=oldest');
    expect(oldest.map((i) => i.id)).toEqual(items.map((i) => i.id).reverse());
  }, 60_000);

  // Speed belongs to benchmarks, not to timed tests: this checks that a cursor deep into the list
  // continues exactly where the previous page ended.
  it('pages deep into the list by cursor, without gaps or repeats', async () => {
    let cursor: string | null = null;
    const seen = new Set<string>();
    for (let p = 0; p < 20; p++) {
      const page: { results: { type: string; id: string }[]; next: string | null } = await list(
        `limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const i of page.results) seen.add(`${i.type}:${i.id}`);
      cursor = page.next;
    }
    const page = await list(`limit=24&cursor=${cursor}`);
    expect(page.results).toHaveLength(24);
    expect(seen.size).toBe(2000);
    for (const i of page.results) expect(seen.has(`${i.type}:${i.id}`)).toBe(false);
  });

  it('sorts by title, A to Z', async () => {
    const items = await all('sort=title&type=script');
    expect(items).toHaveLength(N.script);
    expect(items.slice(0, 3).map((i) => i.title)).toEqual(['Script 0000', 'Script 0001', 'Script 0002']);
    const mixed = await all('sort=title');
    const titles = mixed.map((i) => i.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  }, 60_000);

  it('filters by type, status and text', async () => {
    const vids = await all('type=video');
    expect(vids).toHaveLength(N.video);
    expect(vids.every((i) => i.type === 'video')).toBe(true);
    const processing = await all('type=video&status=processing');
    expect(processing).toHaveLength(N.video / 4);
    expect(processing.every((i) => i.status === 'rendering')).toBe(true);
    const failed = await all('status=failed');
    expect(failed).toHaveLength(N.video / 4);
    const drafts = await all('status=draft');
    expect(drafts).toHaveLength(N.script / 5);
    expect(drafts.every((i) => i.type === 'script')).toBe(true);
    const ready = await all('status=ready');
    expect(ready).toHaveLength(N.video / 2 + (N.script * 4) / 5 + N.audio);
    const audio = await all('type=audio');
    expect(audio[0]).toMatchObject({ type: 'audio', duration_seconds: 12.5, status: 'completed' });
    expect(audio[0].download_url).toContain(`download=script_audio_${audio[0].id}.mp3`);
    const pelicans = await all('q=pelican');
    expect(pelicans.map((i) => i.type).sort()).toEqual(['script', 'video']);
    expect((await list('q=100%25')).results).toEqual([]);
  }, 60_000);

  it('shows nobody else’s content and rejects bad input', async () => {
    expect((await list('', other)).results).toEqual([]);
    expect((await t.app.inject({ url: '/api/content' })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/content?type=gif', headers: me.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Unknown type. Choose one of: video, script, audio.');
    const cursor = await t.app.inject({ url: '/api/content?cursor=nonsense', headers: me.headers });
    expect(cursor.json()).toMatchObject({ code: 'validation_error', cursor: ['Invalid cursor.'] });
  });

  it('deletes an audio clip with its file', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/audio-from-text/',
      headers: me.headers,
      payload: { script: 'Pelicans glide low over the water at dawn.', voice: 'rachel', max_chars: 1000 },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { content_id, audio_url } = made.json();
    const key = `users/${me.user.id}/audio/${content_id}.mp3`;
    expect(await t.ctx.storage.stat(key)).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/audio/${content_id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/audio/${content_id}`, headers: me.headers }))
        .statusCode,
    ).toBe(204);
    expect(await t.ctx.storage.stat(key)).toBeNull();
    expect((await t.app.inject({ url: audio_url })).statusCode).toBe(404);
    expect((await all('type=audio')).some((i) => i.id === content_id)).toBe(false);
  }, 60_000);
});
