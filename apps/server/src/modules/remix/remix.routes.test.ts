import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videoWhenDone } from '../../../test/videos.ts';
import { users, videoUsage, videos } from '../../db/schema/index.ts';
import { videoFolder } from '../../storage/storage-paths.ts';
import { LANGUAGE_NEEDS_WRITER } from './remix.service.ts';

type Sb = Storyboard;

describe('remix and A/B hooks API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let sourceId: string;
  let source: Sb;
  const made: string[] = [];

  const post = (path: string, payload: object, headers = me.headers) =>
    t.app.inject({ method: 'POST', url: `/api/videos/${sourceId}${path}`, headers, payload });
  const storyboardOf = async (id: string): Promise<Sb> => {
    const [row] = await t.ctx.database.db.select().from(videos).where(eq(videos.id, id));
    return row!.storyboard as Sb;
  };
  /** The document with each video's own folder written the same, so a copy compares equal to its source. */
  const same = (sb: Sb, id: string) =>
    JSON.parse(JSON.stringify(sb).replaceAll(videoFolder({ userId: me.user.id, id }), '<video>/')) as Sb;
  /** Takes back the queued renders of copies only checked as documents: CI's two cores render the kinds that differ (see the last test). */
  const unrendered = (...ids: string[]) => t.ctx.queue.cancelQueued('video.render', 'videoId', ids);
  const usage = async () =>
    (await t.ctx.database.db.select().from(videoUsage).where(eq(videoUsage.userId, me.user.id))).length;
  const remix = async (payload: object) => {
    const res = await post('/remix', payload);
    expect(res.statusCode, res.body).toBe(202);
    const v = res.json();
    made.push(v.id);
    expect(v.remixed_from).toBe(sourceId);
    return { v, sb: same(await storyboardOf(v.id), v.id) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.ctx, { plan: 'business' });
    other = await makeUser(t.ctx, { plan: 'business' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: me.headers,
      payload: { idea: 'How bees make honey', vibe: 'educational', duration: 15, music: 'none' },
    });
    sourceId = res.json().id;
    expect((await videoWhenDone(t, sourceId, me.headers, 720)).status).toBe('completed');
    source = same(await storyboardOf(sourceId), sourceId);
    expect(source.scenes.length).toBeGreaterThan(3);
  }, 240_000);
  afterAll(() => t?.close());

  it('another voice: a new video voiced again in every scene, rendered through the queue, counted once', async () => {
    const before = await usage();
    const { v, sb } = await remix({ voice: 'josh' });
    expect(await usage()).toBe(before + 1);
    expect(sb.voiceId).toBe('josh');
    // Every scene has new narration, in the new video's own folder; nothing else changed.
    sb.scenes.forEach((s, i) => {
      expect(s.narration.audioKey).toMatch(/^<video>\/narration\//);
      expect(s.narration.audioKey).not.toBe(source.scenes[i]!.narration.audioKey);
    });
    const strip = (d: Sb) => ({
      ...d,
      voiceId: null,
      scenes: d.scenes.map(({ narration: _n, durationSec: _d, ...rest }) => rest),
    });
    expect(strip(sb)).toEqual(strip(source));
    const done = await videoWhenDone(t, v.id, me.headers, 720);
    expect(done.status).toBe('completed');
    expect(done.video_url).toBeTruthy();
    expect(done.remix_change).toBe('voice');
  }, 240_000);

  it('another style: only the style differs, and the copy names its own files', async () => {
    const { v, sb } = await remix({ style: source.style === 'minimal' ? 'retro' : 'minimal' });
    expect(sb.style).not.toBe(source.style);
    expect({ ...sb, style: source.style }).toEqual(source);
    // The shared narration was copied beside the new video: deleting the source cannot break it.
    const raw = await storyboardOf(v.id);
    expect(raw.scenes[0]!.narration.audioKey!.startsWith(videoFolder({ userId: me.user.id, id: v.id }))).toBe(
      true,
    );
  });

  it('a new hook: the first line is another from the writer, voiced again; every other scene is the same', async () => {
    const { v, sb } = await remix({ hook: true });
    // Rendered like the voice's copy above (a storyboard with new narration), so not again here.
    await unrendered(v.id);
    expect(sb.scenes[0]!.text).not.toBe(source.scenes[0]!.text);
    expect(sb.scenes[0]!.narration.text).toBe(sb.scenes[0]!.text);
    expect(sb.scenes.slice(1)).toEqual(source.scenes.slice(1));
    expect({ ...sb, scenes: [] }).toEqual({ ...source, scenes: [] });

    const typed = await remix({ hook: 'Bees are tiny chemists.' });
    expect(typed.sb.scenes[0]!.text).toBe('Bees are tiny chemists.');
    await unrendered(typed.v.id);
  });

  it('shorter: fewer scenes from the same script; longer is refused plainly, since it needs new lines', async () => {
    const total = source.scenes.reduce((n, s) => n + s.durationSec, 0) + source.tailSec;
    const { v, sb } = await remix({ duration: Math.round(total * 0.6) });
    expect(sb.scenes.length).toBeLessThan(source.scenes.length);
    expect(sb.scenes[0]).toEqual(source.scenes[0]);
    expect(sb.scenes.at(-1)).toEqual(source.scenes.at(-1));
    for (const s of sb.scenes) expect(source.scenes).toContainEqual(s);
    expect({ ...sb, scenes: [] }).toEqual({ ...source, scenes: [] });
    expect(v.duration).toBeLessThan(total);

    const before = await usage();
    const longer = await post('/remix', { duration: Math.round(total) + 10 });
    expect(longer.statusCode).toBe(409);
    expect(longer.json().error).toMatch(/longer version needs new lines/);
    expect(await usage()).toBe(before);
  });

  it('another language without the AI writer is refused with a plain message, and nothing is made', async () => {
    const before = await usage();
    const res = await post('/remix', { language: 'es' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(LANGUAGE_NEEDS_WRITER);
    expect(await usage()).toBe(before);
  });

  it('asks for exactly one change', async () => {
    for (const payload of [{}, { style: 'retro', voice: 'josh' }]) {
      const res = await post('/remix', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        'Choose exactly one thing to change: voice, style, hook, duration or language.',
      );
    }
    expect((await post('/remix', { style: source.style })).json().error).toBe(
      'This video already has that style.',
    );
    expect((await post('/remix', { style: 'sepia' })).statusCode).toBe(400);
  });

  it('a second user cannot remix or A/B test my video: it is not found, as if it did not exist', async () => {
    expect((await post('/remix', { hook: true }, other.headers)).statusCode).toBe(404);
    expect((await post('/ab-hooks', {}, other.headers)).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/videos/${randomUUID()}/remix`,
      headers: me.headers,
      payload: { hook: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('A/B hooks: two videos, Hook A and Hook B, whose first scenes differ and the rest are equal; My Content pairs them', async () => {
    const before = await usage();
    const res = await post('/ab-hooks', {});
    expect(res.statusCode, res.body).toBe(202);
    const [a, b] = res.json().videos;
    made.push(a.id, b.id);
    await unrendered(a.id, b.id);
    expect(await usage()).toBe(before + 2);
    expect(a.ab_test.hook).toBe('A');
    expect(b.ab_test.hook).toBe('B');
    expect(a.ab_test.group).toBe(b.ab_test.group);
    const sa = same(await storyboardOf(a.id), a.id);
    const sbB = same(await storyboardOf(b.id), b.id);
    expect(sa.scenes[0]!.text).toBe(source.scenes[0]!.text);
    expect(sbB.scenes[0]!.text).not.toBe(sa.scenes[0]!.text);
    expect(sbB.scenes.slice(1)).toEqual(sa.scenes.slice(1));
    expect({ ...sbB, scenes: [] }).toEqual({ ...sa, scenes: [] });

    const content = await t.app.inject({
      method: 'GET',
      url: '/api/content?type=video',
      headers: me.headers,
    });
    const labels = Object.fromEntries(
      (content.json().results as Array<{ id: string; ab_test?: object }>).map((r) => [r.id, r.ab_test]),
    );
    expect([labels[a.id], labels[b.id]]).toEqual([
      { group: a.ab_test.group, hook: 'A' },
      { group: a.ab_test.group, hook: 'B' },
    ]);
    expect(labels[sourceId]).toBeUndefined();
    // Each video's own page names its twin.
    const twin = async (id: string) =>
      (await t.app.inject({ url: `/api/videos/${id}`, headers: me.headers })).json().ab_test.twin_id;
    expect([await twin(a.id), await twin(b.id)]).toEqual([b.id, a.id]);
  });

  it('each remix counts against the allowance: at the limit it is refused and nothing is left behind', async () => {
    await t.ctx.database.db.update(users).set({ plan: 'free' }).where(eq(users.id, me.user.id));
    const [row] = await t.ctx.database.db.select().from(videoUsage).where(eq(videoUsage.userId, me.user.id));
    const period = row!.period;
    // Two of the free plan's three videos used this month: one remix fits, an A/B pair does not.
    await t.ctx.database.db.delete(videoUsage).where(eq(videoUsage.userId, me.user.id));
    await t.ctx.database.db
      .insert(videoUsage)
      .values([1, 2].map(() => ({ userId: me.user.id, videoId: randomUUID(), period })));
    const count = async () =>
      (await t.ctx.database.db.select().from(videos).where(eq(videos.userId, me.user.id))).length;
    const videosBefore = await count();
    const pair = await post('/ab-hooks', {});
    expect(pair.statusCode).toBe(402);
    expect(await count()).toBe(videosBefore);
    expect(await usage()).toBe(2);

    const one = await post('/remix', { hook: 'Honey starts as nectar.' });
    expect(one.statusCode, one.body).toBe(202);
    made.push(one.json().id);
    await unrendered(one.json().id);
    expect(await usage()).toBe(3);
    const refused = await post('/remix', { hook: 'Bees dance to talk.' });
    expect(refused.statusCode).toBe(402);
    expect(await count()).toBe(videosBefore + 1);
    // No narration of the refused remix stays in storage (only the videos that exist have folders).
    const folders = await readdir(path.join(t.ctx.env.DATA_DIR, 'files', 'users', me.user.id, 'videos'));
    for (const id of folders) expect([sourceId, ...made]).toContain(id);
  });

  it('the remixes render', async () => {
    // One of each kind that changes what is drawn (the voice's, whose every scene is spoken anew, was
    // waited for above): a new style, fewer scenes. A new first line is spoken anew like the voice's;
    // the typed hook, the A/B pair and the allowance's remix are the same kinds, rendered by the same
    // path; CI's two cores need not render them again.
    // `made` holds them in the order the tests above made them: voice, style, hook, typed hook, shorter.
    for (const id of [made[1]!, made[4]!])
      expect((await videoWhenDone(t, id, me.headers, 960)).status).toBe('completed');
  }, 480_000);
});
