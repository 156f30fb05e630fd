import { ApiError } from './server-errors';

// The web app's session has an allowance no person clicking reaches (http/rate-limits.ts on the
// server; decision 170), but a runaway tab can. A screen that gets a 429 with a Retry-After of at
// most a minute says so (the notice below) and asks again when the wait is over, instead of
// "Could not load ..." (decision 061). A longer wait (a sign-in lockout) is shown at once.

/** The longest Retry-After waited out quietly, in seconds: the account's window, and a little. */
export const QUIET_WAIT_MAX_SEC = 65;
/** 429s in a row waited out before the screen shows the error. */
export const RATE_LIMIT_RETRIES = 3;
/** Other failures worth another try (a 5xx, the network): as before, twice. */
export const ERROR_RETRIES = 2;

/** The seconds to wait before asking again when `err` is a 429 worth waiting out; null otherwise. */
export function quietWaitSec(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 429 || err.retryAfterSec === null) return null;
  return err.retryAfterSec <= QUIET_WAIT_MAX_SEC ? err.retryAfterSec : null;
}

/** TanStack Query's `retry` for queries: `failureCount` is the failures so far less one. */
export function retryQuery(failureCount: number, err: unknown): boolean {
  if (quietWaitSec(err) !== null) return failureCount < RATE_LIMIT_RETRIES;
  if (err instanceof ApiError && err.status < 500) return false;
  return failureCount < ERROR_RETRIES;
}

/** TanStack Query's `retryDelay`: a 429's Retry-After (plus a moment, to land in the new window), else backing off. */
export function retryDelay(failureCount: number, err: unknown): number {
  const wait = quietWaitSec(err);
  if (wait !== null) {
    noteWait(wait * 1000 + 250);
    return wait * 1000 + 250;
  }
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

// When the screens will ask again after a 429: one time for the whole app, read by the notice that
// tells the creator why the screen is still loading.
let retryAt = 0;
const listeners = new Set<() => void>();

function noteWait(ms: number, now = Date.now()) {
  if (now + ms <= retryAt) return;
  retryAt = now + ms;
  listeners.forEach((l) => l());
}

/** For useSyncExternalStore: the time (ms) the waiting screens ask again; 0 or past when none waits. */
export const rateLimitWait = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  retryAt: () => retryAt,
};

/** For queries that must not retry their own errors (the affiliate's 403 → enable): the 429 wait only. */
export function retryRateLimitOnly(failureCount: number, err: unknown): boolean {
  return quietWaitSec(err) !== null && failureCount < RATE_LIMIT_RETRIES;
}
