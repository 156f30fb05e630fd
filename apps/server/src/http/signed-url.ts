import { createHmac, timingSafeEqual } from 'node:crypto';

/** Expiring links to private files, for <video> and <a download> which cannot send a bearer token. */
export function createUrlSigner(secret: string) {
  const mac = (key: string, exp: number) =>
    createHmac('sha256', secret).update(`file:${key}:${exp}`).digest('base64url');
  return {
    sign(key: string, ttlSec = 6 * 3600): string {
      // Round the expiry so the same file gets the same URL for a while and browsers can cache it.
      const exp = Math.ceil((Date.now() / 1000 + ttlSec) / 600) * 600;
      return `/api/files/${key.split('/').map(encodeURIComponent).join('/')}?exp=${exp}&sig=${mac(key, exp)}`;
    },
    verify(key: string, exp: unknown, sig: unknown): boolean {
      const e = Number(exp);
      if (!Number.isFinite(e) || e < Date.now() / 1000 || typeof sig !== 'string') return false;
      const want = Buffer.from(mac(key, e));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
