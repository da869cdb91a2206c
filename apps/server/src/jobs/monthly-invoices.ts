/**
 * The monthly invoices (docs/finance.md, "Receipts, tax invoices and credit notes"): checked once a day across the
 * fleet (a 24-hour lease under a new holder each time, as the reconciliation), so each month's invoices are issued
 * within a day of the month's end in Melbourne. The run's outcome is audited as a System action when it issued
 * any.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { writeSystemAudit } from '../features/audit';
import { issueMonthlyInvoices, MONTHLY_INVOICES_JOB } from '../features/finance';
import { acquireLease } from './job-lease';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function runMonthlyInvoices(deps: Deps): Promise<{ ran: boolean; issued?: number }> {
  const now = deps.clock.now();
  if (!(await acquireLease(deps.db, MONTHLY_INVOICES_JOB, randomUUID(), now, DAY_MS))) return { ran: false };
  const r = await issueMonthlyInvoices(deps);
  if (r.issued > 0 || r.failed > 0)
    await writeSystemAudit(deps.db, {
      action: 'finance.monthly_invoices',
      targetType: 'tax_document',
      targetId: null,
      after: { before: r.cutoff.toISOString(), issued: r.issued, failed: r.failed },
    });
  return { ran: true, issued: r.issued };
}

export { MONTHLY_INVOICES_JOB };
