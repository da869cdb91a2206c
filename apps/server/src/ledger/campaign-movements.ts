/**
 * The campaign money movements (RULINGS.md "Campaigns"): reserve at creation, pay a participant, refund what
 * is left. Each is one balanced entry with its own idempotency key, posted inside the caller's transaction
 * through transfer/payCustomer, so a repeated call changes nothing.
 */
import type { Tx } from '../db/client';
import { accountKeys } from './accounts';
import { transfer, transferEntry } from './movements';
import { postEntries, postEntry, type EntryInput, type PostResult } from './post';

export const campaignEntryKeys = {
  reserve: (campaignId: string) => `campaign:reserve:${campaignId}`,
  payout: (activityId: string) => `campaign:payout:${activityId}`,
  refund: (campaignId: string) => `campaign:refund:${campaignId}`,
};

/** Creation of types 1-6: share x count moves from the owner's credit into the campaign's escrow. */
export function reserveCampaignEscrow(
  tx: Tx,
  p: {
    campaignId: string;
    owner: { id: string; role: number };
    amountCents: number;
    insufficientMessage: string;
  },
): Promise<PostResult> {
  return transfer(tx, {
    kind: 'campaign_reserve',
    idempotencyKey: campaignEntryKeys.reserve(p.campaignId),
    fromKey: accountKeys.creditOf(p.owner),
    toKey: accountKeys.escrow(p.campaignId),
    amountCents: p.amountCents,
    actorId: p.owner.id,
    insufficientMessage: p.insufficientMessage,
  });
}

export type ParticipantPayout = {
  activityId: string;
  campaignId: string;
  customerId: string;
  amountCents: number;
  /** What the customer's money history shows as the sender (the business or venue name). */
  memo: string;
  pocketVenueId?: string | null;
  actorId?: string | null;
};

/**
 * An approved participant is paid from the campaign's escrow, once per activity: into the wallet (types 1-5)
 * or into the pocket at the venue that owns the campaign (type 6, pocketVenueId set).
 */
function participantPayoutEntry(p: ParticipantPayout): EntryInput {
  return transferEntry({
    kind: 'customer_payout',
    idempotencyKey: campaignEntryKeys.payout(p.activityId),
    fromKey: accountKeys.escrow(p.campaignId),
    toKey: p.pocketVenueId
      ? accountKeys.pocket(p.customerId, p.pocketVenueId)
      : accountKeys.wallet(p.customerId),
    amountCents: p.amountCents,
    memo: p.memo,
    actorId: p.actorId ?? null,
  });
}

export function payCampaignParticipant(tx: Tx, p: ParticipantPayout): Promise<PostResult> {
  return postEntry(tx, participantPayoutEntry(p));
}

/**
 * Several participants of one campaign paid at once (settlement, the 72-hour rule): one entry each, with its
 * own key, posted together in a fixed number of statements (postEntries).
 */
export function payCampaignParticipants(tx: Tx, ps: ParticipantPayout[]): Promise<PostResult[]> {
  return ps.length === 0 ? Promise.resolve([]) : postEntries(tx, ps.map(participantPayoutEntry));
}

/** The end of a campaign (ended, closed or rejected): what is left in escrow returns to the owner's credit, once. */
export function refundCampaignEscrow(
  tx: Tx,
  p: {
    campaignId: string;
    owner: { id: string; role: number };
    amountCents: number;
    memo?: string | null;
    actorId?: string | null;
  },
): Promise<PostResult> {
  return transfer(tx, {
    kind: 'campaign_refund',
    idempotencyKey: campaignEntryKeys.refund(p.campaignId),
    fromKey: accountKeys.escrow(p.campaignId),
    toKey: accountKeys.creditOf(p.owner),
    amountCents: p.amountCents,
    memo: p.memo ?? null,
    actorId: p.actorId ?? null,
  });
}
