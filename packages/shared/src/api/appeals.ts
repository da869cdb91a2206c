/** Appeals: the creator appeals a rejection; the operator upholds or overturns it. */
import { z } from 'zod';
import {
  activityAppeal,
  adminAppealItem,
  adminAppealsQuery,
  APPEAL_MSG,
  appealDecisionRequest,
  appealRequest,
} from '../appeals';
import { OPERATORS, ROLES } from '../constants';
import { defineRoute } from '../http/contract';
import { dollars, idParams, nextCursorField } from '../http/wire';

const tag = 'Appeals';

export const appealsApi = {
  appeal: defineRoute({
    method: 'POST',
    path: '/api/activities/:id/appeal',
    summary: 'Appeal a rejection: once, within 72 hours of it, with a short note',
    tag,
    access: [ROLES.customer],
    params: idParams({ id: APPEAL_MSG.activityNotFound }),
    body: appealRequest,
    data: z.object({ message: z.string(), appeal: activityAppeal }),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/appeals',
    summary: 'Appeals, open ones oldest first or decided ones newest first; pass nextCursor as ?cursor=',
    tag,
    access: OPERATORS.support,
    query: adminAppealsQuery,
    data: z.object({ appeals: z.array(adminAppealItem), ...nextCursorField }),
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/admin/appeals/:id',
    summary: 'Uphold the rejection or overturn it (pays as an approval would), once',
    tag,
    access: OPERATORS.support,
    idempotent: true,
    params: idParams({ id: APPEAL_MSG.appealNotFound }),
    body: appealDecisionRequest,
    data: z.object({ message: z.string(), appeal: adminAppealItem, paid: dollars.nullable() }),
  }),
};
