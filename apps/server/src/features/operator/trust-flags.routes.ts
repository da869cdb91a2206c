import type { FastifyInstance } from 'fastify';
import { operatorApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import {
  listPaidByOneOwner,
  listQuickWithdrawals,
  listRemovedPosts,
  listSharedAccounts,
} from './trust-flags.service';

/** The operator's trust flags: shared details, quick withdrawals, customers paid mostly by one owner. */
export function trustFlagsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, operatorApi.sharedAccounts, async ({ query }) => ({
    data: await listSharedAccounts(deps, query),
  }));
  route(app, operatorApi.quickWithdrawals, async ({ query }) => ({
    data: await listQuickWithdrawals(deps, query),
  }));
  route(app, operatorApi.paidByOneOwner, async ({ query }) => ({
    data: await listPaidByOneOwner(deps, query),
  }));
  route(app, operatorApi.postsRemoved, async ({ query }) => ({
    data: await listRemovedPosts(deps, query),
  }));
}
