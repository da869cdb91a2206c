/** Appeals as the API shows them: to their creator (on the activity) and to the operator (the queue). */
import type { ActivityAppeal, AdminAppealItem } from '@spruik/shared';
import { ACTIVITY_STATUS } from '@spruik/shared';
import { toDollars } from '../../lib/money';
import type { Activity } from './activities.repository';
import { appealDeadline, type Appeal, type AppealRow } from './appeals.repository';
import { presentProof, presentRejection } from './proof.presenter';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentActivityAppeal = (a: Appeal): ActivityAppeal => ({
  status: a.status,
  note: a.note,
  createdAt: a.createdAt.toISOString(),
  decidedAt: iso(a.decidedAt),
});

/** Until when this activity may be appealed (a rejection not yet appealed), else null. */
export function appealUntil(activity: Activity, appeal: Appeal | null): string | null {
  if (appeal || activity.status !== ACTIVITY_STATUS.rejected || !activity.decidedAt) return null;
  return appealDeadline(activity.decidedAt).toISOString();
}

export function presentAdminAppeal(r: AppealRow): AdminAppealItem {
  const { appeal: p, activity: a, campaign: c } = r;
  return {
    _id: p.id,
    id: p.id,
    status: p.status,
    note: p.note,
    createdAt: p.createdAt.toISOString(),
    decidedAt: iso(p.decidedAt),
    activity: {
      _id: a.id,
      status: a.status,
      link: a.link,
      youtubeId: a.youtubeId,
      disclosed: a.disclosed,
      followers: a.followers,
      submittedAt: iso(a.submittedAt),
      rejectedAt: p.rejectedAt.toISOString(),
      payout: a.payoutCents === null ? null : toDollars(a.payoutCents),
      ...presentRejection(a),
      proof: presentProof(a),
    },
    campaign: {
      _id: c.id,
      title: c.title,
      type: c.type,
      platform: c.platform,
      share: toDollars(c.participantsShareCents),
    },
    creator: { _id: r.creator.id, name: r.creator.name },
    owner: { _id: r.owner.id, name: r.owner.name },
  };
}
