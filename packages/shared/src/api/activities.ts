/** A customer's activities: the campaigns they joined, and submitting the work (docs/spec.md, Participation). */
import { z } from 'zod';
import { activityItem, CAMPAIGN_MSG, campaignPageQuery, submitActivityRequest } from '../campaigns';
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';
import { dollars, idParams, objectId } from '../http/wire';

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

export const activitiesApi = {
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
};
