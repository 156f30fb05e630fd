import Stripe from 'stripe';
import type { Env } from '../../config/env.ts';
import { stripeClient } from '../../providers/payments/stripe-client.ts';

/** What the creator program asks of Stripe Connect: an account, its onboarding link, transfers. */
export interface ConnectGateway {
  createAccount(input: { email: string; userId: string }): Promise<string>;
  onboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  /** True once the account may receive transfers. */
  canReceiveTransfers(accountId: string): Promise<boolean>;
  /** Sends money to the connected account; the payout id keys the idempotency of the call. */
  transfer(input: {
    payoutId: string;
    accountId: string;
    amountCents: number;
    currency: string;
  }): Promise<string>;
}

/** A refusal from Stripe (4xx): retrying the same call will not help, so the payout fails. */
export class TransferRefused extends Error {}

/**
 * The official SDK against Stripe, or the local stand-in named by STRIPE_API_URL. Null without
 * STRIPE_SECRET_KEY: payouts are then marked paid by an operator (`npm run cli -- affiliate ...`).
 */
export function createConnectGateway(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
): ConnectGateway | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const stripe = stripeClient(env, env.STRIPE_SECRET_KEY);
  return {
    async createAccount({ email, userId }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email,
          capabilities: { transfers: { requested: true } },
          metadata: { reelsmith_user_id: userId },
        },
        { idempotencyKey: `affiliate-account-${userId}` },
      );
      return account.id;
    },
    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },
    async canReceiveTransfers(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return account.capabilities?.transfers === 'active' || account.payouts_enabled === true;
    },
    async transfer({ payoutId, accountId, amountCents, currency }) {
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: amountCents,
            currency,
            destination: accountId,
            transfer_group: `payout_${payoutId}`,
            metadata: { payout_id: payoutId },
          },
          { idempotencyKey: `affiliate-payout-${payoutId}` },
        );
        return transfer.id;
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (
          err instanceof Stripe.errors.StripeError &&
          status &&
          status >= 400 &&
          status < 500 &&
          status !== 429
        )
          throw new TransferRefused(err.message);
        throw err;
      }
    },
  };
}
