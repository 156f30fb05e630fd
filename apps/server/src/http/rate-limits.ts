import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.ts';
import { users, type ApiKeyScope } from '../db/schema/index.ts';
import { apiKeyOf, verifyApiKey } from './api-key-auth.ts';
import { optionalUser, requireUser, TokenInvalidError } from './auth.ts';
import { AccountBannedError, AppError, ForbiddenError, TooManyRequestsError } from './errors.ts';

export interface Limit {
  max: number;
  windowSec: number;
}

/** Every abuse limit in one place. Per-IP limits go through @fastify/rate-limit; the others through FixedWindowLimiter. */
export interface RateLimitSettings {
  /**
   * The terms' 60 API calls a minute per account, for programs: API keys and the MCP endpoint.
   */
  account: Limit;
  /**
   * The signed-in web app (a session's bearer token): a person clicking never reaches it, while a
   * runaway tab or a script holding a session still stops. Counted apart from `account`, so a
   * program using its keys does not slow the owner's screens down, nor the screens the program.
   */
  session: Limit;
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
  session: { max: 600, windowSec: 60 },
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
  /** The plan in force (billing's answer), given by the composition root; API keys follow it. */
  planOf?: (userId: string) => Promise<string>;
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
    s[group] = { ...s[group], ...(value as object) };
  }
}

/** How an API key's plan is found: billing's answer, handed in once by the composition root. */
export function usePlanLookup(ctx: AppContext, planOf: (userId: string) => Promise<string>) {
  stateOf(ctx).planOf = planOf;
}

/** Forgets every counter (tests). */
export const resetRateLimitCounters = (ctx: AppContext) => stateOf(ctx).limiter.clear();

/** A passed rate limit (the one 429 shape, http/errors.ts). */
export class RateLimitedError extends TooManyRequestsError {}

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

  /** Calls left in `key`'s window and the seconds until it resets. */
  remaining(key: string, limit: Limit, now = Date.now()): { remaining: number; resetSec: number } {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return { remaining: limit.max, resetSec: limit.windowSec };
    return {
      remaining: Math.max(0, limit.max - w.count),
      resetSec: Math.max(1, Math.ceil((w.resetAt - now) / 1000)),
    };
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

type IpGroup = Exclude<keyof RateLimitSettings, 'account' | 'session'>;

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

/** The account behind a verified token, when it still exists and is active; null otherwise. */
async function liveAccount(ctx: AppContext, userId: string) {
  const [row] = await ctx.database.db
    .select({
      id: users.id,
      sessionVersion: users.sessionVersion,
      bannedAt: users.bannedAt,
      banReason: users.banReason,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.closedAt)));
  return row ?? null;
}

/**
 * The preHandlers of every signed-in route: a valid bearer token for an account that still
 * exists and is active, and the account's share of the API (60 calls a minute for API keys, 600
 * for the web app's session; `RateLimit-*` headers on every answer).
 *
 *   app.get('/api/videos/', { preHandler: signedIn(ctx, { scope: 'read' }) }, handler)
 *
 * `scope` opens the route to API keys holding that scope (decision 120); without it a key is
 * refused. `{ limit: false }` leaves a route out of the count (for example a progress stream).
 */
/** The plan in force, as billing decides it (a grant, a subscription or a team). */
function planInForce(ctx: AppContext, userId: string): Promise<string> {
  const { planOf } = stateOf(ctx);
  if (!planOf) throw new Error('No plan lookup: build the services with composeServices first');
  return planOf(userId);
}

export function signedIn(
  ctx: AppContext,
  opts: { limit?: boolean; scope?: ApiKeyScope } = {},
): preHandlerAsyncHookHandler[] {
  const bearer = requireUser(ctx.tokens);
  const authenticate: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = apiKeyOf(request);
    if (!key) return bearer(request, reply);
    if (!opts.scope)
      throw new ForbiddenError('API keys cannot be used for this operation.', 'api_key_not_accepted');
    const found = await verifyApiKey(ctx.database.db, key, opts.scope, (id) => planInForce(ctx, id));
    request.userId = found.userId;
    request.apiKey = { id: found.keyId, scopes: found.scopes };
  };
  const exists: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.apiKey) return; // checked with the key
    const row = await liveAccount(ctx, request.userId!);
    if (!row) throw new AppError(401, 'user_not_found', 'User not found', { detail: 'User not found' });
    if (row.bannedAt) throw new AccountBannedError(row.banReason);
    // Issued before the last password change or reset: that ended every earlier session.
    if (row.sessionVersion !== request.sessionVersion)
      throw new TokenInvalidError('Token is invalid or expired');
  };
  const perAccount: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const program = !!request.apiKey;
    const limit = program ? rateLimitSettings(ctx).account : rateLimitSettings(ctx).session;
    const key = `${program ? 'account' : 'session'}:${request.userId}`;
    const { limiter } = stateOf(ctx);
    const wait = limiter.hit(key, limit);
    const { remaining, resetSec } = limiter.remaining(key, limit);
    // IETF draft "RateLimit header fields for HTTP": what a client needs to pace itself.
    reply.header('RateLimit-Limit', String(limit.max));
    reply.header('RateLimit-Remaining', String(remaining));
    reply.header('RateLimit-Reset', String(resetSec));
    reply.header('RateLimit-Policy', `${limit.max};w=${limit.windowSec}`);
    if (wait > 0) throw new RateLimitedError(wait);
  };
  return opts.limit === false ? [authenticate, exists] : [authenticate, exists, perAccount];
}

/**
 * For routes that anyone may call with a signed URL and an owner may call with a bearer token
 * (files, the live preview): a token counts only while its session is current, the same rule as
 * signedIn. A token issued before a password change, or for a closed account, is ignored: the
 * request is anonymous and needs a valid signed URL like any other.
 */
export function maybeSignedIn(ctx: AppContext): preHandlerAsyncHookHandler[] {
  const read = optionalUser(ctx.tokens) as preHandlerAsyncHookHandler;
  const current: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.userId) return;
    const row = await liveAccount(ctx, request.userId);
    if (!row || row.bannedAt || row.sessionVersion !== request.sessionVersion) {
      request.userId = undefined;
      request.sessionVersion = undefined;
    }
  };
  return [read, current];
}
