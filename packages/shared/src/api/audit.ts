/** The operator log: who changed what, when, before and after. */
import { adminKeysetQuery, auditResponse } from '../admin';
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';

export const auditApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    summary: "The operator log, newest first; pass the answer's nextCursor as ?cursor= for the next page",
    tag: 'Admin: audit',
    access: [ROLES.admin],
    query: adminKeysetQuery,
    data: auditResponse,
  }),
};
