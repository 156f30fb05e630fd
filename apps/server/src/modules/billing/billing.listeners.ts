// What billing tells other modules about real money (the affiliate program listens).
// Billing calls every registered listener after it has stored a webhook event, once per event id.
// A listener must be idempotent (keyed by invoiceId / refundId) and must not throw for unknown users.

export interface InvoicePaidEvent {
  /** The Reelsmith user who paid (the customer's owner). */
  userId: string;
  /** Stripe invoice id (in_...); the idempotency key for a commission. */
  invoiceId: string;
  /** What was actually paid, in integer cents, after discounts and credits. */
  amountPaidCents: number;
  currency: string;
  paidAt: Date;
  /** Whether another user pays through the same Stripe customer or has paid with the same card. */
  paidLike: (userId: string) => Promise<boolean>;
}

export interface ChargeRefundedEvent {
  userId: string;
  /** The invoice the refunded charge paid, when Stripe names one. */
  invoiceId: string | null;
  /** Stripe refund id (re_...) or dispute id (dp_...); the idempotency key for a reversal. */
  refundId: string;
  /** This refund's amount in integer cents (a partial refund is less than the invoice). */
  amountRefundedCents: number;
  /** True for a chargeback (dispute) rather than a refund. */
  chargeback: boolean;
  refundedAt: Date;
}

export interface BillingListener {
  invoicePaid(event: InvoicePaidEvent): Promise<void>;
  chargeRefunded(event: ChargeRefundedEvent): Promise<void>;
}
