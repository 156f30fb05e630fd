import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { audioClips, voiceUsage } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { currentPeriod } from '../billing/allowances.service.ts';
import { NarrationSweep } from './narration-sweep.ts';

// Issue 43, item 4: a narration's clip never stays `pending` with its generation spent.
describe('no narration is ever stranded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 10_000 } });
  });
  afterAll(() => t?.close());

  const clips = (userId: string) =>
    t.ctx.database.db.select().from(audioClips).where(eq(audioClips.userId, userId));
  const spent = (userId: string) =>
    t.ctx.database.db.select().from(voiceUsage).where(eq(voiceUsage.userId, userId));

  it('the job is sent in the clip’s transaction: no job, no clip and no generation spent', async () => {
    const me = await makeUser(t.ctx);
    const send = t.ctx.queue.send;
    // The process dies (or the queue fails) as the job is sent.
    t.ctx.queue.send = vi.fn(async () => {
      throw new Error('process killed');
    }) as typeof send;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/scripts/audio-from-text/',
        headers: me.headers,
        payload: { script: 'Salt comes from rocks on land.', voice: 'rachel' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      t.ctx.queue.send = send;
    }
    expect(await clips(me.user.id)).toHaveLength(0);
    expect(await spent(me.user.id)).toHaveLength(0);
  });

  /** A pending clip made a minute ago, its generation taken, and its job in `state`. */
  const pending = async (userId: string, state: 'failed' | 'created' | null) => {
    const [clip] = await t.ctx.database.db
      .insert(audioClips)
      .values({
        userId,
        cacheKey: crypto.randomUUID(),
        voice: 'rachel',
        text: 'Bees talk by dancing.',
        characterCount: 21,
        durationMs: 0,
        words: [],
        audioKey: 'pending',
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await t.ctx.database.db.insert(voiceUsage).values({ userId, audioId: clip!.id, period: currentPeriod() });
    if (state) {
      await t.ctx.queue.send('voice.narrate', { audioId: clip!.id });
      // The last attempt's worker died: pg-boss expired the job and has no retry left.
      if (state === 'failed')
        await t.ctx.database.db.execute(
          sql`UPDATE pgboss.job SET state = 'failed' WHERE name = 'voice.narrate' AND data->>'audioId' = ${clip!.id}`,
        );
    }
    return clip!.id;
  };

  it('a clip whose last attempt died (or that never got a job) goes, with its generation back', async () => {
    const me = await makeUser(t.ctx);
    const died = await pending(me.user.id, 'failed');
    const never = await pending(me.user.id, null);
    const waiting = await pending(me.user.id, 'created');
    expect(await new NarrationSweep(t.ctx).run()).toBe(2);
    expect((await clips(me.user.id)).map((c) => c.id)).toEqual([waiting]);
    expect((await spent(me.user.id)).map((u) => u.audioId)).toEqual([waiting]);
    expect([died, never]).not.toContain(waiting);
  });
});
