import type { FastifyInstance } from 'fastify';
import { operatorApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { runAndStoreLedgerCheck } from '../../ledger';
import { route } from '../../plugins/route';
import { listReconciliations, reconcileNow } from './reconciliation.service';

/**
 * The operator's proof that no money was created or lost (the same check as `npm run ledger:check`), on
 * demand; stored like the hourly run, so the overview shows it from now on.
 */
export function ledgerRoutes(app: FastifyInstance, deps: Deps) {
  route(app, operatorApi.ledgerCheck, async () => {
    const { ok, problems, checkedAt } = await runAndStoreLedgerCheck(deps.db, deps.clock.now());
    return { data: { ok, problems, checkedAt: checkedAt.toISOString() } };
  });

  route(app, operatorApi.reconciliations, async () => ({ data: await listReconciliations(deps) }));

  route(
    app,
    operatorApi.reconcile,
    async ({ user }) => ({ data: { reconciliation: await reconcileNow(deps, user) } }),
    { user: ['name'] },
  );
}
