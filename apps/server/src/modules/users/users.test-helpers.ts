import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { User } from '../../db/schema/index.ts';
import { UsersRepo } from './users.repo.ts';

export const TEST_PASSWORD = 'correct horse battery';

/**
 * For tests of any module: an active account straight in the database and a valid access token,
 * without going through email activation.
 */
export async function createSignedInUser(
  ctx: AppContext,
  overrides: Partial<Pick<User, 'username' | 'firstName' | 'lastName' | 'email' | 'isActive' | 'plan'>> & {
    password?: string;
  } = {},
): Promise<{ user: User; access: string; auth: { authorization: string } }> {
  const tag = randomUUID().slice(0, 8);
  const { password = TEST_PASSWORD, ...fields } = overrides;
  const user = await new UsersRepo(ctx.database.db).create({
    username: `user_${tag}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${tag}@example.com`,
    passwordHash: await hash(password),
    ...fields,
  });
  const active =
    overrides.isActive === false
      ? user
      : await new UsersRepo(ctx.database.db).update(user.id, { isActive: true });
  const access = await ctx.tokens.signAccess(user.id, user.sessionVersion);
  return { user: active!, access, auth: { authorization: `Bearer ${access}` } };
}

/** The refresh cookie's value from a response's Set-Cookie header. */
export function refreshCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const cookie = list.find((c) => c.startsWith('refresh='));
  const value = cookie?.split(';')[0].slice('refresh='.length);
  return value || undefined;
}

export async function login(app: FastifyInstance, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { email, password },
    remoteAddress,
  });
}
