/**
 * The operator's appeals queue: the proof, the owner's decision, the creator's note; uphold the
 * rejection or overturn it. Overturning takes the one approval path (approval.ts: payout by follower factor,
 * pocket for type 6, voucher for type 7) from the escrow settlement kept held while the appeal was open.
 * Locks: campaign row, then activity row, then ledger accounts (docs/ledger.md); the open-status update is the
 * "once", and the ledger key campaign:payout:<activityId> backs it up.
 */
import {
  ACTIVITY_STATUS,
  APPEAL_MSG,
  APPEAL_STATUS,
  ERROR_CODE,
  KEYSET_PAGE_SIZE,
  MESSAGE_EVENT,
  type AdminAppealsQuery,
  CAMPAIGN_TYPE,
} from '@spruik/shared';
import type { Tx } from '../../db/client';
import { keysetPage, readCursor } from '../../db/keyset';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { accountKeys, balanceOf } from '../../ledger';
import { conflict, notFound } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../audit';
import { pushMessages, writeMessage } from '../messages';
import {
  activitiesRepo,
  appealsRepo,
  campaignsRepo as repo,
  presentAdminAppeal,
  approvalKind,
  approveActivity,
  pocketVenueName,
  rewardText,
  type Campaign,
} from '../campaigns';

export async function listAdminAppeals(deps: Deps, q: AdminAppealsQuery) {
  const rows = await appealsRepo.listAppeals(deps.db, q.status, readCursor(q.cursor), KEYSET_PAGE_SIZE + 1);
  const { page, nextCursor } = keysetPage(rows, KEYSET_PAGE_SIZE, (r) => ({ at: r.at, id: r.appeal.id }));
  return { appeals: page.map(presentAdminAppeal), nextCursor };
}

const escrowOf = async (tx: Tx, c: Campaign) =>
  c.type === CAMPAIGN_TYPE.voucher ? null : toDollars(await balanceOf(tx, accountKeys.escrow(c.id)));

export async function decideAppeal(deps: Deps, admin: AuthUser, id: string, overturn: boolean) {
  const now = deps.clock.now();
  const { paidCents, messages } = await withTransaction(deps.db, async (tx) => {
    const found = await appealsRepo.findAppeal(tx, id);
    if (!found) throw notFound(APPEAL_MSG.appealNotFound);
    const campaign = await repo.lockCampaign(tx, found.campaignId);
    const activity = await activitiesRepo.lockActivity(tx, found.activityId);
    if (!campaign || !activity) throw notFound(APPEAL_MSG.appealNotFound);
    const escrowBefore = await escrowOf(tx, campaign);
    const appeal = await appealsRepo.decideAppeal(tx, id, {
      status: overturn ? APPEAL_STATUS.overturned : APPEAL_STATUS.upheld,
      decidedAt: now,
      decidedBy: admin.id,
    });
    if (!appeal) throw conflict(APPEAL_MSG.decided, ERROR_CODE.ALREADY_DECIDED);
    let paidCents: number | null = null;
    if (overturn) {
      // Settlement waits while an appeal is open, so the escrow still holds this place's share.
      if (activity.status !== ACTIVITY_STATUS.rejected || campaign.settledAt)
        throw conflict(APPEAL_MSG.decided, ERROR_CODE.ALREADY_DECIDED);
      ({ payoutCents: paidCents } = await approveActivity(tx, {
        campaign,
        activity,
        now,
        auto: false,
        actorId: admin.id,
        deps,
      }));
    }
    await writeAudit(tx, {
      actorId: admin.id,
      action: overturn ? 'appeal.overturn' : 'appeal.uphold',
      targetType: 'appeal',
      targetId: id,
      before: { status: APPEAL_STATUS.open, activityStatus: activity.status, escrow: escrowBefore },
      after: {
        status: appeal.status,
        activityStatus: overturn ? ACTIVITY_STATUS.approved : activity.status,
        paid: paidCents === null ? null : toDollars(paidCents),
        escrow: await escrowOf(tx, campaign),
      },
    });
    const title = campaign.title;
    const messages = [
      await writeMessage(tx, deps, {
        userId: activity.userId,
        title: overturn
          ? `Your appeal on "${title}" was accepted: ${rewardText(campaign, paidCents, await pocketVenueName(tx, campaign))}.`
          : `Your appeal on "${title}" was declined: the rejection stands.`,
        event: overturn ? MESSAGE_EVENT.verified : MESSAGE_EVENT.rejectedOrEnded,
        // Money reaching the creator is 'paid', which quiet hours never hold (docs/push.md "Events").
        kind: overturn && approvalKind(paidCents) === 'paid' ? 'paid' : 'appeal',
        campaignId: campaign.id,
      }),
      await writeMessage(tx, deps, {
        userId: campaign.ownerId,
        title: overturn
          ? `The operator overturned your rejection on "${title}"; the creator was paid from the campaign.`
          : `The operator upheld your rejection on "${title}".`,
        event: MESSAGE_EVENT.rejectedOrEnded,
        kind: 'appeal',
        campaignId: campaign.id,
      }),
    ];
    return { paidCents, messages };
  });
  pushMessages(deps, messages);
  const row = await appealsRepo.findAppealRow(deps.db, id);
  return {
    message: overturn ? APPEAL_MSG.overturned : APPEAL_MSG.upheld,
    appeal: presentAdminAppeal(row!),
    paid: paidCents === null ? null : toDollars(paidCents),
  };
}
