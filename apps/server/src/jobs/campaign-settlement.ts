/**
 * The campaign job: settles campaigns past their end date, approves submissions left undecided for
 * 72 hours and expires to-dos accepted 72 hours ago. One process runs it at a time (a lease in job_leases, about two intervals long, renewed by its
 * holder each run); the per-campaign row locks and settledAt check make a second settler harmless anyway.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { autoApproveStale, settleDueCampaigns } from '../features/campaigns/settle.service';
import { expireStaleActivities } from '../features/campaigns/expiry.service';
import { acquireLease } from './job-lease';

export const CAMPAIGN_JOB = 'campaign-settlement';
/** This process's name as a lease holder. */
const processHolder = `${process.pid}-${randomUUID()}`;

export type CampaignJobResult =
  | { ran: false }
  | { ran: true; settled: number; refundedCents: number; autoApproved: number; expired: number };

export async function runCampaignSettlement(
  deps: Deps,
  opts: { holder?: string } = {},
): Promise<CampaignJobResult> {
  const ttlMs = deps.config.schedulerIntervalSeconds * 2 * 1000;
  const got = await acquireLease(
    deps.db,
    CAMPAIGN_JOB,
    opts.holder ?? processHolder,
    deps.clock.now(),
    ttlMs,
  );
  if (!got) return { ran: false };
  const settled = await settleDueCampaigns(deps);
  const autoApproved = await autoApproveStale(deps);
  const expired = await expireStaleActivities(deps);
  return {
    ran: true,
    expired,
    settled: settled.length,
    refundedCents: settled.reduce((s, r) => s + r.refundedCents, 0),
    autoApproved: autoApproved + settled.reduce((s, r) => s + r.autoApproved, 0),
  };
}
