/** The operator's dashboard. */
import { adminOverviewSchema } from '../admin';
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';

export const adminOverviewApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/overview',
    summary: 'Queues, money per ledger balance kind (dollars), the ledger check and sign-ups per day',
    tag: 'Admin: overview',
    access: [ROLES.admin],
    data: adminOverviewSchema,
  }),
};
