import {
  CAMPAIGN_TYPE,
  followerFactor,
  payoutCents,
  type CampaignDetails,
  type CampaignParticipant,
} from '@spruik/shared';
import { money, moneyCents, toCents } from '../../lib/money';
import { formatCount } from '../../lib/number';
import { rewardText } from './campaign-display';

type Campaign = Pick<CampaignDetails, 'type' | 'participantsShare' | 'discount' | 'item'>;

/**
 * What approving pays, said before the owner confirms (docs/spec.md, Participation): types 1-5 into the wallet, share x
 * follower factor; type 6 the full share into the pocket at the venue; type 7 a voucher at the venue.
 */
export function approveText(c: Campaign, p: Pick<CampaignParticipant, 'followers'>): string {
  if (c.type === CAMPAIGN_TYPE.voucher) return `They get a voucher at your venue: ${rewardText(c)}.`;
  if (c.type === CAMPAIGN_TYPE.credit)
    return `${money(c.participantsShare)} goes to their pocket at your venue.`;
  const share = toCents(c.participantsShare);
  const followers = p.followers === null ? 'unknown followers' : `${formatCount(p.followers)} followers`;
  return `${moneyCents(payoutCents(share, p.followers))} goes to their wallet (${money(c.participantsShare)} × ${followerFactor(p.followers)} for ${followers}).`;
}

/** The creator may appeal a rejection within 72 hours, and an overturned one is paid. */
export const REJECT_TEXT =
  'They are not paid; their share returns to you when the campaign ends. You cannot change this later, but they can appeal within 72 hours: if our team overturns it, they are paid as an approval would.';
