import type { AppContext } from '../../context.ts';
import { AppError, ConflictError, NotFoundError } from '../../http/errors.ts';
import type { PaymentProcessor } from '../../providers/payments/payments.types.ts';
import { subscriptionEntitles, type AllowancesService } from './allowances.service.ts';
import { BillingRepo } from './billing.repo.ts';
import { UsageRepo } from './usage.repo.ts';

// The operator's side (Stripe's keys) is in the README; the terms page says the same in its words.
export const OVERAGE_OFF_MESSAGE =
  'Extra usage isn’t available on this server: your work stops at your plan’s monthly allowance until the next month starts.';
export const OVERAGE_NEEDS_SUBSCRIPTION =
  'Extra usage is billed with your subscription. Subscribe to Creator or Business first, then turn it on here.';

/**
 * Overage (decision 219): a creator opts in with a monthly limit in dollars, and usage past the
 * allowance that AllowancesService let through is sent to the processor for the next invoice.
 * Whether a generation may go past the allowance is AllowancesService's decision, not this one's.
 */
export class OverageService {
  private readonly repo: BillingRepo;
  private readonly usage: UsageRepo;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      allowances: Pick<AllowancesService, 'planState' | 'usageSummary'>;
      payments: PaymentProcessor | null;
    },
  ) {
    this.repo = new BillingRepo(ctx.database.db);
    this.usage = new UsageRepo(ctx.database.db);
  }

  /** Turns overage on with a monthly limit (whole dollars), or changes the limit. */
  async optIn(userId: string, capDollars: number) {
    const payments = this.deps.payments;
    if (!payments)
      throw new AppError(503, 'billing_not_configured', OVERAGE_OFF_MESSAGE, { detail: OVERAGE_OFF_MESSAGE });
    const now = new Date();
    const { subscription, source } = await this.deps.allowances.planState(userId, now);
    if (source !== 'subscription' || !subscription || !subscriptionEntitles(subscription, now))
      throw new ConflictError(OVERAGE_NEEDS_SUBSCRIPTION, 'no_subscription', {
        detail: OVERAGE_NEEDS_SUBSCRIPTION,
      });
    // The subscription bills metered usage from now on (a second call adds nothing).
    await payments.enableOverage(subscription.id);
    await this.repo.setOverageCap(userId, capDollars * 100);
    this.ctx.logger.info({ userId, capDollars }, 'overage on');
    return this.deps.allowances.usageSummary(userId);
  }

  /** Back to stopping at the allowance; usage already taken stays on the next invoice. */
  async optOut(userId: string) {
    await this.repo.setOverageCap(userId, null);
    return this.deps.allowances.usageSummary(userId);
  }

  /** The `billing.overage` job: sends one usage row to the processor, once. */
  async report(usageId: string): Promise<void> {
    const row = await this.usage.overage(usageId);
    // Released (the narration failed for good) or already sent: nothing to bill.
    if (!row || row.reportedAt) return;
    const payments = this.deps.payments;
    if (!payments) throw new Error('Overage was taken while payments are off.');
    const customerId = (await this.repo.account(row.userId))?.stripeCustomerId;
    if (!customerId) throw new NotFoundError(`No customer for overage ${usageId}.`);
    await payments.reportUsage({
      customerId,
      kind: row.kind as 'voice' | 'characters',
      quantity: row.quantity,
      identifier: row.id,
      at: row.createdAt,
    });
    await this.usage.markReported(row.id, new Date());
  }
}
