/**
 * Settlement: the end of a campaign, exactly once, in one transaction (docs/spec.md, Campaigns). Under the campaign's
 * row lock and only while settledAt is empty: undecided submissions are approved and paid (all at once: a fixed
 * number of statements however many participants, approveActivities), activities still to do expire, what is left in escrow returns to the owner's credit (ledger key campaign:refund:<id>),
 * the campaign is marked settled and inactive, and the owner gets a message (each creator approved here gets one too,
 * with what was paid).
 * Also the 72-hour rule: a submission left undecided that long is approved automatically.
 */
import { liveAfterCommit } from '../live';
import {
  ACTIVITY_STATUS,
  APPEAL_MSG,
  ERROR_CODE,
  CAMPAIGN_LIMITS,
  LIMITS,
  LIVE_EVENT,
  MESSAGE_EVENT,
  formatCents,
  CAMPAIGN_TYPE,
} from '@spruik/shared';
import { returnEnergy } from './customers.repository';
import type { Tx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { findUser } from '../../db/tables/users';
import type { Deps } from '../../deps';
import {
  accountKeys,
  balanceOf,
  lockAccounts,
  lockPendingClaims,
  PLATFORM_LOSS,
  PLATFORM_REVENUE,
  recoverClaimedEscrow,
  refundCampaignEscrow,
} from '../../ledger';
import type { MessageRow } from '../messages';
import { pushMessages, writeMessage, writeMessages } from '../messages';
import type { Campaign } from './campaign-rules';
import * as repo from './campaigns.repository';
import * as activitiesRepo from './activities.repository';
import { approveActivities, payoutAccountKey } from './approval';
import { approvalMessages } from './approval-messages';
import { campaignAwaitsAppeals } from './appeals.repository';
import { conflict } from '../../lib/app-error';
import { auditAutoApproval, auditSettlement } from './system-audit';

/** ownerEnded: the owner ended their own campaign early; it settles exactly like 'closed'. */
/** reversed: a refund or chargeback of the owner's top-up claimed its escrow (docs/ledger.md), so it closes now. */
export type SettleReason = 'ended' | 'closed' | 'ownerEnded' | 'rejected' | 'reversed';

export type SettleResult = {
  campaignId: string;
  before: Campaign;
  after: Campaign;
  refundedCents: number;
  autoApproved: number;
  expired: number;
  /** The owner's message. */
  message: MessageRow;
  /** Every message it wrote, to push after the commit: the owner's, then each creator approved here. */
  messages: MessageRow[];
};

const refundText = (cents: number) =>
  cents > 0 ? ` $${formatCents(cents)} was returned to your credit.` : '';

function messageTitle(c: Campaign, reason: SettleReason, refunded: number, rejectedReason?: string) {
  if (reason === 'rejected') {
    const why = (rejectedReason ?? '').replace(/[.!\s]+$/, '');
    return `Your campaign "${c.title}" was rejected: ${why}.${refundText(refunded)}`;
  }
  if (reason === 'closed')
    return `Your campaign "${c.title}" was closed by the operator.${refundText(refunded)}`;
  if (reason === 'reversed')
    return `Your campaign "${c.title}" was closed: a top-up that funded it was refunded or charged back.${refundText(refunded)}`;
  if (reason === 'ownerEnded') return `You ended your campaign "${c.title}".${refundText(refunded)}`;
  return `Your campaign "${c.title}" has ended.${refundText(refunded)}`;
}

/**
 * Every account a settlement may post to (escrow, the owner's credit, each payout's wallet or pocket),
 * locked before the first post in key order: it posts several entries, whose own key orders would not
 * add up to one (the owner's credit sorts before the wallets it is refunded after).
 */
async function lockSettlementAccounts(
  tx: Tx,
  campaign: Campaign,
  customerIds: string[],
  refundTo: { id: string; role: number } | null,
  claimed = false,
) {
  if (campaign.type === CAMPAIGN_TYPE.voucher) return;
  const keys = [accountKeys.escrow(campaign.id)];
  for (const id of customerIds) keys.push(payoutAccountKey(campaign, id)!);
  if (refundTo) keys.push(accountKeys.creditOf(refundTo));
  if (claimed) keys.push(PLATFORM_LOSS);
  if (campaign.feeBasisPoints > 0) keys.push(PLATFORM_REVENUE);
  await lockAccounts(tx, keys);
}

/**
 * Settlement waits while the campaign has an open appeal or a rejection still inside its appeal
 * window, so the escrow for that place stays held. The job skips it (and dueCampaignIds leaves it out until
 * then); an operator's or owner's close is refused with a clear text.
 */
async function waitsForAppeals(
  tx: Tx,
  c: Campaign,
  now: Date,
  opts: { reason: SettleReason; actorId?: string | null },
) {
  if (!(await campaignAwaitsAppeals(tx, c.id, now))) return false;
  // The job waits for them; so does a reversal's close (its claim stays pending until the job settles it).
  if (opts.reason === 'reversed' || (opts.reason === 'ended' && !opts.actorId)) return true;
  throw conflict(APPEAL_MSG.pending, ERROR_CODE.APPEALS_PENDING);
}

/**
 * Settles one campaign inside the caller's transaction. Returns null when there is nothing to do: already
 * settled, locked by someone else (skipLocked), or (reason 'ended') not yet at its end date.
 */
export async function settleCampaignTx(
  tx: Tx,
  deps: Deps,
  campaignId: string,
  opts: { reason: SettleReason; actorId?: string | null; skipLocked?: boolean; rejectedReason?: string },
): Promise<SettleResult | null> {
  const before = await repo.lockCampaign(tx, campaignId, { skipLocked: opts.skipLocked });
  if (!before || before.settledAt) return null;
  const now = deps.clock.now();
  // Claims of a top-up's reversal on this escrow (under the campaign's lock, before its activities).
  const claims = await lockPendingClaims(tx, [campaignId]);
  // The job settles a campaign whose escrow a reversal claimed before its end date.
  const reason =
    opts.reason === 'ended' && before.endDate > now && claims.length > 0 ? 'reversed' : opts.reason;
  if (reason === 'ended' && before.endDate > now) return null;
  if (await waitsForAppeals(tx, before, now, opts)) return null;
  const owner = await findUser(tx, before.ownerId);
  if (!owner) throw new Error(`campaign ${campaignId} has no owner`);

  const submitted = await activitiesRepo.lockSubmitted(tx, campaignId);
  const expiredRows = await activitiesRepo.expireTodo(tx, campaignId, now);
  const expired = expiredRows.length;
  // Before the accounts (docs/ledger.md lock order: users rows rank below ledger accounts).
  // Closed before its end date: the creators still to do lost their chance, so their energy comes back.
  const early = before.endDate > now && reason !== 'ended';
  if (early && expiredRows.length > 0)
    await returnEnergy(
      tx,
      expiredRows.map((a) => a.userId),
      CAMPAIGN_LIMITS.energyPerAccept,
    );
  await lockSettlementAccounts(
    tx,
    before,
    submitted.map((a) => a.userId),
    owner,
    claims.length > 0,
  );
  const paid = await approveActivities(tx, {
    campaign: before,
    activities: submitted,
    now,
    auto: true,
    actorId: opts.actorId ?? null,
    deps,
  });
  const approvedBy = reason === 'ended' ? 'ended' : 'closed';
  const creators = await writeMessages(
    tx,
    deps,
    await approvalMessages(tx, before, submitted, paid, approvedBy),
  );
  const live = liveAfterCommit(tx, deps);
  for (const a of expiredRows) {
    live.push(a.userId, LIVE_EVENT.activity, {
      activityId: a.id,
      campaignId,
      status: ACTIVITY_STATUS.expired,
      title: before.title,
      ...(early ? { reason: 'closedEarly' as const } : {}),
    });
  }

  // Every escrow movement happens under this campaign's row lock, so this balance cannot move under us;
  // the ledger would refuse to take more than is there anyway.
  // What the claims do not take back goes to the owner.
  const refundedCents = await recoverClaimedEscrow(tx, {
    campaignId,
    claims,
    restCents: await balanceOf(tx, accountKeys.escrow(campaignId)),
    actorId: opts.actorId ?? null,
  });
  if (refundedCents > 0) {
    await refundCampaignEscrow(tx, {
      campaignId,
      owner,
      amountCents: refundedCents,
      memo: reason,
      actorId: opts.actorId ?? null,
    });
  }
  const after = await repo.updateCampaign(tx, campaignId, {
    settledAt: now,
    isActive: false,
    ...(opts.reason === 'rejected' ? { rejectedReason: opts.rejectedReason } : {}),
  });
  const message = await writeMessage(tx, deps, {
    userId: owner.id,
    title: messageTitle(before, reason, refundedCents, opts.rejectedReason),
    event: MESSAGE_EVENT.rejectedOrEnded,
    kind: 'campaign',
    campaignId,
  });
  return {
    campaignId,
    before,
    after,
    refundedCents,
    autoApproved: submitted.length,
    expired,
    message,
    messages: [message, ...creators],
  };
}

/** Settles every campaign past its end date (a batch per run); each in its own transaction. */
export async function settleDueCampaigns(deps: Deps, opts: { limit?: number } = {}): Promise<SettleResult[]> {
  const ids = await repo.dueCampaignIds(deps.db, deps.clock.now(), opts.limit ?? 100);
  const results: SettleResult[] = [];
  const failures: unknown[] = [];
  for (const id of ids) {
    try {
      const r = await withTransaction(deps.db, async (tx) =>
        auditSettlement(tx, await settleCampaignTx(tx, deps, id, { reason: 'ended', skipLocked: true })),
      );
      if (r) {
        results.push(r);
        pushMessages(deps, r.messages);
      }
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} campaign(s) failed to settle`);
  return results;
}

/** docs/spec.md, Participation: a submission undecided 72 hours after submittedAt is approved (and paid) automatically. */
export async function autoApproveStale(deps: Deps, opts: { limit?: number } = {}): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - LIMITS.autoApproveHours * 3_600_000);
  const campaignIds = await activitiesRepo.campaignsWithStaleSubmissions(deps.db, cutoff, opts.limit ?? 100);
  let approved = 0;
  for (const campaignId of campaignIds) {
    const messages = await withTransaction(deps.db, async (tx) => {
      const campaign = await repo.lockCampaign(tx, campaignId, { skipLocked: true });
      if (!campaign || campaign.settledAt) return [];
      const stale = await activitiesRepo.lockSubmitted(tx, campaignId, cutoff);
      await lockSettlementAccounts(
        tx,
        campaign,
        stale.map((a) => a.userId),
        null,
      );
      const due = stale.filter((a) => a.status === ACTIVITY_STATUS.submitted);
      const paid = await approveActivities(tx, {
        campaign,
        activities: due,
        now,
        auto: true,
        actorId: null,
        deps,
      });
      await auditAutoApproval(tx, campaign.id, due);
      return writeMessages(tx, deps, await approvalMessages(tx, campaign, due, paid, 'stale'));
    });
    approved += messages.length;
    pushMessages(deps, messages);
  }
  return approved;
}
