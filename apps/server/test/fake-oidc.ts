import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { listenLocal } from './local-server.ts';

/** Who the next person to "sign in at Google" is. */
export interface FakeGoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

async function bodyOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local OpenID Connect provider speaking Google's endpoints: discovery, an authorize step that
 * signs `user` in at once and redirects back with a code, a token endpoint that checks the client
 * secret and the PKCE verifier and issues an RS256 ID token, and the JWKS that verifies it.
 */
export async function startFakeOidc(opts: { clientId: string; clientSecret: string }) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<
    string,
    { challenge: string; nonce: string; redirectUri: string; user: FakeGoogleUser }
  >();
  const state = {
    user: { sub: '1000', email: 'someone@example.com', email_verified: true } as FakeGoogleUser,
    /** Signs ID tokens with another key than the published one (a forged token). */
    forge: false,
    tokenRequests: [] as URLSearchParams[],
  };
  let issuer = '';
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const local = await listenLocal(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration')
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/oauth2/v3/certs`,
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    if (url.pathname === '/oauth2/v3/certs') return json(res, 200, { keys: [jwk] });
    if (url.pathname === '/o/oauth2/v2/auth') {
      const q = url.searchParams;
      if (q.get('client_id') !== opts.clientId || q.get('code_challenge_method') !== 'S256')
        return json(res, 400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        challenge: q.get('code_challenge')!,
        nonce: q.get('nonce')!,
        redirectUri: q.get('redirect_uri')!,
        user: { ...state.user },
      });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state')!);
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = await bodyOf(req);
      state.tokenRequests.push(form);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (
        !grant ||
        form.get('client_id') !== opts.clientId ||
        form.get('client_secret') !== opts.clientSecret ||
        form.get('redirect_uri') !== grant.redirectUri ||
        createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
      )
        return json(res, 400, { error: 'invalid_grant' });
      const key = state.forge ? (await generateKeyPair('RS256')).privateKey : privateKey;
      const idToken = await new SignJWT({ ...grant.user, nonce: grant.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer)
        .setAudience(opts.clientId)
        .setSubject(grant.user.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
      return json(res, 200, {
        access_token: 'at',
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken,
      });
    }
    json(res, 404, { error: 'not_found' });
  });
  issuer = local.baseUrl;
  return { ...local, issuer, state };
}
