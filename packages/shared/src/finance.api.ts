/**
 * The platform's own books (docs/finance.md): receipts, tax invoices and credit notes, and the operator's Finance
 * reports. Payees' tax details are part of withdrawals (withdrawals.api.ts), since they gate a payout.
 */
import { OPERATORS, ROLES } from './constants';
import { defineRoute } from './http/contract';
import {
  earningsData,
  earningsQuery,
  halfYearQuery,
  monthRangeQuery,
  moneyReportData,
  payeesReportData,
  revenueReportData,
} from './finance-reports';

const reportsTag = 'Finance reports';
const monthsHelp =
  'from and to: YYYY-MM, Melbourne calendar months, both included (default: the 12 months to this one; at most 120)';
const payees = [ROLES.customer, ROLES.venue] as const;

export const financeApi = {
  // ---- receipts, tax invoices, credit notes (documents) ----

  // ---- the Finance reports ----
  revenue: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/revenue',
    summary:
      'Revenue by month: campaign service fees, instant payout fees, refunds of fees (credit notes), net revenue ' +
      `and the GST of the tax documents issued. ${monthsHelp}`,
    tag: reportsTag,
    access: OPERATORS.finance,
    query: monthRangeQuery,
    data: revenueReportData,
  }),
  revenueCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/revenue.csv',
    summary: `Revenue by month as CSV (dollars, 2 decimals), with a Total row. ${monthsHelp}`,
    tag: reportsTag,
    access: OPERATORS.finance,
    query: monthRangeQuery,
    produces: 'text/csv',
  }),
  money: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/money',
    summary:
      'Money in and out by month: top-ups, reversals, platform losses, adjustments, payouts by rail and the ' +
      `change in what the platform holds. ${monthsHelp}`,
    tag: reportsTag,
    access: OPERATORS.finance,
    query: monthRangeQuery,
    data: moneyReportData,
  }),
  moneyCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/money.csv',
    summary: `Money in and out by month as CSV, with a Total row. ${monthsHelp}`,
    tag: reportsTag,
    access: OPERATORS.finance,
    query: monthRangeQuery,
    produces: 'text/csv',
  }),
  payees: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/payees',
    summary:
      'Payees by half-year (half=2026-H2 is 1 July to 31 December 2026, 2027-H1 1 January to 30 June 2027; ' +
      'default this one): each customer or venue paid in it, with tax details, payout account, gross, instant ' +
      'fees, net and the number of payouts',
    tag: reportsTag,
    access: OPERATORS.finance,
    query: halfYearQuery,
    data: payeesReportData,
  }),
  payeesCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/payees.csv',
    summary: 'Payees by half-year as CSV, one row per payee (for the sharing economy report)',
    tag: reportsTag,
    access: OPERATORS.finance,
    query: halfYearQuery,
    produces: 'text/csv',
  }),
  earnings: defineRoute({
    method: 'GET',
    path: '/api/finance/earnings',
    summary:
      "The caller's earnings statement for a financial year (year=2026 is 1 July 2025 to 30 June 2026; default " +
      'this one), by month: campaign payouts (customers) or counter payments (venues), withdrawals paid, instant fees',
    tag: reportsTag,
    access: payees,
    query: earningsQuery,
    data: earningsData,
  }),
  earningsCsv: defineRoute({
    method: 'GET',
    path: '/api/finance/earnings.csv',
    summary: "The caller's earnings statement for a financial year as CSV, by month with a Total row",
    tag: reportsTag,
    access: payees,
    query: earningsQuery,
    produces: 'text/csv',
  }),
};
