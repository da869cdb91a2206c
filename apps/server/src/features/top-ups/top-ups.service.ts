import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODE, formatCents, MESSAGE_EVENT, MONEY_MSG, type VerifiedTransaction } from '@spruik/shared';
import type { Tx } from '../../db/client';
import { findUser } from '../../db/tables/users';
import type { Deps } from '../../deps';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import { creditTopUp } from '../../ledger';
import { provider, providerForMethod } from './providers';
import * as repo from './top-ups.repository';
import { withTransaction } from '../../db/transaction';
import { pushMessages, writeMessage } from '../messages';

/** Starts a top-up: a pending row first, then the provider's checkout (no network call inside a transaction). */
export async function startTopUp(
  deps: Deps,
  log: FastifyBaseLogger,
  user: { id: string },
  method: 'card' | 'paypal',
  amountCents: number,
): Promise<{ transactionId: string; url: string }> {
  const p = provider(deps, providerForMethod(deps, method), log);
  const topUp = await repo.insertTopUp(deps.db, { userId: user.id, provider: p.name, method, amountCents });
  try {
    const { sessionId, url } = await p.start({ id: topUp.id, amountCents, providerSessionId: null });
    await repo.setSession(deps.db, topUp.id, sessionId);
    return { transactionId: topUp.id, url };
  } catch (err) {
    await repo.setStatus(deps.db, topUp.id, 'failed');
    throw err;
  }
}

/**
 * GET /api/transaction/verify: the payer came back. Asks the provider and credits once when paid.
 * A session_id that does not belong to this top-up is refused like an unknown one; a transactionId that is not a
 * UUID arrives as null (the query schema) and is not found either.
 */
export async function verifyTopUp(
  deps: Deps,
  log: FastifyBaseLogger,
  user: { id: string },
  q: { transactionId: string | null; session_id: string },
): Promise<VerifiedTransaction> {
  const topUp = q.transactionId ? await repo.findTopUp(deps.db, q.transactionId) : null;
  if (!topUp || topUp.userId !== user.id) throw notFound(MONEY_MSG.paymentNotFound);
  const sessionHint = ['', 'null', 'undefined'].includes(q.session_id) ? null : q.session_id;
  if (sessionHint && topUp.providerSessionId && sessionHint !== topUp.providerSessionId) {
    throw notFound(MONEY_MSG.paymentNotFound);
  }
  const outcome = await settleWithProvider(deps, log, topUp);
  if (outcome === 'pending') throw conflict(MONEY_MSG.paymentPending, ERROR_CODE.PAYMENT_PENDING);
  if (outcome === 'failed') throw new AppError(400, ERROR_CODE.PAYMENT_FAILED, MONEY_MSG.paymentFailed);
  return { _id: topUp.id, id: topUp.id, amount: toDollars(topUp.amountCents), status: 'paid' };
}

/**
 * Asks the provider about an unpaid top-up and settles it: paid is credited once (confirmTopUp), no payment
 * closes it (sandbox: cancelled), else it stays pending. The payer's return (verify) and the operator's "check
 * with the provider" both take this one path.
 */
export async function settleWithProvider(
  deps: Deps,
  log: FastifyBaseLogger,
  topUp: repo.TopUp,
): Promise<'paid' | 'pending' | 'failed'> {
  if (topUp.status === 'paid') return 'paid';
  const { status, paymentId, cardFingerprint } = await provider(deps, topUp.provider, log).status(topUp);
  if (status === 'pending') return 'pending';
  if (status === 'failed') {
    await repo.setStatus(deps.db, topUp.id, topUp.provider === 'sandbox' ? 'cancelled' : 'failed');
    return 'failed';
  }
  await confirmTopUp(deps, topUp.id, undefined, paymentId, cardFingerprint);
  return 'paid';
}

/**
 * The provider confirmed payment (verify call or webhook): credit once, message the owner. `paymentId` (Stripe's
 * payment_intent, PayPal's capture) is kept for refunds and disputes, which name it; `cardFingerprint`
 * (Stripe) for the self-dealing checks.
 */
export async function confirmTopUp(
  deps: Deps,
  topUpId: string,
  inside?: (tx: Tx) => Promise<boolean>,
  paymentId?: string | null,
  cardFingerprint?: string | null,
) {
  const message = await withTransaction(deps.db, async (tx) => {
    if (inside && !(await inside(tx))) return null;
    return applyPaid(tx, deps, topUpId, paymentId ?? null, cardFingerprint ?? null);
  });
  pushMessages(deps, [message]);
  return message;
}

/**
 * pending -> paid, the ledger entry and the owner's message, all under the top-up's row lock.
 * Whoever gets the lock second finds it paid and does nothing; the entry key topup:<id> backs this up.
 */
async function applyPaid(
  tx: Tx,
  deps: Deps,
  topUpId: string,
  paymentId: string | null,
  cardFingerprint: string | null,
) {
  const topUp = await repo.lockTopUp(tx, topUpId);
  if (!topUp) throw notFound(MONEY_MSG.paymentNotFound);
  if (topUp.status === 'paid') return null;
  const owner = await findUser(tx, topUp.userId);
  if (!owner) throw notFound(MONEY_MSG.paymentNotFound);
  const entry = await creditTopUp(tx, {
    topUpId: topUp.id,
    user: owner,
    amountCents: topUp.amountCents,
    memo: `${topUp.provider} ${topUp.providerSessionId ?? ''}`.trim(),
  });
  await repo.markPaid(tx, topUp.id, entry.entryId, deps.clock.now(), paymentId, cardFingerprint);
  return writeMessage(tx, deps, {
    userId: owner.id,
    title: `Your top-up of $${formatCents(topUp.amountCents)} was received.`,
    event: MESSAGE_EVENT.topUp,
    kind: 'credit',
  });
}
