/** 75 → "1:15"; 9.6 → "0:10". */
export function formatClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The spec: numbers abbreviated as K above 1,000 and M above 1,000,000. */
export function compactNumber(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(n >= 10_000_000 ? 0 : 1).replace(/\.0$/, '')}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(n >= 10_000 ? 0 : 1).replace(/\.0$/, '')}K`;
  return String(n);
}

// Made on first use: a browser's first Intl formatter costs a phone about a tenth of a second, and
// every screen imports this file.
let relative: Intl.RelativeTimeFormat | undefined;
const rtf = () => (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** "just now", "5 minutes ago", "yesterday", then a date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const diff = (Date.parse(iso) - now) / 1000;
  const abs = Math.abs(diff);
  if (abs < 45) return 'just now';
  if (abs < 3600) return rtf().format(Math.round(diff / 60), 'minute');
  if (abs < 86_400) return rtf().format(Math.round(diff / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf().format(Math.round(diff / 86_400), 'day');
  return new Date(iso).toLocaleDateString('en', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Words split on whitespace, as the spec counts them. */
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Dollars: "$12.50", "$1.2K", "$3.4M". */
export function compactMoney(n: number): string {
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(n);
  return a >= 1_000 ? `${sign}$${compactNumber(a)}` : `${sign}$${a.toFixed(2)}`;
}

/** "+12.5%", "-3%", or "—" when there is nothing to compare with. */
export function signedPercent(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—';
  return `${n > 0 ? '+' : ''}${n}%`;
}
