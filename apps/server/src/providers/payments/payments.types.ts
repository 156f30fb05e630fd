import type { BillingInterval, Plan } from '@reelsmith/contracts/plans';

/** What overage bills: voice generations past the allowance, and characters past each one's limit. */
export type OverageKind = 'voice' | 'characters';

/** A subscription as billing keeps it, whatever processor holds it. */
export interface ProcessorSubscription {
  id: string;
  /** The plan it pays for ('creator', 'business'; 'free' when the processor does not say). */
  plan: string;
  interval: string;
  /** The processor's state: active, trialing, past_due, canceled, unpaid, incomplete, paused... */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** The user id written on the subscription when it was made, if any. */
  userId: string | null;
  /** When the processor made it (which of two live ones came first). */
  created: Date | null;
}

export interface ProcessorInvoice {
  id: string;
  number: string | null;
  created: Date;
  amountPaid: number;
  amountDue: number;
  currency: string;
  status: string | null;
  url: string | null;
  pdf: string | null;
}

export interface ProcessorCheckout {
  /** Whom the checkout was opened for (its client reference). */
  userId: string | null;
  status: 'paid' | 'expired' | 'pending';
  /** The subscription it started, once paid. */
  subscription: ProcessorSubscription | null;
}

/** A webhook event whose signature was checked; `payload` is kept as received. */
export interface VerifiedEvent {
  id: string;
  type: string;
  created: Date;
  payload: unknown;
}

/** What an event means to billing. Lookups the processor may need are made only when asked. */
export type PaymentEvent =
  | {
      kind: 'checkout_completed';
      userId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | { kind: 'subscription_changed'; customerId: string | null; subscription: ProcessorSubscription }
  | {
      kind: 'invoice_paid';
      customerId: string | null;
      invoiceId: string | null;
      subscriptionId: string | null;
      billingReason: string | null;
      amountPaidCents: number;
      currency: string;
      paidAt: Date | null;
      /** The paying card's fingerprint (the same card on two customers has the same one). */
      cardFingerprint: () => Promise<string | null>;
    }
  | { kind: 'invoice_failed'; customerId: string | null }
  | {
      kind: 'charge_refunded';
      customerId: string | null;
      invoiceId: () => Promise<string | null>;
      refunds: { id: string; amountCents: number; refundedAt: Date }[];
      fullyRefunded: boolean;
    }
  | {
      kind: 'charge_disputed';
      customerId: string | null;
      invoiceId: () => Promise<string | null>;
      disputeId: string;
      amountCents: number;
      disputedAt: Date;
    }
  | {
      kind: 'dispute_closed';
      customerId: string | null;
      invoiceId: () => Promise<string | null>;
      /** Decided for us: the money stays ours. */
      won: boolean;
    }
  | { kind: 'other' };

/**
 * A payment processor (Stripe today): customers, subscription checkout, the self-serve portal,
 * invoices and signed webhooks. Billing decides what the answers mean; without a processor
 * (none configured) payments are off and plans are granted by an operator.
 */
export interface PaymentProcessor {
  readonly name: string;
  createCustomer(user: { userId: string; email: string; name: string }): Promise<string>;
  /** A hosted checkout page for a subscription; null when the processor gave none. */
  checkoutUrl(opts: {
    customerId: string;
    userId: string;
    plan: Plan;
    interval: BillingInterval;
    successUrl: string;
    cancelUrl: string;
    /** The page stops taking payment then (so an abandoned one does not block a new checkout for long). */
    expiresAt: Date;
  }): Promise<string | null>;
  /** A checkout as it stands now; null when there is no such checkout. */
  checkout(sessionId: string): Promise<ProcessorCheckout | null>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  invoices(customerId: string): Promise<ProcessorInvoice[]>;
  subscription(id: string): Promise<ProcessorSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProcessorSubscription>;
  /** Ends a subscription now; one already ended is not an error. `refund` returns its last payment. */
  cancelSubscription(id: string, opts?: { refund?: boolean }): Promise<void>;
  /**
   * Returns an invoice's payment, all of it or `amountCents` (an operator's refund). Answers the
   * refund as the processor recorded it; its id is the one the later refund event carries.
   */
  refundInvoice(
    invoiceId: string,
    amountCents: number | null,
  ): Promise<{ id: string; amountCents: number; refundedAt: Date }>;
  /**
   * Overage (decision 219): makes the subscription bill metered voice generations and characters
   * on its invoices (prices per unit as the terms set them). Safe to call again.
   */
  enableOverage(subscriptionId: string): Promise<void>;
  /**
   * Records usage past the allowance for the next invoice. `identifier` is unique per usage: the
   * processor counts a repeat of it once, so a retried report never bills twice.
   */
  reportUsage(opts: {
    customerId: string;
    kind: OverageKind;
    quantity: number;
    identifier: string;
    at: Date;
  }): Promise<void>;
  /** The customer's subscriptions that are not ended (active, trialing, past due, unpaid...), oldest first. */
  liveSubscriptions(customerId: string): Promise<ProcessorSubscription[]>;
  /** A checkout of the customer's still open (not paid, not expired), and when it expires; null if none. */
  openCheckout(customerId: string): Promise<{ expiresAt: Date } | null>;
  /**
   * The event, when the signature over the raw body is good; null otherwise; `malformed` (a
   * sentence) when it is signed but not shaped as an event billing can read.
   */
  verifyEvent(raw: Buffer, signature: string): VerifiedEvent | { malformed: string } | null;
  interpret(event: VerifiedEvent): Promise<PaymentEvent>;
}
