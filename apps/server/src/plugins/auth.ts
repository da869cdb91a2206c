import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from '@spruik/shared';
import { type AuthReader, type AuthRow } from '../db/tables/users';

/**
 * The caller as the access check knows them: id, role and the two columns that decide whether the token still
 * counts. A handler that needs more of the account (name, energy, handles) loads it itself (`findUser`).
 */
export type AuthUser = AuthRow;

/**
 * A session's claims: the user, the token version it was issued under, and `sf` when it was issued after a
 * second factor (an operator's TOTP or recovery code): ADMIN_2FA=required admits operators only with it.
 */
type Claims = { sub: string; tv: number; sf: boolean };

export type TokenService = {
  sign: (
    user: Pick<AuthUser, 'id' | 'role' | 'tokenVersion'>,
    opts?: { secondFactor?: boolean },
  ) => Promise<string>;
  verify: (token: string) => Promise<Claims | null>;
};

/** Verified tokens kept per process: a signed-in client sends the same token on every call. */
const VERIFIED_TOKENS_MAX = 20_000;

/**
 * Signs with `secret`; also accepts tokens signed with `previous` (JWT_SECRET_PREVIOUS), so the secret can be
 * rotated without signing everyone out: new tokens carry the new secret, old ones live out their 30 days.
 *
 * A token that verified once is remembered (its exact text, up to its expiry), so the HMAC check through
 * WebCrypto runs once per token rather than on every request. The same bytes under the same
 * keys always verify the same way, so only the expiry is checked again; whether the token still counts
 * (token_version, is_active) is read from the database on every request as before.
 */
export function tokenService(secret: string, previous?: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const keys = [key, ...(previous ? [new TextEncoder().encode(previous)] : [])];
  const verified = new Map<string, Claims & { expMs: number }>();
  const remember = (token: string, claims: Claims & { expMs: number }) => {
    // Oldest first out (a Map iterates in insertion order): a flood of tokens cannot grow it without bound.
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    sign: (u, opts) =>
      new SignJWT({ role: u.role, tv: u.tokenVersion, ...(opts?.secondFactor ? { sf: true } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.id)
        .setIssuedAt()
        .setExpirationTime('30d')
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expMs) return { sub: known.sub, tv: known.tv, sf: known.sf };
        verified.delete(token);
        return null;
      }
      for (const k of keys) {
        try {
          // A token without an expiry would be a session forever: refused, whoever signed it.
          const { payload } = await jwtVerify(token, k, {
            algorithms: ['HS256'],
            requiredClaims: ['exp', 'sub'],
          });
          if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
          const claims = { sub: payload.sub, tv: payload.tv, sf: payload.sf === true };
          remember(token, { ...claims, expMs: payload.exp! * 1000 });
          return claims;
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

/**
 * The user the verified claims name, when the token is still theirs and the account is on: the auth columns
 * and whatever else the route's reader (its declared columns) reads, in one statement.
 */
export async function userFromClaims(read: AuthReader, claims: Claims | null): Promise<AuthUser | null> {
  if (!claims || !isUuid(claims.sub)) return null;
  const user = await read(claims.sub);
  if (!user || user.tokenVersion !== claims.tv || !user.isActive) return null;
  return user;
}
