/** The operator's trust flags: shared phone numbers and bank accounts, quick withdrawals. */
import { OPERATORS } from '../constants';
import { defineRoute } from '../http/contract';
import {
  oneOwnerResponse,
  quickWithdrawalsQuery,
  quickWithdrawalsResponse,
  sharedAccountsQuery,
  sharedAccountsResponse,
} from '../trust-flags';

const tag = 'Admin: trust flags';

export const trustFlagsApi = {
  shared: defineRoute({
    method: 'GET',
    path: '/api/admin/flags/shared',
    summary:
      'Accounts sharing a bank account (by=bank: BSB and number), a phone number (by=phone: digits), a top-up card (by=card: fingerprint), a real ABN (by=abn), a device (by=device) or a sign-up address (by=signupIp), grouped by the shared detail; pass nextCursor as ?cursor=',
    tag,
    access: OPERATORS.supportAndFinance,
    query: sharedAccountsQuery,
    data: sharedAccountsResponse,
  }),
  quickWithdrawals: defineRoute({
    method: 'GET',
    path: '/api/admin/flags/withdrawals-after-top-up',
    summary:
      'Withdrawals requested within 24 hours after a card or PayPal top-up of the same account, newest first; pass nextCursor as ?cursor=',
    tag,
    access: OPERATORS.supportAndFinance,
    query: quickWithdrawalsQuery,
    data: quickWithdrawalsResponse,
  }),
  paidByOneOwner: defineRoute({
    method: 'GET',
    path: '/api/admin/flags/paid-by-one-owner',
    summary:
      'Customers who earned at least $20 from campaigns in the last 90 days, 80% or more of it from one owner, the most paid first; pass nextCursor as ?cursor=',
    tag,
    access: OPERATORS.supportAndFinance,
    query: quickWithdrawalsQuery,
    data: oneOwnerResponse,
  }),
};
