/** The spec: money in cents shown as dollars with two decimals; a dash when missing. */
export function dollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '—';
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** Basis points as a percent with two decimals (3000 → "30.00%"). */
export function percent(bps: number | null | undefined): string {
  if (bps === null || bps === undefined || !Number.isFinite(bps)) return '—';
  return `${(bps / 100).toFixed(2)}%`;
}

/** A date as "Mar 1, 2031" (UTC, as periods are kept), or a dash. */
export function day(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleDateString('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** The spec's referral code rules, for the form (the server checks them again). */
export function referralCodeProblem(code: string): string | null {
  if (!code) return 'Enter a referral code.';
  if (code.length < 2 || code.length > 32) return 'Referral code must be 2 to 32 characters.';
  if (!/^[a-z0-9_-]+$/.test(code))
    return 'Referral code can only contain lowercase letters, digits, hyphens (-) and underscores (_).';
  if (!/^[a-z0-9](.*[a-z0-9])?$/.test(code))
    return 'Referral code must start and end with a letter or a digit.';
  return null;
}
