import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError, UnauthorizedError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
    /** The access token's session version (see users.session_version). */
    sessionVersion?: number;
  }
}

export const ACCESS_TOKEN_TTL_SEC = 15 * 60;

export class TokenInvalidError extends AppError {
  constructor(detail = 'Given token not valid for any token type') {
    super(401, 'token_not_valid', detail, { detail });
  }
}

export interface AccessClaims {
  userId: string;
  sessionVersion: number;
}

export interface TokenSigner {
  signAccess(userId: string, sessionVersion?: number): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    signAccess: (userId, sessionVersion = 0) =>
      new SignJWT({ typ: 'access', sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SEC}s`)
        .sign(key),
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw new TokenInvalidError();
        return { userId: payload.sub, sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0 };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof joseErrors.JWTExpired) throw new TokenInvalidError('Token is expired');
        throw new TokenInvalidError();
      }
    },
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const [scheme, value] = h.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/** preHandler for signed-in routes: sets request.userId or answers 401. */
export function requireUser(signer: TokenSigner) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    const claims = await signer.verifyAccess(token);
    request.userId = claims.userId;
    request.sessionVersion = claims.sessionVersion;
  };
}

/** Like requireUser but lets anonymous requests through. */
export function optionalUser(signer: TokenSigner) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const claims = await signer.verifyAccess(token).catch(() => undefined);
    request.userId = claims?.userId;
    request.sessionVersion = claims?.sessionVersion;
  };
}
