import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

/**
 * The OpenID Connect authorization-code flow with PKCE against Google (or any issuer speaking the
 * same discovery, token and JWKS endpoints). The ID token is checked with jose: its signature
 * against the issuer's published keys, then issuer, audience, expiry and our nonce.
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  timeoutMs?: number;
}

/** What one sign-in needs to remember between the redirect out and the redirect back. */
export interface OidcAttempt {
  state: string;
  nonce: string;
  verifier: string;
}

export interface OidcIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export class OidcError extends Error {}

const discoverySchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
});
type Discovery = z.infer<typeof discoverySchema>;

const random = () => randomBytes(32).toString('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function newAttempt(): OidcAttempt {
  return { state: random(), nonce: random(), verifier: random() };
}

export class OidcClient {
  private discovery?: Promise<Discovery>;
  private keys?: JWTVerifyGetKey;

  constructor(private readonly settings: OidcSettings) {}

  private async fetchJson(url: string, init?: RequestInit): Promise<unknown> {
    const res = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
    }).catch((err: Error) => {
      throw new OidcError(`${new URL(url).host} did not answer: ${err.message}`);
    });
    const body = await res.json().catch(() => null);
    if (!res.ok) {
      const code = (body as { error?: unknown } | null)?.error;
      throw new OidcError(
        `${new URL(url).pathname} answered ${res.status}${code ? ` (${String(code)})` : ''}`,
      );
    }
    return body;
  }

  /** The issuer's endpoints, read once; a failed read is tried again on the next sign-in. */
  private endpoints(): Promise<Discovery> {
    this.discovery ??= (async () => {
      const base = this.settings.issuer.replace(/\/$/, '');
      const parsed = discoverySchema.safeParse(
        await this.fetchJson(`${base}/.well-known/openid-configuration`),
      );
      if (!parsed.success) throw new OidcError('the discovery document is incomplete');
      if (parsed.data.issuer.replace(/\/$/, '') !== base)
        throw new OidcError(`the discovery document names another issuer (${parsed.data.issuer})`);
      return parsed.data;
    })().catch((err) => {
      this.discovery = undefined;
      throw err;
    });
    return this.discovery;
  }

  async authorizeUrl(attempt: OidcAttempt): Promise<string> {
    const url = new URL((await this.endpoints()).authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: challengeOf(attempt.verifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return url.toString();
  }

  /** Trades the code for tokens and returns the verified identity in the ID token. */
  async finish(code: string, attempt: OidcAttempt): Promise<OidcIdentity> {
    const d = await this.endpoints();
    const tokens = await this.fetchJson(d.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.settings.redirectUri,
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        code_verifier: attempt.verifier,
      }),
    });
    const idToken = (tokens as { id_token?: unknown }).id_token;
    if (typeof idToken !== 'string') throw new OidcError('the token answer has no ID token');
    this.keys ??= createRemoteJWKSet(new URL(d.jwks_uri));
    // Google's ID tokens name the issuer with or without the scheme (its OpenID documentation).
    const issuers =
      d.issuer === 'https://accounts.google.com' ? [d.issuer, 'accounts.google.com'] : [d.issuer];
    const { payload } = await jwtVerify(idToken, this.keys, {
      issuer: issuers,
      audience: this.settings.clientId,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 60,
    }).catch((err: Error) => {
      throw new OidcError(`the ID token was refused: ${err.message}`);
    });
    if (payload.nonce !== attempt.nonce) throw new OidcError('the ID token carries another nonce');
    const email = typeof payload.email === 'string' ? payload.email.trim() : '';
    if (!email) throw new OidcError('the ID token has no email');
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    return {
      subject: payload.sub!,
      email,
      // Older Google tokens sent the flag as the string "true".
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
    };
  }
}
