/**
 * The daily reconciliation: once a day across the fleet (a 24-hour lease under a new holder each
 * time, as the upload clean-up), money in through the providers less money out is compared with every balance
 * the platform holds (ledger/reconciliation.ts). Each run is stored and audited as a System action; a failed one
 * is logged, counted in spruik_reconciliation_failures_total and shows as spruik_reconciliation_ok 0 on /metrics.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { withLongStatements } from '../db/transaction';
import { writeSystemAudit } from '../features/audit';
import { runAndStoreReconciliation } from '../ledger';
import { acquireLease } from './job-lease';

export const RECONCILIATION_JOB = 'reconciliation';
const DAY_MS = 24 * 60 * 60 * 1000;

export async function runDailyReconciliation(deps: Deps): Promise<{ ran: boolean; ok?: boolean }> {
  const now = deps.clock.now();
  if (!(await acquireLease(deps.db, RECONCILIATION_JOB, randomUUID(), now, DAY_MS))) return { ran: false };
  // Whole-table sums: under the jobs' statement timeout, not the requests'.
  const r = await withLongStatements(deps.db, deps.config.database.jobStatementTimeoutMs, (tx) =>
    runAndStoreReconciliation(tx, now, null),
  );
  if (!r.ok)
    console.error(
      `reconciliation failed: held ${r.heldCents} cents, providers' net ${r.expectedCents}, difference ${r.differenceCents}`,
    );
  await writeSystemAudit(deps.db, {
    action: 'reconciliation.run',
    targetType: 'reconciliation',
    targetId: r.id,
    after: {
      ok: r.ok,
      expectedCents: r.expectedCents,
      heldCents: r.heldCents,
      differenceCents: r.differenceCents,
    },
  });
  return { ran: true, ok: r.ok };
}
