/**
 * The operator's second factor (docs/security.md "Operator console"). The sign-in answers an operator who owes
 * one a short-lived challenge instead of a session (`secondFactorFor`); only enrol, confirm and verify accept it,
 * and the session they issue carries `sf` (plugins/auth.ts). With ADMIN_2FA=required every operator owes one
 * (the first sign-in enrols); with `optional`, those who enrolled.
 */
import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ERROR_CODE,
  ROLES,
  TWO_FACTOR,
  TWO_FACTOR_MSG,
  type ConfirmEnrolResponse,
  type EnrolResponse,
  type SecondFactorNeeded,
  type TwoFactorStatus,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { authReader, endSessions, findUser, type UserRow } from '../../db/tables/users';
import { withTransaction } from '../../db/transaction';
import { AppError, unauthorized } from '../../lib/app-error';
import { derivedKey, seal, tokenHash, unseal } from '../../lib/crypto';
import { bearerToken, userFromClaims } from '../../plugins/auth';
import { writeAudit } from '../audit';
import { readChallenge, signChallenge } from './challenge';
import { newTotpSecret, otpauthUrl, totpStep } from './totp';
import {
  claimStep,
  enableTwoFactor,
  findTwoFactor,
  startEnrolment,
  useRecoveryCode,
} from './two-factor.repository';

/** The key that seals TOTP secrets at rest: derived from TOKEN_PEPPER, which never rotates silently. */
const secretKey = (deps: Deps) => derivedKey(deps.config.tokenPepper, 'totp secret');

const codeInvalid = () => new AppError(400, ERROR_CODE.SECOND_FACTOR_INVALID, TWO_FACTOR_MSG.codeInvalid);
const challengeInvalid = () => unauthorized(TWO_FACTOR_MSG.challengeInvalid);

/** The challenge the sign-in answers instead of a session, or null when this account signs in with a password. */
export async function secondFactorFor(
  deps: Deps,
  user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>,
): Promise<SecondFactorNeeded | null> {
  if (user.role !== ROLES.admin) return null;
  const enrolled = !!(await findTwoFactor(deps.db, user.id))?.enabledAt;
  if (!enrolled && deps.config.admin2fa === 'optional') return null;
  return {
    secondFactor: enrolled ? 'code' : 'enrol',
    challenge: await signChallenge(deps.config, user, deps.clock.now()),
    role: user.role,
    id: user.id,
  };
}

/**
 * The operator a second-factor call is for: the one the challenge names (still active, same token version), or
 * with no challenge the signed-in operator (whose session, under ADMIN_2FA=required, came through a second factor).
 */
async function operatorOf(deps: Deps, req: FastifyRequest, challenge: string | undefined) {
  if (challenge) {
    const claims = await readChallenge(deps.config, challenge, deps.clock.now());
    const user = claims && (await findUser(deps.db, claims.sub));
    if (!user || !user.isActive || user.role !== ROLES.admin || user.tokenVersion !== claims.tv) {
      throw challengeInvalid();
    }
    return user;
  }
  const token = bearerToken(req);
  const claims = token ? await deps.tokens.verify(token) : null;
  const auth = await userFromClaims(authReader(deps.db), claims);
  if (!auth || auth.role !== ROLES.admin || (deps.config.admin2fa === 'required' && !claims?.sf)) {
    throw challengeInvalid();
  }
  return (await findUser(deps.db, auth.id))!;
}

/** GET /api/two-factor: the caller's own second factor (never its secret). */
export async function twoFactorStatusOf(deps: Deps, userId: string): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(deps.db, userId);
  return row?.enabledAt
    ? { enabled: true, recoveryCodesLeft: row.recoveryCodeHashes.length }
    : { enabled: false, recoveryCodesLeft: 0 };
}

/** POST /api/two-factor/enrol: a fresh secret, sealed at rest; shown to the operator this once. */
export async function enrol(deps: Deps, req: FastifyRequest, challenge?: string): Promise<EnrolResponse> {
  const user = await operatorOf(deps, req, challenge);
  const secret = newTotpSecret();
  if (!(await startEnrolment(deps.db, user.id, seal(secret, secretKey(deps))))) {
    throw new AppError(409, ERROR_CODE.SECOND_FACTOR_ENROLLED, TWO_FACTOR_MSG.enrolled);
  }
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/** Recovery codes: 10 characters of a 32-letter alphabet (50 bits), shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const newRecoveryCode = () => {
  const c = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${c.slice(0, 5)}-${c.slice(5)}`;
};
const recoveryHash = (deps: Deps, code: string) =>
  tokenHash(`recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`, deps.config.tokenPepper);

/** A session issued after the second factor (its `sf` claim lets it into the console under ADMIN_2FA=required). */
const sessionFor = async (deps: Deps, user: UserRow) => ({
  accessToken: await deps.tokens.sign(user, { secondFactor: true }),
  role: user.role,
  id: user.id,
});

/**
 * POST /api/two-factor/confirm: the first code proves the app holds the secret. Turns the second factor on,
 * ends every older session (each was opened by a password alone) and answers a new one with ten recovery codes.
 */
export async function confirmEnrolment(
  deps: Deps,
  req: FastifyRequest,
  body: { challenge?: string; code: string },
): Promise<ConfirmEnrolResponse> {
  const user = await operatorOf(deps, req, body.challenge);
  const row = await findTwoFactor(deps.db, user.id);
  if (row?.enabledAt) throw new AppError(409, ERROR_CODE.SECOND_FACTOR_ENROLLED, TWO_FACTOR_MSG.enrolled);
  if (!row) throw new AppError(400, ERROR_CODE.SECOND_FACTOR_INVALID, TWO_FACTOR_MSG.notStarted);
  const now = deps.clock.now();
  const step = totpStep(unseal(row.sealedSecret, secretKey(deps)), body.code, now);
  if (step === null) throw codeInvalid();
  const recoveryCodes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newRecoveryCode);
  const updated = await withTransaction(deps.db, async (tx) => {
    const ok = await enableTwoFactor(tx, user.id, {
      now,
      step,
      recoveryCodeHashes: recoveryCodes.map((c) => recoveryHash(deps, c)),
    });
    if (!ok) throw new AppError(409, ERROR_CODE.SECOND_FACTOR_ENROLLED, TWO_FACTOR_MSG.enrolled);
    await endSessions(tx, user.id);
    await writeAudit(tx, {
      actorId: user.id,
      action: 'operator.two_factor_enrolled',
      targetType: 'user',
      targetId: user.id,
      before: null,
      after: { recoveryCodes: TWO_FACTOR.recoveryCodes },
    });
    return (await findUser(tx, user.id))!;
  });
  deps.realtime.disconnectUser(user.id);
  return { ...(await sessionFor(deps, updated)), recoveryCodes };
}

/**
 * POST /api/two-factor/verify: the sign-in's second step. A 6-digit code counts once (its time step must be
 * newer than the last accepted); anything else is tried as a recovery code, which works once.
 */
export async function verifySecondFactor(
  deps: Deps,
  req: FastifyRequest,
  body: { challenge?: string; code: string },
) {
  if (!body.challenge) throw challengeInvalid();
  const user = await operatorOf(deps, req, body.challenge);
  const row = await findTwoFactor(deps.db, user.id);
  if (!row?.enabledAt) throw challengeInvalid();
  if (/^\d{6}$/.test(body.code)) {
    const step = totpStep(unseal(row.sealedSecret, secretKey(deps)), body.code, deps.clock.now());
    if (step === null || !(await claimStep(deps.db, user.id, step))) throw codeInvalid();
    return sessionFor(deps, user);
  }
  const used = await withTransaction(deps.db, async (tx) => {
    if (!(await useRecoveryCode(tx, user.id, recoveryHash(deps, body.code)))) return false;
    await writeAudit(tx, {
      actorId: user.id,
      action: 'operator.recovery_code_used',
      targetType: 'user',
      targetId: user.id,
      before: null,
      after: null,
    });
    return true;
  });
  if (!used) throw codeInvalid();
  return sessionFor(deps, user);
}
