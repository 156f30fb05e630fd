import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@reelsmith/contracts/languages';
import type { Db } from '../../db/client.ts';
import { authTokens, users, type User } from '../../db/schema/index.ts';

export type TokenKind = (typeof authTokens.$inferSelect)['kind'];
export type AuthToken = typeof authTokens.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'username' | 'firstName' | 'lastName' | 'email' | 'passwordHash'
>;
export type UserUpdate = Partial<
  Pick<
    User,
    | 'firstName'
    | 'lastName'
    | 'avatarUrl'
    | 'defaultVoice'
    | 'defaultStyle'
    | 'defaultCaptionPreset'
    | 'defaultLanguage'
    | 'passwordHash'
    | 'isActive'
    | 'closedAt'
    | 'lastLoginAt'
  >
>;

/** Postgres' unique_violation, as PGlite and node-postgres both report it. */
export const isUniqueViolation = (err: unknown): err is { constraint?: string } => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
export const violatedConstraint = (err: unknown): string =>
  (err as { constraint?: string; cause?: { constraint?: string } }).constraint ??
  (err as { cause?: { constraint?: string } }).cause?.constraint ??
  '';

/** Users and their single-use tokens; emails and usernames compare case-insensitively. */
export class UsersRepo {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<User | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** The user's id and plan only: what a usage check needs. */
  async findPlan(id: string): Promise<Pick<User, 'id' | 'plan'> | undefined> {
    const [row] = await this.db
      .select({ id: users.id, plan: users.plan })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  /**
   * The language a request is made in: the one it names, else the account's (decision 233). Only a
   * request that names none reads the account.
   */
  async language(id: string, named?: Language): Promise<Language> {
    if (named) return named;
    const [row] = await this.db
      .select({ language: users.defaultLanguage })
      .from(users)
      .where(eq(users.id, id));
    return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  }

  async usernameTaken(username: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    return !!row;
  }

  async create(user: NewUser): Promise<User> {
    const [row] = await this.db.insert(users).values(user).returning();
    return row;
  }

  async update(id: string, update: UserUpdate): Promise<User | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** A new password: raises the session version, so every access token issued before stops working. */
  async setPassword(id: string, passwordHash: string, extra: UserUpdate = {}): Promise<User | undefined> {
    const [row] = await this.db
      .update(users)
      .set({
        ...extra,
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** Closes the account: signed out everywhere (session version up), kept for the grace period. */
  async close(id: string): Promise<void> {
    await this.db
      .update(users)
      .set({ closedAt: new Date(), sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id));
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  }

  async addToken(row: {
    userId: string;
    kind: TokenKind;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(authTokens).values(row);
  }

  async findToken(kind: TokenKind, tokenHash: string): Promise<AuthToken | undefined> {
    const [row] = await this.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.kind, kind), eq(authTokens.tokenHash, tokenHash)));
    return row;
  }

  /** Marks an unused, unexpired token used; false when another request got there first. */
  async consumeToken(id: string): Promise<boolean> {
    const rows = await this.db
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
      .returning({ id: authTokens.id });
    return rows.length > 0;
  }

  /**
   * Ends every unused token of a kind for a user (all sessions, or all pending reset links).
   * Revoked refresh tokens are deleted, not marked used: a device presenting one later is signed
   * out as "invalid", not taken for a thief replaying a used token (which ends every session).
   */
  async revokeTokens(userId: string, kind: TokenKind, exceptId?: string): Promise<void> {
    const where = [eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)];
    if (exceptId) where.push(ne(authTokens.id, exceptId));
    if (kind === 'refresh') await this.db.delete(authTokens).where(and(...where));
    else
      await this.db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(...where));
  }

  /** Drops tokens that expired long ago, so the table does not grow without end. */
  async pruneTokens(userId: string, olderThan: Date): Promise<void> {
    await this.db
      .delete(authTokens)
      .where(and(eq(authTokens.userId, userId), lt(authTokens.expiresAt, olderThan)));
  }
}
