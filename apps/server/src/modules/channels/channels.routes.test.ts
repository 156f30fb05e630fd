import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { channelItems, socialPosts, socialPostTargets, videos } from '../../db/schema/index.ts';
import { composeServices } from '../../root.ts';
import { IDEA_CLOSE_AT, ideaSimilarity } from './idea-similarity.ts';

// One app without a worker: renders stay queued unless a test finishes one, so states, the queue's
// own job rows and timings are the channel code's alone.
describe('channels', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    me = await makeUser(t.ctx, { plan: 'creator' });
  });
  afterAll(() => t?.close());

  const api = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers = me.headers,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newChannel = async (over: object = {}, headers = me.headers) => {
    const res = await api(
      'POST',
      '/api/channels',
      { name: 'Night Sky', niche: 'space facts', timezone: 'Europe/London', ...over },
      headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const items = async (id: string) =>
    (await api('GET', `/api/channels/${id}/items`)).json().items as Array<Record<string, any>>;
  /** The render of these videos finishing (what the worker writes when one completes). */
  const finish = async (ids: string[]) => {
    await t.ctx.database.db
      .update(videos)
      .set({ status: 'completed', percent: 100, completedAt: new Date() })
      .where(inArray(videos.id, ids));
  };
  const jobStates = async (ids: string[]) => t.ctx.queue.jobStates('video.render', 'videoId', ids);

  it('makes a channel with the issue’s fields and refuses bad ones, naming the field', async () => {
    const c = await newChannel({
      cadence: { days: ['mon', 'wed'], time: '18:00' },
      approval_mode: 'auto',
      platforms: ['tiktok'],
    });
    expect(c).toMatchObject({
      name: 'Night Sky',
      niche: 'space facts',
      duration: 30,
      cadence: { days: ['mon', 'wed'], time: '18:00' },
      approval_mode: 'auto',
      timezone: 'Europe/London',
      status: 'active',
      paused_reason: null,
    });
    expect(c.next_slots).toHaveLength(5);
    const bad = await api('POST', '/api/channels', {
      name: 'X',
      niche: 'space',
      cadence: { days: ['funday'], time: '25:00' },
      timezone: 'Mars/Base',
    });
    expect(bad.statusCode).toBe(400);
    const tz = await api('POST', '/api/channels', { name: 'X', niche: 'space', timezone: 'Mars/Base' });
    expect(tz.json().error).toBe('The time zone is a name such as Europe/London.');
    const kit = await api('POST', '/api/channels', {
      name: 'X',
      niche: 'space',
      brand_kit_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(kit.json()).toMatchObject({
      brand_kit_id: ['brand_kit_id must be the id of one of your brand kits.'],
    });
    const patched = await api('PATCH', `/api/channels/${c.id}`, {
      name: 'Deep Sky',
      cadence: { days: ['fri'], time: '09:30' },
    });
    expect(patched.json()).toMatchObject({ name: 'Deep Sky', cadence: { days: ['fri'], time: '09:30' } });
  });

  it('plans a week (7 storyboards’ renders) within 3 s, with no idea close to an earlier one', async () => {
    const c = await newChannel({ niche: 'space facts, black holes and planets' });
    const started = performance.now();
    const res = await api('POST', `/api/channels/${c.id}/plan`, { count: 7 });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(ms).toBeLessThan(3000);
    const first = res.json().items as Array<{ idea: string; state: string; video_id: string }>;
    expect(first).toHaveLength(7);
    expect(first.every((i) => i.state === 'planned' && i.video_id)).toBe(true);
    const second = (await api('POST', `/api/channels/${c.id}/plan`, { count: 7 })).json().items as Array<{
      idea: string;
    }>;
    const all = [...first, ...second].map((i) => i.idea);
    for (let i = 0; i < all.length; i++)
      for (let j = 0; j < i; j++)
        expect(ideaSimilarity(all[i], all[j]), `${all[i]} / ${all[j]}`).toBeLessThan(IDEA_CLOSE_AT);
    const states = await jobStates(first.map((i) => i.video_id));
    expect([...states.values()].flat()).toEqual(Array(7).fill('created'));
    console.info(`plan of 7: ${Math.round(ms)} ms`);
  });

  it('seeds the next plan with what performed best once posted, by the recorded metrics', async () => {
    const c = await newChannel({ niche: 'black holes and planets' });
    const planned = (await api('POST', `/api/channels/${c.id}/plan`, { count: 3 })).json().items;
    expect(planned.every((i: { idea: string }) => i.idea.startsWith('Black holes and planets:'))).toBe(true);
    // Three posted items, with the ideas a writer could give the niche's parts, and their metrics as
    // the metrics fetch records them: planets did best; the third has no metrics yet.
    const db = t.ctx.database.db;
    const posted = [
      ['Planets: the basics in one minute', 9000, 400],
      ['Black holes: things only real fans understand', 120, 3],
      ['Comets: expectation versus reality', 0, 0],
    ] as const;
    for (const [k, [idea, views, likes]] of posted.entries()) {
      const item = planned[k];
      const [post] = await db
        .insert(socialPosts)
        .values({ userId: me.user.id, videoId: item.video_id, title: idea, status: 'posted' })
        .returning();
      await db.insert(socialPostTargets).values({
        postId: post!.id,
        platform: 'tiktok',
        status: 'posted',
        postedAt: new Date(),
        views,
        likes,
        metricsAt: views ? new Date() : null,
      });
      await db.update(channelItems).set({ idea, postId: post!.id }).where(eq(channelItems.id, item.id));
    }
    const next = (await api('POST', `/api/channels/${c.id}/plan`, { count: 3 })).json().items;
    expect(next.map((i: { idea: string }) => i.idea.split(':')[0])).toEqual([
      'Planets',
      'Planets',
      'Planets',
    ]);
    for (const i of next)
      for (const p of posted) expect(ideaSimilarity(i.idea, p[0]), i.idea).toBeLessThan(IDEA_CLOSE_AT);
  });

  it('moves items through approval: rendered → approved at the next free slots, moved, rejected with a replacement', async () => {
    const c = await newChannel({
      cadence: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], time: '18:00' },
    });
    const planned = (await api('POST', `/api/channels/${c.id}/plan`, { count: 3 })).json().items;
    const early = await api('POST', `/api/channels/${c.id}/items/${planned[0].id}/approve`);
    expect(early.statusCode).toBe(409);
    await finish(planned.map((i: { video_id: string }) => i.video_id));
    expect((await items(c.id)).map((i) => i.state)).toEqual(['rendered', 'rendered', 'rendered']);

    const slots = (await api('GET', `/api/channels/${c.id}`)).json().next_slots;
    const a = (await api('POST', `/api/channels/${c.id}/items/${planned[0].id}/approve`)).json();
    const b = (await api('POST', `/api/channels/${c.id}/items/${planned[1].id}/approve`)).json();
    expect([a.state, b.state]).toEqual(['approved', 'approved']);
    // Two approvals take two different slots, in order (the first may be today's if still ahead).
    expect([a.scheduled_at, b.scheduled_at]).toEqual(
      Date.parse(slots[0]) > Date.now() + 60_000 ? slots.slice(0, 2) : slots.slice(1, 3),
    );
    expect((await api('POST', `/api/channels/${c.id}/items/${planned[0].id}/approve`)).statusCode).toBe(409);

    const moved = await api('PATCH', `/api/channels/${c.id}/items/${planned[1].id}`, {
      scheduled_at: '2030-01-02T09:00:00Z',
    });
    expect(moved.json()).toMatchObject({ state: 'approved', scheduled_at: '2030-01-02T09:00:00.000Z' });
    const past = await api('PATCH', `/api/channels/${c.id}/items/${planned[1].id}`, {
      scheduled_at: '2020-01-02T09:00:00Z',
    });
    expect(past.statusCode).toBe(400);

    const rejected = (await api('POST', `/api/channels/${c.id}/items/${planned[2].id}/reject`)).json();
    expect(rejected.item.state).toBe('rejected');
    expect(rejected.replacement).toMatchObject({ state: 'planned' });
    expect(ideaSimilarity(rejected.replacement.idea, rejected.item.idea)).toBeLessThan(IDEA_CLOSE_AT);
    const counts = (await api('GET', `/api/channels/${c.id}`)).json().item_counts;
    expect(counts).toMatchObject({ approved: 2, rejected: 1, planned: 1 });
  });

  it('schedules a finished item at once in automatic mode', async () => {
    const c = await newChannel({ approval_mode: 'auto' });
    const [item] = (await api('POST', `/api/channels/${c.id}/plan`, { count: 1 })).json().items;
    await finish([item.video_id]);
    const [row] = await t.ctx.database.db.select().from(videos).where(eq(videos.id, item.video_id));
    await composeServices(t.ctx).channels.videoSettled(row!);
    expect((await items(c.id))[0]).toMatchObject({ state: 'approved', scheduled_at: c.next_slots[0] });
  });

  it('pausing stops queued renders at once and resuming queues them again; deleting cancels them', async () => {
    const c = await newChannel();
    const ids = (await api('POST', `/api/channels/${c.id}/plan`, { count: 3 }))
      .json()
      .items.map((i: { video_id: string }) => i.video_id);
    const paused = await api('PATCH', `/api/channels/${c.id}`, { status: 'paused' });
    expect(paused.json()).toMatchObject({
      status: 'paused',
      paused_reason: 'creator',
      paused_notice: expect.stringMatching(/paused/),
    });
    expect([...(await jobStates(ids)).values()].flat()).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect((await api('POST', `/api/channels/${c.id}/plan`, { count: 1 })).statusCode).toBe(409);

    await api('PATCH', `/api/channels/${c.id}`, { status: 'active' });
    const again = await jobStates(ids);
    expect(ids.every((id: string) => again.get(id)?.includes('created'))).toBe(true);

    expect((await api('DELETE', `/api/channels/${c.id}`)).statusCode).toBe(204);
    const after = await jobStates(ids);
    expect([...after.values()].flat().filter((s) => s === 'created')).toEqual([]);
    expect((await api('GET', `/api/channels/${c.id}`)).statusCode).toBe(404);
  });

  it('pauses a channel with a notice when the month’s videos run out', async () => {
    const free = await makeUser(t.ctx, { plan: 'free' });
    const c = await newChannel({}, free.headers);
    const res = await api('POST', `/api/channels/${c.id}/plan`, { count: 5 }, free.headers);
    expect(res.json().items).toHaveLength(3);
    expect(res.json().notice).toMatch(/videos are used up/);
    const now = (await api('GET', `/api/channels/${c.id}`, undefined, free.headers)).json();
    expect(now).toMatchObject({ status: 'paused', paused_reason: 'allowance' });
    const resume = await api('PATCH', `/api/channels/${c.id}`, { status: 'active' }, free.headers);
    expect(resume.statusCode).toBe(402);
  });

  it("answers 404 for another user's channel and items", async () => {
    const c = await newChannel();
    const [item] = (await api('POST', `/api/channels/${c.id}/plan`, { count: 1 })).json().items;
    const other = await makeUser(t.ctx);
    for (const [method, url] of [
      ['GET', `/api/channels/${c.id}`],
      ['PATCH', `/api/channels/${c.id}`],
      ['DELETE', `/api/channels/${c.id}`],
      ['POST', `/api/channels/${c.id}/plan`],
      ['GET', `/api/channels/${c.id}/items`],
      ['POST', `/api/channels/${c.id}/items/${item.id}/approve`],
      ['POST', `/api/channels/${c.id}/items/${item.id}/reject`],
    ] as const) {
      const res = await api(
        method,
        url,
        method === 'PATCH' ? { name: 'Mine now' } : undefined,
        other.headers,
      );
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
    }
  });

  // Last: the worker started here takes every job left in the queue.
  it('runs an interactive render queued behind 20 series renders first', async () => {
    const a = await newChannel();
    const b = await newChannel();
    await api('POST', `/api/channels/${a.id}/plan`, { count: 14 });
    await api('POST', `/api/channels/${b.id}/plan`, { count: 6 });
    const interactive = await api('POST', '/api/videos', { idea: 'How volcanoes form' });
    expect(interactive.statusCode, interactive.body).toBe(202);
    const taken: string[] = [];
    const first = new Promise<void>((resolve) =>
      t.ctx.queue.work({
        'video.render': async ({ videoId }) => {
          taken.push(videoId);
          resolve();
        },
      }),
    );
    await first;
    expect(taken[0]).toBe(interactive.json().id);
  });
});
