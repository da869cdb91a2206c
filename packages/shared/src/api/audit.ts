/** The operator log: who changed what, when, before and after. */
import { auditQuery, auditResponse } from '../admin';
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';

export const auditApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    summary:
      'The operator log, newest first, with System actions (settlements, the 72-hour rules, scheduled jobs); ' +
      "filters: actor (an operator's id or 'system'), action, targetType and targetId, from and to. Pass the " +
      "answer's nextCursor as ?cursor= for the next page",
    tag: 'Admin: audit',
    access: [ROLES.admin],
    query: auditQuery,
    data: auditResponse,
  }),
};
