/**
 * The operator's side: the pending queue (and every campaign with a search), verify or reject once,
 * close early. Each decision writes an audit_log row in the same transaction.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import {
  CAMPAIGN_MSG,
  ERROR_CODE,
  MESSAGE_EVENT,
  type AdminCampaignsQuery,
  type VerifyCampaignRequest,
} from '@spruik/shared';
import type { Tx } from '../../db/client';
import { pendingCond } from '../../db/tables/campaigns';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import type { AuthUser } from '../../plugins/auth';
import { pushMessages, writeMessage } from '../messages';
import type { MessageRow } from '../messages';
import { writeAudit } from '../audit';
import * as repo from './campaigns.repository';
import { detailsView, ownerViews } from './campaign-read.service';
import { settleCampaignTx } from './settle.service';
import { auditSnapshot, closeCampaignNow } from './close.service';
import { withTransaction } from '../../db/transaction';
import { keysetPage, readCursor } from '../../db/keyset';

export async function listAdminCampaigns(deps: Deps, q: AdminCampaignsQuery) {
  const now = deps.clock.now();
  const byStatus: Record<AdminCampaignsQuery['status'], SQL> = {
    pending: pendingCond(),
    live: repo.liveCond(now),
    ended: repo.endedCond(now),
    all: sql`true`,
  };
  const where = and(byStatus[q.status], q.q ? repo.searchCond(q.q) : undefined)!;
  const rows = await repo.listCampaignsAfter(
    deps.db,
    where,
    readCursor(q.cursor),
    q.limit + 1,
    q.status === 'pending' ? 'oldest' : 'newest',
  );
  const { page, nextCursor } = keysetPage(rows, q.limit, (r) => ({ at: r.at, id: r.campaign.id }));
  const views = await ownerViews(deps.db, page, now);
  return {
    campaigns: views.map((v, i) => ({ ...v, ownerEmail: page[i].owner.email })),
    nextCursor,
    limit: q.limit,
  };
}

async function lockForDecision(tx: Tx, id: string) {
  const c = await repo.lockCampaign(tx, id);
  if (!c) throw notFound(CAMPAIGN_MSG.campaignNotFound);
  return c;
}

/** Verify (it goes live; event 1) or reject with a reason (escrow refunded, settled; event 4). Once. */
export async function verifyCampaign(deps: Deps, admin: AuthUser, id: string, input: VerifyCampaignRequest) {
  const now = deps.clock.now();
  const messages = await withTransaction(deps.db, async (tx): Promise<MessageRow[]> => {
    const c = await lockForDecision(tx, id);
    if (c.isVerified || c.settledAt) throw conflict(CAMPAIGN_MSG.campaignDecided, ERROR_CODE.ALREADY_DECIDED);
    const before = await auditSnapshot(tx, c);
    if (input.approve) {
      if (c.endDate <= now) throw conflict(CAMPAIGN_MSG.campaignAlreadyEnded, ERROR_CODE.CAMPAIGN_ENDED);
      const after = await repo.updateCampaign(tx, id, { isVerified: true, verifiedAt: now });
      await writeAudit(tx, {
        targetType: 'campaign',
        actorId: admin.id,
        action: 'campaign.verify',
        targetId: id,
        before,
        after: await auditSnapshot(tx, after),
      });
      return [
        await writeMessage(tx, deps, {
          userId: c.ownerId,
          title: `Your campaign "${c.title}" was verified and is now live.`,
          event: MESSAGE_EVENT.verified,
          kind: 'campaign',
          campaignId: id,
        }),
      ];
    }
    const r = await settleCampaignTx(tx, deps, id, {
      reason: 'rejected',
      actorId: admin.id,
      rejectedReason: input.reason,
    });
    if (!r) throw conflict(CAMPAIGN_MSG.campaignDecided, ERROR_CODE.ALREADY_DECIDED);
    await writeAudit(tx, {
      targetType: 'campaign',
      actorId: admin.id,
      action: 'campaign.reject',
      targetId: id,
      before,
      after: { ...(await auditSnapshot(tx, r.after)), refunded: toDollars(r.refundedCents) },
    });
    return r.messages;
  });
  pushMessages(deps, messages);
  return {
    campaign: await detailsView(deps.db, id, now),
    message: input.approve ? CAMPAIGN_MSG.verified : CAMPAIGN_MSG.campaignRejected,
  };
}

/** POST /api/admin/campaigns/{id}/close: settles now (approve undecided, expire to-dos, refund). Once. */
export async function closeCampaign(deps: Deps, admin: AuthUser, id: string) {
  const now = deps.clock.now();
  const result = await closeCampaignNow(deps, id, { by: 'operator', actorId: admin.id });
  return {
    campaign: await detailsView(deps.db, id, now),
    refunded: toDollars(result.refundedCents),
    autoApproved: result.autoApproved,
    expired: result.expired,
    message: CAMPAIGN_MSG.closed,
  };
}
