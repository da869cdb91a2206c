/**
 * The Finance reports (docs/finance.md "Reports"): revenue by month, money in and out by month, payees by
 * half-year, and each payee's own earnings statement for an Australian financial year. Every period is a
 * Melbourne calendar period; an amount belongs to the period of its journal entry's time. Amounts leave the
 * server as dollars.
 */
import { z } from 'zod';
import { CAMPAIGN_TIME_ZONE } from './constants';
import { dollars, objectId } from './http/wire';
import { asText } from './request-rules';

/** Reports' periods are Melbourne's calendar months, half-years and financial years. */
export const REPORT_TIME_ZONE = CAMPAIGN_TIME_ZONE;
/** A monthly report covers at most this many months (ten years). */
export const REPORT_MAX_MONTHS = 120;

export const FINANCE_REPORTS_MSG = {
  monthInvalid: 'Please choose a month as YYYY-MM.',
  rangeInvalid: 'The first month must not be after the last.',
  rangeTooLong: `Please choose at most ${REPORT_MAX_MONTHS} months.`,
  halfInvalid: 'Please choose a half-year such as 2026-H2 (1 July to 31 December 2026).',
  yearInvalid: 'Please choose a financial year such as 2026 (1 July 2025 to 30 June 2026).',
} as const;

/* ------------------------------------------------------------------ periods */

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const HALF_RE = /^(\d{4})-H([12])$/;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The months' names in English, January first (reports and the web's month labels). */
export const MONTH_FULL = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Years a report may name. */
const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

const monthParts = (month: string) => {
  const m = MONTH_RE.exec(month);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
};
const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** 'YYYY-MM' when it names a month in the years a report covers, else null. */
export function parseMonth(value: string): string | null {
  const p = monthParts(value);
  return p && p.year >= YEAR_MIN && p.year <= YEAR_MAX ? value : null;
}

/** The month `n` months after (or before, n < 0) `month`. */
export function addMonths(month: string, n: number): string {
  const p = monthParts(month);
  if (!p) throw new Error(`not a month: ${month}`);
  const i = p.year * 12 + (p.month - 1) + n;
  return monthOf(Math.floor(i / 12), (i % 12) + 1);
}

/** Every month from `from` to `to`, both included, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The calendar month an instant falls in, in a time zone ('YYYY-MM'). */
export function monthAt(when: Date, timeZone: string = REPORT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(when);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** "Jul 2026". */
export const monthLabel = (month: string) => {
  const p = monthParts(month);
  return p ? `${MONTH_NAMES[p.month - 1]} ${p.year}` : month;
};

/** A half-year: '2026-H2' is 1 July to 31 December 2026, '2027-H1' 1 January to 30 June 2027. */
export type HalfYear = { half: string; from: string; to: string };

export function parseHalf(value: string): HalfYear | null {
  const m = HALF_RE.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  if (year < YEAR_MIN || year > YEAR_MAX) return null;
  return m[2] === '1'
    ? { half: value, from: monthOf(year, 1), to: monthOf(year, 6) }
    : { half: value, from: monthOf(year, 7), to: monthOf(year, 12) };
}

/** The half-year a month belongs to. */
export const halfOf = (month: string): string => {
  const p = monthParts(month);
  if (!p) throw new Error(`not a month: ${month}`);
  return `${p.year}-H${p.month <= 6 ? 1 : 2}`;
};

/** The half-year before. */
export const previousHalf = (half: string): string => {
  const h = parseHalf(half);
  if (!h) throw new Error(`not a half-year: ${half}`);
  return halfOf(addMonths(h.from, -1));
};

/** "1 July – 31 December 2026". */
export function halfLabel(half: string): string {
  const h = parseHalf(half);
  if (!h) return half;
  const year = h.from.slice(0, 4);
  return h.from.endsWith('-01') ? `1 January – 30 June ${year}` : `1 July – 31 December ${year}`;
}

/**
 * An Australian financial year, named by the year it ends in: 2026 is 1 July 2025 to 30 June 2026.
 */
export const financialYearMonths = (year: number) => ({
  from: monthOf(year - 1, 7),
  to: monthOf(year, 6),
});

/** The financial year a month belongs to (July 2025 to June 2026 is 2026). */
export const financialYearOf = (month: string): number => {
  const p = monthParts(month);
  if (!p) throw new Error(`not a month: ${month}`);
  return p.month >= 7 ? p.year + 1 : p.year;
};

/** "2025–26". */
export const financialYearLabel = (year: number) => `${year - 1}–${String(year).slice(2)}`;

/** "1 July 2025 – 30 June 2026". */
export const financialYearSpan = (year: number) => `1 July ${year - 1} – 30 June ${year}`;

/** The first day of a month as 'YYYY-MM-DD', and its last. */
export const firstDayOf = (month: string) => `${month}-01`;
export function lastDayOf(month: string): string {
  const p = monthParts(month);
  if (!p) throw new Error(`not a month: ${month}`);
  const days = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** "1 January 2026" from 'YYYY-MM-DD'. */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTH_FULL[m - 1]} ${y}`;
}

/* ------------------------------------------------------------------ queries */

/** The first failing field's message; the query's text fields, trimmed ('' when absent, null when not text). */
const text = (v: unknown) => (Array.isArray(v) ? null : asText(v));

/**
 * GET /api/admin/finance/revenue?from=YYYY-MM&to=YYYY-MM (and money): both optional; without them the 12 months
 * to the current one (Melbourne). At most REPORT_MAX_MONTHS months.
 */
export const monthRangeQuery = z
  .object({ from: z.unknown().optional(), to: z.unknown().optional() })
  .transform((v, ctx) => {
    let failed = false;
    const month = (key: 'from' | 'to') => {
      const s = text(v[key]);
      if (s === '' || failed) return undefined;
      const m = s === null ? null : parseMonth(s);
      if (!m) {
        ctx.addIssue({ code: 'custom', path: [key], message: FINANCE_REPORTS_MSG.monthInvalid });
        failed = true;
      }
      return m ?? undefined;
    };
    const from = month('from');
    const to = month('to');
    if (failed) return z.NEVER;
    if (from && to && from > to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: FINANCE_REPORTS_MSG.rangeInvalid });
      return z.NEVER;
    }
    if (from && to && monthsBetween(from, to).length > REPORT_MAX_MONTHS) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: FINANCE_REPORTS_MSG.rangeTooLong });
      return z.NEVER;
    }
    return { from, to };
  });
export type MonthRangeQuery = z.output<typeof monthRangeQuery>;

/** GET /api/admin/finance/payees?half=2026-H2: optional; without it the current half-year (Melbourne). */
export const halfYearQuery = z.object({ half: z.unknown().optional() }).transform((v, ctx) => {
  const s = text(v.half);
  if (s === '') return { half: undefined };
  const h = s === null ? null : parseHalf(s.toUpperCase());
  if (!h) {
    ctx.addIssue({ code: 'custom', path: ['half'], message: FINANCE_REPORTS_MSG.halfInvalid });
    return z.NEVER;
  }
  return { half: h.half };
});
export type HalfYearQuery = z.output<typeof halfYearQuery>;

/** GET /api/finance/earnings?year=2026: the financial year ending in that year; without it the current one. */
export const earningsQuery = z.object({ year: z.unknown().optional() }).transform((v, ctx) => {
  const s = text(v.year);
  if (s === '') return { year: undefined };
  const year = s !== null && /^\d{4}$/.test(s) ? Number(s) : NaN;
  if (!(year > YEAR_MIN && year <= YEAR_MAX)) {
    ctx.addIssue({ code: 'custom', path: ['year'], message: FINANCE_REPORTS_MSG.yearInvalid });
    return z.NEVER;
  }
  return { year };
});
export type EarningsQuery = z.output<typeof earningsQuery>;

/* ------------------------------------------------------------------ answers */

const month = z.string().describe('YYYY-MM, a Melbourne calendar month');

/** Revenue of one month: what platform:revenue received and gave back, and the GST of the month's documents. */
export const revenueMonth = z
  .object({
    month,
    campaignFees: dollars.describe(
      'Service fees taken as campaigns paid participants (customer_payout entries)',
    ),
    instantFees: dollars.describe('Instant payout fees of paid withdrawals (withdraw_decision entries)'),
    feeRefunds: dollars.describe(
      'Fees given back by credit notes (fee_refund entries), as a positive amount',
    ),
    net: dollars.describe('campaignFees + instantFees − feeRefunds: the change in platform:revenue'),
    gst: dollars.describe(
      "GST of the tax invoices issued in the month less their credit notes' (invoice basis)",
    ),
  })
  .meta({ id: 'RevenueMonth' });
export type RevenueMonth = z.infer<typeof revenueMonth>;

const revenueTotals = revenueMonth.omit({ month: true });

export const revenueReportData = z.object({
  from: month,
  to: month,
  months: z.array(revenueMonth),
  totals: revenueTotals.describe('The months above added up'),
  revenueBalance: dollars.describe('platform:revenue now: the net of every month since the first'),
});
export type RevenueReportData = z.infer<typeof revenueReportData>;

/** Money in and out of one month, by the external and platform accounts' lines. */
export const moneyMonth = z
  .object({
    month,
    topUps: dollars.describe('Top-ups confirmed (external:topups, sign flipped)'),
    reversals: dollars.describe('Refunds and chargebacks less won disputes (external:refunds)'),
    platformLosses: dollars.describe(
      'What reversals left the platform to absorb, less recoveries (−platform:loss)',
    ),
    adjustments: dollars.describe(
      'What manual adjustments gave users, less what they took (−platform:adjustments)',
    ),
    payoutsStripe: dollars,
    payoutsPaypal: dollars,
    payoutsBank: dollars,
    payouts: dollars.describe('Paid withdrawals less instant fees (external:payouts), every rail'),
    heldChange: dollars.describe(
      'topUps − reversals − payouts: the change in every balance the platform holds',
    ),
  })
  .meta({ id: 'MoneyMonth' });
export type MoneyMonth = z.infer<typeof moneyMonth>;

export const moneyReportData = z.object({
  from: month,
  to: month,
  months: z.array(moneyMonth),
  totals: moneyMonth.omit({ month: true }).describe('The months above added up'),
  balances: moneyMonth
    .omit({ month: true })
    .describe("Every month since the first, from the accounts' balances now (the same signs)"),
});
export type MoneyReportData = z.infer<typeof moneyReportData>;

/** A payee's tax details as the report writes them. */
export const TAX_DETAILS_NONE = 'none';

/** One payee paid in the half-year. */
export const payeeRow = z
  .object({
    _id: objectId,
    userId: objectId,
    role: z.enum(['customer', 'venue']),
    name: z.string().describe("The venue's organisation name; the customer's name"),
    email: z.string(),
    taxDetails: z
      .string()
      .describe('"ABN 51 824 753 556", "Statement by a supplier (version X, DD/MM/YYYY)" or "none"'),
    abn: z.string().nullable(),
    legalName: z.string().nullable(),
    address: z.string().nullable(),
    rail: z.string().describe('stripe, paypal or bank: what the payout account holds now'),
    destination: z.string().describe('The Stripe account, the PayPal e-mail, or BSB and account number'),
    gross: dollars.describe("Paid withdrawals' amounts, before instant fees"),
    instantFees: dollars,
    net: dollars.describe('gross − instantFees: what reached the payee'),
    payouts: z.number().int().describe('Paid withdrawals in the half-year'),
  })
  .meta({ id: 'PayeeRow' });
export type PayeeRow = z.infer<typeof payeeRow>;

export const payeesReportData = z.object({
  half: z.string().describe('2026-H2'),
  label: z.string().describe('1 July – 31 December 2026'),
  payees: z.array(payeeRow),
  totals: z.object({ gross: dollars, instantFees: dollars, net: dollars, payouts: z.number().int() }),
});
export type PayeesReportData = z.infer<typeof payeesReportData>;

/** One month of a payee's earnings statement. */
export const earningsMonth = z
  .object({
    month,
    intoWallet: dollars.describe('Customers: campaign payouts into the wallet'),
    intoPockets: dollars.describe('Customers: campaign payouts into pockets at venues'),
    counterPayments: dollars.describe("Venues: customers' wallet payments at the counter (into earnings)"),
    withdrawalsPaid: dollars.describe('Paid withdrawals, before instant fees'),
    instantFees: dollars,
    withdrawals: z.number().int().describe('Paid withdrawals in the month'),
  })
  .meta({ id: 'EarningsMonth' });
export type EarningsMonth = z.infer<typeof earningsMonth>;

export const earningsData = z.object({
  year: z.number().int().describe('The financial year, named by the year it ends in'),
  label: z.string().describe('2025–26'),
  span: z.string().describe('1 July 2025 – 30 June 2026'),
  role: z.enum(['customer', 'venue']),
  name: z.string(),
  months: z.array(earningsMonth),
  totals: earningsMonth.omit({ month: true }),
});
export type EarningsData = z.infer<typeof earningsData>;
