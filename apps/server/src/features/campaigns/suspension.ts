/** Issue 14: while a campaign's owner is deactivated, the campaign is paused: not offered, no accept or submit. */
import { CAMPAIGN_MSG, ERROR_CODE } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { findUser } from '../../db/tables/users';
import { badRequest } from '../../lib/app-error';
import type { Campaign } from './campaign-rules';

export async function refuseIfPaused(db: DbOrTx, campaign: Pick<Campaign, 'ownerId'>) {
  const owner = await findUser(db, campaign.ownerId);
  if (!owner?.isActive) throw badRequest(CAMPAIGN_MSG.campaignPaused, ERROR_CODE.CAMPAIGN_PAUSED);
}
