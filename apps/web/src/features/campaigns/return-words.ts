import { MONTH_FULL, type CampaignReturn } from '@spruik/shared';
import { money } from '../../lib/money';
import { formatCount } from '../../lib/number';

/**
 * Return on spend's words (docs/visits.md, "Return on spend"): each figure's label and the sentence that says how
 * it is counted, shared by the screen's figures and chart (the CSV says the same, server-side).
 */
export const RETURN_WORDS = {
  participants: {
    label: 'Participants',
    help: 'Creators who posted for this campaign (submitted or approved).',
  },
  visited: {
    label: 'Visited',
    help: 'Participants with a visit here (a payment, a voucher or a check-in) from 24 hours before joining onward.',
  },
  newGuests: {
    label: 'New to you on Spruik',
    help:
      'Visited, and had no visit or payment here on Spruik before joining (a visit in the 24 hours before ' +
      'joining counts for this campaign). They may have come before without Spruik.',
  },
  returningGuests: {
    label: 'Returning guests',
    help: 'Visited, and had already visited or paid here on Spruik before joining.',
  },
  spendWallet: {
    label: 'Spent from wallet',
    help: 'Paid here from their Spruik wallet, each from their post to 30 days after it.',
  },
  spendPocket: {
    label: 'Spent from pocket',
    help: 'Paid here from pocket money (yours, from campaigns), each from their post to 30 days after it.',
  },
  vouchersRedeemed: { label: 'Vouchers redeemed', help: "This campaign's vouchers used here." },
  cost: { label: 'Cost', help: 'What this campaign paid its approved creators.' },
  costPerVisit: { label: 'Cost per visit', help: 'The cost divided by the participants who visited.' },
  costPerNewGuest: {
    label: 'Cost per new guest',
    help: 'The cost divided by the guests new to you on Spruik.',
  },
  cameBack: {
    label: 'Came back',
    help: 'Visitors with another visit within 30, 60 and 90 days after their first visit for this campaign.',
  },
} as const;

/** A voucher campaign pays in vouchers: its costs in credit are shown as a dash, with a note. */
export const NO_COST = '—';
export const VOUCHER_COST_NOTE =
  'This campaign pays in vouchers, not credit, so it has no cost per visit or per new guest.';

/** A cost in dollars, or the dash when there is none (a voucher campaign, or nobody to divide by). */
export const costText = (d: number | null) => (d === null ? NO_COST : money(d));

/** "4 of 6 (67%)": a part of the participants; just "0" when there are none. */
export function shareText(part: number, whole: number) {
  if (whole === 0) return formatCount(part);
  return `${formatCount(part)} of ${formatCount(whole)} (${Math.round((part / whole) * 100)}%)`;
}

/** The post's reach, or why there is none. */
export const reachText = (reach: number | null) => (reach === null ? 'Not connected' : formatCount(reach));

/** A creator row's reach: "Reach 1,200", or why it is unknown. */
export const creatorReachText = (reach: number | null) =>
  reach === null ? 'Reach unknown (account not connected)' : `Reach ${formatCount(reach)}`;

/** "30 days: 1 · 60 days: 2 · 90 days: 2". */
export const cameBackText = (b: CampaignReturn['cameBack']) =>
  `30 days: ${formatCount(b.days30)} · 60 days: ${formatCount(b.days60)} · 90 days: ${formatCount(b.days90)}`;

/** Both spends together, e.g. for the figure row: "$17.00 + $3.00 pocket". */
export const spendTotal = (r: Pick<CampaignReturn, 'spendWallet' | 'spendPocket'>) =>
  money(Math.round((r.spendWallet + r.spendPocket) * 100) / 100);

/** "January 2030" from "2030-01" (the server's Melbourne month, so no time zone is applied here). */
export function monthName(month: string) {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTH_FULL[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
}
