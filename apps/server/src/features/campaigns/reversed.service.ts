/**
 * A refund or chargeback of a top-up reaches the payer's live campaigns (docs/ledger.md "Refunds and
 * chargebacks"): the reversal locks them (after the top-up, before any user row or ledger account), claims their
 * escrow, and after its commit they are settled here, each in its own transaction, by the usual rule. A campaign
 * that cannot settle yet (an appeal still open) is left to the campaign job, which settles campaigns with
 * pending claims before their end date.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, isNull, ne, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campaigns } from '../../db/schema';
import { sqlState, withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { pushMessages } from '../messages';
import type { Campaign } from './campaign-rules';
import * as repo from './campaigns.repository';
import { settleCampaignTx } from './settle.service';
import { auditSettlement } from './system-audit';

/** The owner's unsettled campaigns that hold escrow (every type but 7), by id. */
export async function liveCampaignIdsOf(tx: Tx, ownerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.ownerId, ownerId), isNull(campaigns.settledAt), ne(campaigns.type, 7)))
    .orderBy(asc(campaigns.id));
  return rows.map((r) => r.id);
}

/** Locks the owner's live campaigns in id order; answers the ones still unsettled once locked. */
export async function lockLiveCampaignsOf(tx: Tx, ownerId: string): Promise<Campaign[]> {
  const locked: Campaign[] = [];
  for (const id of await liveCampaignIdsOf(tx, ownerId)) {
    const c = await repo.lockCampaign(tx, id);
    if (c && !c.settledAt) locked.push(c);
  }
  return locked;
}

/**
 * A campaign created while the reversal waited for the owner's credit (its reserve held that lock and committed):
 * the reversal already holds ledger accounts, so it takes the campaign's row without waiting (NOWAIT never closes
 * a cycle of waits). Answers null when someone holds it right now; the caller then refuses, nothing written.
 */
export async function lockLateCampaigns(
  tx: Tx,
  ownerId: string,
  known: Set<string>,
): Promise<Campaign[] | null> {
  const late: Campaign[] = [];
  for (const id of (await liveCampaignIdsOf(tx, ownerId)).filter((x) => !known.has(x))) {
    try {
      const [c] = await tx
        .select()
        .from(campaigns)
        .where(eq(campaigns.id, id))
        .for('no key update', { noWait: true });
      if (c && !c.settledAt) late.push(c);
    } catch (err) {
      if (sqlState(err) === LOCK_NOT_AVAILABLE) return null;
      throw err;
    }
  }
  return late;
}

const LOCK_NOT_AVAILABLE = '55P03';

/** Settles campaigns whose escrow a reversal claimed, now (after the reversal's commit). */
export async function settleReversedCampaigns(
  deps: Deps,
  log: FastifyBaseLogger,
  campaignIds: string[],
  actorId: string | null,
) {
  for (const id of campaignIds) {
    try {
      const r = await withTransaction(deps.db, async (tx) =>
        auditSettlement(tx, await settleCampaignTx(tx, deps, id, { reason: 'reversed', actorId })),
      );
      if (r) pushMessages(deps, r.messages);
    } catch (err) {
      // An open appeal (409) or a failure: the claim stays pending and the campaign job settles it.
      log.warn({ err, campaignId: id }, 'campaign claimed by a reversal left to the campaign job');
    }
  }
}
