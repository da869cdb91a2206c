/**
 * POST /api/admin/withdraws/bank-file (docs/payouts.md "The bank file"): the chosen pending bank-rail withdrawals
 * as one ABA file, written from the bank details copied onto each request. The file is a batch like the CSV
 * export (its ids go to the audit log before the file is answered), so "mark this batch paid" pays exactly these
 * once the operator has uploaded it to the bank.
 */
import { randomUUID } from 'node:crypto';
import { ERROR_CODE, formatCents, PAYOUT_MSG } from '@spruik/shared';
import type { Deps } from '../../deps';
import { AppError, badRequest } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../audit';
import { abaFile, AbaFileError } from './aba-file';
import { payableOf, payoutRows } from './payout-export.repository';
import { BATCH_ACTION, BATCH_TARGET } from './payout-export.service';

/** The lodgement reference the payee's bank statement shows: the product and the withdrawal's short id. */
export const lodgementReference = (withdrawalId: string) => `SPRUIK ${withdrawalId.slice(0, 8)}`;

export async function bankFile(deps: Deps, admin: AuthUser, ids: string[]) {
  const settings = deps.config.aba;
  if (!settings) throw new AppError(503, ERROR_CODE.PAYMENTS_UNAVAILABLE, PAYOUT_MSG.bankFileUnavailable);
  const payable = await payableOf(deps.db, ids);
  if (payable.length !== ids.length)
    throw new AppError(
      409,
      ERROR_CODE.CONFLICT,
      `${ids.length - payable.length} of the chosen withdrawals cannot go in a bank file: paid, rejected, held, ` +
        'paid by Stripe or PayPal, without bank details, or whose payee gave no tax details.',
    );
  const rows = await payoutRows(
    deps.db,
    payable.map((p) => p.id),
  );
  const now = deps.clock.now();
  let text: string;
  try {
    text = abaFile(
      settings,
      rows.map((r) => ({
        bsb: r.bsb ?? '',
        accountNumber: r.accountNumber ?? '',
        accountName: r.accountName ?? '',
        amountCents: r.amountCents,
        reference: lodgementReference(r.id),
      })),
      now,
    );
  } catch (err) {
    if (err instanceof AbaFileError) throw badRequest(err.message, ERROR_CODE.VALIDATION);
    throw err;
  }
  const batch = randomUUID();
  const cents = rows.reduce((sum, r) => sum + r.amountCents, 0);
  await writeAudit(deps.db, {
    actorId: admin.id,
    action: BATCH_ACTION,
    targetType: BATCH_TARGET,
    targetId: batch,
    before: null,
    after: { format: 'aba', rows: rows.length, amount: formatCents(cents), ids: rows.map((r) => r.id) },
  });
  const day = now.toISOString().slice(0, 10);
  return { text, batch, filename: `payouts-${day}-${batch.slice(0, 8)}.aba` };
}
