import type { AppContext } from '../../context.ts';
import { COMMISSION_STATUSES, type CommissionStatus } from '../../db/schema/index.ts';
import { AppError, ConflictError, ForbiddenError } from '../../http/errors.ts';
import type { BillingListener, ChargeRefundedEvent, InvoicePaidEvent } from '../billing/billing.listeners.ts';
import { AffiliateRepo } from './affiliate.repo.ts';
import { createConnectGateway, type ConnectGateway } from './connect.gateway.ts';
import { UUID } from '../../lib/uuid.ts';
import { networkKey } from './fraud-signals.ts';
import { checkReferralCode, commissionDto, commissionOf, isBot, payoutDto } from './affiliate.rules.ts';

export const REFERRAL_COOKIE = 'rs_ref';
export const NOT_ENABLED = 'The creator program is not enabled for this account.';
export const CODE_TAKEN = 'This referral code is already taken.';
export const STRIPE_OFF =
  'Payouts through Stripe are not set up on this server; the team sends payouts by hand.';
export const STATUS_INVALID = `status must be one of: ${COMMISSION_STATUSES.join(', ')}.`;
const DAY_MS = 86_400_000;

/** The referral cookie's settings; registration reads it, and clears it once used. */
export function referralCookieOptions(ctx: Pick<AppContext, 'env'>) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.env.PUBLIC_URL.startsWith('https://'),
    path: '/',
  };
}

/**
 * The creator program (decision 095): codes, attributed signups, commissions from billing's
 * webhooks, the refund window; payouts are AffiliatePayoutsService's (payouts.service.ts).
 */
export class AffiliateService implements BillingListener {
  private repo: AffiliateRepo;
  readonly connect: ConnectGateway | null;

  constructor(
    private ctx: AppContext,
    connect: ConnectGateway | null = createConnectGateway(ctx.env),
  ) {
    this.repo = new AffiliateRepo(ctx.database.db);
    this.connect = connect;
  }

  private get env() {
    return this.ctx.env;
  }

  private async enabled(userId: string) {
    const a = await this.repo.affiliate(userId);
    if (!a) throw new ForbiddenError(NOT_ENABLED, 'affiliate_not_enabled');
    return a;
  }

  async enable(userId: string) {
    await this.repo.enable(userId);
    return this.me(userId);
  }

  async me(userId: string) {
    let a = await this.enabled(userId);
    // Back from Stripe's onboarding: ask once whether the account can take transfers now.
    if (this.connect && a.stripeAccountId && !a.payoutsEnabled) {
      try {
        if (await this.connect.canReceiveTransfers(a.stripeAccountId)) {
          await this.repo.setAccount(userId, { payoutsEnabled: true });
          a = { ...a, payoutsEnabled: true };
        }
      } catch (err) {
        this.ctx.logger.warn({ err: (err as Error).message }, 'Stripe account check failed');
      }
    }
    const { clicks, signups, paidCustomers, cents } = await this.repo.counts(userId);
    const pending = cents.pending ?? 0;
    const ready = cents.ready ?? 0;
    const paid = cents.paid ?? 0;
    return {
      referral_code: a.referralCode,
      referral_url: a.referralCode ? `${this.env.PUBLIC_URL}/?ref=${a.referralCode}` : null,
      clicks,
      signups,
      paid_customers: paidCustomers,
      earned_cents_total: pending + ready + paid,
      earned_cents_pending: pending,
      earned_cents_ready: ready,
      earned_cents_paid: paid,
      rate_bps: this.env.AFFILIATE_RATE_BPS,
      hold_days: this.env.AFFILIATE_HOLD_DAYS,
      cookie_days: this.env.AFFILIATE_COOKIE_DAYS,
      payout_minimum_cents: this.env.AFFILIATE_PAYOUT_MINIMUM_CENTS,
      payout_method: this.connect ? ('stripe' as const) : ('manual' as const),
      payout_account: !a.stripeAccountId
        ? ('none' as const)
        : a.payoutsEnabled
          ? ('ready' as const)
          : ('pending' as const),
    };
  }

  async claimCode(userId: string, input: unknown) {
    await this.enabled(userId);
    const checked = checkReferralCode(input);
    if ('error' in checked)
      throw new AppError(400, 'invalid_referral_code', checked.error, { detail: checked.error });
    // A code someone held before stays theirs: old videos keep pointing at it.
    const holder = await this.repo.holderOf(checked.code);
    if (holder && holder.userId !== userId)
      throw new ConflictError(CODE_TAKEN, 'referral_code_taken', { detail: CODE_TAKEN });
    try {
      await this.repo.setCode(userId, checked.code);
    } catch (err) {
      // Two people racing for one code: the unique index decides.
      if (
        (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
        (err as { cause?: { code?: string } }).cause?.code === '23505'
      )
        throw new ConflictError(CODE_TAKEN, 'referral_code_taken', { detail: CODE_TAKEN });
      throw err;
    }
    return { referral_code: checked.code };
  }

  /** A closed account's code stops counting clicks and signups; it stays reserved for its owner. */
  async accountClosed(userId: string): Promise<void> {
    await this.repo.retireCode(userId);
  }

  async commissions(userId: string, status: string | undefined) {
    await this.enabled(userId);
    if (status !== undefined && status !== '' && !(COMMISSION_STATUSES as readonly string[]).includes(status))
      throw new AppError(400, 'invalid_status', STATUS_INVALID, { detail: STATUS_INVALID });
    const rows = await this.repo.commissions(userId, (status || undefined) as CommissionStatus | undefined);
    return rows.map(commissionDto);
  }

  async payouts(userId: string) {
    await this.enabled(userId);
    return (await this.repo.payouts(userId)).map(payoutDto);
  }

  /** Stripe's hosted onboarding for the account transfers go to. */
  async connectLink(userId: string) {
    const a = await this.enabled(userId);
    if (!this.connect) throw new ConflictError(STRIPE_OFF, 'payouts_manual', { detail: STRIPE_OFF });
    let accountId = a.stripeAccountId;
    if (!accountId) {
      const email = (await this.repo.userEmail(userId)) ?? '';
      accountId = await this.connect.createAccount({ email, userId });
      await this.repo.setAccount(userId, { stripeAccountId: accountId });
    }
    const base = `${this.env.PUBLIC_URL}/affiliate`;
    const url = await this.connect.onboardingLink({
      accountId,
      returnUrl: `${base}?connect=done`,
      refreshUrl: `${base}?connect=retry`,
    });
    return { url };
  }

  // ---- attribution -------------------------------------------------------------------------

  /** Remembers the network the affiliate uses the program from (their own clicks and signups). */
  async noteOwnNetwork(userId: string, ip: string) {
    await this.repo.addOwnNetwork(userId, networkKey(this.env.JWT_SECRET, ip));
  }

  /** Whether a click came from a network the affiliate uses themselves. */
  private async isOwnClick(affiliateUserId: string, clickId: string | null) {
    if (!clickId) return false;
    const [a, click] = await Promise.all([this.repo.affiliate(affiliateUserId), this.repo.click(clickId)]);
    return !!a && !!click && a.ownNetworks.includes(click.visitorHash);
  }

  /**
   * A visit through `?ref=code`: counts one click per network (IPv4 /24, IPv6 /64), referrer and
   * UTC day whatever the browser says it is (bots and prefetches never count; nor the affiliate's
   * own networks) and answers the click id the referral cookie carries, or null.
   */
  async recordVisit(
    input: { code: string; ip: string; userAgent: string | undefined; prefetch: boolean },
    now = new Date(),
  ) {
    if (input.prefetch || isBot(input.userAgent)) return null;
    const checked = checkReferralCode(input.code);
    if ('error' in checked) return null;
    const affiliate = await this.repo.byCode(checked.code);
    if (!affiliate) return null;
    const visitor = networkKey(this.env.JWT_SECRET, input.ip);
    if (affiliate.ownNetworks.includes(visitor)) return null;
    return this.repo.recordClick(affiliate.userId, visitor, now.toISOString().slice(0, 10));
  }

  /** A new account made within the cookie's days of a click belongs to that referrer, for good. */
  async attributeSignup(userId: string, clickId: string | undefined, now = new Date()): Promise<boolean> {
    if (!clickId || !UUID.test(clickId)) return false;
    const click = await this.repo.click(clickId);
    if (!click) return false;
    if (now.getTime() - click.createdAt.getTime() > this.env.AFFILIATE_COOKIE_DAYS * DAY_MS) return false;
    if (click.affiliateUserId === userId) return false;
    // A click on a code retired since (its owner closed the account) credits nobody.
    if (!(await this.repo.affiliate(click.affiliateUserId))?.referralCode) return false;
    // A second account of the affiliate: made through a click from their own network.
    if (await this.isOwnClick(click.affiliateUserId, click.id)) return false;
    return this.repo.addReferral({ referredUserId: userId, affiliateUserId: click.affiliateUserId, clickId });
  }

  // ---- money (billing's listener) ----------------------------------------------------------

  async invoicePaid(event: InvoicePaidEvent): Promise<void> {
    if (!Number.isSafeInteger(event.amountPaidCents) || event.amountPaidCents <= 0) return;
    const referral = await this.repo.referralOf(event.userId);
    if (!referral || referral.affiliateUserId === event.userId) return;
    if (!(await this.repo.affiliate(referral.affiliateUserId))) return;
    // The affiliate has since used the program from the network the referral came from.
    if (await this.isOwnClick(referral.affiliateUserId, referral.clickId)) {
      this.ctx.logger.warn(
        { affiliate: referral.affiliateUserId, invoice: event.invoiceId },
        'no commission: the referral came from the affiliate’s own network',
      );
      return;
    }
    // A second account of the affiliate's: it pays with their card or through their customer.
    if (await event.paidLike(referral.affiliateUserId)) {
      this.ctx.logger.warn(
        { affiliate: referral.affiliateUserId, invoice: event.invoiceId },
        'no commission: the referred account paid with the affiliate’s own card or customer',
      );
      return;
    }
    const rateBps = this.env.AFFILIATE_RATE_BPS;
    await this.repo.insertCommission({
      affiliateUserId: referral.affiliateUserId,
      referredUserId: event.userId,
      buyerEmail: (await this.repo.userEmail(event.userId)) ?? '',
      stripeInvoiceId: event.invoiceId,
      currency: event.currency.toLowerCase(),
      amountGrossCents: event.amountPaidCents,
      rateBps,
      amountCommissionCents: commissionOf(event.amountPaidCents, rateBps),
      readyAt: new Date(event.paidAt.getTime() + this.env.AFFILIATE_HOLD_DAYS * DAY_MS),
      createdAt: event.paidAt,
    });
  }

  /**
   * A refund lowers the commission to the rate on what is left (a full refund or a chargeback
   * reverses it). Money already paid out comes back as a negative `clawback` line that the next
   * payout nets out.
   */
  async chargeRefunded(event: ChargeRefundedEvent): Promise<void> {
    if (!event.invoiceId) return;
    const invoiceId = event.invoiceId;
    await this.repo.transaction(async (repo) => {
      const sale = await repo.saleForUpdate(invoiceId);
      if (!sale) return;
      const amount = Math.max(0, Math.trunc(event.amountRefundedCents));
      if (
        !(await repo.addRefund({
          refundId: event.refundId,
          commissionId: sale.id,
          amountCents: amount,
          chargeback: event.chargeback,
        }))
      )
        return;
      if (sale.status === 'reversed') return;
      const refunded = Math.min(sale.amountGrossCents, sale.amountRefundedCents + amount);
      const whole = event.chargeback || refunded >= sale.amountGrossCents;
      const left = whole ? 0 : commissionOf(sale.amountGrossCents - refunded, sale.rateBps);
      const lost = sale.amountCommissionCents - left;
      const settled = sale.status === 'paid' || sale.payoutId !== null;
      if (!settled) {
        await repo.updateCommission(
          sale.id,
          whole
            ? { amountRefundedCents: refunded, status: 'reversed' }
            : { amountRefundedCents: refunded, amountCommissionCents: left },
        );
        return;
      }
      await repo.updateCommission(sale.id, { amountRefundedCents: refunded });
      if (lost <= 0) return;
      await repo.insertCommission({
        affiliateUserId: sale.affiliateUserId,
        referredUserId: sale.referredUserId,
        buyerEmail: sale.buyerEmail,
        kind: 'clawback',
        stripeInvoiceId: sale.stripeInvoiceId,
        currency: sale.currency,
        amountGrossCents: -amount,
        amountRefundedCents: 0,
        rateBps: sale.rateBps,
        amountCommissionCents: -lost,
        status: 'ready',
        readyAt: event.refundedAt,
        createdAt: event.refundedAt,
      });
    });
  }
}
