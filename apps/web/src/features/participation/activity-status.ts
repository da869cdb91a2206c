/** Activity statuses as the customer reads them (docs/spec.md, Participation). */
import { CAMPAIGN_TYPE, ACTIVITY_STATUS, APPEAL_STATUS, type ActivityItem } from '@spruik/shared';
import { money } from '../../lib/money';
import { rewardText } from '../campaigns/campaign-display';

export type StatusLook = { label: string; color: 'default' | 'info' | 'success' | 'error' | 'warning' };

export const STATUS_LOOK: Record<number, StatusLook> = {
  [ACTIVITY_STATUS.todo]: { label: 'To do', color: 'warning' },
  [ACTIVITY_STATUS.submitted]: { label: 'Submitted', color: 'info' },
  [ACTIVITY_STATUS.approved]: { label: 'Approved', color: 'success' },
  [ACTIVITY_STATUS.rejected]: { label: 'Rejected', color: 'error' },
  [ACTIVITY_STATUS.expired]: { label: 'Expired', color: 'default' },
};

/** A to-do whose campaign has ended (before the settlement turns it into "expired"). */
export const campaignOver = (a: ActivityItem, now: Date = new Date()) =>
  !a.campaign.isActive || new Date(a.campaign.endDate).getTime() <= now.getTime();

/** A to-do whose 72 hours to submit have run out (before the job turns it into "expired"). */
export const timeUp = (a: ActivityItem, now: Date = new Date()) =>
  a.status === ACTIVITY_STATUS.todo && !!a.expiresAt && Date.parse(a.expiresAt) <= now.getTime();

/** A to-do that can still be submitted: its campaign runs and its 72 hours are not up. */
export const canSubmit = (a: ActivityItem, now: Date = new Date()) =>
  a.status === ACTIVITY_STATUS.todo && !campaignOver(a, now) && !timeUp(a, now);

export function statusLook(a: ActivityItem, now: Date = new Date()): StatusLook {
  if (a.status === ACTIVITY_STATUS.todo && campaignOver(a, now)) return { label: 'Ended', color: 'default' };
  if (timeUp(a, now)) return { label: 'Time is up', color: 'default' };
  // A rejection under appeal says so on the card.
  if (a.status === ACTIVITY_STATUS.rejected && a.appeal?.status === APPEAL_STATUS.open)
    return { label: 'Appealed', color: 'info' };
  return STATUS_LOOK[a.status] ?? { label: 'Unknown', color: 'default' };
}

/**
 * The card's reward line. While the activity can still pay, what the campaign offers ("Up to $ 1.00"); once it
 * is finished, what it earned: the payout, the voucher, or nothing (rejected, expired, ended unsubmitted).
 */
export function rewardLine(a: ActivityItem, now: Date = new Date()): string {
  const c = a.campaign;
  if (a.status === ACTIVITY_STATUS.approved) {
    if (c.type === CAMPAIGN_TYPE.voucher) return `Earned: ${rewardText(c)}`;
    return a.payout === null ? rewardText(c) : `Earned ${money(a.payout)}`;
  }
  const unsubmittedEnd = a.status === ACTIVITY_STATUS.todo && !canSubmit(a, now);
  if (a.status === ACTIVITY_STATUS.rejected || a.status === ACTIVITY_STATUS.expired || unsubmittedEnd)
    return 'Nothing earned';
  return rewardText(c);
}
