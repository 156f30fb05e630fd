import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, ConflictError, ValidationError } from './errors.ts';

/** How long a key is remembered: a client retries within minutes, not days. */
export const KEEP_MS = 24 * 3600_000;
/**
 * A first request still "in progress" after this died with its process (every create call here
 * answers in seconds): its key is released, so the client's retry runs instead of a day of 409s.
 */
export const ABANDONED_AFTER_MS = 2 * 60_000;

/** Keys past their day, or claimed by a request that never answered. */
const expired = (now: number) =>
  or(
    lt(idempotencyKeys.createdAt, new Date(now - KEEP_MS)),
    and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, new Date(now - ABANDONED_AFTER_MS))),
  );

/**
 * The `developer.sweep` job (hourly): deletes keys past KEEP_MS and abandoned ones, so the table
 * holds about a day of create calls instead of every one ever made (a request only clears its own
 * old key).
 */
export async function sweepIdempotencyKeys(db: Db, now = Date.now()): Promise<number> {
  const gone = await db.delete(idempotencyKeys).where(expired(now)).returning({ key: idempotencyKeys.key });
  return gone.length;
}

/**
 * Runs a create call at most once per `Idempotency-Key` (Stripe's rules): the first request runs
 * and its answer is kept; a retry with the same key and body gets that answer again (with
 * `Idempotent-Replayed: true`), a retry with another body is a 422, and one that arrives while
 * the first is still running is a 409. A failed first request keeps nothing, so it can be retried;
 * one that never answered (its process died) frees its key after ABANDONED_AFTER_MS. Without the
 * header the call simply runs.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  run: () => Promise<unknown>,
) {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return reply.status(status).send(await run());
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 255)
    throw new ValidationError('Idempotency-Key must be 1 to 255 characters.', {
      'Idempotency-Key': ['Idempotency-Key must be 1 to 255 characters.'],
    });
  const userId = request.userId!;
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = createHash('sha256')
    .update(`${route}\n${JSON.stringify(request.params ?? {})}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), expired(Date.now())));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed.length) {
    const [prior] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!prior) throw new ConflictError('Please retry the request.', 'idempotency_retry');
    if (prior.requestHash !== requestHash)
      throw new AppError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used with a different request.',
        { detail: 'This Idempotency-Key was already used with a different request.' },
      );
    if (prior.status === null)
      throw new ConflictError(
        'A request with this Idempotency-Key is still being processed. Retry in a moment.',
        'idempotency_in_progress',
        { detail: 'A request with this Idempotency-Key is still being processed. Retry in a moment.' },
      );
    return reply.status(prior.status).header('Idempotent-Replayed', 'true').send(prior.response);
  }
  let body: unknown;
  try {
    body = await run();
  } catch (err) {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    throw err;
  }
  await db
    .update(idempotencyKeys)
    .set({ status, response: sql`${JSON.stringify(body)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return reply.status(status).send(body);
}
