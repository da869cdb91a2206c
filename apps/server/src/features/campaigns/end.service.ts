/**
 * POST /api/campaigns/{id}/end (issue 14): the owner ends their own campaign now. It settles exactly as the
 * operator's close: undecided submissions are approved by the auto-approval rule, to-dos expire (their energy
 * comes back), and what is left in escrow returns to the owner's credit once (settleCampaignTx, under the
 * campaign's row lock, only while settledAt is empty). A pending campaign ends with a full refund.
 */
import { CAMPAIGN_MSG, ERROR_CODE } from '@spruik/shared';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { accountKeys, balanceOf } from '../../ledger';
import { conflict, notFound } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../audit';
import { pushMessages } from '../messages';
import { detailsView } from './campaign-read.service';
import * as repo from './campaigns.repository';
import { settleCampaignTx } from './settle.service';

export async function endOwnCampaign(deps: Deps, owner: AuthUser, id: string) {
  const now = deps.clock.now();
  const result = await withTransaction(deps.db, async (tx) => {
    const c = await repo.lockCampaign(tx, id);
    // Another owner's campaign is not confirmed to exist.
    if (!c || c.ownerId !== owner.id) throw notFound(CAMPAIGN_MSG.campaignNotFound);
    if (c.settledAt) throw conflict(CAMPAIGN_MSG.campaignAlreadyEnded, ERROR_CODE.CAMPAIGN_ENDED);
    const r = await settleCampaignTx(tx, deps, id, {
      reason: c.endDate <= now ? 'ended' : 'ownerEnded',
      actorId: owner.id,
    });
    if (!r) throw conflict(CAMPAIGN_MSG.campaignAlreadyEnded, ERROR_CODE.CAMPAIGN_ENDED);
    await writeAudit(tx, {
      targetType: 'campaign',
      actorId: owner.id,
      action: 'campaign.end',
      targetId: id,
      before: { settledAt: null, isActive: c.isActive },
      after: {
        settledAt: r.after.settledAt?.toISOString() ?? null,
        refunded: toDollars(r.refundedCents),
        autoApproved: r.autoApproved,
        expired: r.expired,
      },
    });
    return r;
  });
  pushMessages(deps, [result.message]);
  const [campaign, credit] = await Promise.all([
    detailsView(deps.db, id, now),
    balanceOf(deps.db, accountKeys.creditOf(owner)),
  ]);
  return {
    campaign,
    refunded: toDollars(result.refundedCents),
    credit: toDollars(credit),
    autoApproved: result.autoApproved,
    expired: result.expired,
    message: CAMPAIGN_MSG.ended,
  };
}
