/** The money history lists: payments (customers and venues) and vouchers. */
import { z } from 'zod';
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';
import { paymentItem, voucherItem, vouchersQuery } from '../money-api';

const tag = 'Payments';

export const paymentsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/payments',
    summary:
      "The caller's money history, newest first: a customer's payments, money received and withdrawals; " +
      "a venue's payments received",
    tag,
    access: [ROLES.customer, ROLES.venue],
    data: z.object({ payments: z.array(paymentItem) }),
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
