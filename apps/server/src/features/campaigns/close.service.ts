/**
 * Ending a campaign now: the operator's close (POST /api/admin/campaigns/{id}/close) and the owner's end
 * (POST /api/campaigns/{id}/end) are one operation. Under the campaign's row lock and once: settle
 * (undecided submissions approved by the auto-approval rule, to-dos expired, the rest of the escrow refunded),
 * one audit row in the same transaction, the owner's message after commit.
 */
import { CAMPAIGN_MSG, ERROR_CODE } from '@spruik/shared';
import type { Tx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { accountKeys, balanceOf } from '../../ledger';
import { conflict, notFound } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import { writeAudit } from '../audit';
import { pushMessages } from '../messages';
import type { Campaign } from './campaign-rules';
import * as repo from './campaigns.repository';
import { settleCampaignTx, type SettleResult } from './settle.service';

/** What the audit keeps of a campaign before and after an operator's or owner's decision. */
export async function auditSnapshot(tx: Tx, c: Campaign) {
  return {
    isVerified: c.isVerified,
    isActive: c.isActive,
    verifiedAt: c.verifiedAt?.toISOString() ?? null,
    settledAt: c.settledAt?.toISOString() ?? null,
    rejectedReason: c.rejectedReason,
    escrow: toDollars(await balanceOf(tx, accountKeys.escrow(c.id))),
  };
}

/** Who ends it. An owner may end only their own: another owner's campaign is not confirmed to exist. */
export type CloseBy = { by: 'operator' | 'owner'; actorId: string };

const EARLY = { operator: 'closed', owner: 'ownerEnded' } as const;
const ACTION = { operator: 'campaign.close', owner: 'campaign.end' } as const;

/** Settles campaign `id` now, once; answers the settlement (after the owner's message is pushed). */
export async function closeCampaignNow(deps: Deps, id: string, who: CloseBy): Promise<SettleResult> {
  const now = deps.clock.now();
  const result = await withTransaction(deps.db, async (tx) => {
    const c = await repo.lockCampaign(tx, id);
    if (!c || (who.by === 'owner' && c.ownerId !== who.actorId))
      throw notFound(CAMPAIGN_MSG.campaignNotFound);
    if (c.settledAt) throw conflict(CAMPAIGN_MSG.campaignAlreadyEnded, ERROR_CODE.CAMPAIGN_ENDED);
    const before = await auditSnapshot(tx, c);
    const r = await settleCampaignTx(tx, deps, id, {
      reason: c.endDate <= now ? 'ended' : EARLY[who.by],
      actorId: who.actorId,
    });
    if (!r) throw conflict(CAMPAIGN_MSG.campaignAlreadyEnded, ERROR_CODE.CAMPAIGN_ENDED);
    await writeAudit(tx, {
      targetType: 'campaign',
      actorId: who.actorId,
      action: ACTION[who.by],
      targetId: id,
      before,
      after: {
        ...(await auditSnapshot(tx, r.after)),
        refunded: toDollars(r.refundedCents),
        autoApproved: r.autoApproved,
        expired: r.expired,
      },
    });
    return r;
  });
  pushMessages(deps, result.messages);
  return result;
}
