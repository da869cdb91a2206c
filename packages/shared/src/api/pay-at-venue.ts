/**
 * Paying at a venue and its live receipt (customers), a venue's liability and a venue campaign's attribution
 * (venues), and the public client configuration.
 */
import { z } from 'zod';
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';
import { idParams } from '../http/wire';
import {
  appConfigSchema,
  campaignAttributionSchema,
  PAY_MSG,
  payAtVenueRequest,
  payAtVenueResponse,
  receiptResponse,
  venueLiabilitySchema,
} from '../pay-at-venue';

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
  attribution: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/attribution',
    summary:
      "What one of the venue's campaigns brought in: redemptions, pocket money spent, cost per redemption",
    tag,
    access: [ROLES.venue],
    params: idParams({ id: PAY_MSG.campaignNotFound }),
    data: z.object({ attribution: campaignAttributionSchema }),
  }),
  config: defineRoute({
    method: 'GET',
    path: '/api/config',
    summary: 'Public client configuration (no secrets): the map tile URL template',
    tag: 'App',
    access: 'public',
    data: appConfigSchema,
  }),
};
