import Stripe from 'stripe';
import { OVERAGE_MILLS } from '@reelsmith/contracts/plans';
import type { Env } from '../../config/env.ts';
import type { OverageKind, PaymentProcessor, ProcessorSubscription } from './payments.types.ts';
import { malformedEvent } from './stripe.event-schema.ts';
import { stripeClient } from './stripe-client.ts';

/** How far a webhook signature's timestamp may be from now, either way (Stripe's default). */
const SIGNATURE_TOLERANCE_S = 300;

/** The `t=` timestamp of a Stripe-Signature header; NaN when there is none. */
const signedAt = (header: string) => Number(/(?:^|,)t=(\d+)(?:,|$)/.exec(header)?.[1] ?? NaN);

const notFound = (err: unknown) => (err as { statusCode?: number }).statusCode === 404;

/** The item that pays for the plan (not a metered overage item added beside it). */
const planItem = (sub: Stripe.Subscription) =>
  sub.items?.data?.find((i) => i.price?.recurring?.usage_type !== 'metered') ?? sub.items?.data?.[0];

/** Overage as Stripe bills it: a meter per kind, summed per customer, and a metered price on it. */
const OVERAGE: Record<OverageKind, { event: string; name: string }> = {
  voice: { event: 'reelsmith_voice_generations', name: 'Voice generations past the allowance' },
  characters: { event: 'reelsmith_voice_characters', name: 'Characters past the limit per generation' },
};

/** A Stripe subscription as billing keeps it: plan and interval from our price's lookup key. */
function subscriptionOf(sub: Stripe.Subscription): ProcessorSubscription {
  const item = planItem(sub);
  const price = item?.price;
  const fromKey = price?.lookup_key?.match(/^reelsmith_(creator|business)_(monthly|annual)$/);
  return {
    id: sub.id,
    plan: fromKey?.[1] ?? price?.metadata?.plan ?? sub.metadata?.plan ?? 'free',
    interval:
      fromKey?.[2] ??
      price?.metadata?.interval ??
      (price?.recurring?.interval === 'year' ? 'annual' : 'monthly'),
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    userId: sub.metadata?.user_id ?? null,
    created: sub.created ? new Date(sub.created * 1000) : null,
  };
}

/** Subscription states that will not charge again or give a plan. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

const idOf = (x: string | { id: string } | null | undefined) =>
  x ? (typeof x === 'string' ? x : x.id) : null;

function subscriptionIdOf(inv: Stripe.Invoice): string | null {
  return idOf(inv.parent?.subscription_details?.subscription);
}

/**
 * Stripe as the payment processor, or null when STRIPE_SECRET_KEY is unset (billing off: plans
 * are granted by an operator with `npm run cli -- plan set`). STRIPE_API_URL points the SDK
 * elsewhere (tests' local fake) through its own host, port and protocol options.
 */
export function createStripePayments(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'STRIPE_WEBHOOK_SECRET'>,
): PaymentProcessor | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const stripe = stripeClient(env, env.STRIPE_SECRET_KEY);

  /** The invoice a charge paid: Stripe links them through the invoice's payments. */
  const invoiceIdForCharge = async (charge: Stripe.Charge): Promise<string | null> => {
    const pi = idOf(charge.payment_intent);
    if (!pi) return null;
    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: pi },
      limit: 1,
    });
    const inv = payments.data[0]?.invoice;
    return inv ? (typeof inv === 'string' ? inv : (inv.id ?? null)) : null;
  };

  /** The fingerprint of the card that paid an invoice (through its payment's charge). */
  const cardFingerprintOf = async (invoiceId: string | undefined): Promise<string | null> => {
    if (!invoiceId) return null;
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
    const pi = idOf(payments.data[0]?.payment.payment_intent);
    if (!pi) return null;
    const charges = await stripe.charges.list({ payment_intent: pi, limit: 1 });
    return charges.data[0]?.payment_method_details?.card?.fingerprint ?? null;
  };

  return {
    name: 'stripe',

    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { user_id: userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async checkoutUrl({ customerId, userId, plan, interval, successUrl, cancelUrl, expiresAt }) {
      // The price for a plan and interval, found by lookup key (and made once if the account has none).
      const key = `reelsmith_${plan.id}_${interval}`;
      const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
      const price =
        found.data[0]?.id ??
        (
          await stripe.prices.create(
            {
              currency: 'usd',
              unit_amount: (interval === 'annual' ? plan.annualPrice : plan.price) * 100,
              recurring: { interval: interval === 'annual' ? 'year' : 'month' },
              lookup_key: key,
              product_data: { name: `Reelsmith ${plan.name}` },
              metadata: { plan: plan.id, interval },
            },
            { idempotencyKey: `price-${key}` },
          )
        ).id;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        metadata: { user_id: userId, plan: plan.id, interval },
        subscription_data: { metadata: { user_id: userId, plan: plan.id, interval } },
      });
      return session.url ?? null;
    },

    async checkout(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
      const paid =
        session.status === 'complete' &&
        (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
      return {
        userId: session.client_reference_id,
        status: paid ? 'paid' : session.status === 'expired' ? 'expired' : 'pending',
        subscription:
          session.subscription && typeof session.subscription === 'object'
            ? subscriptionOf(session.subscription)
            : null,
      };
    },

    async portalUrl(customerId, returnUrl) {
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }))
        .url;
    },

    async invoices(customerId) {
      const list = await stripe.invoices.list({ customer: customerId, limit: 24 });
      return list.data.map((i) => ({
        id: i.id!,
        number: i.number ?? null,
        created: new Date(i.created * 1000),
        amountPaid: i.amount_paid,
        amountDue: i.amount_due,
        currency: i.currency,
        status: i.status,
        url: i.hosted_invoice_url ?? null,
        pdf: i.invoice_pdf ?? null,
      }));
    },

    async subscription(id) {
      return subscriptionOf(await stripe.subscriptions.retrieve(id));
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return subscriptionOf(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
    },

    async cancelSubscription(id, opts = {}) {
      try {
        if (opts.refund) {
          const sub = await stripe.subscriptions.retrieve(id);
          const invoice = idOf(sub.latest_invoice);
          const paid = invoice
            ? await stripe.invoicePayments.list({ invoice, limit: 1 })
            : { data: [] as Stripe.InvoicePayment[] };
          const pi = paid.data[0]?.payment.payment_intent;
          if (pi)
            await stripe.refunds.create({ payment_intent: idOf(pi)! }, { idempotencyKey: `refund-${id}` });
        }
        await stripe.subscriptions.cancel(id);
      } catch (err) {
        // Already canceled at Stripe.
        if (!notFound(err)) throw err;
      }
    },

    async refundInvoice(invoiceId, amountCents) {
      const paid = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
      const pi = paid.data[0]?.payment.payment_intent;
      if (!pi) throw new Error(`Invoice ${invoiceId} has no card payment to refund.`);
      const refund = await stripe.refunds.create({
        payment_intent: idOf(pi)!,
        ...(amountCents ? { amount: amountCents } : {}),
      });
      return { id: refund.id, amountCents: refund.amount, refundedAt: new Date(refund.created * 1000) };
    },

    async enableOverage(subscriptionId) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const interval = planItem(sub)?.price?.recurring?.interval ?? 'month';
      const has = new Set(sub.items.data.map((i) => i.price?.lookup_key));
      const meters = (await stripe.billing.meters.list({ status: 'active', limit: 100 })).data;
      for (const kind of Object.keys(OVERAGE) as OverageKind[]) {
        const { event, name } = OVERAGE[kind];
        // Stripe wants every price on a subscription on its interval: one metered price per interval.
        const key = `reelsmith_overage_${kind}_${interval}`;
        if (has.has(key)) continue;
        const meter =
          meters.find((m) => m.event_name === event) ??
          (await stripe.billing.meters.create(
            {
              display_name: name,
              event_name: event,
              default_aggregation: { formula: 'sum' },
              customer_mapping: { type: 'by_id', event_payload_key: 'stripe_customer_id' },
              value_settings: { event_payload_key: 'value' },
            },
            { idempotencyKey: `meter-${event}` },
          ));
        const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
        const price =
          found.data[0]?.id ??
          (
            await stripe.prices.create(
              {
                currency: 'usd',
                // Cents, to a tenth: $0.10 is "10", $0.001 is "0.1".
                unit_amount_decimal: Stripe.Decimal.from(OVERAGE_MILLS[kind] / 10),
                recurring: { interval, usage_type: 'metered', meter: meter.id },
                lookup_key: key,
                product_data: { name: `Reelsmith: ${name.toLowerCase()}` },
              },
              { idempotencyKey: `price-${key}` },
            )
          ).id;
        await stripe.subscriptionItems.create(
          { subscription: subscriptionId, price },
          { idempotencyKey: `overage-${subscriptionId}-${kind}` },
        );
      }
    },

    async reportUsage({ customerId, kind, quantity, identifier, at }) {
      await stripe.billing.meterEvents.create({
        event_name: OVERAGE[kind].event,
        payload: { stripe_customer_id: customerId, value: String(quantity) },
        identifier,
        timestamp: Math.floor(at.getTime() / 1000),
      });
    },

    async liveSubscriptions(customerId) {
      const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
      return list.data
        .filter((s) => !ENDED.has(s.status))
        .map(subscriptionOf)
        .sort((a, b) => (a.created?.getTime() ?? 0) - (b.created?.getTime() ?? 0));
    },

    async openCheckout(customerId) {
      const list = await stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 1 });
      const open = list.data[0];
      return open ? { expiresAt: new Date(open.expires_at * 1000) } : null;
    },

    verifyEvent(raw, signature) {
      let event: Stripe.Event;
      try {
        // Stripe's check refuses an old timestamp (replay) but not one from the future.
        if (signedAt(signature) > Date.now() / 1000 + SIGNATURE_TOLERANCE_S) return null;
        event = stripe.webhooks.constructEvent(
          raw,
          signature,
          env.STRIPE_WEBHOOK_SECRET!,
          SIGNATURE_TOLERANCE_S,
        );
      } catch {
        return null;
      }
      const malformed = malformedEvent(event);
      if (malformed) return { malformed };
      return { id: event.id, type: event.type, created: new Date(event.created * 1000), payload: event };
    },

    async interpret(verified) {
      const event = verified.payload as Stripe.Event;
      switch (event.type) {
        case 'checkout.session.completed': {
          const s = event.data.object;
          return {
            kind: 'checkout_completed',
            userId: s.client_reference_id,
            customerId: typeof s.customer === 'string' ? s.customer : null,
            subscriptionId: idOf(s.subscription),
          };
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'customer.subscription.paused':
        case 'customer.subscription.resumed': {
          const sub = event.data.object;
          return {
            kind: 'subscription_changed',
            customerId: idOf(sub.customer),
            subscription: subscriptionOf(sub),
          };
        }
        case 'invoice.paid': {
          const inv = event.data.object;
          return {
            kind: 'invoice_paid',
            customerId: idOf(inv.customer),
            invoiceId: inv.id ?? null,
            subscriptionId: subscriptionIdOf(inv),
            billingReason: inv.billing_reason ?? null,
            amountPaidCents: inv.amount_paid,
            currency: inv.currency,
            paidAt: inv.status_transitions?.paid_at ? new Date(inv.status_transitions.paid_at * 1000) : null,
            cardFingerprint: () => cardFingerprintOf(inv.id),
          };
        }
        case 'invoice.payment_failed':
          return { kind: 'invoice_failed', customerId: idOf(event.data.object.customer) };
        case 'charge.refunded': {
          const charge = event.data.object;
          return {
            kind: 'charge_refunded',
            customerId: idOf(charge.customer),
            invoiceId: () => invoiceIdForCharge(charge),
            refunds: (charge.refunds?.data ?? []).map((r) => ({
              id: r.id,
              amountCents: r.amount,
              refundedAt: new Date(r.created * 1000),
            })),
            fullyRefunded: charge.refunded,
          };
        }
        case 'charge.dispute.created': {
          const dispute = event.data.object;
          const charge = await stripe.charges.retrieve(idOf(dispute.charge)!);
          return {
            kind: 'charge_disputed',
            customerId: idOf(charge.customer),
            invoiceId: () => invoiceIdForCharge(charge),
            disputeId: dispute.id,
            amountCents: dispute.amount,
            disputedAt: new Date(dispute.created * 1000),
          };
        }
        case 'charge.dispute.closed': {
          const dispute = event.data.object;
          const charge = await stripe.charges.retrieve(idOf(dispute.charge)!);
          return {
            kind: 'dispute_closed',
            customerId: idOf(charge.customer),
            invoiceId: () => invoiceIdForCharge(charge),
            won: dispute.status === 'won',
          };
        }
        default:
          return { kind: 'other' };
      }
    },
  };
}
