/**
 * The ledger check, hourly, in one process of the fleet (a one-hour lease under a new holder each time): a
 * problem is logged with its details and counted in spruik_ledger_check_failures_total, which an operator alerts
 * on (docs/deploy.md). The result is stored (ledger_checks): the operator's overview shows the latest one. It
 * never changes money: it only reads. Each run is in the audit log as a System action.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { withLongStatements } from '../db/transaction';
import { writeSystemAudit } from '../features/audit';
import { runAndStoreLedgerCheck } from '../ledger';
import { acquireLease } from './job-lease';

export const LEDGER_WATCH_JOB = 'ledger-watch';
const HOUR_MS = 60 * 60 * 1000;

export async function runLedgerWatch(deps: Deps): Promise<{ ran: boolean; ok?: boolean }> {
  const now = deps.clock.now();
  if (!(await acquireLease(deps.db, LEDGER_WATCH_JOB, randomUUID(), now, HOUR_MS))) return { ran: false };
  // Whole-table reads: under the jobs' statement timeout, not the requests'.
  const check = await withLongStatements(deps.db, deps.config.database.jobStatementTimeoutMs, (tx) =>
    runAndStoreLedgerCheck(tx, now),
  );
  if (!check.ok) console.error(`ledger check failed:\n  ${check.problems.join('\n  ')}`);
  await writeSystemAudit(deps.db, {
    action: 'ledger.check',
    targetType: 'ledger',
    targetId: null,
    after: { ok: check.ok, problems: check.problems.length },
  });
  return { ran: true, ok: check.ok };
}
