import type { AppContext } from '../../context.ts';
import type { AffiliatePayout } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import { UUID } from '../../lib/uuid.ts';
import { AffiliateRepo } from './affiliate.repo.ts';
import { payoutDto, previousMonth } from './affiliate.rules.ts';
import { createConnectGateway, TransferRefused, type ConnectGateway } from './connect.gateway.ts';

/**
 * The creator program's payouts (decisions 095, 221): commissions maturing past the refund window,
 * the monthly payout run, each transfer through Stripe Connect, and an operator approving a payout
 * and marking it paid or failed. What an affiliate sees of them is AffiliateService's.
 */
export class AffiliatePayoutsService {
  private readonly repo: AffiliateRepo;

  constructor(
    private readonly ctx: AppContext,
    private readonly connect: ConnectGateway | null = createConnectGateway(ctx.env),
  ) {
    this.repo = new AffiliateRepo(ctx.database.db);
  }

  private get env() {
    return this.ctx.env;
  }

  /** Pending commissions past the refund window become ready (the `affiliate.mature` job). */
  matureCommissions(now = new Date()): Promise<number> {
    return this.repo.mature(now);
  }

  /**
   * The payout run (the `affiliate.payouts` job): for the previous calendar month, each affiliate
   * whose ready balance reaches the minimum gets one payout; with Stripe on, only affiliates whose
   * connected account can take transfers, and each payout is sent by an `affiliate.transfer` job.
   */
  async runPayouts(now = new Date()): Promise<AffiliatePayout[]> {
    await this.matureCommissions(now);
    const { start, end } = previousMonth(now);
    const made: AffiliatePayout[] = [];
    for (const b of await this.repo.readyBalances(end)) {
      if (b.cents < this.env.AFFILIATE_PAYOUT_MINIMUM_CENTS) continue;
      if (this.connect) {
        const a = await this.repo.affiliate(b.affiliate_user_id);
        if (!a?.stripeAccountId || !a.payoutsEnabled) continue;
      }
      const payout = await this.repo.transaction(async (repo, tx) => {
        const p = await repo.createPayout({
          affiliateUserId: b.affiliate_user_id,
          periodStart: start,
          periodEnd: end,
        });
        if (p && this.connect) await this.ctx.queue.send('affiliate.transfer', { payoutId: p.id }, { tx });
        return p;
      });
      if (payout) made.push(payout);
    }
    return made;
  }

  /** Sends one payout's money (the `affiliate.transfer` job); a refusal gives the commissions back. */
  async transferPayout(payoutId: string, opts: { isLastAttempt: boolean } = { isLastAttempt: true }) {
    const payout = await this.repo.payout(payoutId);
    if (!payout || payout.status !== 'pending' || !this.connect) return;
    const a = await this.repo.affiliate(payout.affiliateUserId);
    if (!a?.stripeAccountId) {
      await this.repo.transaction((r) => r.markFailed(payoutId, 'No Stripe account to send the payout to.'));
      return;
    }
    try {
      const transferId = await this.connect.transfer({
        payoutId,
        accountId: a.stripeAccountId,
        amountCents: payout.amountCents,
        currency: 'usd',
      });
      await this.repo.transaction((r) => r.markPaid(payoutId, transferId, new Date()));
    } catch (err) {
      if (err instanceof TransferRefused || opts.isLastAttempt) {
        this.ctx.logger.warn({ payoutId, err: (err as Error).message }, 'affiliate transfer failed');
        await this.repo.transaction((r) => r.markFailed(payoutId, (err as Error).message));
        return;
      }
      throw err;
    }
  }

  // ---- the operator's side (the console and the CLI) ----------------------------------------

  /** An operator approves a pending payout (decision 221); approving twice is a 409. */
  async approvePayout(payoutId: string) {
    const payout = UUID.test(payoutId) ? await this.repo.payout(payoutId) : undefined;
    if (!payout) throw new NotFoundError(`No payout ${payoutId}.`);
    if (!(await this.repo.approve(payoutId, new Date())))
      throw new ConflictError(
        payout.status !== 'pending'
          ? `Payout ${payoutId} is ${payout.status}, not pending.`
          : `Payout ${payoutId} is already approved.`,
        'payout_not_approvable',
      );
    return payoutDto((await this.repo.payout(payoutId))!);
  }

  async markPayoutPaid(payoutId: string, reference: string | null) {
    const payout = UUID.test(payoutId) ? await this.repo.payout(payoutId) : undefined;
    if (!payout) throw new NotFoundError(`No payout ${payoutId}.`);
    if (payout.status !== 'pending')
      throw new ConflictError(`Payout ${payoutId} is ${payout.status}, not pending.`);
    if (!payout.approvedAt)
      throw new ConflictError(
        `Payout ${payoutId} is not approved yet. Approve it before marking it paid.`,
        'payout_not_approved',
      );
    await this.repo.transaction((r) => r.markPaid(payoutId, reference, new Date()));
    return payoutDto((await this.repo.payout(payoutId))!);
  }

  async markPayoutFailed(payoutId: string, reason: string) {
    const payout = UUID.test(payoutId) ? await this.repo.payout(payoutId) : undefined;
    if (!payout) throw new NotFoundError(`No payout ${payoutId}.`);
    if (!(await this.repo.transaction((r) => r.markFailed(payoutId, reason))))
      throw new ConflictError(`Payout ${payoutId} is ${payout.status}, not pending.`);
    return payoutDto((await this.repo.payout(payoutId))!);
  }

  async pendingPayouts() {
    return (await this.repo.pendingPayouts()).map((r) => ({ ...payoutDto(r.payout), email: r.email }));
  }
}
