/** Bank details and withdrawals (customers and venues), and the operator's decisions on them. */
import { z } from 'zod';
import { bankDetails } from './accounts';
import { ADMIN_MSG, payoutExportQuery } from './admin';
import { OPERATORS, ROLES } from './constants';
import { defineRoute } from './http/contract';
import { idParams, nextCursorField } from './http/wire';
import { MONEY_MSG } from './money-rules';
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
};
