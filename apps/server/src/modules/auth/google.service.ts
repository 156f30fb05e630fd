import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../context.ts';
import type { User } from '../../db/schema/index.ts';
import { AccountBannedError, AppError } from '../../http/errors.ts';
import { isUniqueViolation, UsersRepo } from '../users/users.repo.ts';
import { CLOSED_ACCOUNT_GRACE_MS, type Session, type UsersService } from '../users/users.service.ts';
import { ExternalLoginsRepo } from './external-logins.repo.ts';
import { newAttempt, OidcClient, OidcError, type OidcAttempt, type OidcIdentity } from './google-oidc.ts';

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback/';
const ATTEMPT_TTL_SEC = 10 * 60;
/** Accounts made here have no password until the creator sets one with "Forgot your password?". */
const NO_PASSWORD = '!';

/** Why a Google sign-in did not sign anyone in; the web app words each code for the creator. */
export type GoogleFailure =
  | 'google_off'
  | 'google_cancelled'
  | 'google_state'
  | 'google_unverified'
  | 'google_other_account'
  | 'google_failed'
  | 'account_closed'
  | 'account_banned';

export class GoogleSignInError extends AppError {
  constructor(
    readonly reason: GoogleFailure,
    status: number,
    message: string,
  ) {
    super(status, reason, message, { detail: message });
  }
}

const failure = {
  off: () => new GoogleSignInError('google_off', 404, 'Signing in with Google is not offered here.'),
  cancelled: () => new GoogleSignInError('google_cancelled', 400, 'Google sign-in was cancelled.'),
  state: () =>
    new GoogleSignInError(
      'google_state',
      400,
      'This sign-in was started in another browser or took too long. Try again.',
    ),
  unverified: () =>
    new GoogleSignInError('google_unverified', 403, 'Google has not confirmed this email address.'),
  otherAccount: () =>
    new GoogleSignInError(
      'google_other_account',
      409,
      'This account is already linked to a different Google account.',
    ),
  failed: () => new GoogleSignInError('google_failed', 502, 'Google sign-in did not work this time.'),
  closed: () => new GoogleSignInError('account_closed', 403, 'This account was closed and is being deleted.'),
};

/** A path on this site only, as the sign-in page's `next`. */
export const safeNext = (next: unknown): string =>
  typeof next === 'string' && /^\/(?![/\\])/.test(next) && next.length <= 500 ? next : '/dashboard';

/**
 * "Continue with Google" (decision 216): OpenID Connect with PKCE; the account is found by the
 * Google subject once linked, otherwise by an email Google has verified; a new address gets an
 * activated account. The attempt (state, nonce, verifier) rides in a signed, short-lived cookie,
 * so the callback works only in the browser that pressed the button.
 */
export class GoogleSignInService {
  private readonly users: UsersRepo;
  private readonly logins: ExternalLoginsRepo;
  private readonly key: Uint8Array;
  private client?: OidcClient;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { sessions: Pick<UsersService, 'startSession'> },
  ) {
    this.users = new UsersRepo(ctx.database.db);
    this.logins = new ExternalLoginsRepo(ctx.database.db);
    this.key = createHash('sha256').update(`google-sign-in\0${ctx.env.JWT_SECRET}`).digest();
  }

  get enabled(): boolean {
    return !!(this.ctx.env.GOOGLE_CLIENT_ID && this.ctx.env.GOOGLE_CLIENT_SECRET);
  }

  private oidc(): OidcClient {
    if (!this.enabled) throw failure.off();
    this.client ??= new OidcClient({
      issuer: this.ctx.env.GOOGLE_ISSUER,
      clientId: this.ctx.env.GOOGLE_CLIENT_ID!,
      clientSecret: this.ctx.env.GOOGLE_CLIENT_SECRET!,
      redirectUri: `${this.ctx.env.PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`,
    });
    return this.client;
  }

  /** Google's address to send the browser to, and the cookie that remembers this attempt. */
  async start(next: unknown): Promise<{ url: string; cookie: string }> {
    const client = this.oidc();
    const attempt = newAttempt();
    const url = await client.authorizeUrl(attempt).catch((err) => this.providerFailed(err));
    const cookie = await new SignJWT({ ...attempt, next: safeNext(next) })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(`${ATTEMPT_TTL_SEC}s`)
      .sign(this.key);
    return { url, cookie };
  }

  async finish(
    query: { code?: string; state?: string; error?: string },
    cookie: string | undefined,
  ): Promise<{ session: Session; next: string; created: boolean; userId: string }> {
    const client = this.oidc();
    if (query.error) throw failure.cancelled();
    const attempt = await this.attemptOf(cookie, query.state);
    if (!query.code) throw failure.state();
    const identity = await client.finish(query.code, attempt).catch((err) => this.providerFailed(err));
    const { user, created } = await this.accountFor(identity);
    if (user.bannedAt) throw new AccountBannedError(user.banReason);
    if (user.closedAt) {
      if (Date.now() - user.closedAt.getTime() >= CLOSED_ACCOUNT_GRACE_MS) throw failure.closed();
      await this.users.update(user.id, { closedAt: null });
    }
    await this.users.update(user.id, { lastLoginAt: new Date() });
    return {
      session: await this.deps.sessions.startSession(user),
      next: attempt.next,
      created,
      userId: user.id,
    };
  }

  private async attemptOf(cookie: string | undefined, state: string | undefined) {
    if (!cookie || !state) throw failure.state();
    const { payload } = await jwtVerify(cookie, this.key, { algorithms: ['HS256'] }).catch(() => {
      throw failure.state();
    });
    const held = Buffer.from(String(payload.state));
    const given = Buffer.from(state);
    if (held.length !== given.length || !timingSafeEqual(held, given)) throw failure.state();
    return {
      state,
      nonce: String(payload.nonce),
      verifier: String(payload.verifier),
      next: safeNext(payload.next),
    } satisfies OidcAttempt & { next: string };
  }

  private providerFailed(err: unknown): never {
    if (!(err instanceof OidcError)) throw err;
    this.ctx.logger.warn({ err: err.message }, 'Google sign-in failed');
    throw failure.failed();
  }

  /** The linked account, else the account of the verified email (linked now), else a new one. */
  private async accountFor(id: OidcIdentity): Promise<{ user: User; created: boolean }> {
    const linked = await this.logins.userOf('google', id.subject);
    if (linked) {
      const user = await this.users.findById(linked);
      if (user) return { user, created: false };
    }
    // Only an address Google vouches for may reach an account: anyone can type any email into a
    // Google account's profile, and it would otherwise take over the Reelsmith account.
    if (!id.emailVerified) throw failure.unverified();
    const existing = await this.users.findByEmail(id.email);
    if (existing) {
      const other = await this.logins.subjectOf('google', existing.id);
      if (other && other !== id.subject) throw failure.otherAccount();
      await this.logins.link('google', id.subject, existing.id);
      if (existing.isActive) return { user: existing, created: false };
      // Never activated: whoever registered it did not prove the address, so the password they
      // chose must not open the account the real owner now takes (pre-account takeover).
      const user = await this.users.setPassword(existing.id, NO_PASSWORD, { isActive: true });
      return { user: user!, created: false };
    }
    const user = await this.create(id);
    await this.logins.link('google', id.subject, user.id);
    return { user, created: true };
  }

  private async create(id: OidcIdentity): Promise<User> {
    const base =
      id.email
        .split('@')[0]
        .replace(/[^\w.+-]/g, '')
        .slice(0, 30) || 'creator';
    const plan = this.ctx.env.PLAN_GRANTS[id.email.toLowerCase()];
    for (let i = 0; ; i++) {
      const username = i === 0 ? base : `${base}_${randomBytes(3).toString('hex')}`;
      if (await this.users.usernameTaken(username)) continue;
      try {
        const user = await this.users.create({
          username,
          firstName: id.givenName.slice(0, 150),
          lastName: id.familyName.slice(0, 150),
          email: id.email,
          passwordHash: NO_PASSWORD,
          ...(plan ? { plan } : {}),
        });
        return (await this.users.update(user.id, { isActive: true }))!;
      } catch (err) {
        // Another sign-up took the name between the check and the insert: try another once more.
        if (!isUniqueViolation(err) || i >= 3) throw err;
      }
    }
  }
}
