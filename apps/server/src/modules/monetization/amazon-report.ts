import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { ValidationError } from '../../http/errors.ts';

/**
 * The Amazon Associates earnings report (Reports → Earnings → Download report, CSV), decision 113:
 * an optional title line ("Fee-Earnings reports from ... to ..."), then a header with at least
 * these columns (others are ignored), one row per item shipped or returned.
 */
export const AMAZON_COLUMNS = {
  name: 'Name',
  asin: 'ASIN',
  tracking: 'Tracking ID',
  date: 'Date Shipped',
  items: 'Items Shipped',
  revenue: 'Revenue($)',
  fees: 'Ad Fees($)',
} as const;
export const MAX_REPORT_ROWS = 20_000;
/** Bounds of one row: anything beyond is a broken file, not a sale (and would overflow a column). */
export const MAX_ROW_ITEMS = 100_000;
export const MAX_ROW_DOLLARS = 1_000_000;
/** Amazon Associates began in 1996; a later day than today has not happened. */
const FIRST_DAY = '1996-01-01';

export interface AmazonRow {
  name: string;
  asin: string;
  tracking: string;
  day: string;
  items: number;
  revenueCents: number;
  feesCents: number;
  externalKey: string;
}

const bad = (message: string) => new ValidationError(message, { file: [message] }, 'invalid_report');

function toDay(v: string): string | null {
  const s = v.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(s);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/.exec(s)))
    [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

function toCents(v: string): number | null {
  const s = v.trim().replace(/[$,]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

/** Every row checked before anything is stored: a malformed file names its line and column. */
export function parseAmazonReport(text: string): AmazonRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) throw bad('The file is empty.');
  // Amazon puts a title line above the header.
  const headerLine =
    !lines[first]!.includes(AMAZON_COLUMNS.asin) && /report/i.test(lines[first]!) ? first + 1 : first;
  let records: string[][];
  try {
    records = parse(lines.slice(headerLine).join('\n'), {
      skip_empty_lines: true,
      relax_quotes: false,
      trim: true,
    });
  } catch (err) {
    const e = err as { lines?: number; message: string };
    const line = e.lines !== undefined ? headerLine + e.lines : null;
    throw bad(
      `The file is not valid CSV${line ? ` (line ${line})` : ''}: ${e.message.replace(/^Invalid Record Length: /, '')}`,
    );
  }
  const header = records[0] ?? [];
  const index: Record<string, number> = {};
  const missing: string[] = [];
  for (const [k, col] of Object.entries(AMAZON_COLUMNS)) {
    const i = header.findIndex((h) => h.trim().toLowerCase() === col.toLowerCase());
    if (i < 0) missing.push(col);
    index[k] = i;
  }
  if (missing.length)
    throw bad(
      `This is not an Amazon Associates earnings report: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Expected ${Object.values(AMAZON_COLUMNS).join(', ')}.`,
    );
  const rows = records.slice(1);
  if (!rows.length) throw bad('The report has no rows.');
  if (rows.length > MAX_REPORT_ROWS)
    throw bad(`A report can have at most ${MAX_REPORT_ROWS.toLocaleString('en-US')} rows.`);
  const seen = new Map<string, number>();
  const today = new Date().toISOString().slice(0, 10);
  return rows.map((r, n) => {
    const line = headerLine + n + 2;
    const cell = (k: keyof typeof AMAZON_COLUMNS) => r[index[k]!] ?? '';
    const fail = (k: keyof typeof AMAZON_COLUMNS, what: string) =>
      bad(`Line ${line}, column "${AMAZON_COLUMNS[k]}": "${cell(k)}" ${what}.`);
    const day = toDay(cell('date'));
    if (!day) throw fail('date', 'is not a date (YYYY-MM-DD or MM/DD/YYYY)');
    if (day > today) throw fail('date', 'is in the future');
    if (day < FIRST_DAY) throw fail('date', `is before ${FIRST_DAY}`);
    const items = Number(cell('items'));
    if (!Number.isInteger(items)) throw fail('items', 'is not a whole number');
    if (Math.abs(items) > MAX_ROW_ITEMS)
      throw fail('items', `is more than ${MAX_ROW_ITEMS.toLocaleString('en-US')} items in one row`);
    const amount = (k: 'revenue' | 'fees') => {
      const cents = toCents(cell(k));
      if (cents === null) throw fail(k, 'is not an amount');
      if (Math.abs(cents) > MAX_ROW_DOLLARS * 100)
        throw fail(k, `is more than $${MAX_ROW_DOLLARS.toLocaleString('en-US')} in one row`);
      return cents;
    };
    const revenueCents = amount('revenue');
    const feesCents = amount('fees');
    if (!cell('tracking')) throw fail('tracking', 'is empty');
    // The same line twice in one report is two sales; the same report twice is one.
    const raw = r.join('\u0001');
    const k = (seen.get(raw) ?? 0) + 1;
    seen.set(raw, k);
    return {
      name: cell('name').slice(0, 300),
      asin: cell('asin').toUpperCase(),
      tracking: cell('tracking').slice(0, 100),
      day,
      items,
      revenueCents,
      feesCents,
      externalKey: createHash('sha256').update(`amazon\u0001${raw}\u0001${k}`).digest('hex'),
    };
  });
}

/** Amazon's product id in a product URL (`/dp/…`, `/gp/product/…`). */
export function asinOf(url: string): string | null {
  return (
    /\/(?:dp|gp\/product|gp\/aw\/d|exec\/obidos\/ASIN)\/([A-Z0-9]{10})(?:[/?]|$)/i
      .exec(url)?.[1]
      ?.toUpperCase() ?? null
  );
}
