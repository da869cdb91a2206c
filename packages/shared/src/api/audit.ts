/** The operator log: who changed what, when, before and after. */
import { adminPageQuery, auditResponse } from '../admin';
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';

export const auditApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'The operator log, newest first',
    tag: 'Admin: audit',
    access: [ROLES.admin],
    query: adminPageQuery,
    data: auditResponse,
  }),
};
