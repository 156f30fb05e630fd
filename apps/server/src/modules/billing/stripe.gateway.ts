import Stripe from 'stripe';
import type { Env } from '../../config/env.ts';

/**
 * The real Stripe client, or null when STRIPE_SECRET_KEY is unset (billing off: plans are granted
 * by an operator with `npm run cli -- plan set`). STRIPE_API_URL points the SDK elsewhere (tests'
 * local fake) through its own host, port and protocol options.
 */
export function createStripe(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const url = new URL(env.STRIPE_API_URL);
  return new Stripe(env.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

export type { Stripe };
