/**
 * The campaign money movements (docs/spec.md, Campaigns): reserve at creation, pay a participant, refund what
 * is left. Each is one balanced entry with its own idempotency key, posted inside the caller's transaction
 * through transfer/payCustomer, so a repeated call changes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { ROLES } from '@spruik/shared';
import type { DbOrTx, Tx } from '../db/client';
import { journalEntries, journalLines } from '../db/schema';
import { accountKeys } from './accounts';
import { balanceOf } from './balances';
import { transfer, transferEntry } from './movements';
import {
  lockAccounts,
  postEntries,
  postEntry,
  type EntryInput,
  type LedgerLine,
  type PostResult,
} from './post';

export const campaignEntryKeys = {
  reserve: (campaignId: string) => `campaign:reserve:${campaignId}`,
  payout: (activityId: string) => `campaign:payout:${activityId}`,
  refund: (campaignId: string) => `campaign:refund:${campaignId}`,
};

/**
 * Creation of types 1-6: share x count moves from the owner's credit into the campaign's escrow. A venue spends
 * its credit first and then its earnings (both fund campaigns; only earnings can be withdrawn, so the
 * venue keeps as much withdrawable as it can). The accounts are locked before the split is read.
 */
export async function reserveCampaignEscrow(
  tx: Tx,
  p: {
    campaignId: string;
    owner: { id: string; role: number };
    amountCents: number;
    insufficientMessage: string;
  },
): Promise<PostResult> {
  const creditKey = accountKeys.creditOf(p.owner);
  const escrowKey = accountKeys.escrow(p.campaignId);
  const base = {
    kind: 'campaign_reserve',
    idempotencyKey: campaignEntryKeys.reserve(p.campaignId),
    actorId: p.owner.id,
    insufficientMessage: p.insufficientMessage,
  };
  if (p.owner.role !== ROLES.venue)
    return transfer(tx, { ...base, fromKey: creditKey, toKey: escrowKey, amountCents: p.amountCents });
  const earningsKey = accountKeys.venueEarnings(p.owner.id);
  await lockAccounts(tx, [creditKey, earningsKey, escrowKey]);
  const fromCredit = Math.min(await balanceOf(tx, creditKey), p.amountCents);
  const fromEarnings = p.amountCents - fromCredit;
  const lines: LedgerLine[] = [{ key: escrowKey, amountCents: p.amountCents }];
  if (fromCredit > 0) lines.push({ key: creditKey, amountCents: -fromCredit });
  if (fromEarnings > 0) lines.push({ key: earningsKey, amountCents: -fromEarnings });
  return postEntry(tx, { ...base, lines });
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

/** What a campaign's end returned to its owner's credit, in cents (0 when nothing was left in escrow). */
export async function campaignRefundCents(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await db
    .select({
      cents: sql<
        string | null
      >`sum(${journalLines.amountCents}) filter (where ${journalLines.amountCents} > 0)`,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(eq(journalEntries.idempotencyKey, campaignEntryKeys.refund(campaignId)));
  return Number(row?.cents ?? 0);
}
