import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { requireUser, TokenInvalidError } from './auth.ts';
import { AppError } from './errors.ts';

export interface Limit {
  max: number;
  windowSec: number;
}

/** Every abuse limit in one place. Per-IP limits go through @fastify/rate-limit; the others through FixedWindowLimiter. */
export interface RateLimitSettings {
  /** The terms' 60 API calls a minute per account, shared by every signed-in route. */
  account: Limit;
  /**
   * `email`: failed sign-ins at one email from one address (so a stranger's guesses do not lock
   * the owner out on another device); `emailAllAddresses`: from every address together, a looser
   * cap on guessing spread over many machines. Only failures count.
   */
  login: { ip: Limit; email: Limit; emailAllAddresses: Limit };
  register: { ip: Limit; email: Limit };
  resend: { ip: Limit; email: Limit };
  forgot: { ip: Limit; email: Limit };
  reset: { ip: Limit };
  activate: { ip: Limit };
  refresh: { ip: Limit };
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  account: { max: 60, windowSec: 60 },
  login: {
    ip: { max: 60, windowSec: 5 * 60 },
    email: { max: 10, windowSec: 15 * 60 },
    emailAllAddresses: { max: 100, windowSec: 15 * 60 },
  },
  register: { ip: { max: 30, windowSec: 60 * 60 }, email: { max: 5, windowSec: 60 * 60 } },
  resend: { ip: { max: 10, windowSec: 15 * 60 }, email: { max: 3, windowSec: 15 * 60 } },
  forgot: { ip: { max: 10, windowSec: 15 * 60 }, email: { max: 3, windowSec: 15 * 60 } },
  reset: { ip: { max: 20, windowSec: 15 * 60 } },
  activate: { ip: { max: 30, windowSec: 15 * 60 } },
  refresh: { ip: { max: 120, windowSec: 5 * 60 } },
};

export type RateLimitOverrides = { [K in keyof RateLimitSettings]?: Partial<RateLimitSettings[K]> };

interface LimitState {
  settings: RateLimitSettings;
  limiter: FixedWindowLimiter;
}

// One state per app context (tests build many apps in one process), read at request time so a
// test can tighten or loosen a limit after the app is built.
const states = new WeakMap<AppContext, LimitState>();

function stateOf(ctx: AppContext): LimitState {
  let state = states.get(ctx);
  if (!state) {
    state = { settings: structuredClone(DEFAULT_RATE_LIMITS), limiter: new FixedWindowLimiter() };
    states.set(ctx, state);
  }
  return state;
}

export const rateLimitSettings = (ctx: AppContext): RateLimitSettings => stateOf(ctx).settings;

/** Changes limits for one app context (tests, or a deployment that wants other numbers). */
export function configureRateLimits(ctx: AppContext, overrides: RateLimitOverrides) {
  const s = stateOf(ctx).settings as unknown as Record<string, Record<string, unknown>>;
  for (const [group, value] of Object.entries(overrides)) {
    if (group === 'account') s.account = { ...s.account, ...(value as object) };
    else s[group] = { ...s[group], ...(value as object) };
  }
}

/** Forgets every counter (tests). */
export const resetRateLimitCounters = (ctx: AppContext) => stateOf(ctx).limiter.clear();

export class RateLimitedError extends AppError {
  constructor(retryAfterSec: number) {
    const message = `Too many requests. Please wait ${retryAfterSec} seconds and try again.`;
    super(429, 'rate_limited', message, { detail: message, message, retry_after: retryAfterSec });
  }
}

/** Counts hits per key in fixed windows, in this process's memory. */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  /** Counts one hit; returns the seconds to wait when the limit is passed, else 0. */
  hit(key: string, limit: Limit, now = Date.now()): number {
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + limit.windowSec * 1000 };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count > limit.max ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
  }

  /** The seconds to wait if `key` has used up its limit, else 0; counts nothing. */
  peek(key: string, limit: Limit, now = Date.now()): number {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now || w.count < limit.max) return 0;
    return Math.max(1, Math.ceil((w.resetAt - now) / 1000));
  }

  clear() {
    this.windows.clear();
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/** Throws RateLimitedError when any key has used up its limit already; counts nothing. */
export function checkLimits(ctx: AppContext, entries: [key: string, limit: Limit][]) {
  const limiter = stateOf(ctx).limiter;
  const wait = Math.max(0, ...entries.map(([key, limit]) => limiter.peek(key, limit)));
  if (wait > 0) throw new RateLimitedError(wait);
}

/** Counts one hit on each key (for example one failed sign-in). */
export function countHits(ctx: AppContext, entries: [key: string, limit: Limit][]) {
  const limiter = stateOf(ctx).limiter;
  for (const [key, limit] of entries) limiter.hit(key, limit);
}

/** Throws RateLimitedError when `key` has passed its limit. */
export function enforceLimit(ctx: AppContext, key: string, limit: Limit) {
  const wait = stateOf(ctx).limiter.hit(key, limit);
  if (wait > 0) throw new RateLimitedError(wait);
}

type IpGroup = Exclude<keyof RateLimitSettings, 'account'>;

/** Route `config.rateLimit` for a per-IP limit of one anonymous endpoint (@fastify/rate-limit). */
export function ipRateLimit(ctx: AppContext, group: IpGroup) {
  return {
    rateLimit: {
      max: () => rateLimitSettings(ctx)[group].ip.max,
      timeWindow: () => rateLimitSettings(ctx)[group].ip.windowSec * 1000,
      keyGenerator: (req: FastifyRequest) => `${group}:${req.ip}`,
    },
  };
}

/**
 * The preHandlers of every signed-in route: a valid bearer token for an account that still
 * exists and is active, and the account's share of the API (60 calls a minute by default).
 *
 *   app.get('/api/videos/', { preHandler: signedIn(ctx) }, handler)
 *
 * `{ limit: false }` leaves a route out of the count (for example a progress stream).
 */
export function signedIn(ctx: AppContext, opts: { limit?: boolean } = {}): preHandlerAsyncHookHandler[] {
  const authenticate = requireUser(ctx.tokens) as preHandlerAsyncHookHandler;
  const exists: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    const [row] = await ctx.database.db
      .select({ id: users.id, sessionVersion: users.sessionVersion })
      .from(users)
      .where(and(eq(users.id, request.userId!), eq(users.isActive, true), isNull(users.closedAt)));
    if (!row) throw new AppError(401, 'user_not_found', 'User not found', { detail: 'User not found' });
    // Issued before the last password change or reset: that ended every earlier session.
    if (row.sessionVersion !== request.sessionVersion)
      throw new TokenInvalidError('Token is invalid or expired');
  };
  const perAccount: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = rateLimitSettings(ctx).account;
    const wait = stateOf(ctx).limiter.hit(`account:${request.userId}`, limit);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new RateLimitedError(wait);
    }
  };
  return opts.limit === false ? [authenticate, exists] : [authenticate, exists, perAccount];
}
