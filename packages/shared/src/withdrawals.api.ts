/** Bank details and withdrawals (customers and venues), and the operator's decisions on them. */
import { z } from 'zod';
import { bankDetails } from './accounts';
import { ADMIN_MSG, payoutExportQuery } from './admin';
import { OPERATORS, ROLES } from './constants';
import { defineRoute } from './http/contract';
import { idParams, nextCursorField } from './http/wire';
import { MONEY_MSG } from './money-rules';
import {
  bankFileRequest,
  paypalConfirmRequest,
  payoutAccountRequest,
  payoutAccountSchema,
  payoutTimeSchema,
} from './payouts';
import { taxDetailsAnswer, taxDetailsRequest, taxDetailsSchema } from './tax-details';
import {
  adminWithdrawItem,
  adminWithdrawsQuery,
  bankRequest,
  bulkPayRequest,
  bulkPayResult,
  customerWithdrawRequest,
  venueWithdrawRequest,
  withdrawDecisionRequest,
  withdrawItem,
} from './withdrawals';

const tag = 'Withdrawals';
const PAYEES = [ROLES.customer, ROLES.venue];
/** A TEST MODE Connect account id (the sandbox's onboarding page names it). */
const sandboxAccountParams = z.object({ id: z.string().describe('The TEST MODE Stripe account id') });

export const withdrawalsApi = {
  saveBank: defineRoute({
    method: 'POST',
    path: '/api/users/bank',
    summary: 'Save the bank account withdrawals are paid to (customers and venues)',
    tag,
    access: [ROLES.customer, ROLES.venue],
    body: bankRequest,
    data: z.object({ message: z.string(), customerBank: bankDetails }),
  }),
  customerWithdraw: defineRoute({
    method: 'POST',
    path: '/api/users/withdraw',
    summary: 'Withdraw from the wallet to the bank (at least $10): the amount waits in flight until paid',
    tag,
    access: [ROLES.customer],
    idempotent: true,
    body: customerWithdrawRequest,
    data: z.object({ message: z.string(), wallet: z.number(), withdraw: withdrawItem }),
  }),
  venueWithdraw: defineRoute({
    method: 'POST',
    path: '/api/withdraws',
    summary:
      "Withdraw from the venue's earnings to the bank (bank details first; not above what customers paid it " +
      'from their wallets, less earlier withdrawals)',
    tag,
    access: [ROLES.venue],
    idempotent: true,
    body: venueWithdrawRequest,
    data: z.object({
      message: z.string(),
      withdraw: withdrawItem,
      credit: z.number(),
      withdrawable: z.number().describe('What the venue can still withdraw: its earnings, dollars'),
    }),
  }),
  listOwn: defineRoute({
    method: 'GET',
    path: '/api/withdraws',
    summary: "The caller's withdrawals, newest first",
    tag,
    access: [ROLES.venue, ROLES.business, ROLES.customer],
    data: z.object({ withdraws: z.array(withdrawItem) }),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/withdraws',
    summary:
      'Withdrawals to decide, newest first (status 1 pending, 2 paid, 3 rejected; none: all), found by q (name, ' +
      "e-mail, organisation, amount or id). 50 a page: pass the answer's nextCursor as ?cursor= for the next",
    tag,
    access: OPERATORS.finance,
    query: adminWithdrawsQuery,
    data: z.object({ withdraws: z.array(adminWithdrawItem), ...nextCursorField }),
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/admin/withdraws/:id',
    summary: 'Pay out (approve) or reject a pending withdrawal, once',
    tag,
    access: OPERATORS.finance,
    idempotent: true,
    params: idParams({ id: MONEY_MSG.withdrawNotFound }),
    body: withdrawDecisionRequest,
    data: z.object({ message: z.string(), withdraw: withdrawItem }),
  }),
  release: defineRoute({
    method: 'POST',
    path: '/api/admin/withdraws/:id/release',
    summary:
      'Release a held withdrawal (held after a refund or chargeback of a campaign owner that paid the creator): ' +
      'it can be paid again; audited',
    tag,
    access: OPERATORS.finance,
    params: idParams({ id: MONEY_MSG.withdrawNotFound }),
    data: z.object({ message: z.string(), withdraw: adminWithdrawItem }),
  }),
  payMany: defineRoute({
    method: 'POST',
    path: '/api/admin/withdraws/pay',
    summary:
      'Mark up to 50 pending withdrawals as paid: each is decided once, on its own (audited and messaged); ' +
      'the answer lists which were paid now and which were already decided',
    tag,
    access: OPERATORS.finance,
    idempotent: true,
    body: bulkPayRequest,
    data: bulkPayResult,
  }),
  exportPayouts: defineRoute({
    method: 'GET',
    path: '/api/admin/withdraws/export.csv',
    summary:
      'The bank file first: pending withdrawals (not held, with bank details) requested between from and to ' +
      '(YYYY-MM-DD, inclusive, Melbourne days), as a CSV download; each export is a batch, audited with its ids, ' +
      'named by the X-Payout-Batch header',
    tag,
    access: OPERATORS.finance,
    query: payoutExportQuery,
    produces: 'text/csv',
  }),
  payBatch: defineRoute({
    method: 'POST',
    path: '/api/admin/withdraws/batches/:id/pay',
    summary:
      'After the bank transfer: mark exactly the withdrawals of an exported batch paid, each once (audited and ' +
      'messaged); ones decided meanwhile are reported, not paid again',
    tag,
    access: OPERATORS.finance,
    idempotent: true,
    params: idParams({ id: ADMIN_MSG.payoutBatchNotFound }),
    data: bulkPayResult,
  }),
  setPayoutAccount: defineRoute({
    method: 'POST',
    path: '/api/payouts/account',
    summary:
      "Choose where withdrawals go: stripe answers data.url, Stripe's hosted onboarding (Account Link) that " +
      'returns to /my_wallet or /venue_credit; paypal e-mails a code to confirm the address; bank uses the saved ' +
      'bank details',
    tag,
    access: PAYEES,
    body: payoutAccountRequest,
    data: z.object({ message: z.string(), url: z.string().nullable(), payoutAccount: payoutAccountSchema }),
  }),
  confirmPayPal: defineRoute({
    method: 'POST',
    path: '/api/payouts/account/confirm',
    summary: 'Confirm the PayPal e-mail with the code sent to it (10 minutes, 5 tries)',
    tag,
    access: PAYEES,
    body: paypalConfirmRequest,
    data: z.object({ message: z.string(), payoutAccount: payoutAccountSchema }),
  }),
  connectWebhook: defineRoute({
    method: 'POST',
    path: '/api/payouts/stripe/webhook',
    summary:
      'Stripe Connect webhook, verified with STRIPE_CONNECT_WEBHOOK_SECRET: account.updated (onboarding state), ' +
      'payout.paid, payout.failed and payout.canceled (each applied once). Answers `{ received: true }` (and ' +
      '`duplicate: true` for a replay), not wrapped in `data`',
    tag,
    access: 'public',
  }),
  sandboxOnboarding: defineRoute({
    method: 'GET',
    path: '/sandbox/payouts/:id',
    summary: 'TEST MODE Stripe onboarding page (only while the sandbox is on)',
    tag,
    access: 'public',
    params: sandboxAccountParams,
    produces: 'text/html',
  }),
  sandboxOnboardingDone: defineRoute({
    method: 'POST',
    path: '/sandbox/payouts/:id/complete',
    summary: "TEST MODE onboarding's Finish button: the account becomes ready, then 303 back to the app",
    tag,
    access: 'public',
    params: sandboxAccountParams,
    produces: 'text/html',
  }),
  taxDetails: defineRoute({
    method: 'GET',
    path: '/api/payouts/tax-details',
    summary:
      "The caller's tax details (the latest given, or null) and, for a venue, the ABN it gave at sign-up as an " +
      "offer (used only when it passes the ATO's check digits)",
    tag,
    access: PAYEES,
    data: taxDetailsAnswer,
  }),
  saveTaxDetails: defineRoute({
    method: 'POST',
    path: '/api/payouts/tax-details',
    summary:
      "Give tax details before the first payout: an ABN (checked with the ATO's check digits) or the statement " +
      'by a supplier (confirmed: true; its wording version is kept), with the legal name and postal address. ' +
      'Each save is kept; the latest counts. Audited',
    tag,
    access: PAYEES,
    body: taxDetailsRequest,
    data: z.object({ message: z.string(), taxDetails: taxDetailsSchema }),
  }),
  payoutTimes: defineRoute({
    method: 'GET',
    path: '/api/admin/payouts/times',
    summary:
      'Time from request to paid per rail over the last 30 days (median and 95th percentile, seconds), and ' +
      'what is in flight per rail now',
    tag,
    access: OPERATORS.finance,
    data: z.object({ rails: z.array(payoutTimeSchema) }),
  }),
  bankFile: defineRoute({
    method: 'POST',
    path: '/api/admin/withdraws/bank-file',
    summary:
      'An ABA (Cemtex direct entry) file paying the chosen pending bank-transfer withdrawals (not held), written ' +
      'from the bank details copied onto each request. The file is a batch (header X-Payout-Batch), audited ' +
      'with its ids; after uploading it to the bank, mark the batch paid',
    tag,
    access: OPERATORS.finance,
    body: bankFileRequest,
    produces: 'text/plain',
  }),
};
