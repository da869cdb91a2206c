/**
 * What a statement line says: the one mapping from a journal entry (its kind, memo and the rows it belongs to)
 * to the text its owner reads. A kind this file does not know reads its memo (movements added later name
 * themselves there, e.g. a refund or a chargeback), else the kind in words, so no line is ever blank.
 */
import { PRODUCT_NAME, WITHDRAW_STATUS } from '@spruik/shared';

export type EntryFacts = { kind: string; memo: string | null; idempotencyKey: string };

/** The rows an entry belongs to, named by its idempotency key. */
const LINKS = {
  topUp: /^topup:([0-9a-f-]{36})$/,
  withdrawal: /^withdraw:(?:request|decision):([0-9a-f-]{36})$/,
  campaign: /^campaign:(?:reserve|refund|fee):([0-9a-f-]{36})$/,
  activity: /^campaign:payout:([0-9a-f-]{36})$/,
  payment: /^venue_payment:([0-9a-f-]{36})$/,
} as const;
export type LinkKind = keyof typeof LINKS;
export type LinkIds = Record<LinkKind, string[]>;

/** The ids of the rows to read for a page of entries. */
export function linkIdsOf(entries: EntryFacts[]): LinkIds {
  const ids: LinkIds = { topUp: [], withdrawal: [], campaign: [], activity: [], payment: [] };
  for (const e of entries) {
    const link = linkOf(e);
    if (link && !ids[link.kind].includes(link.id)) ids[link.kind].push(link.id);
  }
  return ids;
}

function linkOf(e: EntryFacts): { kind: LinkKind; id: string } | null {
  for (const kind of Object.keys(LINKS) as LinkKind[]) {
    const m = LINKS[kind].exec(e.idempotencyKey);
    if (m) return { kind, id: m[1] };
  }
  return null;
}

/** What the linked rows say, by id. */
export type Links = {
  topUp: Map<string, { method: string }>;
  withdrawal: Map<string, { status: number; rejectReason: string | null }>;
  campaign: Map<string, { title: string }>;
  /** A participant's payout: the campaign it was for. */
  activity: Map<string, { title: string }>;
  payment: Map<string, { venueName: string | null; customerName: string }>;
};

const quoted = (title: string | undefined) => (title ? ` "${title}"` : '');

const REFUND_REASONS: Record<string, string> = {
  ended: 'ended: unspent credit returned',
  ownerEnded: 'ended early: unspent credit returned',
  closed: `closed by ${PRODUCT_NAME}: unspent credit returned`,
  rejected: `rejected by ${PRODUCT_NAME}: credit returned`,
};

const WITHDRAW_STATES: Record<number, string> = {
  [WITHDRAW_STATUS.pending]: 'pending',
  [WITHDRAW_STATUS.verified]: 'paid out',
  [WITHDRAW_STATUS.rejected]: 'rejected',
};

/** "topup_refund" → "Topup refund": the last resort for a kind with no memo. */
const inWords = (kind: string) => {
  const words = kind.replace(/[_:]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Ledger entry';
};

/**
 * The line's text. `amountCents` is the entry's net effect on the statement's balance: it tells the two sides of
 * a counter payment apart (the customer paid, the venue was paid).
 */
export function describeEntry(e: EntryFacts, links: Links, amountCents: number): string {
  const link = linkOf(e);
  const id = link?.id ?? '';
  switch (e.kind) {
    case 'topup': {
      const method = links.topUp.get(id)?.method;
      return method === 'paypal' ? 'Top-up with PayPal' : method === 'card' ? 'Top-up by card' : 'Top-up';
    }
    case 'withdraw_request': {
      const state = WITHDRAW_STATES[links.withdrawal.get(id)?.status ?? 0];
      return state ? `Withdrawal requested (${state})` : 'Withdrawal requested';
    }
    case 'withdraw_decision': {
      // On a user's own balance a decision is only ever the return of a rejected withdrawal.
      const reason = links.withdrawal.get(id)?.rejectReason;
      return reason ? `Withdrawal rejected: ${reason}` : 'Withdrawal rejected: money returned';
    }
    case 'campaign_reserve':
      return `Campaign${quoted(links.campaign.get(id)?.title)} reserved`;
    case 'campaign_fee':
      return `Service fee for campaign${quoted(links.campaign.get(id)?.title)}`;
    case 'campaign_refund':
      return `Campaign${quoted(links.campaign.get(id)?.title)} ${REFUND_REASONS[e.memo ?? ''] ?? 'ended: unspent credit returned'}`;
    case 'customer_payout': {
      const title = links.activity.get(id)?.title;
      return `Paid by ${e.memo || PRODUCT_NAME}${title ? ` for "${title}"` : ''}`;
    }
    case 'venue_payment': {
      const p = links.payment.get(id);
      return amountCents < 0
        ? `Payment at ${p?.venueName ?? e.memo ?? 'a venue'}`
        : `Counter payment by ${p?.customerName ?? 'a customer'}`;
    }
    case 'earnings_opening':
      return 'Opening balance: earlier counter payments';
    case 'adjustment':
      return `Adjustment: ${e.memo ?? 'no reason given'}`;
    case 'fee_refund':
      // A credit note (docs/finance.md): its memo is the note's number.
      return `Service fee refunded${e.memo ? ` (credit note ${e.memo})` : ''}`;
    default:
      return e.memo || inWords(e.kind);
  }
}
