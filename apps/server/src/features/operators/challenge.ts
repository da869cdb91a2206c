/**
 * The "second factor needed" token the sign-in answers an operator instead of a session: it names the user and
 * their token version, lives TWO_FACTOR.challengeSeconds, and is signed with a key derived for this purpose
 * alone, so no session check (plugins/auth.ts, keyed with JWT_SECRET itself) ever accepts it.
 */
import { SignJWT, jwtVerify } from 'jose';
import { TWO_FACTOR } from '@spruik/shared';
import type { Config } from '../../config/env';
import { derivedKey } from '../../lib/crypto';

const PURPOSE = 'second-factor challenge';
const keyOf = (config: Config) => derivedKey(config.jwtSecret, PURPOSE);

export const signChallenge = (config: Config, user: { id: string; tokenVersion: number }) =>
  new SignJWT({ tv: user.tokenVersion, purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${TWO_FACTOR.challengeSeconds}s`)
    .sign(keyOf(config));

export async function readChallenge(
  config: Config,
  token: string,
): Promise<{ sub: string; tv: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string' || typeof payload.tv !== 'number') {
      return null;
    }
    return { sub: payload.sub, tv: payload.tv };
  } catch {
    return null;
  }
}
