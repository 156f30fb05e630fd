import { z } from 'zod';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number, or its plain decimal text (query strings and forms send text). Unlike z.coerce it
 * refuses what Number() would quietly accept: `[30]`, `"0x1e"`, `"3e1"`, `""`, `true`.
 */
export function numeric<T extends z.ZodType<unknown, number>>(inner: T, message = 'Must be a number.') {
  return z
    .union([z.number(), z.string().regex(DECIMAL, { error: message })], { error: message })
    .transform(Number)
    .pipe(inner);
}
