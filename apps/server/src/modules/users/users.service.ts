import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.ts';
import type { AllowancesService } from '../billing/allowances.service.ts';
import type { EmailService } from '../email/email.service.ts';
import type { VoiceClonesService } from '../voices/voice-clones.service.ts';
import type { User } from '../../db/schema/index.ts';
import {
  AccountBannedError,
  AppError,
  PayloadTooLargeError,
  UnauthorizedError,
  ValidationError,
} from '../../http/errors.ts';
import { checkLimits, countHits, enforceLimit, rateLimitSettings } from '../../http/rate-limits.ts';
import { deviceToken, isTrustedDevice } from './device-trust.ts';
import { activationEmail, passwordChangedEmail, passwordResetEmail } from './users.emails.ts';
import { isUniqueViolation, UsersRepo, violatedConstraint } from './users.repo.ts';
import {
  checkEmail,
  checkNewPassword,
  hasErrors,
  MESSAGES,
  validateLogin,
  validateProfile,
  validateRegistration,
  type FieldErrors,
} from './users.validation.ts';
import { avatarKey } from '../../storage/storage-paths.ts';
import {
  ACCOUNT_CLOSED_MESSAGE,
  ACTIVATED_MESSAGE,
  ACTIVATED_SIGNED_IN_MESSAGE,
  FORGOT_MESSAGE,
  INACTIVE_ACCOUNT,
  INVALID_CREDENTIALS,
  LOGIN_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  REGISTER_FAILED,
  REGISTERED_MESSAGE,
  RESEND_MESSAGE,
} from './users.messages.ts';
import { profileOf, type Profile } from './users.profile.ts';
import {
  ACTIVATION_TTL_MS,
  consumeToken,
  issueToken,
  newToken,
  REFRESH_TTL_MS,
  RESET_TTL_MS,
  sha256,
} from './users.tokens.ts';

/** The terms: a closed account can be reactivated by signing in for 30 days, then it is deleted. */
export const CLOSED_ACCOUNT_GRACE_MS = 30 * 24 * 3600 * 1000;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// Algorithm is a const enum (not importable under isolatedModules): 2 is Argon2id.
const ARGON = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Billing and the creator program: what an account pays or earns ends when it closes. */
export interface AccountClosingListener {
  accountClosed(userId: string): Promise<void>;
}

export interface Session {
  access: string;
  refresh: string;
  refreshExpires: Date;
}

/** Accounts: registration, activation, sessions, password reset and the profile. */
export class UsersService {
  private readonly repo: UsersRepo;
  private dummyHash?: Promise<string>;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      billing: Pick<AllowancesService, 'planFor' | 'creditsLeft'>;
      voiceClones: Pick<VoiceClonesService, 'assertUsable'>;
      email: Pick<EmailService, 'enqueue'>;
      /** Told when an account closes, so what it pays or earns stops with it. */
      closing?: AccountClosingListener[];
    },
  ) {
    this.repo = new UsersRepo(ctx.database.db);
  }

  private link(page: string, token: string) {
    return `${this.ctx.env.PUBLIC_URL}/${page}?token=${encodeURIComponent(token)}`;
  }

  private limitEmail(group: 'register' | 'resend' | 'forgot', email: string) {
    if (!email) return;
    enforceLimit(this.ctx, `${group}:email:${email.toLowerCase()}`, rateLimitSettings(this.ctx)[group].email);
  }

  private async sendActivation(user: User) {
    const { token } = await issueToken(this.repo, user.id, 'activation', ACTIVATION_TTL_MS);
    await this.deps.email.enqueue(activationEmail(user.email, user.firstName, this.link('activate', token)));
  }

  /** `created` runs once the account exists (the creator program attributes the signup there). */
  async register(
    body: Record<string, unknown>,
    created?: (userId: string) => Promise<unknown>,
  ): Promise<{ message: string }> {
    const { value, errors } = validateRegistration(body);
    if (value.email) this.limitEmail('register', value.email);
    if (hasErrors(errors)) throw new ValidationError(REGISTER_FAILED, errors);
    const taken: FieldErrors = {};
    if (await this.repo.findByEmail(value.email)) taken.email = [MESSAGES.emailTaken];
    if (await this.repo.usernameTaken(value.username)) taken.username = [MESSAGES.usernameTaken];
    if (hasErrors(taken)) throw new ValidationError(REGISTER_FAILED, taken);
    let user: User;
    try {
      // The operator's PLAN_GRANTS: accounts on a plan with no billing (staff, partners; decision 120).
      const plan = this.ctx.env.PLAN_GRANTS[value.email.toLowerCase()];
      user = await this.repo.create({
        ...value,
        passwordHash: await hash(value.password, ARGON),
        ...(plan ? { plan } : {}),
      });
    } catch (err) {
      // Two sign-ups racing for the same email or username: the unique index decides.
      if (!isUniqueViolation(err)) throw err;
      const field = violatedConstraint(err).includes('username') ? 'username' : 'email';
      throw new ValidationError(REGISTER_FAILED, {
        [field]: [field === 'email' ? MESSAGES.emailTaken : MESSAGES.usernameTaken],
      });
    }
    if (created)
      await created(user.id).catch((err) =>
        this.ctx.logger.warn({ err: (err as Error).message }, 'after-signup step failed'),
      );
    await this.sendActivation(user);
    return { message: REGISTERED_MESSAGE };
  }

  async activate(token: unknown): Promise<{ message: string; userId: string }> {
    const row = await consumeToken(this.repo, 'activation', token);
    await this.repo.update(row.userId, { isActive: true });
    return { message: ACTIVATED_MESSAGE, userId: row.userId };
  }

  /**
   * Activates and starts a session, for the web app's /activate screen: following the single-use
   * link proves the address as a password reset does, so the creator lands signed in (decision 195).
   */
  async activateAndSignIn(token: unknown): Promise<Session & { message: string }> {
    const { userId } = await this.activate(token);
    const user = await this.mustFind(userId);
    return { ...(await this.startSession(user)), message: ACTIVATED_SIGNED_IN_MESSAGE };
  }

  async resendActivation(body: Record<string, unknown>): Promise<{ message: string }> {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const errors: FieldErrors = {};
    checkEmail(errors, 'email', email);
    if (hasErrors(errors)) throw new ValidationError(errors.email[0], errors);
    this.limitEmail('resend', email);
    const user = await this.repo.findByEmail(email);
    if (user && !user.isActive) await this.sendActivation(user);
    return { message: RESEND_MESSAGE };
  }

  private async checkPassword(user: User | undefined, password: string): Promise<boolean> {
    if (!user) {
      // Spend the same time as a real check, so response times do not tell which emails exist.
      this.dummyHash ??= hash(newToken(), ARGON);
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(user.passwordHash, password).catch(() => false);
  }

  /** `device`: the browser's device cookie (device-trust.ts); the answer carries the next one. */
  async login(
    body: Record<string, unknown>,
    ip = '',
    device?: string,
  ): Promise<Session & { message: string; device: string }> {
    const { email, password, errors } = validateLogin(body);
    if (hasErrors(errors)) throw new ValidationError('Login failed.', errors);
    const limits = rateLimitSettings(this.ctx).login;
    const address = email.toLowerCase();
    const failures: [string, typeof limits.email][] = [
      [`login:email:${address}:ip:${ip}`, limits.email],
      [`login:email:${address}`, limits.emailAllAddresses],
    ];
    checkLimits(this.ctx, failures.slice(0, 1));
    const user = await this.repo.findByEmail(email);
    if (!user || !isTrustedDevice(this.ctx.env.JWT_SECRET, user, device))
      checkLimits(this.ctx, failures.slice(1));
    const invalid = () =>
      new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS, { detail: INVALID_CREDENTIALS });
    if (!(await this.checkPassword(user, password)) || !user) {
      countHits(this.ctx, failures);
      throw invalid();
    }
    // Only someone who knows the password learns that (and why) an operator suspended the account.
    if (user.bannedAt) throw new AccountBannedError(user.banReason);
    // A closed account: signing in within the grace period reactivates it; after it, it is gone.
    if (user.closedAt) {
      if (Date.now() - user.closedAt.getTime() >= CLOSED_ACCOUNT_GRACE_MS) throw invalid();
      await this.repo.update(user.id, { closedAt: null });
    }
    // Only someone who knows the password learns the account is waiting for activation.
    if (!user.isActive)
      throw new AppError(403, 'account_inactive', INACTIVE_ACCOUNT, { detail: INACTIVE_ACCOUNT });
    await this.repo.pruneTokens(user.id, new Date(Date.now() - 7 * 24 * 3600 * 1000));
    await this.repo.update(user.id, { lastLoginAt: new Date() });
    return {
      ...(await this.startSession(user)),
      message: LOGIN_MESSAGE,
      device: deviceToken(this.ctx.env.JWT_SECRET, user),
    };
  }

  /** Also "Continue with Google" (modules/auth), once the provider has vouched for the account. */
  async startSession(user: Pick<User, 'id' | 'sessionVersion'>): Promise<Session> {
    const { token, expiresAt } = await issueToken(this.repo, user.id, 'refresh', REFRESH_TTL_MS);
    return {
      access: await this.ctx.tokens.signAccess(user.id, user.sessionVersion),
      refresh: token,
      refreshExpires: expiresAt,
    };
  }

  /** Trades a refresh token for a new access token and a new refresh token; each refresh token works once. */
  async refresh(token: string | undefined): Promise<Session> {
    if (!token)
      throw new UnauthorizedError('Refresh token was not provided. Please sign in again.', 'token_not_valid');
    const row = await this.repo.findToken('refresh', sha256(token));
    const invalid = (detail: string) => new AppError(401, 'token_not_valid', detail, { detail });
    if (!row) throw invalid('Token is invalid or expired');
    if (row.usedAt) {
      // A used refresh token coming back means it was copied: end every session of the account.
      await this.repo.revokeTokens(row.userId, 'refresh');
      throw invalid('Token has already been used. Please sign in again.');
    }
    if (row.expiresAt.getTime() <= Date.now()) throw invalid('Token is expired. Please sign in again.');
    if (!(await this.repo.consumeToken(row.id)))
      throw invalid('Token has already been used. Please sign in again.');
    const user = await this.repo.findById(row.userId);
    if (!user?.isActive || user.closedAt) throw invalid('Token is invalid or expired');
    if (user.bannedAt) throw new AccountBannedError(user.banReason);
    return this.startSession(user);
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    const row = await this.repo.findToken('refresh', sha256(token));
    if (row && !row.usedAt) await this.repo.consumeToken(row.id);
  }

  async forgotPassword(body: Record<string, unknown>): Promise<{ message: string }> {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const errors: FieldErrors = {};
    checkEmail(errors, 'email', email);
    if (hasErrors(errors)) throw new ValidationError(errors.email[0], errors);
    this.limitEmail('forgot', email);
    const user = await this.repo.findByEmail(email);
    if (user) {
      const { token } = await issueToken(this.repo, user.id, 'reset', RESET_TTL_MS);
      await this.deps.email.enqueue(
        passwordResetEmail(user.email, user.firstName, this.link('reset-password', token)),
      );
    }
    return { message: FORGOT_MESSAGE };
  }

  async resetPassword(body: Record<string, unknown>): Promise<{ message: string }> {
    const password = typeof body.password === 'string' ? body.password : '';
    const errors: FieldErrors = {};
    checkNewPassword(errors, 'password', password);
    if (hasErrors(errors)) throw new ValidationError(errors.password[0], errors);
    const row = await consumeToken(this.repo, 'reset', body.token);
    // Following the emailed link proves the address, so a reset also activates a waiting account.
    await this.repo.setPassword(row.userId, await hash(password, ARGON), { isActive: true });
    await this.repo.revokeTokens(row.userId, 'reset');
    await this.repo.revokeTokens(row.userId, 'refresh');
    return { message: PASSWORD_RESET_MESSAGE };
  }

  async me(userId: string): Promise<Profile> {
    return profileOf(await this.mustFind(userId), this.ctx, this.deps.billing);
  }

  async updateMe(userId: string, body: Record<string, unknown>): Promise<Profile> {
    const { value, errors } = validateProfile(body);
    if (hasErrors(errors)) throw new ValidationError(Object.values(errors)[0][0], errors);
    if (value.defaultVoice)
      await this.deps.voiceClones.assertUsable(userId, value.defaultVoice, 'default_voice');
    const user = Object.keys(value).length
      ? await this.repo.update(userId, value)
      : await this.repo.findById(userId);
    if (!user) throw userGone();
    return profileOf(user, this.ctx, this.deps.billing);
  }

  async setAvatar(userId: string, data: Buffer): Promise<Profile> {
    if (data.length > AVATAR_MAX_BYTES)
      throw new PayloadTooLargeError('The picture is too large. The limit is 5 MB.');
    const type = await fileTypeFromBuffer(data);
    const ext = type && AVATAR_TYPES[type.mime];
    if (!ext) {
      throw new ValidationError('Upload a PNG, JPEG, WebP or GIF picture.', {
        avatar: ['Upload a PNG, JPEG, WebP or GIF picture.'],
      });
    }
    const user = await this.mustFind(userId);
    const key = avatarKey(userId, ext);
    await this.ctx.storage.putBuffer(key, data, type.mime);
    if (user.avatarUrl && user.avatarUrl !== key)
      await this.ctx.storage.delete(user.avatarUrl).catch(() => undefined);
    return profileOf((await this.repo.update(userId, { avatarUrl: key }))!, this.ctx, this.deps.billing);
  }

  async removeAvatar(userId: string): Promise<Profile> {
    const user = await this.mustFind(userId);
    if (user.avatarUrl) await this.ctx.storage.delete(user.avatarUrl).catch(() => undefined);
    return profileOf((await this.repo.update(userId, { avatarUrl: null }))!, this.ctx, this.deps.billing);
  }

  async changePassword(
    userId: string,
    body: Record<string, unknown>,
  ): Promise<Session & { message: string }> {
    const current = typeof body.current_password === 'string' ? body.current_password : '';
    const next = typeof body.new_password === 'string' ? body.new_password : '';
    const errors: FieldErrors = {};
    if (!current) errors.current_password = [MESSAGES.passwordRequired];
    checkNewPassword(errors, 'new_password', next);
    if (hasErrors(errors)) throw new ValidationError(Object.values(errors)[0][0], errors);
    const user = await this.mustFind(userId);
    enforceLimit(this.ctx, `password:${userId}`, rateLimitSettings(this.ctx).login.email);
    if (!(await this.checkPassword(user, current))) {
      throw new ValidationError('Your current password is incorrect.', {
        current_password: ['Your current password is incorrect.'],
      });
    }
    const updated = (await this.repo.setPassword(userId, await hash(next, ARGON)))!;
    await this.repo.revokeTokens(userId, 'refresh');
    await this.repo.revokeTokens(userId, 'reset');
    await this.deps.email.enqueue(
      passwordChangedEmail(user.email, user.firstName, `${this.ctx.env.PUBLIC_URL}/forgot-password`),
    );
    return { ...(await this.startSession(updated)), message: PASSWORD_CHANGED_MESSAGE };
  }

  async deleteMe(userId: string, body: Record<string, unknown>): Promise<{ message: string }> {
    const password = typeof body.password === 'string' ? body.password : '';
    if (!password)
      throw new ValidationError(MESSAGES.passwordRequired, { password: [MESSAGES.passwordRequired] });
    const user = await this.mustFind(userId);
    enforceLimit(this.ctx, `password:${userId}`, rateLimitSettings(this.ctx).login.email);
    if (!(await this.checkPassword(user, password))) {
      throw new ValidationError('The password is incorrect.', { password: ['The password is incorrect.'] });
    }
    await this.close(userId);
    return { message: ACCOUNT_CLOSED_MESSAGE };
  }

  /** Closes an account (the owner's request, or an operator's from the console). */
  async close(userId: string): Promise<void> {
    // Kept for the terms' 30 days of grace; housekeeping deletes every row and file after that.
    await this.repo.close(userId);
    await this.repo.revokeTokens(userId, 'refresh');
    await this.repo.revokeTokens(userId, 'reset');
    for (const listener of this.deps.closing ?? []) await listener.accountClosed(userId);
  }

  private async mustFind(userId: string): Promise<User> {
    const user = await this.repo.findById(userId);
    if (!user) throw userGone();
    return user;
  }
}

const userGone = () => new AppError(401, 'user_not_found', 'User not found', { detail: 'User not found' });
