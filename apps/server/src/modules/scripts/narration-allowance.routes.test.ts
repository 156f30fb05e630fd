import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { videoUsage, voiceUsage } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { currentPeriod } from '../billing/allowances.service.ts';

// The terms: Free 10 voice generations a month of up to 1,000 characters each; paid plans 500 of 5,000.
describe('narration: through the queue, within the plan’s voice allowance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
  });
  afterAll(() => t?.close());

  const narrate = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/scripts/audio-from-text/', headers, payload });

  it('makes the audio in a voice.narrate job and answers the same payload as before', async () => {
    const { headers } = await makeUser(t.ctx);
    const res = await narrate(headers, { script: 'Salt comes from rocks on land.', voice: 'rachel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, was_cached: false, voice_used: 'rachel' });
    // The job wrote the clip; pg-boss marks it completed a moment after the handler returns.
    const states = async () =>
      (
        (await t.ctx.database.db.execute(
          sql`SELECT state FROM pgboss.job WHERE name = 'voice.narrate' AND data->>'audioId' = ${res.json().content_id}`,
        )) as unknown as { rows: { state: string }[] }
      ).rows.map((r) => r.state);
    await expect.poll(states, { timeout: 10_000 }).toEqual(['completed']);
  });

  it('stops a free account after 10 generations this month with a 402; a cached one is free', async () => {
    const { user, headers } = await makeUser(t.ctx);
    const first = await narrate(headers, { script: 'Bees talk by dancing.', voice: 'rachel' });
    expect(first.statusCode).toBe(200);
    const filler = Array.from({ length: 9 }, () => ({
      userId: user.id,
      audioId: crypto.randomUUID(),
      period: currentPeriod(),
    }));
    await t.ctx.database.db.insert(voiceUsage).values(filler);
    const spent = await narrate(headers, { script: 'A brand new line to speak.', voice: 'rachel' });
    expect(spent.statusCode).toBe(402);
    expect(spent.json()).toMatchObject({ code: 'voice_limit_reached' });
    expect(spent.json().error).toMatch(/10 voice generations/);
    const cached = await narrate(headers, { script: 'Bees talk by dancing.', voice: 'rachel' });
    expect(cached.statusCode).toBe(200);
    expect(cached.json().was_cached).toBe(true);
  });

  it('does not spend a voice generation on a video narration when no video is left this month', async () => {
    const { user, headers } = await makeUser(t.ctx);
    const period = currentPeriod();
    await t.ctx.database.db
      .insert(videoUsage)
      .values(Array.from({ length: 3 }, () => ({ userId: user.id, videoId: crypto.randomUUID(), period })));
    const forVideo = await narrate(headers, {
      script: 'Octopuses have three hearts.',
      voice: 'rachel',
      duration: 30,
    });
    expect(forVideo.statusCode).toBe(402);
    expect(forVideo.json()).toMatchObject({ code: 'plan_limit_reached', upgrade_url: '/pricing' });
    const usage = await t.ctx.database.db.select().from(voiceUsage);
    expect(usage.filter((u) => u.userId === user.id)).toHaveLength(0);
    // Narration on its own (no video) still uses the voice allowance as before.
    const alone = await narrate(headers, { script: 'Octopuses have three hearts.', voice: 'rachel' });
    expect(alone.statusCode, alone.body).toBe(200);
  });

  it('lets a free account speak up to 1,000 characters and a paid one up to 5,000', async () => {
    const free = await makeUser(t.ctx);
    const tooLong = await narrate(free.headers, { script: 'Hi.', voice: 'rachel', max_chars: 5000 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('max_chars can be at most 1000.');
    const paid = await makeUser(t.ctx, { plan: 'creator' });
    const ok = await narrate(paid.headers, { script: 'Short and sweet.', voice: 'rachel', max_chars: 5000 });
    expect(ok.statusCode, ok.body).toBe(200);
    const over = await narrate(paid.headers, { script: 'Hi.', voice: 'rachel', max_chars: 5001 });
    expect(over.statusCode).toBe(400);
  });

  it('gives the generation back when the narration fails for good', async () => {
    const { user, headers } = await makeUser(t.ctx);
    const tts = t.ctx.providers.tts;
    const synthesize = tts.synthesize;
    tts.synthesize = async () => {
      throw new Error('voice engine crashed');
    };
    try {
      const res = await narrate(headers, { script: 'This one will fail.', voice: 'rachel' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe('Failed to generate audio. Please try again.');
    } finally {
      tts.synthesize = synthesize;
    }
    const rows = await t.ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM voice_usage WHERE user_id = ${user.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});
