import { z } from 'zod';

/**
 * The shape of a Stripe event as billing reads it, checked after the signature: a signed body is
 * Stripe's (or a leaked secret's), and either way a field billing stores or sums must be what it
 * says, so a malformed one is refused with a 400 instead of failing deep inside the handler.
 */

// Stripe ids and references are short printable ASCII (no NUL, no control characters).
const id = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');
const ref = z.union([id, z.looseObject({ id })]).nullish();
// Amounts in the smallest currency unit; Stripe's own ceiling is eight digits, kept well above.
const amount = z.number().int().min(0).max(1e12);
const epoch = z.number().int().min(0).max(1e11);

const dataObject = z.looseObject({
  id: id.optional(),
  customer: ref,
  subscription: ref,
  charge: ref,
  payment_intent: ref,
  client_reference_id: id.nullish(),
  amount: amount.optional(),
  amount_paid: amount.optional(),
  amount_due: amount.optional(),
  amount_refunded: amount.optional(),
  created: epoch.optional(),
});

export const stripeEventSchema = z.looseObject({
  id,
  type: id,
  created: epoch,
  data: z.looseObject({ object: dataObject }),
});

/** The first problem in a parsed event, as a sentence; null when the shape is good. */
export function malformedEvent(event: unknown): string | null {
  const r = stripeEventSchema.safeParse(event);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return `Malformed Stripe event: ${issue.path.join('.') || 'event'} ${issue.message}.`;
}
