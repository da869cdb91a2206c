import { PUSH_KINDS, pushLink, ROLES, type PushKind, type PushPayload } from '@spruik/shared';

/** The notification's heading, per kind; its body is the message's own text. */
export const PUSH_TITLES: Record<PushKind, string> = {
  approved: 'Post approved',
  rejected: 'Post rejected',
  paid: 'Money paid',
  withdrawal: 'Withdrawal',
  account: 'Your account',
  appeal: 'Appeal',
  submission: 'New submission',
  campaign: 'Campaign update',
  ending: 'Campaign ending',
  credit: 'Credit',
  counter: 'At the counter',
};

/** A body longer than this is cut: the payload stays far below the 4 KB a push may carry. */
export const PUSH_BODY_MAX = 300;
const cut = (s: string) => (s.length > PUSH_BODY_MAX ? `${s.slice(0, PUSH_BODY_MAX - 1)}…` : s);

export type PushSource = {
  messageId: string;
  kind: PushKind;
  title: string;
  role: number;
  campaignId: string | null;
  campaignTitle: string | null;
  /** Submissions grouped into this push (1 for every other kind). */
  count: number;
  unseen: number;
};

/** What the device shows: a heading, the text, where a tap goes, and the badge. No secret, no money detail beyond the text. */
export function buildPayload(s: PushSource): PushPayload {
  const grouped = s.kind === 'submission' && s.count > 1;
  return {
    title: grouped ? 'New submissions' : PUSH_TITLES[s.kind],
    body: cut(grouped ? `${s.count} new submissions for ${s.campaignTitle ?? 'your campaign'}` : s.title),
    url: pushLink(s.kind, s.role, s.campaignId),
    tag: s.kind === 'submission' && s.campaignId ? `submission:${s.campaignId}` : s.messageId,
    kind: s.kind,
    // Creators have no Messages screen, so nothing ever marks theirs seen: their badge counts the notifications
    // still on the device instead (the service worker's, for 0).
    unseen: s.role === ROLES.customer ? 0 : s.unseen,
  };
}

/** Money is never held by quiet hours and goes with high urgency. */
export const isMoney = (kind: PushKind) => PUSH_KINDS[kind].money;
