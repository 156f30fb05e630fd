import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { affiliatePayouts, socialPosts, socialPostTargets, users, videos } from '../../db/schema/index.ts';
import { REFERRAL_COOKIE } from '../affiliate/affiliate.service.ts';

type Headers = Record<string, string>;

describe('the operator console: payments, payouts, social posts, abuse, closing accounts', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let op: Awaited<ReturnType<typeof makeUser>>;
  let creator: Awaited<ReturnType<typeof makeUser>>;
  const OPERATOR = 'console@example.com';
  const as = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const audit = async () =>
    (await as(op.headers, 'GET', '/api/admin/audit')).json().entries as {
      action: string;
      target_id: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      worker: false,
      env: {
        OPERATOR_EMAILS: OPERATOR,
        ...stripe.env(),
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/billing/webhook/`;
    op = await makeUser(t.ctx, { email: OPERATOR });
    creator = await makeUser(t.ctx);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** A referred buyer who paid $15 through Checkout: the affiliate has a pending commission. */
  async function referredSale() {
    const affiliate = await makeUser(t.ctx);
    const code = `ref${crypto.randomUUID().slice(0, 6)}`;
    await as(affiliate.headers, 'POST', '/api/affiliate/enable/');
    expect(
      (await as(affiliate.headers, 'POST', '/api/affiliate/claim-code/', { referral_code: code })).statusCode,
    ).toBe(200);
    const click = (
      await t.app.inject({
        url: `/pricing?ref=${code}`,
        headers: {
          'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${code}`,
        },
        remoteAddress: '203.0.113.7',
      })
    ).cookies.find((c) => c.name === REFERRAL_COOKIE)!;
    const email = `buyer.${code}@example.com`;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        username: `b_${code}`,
        first_name: 'Bo',
        last_name: 'Buyer',
        email,
        password: 'sunrise-reels-9',
      },
      cookies: { [REFERRAL_COOKIE]: click.value },
    });
    expect(reg.statusCode).toBe(201);
    const [buyer] = await t.ctx.database.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.email, email))
      .returning();
    const headers = {
      authorization: `Bearer ${await t.ctx.tokens.signAccess(buyer!.id, buyer!.sessionVersion)}`,
    };
    const checkout = await as(headers, 'POST', '/api/billing/checkout/', {
      plan: 'creator',
      interval: 'monthly',
    });
    await stripe.pay(new URL(checkout.json().url).pathname.split('/').pop()!);
    const commissions = async () =>
      (await as(affiliate.headers, 'GET', '/api/affiliate/me/commissions/')).json() as {
        status: string;
        amount_commission_cents: number;
      }[];
    return { email, commissions };
  }

  it('lists invoices; a refund goes through Stripe, reverses the commission at once and is audited', async () => {
    const sale = await referredSale();
    expect((await sale.commissions())[0]).toMatchObject({ status: 'pending' });
    const payments = (await as(op.headers, 'GET', `/api/admin/payments?q=${sale.email}`)).json();
    expect(payments.payments_on).toBe(true);
    expect(payments.invoices).toHaveLength(1);
    const invoice = payments.invoices[0];
    expect(invoice).toMatchObject({ email: sale.email, amount_paid_cents: 1500, refunded_cents: 0 });

    // Too much is refused before Stripe is asked.
    const tooMuch = await as(op.headers, 'POST', `/api/admin/invoices/${invoice.id}/refund`, {
      amount_cents: 99_999,
    });
    expect(tooMuch.statusCode).toBe(400);
    // Stripe's refund event is not delivered yet: the console's refund alone reverses the commission.
    stripe.webhookUrl = null;
    const refund = await as(op.headers, 'POST', `/api/admin/invoices/${invoice.id}/refund`, {});
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ amount_cents: 1500 });
    const charge = [...stripe.state.charges.values()].find((c) => c.amount_refunded > 0)!;
    expect(charge.amount_refunded).toBe(1500);
    expect((await sale.commissions())[0]).toMatchObject({ status: 'reversed' });
    const after = (await as(op.headers, 'GET', `/api/admin/payments?q=${sale.email}`)).json();
    expect(after.invoices[0]).toMatchObject({ refunded_cents: 1500 });
    expect((await audit())[0]).toMatchObject({
      action: 'payment.refund',
      target_id: invoice.id,
      before: { amount_paid_cents: 1500 },
      after: { amount_cents: 1500 },
    });
    expect((await as(op.headers, 'POST', '/api/admin/invoices/in_nothing/refund', {})).statusCode).toBe(404);
  });

  it('lists disputes as Stripe reported them', async () => {
    stripe.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/billing/webhook/`;
    const charge = [...stripe.state.charges.values()][0]!;
    const dispute = {
      id: 'dp_console',
      object: 'dispute',
      charge: charge.id,
      amount: 1500,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'needs_response',
      created: Math.floor(Date.now() / 1000),
    };
    expect((await stripe.emit('charge.dispute.created', dispute)).status).toBe(200);
    const { disputes } = (await as(op.headers, 'GET', '/api/admin/payments')).json();
    expect(disputes[0]).toMatchObject({
      event: 'created',
      dispute_id: 'dp_console',
      charge_id: charge.id,
      amount_cents: 1500,
      reason: 'fraudulent',
      status: 'needs_response',
    });
  });

  it('approves a waiting payout, then marks it paid with its reference, or failed; the audit log keeps all', async () => {
    const affiliate = await makeUser(t.ctx);
    const period = (m: number) => new Date(Date.UTC(2026, m, 1));
    const [a, b] = await t.ctx.database.db
      .insert(affiliatePayouts)
      .values([
        {
          affiliateUserId: affiliate.user.id,
          periodStart: period(8),
          periodEnd: period(9),
          amountCents: 5000,
        },
        {
          affiliateUserId: affiliate.user.id,
          periodStart: period(9),
          periodEnd: period(10),
          amountCents: 7000,
        },
      ])
      .returning();
    const waiting = (await as(op.headers, 'GET', '/api/admin/payouts')).json().payouts;
    expect(waiting.map((p: { id: string }) => p.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(waiting.find((p: { id: string }) => p.id === a!.id)).toMatchObject({
      email: affiliate.user.email,
      amount_cents: 5000,
    });

    // Approved first: marking an unapproved payout paid is refused.
    const early = await as(op.headers, 'POST', `/api/admin/payouts/${a!.id}/paid`, {
      reference: 'wire 1182',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'payout_not_approved',
      error: `Payout ${a!.id} is not approved yet. Approve it before marking it paid.`,
    });
    const approved = await as(op.headers, 'POST', `/api/admin/payouts/${a!.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().approved_at).toEqual(expect.any(String));
    expect((await as(op.headers, 'POST', `/api/admin/payouts/${a!.id}/approve`)).statusCode).toBe(409);
    const paid = await as(op.headers, 'POST', `/api/admin/payouts/${a!.id}/paid`, { reference: 'wire 1182' });
    expect(paid.json()).toMatchObject({ status: 'paid', stripe_transfer_id: 'wire 1182' });
    expect((await as(op.headers, 'POST', `/api/admin/payouts/${a!.id}/paid`, {})).statusCode).toBe(409);
    const failed = await as(op.headers, 'POST', `/api/admin/payouts/${b!.id}/failed`, {
      reason: 'Bank refused it',
    });
    expect(failed.json()).toMatchObject({ status: 'failed', failure_reason: 'Bank refused it' });
    expect((await as(op.headers, 'GET', '/api/admin/payouts')).json().payouts).toEqual([]);
    const [fail, pay, approve] = await audit();
    expect(approve).toMatchObject({ action: 'payout.approve', target_id: a!.id, after: { approved: true } });
    expect(pay).toMatchObject({
      action: 'payout.mark_paid',
      target_id: a!.id,
      after: { status: 'paid', reference: 'wire 1182' },
    });
    expect(fail).toMatchObject({
      action: 'payout.mark_failed',
      before: { status: 'pending' },
      after: { status: 'failed' },
    });
  });

  async function finishedVideo(userId: string, title: string) {
    const [v] = await t.ctx.database.db
      .insert(videos)
      .values({
        userId,
        title,
        idea: title,
        vibe: 'educational',
        voice: 'rachel',
        style: 'cinematic',
        captionPreset: 'bold',
        music: 'auto',
        targetDurationSec: 30,
        status: 'completed',
        completedAt: new Date(),
        videoKey: `users/${userId}/videos/x/video.mp4`,
      })
      .returning();
    return v!;
  }

  it('counts posts per platform and groups failures by platform and error', async () => {
    const v = await finishedVideo(creator.user.id, 'Posted one');
    const post = (status: 'posted' | 'failed', error: string | null) =>
      t.ctx.database.db
        .insert(socialPosts)
        .values({
          userId: creator.user.id,
          videoId: v.id,
          title: 'p',
          status: status === 'posted' ? 'posted' : 'failed',
        })
        .returning()
        .then(([p]) =>
          t.ctx.database.db.insert(socialPostTargets).values([
            { postId: p!.id, platform: 'youtube', status, errorMessage: error },
            {
              postId: p!.id,
              platform: 'tiktok',
              status: 'failed',
              errorMessage: 'The TikTok connection expired.',
            },
          ]),
        );
    await post('posted', null);
    await post('failed', 'Upload quota exceeded');
    await post('failed', 'Upload quota exceeded');
    const social = (await as(op.headers, 'GET', '/api/admin/social')).json();
    expect(social.platforms).toEqual([
      { platform: 'tiktok', posted: 0, failed: 3, waiting: 0 },
      { platform: 'youtube', posted: 1, failed: 2, waiting: 0 },
    ]);
    expect(
      social.failures.map((f: { platform: string; error: string; count: number }) => [
        f.platform,
        f.error,
        f.count,
      ]),
    ).toEqual([
      ['tiktok', 'The TikTok connection expired.', 3],
      ['youtube', 'Upload quota exceeded', 2],
    ]);
  });

  it('a viewer reports a shared video; the console lists it and an operator resolves it', async () => {
    const v = await finishedVideo(creator.user.id, 'Reported one');
    const link = (await as(creator.headers, 'POST', `/api/videos/${v.id}/share-link`)).json();
    const token = link.path.replace('/watch/', '');
    const bad = await as({}, 'POST', `/api/shared/${token}/report`, { reason: 'nonsense' });
    expect(bad.statusCode).toBe(400);
    const res = await as({}, 'POST', `/api/shared/${token}/report`, {
      reason: 'copyright',
      details: 'My song.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('Thank you');
    expect((await as({}, 'POST', `/api/shared/${v.id}-1-x/report`, { reason: 'spam' })).statusCode).toBe(404);

    const [report] = (await as(op.headers, 'GET', '/api/admin/reports')).json().reports;
    expect(report).toMatchObject({
      video_id: v.id,
      title: 'Reported one',
      owner_email: creator.user.email,
      reason: 'copyright',
      details: 'My song.',
      resolved_at: null,
    });
    const done = await as(op.headers, 'POST', `/api/admin/reports/${report.id}/resolve`, {
      resolution: 'Video removed',
    });
    expect(done.json()).toMatchObject({ resolution: 'Video removed' });
    expect(
      (await as(op.headers, 'POST', `/api/admin/reports/${report.id}/resolve`, { resolution: 'again' }))
        .statusCode,
    ).toBe(409);
    expect((await audit())[0]).toMatchObject({
      action: 'report.resolve',
      after: { resolved: true, resolution: 'Video removed' },
    });
  });

  it('refuses ideas with a blocked word, as a whole word in any case, at video and script creation', async () => {
    const list = await as(op.headers, 'POST', '/api/admin/blocked-words', { word: '  Grift ' });
    expect(list.json()).toEqual({ words: ['grift'] });
    const video = await as(creator.headers, 'POST', '/api/videos', { idea: 'The GRIFT economy explained' });
    expect(video.statusCode).toBe(400);
    expect(video.json()).toMatchObject({
      code: 'idea_blocked',
      error: 'Your idea uses a word we do not allow ("grift"). Please reword it and try again.',
    });
    const script = await as(creator.headers, 'POST', '/api/scripts/text/', {
      topic: 'grift tips',
      vibe: 'educational',
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().topic[0]).toContain('"grift"');
    // Part of a longer word is not the word.
    const fine = await as(creator.headers, 'POST', '/api/scripts/text/', {
      topic: 'Griftless honest budgeting',
      vibe: 'educational',
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(
      (await as(op.headers, 'POST', '/api/admin/blocked-words', { word: 'grift', blocked: false })).json(),
    ).toEqual({ words: [] });
    const [removed, added] = await audit();
    expect(added).toMatchObject({ action: 'blocklist.add', target_id: 'grift' });
    expect(removed).toMatchObject({ action: 'blocklist.remove', target_id: 'grift' });
  });

  it('closes an account from the console: signed out, refused sign-in says closed, audited', async () => {
    const leaving = await makeUser(t.ctx);
    expect((await as(op.headers, 'POST', `/api/admin/users/${op.user.id}/close`)).statusCode).toBe(409);
    const res = await as(op.headers, 'POST', `/api/admin/users/${leaving.user.id}/close`);
    expect(res.statusCode).toBe(200);
    expect((await as(leaving.headers, 'GET', '/api/users/me/')).statusCode).toBe(401);
    expect((await as(op.headers, 'POST', `/api/admin/users/${leaving.user.id}/close`)).statusCode).toBe(409);
    expect((await audit())[0]).toMatchObject({
      action: 'user.close',
      target_id: leaving.user.id,
      before: { closed_at: null },
    });
  });
});
