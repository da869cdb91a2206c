/** The operator's money tools: the ledger's invariant check and the payout CSV for the bank. */
import { OPERATORS, ROLES } from '../constants';
import { ADMIN_MSG, payoutExportQuery } from '../admin';
import { defineRoute } from '../http/contract';
import { z } from 'zod';
import { bulkPayResult, ledgerCheckResult, reconciliationRun, reconciliationsResult } from '../money-api';
import { idParams } from '../http/wire';

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
