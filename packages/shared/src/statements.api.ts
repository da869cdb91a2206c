/** Statements of every balance: the owner's own, the operator's per-user view, and adjustments. */
import { OPERATORS, ROLES } from './constants';
import { defineRoute } from './http/contract';
import { idParams } from './http/wire';
import {
  adjustmentData,
  adjustmentRequest,
  adminStatementData,
  statementCsvQuery,
  statementData,
  statementQuery,
} from './statements';
import { VENUE_MSG } from './venues';

const tag = 'Statements';
const owners = [ROLES.customer, ROLES.business, ROLES.venue] as const;
const accountHelp =
  'account: customer wallet (default) or pocket:<venueId>; business credit; venue credit (default, credit and ' +
  'earnings together) or earnings';

export const statementsApi = {
  own: defineRoute({
    method: 'GET',
    path: '/api/statement',
    summary:
      "The caller's statement: every ledger line of one balance, newest first, with the balance after each. " +
      `${accountHelp}. 50 a page (limit 1-500): pass the answer's nextCursor as ?cursor= for the next`,
    tag,
    access: owners,
    query: statementQuery,
    data: statementData,
  }),
  ownCsv: defineRoute({
    method: 'GET',
    path: '/api/statement.csv',
    summary: `The caller's whole statement as CSV (dates en-AU in tz, amounts in dollars). ${accountHelp}`,
    tag,
    access: owners,
    query: statementCsvQuery,
    produces: 'text/csv',
  }),
  admin: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id/statement',
    summary: "A user's statement, as the user sees it (the same lines and balances)",
    tag,
    access: OPERATORS.finance,
    params: idParams({ id: VENUE_MSG.userNotFound }),
    query: statementQuery,
    data: adminStatementData,
  }),
  adminCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id/statement.csv',
    summary: "A user's whole statement as CSV",
    tag,
    access: OPERATORS.finance,
    params: idParams({ id: VENUE_MSG.userNotFound }),
    query: statementCsvQuery,
    produces: 'text/csv',
  }),
  adjust: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/adjustments',
    summary:
      "Credit or debit a user's balance (customer wallet, business or venue credit) with a reason: a ledger " +
      'entry against platform:adjustments, audited and messaged; never below zero',
    tag,
    access: OPERATORS.finance,
    idempotent: true,
    params: idParams({ id: VENUE_MSG.userNotFound }),
    body: adjustmentRequest,
    data: adjustmentData,
  }),
};
