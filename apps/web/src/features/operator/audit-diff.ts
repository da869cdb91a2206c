/** A compact before → after of an audit entry: one row per field that differs. */
export type DiffRow = { key: string; before?: string; after?: string };

const MAX = 120;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as short JSON (long ones are cut with an ellipsis). */
export function compact(v: unknown): string {
  const s = v === undefined ? '' : JSON.stringify(v);
  return s.length > MAX ? `${s.slice(0, MAX - 1)}…` : s;
}

/**
 * The fields that changed: both sides objects → each key whose JSON differs; a created object (before null)
 * lists its fields as added; a deleted one lists them as removed; anything else is one row.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const none = (v: unknown) => v === null || v === undefined;
  if ((isObject(before) || none(before)) && (isObject(after) || none(after))) {
    const b = (before ?? {}) as Record<string, unknown>;
    const a = (after ?? {}) as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys
      .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
      .map((k) => ({
        key: k,
        ...(k in b && !none(before) ? { before: compact(b[k]) } : {}),
        ...(k in a && !none(after) ? { after: compact(a[k]) } : {}),
      }));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [
    {
      key: '',
      before: none(before) ? undefined : compact(before),
      after: none(after) ? undefined : compact(after),
    },
  ];
}

/** The actions the log knows, in words, in the order the filter lists them. Unknown ones show as they are. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'user.update': 'Account updated',
  'user.declineSocial': 'Social accounts declined',
  'campaign.verify': 'Campaign verified',
  'campaign.reject': 'Campaign rejected',
  'campaign.close': 'Campaign closed',
  'campaign.end': 'Campaign ended by its owner',
  'campaign.settle': 'Campaign settled at its end',
  'activity.autoApprove': 'Approved after 72 hours',
  'activity.expire': 'Expired after 72 hours',
  'appeal.open': 'Appeal opened',
  'appeal.uphold': 'Appeal upheld',
  'appeal.overturn': 'Appeal overturned',
  'withdrawal.verify': 'Withdrawal paid',
  'withdrawal.reject': 'Withdrawal rejected',
  'withdraw.export': 'Payout file exported (a batch)',
  'withdraw.batch_paid': 'Payout batch marked paid',
  'topup.refund': 'Top-up refunded',
  'topup.chargeback': 'Top-up charged back',
  'topup.chargeback_won': 'Dispute won',
  'topup.chargeback_lost': 'Dispute lost',
  'reconciliation.run': 'Reconciliation run',
  'ledger.check': 'Ledger checked',
  'uploads.cleanup': 'Uploads cleaned up',
  'announcement.create': 'Announcement created',
  'announcement.update': 'Announcement updated',
  'announcement.delete': 'Announcement deleted',
  'question.create': 'Question created',
  'question.update': 'Question updated',
  'question.delete': 'Question deleted',
};

/** 'campaign.verify' -> 'Campaign verified' (unknown actions as they are). */
export const actionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;

/** What an audit row can be about, in words (the target filter lists them). */
export const AUDIT_TARGETS: Record<string, string> = {
  user: 'Account',
  campaign: 'Campaign',
  withdrawal: 'Withdrawal',
  top_up: 'Top-up',
  appeal: 'Appeal',
  announcement: 'Announcement',
  question: 'Quiz question',
  reconciliation: 'Reconciliation',
  ledger: 'Ledger',
  uploads: 'Uploads',
};

export const targetLabel = (type: string) => AUDIT_TARGETS[type] ?? type;
