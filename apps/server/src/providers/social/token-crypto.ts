import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for OAuth tokens at rest: `v1.<iv>.<ciphertext+tag>` (base64url). The key is
 * SOCIAL_TOKEN_KEY, or derived with HKDF from the server secret so the embedded default needs none.
 */
export function createTokenCrypto(opts: { key?: string; secret: string }) {
  const key = opts.key
    ? Buffer.from(opts.key, 'base64')
    : Buffer.from(hkdfSync('sha256', opts.secret, 'reelsmith', 'social-token-key', 32));
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final(), c.getAuthTag()]);
      return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    decrypt(sealed: string): string {
      const [v, ivB64, bodyB64] = sealed.split('.');
      if (v !== 'v1' || !ivB64 || !bodyB64) throw new Error('Unknown token format');
      const body = Buffer.from(bodyB64, 'base64url');
      const d = createDecipheriv('aes-256-gcm', key, Buffer.from(ivB64, 'base64url'));
      d.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([d.update(body.subarray(0, body.length - 16)), d.final()]).toString('utf8');
    },
  };
}
export type TokenCrypto = ReturnType<typeof createTokenCrypto>;
