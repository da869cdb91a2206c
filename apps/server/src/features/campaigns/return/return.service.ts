/**
 * Return on spend (docs/visits.md, "Return on spend"): what a venue's credit or voucher campaign brought back to
 * the counter, for its owner and the operator, as JSON and as CSV; and the venue home's month card.
 */
import {
  ACTIVITY_STATUS,
  atHandle,
  CAMPAIGN_MSG,
  CAMPAIGN_TYPE,
  ROLES,
  type CampaignReturn,
  type Platform,
  type VenueReturnMonth,
} from '@spruik/shared';
import { findCampaign } from '../../../db/tables/campaigns';
import type { Deps } from '../../../deps';
import { badRequest, notFound } from '../../../lib/app-error';
import { csvText } from '../../../lib/csv';
import { toDollars } from '../../../lib/money';
import type { AuthUser } from '../../../plugins/auth';
import * as repo from './return.repository';

const VENUE_TYPES: number[] = [CAMPAIGN_TYPE.credit, CAMPAIGN_TYPE.voucher];

/** The campaign when the caller is its owner or an operator; another account learns nothing of it (404). */
async function ownCampaign(deps: Deps, me: AuthUser, id: string) {
  const campaign = await findCampaign(deps.db, id);
  if (!campaign || (campaign.ownerId !== me.id && me.role !== ROLES.admin))
    throw notFound(CAMPAIGN_MSG.campaignNotFound);
  if (!VENUE_TYPES.includes(campaign.type)) throw badRequest(CAMPAIGN_MSG.returnVenueOnly);
  return campaign;
}

const handleOf = (r: repo.ReturnRow) => {
  const platform = r.platform as Platform;
  const id = platform === 'instagram' ? r.instagram_id : platform === 'tiktok' ? r.tiktok_id : r.youtube_id;
  return atHandle(platform, id) || r.name;
};

/** cost / n floored to the cent, null without a cost or a divisor. */
const per = (costCents: number | null, n: number) =>
  costCents === null || n === 0 ? null : toDollars(Math.floor(costCents / n));

export async function campaignReturn(deps: Deps, me: AuthUser, id: string): Promise<CampaignReturn> {
  const campaign = await ownCampaign(deps, me, id);
  const [rows, vouchersRedeemed] = await Promise.all([
    repo.participantReturns(deps.db, campaign.id, campaign.ownerId),
    repo.vouchersRedeemed(deps.db, campaign.id),
  ]);
  const visitors = rows.filter((r) => r.first_visit !== null);
  const newGuests = visitors.filter((r) => r.is_new).length;
  const sum = (f: (r: repo.ReturnRow) => string | number | null) =>
    rows.reduce((s, r) => s + Number(f(r) ?? 0), 0);
  // A voucher campaign pays in vouchers: its credit cost is not comparable, so the costs are null.
  const costCents =
    campaign.type === CAMPAIGN_TYPE.credit
      ? sum((r) => (r.status === ACTIVITY_STATUS.approved ? r.payout_cents : 0))
      : null;
  return {
    campaignId: campaign.id,
    type: campaign.type,
    participants: rows.length,
    visited: visitors.length,
    newGuests,
    returningGuests: visitors.length - newGuests,
    spendWallet: toDollars(sum((r) => r.spend_wallet)),
    spendPocket: toDollars(sum((r) => r.spend_pocket)),
    vouchersRedeemed,
    cost: costCents === null ? null : toDollars(costCents),
    costPerVisit: per(costCents, visitors.length),
    costPerNewGuest: per(costCents, newGuests),
    cameBack: {
      days30: rows.filter((r) => r.back30).length,
      days60: rows.filter((r) => r.back60).length,
      days90: rows.filter((r) => r.back90).length,
    },
    creators: rows.map((r) => ({
      activityId: r.activity_id,
      handle: handleOf(r),
      reach: r.reach === null ? null : Number(r.reach),
      visits: Number(r.visits),
      spendWallet: toDollars(Number(r.spend_wallet)),
      spendPocket: toDollars(Number(r.spend_pocket)),
    })),
  };
}

export const RETURN_CSV_HEADER = ['Figure', 'Value', 'How it is counted'];
/** The CSV's blank cost cell for a voucher campaign, as the screen shows it. */
export const NO_COST = '—';

const money = (d: number | null) => (d === null ? NO_COST : d.toFixed(2));

/**
 * The Return as CSV: one row per figure with the sentence that explains it (the screen's), then a header row
 * and one row per creator (handle, reach, visits, wallet and pocket spend). Amounts in dollars, 2 decimals.
 */
export async function campaignReturnCsv(deps: Deps, me: AuthUser, id: string) {
  const r = await campaignReturn(deps, me, id);
  const rows: Array<Array<string | number>> = [
    RETURN_CSV_HEADER,
    ['Participants', r.participants, 'Creators who posted (submitted or approved)'],
    ['Visited', r.visited, 'Participants with a visit here from 24 hours before joining onward'],
    [
      'New to you on Spruik',
      r.newGuests,
      'Visited, and had no visit or payment here on Spruik before joining',
    ],
    ['Returning guests', r.returningGuests, 'Visited, and had visited or paid here on Spruik before'],
    ['Spend from wallet', money(r.spendWallet), 'Paid here from the Spruik wallet, 30 days from each post'],
    ['Spend from pocket', money(r.spendPocket), 'Paid here from pocket money, 30 days from each post'],
    ['Vouchers redeemed', r.vouchersRedeemed, "This campaign's vouchers used here"],
    ['Cost', money(r.cost), r.cost === null ? 'Paid in vouchers, not credit' : 'Paid to approved creators'],
    ['Cost per visit', money(r.costPerVisit), 'Cost divided by participants who visited'],
    ['Cost per new guest', money(r.costPerNewGuest), 'Cost divided by new guests'],
    ['Came back within 30 days', r.cameBack.days30, 'Another visit within 30 days of the first'],
    ['Came back within 60 days', r.cameBack.days60, 'Another visit within 60 days of the first'],
    ['Came back within 90 days', r.cameBack.days90, 'Another visit within 90 days of the first'],
    ['Creator handle', 'Reach', 'Visits', 'Spend from wallet', 'Spend from pocket'],
    // Without the @: a spreadsheet-safe file escapes a cell starting with @ (lib/csv.ts).
    ...r.creators.map((c) => [
      c.handle.replace(/^@/, ''),
      c.reach === null ? 'Not connected' : c.reach,
      c.visits,
      c.spendWallet.toFixed(2),
      c.spendPocket.toFixed(2),
    ]),
  ];
  const day = deps.clock.now().toISOString().slice(0, 10);
  return {
    filename: `campaign-return-${r.campaignId.slice(0, 8)}-${day}.csv`,
    csv: csvText(rows),
  };
}

/** The venue home's card: guests Spruik brought this Melbourne month, and what they spent here. */
export async function returnMonth(deps: Deps, me: AuthUser): Promise<VenueReturnMonth> {
  const { from, to, month } = await repo.melbourneMonth(deps.db, deps.clock.now());
  const m = await repo.monthGuests(deps.db, me.id, from, to);
  return {
    month,
    guests: m.guests,
    spendWallet: toDollars(m.walletCents),
    spendPocket: toDollars(m.pocketCents),
  };
}
