/** The money history lists: payments (customers and venues) and vouchers. */
import { z } from 'zod';
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';
import { nextCursorField } from '../http/wire';
import { paymentItem, paymentsQuery, voucherItem, vouchersQuery } from '../money-api';

const tag = 'Payments';

export const paymentsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/payments',
    summary:
      "The caller's money history, newest first: a customer's wallet (payments from it, money received into " +
      "it, withdrawals), or with ?pocket=<venueId> their pocket at that venue; a venue's payments received. " +
      "50 a page: pass the answer's nextCursor as ?cursor= for the next",
    tag,
    access: [ROLES.customer, ROLES.venue],
    query: paymentsQuery,
    data: z.object({ payments: z.array(paymentItem), ...nextCursorField }),
  }),
  vouchers: defineRoute({
    method: 'GET',
    path: '/api/vouchers',
    summary: "A customer's vouchers (optionally at one venue), or the vouchers issued for a venue",
    tag,
    access: [ROLES.customer, ROLES.venue],
    query: vouchersQuery,
    data: z.object({ vouchers: z.array(voucherItem) }),
  }),
};
