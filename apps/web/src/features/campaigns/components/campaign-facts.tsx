import type { CampaignPublic } from '@spruik/shared';
import { ownerAccount, platformLabel, rewardText } from '../campaign-display';
import { formatDateTime } from '../../../lib/date';
import { FactList, OutLink } from './fact-list';
import { REQUIRES_VISIT_LABEL } from '../campaign-form-values';
import { CAMPAIGN_TYPE } from '@spruik/shared';

/** A campaign as customers read it: platform, reward, conditions, end date, link and the account to tag. */
export function CampaignFacts({
  campaign: c,
  places = false,
}: {
  campaign: CampaignPublic;
  places?: boolean;
}) {
  const account = ownerAccount(c.owner, c.platform);
  const left = Math.max(0, c.participantsCount - c.numberOfParticipants);
  return (
    <FactList
      facts={[
        { label: 'Platform', value: platformLabel(c.platform), testId: 'campaign-platform' },
        {
          label: c.type === CAMPAIGN_TYPE.voucher ? 'Voucher' : 'Payment',
          value: rewardText(c),
          testId: 'campaign-reward',
        },
        { label: 'Conditions', value: c.conditions },
        {
          label: 'Visit',
          value: c.requiresVisit
            ? `${REQUIRES_VISIT_LABEL}: check in at ${c.owner.name}'s counter (tap "I'm here" on its page) before you post.`
            : '',
          testId: 'campaign-visit',
        },
        { label: 'End date', value: formatDateTime(c.endDate) },
        { label: 'Link', value: c.link && <OutLink href={c.link} /> },
        {
          label: c.type === CAMPAIGN_TYPE.increaseFollowers ? 'Account to follow' : 'Account to tag',
          value: account.url ? <OutLink href={account.url}>{account.handle}</OutLink> : account.handle,
        },
        { label: 'Places left', value: places ? `${left} of ${c.participantsCount}` : '' },
      ]}
    />
  );
}
