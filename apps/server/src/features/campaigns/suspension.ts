/** While a campaign's owner is deactivated, the campaign is paused: not offered, no accept or submit. */
import { eq, sql } from 'drizzle-orm';
import { CAMPAIGN_MSG, ERROR_CODE } from '@spruik/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { users } from '../../db/schema';
import { findUser } from '../../db/tables/users';
import { badRequest } from '../../lib/app-error';
import type { Campaign } from './campaign-rules';

export async function refuseIfPaused(db: DbOrTx, campaign: Pick<Campaign, 'ownerId'>) {
  const owner = await findUser(db, campaign.ownerId);
  if (!owner?.isActive) throw badRequest(CAMPAIGN_MSG.campaignPaused, ERROR_CODE.CAMPAIGN_PAUSED);
}

/**
 * Accept's check (it moves no money): reads the owner's flag FOR SHARE, so a deactivation that has changed the
 * row but not committed is waited for and then read as it commits, and one that comes later waits for this
 * accept. docs/ledger.md, level 2: after the campaign's lock, before the customer's row (owners are never
 * customers, so the two user rows always come in this order).
 */
export async function refuseIfPausedLocked(tx: Tx, campaign: Pick<Campaign, 'ownerId'>) {
  const [owner] = await ownerActiveLocked(tx).execute({ id: campaign.ownerId });
  if (!owner?.isActive) throw badRequest(CAMPAIGN_MSG.campaignPaused, ERROR_CODE.CAMPAIGN_PAUSED);
}

/** Every accept reads it: built once (db/prepared.ts). */
const ownerActiveLocked = preparedPer((db) =>
  db
    .select({ isActive: users.isActive })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .for('share')
    .prepare(''),
);
