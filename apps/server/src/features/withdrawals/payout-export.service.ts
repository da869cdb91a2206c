import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_MSG,
  CAMPAIGN_TIME_ZONE,
  formatCents,
  toCents,
  type BulkPayResult,
  type PayoutExportQuery,
} from '@spruik/shared';
import { auditLog } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../lib/app-error';
import { csvStream, formatZonedIso } from '../../lib/csv';
import type { BatchItemRunner } from '../../plugins/idempotency';
import { writeAudit } from '../audit';
import { payWithdrawals } from '.';
import { eachPayout, payableBatch, type PayoutRow } from './payout-export.repository';

export const PAYOUT_HEADER = [
  'Withdrawal ID',
  'Requested at',
  'Account name',
  'BSB',
  'Account number',
  'Amount',
  'Email',
  'Role',
];
const ROLE_NAMES: Record<number, string> = { 1: 'venue', 2: 'business', 3: 'customer', 4: 'admin' };
/** The console's clock (Melbourne), with the offset so the file is unambiguous. */
const melbourne = (d: Date) => formatZonedIso(d, CAMPAIGN_TIME_ZONE);

const line = (r: PayoutRow) => [
  r.id,
  melbourne(r.requestedAt),
  r.accountName ?? '',
  r.bsb ?? '',
  r.accountNumber ?? '',
  formatCents(r.amountCents),
  r.email,
  ROLE_NAMES[r.role] ?? String(r.role),
];

/** The Melbourne day of a range end, as the operator typed it. */
const melbourneDay = (d: Date | undefined) => (d ? melbourne(d).slice(0, 10) : null);
/** "payouts-2026-03-09-1405+1100.csv": when the batch was made, Melbourne time with its offset. */
const fileName = (at: Date) => {
  const s = melbourne(at);
  return `payouts-${s.slice(0, 10)}-${s.slice(11, 13)}${s.slice(14, 16)}${s.slice(19).replace(':', '')}.csv`;
};

export const BATCH_ACTION = 'withdraw.export';
export const BATCH_TARGET = 'payout_batch';

/**
 * GET /api/admin/withdraws/export.csv: the bank file comes first. It holds the pending withdrawals the bank is to
 * pay (not held, with bank details; requested within the optional Melbourne days), oldest request first, amounts
 * in dollars with 2 decimals, times in Melbourne time with the offset. The export is a batch: its exact ids are
 * written to the audit log (with the range, count and total) before the file starts, and the answer names the
 * batch (header X-Payout-Batch) so that "mark this batch paid" pays exactly these withdrawals and no other.
 */
export async function exportPayouts(deps: Deps, admin: AuthUser, q: PayoutExportQuery) {
  const now = deps.clock.now();
  const rows = await payableBatch(deps.db, { from: q.from, before: q.before });
  const ids = rows.map((r) => r.id);
  const cents = rows.reduce((s, r) => s + r.amountCents, 0);
  const batch = randomUUID();
  const to = q.before ? new Date(q.before.getTime() - 1) : undefined;
  await writeAudit(deps.db, {
    actorId: admin.id,
    action: BATCH_ACTION,
    targetType: BATCH_TARGET,
    targetId: batch,
    before: null,
    after: {
      from: melbourneDay(q.from),
      to: melbourneDay(to),
      rows: ids.length,
      amount: formatCents(cents),
      ids,
    },
  });
  const csv = csvStream(
    PAYOUT_HEADER,
    (async function* () {
      for await (const r of eachPayout(deps.db, ids)) yield line(r);
    })(),
  );
  return { filename: fileName(now), csv, batch, rows: ids.length, amount: formatCents(cents) };
}

/** The ids an export wrote to the audit log, or 404 for a batch no export made. */
async function batchIds(deps: Deps, batch: string): Promise<string[]> {
  const [row] = await deps.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, BATCH_ACTION),
        eq(auditLog.targetType, BATCH_TARGET),
        eq(auditLog.targetId, batch),
      ),
    )
    .limit(1);
  const ids = (row?.after as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids)) throw notFound(ADMIN_MSG.payoutBatchNotFound);
  return ids as string[];
}

/**
 * POST /api/admin/withdraws/batches/{batch}/pay: after the bank transfer, marks exactly the exported batch paid,
 * each withdrawal through the one decision path (locked, audited, messaged, once). Withdrawals someone decided
 * meanwhile are reported, not paid twice; a repeat marks nothing new. The marking itself is audited too.
 */
export async function payBatch(
  deps: Deps,
  admin: AuthUser,
  batch: string,
  each: BatchItemRunner,
): Promise<BulkPayResult> {
  const ids = await batchIds(deps, batch);
  const result = await payWithdrawals(deps, admin, ids, each);
  await writeAudit(deps.db, {
    actorId: admin.id,
    action: 'withdraw.batch_paid',
    targetType: BATCH_TARGET,
    targetId: batch,
    before: null,
    after: {
      paid: result.paid.length,
      amount: formatCents(toCents(result.paidTotal)),
      alreadyDecided: result.alreadyDecided.length,
      refused: result.refused.length,
    },
  });
  return result;
}
