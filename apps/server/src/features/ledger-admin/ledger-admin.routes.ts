import type { FastifyInstance } from 'fastify';
import { ledgerAdminApi } from '@spruik/shared';
import type { Deps } from '../../deps';
import { checkLedger } from '../../ledger';
import { route } from '../../plugins/route';

/** The operator's proof that no money was created or lost (the same check as `npm run ledger:check`). */
export function ledgerAdminRoutes(app: FastifyInstance, deps: Deps) {
  route(app, ledgerAdminApi.check, async () => ({ data: await checkLedger(deps.db) }));
}
