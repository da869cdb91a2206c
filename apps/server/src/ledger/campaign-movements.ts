/**
 * The campaign money movements (docs/spec.md, Campaigns): reserve at creation, pay a participant, refund what
 * is left. Each is one balanced entry with its own idempotency key, posted inside the caller's transaction
 * through transfer/payCustomer, so a repeated call changes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { ROLES } from '@spruik/shared';
import type { DbOrTx, Tx } from '../db/client';
import { journalEntries, journalLines } from '../db/schema';
import { accountKeys, PLATFORM_REVENUE } from './accounts';
import { balanceOf } from './balances';
import { transfer } from './movements';
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
  /** The service fee reserved with the escrow (docs/finance.md): its own entry, so statements show it on its own line. */
  fee: (campaignId: string) => `campaign:fee:${campaignId}`,
  payout: (activityId: string) => `campaign:payout:${activityId}`,
  refund: (campaignId: string) => `campaign:refund:${campaignId}`,
};

/**
 * Creation of types 1-6: share x count moves from the owner's credit into the campaign's escrow, and the service fee
 * on it (docs/finance.md) follows as an entry of its own. A venue spends its credit first and then its earnings
 * (both fund campaigns; only earnings can be withdrawn, so the venue keeps as much withdrawable as it can). The
 * accounts are locked before the split is read.
 */
export async function reserveCampaignEscrow(
  tx: Tx,
  p: {
    campaignId: string;
    owner: { id: string; role: number };
    amountCents: number;
    feeCents: number;
    insufficientMessage: string;
  },
): Promise<void> {
  const creditKey = accountKeys.creditOf(p.owner);
  const escrowKey = accountKeys.escrow(p.campaignId);
  const base = { actorId: p.owner.id, insufficientMessage: p.insufficientMessage };
  const parts = [
    {
      kind: 'campaign_reserve',
      idempotencyKey: campaignEntryKeys.reserve(p.campaignId),
      cents: p.amountCents,
    },
    { kind: 'campaign_fee', idempotencyKey: campaignEntryKeys.fee(p.campaignId), cents: p.feeCents },
  ].filter((part) => part.cents > 0);
  const earningsKey = accountKeys.venueEarnings(p.owner.id);
  const isVenue = p.owner.role === ROLES.venue;
  await lockAccounts(tx, isVenue ? [creditKey, earningsKey, escrowKey] : [creditKey, escrowKey]);
  let creditLeft = isVenue ? await balanceOf(tx, creditKey) : Infinity;
  const entries: EntryInput[] = parts.map((part) => {
    const fromCredit = Math.min(Math.max(creditLeft, 0), part.cents);
    creditLeft -= fromCredit;
    const lines: LedgerLine[] = [{ key: escrowKey, amountCents: part.cents }];
    if (fromCredit > 0) lines.push({ key: creditKey, amountCents: -fromCredit });
    if (part.cents > fromCredit) lines.push({ key: earningsKey, amountCents: fromCredit - part.cents });
    return { ...base, kind: part.kind, idempotencyKey: part.idempotencyKey, lines };
  });
  await postEntries(tx, entries);
}

export type ParticipantPayout = {
  activityId: string;
  campaignId: string;
  customerId: string;
  amountCents: number;
  /** The service fee this payout takes from the escrow into platform:revenue (docs/finance.md); 0 for none. */
  feeCents: number;
  /** What the customer's money history shows as the sender (the business or venue name). */
  memo: string;
  pocketVenueId?: string | null;
  actorId?: string | null;
};

/**
 * An approved participant is paid from the campaign's escrow, once per activity: into the wallet (types 1-5)
 * or into the pocket at the venue that owns the campaign (type 6, pocketVenueId set). The service fee on it leaves
 * the escrow in the same entry, to platform:revenue.
 */
function participantPayoutEntry(p: ParticipantPayout): EntryInput {
  const to = p.pocketVenueId
    ? accountKeys.pocket(p.customerId, p.pocketVenueId)
    : accountKeys.wallet(p.customerId);
  const lines: LedgerLine[] = [
    { key: accountKeys.escrow(p.campaignId), amountCents: -(p.amountCents + p.feeCents) },
    { key: to, amountCents: p.amountCents },
  ];
  if (p.feeCents > 0) lines.push({ key: PLATFORM_REVENUE, amountCents: p.feeCents });
  return {
    kind: 'customer_payout',
    idempotencyKey: campaignEntryKeys.payout(p.activityId),
    memo: p.memo,
    actorId: p.actorId ?? null,
    lines,
  };
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
