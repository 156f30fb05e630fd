import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import type {
  PaymentEvent,
  PaymentProcessor,
  ProcessorSubscription,
  VerifiedEvent,
} from '../../providers/payments/payments.types.ts';
import { composeServices } from '../../root.ts';
import type { ChargeRefundedEvent, InvoicePaidEvent } from './billing.listeners.ts';
import { BillingService } from './billing.service.ts';

/** A processor in memory: what billing asked for, and the events a test hands it. */
function fakeProcessor() {
  const calls: string[] = [];
  const events = new Map<string, PaymentEvent>();
  const subscriptions = new Map<string, ProcessorSubscription>();
  const processor: PaymentProcessor = {
    name: 'fake',
    async createCustomer({ userId }) {
      calls.push(`customer ${userId}`);
      return `cus_${userId}`;
    },
    async checkoutUrl({ customerId, plan, interval, successUrl }) {
      calls.push(`checkout ${customerId} ${plan.id} ${interval}`);
      return `https://pay.example/${plan.id}?next=${encodeURIComponent(successUrl)}`;
    },
    async checkout() {
      return null;
    },
    async portalUrl(customerId) {
      return `https://pay.example/portal/${customerId}`;
    },
    async invoices() {
      return [
        {
          id: 'in_1',
          number: 'A-1',
          created: new Date('2026-01-02T00:00:00Z'),
          amountPaid: 1900,
          amountDue: 1900,
          currency: 'usd',
          status: 'paid',
          url: null,
          pdf: null,
        },
      ];
    },
    async subscription(id) {
      return subscriptions.get(id)!;
    },
    async setCancelAtPeriodEnd(id, cancel) {
      const sub = { ...subscriptions.get(id)!, cancelAtPeriodEnd: cancel };
      subscriptions.set(id, sub);
      return sub;
    },
    async cancelSubscription(id) {
      calls.push(`cancel ${id}`);
    },
    async refundInvoice(id, amountCents) {
      calls.push(`refund ${id} ${amountCents}`);
      return { id: `re_${id}`, amountCents: amountCents ?? 0, refundedAt: new Date() };
    },
    async enableOverage(id) {
      calls.push(`overage ${id}`);
    },
    async reportUsage({ kind, quantity }) {
      calls.push(`usage ${kind} ${quantity}`);
    },
    async liveSubscriptions() {
      return [];
    },
    async openCheckout() {
      return null;
    },
    verifyEvent(raw, signature) {
      if (signature !== 'good') return null;
      const id = raw.toString();
      return { id, type: events.get(id)!.kind, created: new Date(), payload: { id } };
    },
    async interpret(event: VerifiedEvent) {
      return events.get(event.id)!;
    },
  };
  /** Signs an event the way the fake verifies it. */
  const send = (id: string, e: PaymentEvent) => {
    events.set(id, e);
    return { raw: Buffer.from(id), signature: 'good' };
  };
  return { processor, calls, subscriptions, send };
}

describe('billing behind the payments interface (a fake processor, no SDK)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  const billingWith = (payments: PaymentProcessor | null, listeners = {}) => {
    const s = composeServices(t.ctx);
    const heard: { paid: InvoicePaidEvent[]; refunded: ChargeRefundedEvent[] } = { paid: [], refunded: [] };
    const billing = new BillingService(t.ctx, {
      allowances: s.allowances,
      teams: s.teams,
      email: s.email,
      payments,
      listeners: [
        {
          invoicePaid: async (e) => void heard.paid.push(e),
          chargeRefunded: async (e) => void heard.refunded.push(e),
          ...listeners,
        },
      ],
    });
    return { billing, heard, allowances: s.allowances };
  };

  it('without a processor, payments are off and say so', async () => {
    const { billing } = billingWith(null);
    const me = await makeUser(t.ctx);
    await expect(billing.checkout(me.user.id, 'creator', 'monthly')).rejects.toMatchObject({
      statusCode: 503,
      code: 'billing_not_configured',
    });
    expect(await billing.invoices(me.user.id)).toEqual({ results: [] });
    expect(await billing.summary(me.user.id)).toMatchObject({ billing_enabled: false, plan: 'free' });
  });

  it('opens checkout with one customer per user and lists invoices in the API shape', async () => {
    const fake = fakeProcessor();
    const { billing } = billingWith(fake.processor);
    const me = await makeUser(t.ctx);
    const first = await billing.checkout(me.user.id, 'creator', 'annual');
    expect(first.url).toContain('https://pay.example/creator');
    expect(first.url).toContain(encodeURIComponent('/payment-success?session_id='));
    await billing.checkout(me.user.id, 'business', 'monthly');
    expect(fake.calls).toEqual([
      `customer ${me.user.id}`,
      `checkout cus_${me.user.id} creator annual`,
      `checkout cus_${me.user.id} business monthly`,
    ]);
    await expect(billing.checkout(me.user.id, 'free', 'monthly')).rejects.toMatchObject({ statusCode: 400 });
    expect((await billing.invoices(me.user.id)).results).toEqual([
      expect.objectContaining({ id: 'in_1', amount_paid: 1900, created: '2026-01-02T00:00:00.000Z' }),
    ]);
  });

  it('checks signatures, processes each event once, and tells listeners about money', async () => {
    const fake = fakeProcessor();
    const { billing, heard, allowances } = billingWith(fake.processor);
    const me = await makeUser(t.ctx);
    await billing.checkout(me.user.id, 'creator', 'annual'); // makes the customer
    const customerId = `cus_${me.user.id}`;
    expect(() => billing.verify(Buffer.from('x'), undefined)).toThrow('Missing Stripe-Signature header.');
    expect(() => billing.verify(Buffer.from('x'), 'forged')).toThrow('Invalid Stripe signature.');

    const sub: ProcessorSubscription = {
      id: 'sub_1',
      plan: 'creator',
      interval: 'annual',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
      userId: me.user.id,
      created: null,
    };
    const started = fake.send('evt_sub', {
      kind: 'subscription_changed',
      customerId,
      subscription: sub,
    });
    const event = billing.verify(started.raw, started.signature);
    expect(await billing.handleEvent(event)).toEqual({ received: true, duplicate: false });
    expect(await billing.handleEvent(event)).toEqual({ received: true, duplicate: true });
    expect((await allowances.planFor(me.user.id)).id).toBe('creator');

    const paid = fake.send('evt_paid', {
      kind: 'invoice_paid',
      customerId,
      invoiceId: 'in_9',
      subscriptionId: 'sub_1',
      billingReason: 'subscription_create',
      amountPaidCents: 19_000,
      currency: 'usd',
      paidAt: null,
      cardFingerprint: async () => null,
    });
    await billing.handleEvent(billing.verify(paid.raw, paid.signature));
    expect(heard.paid).toEqual([
      expect.objectContaining({ userId: me.user.id, invoiceId: 'in_9', amountPaidCents: 19_000 }),
    ]);

    // A first annual payment refunded in full within 14 days ends the plan, here and at the processor.
    const refund = fake.send('evt_refund', {
      kind: 'charge_refunded',
      customerId,
      invoiceId: async () => 'in_9',
      refunds: [{ id: 're_1', amountCents: 19_000, refundedAt: new Date() }],
      fullyRefunded: true,
    });
    await billing.handleEvent(billing.verify(refund.raw, refund.signature));
    expect(heard.refunded).toEqual([
      expect.objectContaining({ refundId: 're_1', amountRefundedCents: 19_000, chargeback: false }),
    ]);
    expect(fake.calls).toContain('cancel sub_1');
    expect((await allowances.planFor(me.user.id)).id).toBe('free');
  });

  it('cancels at period end through the processor and keeps the plan until then', async () => {
    const fake = fakeProcessor();
    const { billing } = billingWith(fake.processor);
    const me = await makeUser(t.ctx);
    await billing.checkout(me.user.id, 'creator', 'monthly');
    const customerId = `cus_${me.user.id}`;
    const end = new Date(Date.now() + 20 * 86_400_000);
    fake.subscriptions.set('sub_2', {
      id: 'sub_2',
      plan: 'creator',
      interval: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: end,
      userId: me.user.id,
      created: null,
    });
    const done = fake.send('evt_done', {
      kind: 'checkout_completed',
      userId: me.user.id,
      customerId,
      subscriptionId: 'sub_2',
    });
    await billing.handleEvent(billing.verify(done.raw, done.signature));
    expect(await billing.setCancelAtPeriodEnd(me.user.id, true)).toMatchObject({
      plan: 'creator',
      cancel_at_period_end: true,
      renews_at: null,
      ends_at: end.toISOString(),
    });
  });
});
