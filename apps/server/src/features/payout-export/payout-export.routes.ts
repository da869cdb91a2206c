import type { FastifyInstance } from 'fastify';
import { ledgerAdminApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { exportPayouts } from './payout-export.service';

/** GET /api/admin/withdraws/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (text/csv, a download). */
export function payoutExportRoutes(app: FastifyInstance, deps: Deps) {
  route(app, ledgerAdminApi.exportPayouts, async ({ reply, user, query }) => {
    const { filename, csv } = await exportPayouts(deps, user, query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
