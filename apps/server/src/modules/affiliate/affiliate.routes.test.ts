import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { affiliateClicks, affiliateCommissions, affiliatePayouts, users } from '../../db/schema/index.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';
import { startSchedules } from '../../jobs/handlers.ts';
import { REFERRAL_COOKIE } from './affiliate.service.ts';
import { composeServices } from '../../root.ts';

type User = Awaited<ReturnType<typeof makeUser>>;
const DAY = 86_400_000;
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function affiliateWithCode(t: TestApp, code: string) {
  const u = await makeUser(t.ctx);
  await t.app.inject({ method: 'POST', url: '/api/affiliate/enable/', headers: u.headers });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/affiliate/claim-code/',
    headers: u.headers,
    payload: { referral_code: code },
  });
  expect(res.statusCode).toBe(200);
  return u;
}

const me = async (t: TestApp, u: User) =>
  (await t.app.inject({ method: 'GET', url: '/api/affiliate/me/', headers: u.headers })).json();
const commissions = async (t: TestApp, u: User, status = '') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/affiliate/me/commissions/${status ? `?status=${status}` : ''}`,
      headers: u.headers,
    })
  ).json();

/** A visit through the link, as a browser would make it. */
const visit = (t: TestApp, code: string, ua = CHROME, ip = '203.0.113.7', path = '/pricing') =>
  t.app.inject({
    method: 'GET',
    url: `${path}?ref=${encodeURIComponent(code)}`,
    headers: { 'user-agent': ua },
    remoteAddress: ip,
  });
const cookieOf = (res: { cookies: Array<{ name: string; value: string; maxAge?: number }> }) =>
  res.cookies.find((c) => c.name === REFERRAL_COOKIE);

/** A referred customer: signed up through the link (the registration endpoint reads the cookie). */
async function referredSignup(t: TestApp, code: string, tag: string) {
  const click = cookieOf(await visit(t, code, `${CHROME} ${tag}`));
  expect(click).toBeTruthy();
  const email = `buyer.${tag}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: {
      username: `buyer_${tag}`,
      first_name: 'Bo',
      last_name: 'Buyer',
      email,
      password: 'sunrise-reels-9',
    },
    cookies: { [REFERRAL_COOKIE]: click!.value },
  });
  expect(res.statusCode).toBe(201);
  const row = await t.ctx.database.db.query.users.findFirst({ where: (u, { eq: e }) => e(u.email, email) });
  return row!;
}

/** A paid invoice in US dollars, as the billing webhook reports it. */
const usdInvoice = (userId: string, invoiceId: string, amountPaidCents: number, paidAt = new Date()) => ({
  userId,
  invoiceId,
  amountPaidCents,
  currency: 'usd',
  paidAt,
  // Paid with a card and customer of the buyer's own.
  paidLike: async () => false,
});

describe('the creator program (manual payouts: no Stripe key)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AFFILIATE_PAYOUT_MINIMUM_CENTS: '500' } });
    configureRateLimits(t.ctx, { register: { ip: { max: 1000, windowSec: 60 } } });
  });
  afterAll(() => t?.close());

  it('answers 403 until the program is enabled, then the zeroed profile', async () => {
    const u = await makeUser(t.ctx);
    for (const url of [
      '/api/affiliate/me/',
      '/api/affiliate/me/commissions/',
      '/api/affiliate/me/payouts/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: u.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('The creator program is not enabled for this account.');
    }
    const enabled = await t.app.inject({ method: 'POST', url: '/api/affiliate/enable/', headers: u.headers });
    expect(enabled.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/affiliate/enable/', headers: u.headers });
    expect(again.statusCode).toBe(200);
    expect(await me(t, u)).toMatchObject({
      referral_code: null,
      clicks: 0,
      signups: 0,
      paid_customers: 0,
      earned_cents_total: 0,
      earned_cents_pending: 0,
      earned_cents_ready: 0,
      earned_cents_paid: 0,
      rate_bps: 3000,
      payout_method: 'manual',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/affiliate/me/' })).statusCode).toBe(401);
  });

  it('enforces the referral code rules at each edge, in detail', async () => {
    const u = await makeUser(t.ctx);
    await t.app.inject({ method: 'POST', url: '/api/affiliate/enable/', headers: u.headers });
    const claim = (referral_code: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/affiliate/claim-code/',
        headers: u.headers,
        payload: referral_code === undefined ? {} : { referral_code },
      });
    const bad: Array<[unknown, string]> = [
      [undefined, 'Enter a referral code.'],
      ['', 'Enter a referral code.'],
      ['a', 'Referral code must be 2 to 32 characters.'],
      ['a'.repeat(33), 'Referral code must be 2 to 32 characters.'],
      ['ab cd', 'Referral code can only contain lowercase letters, digits, hyphens (-) and underscores (_).'],
      ['café', 'Referral code can only contain lowercase letters, digits, hyphens (-) and underscores (_).'],
      ['-maya', 'Referral code must start and end with a letter or a digit.'],
      ['maya_', 'Referral code must start and end with a letter or a digit.'],
      [42, 'Enter a referral code.'],
    ];
    for (const [input, detail] of bad) {
      const res = await claim(input);
      expect(res.statusCode, String(input)).toBe(400);
      expect(res.json().detail).toBe(detail);
    }
    const two = await claim('m1');
    expect(two.json()).toEqual({ referral_code: 'm1' });
    const long = 'a'.repeat(15) + '-_' + 'b'.repeat(15);
    expect((await claim(long)).json()).toEqual({ referral_code: long });
    expect((await claim('  Maya-Makes_Reels ')).json()).toEqual({ referral_code: 'maya-makes_reels' });
    expect((await me(t, u)).referral_url).toBe('http://localhost:3000/?ref=maya-makes_reels');
    // Someone else's code is taken; your own can be claimed again.
    const other = await makeUser(t.ctx);
    await t.app.inject({ method: 'POST', url: '/api/affiliate/enable/', headers: other.headers });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/claim-code/',
      headers: other.headers,
      payload: { referral_code: 'MAYA-makes_reels' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('This referral code is already taken.');
    expect((await claim('maya-makes_reels')).statusCode).toBe(200);
  });

  it('counts a click once per visitor and day, ignores bots and unknown codes, and sets a 30-day cookie', async () => {
    const a = await affiliateWithCode(t, 'clicky');
    const first = await visit(t, 'clicky');
    const cookie = cookieOf(first);
    expect(cookie?.maxAge).toBe(30 * 86_400);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    // The same visitor again, on another page: the same click.
    const again = await visit(t, 'CLICKY', CHROME, '203.0.113.7', '/');
    expect(cookieOf(again)?.value).toBe(cookie!.value);
    expect((await me(t, a)).clicks).toBe(1);
    // Another browser on the same network is the same visitor (a User-Agent costs nothing to change);
    // other networks are new visitors.
    await visit(t, 'clicky', FIREFOX);
    await visit(t, 'clicky', CHROME, '203.0.113.200');
    await visit(t, 'clicky', CHROME, '198.51.100.4');
    await visit(t, 'clicky', CHROME, '2001:db8:1:2::7');
    expect((await me(t, a)).clicks).toBe(3);
    // Crawlers, link previews, prefetches, no user agent, unknown codes: nothing counted, no cookie.
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      '',
    ]) {
      expect(cookieOf(await visit(t, 'clicky', ua))).toBeUndefined();
    }
    const prefetch = await t.app.inject({
      method: 'GET',
      url: '/?ref=clicky',
      headers: { 'user-agent': FIREFOX, 'sec-purpose': 'prefetch' },
      remoteAddress: '192.0.2.99',
    });
    expect(cookieOf(prefetch)).toBeUndefined();
    expect(cookieOf(await visit(t, 'nobody-has-this'))).toBeUndefined();
    // The API is not a public page.
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/health?ref=clicky',
      headers: { 'user-agent': CHROME },
    });
    expect(cookieOf(api)).toBeUndefined();
    expect((await me(t, a)).clicks).toBe(3);
    // Files and tracked links a page pulls in are not visits.
    for (const path of ['/assets/index-abc123.js', '/favicon.ico', '/go/abcd1234'])
      expect(cookieOf(await visit(t, 'clicky', CHROME, '192.0.2.140', path))).toBeUndefined();
    expect((await me(t, a)).clicks).toBe(3);
    // The next day the same visitor counts again.
    await t.ctx.database.db
      .update(affiliateClicks)
      .set({ day: '2000-01-01' })
      .where(eq(affiliateClicks.affiliateUserId, a.user.id));
    await visit(t, 'clicky');
    expect((await me(t, a)).clicks).toBe(4);
  });

  it('counts 30 browsers from one address as one visitor a day', async () => {
    const a = await affiliateWithCode(t, 'many-agents');
    for (let i = 0; i < 30; i++) {
      const ua = `Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/${100 + i}.0`;
      await visit(t, 'many-agents', ua, '192.0.2.10', i % 2 ? '/' : '/pricing');
    }
    expect((await me(t, a)).clicks).toBe(1);
  });

  it('keeps retired codes for their owner and refuses reserved words', async () => {
    const a = await affiliateWithCode(t, 'first-code');
    const claim = (u: User, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/affiliate/claim-code/',
        headers: u.headers,
        payload: { referral_code: code },
      });
    expect((await claim(a, 'second-code')).statusCode).toBe(200);
    const b = await makeUser(t.ctx);
    await t.app.inject({ method: 'POST', url: '/api/affiliate/enable/', headers: b.headers });
    const taken = await claim(b, 'first-code');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('This referral code is already taken.');
    // Its owner may take it back.
    expect((await claim(a, 'first-code')).statusCode).toBe(200);
    for (const code of [
      'reelsmith',
      'Reel-Smith',
      'reelsmith_official',
      'admin',
      'support-team',
      'staff2',
      'help',
    ])
      expect((await claim(b, code)).json(), code).toEqual({
        detail: 'This referral code is reserved. Choose another one.',
        error: 'This referral code is reserved. Choose another one.',
        code: 'invalid_referral_code',
      });
  });

  it('pays nothing for a second account of the affiliate made from their own network', async () => {
    const a = await makeUser(t.ctx);
    const from = (ip: string) => ({ headers: a.headers, remoteAddress: ip });
    await t.app.inject({ method: 'POST', url: '/api/affiliate/enable/', ...from('198.51.100.20') });
    await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/claim-code/',
      payload: { referral_code: 'selfie' },
      ...from('198.51.100.20'),
    });
    // The affiliate clicks their own link from home (same /24) in another browser: not a visitor.
    expect(cookieOf(await visit(t, 'selfie', FIREFOX, '198.51.100.77'))).toBeUndefined();
    // A click from a network they had not used yet, a signup, then the affiliate works from there.
    const click = cookieOf(await visit(t, 'selfie', FIREFOX, '192.0.2.33'))!;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        username: 'selfie_two',
        first_name: 'S',
        last_name: 'Two',
        email: 'selfie.two@example.com',
        password: 'sunrise-reels-9',
      },
      cookies: { [REFERRAL_COOKIE]: click.value },
      remoteAddress: '192.0.2.33',
    });
    expect(reg.statusCode).toBe(201);
    const second = (await t.ctx.database.db.query.users.findFirst({
      where: (u, { eq: e }) => e(u.email, 'selfie.two@example.com'),
    }))!;
    await t.app.inject({ method: 'GET', url: '/api/affiliate/me/', ...from('192.0.2.90') });
    await composeServices(t.ctx).affiliate.invoicePaid(usdInvoice(second.id, 'in_selfie', 2_899));
    expect(await commissions(t, a)).toEqual([]);
    // A later signup through a click from a network the affiliate uses: no referral at all.
    const home = await makeUser(t.ctx);
    await t.ctx.database.db
      .update(affiliateClicks)
      .set({ day: '2000-01-01' })
      .where(eq(affiliateClicks.id, click.value));
    const again = cookieOf(await visit(t, 'selfie', CHROME, '192.0.2.34'));
    expect(again).toBeUndefined();
    expect(await composeServices(t.ctx).affiliate.attributeSignup(home.user.id, click.value)).toBe(false);
  });

  it('attributes a signup within the window to the referrer, never to themselves, never changed later', async () => {
    const a = await affiliateWithCode(t, 'bringer');
    const b = await affiliateWithCode(t, 'stealer');
    const buyer = await referredSignup(t, 'bringer', 'attr1');
    expect((await me(t, a)).signups).toBe(1);
    // A later click through someone else's link changes nothing.
    const other = cookieOf(await visit(t, 'stealer', `${CHROME} later`))!;
    expect(await composeServices(t.ctx).affiliate.attributeSignup(buyer.id, other.value)).toBe(false);
    expect((await me(t, b)).signups).toBe(0);
    // Your own link does not make you your own referral.
    const own = cookieOf(await visit(t, 'bringer', `${CHROME} self`))!;
    expect(await composeServices(t.ctx).affiliate.attributeSignup(a.user.id, own.value)).toBe(false);
    // Registering without the cookie, or with a forged one: no referral.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        username: 'plain_one',
        first_name: 'P',
        last_name: 'L',
        email: 'plain@example.com',
        password: 'sunrise-reels-9',
      },
      cookies: { [REFERRAL_COOKIE]: 'not-a-click' },
    });
    expect(plain.statusCode).toBe(201);
    // A click older than the window has expired.
    const old = cookieOf(await visit(t, 'bringer', `${CHROME} old`))!;
    await t.ctx.database.db
      .update(affiliateClicks)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(affiliateClicks.id, old.value));
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        username: 'late_one',
        first_name: 'L',
        last_name: 'O',
        email: 'late@example.com',
        password: 'sunrise-reels-9',
      },
      cookies: { [REFERRAL_COOKIE]: old.value },
    });
    expect(late.statusCode).toBe(201);
    expect(late.cookies.find((c) => c.name === REFERRAL_COOKIE)?.value).toBe('');
    expect((await me(t, a)).signups).toBe(1);
  });

  it('pays 30 % of what was actually paid, once per invoice; refunds reduce and then reverse it', async () => {
    const a = await affiliateWithCode(t, 'earner');
    const buyer = await referredSignup(t, 'earner', 'money1');
    const s = composeServices(t.ctx).affiliate;
    const paidAt = new Date();
    const paid = {
      userId: buyer.id,
      invoiceId: 'in_money1',
      amountPaidCents: 2_899,
      currency: 'usd',
      paidAt,
      paidLike: async () => false,
    };
    await s.invoicePaid(paid);
    await s.invoicePaid(paid); // the same webhook twice
    // A stranger's invoice and a zero invoice make nothing.
    const stranger = await makeUser(t.ctx);
    await s.invoicePaid({ ...paid, userId: stranger.user.id, invoiceId: 'in_stranger' });
    await s.invoicePaid({ ...paid, invoiceId: 'in_zero', amountPaidCents: 0 });
    let list = await commissions(t, a);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      buyer_email: 'bu***@example.com',
      stripe_invoice_id: 'in_money1',
      amount_gross_cents: 2_899,
      rate_bps: 3000,
      amount_commission_cents: 869, // 869.7 rounded down, in integer cents
      status: 'pending',
    });
    expect(await me(t, a)).toMatchObject({
      paid_customers: 1,
      earned_cents_pending: 869,
      earned_cents_total: 869,
    });

    // A partial refund of $10.00 leaves 30 % of $18.99.
    const refund = {
      userId: buyer.id,
      invoiceId: 'in_money1',
      refundId: 're_1',
      amountRefundedCents: 1_000,
      chargeback: false,
      refundedAt: new Date(),
    };
    await s.chargeRefunded(refund);
    await s.chargeRefunded(refund); // replayed
    list = await commissions(t, a);
    expect(list[0]).toMatchObject({
      amount_commission_cents: 569,
      amount_refunded_cents: 1_000,
      status: 'pending',
    });
    // The rest refunded: reversed, and out of the totals.
    await s.chargeRefunded({ ...refund, refundId: 're_2', amountRefundedCents: 1_899 });
    expect((await commissions(t, a, 'reversed'))[0]).toMatchObject({ status: 'reversed' });
    expect(await commissions(t, a, 'pending')).toEqual([]);
    expect(await me(t, a)).toMatchObject({ paid_customers: 0, earned_cents_total: 0 });

    // A chargeback reverses the whole commission.
    await s.invoicePaid({ ...paid, invoiceId: 'in_money2', amountPaidCents: 9_900 });
    await s.chargeRefunded({
      ...refund,
      invoiceId: 'in_money2',
      refundId: 'dp_1',
      amountRefundedCents: 9_900,
      chargeback: true,
    });
    expect(
      (await commissions(t, a, 'reversed'))
        .map((c: { stripe_invoice_id: string }) => c.stripe_invoice_id)
        .sort(),
    ).toEqual(['in_money1', 'in_money2']);
    const badFilter = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate/me/commissions/?status=owed',
      headers: a.headers,
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().detail).toBe('status must be one of: pending, ready, paid, reversed.');
  });

  it('moves pending → ready after the refund window → paid through a payout marked paid by the operator', async () => {
    const a = await affiliateWithCode(t, 'payday');
    const buyer = await referredSignup(t, 'payday', 'pay1');
    const { affiliate: s, affiliatePayouts: pay } = composeServices(t.ctx);
    const paidAt = new Date(Date.UTC(2031, 0, 10));
    await s.invoicePaid(usdInvoice(buyer.id, 'in_pay1', 4_900, paidAt));
    await s.invoicePaid(usdInvoice(buyer.id, 'in_pay2', 4_900, new Date(paidAt.getTime() + DAY)));
    // Inside the window nothing moves.
    await pay.matureCommissions(new Date(paidAt.getTime() + 29 * DAY));
    expect(await commissions(t, a, 'ready')).toEqual([]);
    await pay.matureCommissions(new Date(paidAt.getTime() + 30.5 * DAY));
    expect(
      (await commissions(t, a, 'ready')).map((c: { stripe_invoice_id: string }) => c.stripe_invoice_id),
    ).toEqual(['in_pay1']);
    // The March run pays February: the first commission became ready on Feb 9, the second on Feb 10.
    const run = await pay.runPayouts(new Date(Date.UTC(2031, 2, 1, 6)));
    const mine = run.filter((p) => p.affiliateUserId === a.user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amountCents: 2_940, status: 'pending' });
    // A second run in the same period makes no second payout.
    expect(
      (await pay.runPayouts(new Date(Date.UTC(2031, 2, 2, 6)))).filter(
        (p) => p.affiliateUserId === a.user.id,
      ),
    ).toEqual([]);
    let payouts = (
      await t.app.inject({ method: 'GET', url: '/api/affiliate/me/payouts/', headers: a.headers })
    ).json();
    expect(payouts[0]).toMatchObject({
      period_start: '2031-02-01T00:00:00.000Z',
      period_end: '2031-03-01T00:00:00.000Z',
      amount_cents: 2_940,
      status: 'pending',
      stripe_transfer_id: null,
    });
    await pay.approvePayout(payouts[0].id);
    await pay.markPayoutPaid(payouts[0].id, 'wire-2031-03');
    payouts = (
      await t.app.inject({ method: 'GET', url: '/api/affiliate/me/payouts/', headers: a.headers })
    ).json();
    expect(payouts[0]).toMatchObject({ status: 'paid', stripe_transfer_id: 'wire-2031-03' });
    expect(await me(t, a)).toMatchObject({
      earned_cents_paid: 2_940,
      earned_cents_ready: 0,
      earned_cents_pending: 0,
    });
    await expect(pay.markPayoutPaid(payouts[0].id, null)).rejects.toThrow('is paid, not pending');

    // Refunded after it was paid out: a negative line the next payout nets out.
    await s.chargeRefunded({
      userId: buyer.id,
      invoiceId: 'in_pay1',
      refundId: 're_pay1',
      amountRefundedCents: 4_900,
      chargeback: false,
      refundedAt: new Date(Date.UTC(2031, 2, 5)),
    });
    const clawback = (await commissions(t, a, 'ready')).find((c: { kind: string }) => c.kind === 'clawback');
    expect(clawback).toMatchObject({ amount_commission_cents: -1_470, status: 'ready' });
    expect((await me(t, a)).earned_cents_total).toBe(2_940 - 1_470);
  });

  it('keeps balances under the minimum for a later period', async () => {
    const a = await affiliateWithCode(t, 'smallfry');
    const buyer = await referredSignup(t, 'smallfry', 'small1');
    const { affiliate: s, affiliatePayouts: pay } = composeServices(t.ctx);
    await s.invoicePaid(usdInvoice(buyer.id, 'in_small', 1_000, new Date(Date.UTC(2032, 0, 1))));
    const run = await pay.runPayouts(new Date(Date.UTC(2032, 3, 1, 6)));
    expect(run.filter((p) => p.affiliateUserId === a.user.id)).toEqual([]);
    expect((await commissions(t, a, 'ready'))[0]).toMatchObject({ amount_commission_cents: 300 });
  });

  it("shows nobody else's figures, commissions or payouts", async () => {
    const a = await affiliateWithCode(t, 'private-one');
    const buyer = await referredSignup(t, 'private-one', 'priv1');
    await composeServices(t.ctx).affiliate.invoicePaid(usdInvoice(buyer.id, 'in_priv', 1_000));
    const b = await affiliateWithCode(t, 'nosy-one');
    expect(await commissions(t, b)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/affiliate/me/payouts/', headers: b.headers })).json(),
    ).toEqual([]);
    expect(await me(t, b)).toMatchObject({ signups: 0, earned_cents_total: 0 });
    expect(await commissions(t, a)).toHaveLength(1);
    // The referred customer is not in the program and sees nothing of it.
    const token = await t.ctx.tokens.signAccess(buyer.id, buyer.sessionVersion);
    await t.ctx.database.db.query.users.findFirst();
    const asBuyer = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate/me/commissions/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect([401, 403]).toContain(asBuyer.statusCode);
  });

  it('puts maturing and the payout run on the queue timetable', async () => {
    await startSchedules(t.ctx);
    await startSchedules(t.ctx); // every worker calls it; still one schedule each
    const { rows } = (await t.ctx.database.db.execute(
      sql`SELECT name, cron, timezone FROM pgboss.schedule WHERE name LIKE 'affiliate.%' ORDER BY name`,
    )) as unknown as { rows: Array<{ name: string; cron: string; timezone: string }> };
    expect(rows).toEqual([
      { name: 'affiliate.mature', cron: '17 * * * *', timezone: 'UTC' },
      { name: 'affiliate.payouts', cron: '0 6 * * *', timezone: 'UTC' },
    ]);
  });

  it('answers Stripe onboarding with a clear refusal when payouts are manual', async () => {
    const a = await affiliateWithCode(t, 'manual-one');
    const res = await t.app.inject({ method: 'POST', url: '/api/affiliate/connect/', headers: a.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/not set up on this server/);
  });
});

describe('payouts through Stripe Connect (local fake)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        ...stripe.env(),
        AFFILIATE_RATE_BPS: '2500',
      },
    });
    configureRateLimits(t.ctx, { register: { ip: { max: 1000, windowSec: 60 } } });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const waitForPayout = async (id: string, status: string) => {
    for (let i = 0; i < 100; i++) {
      const [row] = await t.ctx.database.db
        .select()
        .from(affiliatePayouts)
        .where(eq(affiliatePayouts.id, id));
      if (row?.status === status) return row;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`payout ${id} never became ${status}`);
  };

  it('onboards a connected account, transfers the payout, and returns commissions to ready when a transfer fails', async () => {
    const a = await affiliateWithCode(t, 'connected');
    expect(await me(t, a)).toMatchObject({ payout_method: 'stripe', payout_account: 'none', rate_bps: 2500 });
    const link = await t.app.inject({ method: 'POST', url: '/api/affiliate/connect/', headers: a.headers });
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toMatch(`${stripe.url}/connect/onboard/`);
    const [account] = [...stripe.state.accounts.values()];
    expect(account.email).toBe(a.user.email);
    expect([...stripe.state.accountLinks.values()][0]).toMatchObject({
      account: account.id,
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/affiliate?connect=done',
    });
    expect(await me(t, a)).toMatchObject({ payout_account: 'pending' });
    stripe.onboard(account.id);
    expect(await me(t, a)).toMatchObject({ payout_account: 'ready' });

    const buyer = await referredSignup(t, 'connected', 'conn1');
    const { affiliate: s, affiliatePayouts: pay } = composeServices(t.ctx);
    await s.invoicePaid(usdInvoice(buyer.id, 'in_conn1', 29_900, new Date(Date.UTC(2033, 0, 3))));
    expect((await commissions(t, a))[0]).toMatchObject({ amount_commission_cents: 7_475, rate_bps: 2500 });

    // The transfer is refused: the payout fails and the commission is ready for the next run.
    stripe.failTransfers = true;
    const [failing] = await pay.runPayouts(new Date(Date.UTC(2033, 2, 1, 6)));
    const failed = await waitForPayout(failing.id, 'failed');
    expect(failed.failureReason).toBe('You have insufficient available funds in your Stripe account.');
    const [c] = await t.ctx.database.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.stripeInvoiceId, 'in_conn1'));
    expect(c).toMatchObject({ status: 'ready', payoutId: null });
    expect(stripe.state.transfers.size).toBe(0);

    // The next run sends it.
    stripe.failTransfers = false;
    const [retry] = await pay.runPayouts(new Date(Date.UTC(2033, 2, 2, 6)));
    expect(retry.id).not.toBe(failing.id);
    const paid = await waitForPayout(retry.id, 'paid');
    expect(stripe.state.transfers.size).toBe(1);
    const [transfer] = [...stripe.state.transfers.values()];
    expect(transfer).toMatchObject({ amount: 7_475, currency: 'usd', destination: account.id });
    expect(paid.stripeTransferId).toBe(transfer.id);
    const payouts = (
      await t.app.inject({ method: 'GET', url: '/api/affiliate/me/payouts/', headers: a.headers })
    ).json();
    expect(payouts.map((p: { status: string }) => p.status)).toEqual(['paid', 'failed']);
    expect((await commissions(t, a))[0]).toMatchObject({ status: 'paid' });
    expect(await me(t, a)).toMatchObject({ earned_cents_paid: 7_475, earned_cents_ready: 0 });
    // A replayed transfer job sends nothing twice.
    await pay.transferPayout(retry.id);
    expect(stripe.state.transfers.size).toBe(1);
  });

  it('skips affiliates without a ready connected account', async () => {
    const a = await affiliateWithCode(t, 'unconnected');
    const buyer = await referredSignup(t, 'unconnected', 'unc1');
    const { affiliate: s, affiliatePayouts: pay } = composeServices(t.ctx);
    await s.invoicePaid(usdInvoice(buyer.id, 'in_unc1', 29_900, new Date(Date.UTC(2034, 0, 3))));
    const run = await pay.runPayouts(new Date(Date.UTC(2034, 2, 1, 6)));
    expect(run.filter((p) => p.affiliateUserId === a.user.id)).toEqual([]);
    expect(await commissions(t, a, 'ready')).toHaveLength(1);
  });
});

describe('commissions from billing: a signed webhook through /api/billing/webhook/', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        ...stripe.env(),
      },
    });
    configureRateLimits(t.ctx, { register: { ip: { max: 1000, windowSec: 60 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/billing/webhook/`;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('a referred customer pays through Checkout: the referrer gets 30 % of what was paid; a refund reduces it', async () => {
    const a = await affiliateWithCode(t, 'webhooked');
    const buyer = await referredSignup(t, 'webhooked', 'wh1');
    await t.ctx.database.db.update(users).set({ isActive: true }).where(eq(users.id, buyer.id));
    const auth = { authorization: `Bearer ${await t.ctx.tokens.signAccess(buyer.id, buyer.sessionVersion)}` };
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout/',
      headers: auth,
      payload: { plan: 'creator', interval: 'monthly' },
    });
    expect(checkout.statusCode).toBe(200);
    // Paying on the hosted page sends the signed webhooks (invoice.paid among them) to billing's route.
    await stripe.pay(new URL(checkout.json().url).pathname.split('/').pop()!);
    const invoice = [...stripe.state.invoices.values()].find(
      (i) =>
        i.status === 'paid' &&
        i.customer === [...stripe.state.customers.values()].find((c) => c.metadata.user_id === buyer.id)!.id,
    )!;
    let list = await commissions(t, a);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      stripe_invoice_id: invoice.id,
      amount_gross_cents: invoice.amount_paid,
      rate_bps: 3000,
      amount_commission_cents: Math.floor((invoice.amount_paid * 3000) / 10_000),
      status: 'pending',
    });
    // A partial refund through Stripe lowers it.
    const charge = [...stripe.state.charges.values()].find((c) => c.customer === invoice.customer)!;
    const refunded = await stripe.refund(charge.id, { amount: 500 });
    expect(refunded.status).toBe(200);
    list = await commissions(t, a);
    expect(list[0]).toMatchObject({
      amount_refunded_cents: 500,
      amount_commission_cents: Math.floor(((invoice.amount_paid - 500) * 3000) / 10_000),
    });
  });
  /** Subscribes a signed-in account through Checkout, paying on the hosted page with `card`. */
  const payWithCard = async (auth: Record<string, string>, card: string) => {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout/',
      headers: auth,
      payload: { plan: 'creator', interval: 'monthly' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    await stripe.pay(new URL(checkout.json().url).pathname.split('/').pop()!, { card });
  };
  const signedIn = async (u: { id: string; sessionVersion: number }) => {
    await t.ctx.database.db.update(users).set({ isActive: true }).where(eq(users.id, u.id));
    return { authorization: `Bearer ${await t.ctx.tokens.signAccess(u.id, u.sessionVersion)}` };
  };

  it('pays no commission when a referred account pays with the affiliate’s own card', async () => {
    const a = await affiliateWithCode(t, 'samecard');
    // The affiliate pays for their own plan with their card.
    await payWithCard(a.headers, '4000 0566 5566 5556');
    // A "referred" account of theirs pays with the same card; a real customer with another.
    const twin = await referredSignup(t, 'samecard', 'twin');
    await payWithCard(await signedIn(twin), '4000056655665556');
    expect(await commissions(t, a)).toEqual([]);
    const stranger = await referredSignup(t, 'samecard', 'stranger');
    await payWithCard(await signedIn(stranger), '5555 5555 5555 4444');
    const list = await commissions(t, a);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amount_gross_cents: 1500, status: 'pending' });
  });
});
