import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { overageUsage, videoUsage, voiceUsage } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { currentPeriod } from '../billing/allowances.service.ts';
import { OVERAGE_NEEDS_SUBSCRIPTION } from '../billing/overage.service.ts';

// The terms: Free 10 voice generations a month of up to 1,000 characters each; paid plans 500 of 5,000.
// Billing is on (a local Stripe): without a creator's opt-in to overage, narration stops as before.
describe('narration: through the queue, within the plan’s voice allowance', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        ...stripe.env(),
      },
    });
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/billing/webhook/`;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

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

  it('bills voice past the allowance to an opted-in subscriber through Stripe, up to the limit they set', async () => {
    const me = await makeUser(t.ctx);
    const optIn = (cap: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/billing/overage/',
        headers: me.headers,
        payload: { cap_dollars: cap },
      });
    const noSubscription = await optIn(5);
    expect(noSubscription.statusCode).toBe(409);
    expect(noSubscription.json().error).toBe(OVERAGE_NEEDS_SUBSCRIPTION);

    // A Creator subscription (500 generations of up to 5,000 characters), paid on Stripe's page.
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout/',
      headers: me.headers,
      payload: { plan: 'creator', interval: 'monthly' },
    });
    await stripe.pay(new URL(checkout.json().url).pathname.split('/').pop()!);
    const period = currentPeriod();
    const fill = (n: number) =>
      t.ctx.database.db
        .insert(voiceUsage)
        .values(
          Array.from({ length: n }, () => ({ userId: me.user.id, audioId: crypto.randomUUID(), period })),
        );
    const notices = async () =>
      (await t.ctx.database.db.query.emails.findMany())
        .filter((m) => m.to === me.user.email)
        .map((m) => m.subject);

    // 80 % and 100 % are each emailed once in the month, however far past it goes.
    await fill(399);
    expect(
      (await narrate(me.headers, { script: 'The four hundredth line.', voice: 'rachel' })).statusCode,
    ).toBe(200);
    expect(await notices()).toEqual(["You've used 80% of your voice generations this month"]);
    await fill(100); // all 500 used

    // Not opted in: it stops at the allowance, as before.
    const stopped = await narrate(me.headers, { script: 'One more, please.', voice: 'rachel' });
    expect(stopped.statusCode).toBe(402);
    expect(stopped.json()).toMatchObject({ code: 'voice_limit_reached' });

    const on = await optIn(1);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().overage).toEqual({ available: true, cap_cents: 100, spent_cents: 0 });
    const sub = [...stripe.state.subscriptions.values()].find((s) => s.metadata.user_id === me.user.id)!;
    expect(sub.items.data.map((i: { price: { lookup_key: string } }) => i.price.lookup_key)).toEqual([
      'reelsmith_creator_monthly',
      'reelsmith_overage_voice_month',
      'reelsmith_overage_characters_month',
    ]);
    expect((await optIn(1)).statusCode).toBe(200); // again: no second set of metered items
    expect(sub.items.data).toHaveLength(3);

    // Past the allowance: the generation ($0.10) and the characters past 5,000 ($0.001 each).
    const extra = await narrate(me.headers, { script: 'One more, please.', voice: 'rachel' });
    expect(extra.statusCode, extra.body).toBe(200);
    expect((await notices())[1]).toBe("You've used all your voice generations this month");
    const long = 'Salt comes from rocks. '.repeat(230).slice(0, 5_120);
    // Billing is under test, not speech: the offline voice speaks a minute of this text for a
    // minute, so it says the first sentence (the clip still holds all 5,120 characters).
    const tts = t.ctx.providers.tts;
    const synthesize = tts.synthesize;
    tts.synthesize = (req, o) => synthesize.call(tts, { ...req, text: req.text.slice(0, 23) }, o);
    try {
      const longer = await narrate(me.headers, { script: long, voice: 'rachel', max_chars: 5_120 });
      expect(longer.statusCode, longer.body).toBe(200);
    } finally {
      tts.synthesize = synthesize;
    }
    const rows = (await t.ctx.database.db.select().from(overageUsage)).filter((r) => r.userId === me.user.id);
    expect(rows.map((r) => [r.kind, r.quantity, r.amountMills]).sort()).toEqual([
      ['characters', 120, 120],
      ['voice', 1, 100],
      ['voice', 1, 100],
    ]);
    const customer = sub.customer;
    await expect
      .poll(
        () =>
          stripe.state.meterEvents
            .filter((e) => e.payload.stripe_customer_id === customer)
            .map((e) => `${e.event_name}:${e.payload.value}`)
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual([
        'reelsmith_voice_characters:120',
        'reelsmith_voice_generations:1',
        'reelsmith_voice_generations:1',
      ]);
    const usage = (await t.app.inject({ url: '/api/billing/usage/', headers: me.headers })).json();
    expect(usage).toMatchObject({
      voice: { used: 502, limit: 500 },
      overage: { cap_cents: 100, spent_cents: 32 },
    });

    // $0.32 spent of $1: one more with 800 characters past the limit ($0.10 + $0.80) would pass it.
    const capped = await narrate(me.headers, {
      script: `${long}${'x'.repeat(680)}`,
      voice: 'rachel',
      max_chars: 5_800,
    });
    expect(capped.statusCode).toBe(402);
    expect(capped.json()).toMatchObject({
      code: 'overage_cap_reached',
      error:
        "You've reached the $1 limit you set for extra usage this month. Raise it in Settings → Billing, or wait until next month.",
    });
    expect(
      (await t.ctx.database.db.select().from(overageUsage)).filter((r) => r.userId === me.user.id),
    ).toHaveLength(3);
    expect(await notices()).toHaveLength(2);

    // Off again: back to stopping at the allowance.
    await t.app.inject({ method: 'DELETE', url: '/api/billing/overage/', headers: me.headers });
    const off = await narrate(me.headers, { script: 'And another.', voice: 'rachel' });
    expect(off.json()).toMatchObject({ code: 'voice_limit_reached' });
  });
  it('carries extra usage to a new subscription after a cancelled one, on its own interval', async () => {
    const me = await makeUser(t.ctx);
    const subscribe = async (interval: 'monthly' | 'annual') => {
      const checkout = await t.app.inject({
        method: 'POST',
        url: '/api/billing/checkout/',
        headers: me.headers,
        payload: { plan: 'creator', interval },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      await stripe.pay(new URL(checkout.json().url).pathname.split('/').pop()!);
      const mine = [...stripe.state.subscriptions.values()].filter((s) => s.metadata.user_id === me.user.id);
      return mine.at(-1)!;
    };
    const prices = (id: string): string[] =>
      stripe.state.subscriptions
        .get(id)!
        .items.data.map((i: { price: { lookup_key: string } }) => i.price.lookup_key);
    // Stripe ends the subscription (a cancellation at period end, or from the portal).
    const cancel = async (id: string) => {
      const res = await fetch(`${stripe.url}/v1/subscriptions/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${stripe.secretKey}` },
      });
      expect(res.status).toBe(200);
      const billing = await t.app.inject({ url: '/api/billing/', headers: me.headers });
      expect(billing.json().plan).toBe('free');
    };

    const first = await subscribe('monthly');
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/overage/',
      headers: me.headers,
      payload: { cap_dollars: 5 },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(prices(first.id)).toContain('reelsmith_overage_voice_month');
    await cancel(first.id);

    // Back through checkout, yearly this time: the opt-in holds, and the new subscription bills it
    // with yearly metered prices (Stripe wants one interval per subscription; billed at renewal).
    const second = await subscribe('annual');
    expect(prices(second.id)).toEqual([
      'reelsmith_creator_annual',
      'reelsmith_overage_voice_year',
      'reelsmith_overage_characters_year',
    ]);
    const usage = (await t.app.inject({ url: '/api/billing/usage/', headers: me.headers })).json();
    expect(usage.overage).toMatchObject({ available: true, cap_cents: 500 });
    // Past the allowance on the yearly plan: the generation goes to the meter its yearly price bills.
    await t.ctx.database.db.insert(voiceUsage).values(
      Array.from({ length: 500 }, () => ({
        userId: me.user.id,
        audioId: crypto.randomUUID(),
        period: currentPeriod(),
      })),
    );
    const extra = await narrate(me.headers, { script: 'One more for the year.', voice: 'rachel' });
    expect(extra.statusCode, extra.body).toBe(200);
    await expect
      .poll(
        () =>
          stripe.state.meterEvents
            .filter((e) => e.payload.stripe_customer_id === second.customer)
            .map((e) => `${e.event_name}:${e.payload.value}`),
        { timeout: 15_000 },
      )
      .toEqual(['reelsmith_voice_generations:1']);
    await cancel(second.id);

    // Opted out before subscribing again: the new subscription has the plan's price only.
    await t.app.inject({ method: 'DELETE', url: '/api/billing/overage/', headers: me.headers });
    expect(prices((await subscribe('monthly')).id)).toEqual(['reelsmith_creator_monthly']);
  });
});
