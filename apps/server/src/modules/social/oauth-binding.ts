import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Binds an OAuth callback to the browser that pressed Connect. `state` alone proves only that
 * someone started a connection: a victim who finishes an attacker's link would otherwise connect
 * their own platform account to the attacker's Reelsmith account. The start sets a short-lived
 * HttpOnly cookie with a hash of the state; the callback refuses unless this browser holds it.
 * SameSite=Lax still sends it on the platform's top-level redirect back to us.
 */
const MAX_AGE_SECONDS = 15 * 60;

export const BINDING_MISMATCH_MESSAGE =
  'This connection was started in a different browser, so nothing was connected. Go back to Reelsmith in this browser and press Connect again.';

const cookieName = (platform: string) => `rs_oauth_${platform}`;
const cookiePath = (platform: string) => `/api/social/oauth/${platform}/callback/`;
const digest = (state: string) => createHash('sha256').update(state).digest('base64url');

/** The state the provider's authorize address carries (every OAuth 2 provider puts it in the query). */
export function stateOf(oauthUrl: string): string | null {
  return new URL(oauthUrl).searchParams.get('state');
}

export function setBinding(reply: FastifyReply, platform: string, state: string, secure: boolean) {
  reply.setCookie(cookieName(platform), digest(state), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: cookiePath(platform),
    maxAge: MAX_AGE_SECONDS,
  });
}

/** True when this browser started the connection with this state; the cookie is cleared either way. */
export function takeBinding(
  req: FastifyRequest,
  reply: FastifyReply,
  platform: string,
  state: string,
  secure: boolean,
): boolean {
  const held = req.cookies[cookieName(platform)];
  reply.clearCookie(cookieName(platform), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: cookiePath(platform),
  });
  if (!held) return false;
  const want = Buffer.from(digest(state));
  const got = Buffer.from(held);
  return got.length === want.length && timingSafeEqual(got, want);
}
