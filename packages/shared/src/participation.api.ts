/** A customer's activities: the campaigns they joined, and submitting the work (docs/spec.md, Participation). */
import { z } from 'zod';
import {
  activityAppeal,
  adminAppealItem,
  adminAppealsQuery,
  APPEAL_MSG,
  appealDecisionRequest,
  appealRequest,
} from './participation';
import { activityItem, CAMPAIGN_MSG, campaignPageQuery, submitActivityRequest } from './campaigns';
import { OPERATORS, ROLES } from './constants';
import { defineRoute } from './http/contract';
import { dollars, idParams, nextCursorField, objectId } from './http/wire';

const tag = 'Activities';
const CUSTOMERS = [ROLES.customer];
/** 100 a page by default, and at most 100. */
const page = campaignPageQuery(100, 100);
const list = z.object({
  activities: z.array(activityItem),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const participationApi = {
  current: defineRoute({
    method: 'GET',
    path: '/api/activities/current',
    summary: 'To do and submitted, on campaigns still open',
    tag,
    access: CUSTOMERS,
    query: page,
    data: list,
  }),
  prev: defineRoute({
    method: 'GET',
    path: '/api/activities/prev',
    summary: 'Decided, or the campaign ended',
    tag,
    access: CUSTOMERS,
    query: page,
    data: list,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/activities/:id/submit',
    summary: 'Submit the work: types 1 and 3 pay at once, the others wait for the owner',
    tag,
    access: CUSTOMERS,
    idempotent: true,
    params: idParams({ id: CAMPAIGN_MSG.activityNotFound }),
    body: submitActivityRequest,
    data: z.object({
      wallet: dollars,
      message: z.string(),
      activity: z.object({ _id: objectId, id: objectId, status: z.number(), payout: dollars.nullable() }),
    }),
  }),
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
  adminAppeals: defineRoute({
    method: 'GET',
    path: '/api/admin/appeals',
    summary: 'Appeals, open ones oldest first or decided ones newest first; pass nextCursor as ?cursor=',
    tag,
    access: OPERATORS.support,
    query: adminAppealsQuery,
    data: z.object({ appeals: z.array(adminAppealItem), ...nextCursorField }),
  }),
  decideAppeal: defineRoute({
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
