import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser, TEST_PASSWORD } from '../../../test/users.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { Housekeeping } from '../../jobs/housekeeping.ts';
import type { BillingListener, ChargeRefundedEvent, InvoicePaidEvent } from './billing.listeners.ts';
import { BillingService } from './billing.service.ts';
import { composeServices } from '../../root.ts';

const DAY = 86_400_000;

describe('billing with Stripe (real SDK against a local Stripe)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      worker: false,
      env: {
        ...stripe.env(),
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/billing/webhook/`;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** Signs up for a plan the way the browser does: Checkout, pay on the hosted page, success page. */
  async function subscribe(plan: 'creator' | 'business', interval: 'monthly' | 'annual', created?: number) {
    const me = await makeUser(t.ctx);
    const res = await post('/api/billing/checkout/', me.headers, { plan, interval });
    expect(res.statusCode).toBe(200);
    const sessionId = new URL(res.json().url).pathname.split('/').pop()!;
    const success = await stripe.pay(sessionId, { created });
    return { me, sessionId, success };
  }

  it('upgrades through Checkout: one customer per user, webhooks, and /payment-success confirmed on the server', async () => {
    const me = await makeUser(t.ctx);
    const before = await get('/api/billing/checkout/cs_test_nothing/', me.headers);
    expect(before.statusCode).toBe(404);

    const first = await post('/api/billing/checkout/', me.headers, { plan: 'creator', interval: 'annual' });
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    const sessions = [...stripe.state.sessions.values()].filter((s) => s.client_reference_id === me.user.id);
    expect(new Set(sessions.map((s) => s.customer)).size).toBe(1);
    expect(stripe.calls.filter((c) => c.path === '/v1/customers').length).toBeGreaterThanOrEqual(1);

    // Not paid yet: the success page must not claim it.
    const sessionId = new URL(first.json().url).pathname.split('/').pop()!;
    const pending = await get(`/api/billing/checkout/${sessionId}/`, me.headers);
    expect(pending.json()).toMatchObject({ status: 'pending', plan: 'free' });
    // Someone else's session is not found.
    const other = await makeUser(t.ctx);
    expect((await get(`/api/billing/checkout/${sessionId}/`, other.headers)).statusCode).toBe(404);

    const redirect = await stripe.pay(sessionId);
    expect(redirect).toBe(`http://localhost:3000/payment-success?session_id=${sessionId}`);
    const done = await get(`/api/billing/checkout/${sessionId}/`, me.headers);
    expect(done.json()).toMatchObject({ status: 'paid', plan: 'creator', plan_name: 'Creator' });

    const summary = (await get('/api/billing/', me.headers)).json();
    expect(summary).toMatchObject({
      plan: 'creator',
      interval: 'annual',
      status: 'active',
      source: 'subscription',
    });
    expect(new Date(summary.renews_at).getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
    expect((await get('/api/users/me/', me.headers)).json().plan).toBe('creator');

    // A paid plan's video has no watermark.
    const video = await post('/api/videos', me.headers, { idea: 'Paid idea' });
    expect(video.statusCode).toBe(202);
    const rows = await t.ctx.database.db.query.videos.findMany();
    expect(rows.find((r) => r.id === video.json().id)?.watermark).toBeNull();

    // Invoices come from Stripe.
    const invoices = (await get('/api/billing/invoices/', me.headers)).json().results;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount_paid: 15000, currency: 'usd', status: 'paid' });
  });

  it('refuses a second checkout while one is open or a subscription is live, in plain words', async () => {
    const me = await makeUser(t.ctx);
    const first = await post('/api/billing/checkout/', me.headers, { plan: 'creator', interval: 'monthly' });
    expect(first.statusCode).toBe(200);
    const sessionId = new URL(first.json().url).pathname.split('/').pop()!;
    // The page asks Stripe to stop taking payment after 30 minutes.
    const expiresAt = stripe.state.sessions.get(sessionId)!.expires_at * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const open = await post('/api/billing/checkout/', me.headers, { plan: 'business', interval: 'annual' });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({
      code: 'checkout_open',
      error:
        'You already have a checkout page open. Finish paying there, or try again in 30 minutes, when it expires.',
    });
    expect(
      [...stripe.state.sessions.values()].filter((s) => s.client_reference_id === me.user.id),
    ).toHaveLength(1);

    // Once it has expired, a new one opens; paid, it makes the one subscription.
    stripe.state.sessions.get(sessionId)!.expires_at = Math.floor(Date.now() / 1000) - 1;
    const next = await post('/api/billing/checkout/', me.headers, { plan: 'creator', interval: 'annual' });
    expect(next.statusCode).toBe(200);
    await stripe.pay(new URL(next.json().url).pathname.split('/').pop()!);

    const again = await post('/api/billing/checkout/', me.headers, { plan: 'business', interval: 'monthly' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_subscribed',
      error:
        'You already have a Creator subscription. To change or cancel it, use Manage billing in Settings.',
    });
    // Stripe's word counts too: a subscription whose webhook has not arrived yet is live already.
    await t.ctx.database.db.delete(subscriptions).where(eq(subscriptions.userId, me.user.id));
    const early = await post('/api/billing/checkout/', me.headers, { plan: 'business', interval: 'monthly' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('already_subscribed');
  });

  it('cancels and refunds a second live subscription when its checkout completes, and logs it', async () => {
    const me = await makeUser(t.ctx);
    const warn = vi.spyOn(t.ctx.logger, 'warn');
    const res = await post('/api/billing/checkout/', me.headers, { plan: 'creator', interval: 'monthly' });
    const first = stripe.state.sessions.get(new URL(res.json().url).pathname.split('/').pop()!)!;
    // Two checkout pages opened before either was paid (two tabs, both past the check at once).
    const twin = { ...first, id: `${first.id}_twin` };
    stripe.state.sessions.set(twin.id, twin);
    await stripe.pay(first.id);
    await stripe.pay(twin.id);

    const subs = [...stripe.state.subscriptions.values()].filter((s) => s.customer === first.customer);
    expect(subs.map((s) => s.status).sort()).toEqual(['active', 'canceled']);
    const [kept, ended] = [
      subs.find((s) => s.status === 'active')!,
      subs.find((s) => s.status === 'canceled')!,
    ];
    expect(kept.created).toBeLessThanOrEqual(ended.created);
    // The second one's payment is returned in full.
    const charges = [...stripe.state.charges.values()].filter((c) => c.customer === first.customer);
    expect(charges.map((c) => c.amount_refunded).sort()).toEqual([0, 1500]);
    expect((await get('/api/billing/', me.headers)).json()).toMatchObject({
      plan: 'creator',
      status: 'active',
      cancel_at_period_end: false,
    });
    expect(warn).toHaveBeenCalledWith(
      { userId: me.user.id, kept: kept.id, cancelled: ended.id },
      'a second live subscription of one customer was cancelled and its payment refunded',
    );
    warn.mockRestore();
  });

  it('suspends the plan when a payment is disputed, stops renewal, and lifts it if the dispute is won', async () => {
    const { me } = await subscribe('business', 'monthly');
    const sub = [...stripe.state.subscriptions.values()].find((s) => s.metadata.user_id === me.user.id)!;
    const charge = [...stripe.state.charges.values()].find((c) => c.customer === sub.customer)!;
    const dispute = {
      id: `dp_${sub.id}`,
      object: 'dispute',
      charge: charge.id,
      amount: 4900,
      status: 'needs_response',
      created: Math.floor(Date.now() / 1000),
    };
    expect((await stripe.emit('charge.dispute.created', dispute)).status).toBe(200);
    expect((await get('/api/billing/', me.headers)).json()).toMatchObject({
      plan: 'free',
      suspended:
        'Your plan is paused because a payment for it was disputed with your bank. It comes back if the dispute is settled in our favour. Contact support with any questions.',
    });
    // Nothing more is charged while the bank decides.
    expect(stripe.state.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);

    await stripe.emit('charge.dispute.closed', { ...dispute, status: 'won' });
    expect((await get('/api/billing/', me.headers)).json()).toMatchObject({
      plan: 'business',
      suspended: null,
      cancel_at_period_end: true,
    });
  });

  it('the purge 30 days after closing cancels a subscription still live at Stripe', async () => {
    const { me } = await subscribe('creator', 'annual');
    const sub = [...stripe.state.subscriptions.values()].find((s) => s.metadata.user_id === me.user.id)!;
    await composeServices(t.ctx).users.deleteMe(me.user.id, { password: TEST_PASSWORD });
    // Closing set it to end with the paid year; 31 days on, the account is purged.
    expect(stripe.state.subscriptions.get(sub.id)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    await t.ctx.database.db
      .update(users)
      .set({ closedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(users.id, me.user.id));
    await new Housekeeping(t.ctx, composeServices(t.ctx)).run();
    expect(
      await t.ctx.database.db.query.users.findFirst({ where: (u, { eq: e }) => e(u.id, me.user.id) }),
    ).toBeUndefined();
    expect(stripe.state.subscriptions.get(sub.id)!.status).toBe('canceled');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { me } = await subscribe('creator', 'monthly');
    const sub = [...stripe.state.subscriptions.values()].find((s) => s.metadata.user_id === me.user.id)!;
    const { payload } = stripe.sign('customer.subscription.deleted', { ...sub, status: 'canceled' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await get('/api/billing/', me.headers)).json().plan).toBe('creator');
  });

  /** Posts a body signed with the webhook secret (at `timestamp`, seconds), whatever its shape. */
  const postSigned = (payload: string, timestamp?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook/',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: stripe.webhookSecret,
          timestamp,
        }),
      },
      payload,
    });

  it('answers a validly signed but malformed event with 400 and a clear message, not 500', async () => {
    const { me } = await subscribe('creator', 'monthly');
    const sub = [...stripe.state.subscriptions.values()].find((s) => s.metadata.user_id === me.user.id)!;
    const invoice = { id: 'in_malformed', object: 'invoice', customer: sub.customer, amount_paid: 700 };
    const cases: [string, string][] = [
      [stripe.sign('invoice.paid', invoice, { id: 'evt_\u0000nul' }).payload, 'id'],
      [
        JSON.stringify({ ...JSON.parse(stripe.sign('invoice.paid', invoice).payload), created: 'today' }),
        'created',
      ],
      [stripe.sign('invoice.paid', null as never).payload, 'data.object'],
      [stripe.sign('invoice.paid', { ...invoice, amount_paid: 1e20 }).payload, 'data.object.amount_paid'],
    ];
    for (const [payload, field] of cases) {
      const res = await postSigned(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ code: 'malformed_event' });
      expect(JSON.stringify(res.json())).toContain(`Malformed Stripe event: ${field} `);
    }
    expect((await get('/api/billing/', me.headers)).json().plan).toBe('creator');
  });

  it('refuses a signature whose timestamp is in the future', async () => {
    const { me } = await subscribe('creator', 'monthly');
    const sub = [...stripe.state.subscriptions.values()].find((s) => s.metadata.user_id === me.user.id)!;
    const { payload } = stripe.sign('customer.subscription.deleted', { ...sub, status: 'canceled' });
    const future = await postSigned(payload, Math.floor(Date.now() / 1000) + 3600);
    expect(future.statusCode).toBe(400);
    expect((await get('/api/billing/', me.headers)).json().plan).toBe('creator');
    // Within the tolerance a little clock skew is fine.
    expect((await postSigned(payload, Math.floor(Date.now() / 1000) + 60)).statusCode).toBe(200);
    expect((await get('/api/billing/', me.headers)).json().plan).toBe('free');
  });

  it('never lets an event about an unknown subscription change the plan', async () => {
    const { me } = await subscribe('creator', 'monthly');
    const sub = [...stripe.state.subscriptions.values()].find((s) => s.metadata.user_id === me.user.id)!;
    for (const status of ['canceled', 'incomplete_expired', 'unpaid']) {
      const res = await stripe.emit('customer.subscription.updated', {
        ...sub,
        id: `sub_unknown_${status}`,
        status,
        metadata: {},
      });
      expect(res.status).toBe(200);
    }
    const summary = (await get('/api/billing/', me.headers)).json();
    expect(summary).toMatchObject({ plan: 'creator', source: 'subscription', status: 'active' });
    // Cancelling still acts on the subscription that pays for the plan.
    const cancel = await post('/api/billing/subscription/cancel/', me.headers);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(stripe.state.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
  });

  it('applies state by the event time: an older event delivered late changes nothing', async () => {
    const { me } = await subscribe('creator', 'monthly');
    const sub = [...stripe.state.subscriptions.values()].find((s) => s.metadata.user_id === me.user.id)!;
    const now = Math.floor(Date.now() / 1000);
    const newer = await stripe.emit(
      'customer.subscription.deleted',
      { ...sub, status: 'canceled' },
      { created: now + 60 },
    );
    expect(newer.status).toBe(200);
    const older = await stripe.emit(
      'customer.subscription.updated',
      { ...sub, status: 'active' },
      { created: now + 30 },
    );
    expect(older.status).toBe(200);
    expect((await get('/api/billing/', me.headers)).json().plan).toBe('free');
  });

  it('keeps the plan through 7 days of past_due grace, drops it after, and restores it when paid', async () => {
    const { me } = await subscribe('business', 'monthly');
    const billing = composeServices(t.ctx).allowances;
    const sub = [...stripe.state.subscriptions.values()].find((s) => s.metadata.user_id === me.user.id)!;
    const now = Math.floor(Date.now() / 1000);
    await stripe.emit(
      'invoice.payment_failed',
      { id: 'in_failed', object: 'invoice', customer: sub.customer },
      { created: now + 1 },
    );
    await stripe.emit('customer.subscription.updated', { ...sub, status: 'past_due' }, { created: now + 2 });
    const summary = (await get('/api/billing/', me.headers)).json();
    expect(summary).toMatchObject({ plan: 'business', status: 'past_due' });
    expect(new Date(summary.grace_until).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect((await billing.planFor(me.user.id, new Date(Date.now() + 6 * DAY))).id).toBe('business');
    expect((await billing.planFor(me.user.id, new Date(Date.now() + 8 * DAY))).id).toBe('free');
    const mail = await t.ctx.database.db.query.emails.findMany();
    expect(mail.filter((m) => m.to === me.user.email && /did not go through/.test(m.subject))).toHaveLength(
      1,
    );
    // Stripe's retry succeeds: active again.
    await stripe.emit('customer.subscription.updated', { ...sub, status: 'active' }, { created: now + 3 });
    expect((await billing.planFor(me.user.id, new Date(Date.now() + 8 * DAY))).id).toBe('business');
    // Unpaid (retries exhausted) ends it.
    await stripe.emit('customer.subscription.updated', { ...sub, status: 'unpaid' }, { created: now + 4 });
    expect((await get('/api/billing/', me.headers)).json().plan).toBe('free');
  });

  it('cancels at period end (the plan stays until then) and resumes', async () => {
    const { me } = await subscribe('creator', 'monthly');
    const billing = composeServices(t.ctx).allowances;
    const cancel = await post('/api/billing/subscription/cancel/', me.headers);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ plan: 'creator', cancel_at_period_end: true, renews_at: null });
    const end = new Date(cancel.json().ends_at).getTime();
    expect((await billing.planFor(me.user.id, new Date(end - 1000))).id).toBe('creator');
    expect((await billing.planFor(me.user.id, new Date(end + 1000))).id).toBe('free');
    const resume = await post('/api/billing/subscription/resume/', me.headers);
    expect(resume.json()).toMatchObject({ plan: 'creator', cancel_at_period_end: false, ends_at: null });
    expect((await billing.planFor(me.user.id, new Date(end + 1000))).id).toBe('creator');
  });

  it('ends the plan when a first annual payment is refunded within 14 days, not a monthly one', async () => {
    const annual = await subscribe('creator', 'annual');
    const charge = [...stripe.state.charges.values()].find(
      (c) =>
        c.customer === [...stripe.state.sessions.values()].find((s) => s.id === annual.sessionId)!.customer,
    )!;
    const res = await stripe.refund(charge.id);
    expect(res.status).toBe(200);
    expect((await get('/api/billing/', annual.me.headers)).json().plan).toBe('free');
    const sub = [...stripe.state.subscriptions.values()].find(
      (s) => s.metadata.user_id === annual.me.user.id,
    )!;
    expect(sub.status).toBe('canceled');

    const monthly = await subscribe('creator', 'monthly');
    const mCharge = [...stripe.state.charges.values()].find(
      (c) =>
        c.customer === [...stripe.state.sessions.values()].find((s) => s.id === monthly.sessionId)!.customer,
    )!;
    await stripe.refund(mCharge.id, { amount: 500 });
    expect((await get('/api/billing/', monthly.me.headers)).json().plan).toBe('creator');
  });

  it('tells listeners about money once per event id, even when Stripe replays it', async () => {
    const paid: InvoicePaidEvent[] = [];
    const refunded: ChargeRefundedEvent[] = [];
    const listener: BillingListener = {
      invoicePaid: async (e) => void paid.push(e),
      chargeRefunded: async (e) => void refunded.push(e),
    };
    const billing = new BillingService(t.ctx, {
      email: composeServices(t.ctx).email,
      listeners: [listener],
      allowances: composeServices(t.ctx).allowances,
      teams: composeServices(t.ctx).teams,
      payments: composeServices(t.ctx).billing.payments,
    });
    const { me } = await subscribe('creator', 'monthly');
    const invoice = [...stripe.state.invoices.values()].find(
      (i) =>
        i.customer ===
        [...stripe.state.customers.values()].find((c) => c.metadata.user_id === me.user.id)!.id,
    )!;
    const signed = stripe.sign('invoice.paid', invoice);
    const event = billing.verify(Buffer.from(signed.payload), signed.header);
    expect(await billing.handleEvent(event)).toEqual({ received: true, duplicate: false });
    expect(await billing.handleEvent(event)).toEqual({ received: true, duplicate: true });
    expect(paid).toEqual([
      expect.objectContaining({
        userId: me.user.id,
        invoiceId: invoice.id,
        amountPaidCents: 1500,
        currency: 'usd',
      }),
    ]);
    // The same replay over HTTP is answered 200 and ignored.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      payload: signed.payload,
    });
    expect(replay.json()).toEqual({ received: true, duplicate: true });

    const charge = [...stripe.state.charges.values()].find((c) => c.customer === invoice.customer)!;
    charge.refunds.data.push({
      id: 're_test_part',
      object: 'refund',
      amount: 700,
      charge: charge.id,
      created: 1,
    });
    const r = stripe.sign('charge.refunded', { ...charge, amount_refunded: 700, refunded: false });
    const refundEvent = billing.verify(Buffer.from(r.payload), r.header);
    await billing.handleEvent(refundEvent);
    await billing.handleEvent(refundEvent);
    expect(refunded).toEqual([
      expect.objectContaining({
        userId: me.user.id,
        invoiceId: invoice.id,
        refundId: 're_test_part',
        amountRefundedCents: 700,
        chargeback: false,
      }),
    ]);
    const d = stripe.sign('charge.dispute.created', {
      id: 'dp_test_1',
      object: 'dispute',
      charge: charge.id,
      amount: 1500,
      created: 2,
    });
    await billing.handleEvent(billing.verify(Buffer.from(d.payload), d.header));
    expect(refunded[1]).toMatchObject({ refundId: 'dp_test_1', chargeback: true, amountRefundedCents: 1500 });
  });
});
