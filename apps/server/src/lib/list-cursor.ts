import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ValidationError } from '../http/errors.ts';
import { UUID } from './uuid.ts';

// The opaque `cursor` / `next` of keyset-paged lists (/api/content, /api/uploads): the last row's sort
// key and id, so rows that share a key (photos added in one post share their time) are neither skipped
// nor repeated.

/** A timestamp column as text to the microsecond (a JS Date keeps only milliseconds), for a cursor. */
export const exactTime = (col: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What `exactTime` writes, to check a cursor before it reaches SQL. */
export const EXACT_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** The cursor of the page after the one whose last row has this key and id, plus any list-specific parts. */
export function encodeCursor(key: string, id: string, ...rest: string[]): string {
  return Buffer.from(JSON.stringify([key, id, ...rest])).toString('base64url');
}

/**
 * A cursor back to its key and id; `valid` checks the key and any further parts. Anything else is
 * 400 "Invalid cursor.".
 */
export function decodeCursor(
  cursor: string,
  valid: (key: string, rest: unknown[]) => boolean,
): { key: string; id: string } {
  try {
    const [key, id, ...rest] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof key === 'string' && typeof id === 'string' && UUID.test(id) && valid(key, rest))
      return { key, id };
  } catch {
    // falls through to the refusal
  }
  throw new ValidationError('Invalid cursor.', { cursor: ['Invalid cursor.'] });
}
