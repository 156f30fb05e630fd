import { stringify } from 'csv-stringify/sync';

/** A text cell a spreadsheet would run as a formula (or a DDE command) when the file is opened. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The one CSV writer for exports. Text that begins with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is prefixed with `'`, so a title or link a user typed opens as text, not as a formula
 * (OWASP "CSV injection"). Numbers the server computed are written as numbers.
 */
export function toCsv(rows: unknown[][]): string {
  return stringify(rows, { cast: { string: (v) => (FORMULA_START.test(v) ? `'${v}` : v) } });
}
