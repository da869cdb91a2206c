/**
 * Paying at a venue and its live receipt (customers), a venue's liability and a venue campaign's attribution
 * (venues), and the public client configuration.
 */
import { z } from 'zod';
import { ROLES } from './constants';
import { defineRoute } from './http/contract';
import { idParams, nextCursorField } from './http/wire';
import { paymentItem, paymentsQuery, voucherItem, vouchersQuery } from './pay-at-venue';
import {
  PAY_MSG,
  payAtVenueRequest,
  payAtVenueResponse,
  receiptResponse,
  venueLiabilitySchema,
} from './pay-at-venue';
import { pocketItemSchema, VENUE_MSG, venueCreditSchema } from './venues';

const tag = 'Pay at venue';

export const payAtVenueApi = {
  pay: defineRoute({
    method: 'POST',
    path: '/api/payments',
    summary:
      'Pay at a venue from the wallet and/or the pocket there, optionally redeeming a voucher; ' +
      "the body's requestId stands in for a missing Idempotency-Key",
    tag,
    access: [ROLES.customer],
    idempotent: true,
    body: payAtVenueRequest,
    data: payAtVenueResponse,
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/api/payments/:id/receipt',
    summary: "The live receipt of one of the caller's payments, with the server's clock",
    tag,
    access: [ROLES.customer],
    params: idParams({ id: PAY_MSG.paymentNotFound }),
    data: receiptResponse,
  }),
  liability: defineRoute({
    method: 'GET',
    path: '/api/venues/me/liability',
    summary: "What the venue still owes in goods: customers' pockets there and unredeemed vouchers",
    tag,
    access: [ROLES.venue],
    data: z.object({ liability: venueLiabilitySchema }),
  }),
  payments: defineRoute({
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
  credit: defineRoute({
    method: 'GET',
    path: '/api/payments/:venueId/credit',
    summary: "The customer's wallet and pocket at a venue: what the pay form may spend",
    tag,
    access: [ROLES.customer],
    params: idParams({ venueId: VENUE_MSG.venueNotFound }),
    data: z.object({ user: venueCreditSchema }),
  }),
  pockets: defineRoute({
    method: 'GET',
    path: '/api/pockets',
    summary: "The customer's pocket money at each active venue where it is above zero (My Rewards)",
    tag,
    access: [ROLES.customer],
    data: z.object({ pockets: z.array(pocketItemSchema) }),
  }),
};
