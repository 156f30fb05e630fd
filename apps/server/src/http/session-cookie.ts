import type { FastifyReply } from 'fastify';

/** The httpOnly cookie that holds a session's refresh token (password, activation or Google sign-in). */
export const REFRESH_COOKIE = 'refresh';
const COOKIE_PATH = '/api/users';

export function setSessionCookie(
  reply: FastifyReply,
  session: { refresh: string; refreshExpires: Date },
  secure: boolean,
) {
  return reply.setCookie(REFRESH_COOKIE, session.refresh, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: COOKIE_PATH,
    expires: session.refreshExpires,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  return reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH });
}
