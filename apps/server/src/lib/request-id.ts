import { AsyncLocalStorage } from 'node:async_hooks';

// The request id of whatever is running now: an HTTP request (its x-request-id) or a job a request
// started (the id travels in the job's data as `requestId`). Logs carry it through the logger's
// mixin, and a job sent while it is set carries it on, so one id follows an action across processes.
const scope = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => scope.getStore()?.requestId;

/** Runs `fn` with `requestId` as the current request id (none: `fn` runs as it is). */
export function withRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? scope.run({ requestId }, fn) : fn();
}

/** pino's mixin: every log line written while a request id is current names it. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}
