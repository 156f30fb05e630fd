import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users, videos } from '../../db/schema/index.ts';
import { createStatsReader } from './stats.service.ts';

describe('GET /api/public/stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  async function addUser(n: number) {
    const [u] = await t.ctx.database.db
      .insert(users)
      .values({
        username: `maker${n}`,
        firstName: 'M',
        lastName: 'K',
        email: `maker${n}@example.com`,
        passwordHash: 'x',
      })
      .returning();
    return u;
  }
  const video = (userId: string, status: 'completed' | 'failed' | 'rendering') => ({
    userId,
    title: 't',
    idea: 'i',
    vibe: 'meme',
    voice: 'rachel',
    style: 'cinematic',
    captionPreset: 'bold',
    music: 'auto',
    targetDurationSec: 30,
    status,
  });

  it('counts completed videos and creator accounts, and is cacheable for a minute', async () => {
    const a = await addUser(1);
    await addUser(2);
    await t.ctx.database.db
      .insert(videos)
      .values([
        video(a.id, 'completed'),
        video(a.id, 'completed'),
        video(a.id, 'failed'),
        video(a.id, 'rendering'),
      ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/public/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ videos_generated: 2, creators: 2 });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers from memory within the time to live, then counts again', async () => {
    let clock = 0;
    const reader = createStatsReader(t.ctx.database.db, 60_000, () => clock);
    const first = await reader.read();
    const u = await addUser(3);
    await t.ctx.database.db.insert(videos).values(video(u.id, 'completed'));
    clock = 59_000;
    expect(await reader.read()).toEqual(first);
    clock = 60_000;
    expect(await reader.read()).toEqual({
      videos_generated: first.videos_generated + 1,
      creators: first.creators + 1,
    });
  });

  it('answers robots.txt and sitemap.xml with the public address', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/pricing</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/privacy-policy</loc>');
  });
});
