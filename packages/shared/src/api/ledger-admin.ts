/** The operator's money tools: the ledger's invariant check and the payout CSV for the bank. */
import { ROLES } from '../constants';
import { payoutExportQuery } from '../admin';
import { defineRoute } from '../http/contract';
import { ledgerCheckResult } from '../money-api';

const tag = 'Ledger';

export const ledgerAdminApi = {
  check: defineRoute({
    method: 'GET',
    path: '/api/admin/ledger/check',
    summary: 'Prove that no money was created or lost (the same check as `npm run ledger:check`)',
    tag,
    access: [ROLES.admin],
    data: ledgerCheckResult,
  }),
  exportPayouts: defineRoute({
    method: 'GET',
    path: '/api/admin/withdraws/export.csv',
    summary:
      'Paid withdrawals decided between from and to (YYYY-MM-DD, inclusive, UTC), as a CSV download for the bank; ' +
      'each export is audited',
    tag,
    access: [ROLES.admin],
    query: payoutExportQuery,
    produces: 'text/csv',
  }),
};
