import type { FastifyInstance } from 'fastify';
import { withdrawalsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { exportPayouts, payBatch } from './payout-export.service';

/**
 * GET /api/admin/withdraws/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (text/csv, a download, the batch in
 * X-Payout-Batch), then POST /api/admin/withdraws/batches/{batch}/pay once the bank has paid it.
 */
export function payoutExportRoutes(app: FastifyInstance, deps: Deps) {
  route(app, withdrawalsApi.exportPayouts, async ({ reply, user, query }) => {
    const { filename, csv, batch } = await exportPayouts(deps, user, query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('x-payout-batch', batch)
      .header('access-control-expose-headers', 'X-Payout-Batch')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  // Each withdrawal in its own transaction (and, with a key, its own record), as the bulk pay does.
  route(
    app,
    withdrawalsApi.payBatch,
    async ({ deps, user, params, each }) => ({ data: await payBatch(deps, user, params.id, each) }),
    { idempotency: { kind: 'batch', input: (r) => r.params } },
  );
}
