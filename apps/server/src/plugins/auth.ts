import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from '@spruik/shared';
import type { Db } from '../db/client';
import { findAuthRow, type AuthRow, type AuthSelection } from '../db/tables/users';

/**
 * The caller as the access check knows them: id, role and the two columns that decide whether the token still
 * counts. A handler that needs more of the account (name, energy, handles) loads it itself (`findUser`).
 */
export type AuthUser = AuthRow;

export type TokenService = {
  sign: (user: Pick<AuthUser, 'id' | 'role' | 'tokenVersion'>) => Promise<string>;
  verify: (token: string) => Promise<{ sub: string; tv: number } | null>;
};

/**
 * Signs with `secret`; also accepts tokens signed with `previous` (JWT_SECRET_PREVIOUS), so the secret can be
 * rotated without signing everyone out: new tokens carry the new secret, old ones live out their 30 days.
 */
export function tokenService(secret: string, previous?: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const keys = [key, ...(previous ? [new TextEncoder().encode(previous)] : [])];
  return {
    sign: (u) =>
      new SignJWT({ role: u.role, tv: u.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.id)
        .setIssuedAt()
        .setExpirationTime('30d')
        .sign(key),
    verify: async (token) => {
      for (const k of keys) {
        try {
          // A token without an expiry would be a session forever: refused, whoever signed it.
          const { payload } = await jwtVerify(token, k, {
            algorithms: ['HS256'],
            requiredClaims: ['exp', 'sub'],
          });
          if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
          return { sub: payload.sub, tv: payload.tv };
        } catch {
          // Not this key (or not valid at all): try the previous one.
        }
      }
      return null;
    },
  };
}

export const bearerToken = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : null;
};

type Claims = { sub: string; tv: number };
const claimsByRequest = new WeakMap<FastifyRequest, Promise<Claims | null>>();

/**
 * The request's bearer token claims, verified once per request: the rate limits (per account) and the access
 * check both ask, and an HMAC check per ask is measurable under load.
 */
export function requestClaims(req: FastifyRequest, tokens: TokenService): Promise<Claims | null> {
  let claims = claimsByRequest.get(req);
  if (!claims) {
    const token = bearerToken(req);
    claims = token ? tokens.verify(token) : Promise.resolve(null);
    claimsByRequest.set(req, claims);
  }
  return claims;
}

/** Loads the user behind a token; null when the token is bad, old (password changed) or the account is off. */
export async function userFromToken(
  db: Db,
  tokens: TokenService,
  token: string | null,
): Promise<AuthUser | null> {
  return token ? userFromClaims(db, await tokens.verify(token)) : null;
}

/**
 * The user the verified claims name, when the token is still theirs and the account is on: the auth columns
 * and whatever else `selection` (the route's declared columns) asks for, in one read.
 */
export async function userFromClaims(
  db: Db,
  claims: Claims | null,
  selection?: AuthSelection,
): Promise<AuthUser | null> {
  if (!claims || !isUuid(claims.sub)) return null;
  const user = await findAuthRow(db, claims.sub, selection);
  if (!user || user.tokenVersion !== claims.tv || !user.isActive) return null;
  return user;
}
