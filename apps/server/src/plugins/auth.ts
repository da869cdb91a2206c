import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from '@spruik/shared';
import type { Db } from '../db/client';
import { findUser, type UserRow } from '../db/tables/users';

export type AuthUser = UserRow;

export type TokenService = {
  sign: (user: Pick<AuthUser, 'id' | 'role' | 'tokenVersion'>) => Promise<string>;
  verify: (token: string) => Promise<{ sub: string; tv: number } | null>;
};

export function tokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (u) =>
      new SignJWT({ role: u.role, tv: u.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.id)
        .setIssuedAt()
        .setExpirationTime('30d')
        .sign(key),
    verify: async (token) => {
      try {
        // A token without an expiry would be a session forever: refused, whoever signed it.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { sub: payload.sub, tv: payload.tv };
      } catch {
        return null;
      }
    },
  };
}

export const bearerToken = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : null;
};

/** Loads the user behind a token; null when the token is bad, old (password changed) or the account is off. */
export async function userFromToken(
  db: Db,
  tokens: TokenService,
  token: string | null,
): Promise<AuthUser | null> {
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims || !isUuid(claims.sub)) return null;
  const user = await findUser(db, claims.sub);
  if (!user || user.tokenVersion !== claims.tv || !user.isActive) return null;
  return user;
}
