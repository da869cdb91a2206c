import type { FastifyInstance } from 'fastify';
import { trustFlagsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { listPaidByOneOwner, listQuickWithdrawals, listSharedAccounts } from './trust-flags.service';

/** The operator's trust flags: shared details, quick withdrawals, customers paid mostly by one owner. */
export function trustFlagsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, trustFlagsApi.shared, async ({ query }) => ({ data: await listSharedAccounts(deps, query) }));
  route(app, trustFlagsApi.quickWithdrawals, async ({ query }) => ({
    data: await listQuickWithdrawals(deps, query),
  }));
  route(app, trustFlagsApi.paidByOneOwner, async ({ query }) => ({
    data: await listPaidByOneOwner(deps, query),
  }));
}
