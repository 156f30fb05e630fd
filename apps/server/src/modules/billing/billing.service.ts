import { createHash, randomBytes } from 'node:crypto';
import { PLANS, type BillingInterval, type Plan, type PlanId } from '@reelsmith/contracts/plans';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../http/errors.ts';
import type { BillingListener } from './billing.listeners.ts';
import { BillingRepo, type SubscriptionRow } from './billing.repo.ts';
import { invoiceFailedEmail, teamInviteEmail, usageNoticeEmail } from './billing.emails.ts';
import { createStripe, type Stripe } from './stripe.gateway.ts';
import { UsageRepo, type UsageKind } from './usage.repo.ts';

const DAY = 86_400_000;
/** The terms: 7 days of grace after a failed payment. */
export const GRACE_DAYS = 7;
/** The terms: a first annual payment refunded within 14 days ends the plan. */
export const REFUND_WINDOW_DAYS = 14;
const INVITE_DAYS = 7;
const RANK: Record<PlanId, number> = { free: 0, creator: 1, business: 2 };

// The operator's side (Stripe's keys, or granting a plan with the CLI) is in the README.
export const PAYMENTS_OFF_MESSAGE =
  'Paying for a plan isn’t available on this server yet. Ask the people who run it to change your plan.';

/** The calendar month `YYYY-MM` in a time zone (UTC when the zone is unknown). */
export function currentPeriod(now = new Date(), timeZone = 'UTC'): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
    }).formatToParts(now);
    return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
  } catch {
    return now.toISOString().slice(0, 7);
  }
}

export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const nextPeriodStart = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

export function planOf(planId: string): Plan {
  return PLANS.find((p) => p.id === planId) ?? PLANS[0];
}

const UPGRADE = { upgrade_url: '/pricing' };
/** Whether a plan sells a feature by name ("Voice cloning", "Advanced prompt engineering"). */
export const planIncludes = (planId: string, feature: string): boolean =>
  planOf(planId).features.includes(feature);

export class PlanLimitError extends AppError {
  constructor(plan: Plan) {
    const message = `You've used your ${plan.videos} free videos this month. Upgrade to Creator for unlimited videos, or wait until next month.`;
    super(402, 'plan_limit_reached', message, { detail: message, ...UPGRADE });
  }
}

export class VoiceLimitError extends AppError {
  constructor(plan: Plan) {
    const message = `You've used your ${plan.voiceGenerations} voice generations this month. Upgrade your plan for more, or wait until next month.`;
    super(402, 'voice_limit_reached', message, { detail: message, ...UPGRADE });
  }
}

export class BillingOffError extends AppError {
  constructor() {
    super(503, 'billing_not_configured', PAYMENTS_OFF_MESSAGE, { detail: PAYMENTS_OFF_MESSAGE });
  }
}

/** The most characters one narration may speak on this plan; asking for more is a 400. */
export function voiceCharacterCap(planId: string, asked: number | undefined): number {
  const cap = planOf(planId).voiceCharacters;
  if (asked !== undefined && asked > cap) {
    const message = `max_chars can be at most ${cap}.`;
    throw new ValidationError(message, { max_chars: [message] });
  }
  return asked ?? cap;
}

/** Videos left this month on `user.plan`: a number, or null when unlimited. Derived from usage rows. */
export async function creditsAvailable(
  db: Db,
  user: { id: string; plan: string },
  now = new Date(),
): Promise<number | null> {
  const plan = planOf(user.plan);
  if (plan.videos === null) return null;
  const tz = (await new BillingRepo(db).account(user.id))?.timeZone ?? 'UTC';
  const used = await new UsageRepo(db).countVideos(user.id, currentPeriod(now, tz));
  return Math.max(0, plan.videos - used);
}

/**
 * Takes one voice generation for `audioId`, or throws VoiceLimitError. Run inside the transaction
 * that creates the narration: the user's row is locked, so two requests cannot share the last one.
 */
export async function takeVoiceGeneration(
  tx: Db,
  user: { id: string; plan: string },
  audioId: string,
  now = new Date(),
): Promise<void> {
  const usage = new UsageRepo(tx);
  await usage.lockUser(user.id);
  const plan = planOf(user.plan);
  const tz = (await new BillingRepo(tx).account(user.id))?.timeZone ?? 'UTC';
  const period = currentPeriod(now, tz);
  if ((await usage.countVoice(user.id, period)) >= plan.voiceGenerations) throw new VoiceLimitError(plan);
  await usage.addVoice(user.id, audioId, period);
}

/** Whether a subscription row gives its plan at `now` (the state machine, read off the row). */
export function subscriptionEntitles(sub: SubscriptionRow, now: Date): boolean {
  if (sub.endedByRefundAt) return false;
  switch (sub.status) {
    case 'active':
    case 'trialing':
      // Canceled at period end keeps the plan until then (Stripe ends it with its own event too).
      return !(sub.cancelAtPeriodEnd && sub.currentPeriodEnd && sub.currentPeriodEnd <= now);
    case 'past_due':
      return !!sub.pastDueSince && now.getTime() < sub.pastDueSince.getTime() + GRACE_DAYS * DAY;
    default:
      // canceled, unpaid, incomplete, incomplete_expired, paused
      return false;
  }
}

export interface PlanState {
  plan: Plan;
  source: 'free' | 'grant' | 'subscription' | 'team';
  teamOwnerId: string | null;
  subscription: SubscriptionRow | null;
  grantedUntil: Date | null;
}

/**
 * Plans, allowances, Stripe and teams. The one place that says what plan a user is on and how
 * much of it is left this month; it reaches the database only through BillingRepo and UsageRepo.
 */
export class BillingService {
  private readonly repo: BillingRepo;
  private readonly usage: UsageRepo;
  readonly stripe: Stripe | null;

  constructor(
    private readonly ctx: AppContext,
    private readonly listeners: BillingListener[] = [],
    stripe?: Stripe | null,
  ) {
    this.repo = new BillingRepo(ctx.database.db);
    this.usage = new UsageRepo(ctx.database.db);
    this.stripe = stripe === undefined ? createStripe(ctx.env) : stripe;
  }

  get enabled() {
    return this.stripe !== null;
  }

  private requireStripe(): Stripe {
    if (!this.stripe) throw new BillingOffError();
    return this.stripe;
  }

  // ---- Plans --------------------------------------------------------------------------------

  /** The plan this person has without a team: the best of the operator's grant and the subscription. */
  private async ownPlan(
    userId: string,
    now: Date,
    repo = this.repo,
  ): Promise<Omit<PlanState, 'teamOwnerId'>> {
    const user = await repo.user(userId);
    if (!user) throw new NotFoundError('Account not found.');
    const account = await repo.account(userId);
    const grantedUntil = account?.planUntil ?? null;
    let plan = planOf('free');
    let source: PlanState['source'] = 'free';
    if (user.plan !== 'free' && (!grantedUntil || grantedUntil > now)) {
      plan = planOf(user.plan);
      source = 'grant';
    }
    const subscription = (await repo.subscriptionOf(userId)) ?? null;
    if (subscription && subscriptionEntitles(subscription, now)) {
      const subPlan = planOf(subscription.plan);
      if (RANK[subPlan.id] > RANK[plan.id]) {
        plan = subPlan;
        source = 'subscription';
      }
    }
    return { plan, source, subscription, grantedUntil };
  }

  /** The plan in force: a team member shares the owner's Business plan while the owner has it. */
  async planState(userId: string, now = new Date(), repo = this.repo): Promise<PlanState> {
    const own = await this.ownPlan(userId, now, repo);
    const ownerId = await repo.teamOf(userId);
    if (ownerId) {
      const owner = await this.ownPlan(ownerId, now, repo);
      if (owner.plan.id === 'business' && RANK.business > RANK[own.plan.id])
        return { ...own, plan: owner.plan, source: 'team', teamOwnerId: ownerId };
    }
    return { ...own, teamOwnerId: ownerId };
  }

  async planFor(userId: string, now = new Date()): Promise<Plan> {
    return (await this.planState(userId, now)).plan;
  }

  async creditsLeft(userId: string, now = new Date()): Promise<number | null> {
    const plan = await this.planFor(userId, now);
    return creditsAvailable(this.ctx.database.db, { id: userId, plan: plan.id }, now);
  }

  async grant(email: string, planId: string, until: Date | null) {
    if (!PLANS.some((p) => p.id === planId))
      throw new ValidationError(`plan must be one of: ${PLANS.map((p) => p.id).join(', ')}.`);
    const user = await this.repo.userByEmail(email);
    if (!user) throw new NotFoundError(`No account with the email ${email}.`);
    await this.repo.grant(user.id, planId, planId === 'free' ? null : until);
    return this.planState(user.id);
  }

  // ---- Allowances ---------------------------------------------------------------------------

  /** What a new video is made on: the plan in force and this month in the user's time zone. */
  async videoAllowance(userId: string, now = new Date()): Promise<{ plan: Plan; period: string }> {
    const { plan } = await this.planState(userId, now);
    return { plan, period: currentPeriod(now, (await this.repo.account(userId))?.timeZone) };
  }

  /**
   * Inside the transaction that creates the video, with the user's row already locked (so two
   * requests cannot both take the last one): throws PlanLimitError before anything is made.
   */
  async checkVideo(tx: Db, userId: string, plan: Plan, period: string): Promise<void> {
    if (plan.videos !== null && (await new UsageRepo(tx).countVideos(userId, period)) >= plan.videos)
      throw new PlanLimitError(plan);
  }

  /** Voice generation inside the narration's transaction, on the plan in force. */
  async takeVoice(tx: Db, userId: string, audioId: string, now = new Date()): Promise<void> {
    const { plan } = await this.planState(userId, now, new BillingRepo(tx));
    await takeVoiceGeneration(tx, { id: userId, plan: plan.id }, audioId, now);
  }

  async usageSummary(userId: string, now = new Date()) {
    const plan = await this.planFor(userId, now);
    const timeZone = (await this.repo.account(userId))?.timeZone ?? 'UTC';
    const period = currentPeriod(now, timeZone);
    return {
      period,
      time_zone: timeZone,
      resets_on: nextPeriodStart(period),
      videos: { used: await this.usage.countVideos(userId, period), limit: plan.videos },
      voice: {
        used: await this.usage.countVoice(userId, period),
        limit: plan.voiceGenerations,
        characters_each: plan.voiceCharacters,
      },
    };
  }

  async setTimeZone(userId: string, timeZone: string) {
    if (!isTimeZone(timeZone))
      throw new ValidationError('time_zone must be an IANA time zone such as Europe/Paris.', {
        time_zone: ['Unknown time zone.'],
      });
    await this.repo.setTimeZone(userId, timeZone);
    return this.usageSummary(userId);
  }

  /** After usage was taken: the 80 % and 100 % emails, each once per allowance and period. */
  async noticeUsage(userId: string, kind: UsageKind, now = new Date()): Promise<void> {
    try {
      await this.sendNotice(userId, kind, now);
    } catch (err) {
      // The request already succeeded; a notice that could not be queued is logged, not thrown.
      this.ctx.logger.warn({ err: (err as Error).message, userId, kind }, 'usage notice not queued');
    }
  }

  private async sendNotice(userId: string, kind: UsageKind, now: Date): Promise<void> {
    const summary = await this.usageSummary(userId, now);
    const { used, limit } = kind === 'videos' ? summary.videos : summary.voice;
    if (limit === null || limit === 0) return;
    const pct = (used / limit) * 100;
    const reached = pct >= 100 ? 100 : pct >= 80 ? 80 : 0;
    if (!reached) return;
    // The 100 % notice also covers 80 %: a jump past both sends one email.
    const first = await this.usage.claimNotice(userId, summary.period, kind, reached);
    if (reached === 100) await this.usage.claimNotice(userId, summary.period, kind, 80);
    if (!first) return;
    const user = await this.repo.user(userId);
    if (!user) return;
    await this.ctx.email.enqueue(
      usageNoticeEmail(user.email, user.firstName, {
        kind,
        used,
        limit,
        reached,
        resetsOn: summary.resets_on,
        upgradeUrl: `${this.ctx.env.PUBLIC_URL}/pricing`,
      }),
    );
  }

  // ---- Stripe: checkout, portal, invoices, cancel ----------------------------------------------

  private async customerFor(userId: string): Promise<string> {
    const stripe = this.requireStripe();
    const account = await this.repo.ensureAccount(userId);
    if (account.stripeCustomerId) return account.stripeCustomerId;
    const user = (await this.repo.user(userId))!;
    const customer = await stripe.customers.create(
      { email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), metadata: { user_id: userId } },
      { idempotencyKey: `customer-${userId}` },
    );
    return this.repo.setCustomer(userId, customer.id);
  }

  /** The price for a plan and interval, found by lookup key (and made once if the account has none). */
  private async priceFor(plan: Plan, interval: BillingInterval): Promise<string> {
    const stripe = this.requireStripe();
    const key = `reelsmith_${plan.id}_${interval}`;
    const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const price = await stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: (interval === 'annual' ? plan.annualPrice : plan.price) * 100,
        recurring: { interval: interval === 'annual' ? 'year' : 'month' },
        lookup_key: key,
        product_data: { name: `Reelsmith ${plan.name}` },
        metadata: { plan: plan.id, interval },
      },
      { idempotencyKey: `price-${key}` },
    );
    return price.id;
  }

  async checkout(userId: string, planId: PlanId, interval: BillingInterval): Promise<{ url: string }> {
    const stripe = this.requireStripe();
    const plan = planOf(planId);
    if (plan.id === 'free' || plan.id !== planId)
      throw new ValidationError('plan must be creator or business.', { plan: ['Choose a paid plan.'] });
    const state = await this.planState(userId);
    if (state.subscription && subscriptionEntitles(state.subscription, new Date())) {
      // One subscription per person: changing plan or interval happens in the portal.
      return this.portal(userId);
    }
    const customer = await this.customerFor(userId);
    const price = await this.priceFor(plan, interval);
    const base = this.ctx.env.PUBLIC_URL;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      line_items: [{ price, quantity: 1 }],
      success_url: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/cancel-payment`,
      metadata: { user_id: userId, plan: plan.id, interval },
      subscription_data: { metadata: { user_id: userId, plan: plan.id, interval } },
    });
    if (!session.url) throw new AppError(502, 'stripe_error', 'Stripe did not return a checkout page.');
    return { url: session.url };
  }

  /** /payment-success asks here: the session is read from Stripe before anyone is told it worked. */
  async confirmCheckout(userId: string, sessionId: string) {
    const stripe = this.requireStripe();
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) throw new NotFoundError('Checkout not found.');
      throw err;
    }
    if (session.client_reference_id !== userId) throw new NotFoundError('Checkout not found.');
    const paid =
      session.status === 'complete' &&
      (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
    if (paid && session.subscription && typeof session.subscription === 'object')
      await this.syncSubscription(userId, session.subscription, new Date());
    const state = await this.planState(userId);
    return {
      status: paid
        ? ('paid' as const)
        : session.status === 'expired'
          ? ('expired' as const)
          : ('pending' as const),
      plan: state.plan.id,
      plan_name: state.plan.name,
    };
  }

  async portal(userId: string): Promise<{ url: string }> {
    const stripe = this.requireStripe();
    const customer = await this.customerFor(userId);
    const session = await stripe.billingPortal.sessions.create({
      customer,
      return_url: `${this.ctx.env.PUBLIC_URL}/settings#billing`,
    });
    return { url: session.url };
  }

  async invoices(userId: string) {
    if (!this.stripe) return { results: [] };
    const account = await this.repo.account(userId);
    if (!account?.stripeCustomerId) return { results: [] };
    const list = await this.stripe.invoices.list({ customer: account.stripeCustomerId, limit: 24 });
    return {
      results: list.data.map((i) => ({
        id: i.id,
        number: i.number ?? null,
        created: new Date(i.created * 1000).toISOString(),
        amount_paid: i.amount_paid,
        amount_due: i.amount_due,
        currency: i.currency,
        status: i.status,
        url: i.hosted_invoice_url ?? null,
        pdf: i.invoice_pdf ?? null,
      })),
    };
  }

  /** Cancel at period end (the plan stays until then) or resume before it ends. */
  async setCancelAtPeriodEnd(userId: string, cancel: boolean) {
    const stripe = this.requireStripe();
    const sub = await this.repo.subscriptionOf(userId);
    if (!sub || !subscriptionEntitles(sub, new Date()))
      throw new ConflictError('You have no active subscription.', 'no_subscription');
    const updated = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: cancel });
    await this.syncSubscription(userId, updated, new Date());
    return this.summary(userId);
  }

  /** Settings → Billing: everything in one answer. */
  async summary(userId: string) {
    const now = new Date();
    const state = await this.planState(userId, now);
    const sub = state.subscription;
    const live = sub && subscriptionEntitles(sub, now) ? sub : null;
    const graceUntil =
      live?.status === 'past_due' && live.pastDueSince
        ? new Date(live.pastDueSince.getTime() + GRACE_DAYS * DAY).toISOString()
        : null;
    return {
      billing_enabled: this.enabled,
      payments_message: this.enabled ? null : PAYMENTS_OFF_MESSAGE,
      plan: state.plan.id,
      plan_name: state.plan.name,
      source: state.source,
      interval: live ? (live.interval as BillingInterval) : null,
      status: live?.status ?? null,
      cancel_at_period_end: live?.cancelAtPeriodEnd ?? false,
      renews_at: live && !live.cancelAtPeriodEnd ? (live.currentPeriodEnd?.toISOString() ?? null) : null,
      ends_at: live?.cancelAtPeriodEnd
        ? (live.currentPeriodEnd?.toISOString() ?? null)
        : state.source === 'grant'
          ? (state.grantedUntil?.toISOString() ?? null)
          : null,
      grace_until: graceUntil,
      has_customer: !!(await this.repo.account(userId))?.stripeCustomerId,
      usage: await this.usageSummary(userId, now),
      team: await this.team(userId),
    };
  }

  // ---- Webhooks -----------------------------------------------------------------------------

  /** Verifies the signature on the raw body; a bad one is a 400 and changes nothing. */
  verify(raw: Buffer, signature: string | undefined): Stripe.Event {
    const stripe = this.requireStripe();
    if (!signature) throw new ValidationError('Missing Stripe-Signature header.', {}, 'bad_signature');
    try {
      return stripe.webhooks.constructEvent(raw, signature, this.ctx.env.STRIPE_WEBHOOK_SECRET!);
    } catch {
      throw new ValidationError('Invalid Stripe signature.', {}, 'bad_signature');
    }
  }

  /** Stores the event by id and processes it once; a replay (or a second delivery) does nothing. */
  async handleEvent(event: Stripe.Event): Promise<{ received: true; duplicate: boolean }> {
    const created = new Date(event.created * 1000);
    const fresh = await this.repo.claimEvent({ id: event.id, type: event.type, created, payload: event });
    if (!fresh) return { received: true, duplicate: true };
    try {
      await this.process(event, created);
    } catch (err) {
      await this.repo.unclaimEvent(event.id);
      throw err;
    }
    return { received: true, duplicate: false };
  }

  private async process(event: Stripe.Event, created: Date) {
    switch (event.type) {
      case 'checkout.session.completed': {
        const s = event.data.object;
        const userId = s.client_reference_id ?? (await this.userFor(s.customer));
        if (userId && typeof s.customer === 'string' && !(await this.repo.account(userId))?.stripeCustomerId)
          await this.repo.setCustomer(userId, s.customer);
        if (userId && s.subscription && this.stripe) {
          const id = typeof s.subscription === 'string' ? s.subscription : s.subscription.id;
          // The subscription as it is now: newer than any event about it sent so far.
          await this.syncSubscription(userId, await this.stripe.subscriptions.retrieve(id), created);
        }
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed': {
        const sub = event.data.object;
        const userId = (await this.userFor(sub.customer)) ?? sub.metadata?.user_id ?? null;
        if (userId) await this.syncSubscription(userId, sub, created);
        return;
      }
      case 'invoice.paid': {
        const inv = event.data.object;
        const userId = await this.userFor(inv.customer);
        if (!userId || !inv.id) return;
        await this.repo.saveInvoice({
          id: inv.id,
          userId,
          subscriptionId: subscriptionIdOf(inv),
          billingReason: inv.billing_reason ?? null,
          amountPaidCents: inv.amount_paid,
          currency: inv.currency,
          paidAt: inv.status_transitions?.paid_at ? new Date(inv.status_transitions.paid_at * 1000) : created,
        });
        for (const l of this.listeners)
          await l.invoicePaid({
            userId,
            invoiceId: inv.id,
            amountPaidCents: inv.amount_paid,
            currency: inv.currency,
            paidAt: inv.status_transitions?.paid_at
              ? new Date(inv.status_transitions.paid_at * 1000)
              : created,
          });
        return;
      }
      case 'invoice.payment_failed': {
        const inv = event.data.object;
        const userId = await this.userFor(inv.customer);
        const user = userId ? await this.repo.user(userId) : undefined;
        if (user)
          await this.ctx.email.enqueue(
            invoiceFailedEmail(user.email, user.firstName, `${this.ctx.env.PUBLIC_URL}/settings#billing`),
          );
        return;
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const userId = await this.userFor(charge.customer);
        if (!userId) return;
        const invoiceId = await this.invoiceIdForCharge(charge);
        const refunds = charge.refunds?.data ?? [];
        for (const refund of refunds) {
          for (const l of this.listeners)
            await l.chargeRefunded({
              userId,
              invoiceId,
              refundId: refund.id,
              amountRefundedCents: refund.amount,
              chargeback: false,
              refundedAt: new Date(refund.created * 1000),
            });
        }
        if (charge.refunded && invoiceId) await this.endPlanOnEarlyRefund(invoiceId, created);
        return;
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        if (!this.stripe) return;
        const chargeId = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
        const charge = await this.stripe.charges.retrieve(chargeId);
        const userId = await this.userFor(charge.customer);
        if (!userId) return;
        const invoiceId = await this.invoiceIdForCharge(charge);
        for (const l of this.listeners)
          await l.chargeRefunded({
            userId,
            invoiceId,
            refundId: dispute.id,
            amountRefundedCents: dispute.amount,
            chargeback: true,
            refundedAt: new Date(dispute.created * 1000),
          });
        return;
      }
      default:
        return;
    }
  }

  private async userFor(customer: string | { id: string } | null | undefined): Promise<string | null> {
    if (!customer) return null;
    return this.repo.userIdForCustomer(typeof customer === 'string' ? customer : customer.id);
  }

  /** The invoice a charge paid: Stripe links them through the invoice's payments. */
  private async invoiceIdForCharge(charge: Stripe.Charge): Promise<string | null> {
    const pi = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!pi || !this.stripe) return null;
    const payments = await this.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: pi },
      limit: 1,
    });
    const inv = payments.data[0]?.invoice;
    return inv ? (typeof inv === 'string' ? inv : (inv.id ?? null)) : null;
  }

  /** The terms: a fully refunded first annual payment within 14 days ends the plan now. */
  private async endPlanOnEarlyRefund(invoiceId: string, at: Date) {
    const invoice = await this.repo.invoice(invoiceId);
    if (!invoice?.subscriptionId || invoice.billingReason !== 'subscription_create') return;
    const sub = await this.repo.subscription(invoice.subscriptionId);
    if (!sub || sub.interval !== 'annual') return;
    if (at.getTime() - invoice.paidAt.getTime() > REFUND_WINDOW_DAYS * DAY) return;
    await this.repo.endByRefund(sub.id, at);
    if (this.stripe && sub.status !== 'canceled') {
      try {
        await this.stripe.subscriptions.cancel(sub.id);
      } catch (err) {
        // Already canceled at Stripe: our row already says the plan ended.
        if ((err as { statusCode?: number }).statusCode !== 404) throw err;
      }
    }
  }

  /** Writes a subscription object's state, stamped with the time it describes. */
  async syncSubscription(userId: string, sub: Stripe.Subscription, at: Date) {
    const item = sub.items?.data?.[0];
    const price = item?.price;
    const fromKey = price?.lookup_key?.match(/^reelsmith_(creator|business)_(monthly|annual)$/);
    const plan = fromKey?.[1] ?? price?.metadata?.plan ?? sub.metadata?.plan ?? 'free';
    const interval =
      fromKey?.[2] ??
      price?.metadata?.interval ??
      (price?.recurring?.interval === 'year' ? 'annual' : 'monthly');
    const prev = await this.repo.subscription(sub.id);
    const pastDueSince =
      sub.status === 'past_due'
        ? prev?.status === 'past_due' && prev.pastDueSince
          ? prev.pastDueSince
          : at
        : null;
    await this.repo.upsertSubscription({
      id: sub.id,
      userId,
      plan,
      interval,
      status: sub.status,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      pastDueSince,
      stateAt: at,
    });
  }

  // ---- Teams ----------------------------------------------------------------------------------

  async team(userId: string) {
    const ownerId = (await this.repo.teamOf(userId)) ?? userId;
    const owner = await this.repo.user(ownerId);
    const ownerPlan = (await this.ownPlan(ownerId, new Date())).plan;
    const members = await this.repo.members(ownerId);
    const isOwner = ownerId === userId;
    if (!isOwner || ownerPlan.teamUsers > 1 || members.length) {
      return {
        role: isOwner ? ('owner' as const) : ('member' as const),
        owner: owner
          ? { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email }
          : null,
        seats: ownerPlan.teamUsers,
        members: members.map((m) => ({
          id: m.id,
          name: `${m.firstName} ${m.lastName}`.trim(),
          email: m.email,
          joined_at: m.joinedAt.toISOString(),
        })),
        invites: isOwner
          ? (await this.repo.openInvites(ownerId, new Date())).map((i) => ({
              id: i.id,
              email: i.email,
              expires_at: i.expiresAt.toISOString(),
            }))
          : [],
      };
    }
    return null;
  }

  /** Everyone whose projects this user sees: themself, and the whole team when in one. */
  async teamUserIds(userId: string): Promise<string[]> {
    const ownerId = (await this.repo.teamOf(userId)) ?? userId;
    const members = await this.repo.members(ownerId);
    if (!members.length) return [userId];
    return [ownerId, ...members.map((m) => m.id)];
  }

  /** Display names of team members, for "made by" in My Content. */
  async memberNames(ids: string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const id of ids) {
      const u = await this.repo.user(id);
      if (u) out.set(id, `${u.firstName} ${u.lastName}`.trim() || u.username);
    }
    return out;
  }

  async invite(ownerId: string, email: string) {
    const now = new Date();
    if (await this.repo.teamOf(ownerId)) throw new ForbiddenError('Only the team owner can invite people.');
    const plan = (await this.ownPlan(ownerId, now)).plan;
    if (plan.id !== 'business')
      throw new AppError(
        402,
        'team_needs_business',
        'Teams come with the Business plan. Upgrade to invite people.',
        { detail: 'Teams come with the Business plan. Upgrade to invite people.', ...UPGRADE },
      );
    const owner = (await this.repo.user(ownerId))!;
    if (owner.email.toLowerCase() === email.toLowerCase())
      throw new ValidationError('You are already on your team.', { email: ['That is your own address.'] });
    const invitee = await this.repo.userByEmail(email);
    if (invitee && (await this.repo.teamOf(invitee.id)) === ownerId)
      throw new ConflictError('That person is already on your team.', 'already_member');
    const taken =
      (await this.repo.members(ownerId)).length +
      (await this.repo.openInvites(ownerId, now)).filter((i) => i.email.toLowerCase() !== email.toLowerCase())
        .length;
    if (1 + taken >= plan.teamUsers)
      throw new ConflictError(
        `Your plan has ${plan.teamUsers} seats and they are all taken or invited.`,
        'seats_full',
      );
    const token = randomBytes(32).toString('base64url');
    await this.repo.putInvite(ownerId, email, sha256(token), new Date(now.getTime() + INVITE_DAYS * DAY));
    const link = `${this.ctx.env.PUBLIC_URL}/settings?team_invite=${token}#team`;
    await this.ctx.email.enqueue(
      teamInviteEmail(email, `${owner.firstName} ${owner.lastName}`.trim(), link, INVITE_DAYS),
    );
    return this.team(ownerId);
  }

  async cancelInvite(ownerId: string, inviteId: string) {
    if (!(await this.repo.cancelInvite(ownerId, inviteId))) throw new NotFoundError('Invite not found.');
    return this.team(ownerId);
  }

  /** The invited person, signed in, accepts: a seat is taken under the owner's lock. */
  async accept(userId: string, token: string) {
    const now = new Date();
    const gone = () =>
      new NotFoundError('This invitation is no longer valid. Ask the team owner for a new one.');
    return this.repo.transaction(async (repo) => {
      const invite = await repo.inviteByHash(sha256(token));
      if (!invite || invite.acceptedAt || invite.expiresAt <= now) throw gone();
      const me = (await repo.user(userId))!;
      if (me.email.toLowerCase() !== invite.email.toLowerCase())
        throw new ForbiddenError(
          `This invitation was sent to ${invite.email}. Sign in with that account to accept it.`,
        );
      if (invite.ownerId === userId) throw gone();
      const current = await repo.teamOf(userId);
      if (current === invite.ownerId) return { ok: true };
      if (current) throw new ConflictError('You are already on a team. Leave it first.', 'already_in_team');
      if ((await repo.members(userId)).length)
        throw new ConflictError('You own a team. Remove its members first.', 'owns_team');
      await repo.lockOwner(invite.ownerId);
      const plan = (await this.ownPlan(invite.ownerId, now, repo)).plan;
      if (plan.id !== 'business') throw gone();
      if (1 + (await repo.members(invite.ownerId)).length >= plan.teamUsers)
        throw new ConflictError('This team has no free seat.', 'seats_full');
      await repo.addMember(invite.ownerId, userId);
      await repo.acceptInvite(invite.id, now);
      return { ok: true };
    });
  }

  async removeMember(ownerId: string, memberId: string) {
    if (!(await this.repo.removeMember(ownerId, memberId))) throw new NotFoundError('Member not found.');
    return this.team(ownerId);
  }

  /** Leaving keeps the personal account (and its own plan and projects). */
  async leave(userId: string) {
    const ownerId = await this.repo.teamOf(userId);
    if (!ownerId) throw new ConflictError('You are not on a team.', 'not_in_team');
    await this.repo.removeMember(ownerId, userId);
    return this.summary(userId);
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function subscriptionIdOf(inv: Stripe.Invoice): string | null {
  const s = inv.parent?.subscription_details?.subscription;
  return s ? (typeof s === 'string' ? s : s.id) : null;
}

/** The CLI's `plan set`: the same grant as the service, on a bare database (no queue, no Stripe). */
export async function grantPlan(
  db: Db,
  email: string,
  planId: string,
  until: Date | null,
): Promise<PlanState> {
  const bare = { database: { db }, env: {}, logger: console } as unknown as AppContext;
  return new BillingService(bare, [], null).grant(email, planId, until);
}

/**
 * Uploads (issue 17): how long one clip may be and how many bytes of originals and enhanced files
 * a plan keeps. Kept here, beside the other allowances, until plans carry them (decision 100).
 */
const UPLOAD_ALLOWANCES: Record<string, { maxDurationSec: number; storageBytes: number }> = {
  free: { maxDurationSec: 180, storageBytes: 2 * 1024 ** 3 },
  creator: { maxDurationSec: 600, storageBytes: 50 * 1024 ** 3 },
  business: { maxDurationSec: 1800, storageBytes: 200 * 1024 ** 3 },
};

export function uploadAllowance(planId: string): { maxDurationSec: number; storageBytes: number } {
  return UPLOAD_ALLOWANCES[planId] ?? UPLOAD_ALLOWANCES.free!;
}

const gb = (n: number) => `${(n / 1024 ** 3).toFixed(n >= 10 * 1024 ** 3 ? 0 : 1)} GB`;

export class StorageLimitError extends AppError {
  constructor(plan: Plan, used: number, allowed: number) {
    const message = `This upload does not fit in your storage: ${gb(used)} of ${gb(allowed)} used on the ${plan.name} plan. Delete an upload or upgrade for more room.`;
    super(413, 'storage_limit_reached', message, { detail: message });
  }
}

/** Throws StorageLimitError when `addBytes` more would go past the plan's storage (`usedBytes` now). */
export function checkStorage(planId: string, usedBytes: number, addBytes: number): void {
  const allowed = uploadAllowance(planId).storageBytes;
  if (usedBytes + addBytes > allowed) throw new StorageLimitError(planOf(planId), usedBytes, allowed);
}
