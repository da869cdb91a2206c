/**
 * The console's own accounts: the second factor at sign-in, and the operator roles (owner only). The second
 * factor's routes are public in the contract's sense: the operator has no session yet, so each takes the
 * sign-in's challenge (or, with none, a signed-in operator's bearer token) and checks it itself.
 */
import { z } from 'zod';
import { adminOverviewSchema, auditQuery, auditResponse } from './admin';
import { OPERATORS, ROLES } from './constants';
import { defineRoute } from './http/contract';
import { idParams } from './http/wire';
import { ledgerCheckResult, reconciliationRun, reconciliationsResult } from './operator';
import {
  confirmEnrolRequest,
  confirmEnrolResponse,
  enrolRequest,
  enrolResponse,
  operatorItem,
  operatorSession,
  operatorsResponse,
  setOperatorRoleRequest,
  TWO_FACTOR_MSG,
  twoFactorStatus,
  verifySecondFactorRequest,
} from './operator';
import {
  oneOwnerResponse,
  quickWithdrawalsQuery,
  quickWithdrawalsResponse,
  sharedAccountsQuery,
  sharedAccountsResponse,
  removedPostsResponse,
} from './trust-flags';

const tag = 'Operators';

export const operatorApi = {
  twoFactorStatus: defineRoute({
    method: 'GET',
    path: '/api/two-factor',
    summary: "The signed-in operator's second factor: on or not, and how many recovery codes are left",
    tag,
    access: [ROLES.admin],
    data: twoFactorStatus,
  }),
  enrolTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/two-factor/enrol',
    summary:
      'Start TOTP enrolment: a new secret and its otpauth:// URI (with the sign-in challenge, or signed in)',
    tag,
    access: 'public',
    body: enrolRequest,
    data: enrolResponse,
  }),
  confirmTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/two-factor/confirm',
    summary: 'Finish enrolment with a first code: a session and ten recovery codes, shown once',
    tag,
    access: 'public',
    body: confirmEnrolRequest,
    data: confirmEnrolResponse,
  }),
  verifyTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/two-factor/verify',
    summary:
      "The sign-in's second step: a TOTP code or a recovery code for the challenge, answered with a session",
    tag,
    access: 'public',
    body: verifySecondFactorRequest,
    data: operatorSession,
  }),
  operators: defineRoute({
    method: 'GET',
    path: '/api/admin/operators',
    summary: 'Every operator with their console role and whether they enrolled a second factor',
    tag,
    access: OPERATORS.owner,
    data: operatorsResponse,
  }),
  setOperatorRole: defineRoute({
    method: 'PUT',
    path: '/api/admin/operators/:id',
    summary: "Set another operator's console role (owner, support or finance)",
    tag,
    access: OPERATORS.owner,
    params: idParams({ id: TWO_FACTOR_MSG.notOperator }),
    body: setOperatorRoleRequest,
    data: operatorItem,
  }),
  overview: defineRoute({
    method: 'GET',
    path: '/api/admin/overview',
    summary: 'Queues, money per ledger balance kind (dollars), the ledger check and sign-ups per day',
    tag: 'Admin: overview',
    access: [ROLES.admin],
    data: adminOverviewSchema,
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    summary:
      'The operator log, newest first, with System actions (settlements, the 72-hour rules, scheduled jobs); ' +
      "filters: actor (an operator's id or 'system'), action, targetType and targetId, from and to. Pass the " +
      "answer's nextCursor as ?cursor= for the next page",
    tag: 'Admin: audit',
    access: [ROLES.admin],
    query: auditQuery,
    data: auditResponse,
  }),
  ledgerCheck: defineRoute({
    method: 'GET',
    path: '/api/admin/ledger/check',
    summary: 'Prove that no money was created or lost (the same check as `npm run ledger:check`)',
    tag,
    access: [ROLES.admin],
    data: ledgerCheckResult,
  }),
  reconciliations: defineRoute({
    method: 'GET',
    path: '/api/admin/ledger/reconciliation',
    summary:
      'The daily reconciliation: money in through providers minus money out against every balance held; the ' +
      'latest run with its figures and the recent ones',
    tag,
    access: OPERATORS.finance,
    data: reconciliationsResult,
  }),
  reconcile: defineRoute({
    method: 'POST',
    path: '/api/admin/ledger/reconciliation',
    summary: 'Run the reconciliation now (it only reads the books; the run is stored and audited)',
    tag,
    access: OPERATORS.finance,
    data: z.object({ reconciliation: reconciliationRun }),
  }),
  sharedAccounts: defineRoute({
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
  postsRemoved: defineRoute({
    method: 'GET',
    path: '/api/admin/flags/posts-removed',
    summary:
      'Verified posts deleted or made private within 7 days of their verification (found by the post re-reads), newest first; pass nextCursor as ?cursor=',
    tag,
    access: OPERATORS.supportAndFinance,
    query: quickWithdrawalsQuery,
    data: removedPostsResponse,
  }),
};
