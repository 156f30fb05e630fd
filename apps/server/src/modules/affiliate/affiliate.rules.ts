import { type AffiliateCommission, type AffiliatePayout } from '../../db/schema/index.ts';
import { isReservedCode } from './fraud-signals.ts';

// The creator program's pure rules (codes, bots, commission arithmetic, the payout period) and the
// shapes its answers take; AffiliateService applies them.

export const CODE_RESERVED = 'This referral code is reserved. Choose another one.';

/** The spec's referral code rules; the answer is the lowercased code, or the message for `detail`. */
export function checkReferralCode(input: unknown): { code: string } | { error: string } {
  if (typeof input !== 'string' || !input.trim()) return { error: 'Enter a referral code.' };
  const code = input.trim().toLowerCase();
  if (code.length < 2 || code.length > 32) return { error: 'Referral code must be 2 to 32 characters.' };
  if (!/^[a-z0-9_-]+$/.test(code))
    return {
      error: 'Referral code can only contain lowercase letters, digits, hyphens (-) and underscores (_).',
    };
  if (!/^[a-z0-9].*[a-z0-9]$|^[a-z0-9]$/.test(code))
    return { error: 'Referral code must start and end with a letter or a digit.' };
  if (isReservedCode(code)) return { error: CODE_RESERVED };
  return { code };
}

/** Crawlers, link previews and scripted fetches are not visitors. */
const BOT_AGENT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|whatsapp|telegram|skypeuripreview|bitlybot|curl|wget|python-requests|python-urllib|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|lighthouse|pagespeed|monitor|uptime|preview/i;
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_AGENT.test(userAgent);
}

/** `jane.doe@example.com` → `ja***@example.com`: the referrer sees who paid without the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1) || 1)}***${email.slice(at)}`;
}

/** Integer cents at a rate in basis points, rounded down (never floating point). */
export const commissionOf = (cents: number, rateBps: number) => Math.floor((cents * rateBps) / 10_000);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function commissionDto(c: AffiliateCommission) {
  return {
    id: c.id,
    created_at: c.createdAt.toISOString(),
    kind: c.kind,
    buyer_email: maskEmail(c.buyerEmail),
    stripe_invoice_id: c.stripeInvoiceId,
    stripe_payment_intent: c.stripePaymentIntent,
    currency: c.currency,
    amount_gross_cents: c.amountGrossCents,
    amount_refunded_cents: c.amountRefundedCents,
    rate_bps: c.rateBps,
    amount_commission_cents: c.amountCommissionCents,
    status: c.status,
    ready_at: c.readyAt.toISOString(),
  };
}

export function payoutDto(p: AffiliatePayout) {
  return {
    id: p.id,
    period_start: p.periodStart.toISOString(),
    period_end: p.periodEnd.toISOString(),
    stripe_transfer_id: p.stripeTransferId,
    amount_cents: p.amountCents,
    status: p.status,
    failure_reason: p.failureReason,
    created_at: p.createdAt.toISOString(),
    approved_at: iso(p.approvedAt),
    paid_at: iso(p.paidAt),
  };
}

/** The calendar month (UTC) before the one `now` is in: the period a payout run pays. */
export function previousMonth(now: Date): { start: Date; end: Date } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  return { start, end };
}
