/**
 * The creator's message when a submission is approved (docs/push.md "Events"). Its push kind follows the money:
 * 'paid' when the approval put money in the wallet or pocket (quiet hours never hold money), 'approved' when it
 * moved none (a voucher, a share floored to nothing) or the post was only verified and still waits for a decision.
 */
import { CAMPAIGN_TYPE, formatCents, MESSAGE_EVENT, type PushKind } from '@spruik/shared';
import type { Tx } from '../../db/client';
import { findOrganisation } from '../../db/tables/organisations';
import type { Campaign } from './campaign-rules';

export type CreatorMessage = {
  userId: string;
  title: string;
  event: number;
  kind: PushKind;
  campaignId: string;
};

/** What the approval gave, in the words of the activity's own status note. */
export function rewardText(c: Pick<Campaign, 'type'>, cents: number | null, venueName: string | null) {
  if (c.type === CAMPAIGN_TYPE.voucher) return 'your voucher is in your rewards';
  if (c.type === CAMPAIGN_TYPE.credit)
    return `$${formatCents(cents ?? 0)} was added to your pocket at ${venueName || 'the venue'}`;
  return `$${formatCents(cents ?? 0)} was added to your wallet`;
}

export const approvalKind = (cents: number | null): PushKind => ((cents ?? 0) > 0 ? 'paid' : 'approved');

/** The owning venue's name, which a pocket's reward names (types 6 only; null otherwise). */
export async function pocketVenueName(tx: Tx, c: Pick<Campaign, 'type' | 'ownerId'>) {
  if (c.type !== CAMPAIGN_TYPE.credit) return null;
  return (await findOrganisation(tx, c.ownerId))?.name ?? null;
}

/** How the approval came about: the owner, the 72-hour rule, or the campaign's end. */
export type ApprovedBy = 'owner' | 'stale' | 'ended' | 'closed';
const HOW: Record<ApprovedBy, string> = {
  owner: 'was approved',
  stale: 'was approved automatically after 72 hours',
  ended: 'was approved when the campaign ended',
  closed: 'was approved when the campaign closed',
};

/** One message per approved creator, `paid[i]` being what activity i was paid (null for a voucher). */
export async function approvalMessages(
  tx: Tx,
  c: Campaign,
  approved: Array<{ userId: string }>,
  paid: Array<number | null>,
  by: ApprovedBy,
): Promise<CreatorMessage[]> {
  if (approved.length === 0) return [];
  const venue = await pocketVenueName(tx, c);
  return approved.map((a, i) => ({
    userId: a.userId,
    title: `Your submission to "${c.title}" ${HOW[by]}: ${rewardText(c, paid[i] ?? null, venue)}.`,
    event: MESSAGE_EVENT.verified,
    kind: approvalKind(paid[i] ?? null),
    campaignId: c.id,
  }));
}
