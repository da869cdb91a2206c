/**
 * The Finance reports (docs/finance.md "Reports"): the operator's revenue, money in and out and payees, and each
 * payee's own earnings statement. Periods are Melbourne calendar months; the figures reconcile with the ledger's
 * balances to the cent (test/finance/reports-property.test.ts).
 */
import {
  addMonths,
  dayLabel,
  financialYearLabel,
  financialYearMonths,
  financialYearOf,
  financialYearSpan,
  FINANCE_REPORTS_MSG,
  firstDayOf,
  formatAbn,
  halfLabel,
  halfOf,
  lastDayOf,
  monthAt,
  monthsBetween,
  parseHalf,
  REPORT_MAX_MONTHS,
  REPORT_TIME_ZONE,
  ROLES,
  TAX_DETAILS_NONE,
  type EarningsData,
  type EarningsMonth,
  type EarningsQuery,
  type HalfYearQuery,
  type MonthRangeQuery,
  type MoneyMonth,
  type MoneyReportData,
  type PayeeRow,
  type PayeesReportData,
  type RevenueMonth,
  type RevenueReportData,
} from '@spruik/shared';
import { findOrganisation } from '../../db/tables/organisations';
import { findUser } from '../../db/tables/users';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/app-error';
import { formatAuDateTime } from '../../lib/csv';
import { toDollars } from '../../lib/money';
import { balanceOf, PLATFORM_REVENUE } from '../../ledger';
import { amount, reportCsv } from './reports-csv';
import {
  earningsByMonth,
  gstByMonth,
  moneyBalances,
  moneyByMonth,
  payeesPaid,
  revenueByMonth,
  type EarningsSums,
  type MoneySums,
  type PayeeSums,
} from './reports.repository';

type Csv = { filename: string; csv: string };

/** The months a monthly report covers: as asked, else the 12 to the current Melbourne month. */
function monthRange(deps: Deps, q: MonthRangeQuery) {
  const now = monthAt(deps.clock.now(), REPORT_TIME_ZONE);
  const to = q.to ?? (q.from && q.from > now ? q.from : now);
  const from = q.from ?? addMonths(to, -11);
  if (from > to) throw badRequest(FINANCE_REPORTS_MSG.rangeInvalid);
  const months = monthsBetween(from, to);
  if (months.length > REPORT_MAX_MONTHS) throw badRequest(FINANCE_REPORTS_MSG.rangeTooLong);
  return { from, to, months };
}

const sum = <T>(items: T[], of: (x: T) => number) => items.reduce((s, x) => s + of(x), 0);

/* ------------------------------------------------------------------ revenue by month */

type RevenueCents = { campaign: number; instant: number; refunds: number; net: number; gst: number };

async function revenueCents(deps: Deps, q: MonthRangeQuery) {
  const { from, to, months } = monthRange(deps, q);
  const [byMonth, gst, balance] = await Promise.all([
    revenueByMonth(deps.db, from, to),
    gstByMonth(deps.db, from, to),
    balanceOf(deps.db, PLATFORM_REVENUE),
  ]);
  const rows = months.map((month) => {
    const r = byMonth.get(month) ?? { campaign: 0, instant: 0, refunds: 0, net: 0 };
    return { month, ...r, gst: gst.get(month) ?? 0 };
  });
  const totals: RevenueCents = {
    campaign: sum(rows, (r) => r.campaign),
    instant: sum(rows, (r) => r.instant),
    refunds: sum(rows, (r) => r.refunds),
    net: sum(rows, (r) => r.net),
    gst: sum(rows, (r) => r.gst),
  };
  return { from, to, rows, totals, balance };
}

const revenueDollars = (r: RevenueCents): Omit<RevenueMonth, 'month'> => ({
  campaignFees: toDollars(r.campaign),
  instantFees: toDollars(r.instant),
  feeRefunds: toDollars(r.refunds),
  net: toDollars(r.net),
  gst: toDollars(r.gst),
});

/** GET /api/admin/finance/revenue. */
export async function revenueReport(deps: Deps, q: MonthRangeQuery): Promise<RevenueReportData> {
  const r = await revenueCents(deps, q);
  return {
    from: r.from,
    to: r.to,
    months: r.rows.map((m) => ({ month: m.month, ...revenueDollars(m) })),
    totals: revenueDollars(r.totals),
    revenueBalance: toDollars(r.balance),
  };
}

export const REVENUE_CSV_HEADER = [
  'Month',
  'Campaign service fees',
  'Instant payout fees',
  'Refunds of fees (credit notes)',
  'Net revenue',
  'GST on tax documents issued',
];

/** GET /api/admin/finance/revenue.csv: one row a month, then the Total. */
export async function revenueCsv(deps: Deps, q: MonthRangeQuery): Promise<Csv> {
  const r = await revenueCents(deps, q);
  const line = (label: string, m: RevenueCents) => [
    label,
    amount(m.campaign),
    amount(m.instant),
    amount(m.refunds),
    amount(m.net),
    amount(m.gst),
  ];
  return {
    filename: `revenue-${r.from}-to-${r.to}.csv`,
    csv: reportCsv([REVENUE_CSV_HEADER, ...r.rows.map((m) => line(m.month, m)), line('Total', r.totals)]),
  };
}

/* ------------------------------------------------------------------ money in and out */

/**
 * The ledger's signed sums as the report shows them: money in positive, and the platform's losses and the
 * adjustments it gave as positive amounts (their accounts go negative by them).
 */
type MoneyCents = Omit<MoneySums, 'loss' | 'topUps'> & { topUps: number; losses: number; held: number };

/** Minus, without a -0. */
const minus = (cents: number) => 0 - cents;

const moneyCentsOf = (s: MoneySums): MoneyCents => ({
  topUps: minus(s.topUps),
  refunds: s.refunds,
  losses: minus(s.loss),
  adjustments: minus(s.adjustments),
  stripe: s.stripe,
  paypal: s.paypal,
  bank: s.bank,
  payouts: s.payouts,
  // Every entry balances, so what the platform holds (every account but the external ones) moves by minus
  // the external lines: top-ups in, reversals and payouts out.
  held: minus(s.topUps + s.refunds + s.payouts),
});

const ZERO_MONEY: MoneySums = {
  topUps: 0,
  refunds: 0,
  loss: 0,
  adjustments: 0,
  stripe: 0,
  paypal: 0,
  bank: 0,
  payouts: 0,
};

async function moneyCents(deps: Deps, q: MonthRangeQuery) {
  const { from, to, months } = monthRange(deps, q);
  const [byMonth, balances] = await Promise.all([moneyByMonth(deps.db, from, to), moneyBalances(deps.db)]);
  const rows = months.map((month) => ({ month, ...moneyCentsOf(byMonth.get(month) ?? ZERO_MONEY) }));
  const keys = Object.keys(moneyCentsOf(ZERO_MONEY)) as Array<keyof MoneyCents>;
  const totals = Object.fromEntries(keys.map((k) => [k, sum(rows, (r) => r[k])])) as MoneyCents;
  return { from, to, rows, totals, balances: moneyCentsOf(balances) };
}

const moneyDollars = (m: MoneyCents): Omit<MoneyMonth, 'month'> => ({
  topUps: toDollars(m.topUps),
  reversals: toDollars(m.refunds),
  platformLosses: toDollars(m.losses),
  adjustments: toDollars(m.adjustments),
  payoutsStripe: toDollars(m.stripe),
  payoutsPaypal: toDollars(m.paypal),
  payoutsBank: toDollars(m.bank),
  payouts: toDollars(m.payouts),
  heldChange: toDollars(m.held),
});

/** GET /api/admin/finance/money. */
export async function moneyReport(deps: Deps, q: MonthRangeQuery): Promise<MoneyReportData> {
  const r = await moneyCents(deps, q);
  return {
    from: r.from,
    to: r.to,
    months: r.rows.map((m) => ({ month: m.month, ...moneyDollars(m) })),
    totals: moneyDollars(r.totals),
    balances: moneyDollars(r.balances),
  };
}

export const MONEY_CSV_HEADER = [
  'Month',
  'Top-ups',
  'Reversals (refunds and chargebacks less won disputes)',
  'Platform losses',
  'Adjustments given (net)',
  'Payouts Stripe',
  'Payouts PayPal',
  'Payouts bank transfer',
  'Payouts total',
  'Change in money held',
];

/** GET /api/admin/finance/money.csv: one row a month, then the Total. */
export async function moneyCsv(deps: Deps, q: MonthRangeQuery): Promise<Csv> {
  const r = await moneyCents(deps, q);
  const line = (label: string, m: MoneyCents) => [
    label,
    ...[m.topUps, m.refunds, m.losses, m.adjustments, m.stripe, m.paypal, m.bank, m.payouts, m.held].map(
      amount,
    ),
  ];
  return {
    filename: `money-in-out-${r.from}-to-${r.to}.csv`,
    csv: reportCsv([MONEY_CSV_HEADER, ...r.rows.map((m) => line(m.month, m)), line('Total', r.totals)]),
  };
}

/* ------------------------------------------------------------------ payees by half-year */

const melbourneDay = (when: Date) => formatAuDateTime(when, REPORT_TIME_ZONE).slice(0, 10);

/** "ABN 51 824 753 556", "Statement by a supplier (version 1, 01/07/2026)" or "none". */
function taxDetailsOf(p: PayeeSums): string {
  if (p.taxKind === 'abn' && p.abn) return `ABN ${formatAbn(p.abn)}`;
  if (p.taxKind === 'statement') {
    const made = p.madeAt ? `, ${melbourneDay(p.madeAt)}` : '';
    return `Statement by a supplier (version ${p.wordingVersion ?? '?'}${made})`;
  }
  return TAX_DETAILS_NONE;
}

/** The rail and destination the payout account holds now; else what the last paid withdrawal copied. */
function destinationOf(p: PayeeSums): { rail: string; destination: string } {
  const bank = (bsb: string | null, account: string | null, name: string | null) =>
    bsb && account ? `BSB ${bsb} account ${account}${name ? ` (${name})` : ''}` : '';
  const rail = p.accountRail ?? 'bank';
  const now =
    rail === 'stripe'
      ? (p.stripeAccountId ?? '')
      : rail === 'paypal'
        ? (p.paypalEmail ?? '')
        : bank(p.bsb, p.accountNumber, p.bankName);
  if (now) return { rail, destination: now };
  const last = p.lastRail ?? rail;
  return {
    rail: last,
    destination: last === 'bank' ? bank(p.lastBsb, p.lastAccountNumber, null) : (p.lastDestination ?? ''),
  };
}

type PayeeCents = Omit<PayeeRow, 'gross' | 'instantFees' | 'net'> & { gross: number; fees: number };

function currentHalf(deps: Deps) {
  return halfOf(monthAt(deps.clock.now(), REPORT_TIME_ZONE));
}

async function payeesCents(deps: Deps, q: HalfYearQuery) {
  const half = parseHalf(q.half ?? currentHalf(deps))!;
  const rows: PayeeCents[] = (await payeesPaid(deps.db, half.from, half.to)).map((p) => {
    const venue = p.role === ROLES.venue;
    return {
      _id: p.userId,
      userId: p.userId,
      role: venue ? 'venue' : 'customer',
      name: (venue ? p.orgName : null) ?? p.userName,
      email: p.email,
      taxDetails: taxDetailsOf(p),
      abn: p.taxKind === 'abn' && p.abn ? formatAbn(p.abn) : null,
      legalName: p.legalName,
      address: p.address,
      ...destinationOf(p),
      gross: p.gross,
      fees: p.fees,
      payouts: p.count,
    };
  });
  return { half: half.half, rows };
}

/** GET /api/admin/finance/payees. */
export async function payeesReport(deps: Deps, q: HalfYearQuery): Promise<PayeesReportData> {
  const { half, rows } = await payeesCents(deps, q);
  const gross = sum(rows, (r) => r.gross);
  const fees = sum(rows, (r) => r.fees);
  return {
    half,
    label: halfLabel(half),
    payees: rows.map(({ gross, fees, ...r }) => ({
      ...r,
      gross: toDollars(gross),
      instantFees: toDollars(fees),
      net: toDollars(gross - fees),
    })),
    totals: {
      gross: toDollars(gross),
      instantFees: toDollars(fees),
      net: toDollars(gross - fees),
      payouts: sum(rows, (r) => r.payouts),
    },
  };
}

export const PAYEES_CSV_HEADER = [
  'Name',
  'Payee',
  'E-mail',
  'Tax details',
  'ABN',
  'Legal name',
  'Address',
  'Payout rail',
  'Payout destination',
  'Gross paid',
  'Instant fees',
  'Net paid',
  'Number of payouts',
  'User ID',
];

/** GET /api/admin/finance/payees.csv: one row per payee, no total (a list to hand on as it is). */
export async function payeesCsv(deps: Deps, q: HalfYearQuery): Promise<Csv> {
  const { half, rows } = await payeesCents(deps, q);
  return {
    filename: `payees-${half}.csv`,
    csv: reportCsv([
      PAYEES_CSV_HEADER,
      ...rows.map((r) => [
        r.name,
        r.role,
        r.email,
        r.taxDetails,
        r.abn ?? '',
        r.legalName ?? '',
        r.address ?? '',
        r.rail,
        r.destination,
        amount(r.gross),
        amount(r.fees),
        amount(r.gross - r.fees),
        String(r.payouts),
        r.userId,
      ]),
    ]),
  };
}

/* ------------------------------------------------------------------ the payee's earnings statement */

type Payee = { id: string; role: number };

async function earningsCents(deps: Deps, user: Payee, q: EarningsQuery) {
  const year = q.year ?? financialYearOf(monthAt(deps.clock.now(), REPORT_TIME_ZONE));
  const { from, to } = financialYearMonths(year);
  const [byMonth, row, org] = await Promise.all([
    earningsByMonth(deps.db, user.id, from, to),
    findUser(deps.db, user.id),
    user.role === ROLES.venue ? findOrganisation(deps.db, user.id) : Promise.resolve(null),
  ]);
  const zero: EarningsSums = { wallet: 0, pockets: 0, counter: 0, withdrawn: 0, fees: 0, count: 0 };
  const rows = monthsBetween(from, to).map((month) => ({ month, ...(byMonth.get(month) ?? zero) }));
  const keys = Object.keys(zero) as Array<keyof EarningsSums>;
  const totals = Object.fromEntries(keys.map((k) => [k, sum(rows, (r) => r[k])])) as EarningsSums;
  return {
    year,
    from,
    to,
    role: user.role === ROLES.venue ? ('venue' as const) : ('customer' as const),
    name: org?.name ?? row?.name ?? '',
    rows,
    totals,
  };
}

const earningsDollars = (m: EarningsSums): Omit<EarningsMonth, 'month'> => ({
  intoWallet: toDollars(m.wallet),
  intoPockets: toDollars(m.pockets),
  counterPayments: toDollars(m.counter),
  withdrawalsPaid: toDollars(m.withdrawn),
  instantFees: toDollars(m.fees),
  withdrawals: m.count,
});

/** GET /api/finance/earnings. */
export async function earningsStatement(deps: Deps, user: Payee, q: EarningsQuery): Promise<EarningsData> {
  const e = await earningsCents(deps, user, q);
  return {
    year: e.year,
    label: financialYearLabel(e.year),
    span: financialYearSpan(e.year),
    role: e.role,
    name: e.name,
    months: e.rows.map((m) => ({ month: m.month, ...earningsDollars(m) })),
    totals: earningsDollars(e.totals),
  };
}

export const CUSTOMER_EARNINGS_HEADER = [
  'Month',
  'Campaign payouts into wallet',
  'Campaign payouts into pockets',
  'Campaign payouts total',
  'Withdrawals paid',
  'Instant payout fees',
  'Number of withdrawals',
];
export const VENUE_EARNINGS_HEADER = [
  'Month',
  'Counter payments into earnings',
  'Withdrawals paid',
  'Instant payout fees',
  'Number of withdrawals',
];

/**
 * GET /api/finance/earnings.csv: a heading (whose statement, which year, when it was made), then one row a month
 * and the Total.
 */
export async function earningsCsv(deps: Deps, user: Payee, q: EarningsQuery): Promise<Csv> {
  const e = await earningsCents(deps, user, q);
  const venue = e.role === 'venue';
  const line = (label: string, m: EarningsSums) =>
    venue
      ? [label, amount(m.counter), amount(m.withdrawn), amount(m.fees), String(m.count)]
      : [
          label,
          amount(m.wallet),
          amount(m.pockets),
          amount(m.wallet + m.pockets),
          amount(m.withdrawn),
          amount(m.fees),
          String(m.count),
        ];
  const csv = reportCsv([
    ['Spruik earnings statement'],
    ['Name', e.name],
    [
      'Financial year',
      `${financialYearLabel(e.year)} (${dayLabel(firstDayOf(e.from))} – ${dayLabel(lastDayOf(e.to))})`,
    ],
    ['Made', melbourneDay(deps.clock.now())],
    [],
    venue ? VENUE_EARNINGS_HEADER : CUSTOMER_EARNINGS_HEADER,
    ...e.rows.map((m) => line(m.month, m)),
    line('Total', e.totals),
  ]);
  return { filename: `earnings-${financialYearLabel(e.year).replace('–', '-')}.csv`, csv };
}
