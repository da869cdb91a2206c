import type { FastifyInstance, FastifyReply } from 'fastify';
import { financeApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import * as reports from './reports.service';

const sendCsv = (reply: FastifyReply, { filename, csv }: { filename: string; csv: string }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);

/**
 * The Finance reports (docs/finance.md "Reports"): the operator's revenue, money in and out and payees by
 * half-year under /api/admin/finance (owner and finance), and each payee's own earnings statement.
 */
export function financeReportsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, financeApi.revenue, async ({ query }) => ({ data: await reports.revenueReport(deps, query) }));
  route(app, financeApi.revenueCsv, async ({ reply, query }) =>
    sendCsv(reply, await reports.revenueCsv(deps, query)),
  );
  route(app, financeApi.money, async ({ query }) => ({ data: await reports.moneyReport(deps, query) }));
  route(app, financeApi.moneyCsv, async ({ reply, query }) =>
    sendCsv(reply, await reports.moneyCsv(deps, query)),
  );
  route(app, financeApi.payees, async ({ query }) => ({ data: await reports.payeesReport(deps, query) }));
  route(app, financeApi.payeesCsv, async ({ reply, query }) =>
    sendCsv(reply, await reports.payeesCsv(deps, query)),
  );
  route(app, financeApi.earnings, async ({ user, query }) => ({
    data: await reports.earningsStatement(deps, user, query),
  }));
  route(app, financeApi.earningsCsv, async ({ reply, user, query }) =>
    sendCsv(reply, await reports.earningsCsv(deps, user, query)),
  );
}
