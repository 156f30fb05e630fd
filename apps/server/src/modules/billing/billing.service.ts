import { type BillingInterval, type PlanId } from '@reelsmith/contracts/plans';
import type { AppContext } from '../../context.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type {
  PaymentProcessor,
  ProcessorSubscription,
  VerifiedEvent,
} from '../../providers/payments/payments.types.ts';
import type { EmailService } from '../email/email.service.ts';
import {
  decidingSubscription,
  GRACE_DAYS,
  planOf,
  subscriptionEntitles,
  type AllowancesService,
} from './allowances.service.ts';
import type { BillingListener } from './billing.listeners.ts';
import { BillingRepo } from './billing.repo.ts';
import { BillingWebhooks, tellRefunded } from './billing.webhooks.ts';
import type { TeamsService } from './teams.service.ts';

const DAY = 86_400_000;
/** How long a checkout page takes payment (Stripe's shortest): an abandoned one blocks a new one this long. */
export const CHECKOUT_OPEN_MINUTES = 30;

export const DISPUTE_SUSPENDED_MESSAGE =
  'Your plan is paused because a payment for it was disputed with your bank. It comes back if the dispute is settled in our favour. Contact support with any questions.';

const alreadySubscribed = (plan: string) => {
  const message = `You already have a ${planOf(plan).name} subscription. To change or cancel it, use Manage billing in Settings.`;
  return new ConflictError(message, 'already_subscribed', { detail: message });
};

// The operator's side (Stripe's keys, or granting a plan with the CLI) is in the README.
export const PAYMENTS_OFF_MESSAGE =
  'Paying for a plan isn’t available on this server yet. Ask the people who run it to change your plan.';

export class BillingOffError extends AppError {
  constructor() {
    super(503, 'billing_not_configured', PAYMENTS_OFF_MESSAGE, { detail: PAYMENTS_OFF_MESSAGE });
  }
}

/**
 * Paying for a plan: checkout, the processor's portal, invoices, cancelling, the processor's
 * webhooks (BillingWebhooks, which this builds) and Settings → Billing. What a plan allows is
 * AllowancesService's answer; teams are TeamsService's; the processor (Stripe) sits behind
 * providers/payments.
 */
export class BillingService {
  private readonly repo: BillingRepo;
  private readonly listeners: BillingListener[];
  private readonly webhooks: BillingWebhooks;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      allowances: Pick<AllowancesService, 'planState' | 'usageSummary'>;
      teams: Pick<TeamsService, 'team' | 'leave' | 'disband'>;
      email: Pick<EmailService, 'enqueue'>;
      /** The processor, or null when payments are off (plans are then granted by an operator). */
      payments: PaymentProcessor | null;
      /** Who hears about real money (invoice paid, refund, dispute). */
      listeners?: BillingListener[];
    },
  ) {
    this.repo = new BillingRepo(ctx.database.db);
    this.listeners = deps.listeners ?? [];
    this.webhooks = new BillingWebhooks(ctx, {
      repo: this.repo,
      email: deps.email,
      listeners: this.listeners,
      payments: deps.payments,
      requirePayments: () => this.requirePayments(),
      syncSubscription: (userId, sub, at) => this.syncSubscription(userId, sub, at),
      carryOverage: (userId, subscriptionId, at) => this.carryOverage(userId, subscriptionId, at),
    });
  }

  get payments(): PaymentProcessor | null {
    return this.deps.payments;
  }

  get enabled() {
    return this.deps.payments !== null;
  }

  private requirePayments(): PaymentProcessor {
    if (!this.deps.payments) throw new BillingOffError();
    return this.deps.payments;
  }

  // ---- Checkout, portal, invoices, cancel -------------------------------------------------------

  private async customerFor(userId: string): Promise<string> {
    const payments = this.requirePayments();
    const account = await this.repo.ensureAccount(userId);
    if (account.stripeCustomerId) return account.stripeCustomerId;
    const user = (await this.repo.user(userId))!;
    const customerId = await payments.createCustomer({
      userId,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
    });
    return this.repo.setCustomer(userId, customerId);
  }

  async checkout(userId: string, planId: PlanId, interval: BillingInterval): Promise<{ url: string }> {
    const payments = this.requirePayments();
    const plan = planOf(planId);
    if (plan.id === 'free' || plan.id !== planId)
      throw new ValidationError('plan must be creator or business.', { plan: ['Choose a paid plan.'] });
    // One subscription per person (decision 193): a second checkout would charge twice.
    const now = new Date();
    const live = (await this.repo.subscriptionsOf(userId)).find((s) => subscriptionEntitles(s, now));
    if (live) throw alreadySubscribed(live.plan);
    const customerId = await this.customerFor(userId);
    // Stripe is asked too: a subscription whose webhook has not arrived yet is live already.
    const atProcessor = (await payments.liveSubscriptions(customerId))[0];
    if (atProcessor) throw alreadySubscribed(atProcessor.plan);
    const open = await payments.openCheckout(customerId);
    if (open) {
      const minutes = Math.max(1, Math.ceil((open.expiresAt.getTime() - now.getTime()) / 60_000));
      const message = `You already have a checkout page open. Finish paying there, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}, when it expires.`;
      throw new ConflictError(message, 'checkout_open', { detail: message });
    }
    const base = this.ctx.env.PUBLIC_URL;
    const url = await payments.checkoutUrl({
      customerId,
      userId,
      plan,
      interval,
      successUrl: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/cancel-payment`,
      expiresAt: new Date(now.getTime() + CHECKOUT_OPEN_MINUTES * 60_000),
    });
    if (!url) throw new AppError(502, 'stripe_error', 'Stripe did not return a checkout page.');
    return { url };
  }

  /** /payment-success asks here: the checkout is read from the processor before anyone is told it worked. */
  async confirmCheckout(userId: string, sessionId: string) {
    const payments = this.requirePayments();
    const session = await payments.checkout(sessionId);
    if (!session || session.userId !== userId) throw new NotFoundError('Checkout not found.');
    if (session.status === 'paid' && session.subscription) {
      await this.syncSubscription(userId, session.subscription, new Date());
      await this.carryOverage(userId, session.subscription.id, new Date());
    }
    const state = await this.deps.allowances.planState(userId);
    return { status: session.status, plan: state.plan.id, plan_name: state.plan.name };
  }

  async portal(userId: string): Promise<{ url: string }> {
    const payments = this.requirePayments();
    const customerId = await this.customerFor(userId);
    return { url: await payments.portalUrl(customerId, `${this.ctx.env.PUBLIC_URL}/settings#billing`) };
  }

  async invoices(userId: string) {
    const payments = this.deps.payments;
    if (!payments) return { results: [] };
    const account = await this.repo.account(userId);
    if (!account?.stripeCustomerId) return { results: [] };
    const list = await payments.invoices(account.stripeCustomerId);
    return {
      results: list.map((i) => ({
        id: i.id,
        number: i.number,
        created: i.created.toISOString(),
        amount_paid: i.amountPaid,
        amount_due: i.amountDue,
        currency: i.currency,
        status: i.status,
        url: i.url,
        pdf: i.pdf,
      })),
    };
  }

  /**
   * An operator's refund of a paid invoice (all of it, or `amountCents`) through the processor.
   * The listeners hear it at once, so the creator program's commission is reversed now; the
   * processor's later refund event carries the same refund id and changes nothing again.
   */
  async refundInvoice(invoiceId: string, amountCents: number | null) {
    const payments = this.requirePayments();
    const invoice = await this.repo.invoice(invoiceId);
    if (!invoice) throw new NotFoundError('No such invoice.');
    if (amountCents !== null && amountCents > invoice.amountPaidCents)
      throw new ValidationError('The refund is more than the invoice paid.', { amount_cents: ['Too much.'] });
    const refund = await payments.refundInvoice(invoiceId, amountCents);
    await tellRefunded(this.listeners, {
      userId: invoice.userId,
      invoiceId,
      refundId: refund.id,
      amountRefundedCents: refund.amountCents,
      chargeback: false,
      refundedAt: refund.refundedAt,
    });
    return { invoice, refund };
  }

  /** Cancel at period end (the plan stays until then) or resume before it ends. */
  async setCancelAtPeriodEnd(userId: string, cancel: boolean) {
    const payments = this.requirePayments();
    const sub = decidingSubscription(await this.repo.subscriptionsOf(userId), new Date());
    if (!sub || !subscriptionEntitles(sub, new Date()))
      throw new ConflictError('You have no active subscription.', 'no_subscription');
    const updated = await payments.setCancelAtPeriodEnd(sub.id, cancel);
    await this.syncSubscription(userId, updated, new Date());
    return this.summary(userId);
  }

  /**
   * Closing an account stops its money: a live subscription is cancelled at period end through
   * the processor (the terms give no refund for the rest of a period already paid), and a team
   * it owns ends now, so its members stop sharing a plan nobody will pay for.
   */
  async accountClosed(userId: string): Promise<void> {
    await this.deps.teams.disband(userId);
    const payments = this.deps.payments;
    if (!payments) return;
    // Every live one, not only the one that decides the plan: a second subscription charges too.
    for (const sub of await this.repo.subscriptionsOf(userId)) {
      if (!subscriptionEntitles(sub, new Date()) || sub.cancelAtPeriodEnd) continue;
      await this.syncSubscription(userId, await payments.setCancelAtPeriodEnd(sub.id, true), new Date());
    }
  }

  /**
   * The purge (30 days after closing) deletes the only link to the customer, so anything still
   * live there ends now, not at period end: a closure from before closing stopped money, or a
   * subscription resumed and abandoned, would otherwise charge an account that no longer exists.
   */
  async accountPurged(userId: string): Promise<void> {
    const payments = this.deps.payments;
    if (!payments) return;
    const customerId = (await this.repo.account(userId))?.stripeCustomerId;
    const ids = new Set([
      ...(customerId ? await payments.liveSubscriptions(customerId) : []).map((s) => s.id),
      ...(await this.repo.subscriptionsOf(userId)).filter((s) => s.status !== 'canceled').map((s) => s.id),
    ]);
    for (const id of ids) {
      await payments.cancelSubscription(id);
      this.ctx.logger.info(
        { userId, subscription: id },
        'subscription cancelled: the closed account was purged',
      );
    }
  }

  /** Settings → Billing: everything in one answer. */
  async summary(userId: string) {
    const now = new Date();
    const state = await this.deps.allowances.planState(userId, now);
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
      suspended: sub?.suspendedByDisputeAt ? DISPUTE_SUSPENDED_MESSAGE : null,
      has_customer: !!(await this.repo.account(userId))?.stripeCustomerId,
      usage: await this.deps.allowances.usageSummary(userId, now),
      team: await this.deps.teams.team(userId),
    };
  }

  /** Leaving a team keeps the personal account (and its own plan and projects). */
  async leaveTeam(userId: string) {
    await this.deps.teams.leave(userId);
    return this.summary(userId);
  }

  // ---- Webhooks (billing.webhooks.ts) ----------------------------------------------------------

  verify(raw: Buffer, signature: string | undefined): VerifiedEvent {
    return this.webhooks.verify(raw, signature);
  }

  handleEvent(event: VerifiedEvent): Promise<{ received: true; duplicate: boolean }> {
    return this.webhooks.handleEvent(event);
  }

  /**
   * A new subscription (a checkout, say after a cancelled one) bills extra usage too when the
   * creator opted in: the opt-in is theirs, not the old subscription's (decisions 219, 234).
   * Adding the metered prices twice adds nothing, so the webhook and the success page may both ask.
   */
  private async carryOverage(userId: string, subscriptionId: string, at: Date) {
    if ((await this.repo.account(userId))?.overageCapCents == null) return;
    const sub = await this.repo.subscription(subscriptionId);
    if (sub && subscriptionEntitles(sub, at)) await this.requirePayments().enableOverage(subscriptionId);
  }

  /** Writes a subscription's state, stamped with the time it describes. */
  async syncSubscription(userId: string, sub: ProcessorSubscription, at: Date) {
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
      plan: sub.plan,
      interval: sub.interval,
      status: sub.status,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      currentPeriodEnd: sub.currentPeriodEnd,
      pastDueSince,
      stateAt: at,
    });
  }
}
