import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  LIMITS,
  MSG,
  ROLES,
  keepsYoutubeId,
  socialUrl,
  withHttps,
  type SignupRequest,
  type SigninRequest,
  ERROR_CODE,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { emailCodes, organisations, passwordResets, users } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden } from '../../lib/app-error';
import {
  hashPassword,
  randomToken,
  safeEqual,
  sixDigitCode,
  tokenHash,
  verifyPassword,
} from '../../lib/crypto';
import { recordDevice, type Seen } from './devices';
import { issueDeviceToken } from '../../lib/device-token';
import { findUserByEmail, findUserByLegendCode, setPassword } from '../../db/tables/users';
import { endResetLinks, findReset, latestCode } from './accounts.repository';
import { accountExistsMail, codeMail, resetMail } from './accounts.mails';
import { withTransaction } from '../../db/transaction';
import { isPublishedPassword } from '../../config/demo-password';
import { secondFactorFor } from '../operator';

const minutes = (n: number) => n * 60_000;

/**
 * Production refuses a README password as a new password, so only the accounts start.ts checks (the demo seed's
 * and admins) can ever hold one. Outside production the demo world itself uses it.
 */
function refusePublishedPassword(deps: Deps, password: string) {
  if (deps.config.isProduction && isPublishedPassword(password)) {
    throw badRequest(MSG.passwordPublished, ERROR_CODE.VALIDATION);
  }
}

/**
 * POST /api/verify: e-mails a fresh 6-digit code; at most one a minute per address. The answer is the same whether
 * or not the address is registered: a registered one is mailed "you already have an account" instead of the code,
 * and gets a code row like any other (nobody ever sees that code), so the minute's wait holds for it too.
 */
export async function sendSignupCode(deps: Deps, email: string) {
  const { db, clock, config } = deps;
  const normalized = email.toLowerCase();
  const registered = (await findUserByEmail(db, normalized)) !== null;
  const previous = await latestCode(db, normalized);
  const now = clock.now();
  if (previous && now.getTime() - previous.createdAt.getTime() < LIMITS.codeResendSeconds * 1000) {
    throw new AppError(429, ERROR_CODE.CODE_RESEND_WAIT, MSG.codeResendWait);
  }
  const code = sixDigitCode();
  await withTransaction(db, async (tx) => {
    // A new code replaces any older one for this address.
    await tx
      .update(emailCodes)
      .set({ usedAt: now })
      .where(and(eq(emailCodes.email, normalized), isNull(emailCodes.usedAt)));
    await tx.insert(emailCodes).values({
      email: normalized,
      codeHash: tokenHash(code, config.tokenPepper),
      expiresAt: new Date(now.getTime() + minutes(LIMITS.codeValidMinutes)),
      createdAt: now,
    });
  });
  await deps.mailer.send(
    registered ? accountExistsMail(normalized, config.publicUrl) : codeMail(normalized, code),
  );
  return { message: MSG.codeSent };
}

/** Checks and consumes the e-mailed code: wrong tries count, 5 kill it, 10 minutes expire it. */
async function consumeCode(deps: Deps, email: string, code: string) {
  const { db, clock, config } = deps;
  const row = await latestCode(db, email);
  const now = clock.now();
  if (!row) throw badRequest(MSG.codeInvalid, ERROR_CODE.CODE_INVALID);
  if (row.expiresAt <= now) throw badRequest(MSG.codeExpired, ERROR_CODE.CODE_EXPIRED);
  if (row.attempts >= LIMITS.codeMaxAttempts) throw badRequest(MSG.codeTooManyTries, ERROR_CODE.CODE_DEAD);
  if (!safeEqual(row.codeHash, tokenHash(code, config.tokenPepper))) {
    const [after] = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, row.id))
      .returning({ attempts: emailCodes.attempts });
    throw badRequest(
      after.attempts >= LIMITS.codeMaxAttempts ? MSG.codeTooManyTries : MSG.codeInvalid,
      ERROR_CODE.CODE_INVALID,
    );
  }
  // Single use even under a double click: only one request flips used_at.
  const used = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw badRequest(MSG.codeInvalid, ERROR_CODE.CODE_INVALID);
}

/** POST /api/signup. Venues wait for an admin to activate them (docs/spec.md, Venues and menus). */
export async function signUp(deps: Deps, input: SignupRequest, seen: Seen) {
  const { db } = deps;
  const email = input.email.toLowerCase();
  let referredBy: string | null = null;
  if (input.referralCode && input.role === ROLES.customer) {
    const legend = await findUserByLegendCode(db, input.referralCode);
    if (!legend || legend.level !== 2) throw badRequest(MSG.referralInvalid, ERROR_CODE.REFERRAL_INVALID);
    referredBy = legend.id;
  }
  refusePublishedPassword(deps, input.password);
  await consumeCode(deps, email, input.token);
  // After the code: a registered address never got one, so the answer cannot tell who is registered.
  if (await findUserByEmail(db, email)) throw conflict(MSG.emailTaken, ERROR_CODE.EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const org =
    input.role === ROLES.venue ? input.venue : input.role === ROLES.business ? input.business : null;
  const user = await withTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        role: input.role,
        name: input.name,
        phone: input.phone,
        instagramId: socialUrl('instagram', input.instagramId),
        tiktokId: socialUrl('tiktok', input.tiktokId),
        youtubeId: keepsYoutubeId(input.role) ? socialUrl('youtube', input.youtubeId) : null,
        country: input.country,
        city: input.city,
        referredBy,
        isActive: input.role !== ROLES.venue,
        membership: input.role === ROLES.venue ? 1 : null,
        signupIp: seen.ip,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict(MSG.emailTaken, ERROR_CODE.EMAIL_TAKEN);
    await recordDevice(tx, deps, created.id, seen, true);
    if (org) {
      await tx.insert(organisations).values({
        userId: created.id,
        abn: org.abn ?? '',
        name: org.name ?? '',
        address: input.role === ROLES.venue ? (org.address ?? null) : null,
        websiteLink: input.role === ROLES.venue ? withHttps(org.websiteLink) : null,
      });
    }
    return created;
  });
  const message = user.role === ROLES.venue ? MSG.signupVenueDone : MSG.signupDone;
  return { message, user: { _id: user.id, id: user.id, role: user.role } };
}

/** POST /api/signin → accessToken, role, id. */
export async function signIn(deps: Deps, input: SigninRequest) {
  const user = await findUserByEmail(deps.db, input.email);
  // Hash anyway when the user is unknown, so timing does not reveal which e-mails exist.
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await hashPassword(input.password), false);
  if (!user || !ok) throw new AppError(401, ERROR_CODE.WRONG_CREDENTIALS, MSG.wrongCredentials);
  if (!user.isActive) {
    // Only a venue sign-up never activated is "waiting for activation"; a suspended account (venue or not) is disabled.
    const awaiting = user.role === ROLES.venue && !user.suspendedAt;
    throw forbidden(awaiting ? MSG.venueNotActive : MSG.accountDisabled);
  }
  // An operator who owes a second factor gets a challenge, not a session (features/operator).
  const secondFactor = await secondFactorFor(deps, user);
  if (secondFactor) return secondFactor;
  const accessToken = await deps.tokens.sign(user);
  // Proof for the sign-in limits that this browser got in before (plugins/rate-limit.ts); never logged.
  const deviceToken = issueDeviceToken(deps.config.tokenPepper, user.email.toLowerCase());
  return { accessToken, role: user.role, id: user.id, deviceToken };
}

/** POST /api/forget: the same answer whether or not the address is registered. */
export async function requestReset(deps: Deps, email: string) {
  const { db, clock, config } = deps;
  const user = await findUserByEmail(db, email);
  if (user) {
    const token = randomToken();
    const now = clock.now();
    await db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: tokenHash(token, config.tokenPepper),
      expiresAt: new Date(now.getTime() + minutes(LIMITS.resetValidMinutes)),
      createdAt: now,
    });
    await deps.mailer.send(
      resetMail(user.email, `${config.publicUrl}/reset_password?token=${encodeURIComponent(token)}`),
    );
  }
  return { message: MSG.resetSent };
}

/**
 * POST /api/change-pass: a single-use link. The new password ends every older session (tokens and open
 * sockets) and every other reset link of the user still outstanding.
 */
export async function changePassword(deps: Deps, token: string, password: string) {
  const { db, clock, config } = deps;
  const now = clock.now();
  const reset = await findReset(db, tokenHash(token, config.tokenPepper));
  if (!reset || reset.usedAt || reset.expiresAt <= now)
    throw badRequest(MSG.resetInvalid, ERROR_CODE.RESET_INVALID);
  refusePublishedPassword(deps, password);
  const passwordHash = await hashPassword(password);
  await withTransaction(db, async (tx) => {
    // The user's row first: a second link used at the same moment waits here, then finds itself ended.
    await setPassword(tx, reset.userId, passwordHash);
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw badRequest(MSG.resetInvalid, ERROR_CODE.RESET_INVALID);
    await endResetLinks(tx, reset.userId, now);
  });
  deps.realtime.disconnectUser(reset.userId);
  return { message: MSG.passwordChanged };
}
