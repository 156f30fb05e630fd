import type { AppContext } from '../../context.ts';
import { ValidationError } from '../../http/errors.ts';
import type {
  PaymentEvent,
  PaymentProcessor,
  ProcessorSubscription,
  VerifiedEvent,
} from '../../providers/payments/payments.types.ts';
import type { EmailService } from '../email/email.service.ts';
import { decidingSubscription, subscriptionEntitles } from './allowances.service.ts';
import { invoiceFailedEmail } from './billing.emails.ts';
import type { BillingListener, ChargeRefundedEvent } from './billing.listeners.ts';
import type { BillingRepo } from './billing.repo.ts';

const DAY = 86_400_000;
/** The terms: a first annual payment refunded within 14 days ends the plan. */
export const REFUND_WINDOW_DAYS = 14;

/** Every listener hears of a refund or a chargeback, in turn. */
export async function tellRefunded(listeners: BillingListener[], event: ChargeRefundedEvent) {
  for (const l of listeners) await l.chargeRefunded(event);
}

/**
 * The processor's webhooks for BillingService: each verified event is stored once, then becomes
 * subscription, invoice, refund and dispute changes, and the listeners hear about the money.
 */
export class BillingWebhooks {
  private readonly repo: BillingRepo;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      repo: BillingRepo;
      email: Pick<EmailService, 'enqueue'>;
      listeners: BillingListener[];
      /** The processor, or null when payments are off. */
      payments: PaymentProcessor | null;
      /** The processor, or BillingOffError when payments are off. */
      requirePayments: () => PaymentProcessor;
      // The writes a checkout shares with its webhook (BillingService's).
      syncSubscription: (userId: string, sub: ProcessorSubscription, at: Date) => Promise<void>;
      carryOverage: (userId: string, subscriptionId: string, at: Date) => Promise<void>;
    },
  ) {
    this.repo = deps.repo;
  }

  /** Verifies the signature on the raw body; a bad one is a 400 and changes nothing. */
  verify(raw: Buffer, signature: string | undefined): VerifiedEvent {
    const payments = this.deps.requirePayments();
    if (!signature) throw new ValidationError('Missing Stripe-Signature header.', {}, 'bad_signature');
    const event = payments.verifyEvent(raw, signature);
    if (!event) throw new ValidationError('Invalid Stripe signature.', {}, 'bad_signature');
    if ('malformed' in event) throw new ValidationError(event.malformed, {}, 'malformed_event');
    return event;
  }

  /** Stores the event by id and processes it once; a replay (or a second delivery) does nothing. */
  async handleEvent(event: VerifiedEvent): Promise<{ received: true; duplicate: boolean }> {
    const { id, type, created, payload } = event;
    const fresh = await this.repo.claimEvent({ id, type, created, payload });
    if (!fresh) return { received: true, duplicate: true };
    try {
      await this.process(await this.deps.requirePayments().interpret(event), created);
    } catch (err) {
      await this.repo.unclaimEvent(id);
      throw err;
    }
    return { received: true, duplicate: false };
  }

  private async process(e: PaymentEvent, created: Date) {
    switch (e.kind) {
      case 'checkout_completed': {
        const userId = e.userId ?? (await this.userFor(e.customerId));
        if (userId && e.customerId && !(await this.repo.account(userId))?.stripeCustomerId)
          await this.repo.setCustomer(userId, e.customerId);
        if (userId && e.subscriptionId) {
          // The subscription as it is now: newer than any event about it sent so far.
          await this.deps.syncSubscription(
            userId,
            await this.deps.requirePayments().subscription(e.subscriptionId),
            created,
          );
          if (e.customerId) await this.endSecondSubscriptions(userId, e.customerId, created);
          await this.deps.carryOverage(userId, e.subscriptionId, created);
        }
        return;
      }
      case 'subscription_changed': {
        const userId = (await this.userFor(e.customerId)) ?? e.subscription.userId;
        if (userId) await this.deps.syncSubscription(userId, e.subscription, created);
        return;
      }
      case 'invoice_paid': {
        const userId = await this.userFor(e.customerId);
        if (!userId || !e.invoiceId) return;
        const paidAt = e.paidAt ?? created;
        const cardFingerprint = await e.cardFingerprint();
        await this.repo.saveInvoice({
          id: e.invoiceId,
          userId,
          subscriptionId: e.subscriptionId,
          billingReason: e.billingReason,
          amountPaidCents: e.amountPaidCents,
          currency: e.currency,
          paidAt,
          cardFingerprint,
        });
        for (const l of this.deps.listeners)
          await l.invoicePaid({
            userId,
            invoiceId: e.invoiceId,
            amountPaidCents: e.amountPaidCents,
            currency: e.currency,
            paidAt,
            paidLike: (other) => this.repo.paysLike(other, e.customerId, cardFingerprint),
          });
        return;
      }
      case 'invoice_failed': {
        const userId = await this.userFor(e.customerId);
        const user = userId ? await this.repo.user(userId) : undefined;
        if (user)
          await this.deps.email.enqueue(
            invoiceFailedEmail(user.email, user.firstName, `${this.ctx.env.PUBLIC_URL}/settings#billing`),
          );
        return;
      }
      case 'charge_refunded': {
        const userId = await this.userFor(e.customerId);
        if (!userId) return;
        const invoiceId = await e.invoiceId();
        for (const refund of e.refunds)
          await tellRefunded(this.deps.listeners, {
            userId,
            invoiceId,
            refundId: refund.id,
            amountRefundedCents: refund.amountCents,
            chargeback: false,
            refundedAt: refund.refundedAt,
          });
        if (e.fullyRefunded && invoiceId) await this.endPlanOnEarlyRefund(invoiceId, created);
        return;
      }
      case 'charge_disputed': {
        const userId = await this.userFor(e.customerId);
        if (!userId) return;
        const invoiceId = await e.invoiceId();
        await tellRefunded(this.deps.listeners, {
          userId,
          invoiceId,
          refundId: e.disputeId,
          amountRefundedCents: e.amountCents,
          chargeback: true,
          refundedAt: e.disputedAt,
        });
        await this.suspendForDispute(userId, invoiceId, e.disputeId, e.disputedAt);
        return;
      }
      case 'dispute_closed': {
        const userId = await this.userFor(e.customerId);
        if (!userId || !e.won) return;
        const sub = await this.disputedSubscription(userId, await e.invoiceId());
        if (sub?.suspendedByDisputeAt) await this.repo.suspendByDispute(sub.id, null);
        return;
      }
      default:
        return;
    }
  }

  private async userFor(customerId: string | null): Promise<string | null> {
    if (!customerId) return null;
    return this.repo.userIdForCustomer(customerId);
  }

  /**
   * Two checkouts paid before either was seen: the oldest live subscription stays, every later one
   * ends now and its payment is returned (one subscription per customer, decision 193).
   */
  private async endSecondSubscriptions(userId: string, customerId: string, at: Date) {
    const payments = this.deps.requirePayments();
    const [kept, ...extra] = await payments.liveSubscriptions(customerId);
    for (const sub of extra) {
      await payments.cancelSubscription(sub.id, { refund: true });
      await this.deps.syncSubscription(userId, await payments.subscription(sub.id), at);
      this.ctx.logger.warn(
        { userId, kept: kept!.id, cancelled: sub.id },
        'a second live subscription of one customer was cancelled and its payment refunded',
      );
    }
  }

  /** The subscription a disputed charge paid for; else the one deciding the plan. */
  private async disputedSubscription(userId: string, invoiceId: string | null) {
    const invoice = invoiceId ? await this.repo.invoice(invoiceId) : undefined;
    if (invoice?.subscriptionId && invoice.userId === userId)
      return this.repo.subscription(invoice.subscriptionId);
    return decidingSubscription(await this.repo.subscriptionsOf(userId), new Date()) ?? undefined;
  }

  /**
   * A chargeback takes the money back, so the plan it paid for stops now (decision 193): the
   * subscription is suspended here and set to end at period end at the processor, so nothing more
   * is charged while the bank decides. A dispute we win lifts the suspension.
   */
  private async suspendForDispute(userId: string, invoiceId: string | null, disputeId: string, at: Date) {
    const sub = await this.disputedSubscription(userId, invoiceId);
    if (!sub) return;
    await this.repo.suspendByDispute(sub.id, at);
    if (
      this.deps.payments &&
      subscriptionEntitles({ ...sub, suspendedByDisputeAt: null }, at) &&
      !sub.cancelAtPeriodEnd
    )
      await this.deps.syncSubscription(
        userId,
        await this.deps.payments.setCancelAtPeriodEnd(sub.id, true),
        at,
      );
    this.ctx.logger.warn(
      { userId, subscription: sub.id, dispute: disputeId },
      'plan suspended: a payment was disputed',
    );
  }

  /** The terms: a fully refunded first annual payment within 14 days ends the plan now. */
  private async endPlanOnEarlyRefund(invoiceId: string, at: Date) {
    const invoice = await this.repo.invoice(invoiceId);
    if (!invoice?.subscriptionId || invoice.billingReason !== 'subscription_create') return;
    const sub = await this.repo.subscription(invoice.subscriptionId);
    if (!sub || sub.interval !== 'annual') return;
    if (at.getTime() - invoice.paidAt.getTime() > REFUND_WINDOW_DAYS * DAY) return;
    await this.repo.endByRefund(sub.id, at);
    // (Already canceled at the processor: our row already says the plan ended.)
    if (this.deps.payments && sub.status !== 'canceled') await this.deps.payments.cancelSubscription(sub.id);
  }
}
