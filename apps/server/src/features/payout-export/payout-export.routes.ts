import type { FastifyInstance } from 'fastify';
import { payoutExportQuery, ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { exportPayouts } from './payout-export.service';

/** GET /api/admin/withdraws/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (text/csv, a download). */
export function payoutExportRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/withdraws/export.csv', async (req, reply) => {
    const admin = await req.requireUser([ROLES.admin]);
    const { filename, csv } = await exportPayouts(deps, admin, parse(payoutExportQuery, req.query));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
