import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

/**
 * A local server speaking the parts of Stripe's HTTP API that Reelsmith uses, for the real `stripe`
 * SDK pointed at it (host, port, protocol). It also serves a tiny hosted Checkout page a browser can
 * "pay" on: paying creates the subscription, its first invoice and charge, sends the signed webhooks
 * Stripe would send, then redirects to the session's success_url.
 *
 * Connect (accounts, account_links, transfers and the onboarding page) serves the creator program.
 *
 * Extending it: add a row to ROUTES (method, path pattern with :params, handler). State lives in
 * `state`; `emit(type, object)` sends any signed event to the webhook address.
 */

type Obj = Record<string, any>;
interface Req {
  params: Record<string, string>;
  query: Obj;
  body: Obj;
  raw: http.IncomingMessage;
}
type Handler = (
  req: Req,
) =>
  | { status?: number; json?: unknown; html?: string; redirect?: string }
  | Promise<{ status?: number; json?: unknown; html?: string; redirect?: string }>;
interface Route {
  method: string;
  path: string;
  handler: Handler;
}

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseForm(text: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let cur: any = out;
    parts.forEach((p, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]);
      if (last) cur[p] = value;
      else cur = cur[p] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

const err = (status: number, message: string, type = 'invalid_request_error', code?: string) => ({
  status,
  json: { error: { type, message, code } },
});
/** Stripe's answer for an id it does not know. */
const missing = (noun: string, id: string, status = 404) =>
  err(status, `No such ${noun}: '${id}'`, 'invalid_request_error', 'resource_missing');
const list = (data: unknown[], url: string) => ({ json: { object: 'list', data, has_more: false, url } });
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface FakeStripe {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** The app's settings that point Stripe at this server: its key, webhook secret and address. */
  env(): Record<'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL', string>;
  state: {
    customers: Map<string, Obj>;
    prices: Map<string, Obj>;
    sessions: Map<string, Obj>;
    subscriptions: Map<string, Obj>;
    invoices: Map<string, Obj>;
    charges: Map<string, Obj>;
    invoicePayments: Map<string, Obj>;
    disputes: Map<string, Obj>;
    /** Connect (the creator program's payouts). */
    accounts: Map<string, Obj>;
    accountLinks: Map<string, Obj>;
    transfers: Map<string, Obj>;
    /** Billing meters and the usage events reported to them (overage). */
    meters: Map<string, Obj>;
    meterEvents: Obj[];
  };
  /** Every API call received, in order (method and path). */
  calls: { method: string; path: string }[];
  webhookUrl: string | null;
  /** Signs and posts one event; `created` (seconds) defaults to now. Answers the app's response. */
  emit(
    type: string,
    object: Obj,
    opts?: { created?: number; id?: string },
  ): Promise<{ status: number; body: string }>;
  /** The event and its signature header, without sending (for replays and bad signatures). */
  sign(
    type: string,
    object: Obj,
    opts?: { created?: number; id?: string },
  ): { payload: string; header: string; id: string };
  /**
   * Completes a checkout session as the hosted page does; returns the redirect address. `card` is
   * the card number paid with (its fingerprint is the same wherever the same number is used).
   */
  pay(sessionId: string, opts?: { created?: number; card?: string }): Promise<string>;
  /** Refunds a charge in full (or `amount` cents) and sends charge.refunded. */
  refund(
    chargeId: string,
    opts?: { amount?: number; created?: number },
  ): Promise<{ status: number; body: string }>;
  /** While true, POST /v1/transfers is refused as Stripe refuses it with no available balance. */
  failTransfers: boolean;
  /** Completes a connected account's onboarding as its hosted page does. */
  onboard(accountId: string): void;
  close(): Promise<void>;
}

export async function startFakeStripe(
  opts: { port?: number; host?: string; webhookUrl?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const state: FakeStripe['state'] = {
    customers: new Map(),
    prices: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    charges: new Map(),
    invoicePayments: new Map(),
    disputes: new Map(),
    accounts: new Map(),
    accountLinks: new Map(),
    transfers: new Map(),
    meters: new Map(),
    meterEvents: [],
  };
  // Connect calls carry an Idempotency-Key: the same key answers the first answer again.
  const idempotent = new Map<string, unknown>();
  const once = (req: Req, make: () => { status?: number; json?: unknown }) => {
    const key = req.raw.headers['idempotency-key'];
    if (typeof key === 'string' && idempotent.has(key)) return { json: idempotent.get(key) };
    const out = make();
    if (typeof key === 'string' && (out.status ?? 200) === 200) idempotent.set(key, out.json);
    return out;
  };
  const accountJson = (a: Obj) => ({
    ...a,
    charges_enabled: a.onboarded,
    payouts_enabled: a.onboarded,
    details_submitted: a.onboarded,
    capabilities: { transfers: a.onboarded ? 'active' : 'inactive' },
  });
  const calls: FakeStripe['calls'] = [];
  const webhookSecret = opts.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  let base = '';

  const subscriptionFor = (sessionOrSub: Obj, price: Obj, created: number): Obj => {
    const year = price.recurring?.interval === 'year';
    const end = new Date(created * 1000);
    if (year) end.setUTCFullYear(end.getUTCFullYear() + 1);
    else end.setUTCMonth(end.getUTCMonth() + 1);
    const sub: Obj = {
      id: id('sub'),
      object: 'subscription',
      customer: sessionOrSub.customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created,
      metadata: sessionOrSub.subscription_data?.metadata ?? sessionOrSub.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: created,
            current_period_end: Math.floor(end.getTime() / 1000),
          },
        ],
      },
      latest_invoice: null,
    };
    state.subscriptions.set(sub.id, sub);
    return sub;
  };

  /** Stripe's card fingerprint: the same for one card number on any customer. */
  const fingerprintOf = (card: string) =>
    createHash('sha256').update(card.replace(/\D/g, '')).digest('hex').slice(0, 16);

  const invoiceFor = (
    sub: Obj,
    reason: string,
    created: number,
    card = '4242424242424242',
  ): { invoice: Obj; charge: Obj } => {
    const price = sub.items.data[0].price;
    const pi = id('pi');
    const invoice: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      number: `RS-${String(state.invoices.size + 1).padStart(4, '0')}`,
      amount_due: price.unit_amount,
      amount_paid: price.unit_amount,
      currency: price.currency,
      status: 'paid',
      billing_reason: reason,
      created,
      status_transitions: { paid_at: created },
      hosted_invoice_url: `${base}/invoices/${sub.id}`,
      invoice_pdf: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: {} } },
    };
    invoice.hosted_invoice_url = `${base}/invoices/${invoice.id}`;
    const charge: Obj = {
      id: id('ch'),
      object: 'charge',
      customer: sub.customer,
      amount: price.unit_amount,
      amount_refunded: 0,
      currency: price.currency,
      payment_intent: pi,
      paid: true,
      refunded: false,
      created,
      refunds: { object: 'list', data: [] },
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: card.replace(/\D/g, '').slice(-4), fingerprint: fingerprintOf(card) },
      },
    };
    state.invoices.set(invoice.id, invoice);
    state.charges.set(charge.id, charge);
    const payment = {
      id: id('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      payment: { type: 'payment_intent', payment_intent: pi },
      status: 'paid',
    };
    state.invoicePayments.set(payment.id, payment);
    sub.latest_invoice = invoice.id;
    return { invoice, charge };
  };

  const ROUTES: Route[] = [
    {
      // The operator's "Test connection" (modules/admin): the account's balance, read only.
      method: 'GET',
      path: '/v1/balance',
      handler: () => ({
        json: {
          object: 'balance',
          available: [{ amount: 0, currency: 'usd' }],
          pending: [],
          livemode: false,
        },
      }),
    },
    {
      method: 'POST',
      path: '/v1/customers',
      handler: ({ body }) => {
        const c = {
          id: id('cus'),
          object: 'customer',
          email: body.email ?? null,
          name: body.name ?? null,
          metadata: body.metadata ?? {},
        };
        state.customers.set(c.id, c);
        return { json: c };
      },
    },
    {
      method: 'GET',
      path: '/v1/prices',
      handler: ({ query }) => {
        const keys: string[] = Object.values(query.lookup_keys ?? {});
        const found = [...state.prices.values()].filter(
          (p) => keys.length === 0 || keys.includes(p.lookup_key),
        );
        return list(found, '/v1/prices');
      },
    },
    {
      method: 'POST',
      path: '/v1/prices',
      handler: ({ body }) => {
        const p = {
          id: id('price'),
          object: 'price',
          active: true,
          currency: body.currency,
          unit_amount: body.unit_amount === undefined ? null : Number(body.unit_amount),
          unit_amount_decimal: body.unit_amount_decimal ?? body.unit_amount ?? null,
          recurring: {
            interval: body.recurring?.interval ?? 'month',
            interval_count: 1,
            usage_type: body.recurring?.usage_type ?? 'licensed',
            meter: body.recurring?.meter ?? null,
          },
          lookup_key: body.lookup_key ?? null,
          metadata: body.metadata ?? {},
          product: id('prod'),
          nickname: body.product_data?.name ?? null,
        };
        state.prices.set(p.id, p);
        return { json: p };
      },
    },
    {
      method: 'POST',
      path: '/v1/checkout/sessions',
      handler: ({ body }) => {
        const priceId = body.line_items?.[0]?.price;
        if (!state.prices.has(priceId)) return missing('price', priceId, 400);
        if (!state.customers.has(body.customer)) return err(400, `No such customer: '${body.customer}'`);
        const s: Obj = {
          id: id('cs'),
          object: 'checkout.session',
          mode: body.mode,
          customer: body.customer,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          subscription_data: body.subscription_data ?? {},
          price: priceId,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
          created: now(),
          expires_at: body.expires_at ? Number(body.expires_at) : now() + 24 * 3600,
        };
        s.url = `${base}/checkout/${s.id}`;
        state.sessions.set(s.id, s);
        return { json: publicSession(s) };
      },
    },
    {
      method: 'GET',
      path: '/v1/checkout/sessions',
      handler: ({ query }) =>
        list(
          [...state.sessions.values()]
            .map(publicSession)
            .filter(
              (s) =>
                (!query.customer || s.customer === query.customer) &&
                (!query.status || s.status === query.status),
            )
            .reverse(),
          '/v1/checkout/sessions',
        ),
    },
    {
      method: 'GET',
      path: '/v1/checkout/sessions/:id',
      handler: ({ params, query }) => {
        const s = state.sessions.get(params.id);
        if (!s) return missing('checkout.session', params.id);
        const out = publicSession(s);
        const expand: string[] = Object.values(query.expand ?? {});
        if (expand.includes('subscription') && s.subscription)
          out.subscription = state.subscriptions.get(s.subscription);
        return { json: out };
      },
    },
    {
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      handler: ({ body }) => {
        if (!state.customers.has(body.customer)) return err(400, `No such customer: '${body.customer}'`);
        const p = {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
        };
        portals.set(p.id, p);
        return { json: { ...p, url: `${base}/portal/${p.id}` } };
      },
    },
    {
      method: 'GET',
      path: '/v1/invoices',
      handler: ({ query }) =>
        list(
          [...state.invoices.values()]
            .filter((i) => !query.customer || i.customer === query.customer)
            .reverse(),
          '/v1/invoices',
        ),
    },
    {
      method: 'GET',
      path: '/v1/invoice_payments',
      handler: ({ query }) =>
        list(
          [...state.invoicePayments.values()].filter(
            (p) =>
              (!query.payment?.payment_intent || p.payment.payment_intent === query.payment.payment_intent) &&
              (!query.invoice || p.invoice === query.invoice),
          ),
          '/v1/invoice_payments',
        ),
    },
    {
      method: 'GET',
      path: '/v1/charges',
      handler: ({ query }) =>
        list(
          [...state.charges.values()].filter(
            (c) => !query.payment_intent || c.payment_intent === query.payment_intent,
          ),
          '/v1/charges',
        ),
    },
    {
      method: 'POST',
      path: '/v1/refunds',
      handler: async ({ body }) => {
        const charge = [...state.charges.values()].find(
          (c) => c.id === body.charge || c.payment_intent === body.payment_intent,
        );
        if (!charge) return missing('charge', body.charge ?? body.payment_intent, 400);
        await fake.refund(charge.id, body.amount ? { amount: Number(body.amount) } : {});
        return { json: charge.refunds.data.at(-1) };
      },
    },
    {
      method: 'GET',
      path: '/v1/subscriptions',
      handler: ({ query }) =>
        list(
          [...state.subscriptions.values()].filter(
            (s) =>
              (!query.customer || s.customer === query.customer) &&
              (query.status === 'all' || s.status !== 'canceled'),
          ),
          '/v1/subscriptions',
        ),
    },
    {
      method: 'GET',
      path: '/v1/charges/:id',
      handler: ({ params }) => {
        const c = state.charges.get(params.id);
        return c ? { json: c } : missing('charge', params.id);
      },
    },
    {
      method: 'GET',
      path: '/v1/subscriptions/:id',
      handler: ({ params }) => {
        const s = state.subscriptions.get(params.id);
        return s ? { json: s } : missing('subscription', params.id);
      },
    },
    {
      method: 'POST',
      path: '/v1/subscriptions/:id',
      handler: async ({ params, body }) => {
        const s = state.subscriptions.get(params.id);
        if (!s) return missing('subscription', params.id);
        if (body.cancel_at_period_end !== undefined)
          s.cancel_at_period_end = body.cancel_at_period_end === 'true';
        await fake.emit('customer.subscription.updated', s);
        return { json: s };
      },
    },
    {
      method: 'DELETE',
      path: '/v1/subscriptions/:id',
      handler: async ({ params }) => {
        const s = state.subscriptions.get(params.id);
        if (!s) return missing('subscription', params.id);
        s.status = 'canceled';
        s.canceled_at = now();
        await fake.emit('customer.subscription.deleted', s);
        return { json: s };
      },
    },
    // Usage-based billing: meters, the events reported to them, and metered items on a subscription.
    {
      method: 'GET',
      path: '/v1/billing/meters',
      handler: ({ query }) =>
        list(
          [...state.meters.values()].filter((m) => !query.status || m.status === query.status),
          '/v1/billing/meters',
        ),
    },
    {
      method: 'POST',
      path: '/v1/billing/meters',
      handler: (req) =>
        once(req, () => {
          const { body } = req;
          if ([...state.meters.values()].some((m) => m.event_name === body.event_name))
            return err(400, `A meter with event_name ${body.event_name} already exists.`);
          const m = {
            id: id('mtr'),
            object: 'billing.meter',
            status: 'active',
            display_name: body.display_name,
            event_name: body.event_name,
            default_aggregation: body.default_aggregation,
            customer_mapping: body.customer_mapping,
            value_settings: body.value_settings,
          };
          state.meters.set(m.id, m);
          return { json: m };
        }),
    },
    {
      method: 'POST',
      path: '/v1/billing/meter_events',
      handler: ({ body }) => {
        const meter = [...state.meters.values()].find((m) => m.event_name === body.event_name);
        if (!meter) return err(400, `No active meter found for event_name ${body.event_name}.`);
        const customer = body.payload?.[meter.customer_mapping?.event_payload_key ?? 'stripe_customer_id'];
        if (!state.customers.has(customer)) return missing('customer', customer, 400);
        const value = body.payload?.[meter.value_settings?.event_payload_key ?? 'value'];
        if (!/^\d+$/.test(String(value))) return err(400, 'Meter event value must be a whole number.');
        const event = {
          object: 'billing.meter_event',
          event_name: body.event_name,
          identifier: body.identifier ?? id('mev'),
          payload: body.payload,
          timestamp: Number(body.timestamp ?? now()),
          created: now(),
        };
        // Stripe counts one event per identifier.
        const seen = state.meterEvents.find((e) => e.identifier === event.identifier);
        if (!seen) state.meterEvents.push(event);
        return { json: seen ?? event };
      },
    },
    {
      method: 'POST',
      path: '/v1/subscription_items',
      handler: (req) =>
        once(req, () => {
          const { body } = req;
          const sub = state.subscriptions.get(body.subscription);
          if (!sub) return missing('subscription', body.subscription, 400);
          const price = state.prices.get(body.price);
          if (!price) return missing('price', body.price, 400);
          const first = sub.items.data[0];
          if (price.recurring.interval !== first.price.recurring.interval)
            return err(400, 'All prices on a subscription must have the same recurring interval.');
          const item = {
            id: id('si'),
            object: 'subscription_item',
            subscription: sub.id,
            price,
            current_period_start: first.current_period_start,
            current_period_end: first.current_period_end,
          };
          sub.items.data.push(item);
          return { json: item };
        }),
    },
    // Connect: Express accounts, their onboarding links, transfers (the creator program's payouts).
    {
      method: 'POST',
      path: '/v1/accounts',
      handler: (req) =>
        once(req, () => {
          const a: Obj = {
            id: id('acct'),
            object: 'account',
            type: req.body.type ?? 'express',
            email: req.body.email ?? null,
            metadata: req.body.metadata ?? {},
            onboarded: false,
          };
          state.accounts.set(a.id, a);
          return { json: accountJson(a) };
        }),
    },
    {
      method: 'GET',
      path: '/v1/accounts/:id',
      handler: ({ params }) => {
        const a = state.accounts.get(params.id);
        return a ? { json: accountJson(a) } : missing('account', params.id);
      },
    },
    {
      method: 'POST',
      path: '/v1/account_links',
      handler: ({ body }) => {
        if (!state.accounts.has(body.account)) return err(400, `No such account: '${body.account}'`);
        if (!body.return_url || !body.refresh_url) return err(400, 'Missing required param: return_url.');
        if (body.type !== 'account_onboarding' && body.type !== 'account_update')
          return err(400, 'Invalid type: must be one of account_onboarding or account_update');
        const link = {
          id: id('link'),
          type: body.type,
          account: body.account,
          return_url: body.return_url,
          refresh_url: body.refresh_url,
        };
        state.accountLinks.set(link.id, link);
        return {
          json: {
            object: 'account_link',
            created: now(),
            expires_at: now() + 300,
            url: `${base}/connect/onboard/${link.id}`,
          },
        };
      },
    },
    {
      method: 'POST',
      path: '/v1/transfers',
      handler: (req) => {
        const { body } = req;
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount <= 0) return err(400, 'Invalid positive integer');
        if (!state.accounts.has(body.destination)) return missing('destination', body.destination, 400);
        if (fake.failTransfers)
          return err(
            400,
            'You have insufficient available funds in your Stripe account.',
            'invalid_request_error',
            'balance_insufficient',
          );
        return once(req, () => {
          const t = {
            id: id('tr'),
            object: 'transfer',
            amount,
            currency: body.currency,
            destination: body.destination,
            transfer_group: body.transfer_group ?? null,
            metadata: body.metadata ?? {},
            created: now(),
          };
          state.transfers.set(t.id, t);
          return { json: t };
        });
      },
    },
    // Not Stripe's API: the hosted pages a browser sees.
    {
      method: 'GET',
      path: '/connect/onboard/:id',
      handler: ({ params }) => {
        const link = state.accountLinks.get(params.id);
        if (!link) return { status: 404, html: '<h1>This link has expired</h1>' };
        return {
          html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Connect onboarding (test)</title></head>
<body style="font-family:system-ui;max-width:28rem;margin:3rem auto;padding:1rem"><h1>Set up payouts</h1><p>Account ${escape(link.account)}</p>
<form method="post" action="/connect/onboard/${escape(link.id)}"><button type="submit">Agree and submit</button></form></body></html>`,
        };
      },
    },
    {
      method: 'POST',
      path: '/connect/onboard/:id',
      handler: ({ params }) => {
        const link = state.accountLinks.get(params.id);
        if (!link) return { status: 404, html: '<h1>This link has expired</h1>' };
        fake.onboard(link.account);
        return { redirect: link.return_url };
      },
    },
    {
      method: 'GET',
      path: '/checkout/:id',
      handler: ({ params }) => {
        const s = state.sessions.get(params.id);
        if (!s) return { status: 404, html: '<h1>Checkout not found</h1>' };
        const price = state.prices.get(s.price)!;
        const amount = `$${(price.unit_amount / 100).toFixed(2)} per ${price.recurring.interval}`;
        return {
          html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Checkout (test)</title></head>
<body style="font-family:system-ui;max-width:28rem;margin:3rem auto;padding:1rem"><h1>Test checkout</h1>
<p>${escape(price.nickname ?? 'Subscription')}: <strong>${escape(amount)}</strong></p>
<form method="post" action="/checkout/${escape(s.id)}/pay"><label>Card number <input name="card" value="4242 4242 4242 4242"></label>
<p><button type="submit">Subscribe</button></p></form><p><a href="${escape(s.cancel_url)}">Back</a></p></body></html>`,
        };
      },
    },
    {
      method: 'POST',
      path: '/checkout/:id/pay',
      handler: async ({ params, body }) => ({ redirect: await fake.pay(params.id, { card: body.card }) }),
    },
    {
      method: 'GET',
      path: '/portal/:id',
      handler: ({ params }) => {
        const p = portals.get(params.id);
        if (!p) return { status: 404, html: '<h1>Portal session not found</h1>' };
        return {
          html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Billing portal (test)</title></head><body style="font-family:system-ui;max-width:28rem;margin:3rem auto"><h1>Billing portal (test)</h1><p>Customer ${escape(p.customer)}</p><p><a href="${escape(p.return_url)}">Return to Reelsmith</a></p></body></html>`,
        };
      },
    },
  ];
  const portals = new Map<string, Obj>();

  function publicSession(s: Obj): Obj {
    const { price: _p, subscription_data: _d, ...rest } = s;
    // An open session past its expires_at is expired, as Stripe reports it.
    return { ...rest, status: rest.status === 'open' && rest.expires_at < now() ? 'expired' : rest.status };
  }

  const compiled = ROUTES.map((r) => {
    const names: string[] = [];
    const re = new RegExp(
      `^${r.path.replace(/:(\w+)/g, (_m, n) => {
        names.push(n);
        return '([^/]+)';
      })}/?$`,
    );
    return { ...r, re, names };
  });

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString();
    calls.push({ method: req.method ?? 'GET', path: url.pathname });
    const route = compiled.find((r) => r.method === req.method && r.re.test(url.pathname));
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    if (!route)
      return send(
        404,
        'application/json',
        JSON.stringify(err(404, `Unrecognized request URL (${req.method}: ${url.pathname}).`).json),
      );
    if (url.pathname.startsWith('/v1/') && req.headers.authorization !== `Bearer ${fake.secretKey}`)
      return send(401, 'application/json', JSON.stringify(err(401, 'Invalid API Key provided.').json));
    const m = route.re.exec(url.pathname)!;
    const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
    try {
      const out = await route.handler({
        params,
        query: parseForm(url.search.slice(1)),
        body: parseForm(text),
        raw: req,
      });
      if (out.redirect) return send(303, 'text/plain', '', { location: out.redirect });
      if (out.html !== undefined) return send(out.status ?? 200, 'text/html; charset=utf-8', out.html);
      send(out.status ?? 200, 'application/json', JSON.stringify(out.json), { 'request-id': id('req') });
    } catch (e) {
      send(500, 'application/json', JSON.stringify(err(500, (e as Error).message, 'api_error').json));
    }
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  base = `http://${opts.host ?? '127.0.0.1'}:${port}`;

  const sign: FakeStripe['sign'] = (type, object, o = {}) => {
    const eventId = o.id ?? id('evt');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: o.created ?? now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return { payload, header, id: eventId };
  };

  const fake: FakeStripe = {
    url: base,
    port,
    secretKey: 'sk_test_fake',
    webhookSecret,
    env() {
      return {
        STRIPE_SECRET_KEY: this.secretKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: base,
      };
    },
    state,
    calls,
    webhookUrl: opts.webhookUrl ?? null,
    failTransfers: false,
    onboard(accountId) {
      const a = state.accounts.get(accountId);
      if (a) a.onboarded = true;
    },
    sign,
    async emit(type, object, o) {
      if (!fake.webhookUrl) return { status: 0, body: 'no webhook address' };
      const { payload, header } = sign(type, object, o);
      const res = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      return { status: res.status, body: await res.text() };
    },
    async pay(sessionId, o = {}) {
      const s = state.sessions.get(sessionId);
      if (!s) throw new Error(`No such checkout session ${sessionId}`);
      if (s.status !== 'complete') {
        const created = o.created ?? now();
        const sub = subscriptionFor(s, state.prices.get(s.price)!, created);
        const { invoice } = invoiceFor(sub, 'subscription_create', created, o.card);
        Object.assign(s, { status: 'complete', payment_status: 'paid', subscription: sub.id });
        await fake.emit('customer.subscription.created', sub, { created });
        await fake.emit('invoice.paid', invoice, { created });
        await fake.emit('checkout.session.completed', publicSession(s), { created });
      }
      return String(s.success_url).replace('{CHECKOUT_SESSION_ID}', s.id);
    },
    async refund(chargeId, o = {}) {
      const c = state.charges.get(chargeId);
      if (!c) throw new Error(`No such charge ${chargeId}`);
      const amount = o.amount ?? c.amount - c.amount_refunded;
      const created = o.created ?? now();
      c.refunds.data.push({
        id: id('re'),
        object: 'refund',
        amount,
        charge: c.id,
        created,
        status: 'succeeded',
      });
      c.amount_refunded += amount;
      c.refunded = c.amount_refunded >= c.amount;
      return fake.emit('charge.refunded', c, { created });
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  return fake;
}

// `node --import tsx apps/server/test/fake-stripe.ts --port 4412 --webhook http://127.0.0.1:4411/api/billing/webhook/ --secret whsec_...`
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const fake = await startFakeStripe({
    port: Number(arg('port') ?? 0),
    webhookUrl: arg('webhook'),
    webhookSecret: arg('secret'),
  });
  console.log(`fake Stripe on ${fake.url} (key ${fake.secretKey}, webhook secret ${fake.webhookSecret})`);
}
