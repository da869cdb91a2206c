import type { FastifyInstance } from 'fastify';
import { ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { checkLedger } from '../../ledger';

/** The operator's proof that no money was created or lost (the same check as `npm run ledger:check`). */
export function ledgerAdminRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/ledger/check', async (req) => {
    await req.requireUser([ROLES.admin]);
    return { data: await checkLedger(deps.db) };
  });
}
