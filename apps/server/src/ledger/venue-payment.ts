import { ERROR_CODE } from '@spruik/shared';
/**
 * Paying at a venue (docs/spec.md, Pay at venue): the wallet part goes to the venue's earnings (withdrawable) and the
 * pocket part back to its credit (it funded the pocket), in one balanced entry, posted once per payment (key venue_payment:<paymentId>) inside the caller's
 * transaction. Only the wallet part is income; the caller adds it to the venue's totalIncome statistic.
 */
import type { Tx } from '../db/client';
import { AppError } from '../lib/app-error';
import { accountKeys } from './accounts';
import { balancesOf } from './balances';
import { postEntry, type LedgerLine, type PostResult } from './post';

export const venuePaymentKey = (paymentId: string) => `venue_payment:${paymentId}`;

export async function payAtVenue(
  tx: Tx,
  p: {
    paymentId: string;
    customerId: string;
    venueId: string;
    walletCents: number;
    pocketCents: number;
    memo?: string | null;
    /** Texts for a short wallet and a short pocket (the entry names which one was short). */
    walletShortMessage: string;
    pocketShortMessage: string;
  },
): Promise<PostResult> {
  if (!Number.isSafeInteger(p.walletCents) || !Number.isSafeInteger(p.pocketCents))
    throw new Error('ledger: venue payment amounts must be whole cents');
  if (p.walletCents < 0 || p.pocketCents < 0 || p.walletCents + p.pocketCents === 0)
    throw new Error('ledger: a venue payment moves a positive amount');
  const walletKey = accountKeys.wallet(p.customerId);
  const pocketKey = accountKeys.pocket(p.customerId, p.venueId);
  const lines: LedgerLine[] = [];
  if (p.walletCents > 0) lines.push({ key: walletKey, amountCents: -p.walletCents });
  if (p.pocketCents > 0) lines.push({ key: pocketKey, amountCents: -p.pocketCents });
  // The wallet part is earnings (withdrawable); the pocket part returns to the credit that funded it.
  if (p.walletCents > 0)
    lines.push({ key: accountKeys.venueEarnings(p.venueId), amountCents: p.walletCents });
  if (p.pocketCents > 0) lines.push({ key: accountKeys.venueCredit(p.venueId), amountCents: p.pocketCents });
  try {
    return await postEntry(tx, {
      kind: 'venue_payment',
      idempotencyKey: venuePaymentKey(p.paymentId),
      memo: p.memo ?? null,
      actorId: p.customerId,
      insufficientMessage: p.walletShortMessage,
      lines,
    });
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== ERROR_CODE.INSUFFICIENT_BALANCE) throw e;
    // postEntry holds the row locks of this transaction, so these reads are the balances it refused.
    const balances = await balancesOf(tx, [walletKey, pocketKey]);
    const walletShort = (balances.get(walletKey) ?? 0) < p.walletCents;
    throw new AppError(
      400,
      ERROR_CODE.INSUFFICIENT_BALANCE,
      walletShort ? p.walletShortMessage : p.pocketShortMessage,
    );
  }
}
