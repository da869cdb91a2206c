/**
 * Top-ups for businesses and venues: start a checkout (card through Stripe, the online payment service through
 * PayPal, or the TEST MODE sandbox without keys), verify it on return, and the provider's webhook. The sandbox's
 * own checkout pages exist only while the sandbox is on.
 */
import { z } from 'zod';
import { OPERATORS, ROLES } from './constants';
import { defineRoute } from './http/contract';
import { idParams } from './http/wire';
import { topUpRequest, verifiedTransaction, verifyTopUpQuery } from './top-ups';
import {
  adminTopUpItem,
  adminTopUpsQuery,
  adminTopUpsResponse,
  simulateTopUpEventRequest,
  TOP_UP_MSG,
} from './top-ups';

const tag = 'Top-ups';
const PAYERS = [ROLES.venue, ROLES.business] as const;
/** A sandbox checkout session id (not a UUID: the route answers its own HTML page when it names nothing). */
const sandboxParams = z.object({ id: z.string().describe('The sandbox checkout session id') });

export const topUpsApi = {
  startCard: defineRoute({
    method: 'POST',
    path: '/api/transaction/stripe',
    summary: 'Start a card top-up (at least $20): the checkout URL to send the payer to',
    tag,
    access: PAYERS,
    idempotent: true,
    body: topUpRequest,
    data: z.object({ url: z.string() }),
  }),
  startPaypal: defineRoute({
    method: 'POST',
    path: '/api/transaction',
    summary: 'Start an online payment service top-up (at least $20): the checkout URL to send the payer to',
    tag,
    access: PAYERS,
    idempotent: true,
    body: topUpRequest,
    data: z.object({ redirectLink: z.object({ href: z.string() }) }),
  }),
  verify: defineRoute({
    method: 'GET',
    path: '/api/transaction/verify',
    summary:
      'The payer came back: ask the provider and credit the top-up once (409 not confirmed yet; 400 failed)',
    tag,
    access: 'signed-in',
    query: verifyTopUpQuery,
    data: z.object({ transaction: verifiedTransaction }),
  }),
  // Stripe signs the raw bytes, so the route reads the body itself; it answers `{ received, duplicate? }`.
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/transaction/stripe/webhook',
    summary:
      'Stripe webhook, verified by its Stripe-Signature header; a paid checkout credits its top-up once, ' +
      'refunds and disputes (charge.refunded, charge.dispute.*) take back what is left of its credit once. ' +
      'Answers `{ received: true }` (and `duplicate: true` for a replay), not wrapped in `data`',
    tag,
    access: 'public',
  }),
  // PayPal's refunds and reversals. Verified by asking PayPal, so the route reads the body itself too.
  paypalWebhook: defineRoute({
    method: 'POST',
    path: '/api/transaction/paypal/webhook',
    summary:
      'PayPal webhook, verified through PayPal (verify-webhook-signature with PAYPAL_WEBHOOK_ID): capture refunds ' +
      'and reversals, and disputes resolved in our favour, each applied once. Answers `{ received: true }` (and ' +
      '`duplicate: true` for a replay), not wrapped in `data`',
    tag,
    access: 'public',
  }),
  sandboxPage: defineRoute({
    method: 'GET',
    path: '/sandbox/checkout/:id',
    summary: 'TEST MODE checkout page (only while the sandbox is on)',
    tag,
    access: 'public',
    params: sandboxParams,
    produces: 'text/html',
  }),
  sandboxComplete: defineRoute({
    method: 'POST',
    path: '/sandbox/checkout/:id/complete',
    summary: "TEST MODE checkout's Pay button: records the provider's side, then 303 to the result page",
    tag,
    access: 'public',
    params: sandboxParams,
    produces: 'text/html',
  }),
  sandboxCancel: defineRoute({
    method: 'POST',
    path: '/sandbox/checkout/:id/cancel',
    summary: "TEST MODE checkout's Cancel button: records the provider's side, then 303 to the result page",
    tag,
    access: 'public',
    params: sandboxParams,
    produces: 'text/html',
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/top-ups',
    summary:
      'Top-ups, newest first, with their status after refunds and disputes: search by e-mail, name, ' +
      'organisation or provider id; filter paid, pending, refunded or disputed; keyset paged',
    tag,
    access: OPERATORS.finance,
    query: adminTopUpsQuery,
    data: adminTopUpsResponse,
  }),
  simulate: defineRoute({
    method: 'POST',
    path: '/api/admin/top-ups/:id/simulate',
    summary:
      'TEST MODE only (sandbox on, a sandbox top-up): simulate the provider refunding it or a dispute being ' +
      'opened, won or lost. Applied exactly as a real webhook: the ledger, the suspension and the messages',
    tag,
    access: OPERATORS.finance,
    idempotent: true,
    params: idParams({ id: TOP_UP_MSG.topUpNotFound }),
    body: simulateTopUpEventRequest,
    data: z.object({ message: z.string(), topUp: adminTopUpItem }),
  }),
  check: defineRoute({
    method: 'POST',
    path: '/api/admin/top-ups/:id/check',
    summary:
      'Check a pending top-up with the provider (the verify call the payment return makes): credited once if ' +
      'paid, closed if the provider reports no payment, else left pending. Audited; a repeat changes nothing',
    tag,
    access: OPERATORS.finance,
    idempotent: true,
    params: idParams({ id: TOP_UP_MSG.topUpNotFound }),
    data: z.object({ message: z.string(), topUp: adminTopUpItem }),
  }),
};
