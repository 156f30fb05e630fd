import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A device that once signed in keeps a way in while its owner's email is locked by guesses from
 * elsewhere: the per-email lock across all addresses can be tripped by anyone who knows the email,
 * so a successful sign-in leaves a long-lived HttpOnly cookie that lets this browser past that
 * lock (never past the password, nor past the per-address lock). It is signed with the server
 * secret over the user and their session version, so changing the password retires it.
 */
export const DEVICE_COOKIE = 'rs_device';
export const DEVICE_TTL_MS = 180 * 24 * 3600_000;

const mac = (secret: string, userId: string, version: number, nonce: string) =>
  createHmac('sha256', secret)
    .update(`device\u0001${userId}\u0001${version}\u0001${nonce}`)
    .digest('base64url');

export function deviceToken(secret: string, user: { id: string; sessionVersion: number }): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${nonce}.${mac(secret, user.id, user.sessionVersion, nonce)}`;
}

export function isTrustedDevice(
  secret: string,
  user: { id: string; sessionVersion: number },
  token: string | undefined,
): boolean {
  const [nonce, sig, extra] = (token ?? '').split('.');
  if (!nonce || !sig || extra !== undefined) return false;
  const want = Buffer.from(mac(secret, user.id, user.sessionVersion, nonce));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want);
}
