import type { AppContext } from '../../context.ts';
import type { AffiliatePayoutsService } from '../affiliate/payouts.service.ts';
import type { BillingService } from '../billing/billing.service.ts';
import { AdminMoneyRepo } from './admin.money.repo.ts';
import { AdminRepo, type AuditEntry } from './admin.repo.ts';
import type { Actor } from './admin.service.ts';

const DAY = 86_400_000;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** A dispute as the console lists it, read from the Stripe event billing stored. */
function disputeOf(e: { id: string; type: string; created: Date; payload: unknown }) {
  const d = ((e.payload as { data?: { object?: Record<string, unknown> } })?.data?.object ?? {}) as Record<
    string,
    unknown
  >;
  return {
    event_id: e.id,
    event: e.type.replace('charge.dispute.', ''),
    dispute_id: typeof d.id === 'string' ? d.id : null,
    charge_id: typeof d.charge === 'string' ? d.charge : null,
    amount_cents: typeof d.amount === 'number' ? d.amount : null,
    currency: typeof d.currency === 'string' ? d.currency : null,
    reason: typeof d.reason === 'string' ? d.reason : null,
    status: typeof d.status === 'string' ? d.status : null,
    at: e.created.toISOString(),
  };
}

/**
 * The console's money and posting tabs (issue 40): invoices and refunds (through billing, so the
 * creator program's commission is reversed), disputes, the creator program's payouts, and social
 * posts that failed. Every change is written to the audit log with before and after.
 */
export class AdminMoneyService {
  private readonly repo: AdminMoneyRepo;
  private readonly admin: AdminRepo;

  constructor(
    ctx: AppContext,
    private readonly deps: {
      billing: Pick<BillingService, 'refundInvoice' | 'payments'>;
      payouts: Pick<
        AffiliatePayoutsService,
        'pendingPayouts' | 'approvePayout' | 'markPayoutPaid' | 'markPayoutFailed'
      >;
    },
  ) {
    this.repo = new AdminMoneyRepo(ctx.database.db);
    this.admin = new AdminRepo(ctx.database.db);
  }

  private record(actor: Actor, entry: Omit<AuditEntry, 'actorId' | 'actorEmail'>) {
    return this.admin.audit({ ...entry, actorId: actor.id, actorEmail: actor.email });
  }

  async payments(q: string) {
    const [rows, disputes] = await Promise.all([
      this.repo.invoices(q.trim(), 100),
      this.repo.disputeEvents(50),
    ]);
    return {
      payments_on: !!this.deps.billing.payments,
      invoices: rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        email: r.email,
        amount_paid_cents: r.amountPaidCents,
        refunded_cents: r.refundedCents,
        currency: r.currency,
        reason: r.billingReason,
        paid_at: r.paidAt.toISOString(),
      })),
      disputes: disputes.map(disputeOf),
    };
  }

  async refund(actor: Actor, invoiceId: string, amountCents: number | null) {
    const { invoice, refund } = await this.deps.billing.refundInvoice(invoiceId, amountCents);
    await this.record(actor, {
      action: 'payment.refund',
      targetType: 'invoice',
      targetId: invoiceId,
      before: { user_id: invoice.userId, amount_paid_cents: invoice.amountPaidCents },
      after: { user_id: invoice.userId, refund_id: refund.id, amount_cents: refund.amountCents },
    });
    return { invoice_id: invoiceId, refund_id: refund.id, amount_cents: refund.amountCents };
  }

  async payouts() {
    return { payouts: await this.deps.payouts.pendingPayouts() };
  }

  /** Approves a pending payout (decision 221): the step before marking it paid. */
  async approvePayout(actor: Actor, id: string) {
    const after = await this.deps.payouts.approvePayout(id);
    await this.record(actor, {
      action: 'payout.approve',
      targetType: 'payout',
      targetId: id,
      before: { status: 'pending', approved: false, amount_cents: after.amount_cents },
      after: { status: after.status, approved: true, amount_cents: after.amount_cents },
    });
    return after;
  }

  /** Marks a pending payout paid (with the bank's reference) or failed (its commissions go back). */
  async settlePayout(
    actor: Actor,
    id: string,
    outcome: { paid: true; reference: string | null } | { paid: false; reason: string },
  ) {
    const after = outcome.paid
      ? await this.deps.payouts.markPayoutPaid(id, outcome.reference?.trim() || null)
      : await this.deps.payouts.markPayoutFailed(id, outcome.reason.trim());
    await this.record(actor, {
      action: outcome.paid ? 'payout.mark_paid' : 'payout.mark_failed',
      targetType: 'payout',
      targetId: id,
      before: { status: 'pending', amount_cents: after.amount_cents },
      after: {
        status: after.status,
        amount_cents: after.amount_cents,
        reference: after.stripe_transfer_id,
        reason: after.failure_reason,
      },
    });
    return after;
  }

  /** Posts of the last `days` days: totals per platform and result, and failures by platform and error. */
  async social(days = 30, now = new Date()) {
    const since = new Date(now.getTime() - days * DAY);
    const [failures, totals] = await Promise.all([
      this.repo.socialFailures(since),
      this.repo.socialTotals(since),
    ]);
    const platforms = new Map<
      string,
      { platform: string; posted: number; failed: number; waiting: number }
    >();
    for (const t of totals) {
      const p = platforms.get(t.platform) ?? { platform: t.platform, posted: 0, failed: 0, waiting: 0 };
      if (t.status === 'posted') p.posted += t.count;
      else if (t.status === 'failed') p.failed += t.count;
      else p.waiting += t.count;
      platforms.set(t.platform, p);
    }
    return {
      days,
      platforms: [...platforms.values()].sort((a, b) => a.platform.localeCompare(b.platform)),
      failures: failures.map((f) => ({
        platform: f.platform,
        error: f.error,
        count: f.count,
        last_at: iso(f.last),
      })),
    };
  }
}
