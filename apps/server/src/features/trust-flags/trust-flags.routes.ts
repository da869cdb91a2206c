import type { FastifyInstance } from 'fastify';
import { trustFlagsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { listQuickWithdrawals, listSharedAccounts } from './trust-flags.service';

/** The operator's trust flags (issue 14): shared phone numbers and bank accounts, quick withdrawals. */
export function trustFlagsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, trustFlagsApi.shared, async ({ query }) => ({ data: await listSharedAccounts(deps, query) }));
  route(app, trustFlagsApi.quickWithdrawals, async ({ query }) => ({
    data: await listQuickWithdrawals(deps, query),
  }));
}
