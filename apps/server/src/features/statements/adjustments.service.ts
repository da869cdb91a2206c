/**
 * Manual adjustments: an operator credits or debits one user balance with a reason. One balanced
 * ledger entry against platform:adjustments (adjustBalance), the audit row and the user's message commit
 * together; the user is told at once over the realtime channel. A debit never takes the balance below zero.
 */
import { randomUUID } from 'node:crypto';
import {
  ERROR_CODE,
  formatCents,
  MESSAGE_EVENT,
  PRODUCT_NAME,
  ROLES,
  STATEMENT_MSG,
  type AdjustmentInput,
} from '@spruik/shared';
import { findUser } from '../../db/tables/users';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { accountKeys, adjustBalance, balanceOf } from '../../ledger';
import { writeAudit } from '../audit';
import { pushBalance } from '../live';
import { pushMessages, writeMessage } from '../messages';
import { statementOfAdjustable } from '.';

/**
 * The one balance of each role an operator may adjust: a customer's wallet, a business's credit, a venue's credit.
 * Never a venue's earnings (only customers' counter payments make money withdrawable) nor a pocket
 * (money a venue gave, spendable only there), nor anything an admin holds.
 */
export function adjustableAccount(user: { id: string; role: number }) {
  if (user.role === ROLES.customer) return { key: accountKeys.wallet(user.id), name: 'wallet' };
  if (user.role === ROLES.business) return { key: accountKeys.businessCredit(user.id), name: 'credit' };
  if (user.role === ROLES.venue) return { key: accountKeys.venueCredit(user.id), name: 'credit' };
  return null;
}

export async function adjustUserBalance(
  deps: Deps,
  admin: { id: string },
  userId: string,
  input: AdjustmentInput,
) {
  const user = await findUser(deps.db, userId);
  if (!user) throw notFound(STATEMENT_MSG.userNotFound);
  const account = adjustableAccount(user);
  if (!account) throw badRequest(STATEMENT_MSG.adjustNoBalance);
  const credit = input.direction === 'credit';
  const signed = credit ? input.amountCents : -input.amountCents;
  const amount = `$${formatCents(input.amountCents)}`;

  const done = await withTransaction(deps.db, async (tx) => {
    const adjustmentId = randomUUID();
    let entryId: string;
    try {
      ({ entryId } = await adjustBalance(tx, {
        adjustmentId,
        accountKey: account.key,
        amountCents: signed,
        reason: input.reason,
        adminId: admin.id,
        insufficientMessage: STATEMENT_MSG.adjustBelowZero,
      }));
    } catch (e) {
      if (!(e instanceof AppError) || e.code !== ERROR_CODE.INSUFFICIENT_BALANCE) throw e;
      // postEntry still holds the account's lock: this is the balance it refused to take below zero.
      const held = await balanceOf(tx, account.key);
      throw new AppError(
        400,
        ERROR_CODE.INSUFFICIENT_BALANCE,
        `${STATEMENT_MSG.adjustBelowZero} The ${account.name} holds $${formatCents(held)}.`,
      );
    }
    const after = await balanceOf(tx, account.key);
    await writeAudit(tx, {
      actorId: admin.id,
      action: credit ? 'balance.credit' : 'balance.debit',
      targetType: 'user',
      targetId: user.id,
      before: { account: account.key, balance: formatCents(after - signed) },
      after: {
        account: account.key,
        balance: formatCents(after),
        amount: formatCents(input.amountCents),
        reason: input.reason,
        entry: `adjustment:${adjustmentId}`,
      },
    });
    const message = await writeMessage(tx, deps, {
      userId: user.id,
      title: credit
        ? `${PRODUCT_NAME} added ${amount} to your ${account.name}: ${input.reason}`
        : `${PRODUCT_NAME} took ${amount} from your ${account.name}: ${input.reason}`,
      event: credit ? MESSAGE_EVENT.topUp : MESSAGE_EVENT.rejectedOrEnded,
      // Money either way: a customer's wallet or pocket, an owner's credit.
      kind: user.role === ROLES.customer ? 'paid' : 'credit',
    });
    return { entryId, message };
  });
  pushMessages(deps, [done.message]);
  await pushBalance(deps, user.id);
  return {
    message: STATEMENT_MSG.adjusted,
    account: await statementOfAdjustable(deps, user),
    entryId: done.entryId,
  };
}
