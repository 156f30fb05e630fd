import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PLANS } from '@reelsmith/contracts/plans';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { apiKeys, users, type ApiKeyScope } from '../db/schema/index.ts';
import { AccountBannedError, AppError, ForbiddenError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the call came with an API key instead of a signed-in session. */
    apiKey?: { id: string; scopes: string[] };
  }
}

/** `rsk_` + 8 characters of public prefix + `_` + 43 characters of secret (256 bits). */
const KEY_SHAPE = /^(rsk_[A-Za-z0-9]{8})_[A-Za-z0-9_-]{43}$/;
export const API_KEY_MARK = 'rsk_';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: the whole key (shown once), its prefix and its hash (stored). */
export function mintApiKey(): { key: string; prefix: string; hash: string } {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const prefix = `${API_KEY_MARK}${Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

export class ApiKeyError extends AppError {
  constructor(message: string, code: string) {
    super(401, code, message, { detail: message });
  }
}

export const isApiKey = (token: string) => token.startsWith(API_KEY_MARK);

/** The key sent as `Authorization: Bearer rsk_...` or `X-API-Key: rsk_...`. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header) return header;
  const h = request.headers.authorization;
  const [scheme, value] = h?.split(' ') ?? [];
  return scheme?.toLowerCase() === 'bearer' && value && isApiKey(value) ? value : undefined;
}

/**
 * Checks a key for one operation: known, not revoked, the account active and on a plan with API
 * access, and the key holding `scope`. Answers the owner and the key.
 */
export async function verifyApiKey(
  db: Db,
  key: string,
  /** null: any scope (the MCP endpoint; each tool's own call checks its scope). */
  scope: ApiKeyScope | null,
  /** The plan in force for an account (billing decides: grant, subscription or team). */
  planOf: (userId: string) => Promise<string>,
): Promise<{ userId: string; keyId: string; scopes: string[] }> {
  const prefix = KEY_SHAPE.exec(key)?.[1];
  if (!prefix) throw new ApiKeyError('Invalid API key.', 'api_key_invalid');
  const [row] = await db
    .select({
      key: apiKeys,
      active: users.isActive,
      closedAt: users.closedAt,
      bannedAt: users.bannedAt,
      banReason: users.banReason,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.prefix, prefix));
  const given = Buffer.from(hashApiKey(key), 'hex');
  if (!row || !timingSafeEqual(given, Buffer.from(row.key.hash, 'hex')))
    throw new ApiKeyError('Invalid API key.', 'api_key_invalid');
  if (row.key.revokedAt) throw new ApiKeyError('This API key has been revoked.', 'api_key_revoked');
  if (!row.active || row.closedAt)
    throw new AppError(401, 'user_not_found', 'User not found', { detail: 'User not found' });
  if (row.bannedAt) throw new AccountBannedError(row.banReason);
  const plan = await planOf(row.key.userId);
  if (!PLANS.find((p) => p.id === plan)?.apiAccess)
    throw new ForbiddenError(
      'API access comes with the Business plan. Upgrade to use API keys.',
      'api_access_not_in_plan',
    );
  if (scope && !row.key.scopes.includes(scope))
    throw new ForbiddenError(`This API key does not have the "${scope}" scope.`, 'insufficient_scope');
  // Last use, to the minute: enough for the list in Settings without a write per call.
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(apiKeys.id, row.key.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(Date.now() - 60_000))),
      ),
    );
  return { userId: row.key.userId, keyId: row.key.id, scopes: row.key.scopes };
}
