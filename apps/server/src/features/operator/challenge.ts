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

/** `now` is the app's clock, so tests can let a challenge expire. */
export const signChallenge = (config: Config, user: { id: string; tokenVersion: number }, now: Date) =>
  new SignJWT({ tv: user.tokenVersion, purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(new Date(now.getTime() + TWO_FACTOR.challengeSeconds * 1000))
    .sign(keyOf(config));

export async function readChallenge(
  config: Config,
  token: string,
  now: Date,
): Promise<{ sub: string; tv: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), {
      currentDate: now,
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
