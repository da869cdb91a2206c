import type { CampaignDetails } from '@spruik/shared';
import { money, moneyPlain } from '../../../lib/money';
import { endLine, ownerAccount, platformLabel, rewardText, typeName } from '../campaign-display';
import { formatDateTime } from '../../../lib/date';
import { FactList, OutLink } from './fact-list';
import { CAMPAIGN_TYPE } from '@spruik/shared';

const STATUS_TEXT: Record<string, string> = {
  pending: 'Pending verification',
  live: 'Live',
  ended: 'Ended',
  closed: 'Closed',
  rejected: 'Rejected',
};

/** docs/spec.md, Campaigns: type, title, share or discount/item, conditions, platform account link, material link. */
export function ReviewSection({ campaign: c }: { campaign: CampaignDetails }) {
  const account = ownerAccount(c.owner, c.platform);
  const ends = endLine(c);
  const reward =
    c.type === CAMPAIGN_TYPE.voucher ? rewardText(c) : `$ ${moneyPlain(c.participantsShare)} per participant`;
  return (
    <FactList
      facts={[
        { label: 'Type', value: typeName(c.type), testId: 'review-type' },
        { label: 'Title', value: c.title, testId: 'review-title' },
        {
          label: c.type === CAMPAIGN_TYPE.voucher ? 'Voucher' : 'Share',
          value: reward,
          testId: 'review-reward',
        },
        { label: 'Conditions', value: c.conditions },
        {
          label: `${platformLabel(c.platform)} account`,
          value: account.url ? <OutLink href={account.url}>{account.handle}</OutLink> : account.handle,
        },
        { label: 'Material link', value: c.link && <OutLink href={c.link} /> },
        { label: ends.label, value: formatDateTime(ends.at), testId: 'review-ends' },
        {
          label: 'Status',
          value: STATUS_TEXT[c.status] + (c.rejectedReason ? `: ${c.rejectedReason}` : ''),
          testId: 'review-status',
        },
        {
          // Unspent escrow returned when it ended (voucher campaigns hold none).
          label: 'Returned to your credit',
          value: c.refunded === null || c.type === CAMPAIGN_TYPE.voucher ? '' : money(c.refunded),
          testId: 'review-refund',
        },
      ]}
    />
  );
}
