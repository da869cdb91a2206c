/** The operator's money tools: the ledger's invariant check and the payout CSV for the bank. */
import { OPERATORS, ROLES } from '../constants';
import { payoutExportQuery } from '../admin';
import { defineRoute } from '../http/contract';
import { z } from 'zod';
import { ledgerCheckResult, reconciliationRun, reconciliationsResult } from '../money-api';

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
  exportPayouts: defineRoute({
    method: 'GET',
    path: '/api/admin/withdraws/export.csv',
    summary:
      'Paid withdrawals decided between from and to (YYYY-MM-DD, inclusive, UTC), as a CSV download for the bank; ' +
      'each export is audited',
    tag,
    access: OPERATORS.finance,
    query: payoutExportQuery,
    produces: 'text/csv',
  }),
};
