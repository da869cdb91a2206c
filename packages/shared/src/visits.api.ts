/** Visits: the customer's live check-in code, and the venue confirming it and listing its check-ins. */
import { z } from 'zod';
import { ROLES } from './constants';
import { defineRoute } from './http/contract';
import { idParams, KEYSET_PAGE_SIZE, nextCursorField } from './http/wire';
import { VENUE_MSG } from './venues';
import { checkInCodeResponse, checkInsQuery, confirmCheckInRequest, visitItem } from './visits';

const tag = 'Visits';

export const visitsApi = {
  checkInCode: defineRoute({
    method: 'POST',
    path: '/api/venues/:id/check-in',
    summary:
      "The caller's check-in code at an active venue for the current 30-second slot (the same code on a repeat " +
      'within the slot), and the string its QR carries; the venue confirms it with POST /api/check-ins',
    tag,
    access: [ROLES.customer],
    params: idParams({ id: VENUE_MSG.venueNotFound }),
    data: checkInCodeResponse,
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/check-ins',
    summary:
      "Confirm a customer's check-in code (typed, any case, or the QR's string): a code of the current or " +
      'previous slot, once; records the visit (one per customer per 3 hours). 10 wrong codes in 10 minutes, then 429',
    tag,
    access: [ROLES.venue],
    body: confirmCheckInRequest,
    data: z.object({ visit: visitItem, message: z.string() }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/check-ins',
    summary:
      `The venue's check-ins, newest first, ${KEYSET_PAGE_SIZE} a page ` +
      "(pass the answer's nextCursor as ?cursor= for the next)",
    tag,
    access: [ROLES.venue],
    query: checkInsQuery,
    data: z.object({ checkIns: z.array(visitItem), ...nextCursorField }),
  }),
};
