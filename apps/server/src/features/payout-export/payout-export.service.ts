import { formatCents, type PayoutExportQuery } from '@spruik/shared';
import type { Deps } from '../../deps';
import type { AuthUser } from '../../plugins/auth';
import { csvStream } from '../../lib/csv';
import { writeAudit } from '../audit';
import { eachPayout, payoutTotals, type PayoutRow } from './payout-export.repository';

export const PAYOUT_HEADER = [
  'Withdrawal ID',
  'Decided at',
  'Account name',
  'BSB',
  'Account number',
  'Amount',
  'Email',
  'Role',
];
const ROLE_NAMES: Record<number, string> = { 1: 'venue', 2: 'business', 3: 'customer', 4: 'admin' };

const line = (r: PayoutRow) => [
  r.id,
  r.decidedAt?.toISOString() ?? '',
  r.accountName ?? '',
  r.bsb ?? '',
  r.accountNumber ?? '',
  formatCents(r.amountCents),
  r.email,
  ROLE_NAMES[r.role] ?? String(r.role),
];

const day = (d: Date | undefined) => d?.toISOString().slice(0, 10);

/**
 * GET /api/admin/withdraws/export.csv: the verified payouts for the bank, amounts in dollars with 2 decimals,
 * streamed: rows are read in keyset batches and written through csv-stringify as they come, so a year of
 * payouts never sits in memory. Bank details leave the platform here, so each export is written to the audit
 * log (range, rows, total) before the file starts.
 */
export async function exportPayouts(deps: Deps, admin: AuthUser, q: PayoutExportQuery) {
  const range = { from: q.from, before: q.before, decidedBy: deps.clock.now() };
  const totals = await payoutTotals(deps.db, range);
  const to = q.before ? day(new Date(q.before.getTime() - 86_400_000)) : undefined;
  await writeAudit(deps.db, {
    actorId: admin.id,
    action: 'withdraw.export',
    targetType: 'withdrawal',
    targetId: null,
    before: null,
    after: {
      from: day(q.from) ?? null,
      to: to ?? null,
      rows: totals.rows,
      amount: formatCents(totals.cents),
    },
  });
  const filename = `payouts-${day(q.from) ?? 'start'}-to-${to ?? day(deps.clock.now())}.csv`;
  const csv = csvStream(
    PAYOUT_HEADER,
    (async function* () {
      for await (const r of eachPayout(deps.db, range)) yield line(r);
    })(),
  );
  return { filename, csv };
}
