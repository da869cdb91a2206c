/**
 * The operator's top-ups: every top-up with its provider, ids, status and account, searchable and paged;
 * and, for TEST MODE top-ups while the sandbox is on, a provider's refund or dispute simulated through the same
 * path the real webhooks take.
 */
import { z } from 'zod';
import { OPERATORS } from '../constants';
import { defineRoute } from '../http/contract';
import { idParams } from '../http/wire';
import {
  adminTopUpItem,
  adminTopUpsQuery,
  adminTopUpsResponse,
  simulateTopUpEventRequest,
  TOP_UP_MSG,
} from '../top-ups-admin';

const tag = 'Admin: top-ups';

export const adminTopUpsApi = {
  list: defineRoute({
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
