import { createHash, randomBytes } from 'node:crypto';
import { TokenError } from './users.messages.ts';
import type { TokenKind, UsersRepo } from './users.repo.ts';

// An account's tokens (activation, password reset, refresh): random, stored only as a hash, and
// each used once.

export const ACTIVATION_TTL_MS = 24 * 3600 * 1000;
export const RESET_TTL_MS = 3600 * 1000;
export const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;
export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** A new token of `kind` for the account, good for `ttlMs`. */
export async function issueToken(repo: UsersRepo, userId: string, kind: TokenKind, ttlMs: number) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await repo.addToken({ userId, kind, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt };
}

/** Finds a single-use token and marks it used, or says why it cannot be used. */
export async function consumeToken(repo: UsersRepo, kind: 'activation' | 'reset', token: unknown) {
  if (typeof token !== 'string' || !token || token.length > 200) throw new TokenError(kind, 'invalid');
  const row = await repo.findToken(kind, sha256(token));
  if (!row) throw new TokenError(kind, 'invalid');
  if (row.usedAt) throw new TokenError(kind, 'used');
  if (row.expiresAt.getTime() <= Date.now()) throw new TokenError(kind, 'expired');
  if (!(await repo.consumeToken(row.id))) throw new TokenError(kind, 'used');
  return row;
}
