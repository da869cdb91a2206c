/**
 * POST /api/campaigns/{id}/end: the owner ends their own campaign now. It settles exactly as the
 * operator's close, through the same function (closeCampaignNow): undecided submissions are approved by the
 * auto-approval rule, to-dos expire (their energy comes back), and what is left in escrow returns to the
 * owner's credit once. A pending campaign ends with a full refund.
 */
import { CAMPAIGN_MSG } from '@spruik/shared';
import type { Deps } from '../../deps';
import { accountKeys, balanceOf } from '../../ledger';
import { toDollars } from '../../lib/money';
import type { AuthUser } from '../../plugins/auth';
import { detailsView } from './campaign-read.service';
import { closeCampaignNow } from './close.service';

export async function endOwnCampaign(deps: Deps, owner: AuthUser, id: string) {
  const now = deps.clock.now();
  const result = await closeCampaignNow(deps, id, { by: 'owner', actorId: owner.id });
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
