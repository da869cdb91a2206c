/**
 * The monthly invoices (docs/finance.md): once a Melbourne month has ended, every owner with fees charged before
 * its end and not invoiced yet gets an invoice for them, and a message. The app's daily job
 * (jobs/monthly-invoices.ts) runs it under a lease; each owner is issued in a transaction of its own, so one
 * failing owner stops no other, and a run that stops half way is finished by the next (an owner already invoiced
 * has no fee left before the cutoff).
 */
import { CAMPAIGN_TIME_ZONE } from '@spruik/shared';
import type { Deps } from '../../deps';
import { melbourneMonthStart, ownersWithFeesBefore } from './documents.repository';
import { issueInvoice } from './invoices.service';

export const MONTHLY_INVOICES_JOB = 'finance.monthlyInvoices';

export async function issueMonthlyInvoices(
  deps: Deps,
): Promise<{ cutoff: Date; issued: number; failed: number }> {
  const cutoff = await melbourneMonthStart(deps.db, deps.clock.now(), CAMPAIGN_TIME_ZONE);
  let issued = 0;
  let failed = 0;
  for (const ownerId of await ownersWithFeesBefore(deps.db, cutoff)) {
    try {
      if (await issueInvoice(deps, ownerId, { before: cutoff, issuedBy: null, tellOwner: true })) issued++;
    } catch (err) {
      failed++;
      console.error(`monthly invoice for owner ${ownerId} failed`, err);
    }
  }
  return { cutoff, issued, failed };
}
