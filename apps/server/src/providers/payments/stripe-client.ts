import Stripe from 'stripe';
import type { Env } from '../../config/env.ts';

/**
 * The one Stripe SDK client for plan payments and creator payouts: the real API, or the local
 * stand-in named by STRIPE_API_URL (tests), reached through the SDK's own host, port and protocol.
 */
export function stripeClient(env: Pick<Env, 'STRIPE_API_URL'>, secretKey: string): Stripe {
  const url = new URL(env.STRIPE_API_URL);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}
